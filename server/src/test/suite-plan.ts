import fs from 'node:fs';
import path from 'node:path';

/*
 * Which server test files run on which database. With TEST_DATABASE_URL set (CI), the whole API
 * suite runs on PostgreSQL, the production engine, and on the embedded PGlite run only the files
 * whose subject is the engine itself; the browser suite, which runs on PGlite, covers the rest of
 * the embedded path through the screens. Without TEST_DATABASE_URL every file runs on PGlite.
 */

/** API files whose subject is how the database engine behaves: they run on both engines. */
export const ENGINE_SENSITIVE_FILES = [
  'src/db/data-dir.test.ts', // the data folder's lock and reopening it
  'src/db/sync-permissions.test.ts', // what a start does to an existing database
  'src/platform/jobs/worker.test.ts', // jobs picked up again after a restart
  'src/modules/job/job.test.ts',
  'src/modules/job/export-responsive.test.ts', // the event loop stays free while PGlite exports
  'src/modules/stock/concurrency.test.ts', // races for the last unit
  'src/modules/stock/reservation.test.ts',
  'src/platform/idempotency.test.ts', // a repeated request under concurrency
  'src/platform/number-series.test.ts', // gapless numbers under concurrency
  'src/platform/db-errors.test.ts', // the engine's error codes answered as field errors
  'src/platform/bad-input.test.ts',
  'src/platform/list.test.ts', // row-count estimates from the planner
  'src/platform/resource/search-index.test.ts', // trigram and full-text indexes
  'src/modules/product/product-search.test.ts',
  'src/platform/company-isolation.test.ts', // row-level security
];

/** Files that replace modules (vi.mock) or spy on shared objects: they get a fresh module graph of their own. */
export const OWN_MODULES_FILES = ['src/modules/product/product.test.ts', 'src/modules/account/registration.test.ts'];

const DATABASE_USE = /useTestServer|startTestServer|openDatabase|test\/harness|stock-test-kit/;

/** Server test files (relative to server/) that never open a database: unit tests, run once. */
export function databaseFreeFiles(serverRoot: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(serverRoot, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.test.ts') && !DATABASE_USE.test(fs.readFileSync(path.join(serverRoot, rel), 'utf8'))) out.push(rel);
    }
  };
  walk('src');
  return out.sort();
}
