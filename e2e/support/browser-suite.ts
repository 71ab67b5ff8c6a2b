import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { expectSoundLedger } from '../../server/src/test/harness.js';
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
  // A failed test leaves its pages open: each is photographed (artifacts/failed-<test>-<n>.png) to show what the user saw.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !browser) return;
    const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 60);
    const pages = browser.contexts().flatMap((c) => c.pages());
    for (const [i, page] of pages.entries()) await screenshot(page, `failed-${name}-${i}`).catch(() => undefined);
  });
  afterAll(async () => {
    try {
      await browser?.close();
      // the stock ledger's invariants after every browser file too, as after every API file
      if (server) await expectSoundLedger(server.database);
    } finally {
      await server?.close();
    }
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
