import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { expectSoundLedger } from '../../server/src/test/harness.js';
import { isIdlePage, launchBrowser, releaseTestPages, screenshot } from './browser';
import { type FileCompany, freshCompany, sharedServer, startServer, type TestServer } from './server';

export interface BrowserSuite {
  /** The server the file runs on; there from beforeAll on. */
  readonly server: TestServer;
  readonly browser: Browser;
  /** The file's company superuser, to log in with (loginByToken, Api.login). */
  readonly admin: FileCompany['admin'];
  /** The file's company: app_name, name and warehouse ids. */
  readonly company: FileCompany;
}

let browser: Browser | undefined;

/** The one browser of the run (of this worker), launched again if it went away. */
async function sharedBrowser(): Promise<Browser> {
  if (!browser?.isConnected()) browser = await launchBrowser();
  return browser;
}

/**
 * A browser file's set-up (each e2e file has one describe block calling it): the run's one server and
 * browser, and a fresh company with its own superuser for this file; after the file, its browser
 * contexts are closed and the stock ledger's invariants checked (the whole database: every file's
 * company so far). `ownServer` (the reason, as documentation) starts a server for this file alone,
 * for a file that changes what the server shares between companies (its job runner, its settings).
 */
export function useBrowserSuite(opts: { ownServer?: string } = {}): BrowserSuite {
  let server: TestServer | undefined;
  let company: FileCompany | undefined;
  beforeAll(async () => {
    const [s, b] = await Promise.allSettled([opts.ownServer ? startServer() : sharedServer(), sharedBrowser()]);
    if (s.status === 'fulfilled') server = s.value;
    for (const r of [s, b]) if (r.status === 'rejected') throw r.reason;
    if (server) company = await freshCompany(server);
  });
  // A failed test leaves its pages open: each is photographed (artifacts/failed-<test>-<n>.png) to show what the user saw.
  // A passed test's pages are given back for the next test (newPage); a concurrent test's neighbours still use theirs.
  afterEach(async ({ task }) => {
    if (!browser) return;
    if (task.result?.state !== 'fail') {
      if (!task.concurrent) await releaseTestPages(browser);
      return;
    }
    const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 60);
    const pages = browser.contexts().flatMap((c) => c.pages().filter((p) => !isIdlePage(p)));
    for (const [i, page] of pages.entries()) await screenshot(page, `failed-${name}-${i}`).catch(() => undefined);
  });
  afterAll(async () => {
    try {
      // the pages this file left open go (the given-back ones wait for the next file), so the next
      // file's failure photographs show only its own
      if (browser?.isConnected())
        await Promise.all(
          browser
            .contexts()
            .filter((c) => !c.pages().some(isIdlePage))
            .map((c) => c.close().catch(() => undefined)),
        );
      // the stock ledger's invariants after every browser file too, as after every API file
      if (server) await expectSoundLedger(server.database);
    } finally {
      if (opts.ownServer) await server?.close();
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
    get admin() {
      return ready(company, 'company').admin;
    },
    get company() {
      return ready(company, 'company');
    },
  };
}
