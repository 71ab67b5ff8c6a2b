import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type TestServer } from './server';

export interface BrowserSuite {
  /** The suite's server; there from beforeAll on. */
  readonly server: TestServer;
  readonly browser: Browser;
}

/**
 * One server and one browser per describe block (each e2e file has one): started together before
 * its tests, closed after them.
 */
export function useBrowserSuite(): BrowserSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const [s, b] = await Promise.allSettled([startServer(), launchBrowser()]);
    if (s.status === 'fulfilled') server = s.value;
    if (b.status === 'fulfilled') browser = b.value;
    for (const r of [s, b]) if (r.status === 'rejected') throw r.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const ready = <T>(v: T | undefined, name: string): T => {
    if (v === undefined) throw new Error(`${name} is set in beforeAll`);
    return v;
  };
  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
  };
}
