import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { databaseFreeFiles, ENGINE_SENSITIVE_FILES, OWN_MODULES_FILES } from './server/src/test/suite-plan';

/**
 * SERVER_SUITE picks the server files (server/src/test/suite-plan.ts): 'engine' the engine-sensitive
 * API files and the database-free unit files (the PGlite step of npm test when PostgreSQL runs the
 * API suite), 'database' every file that opens a database (the PostgreSQL step), unset every file.
 */
function serverFiles(): { include: string[]; exclude: string[] } {
  if (process.env.SERVER_SUITE === 'engine') return { include: [...ENGINE_SENSITIVE_FILES, ...databaseFreeFiles('server')], exclude: [] };
  if (process.env.SERVER_SUITE === 'database') return { include: ['src/**/*.test.ts'], exclude: databaseFreeFiles('server') };
  return { include: ['src/**/*.test.ts'], exclude: [] };
}

/**
 * One runner for every workspace. DB_KIND=postgres (set by scripts/test.mjs when
 * TEST_DATABASE_URL is present) runs the server suite a second time on PostgreSQL.
 */
export default defineConfig({
  test: {
    // A file per core (vitest's default leaves one idle: one worker on a two-core CI machine). An API
    // test file waits on its database and HTTP much of the time; each has its own database. The
    // browser files run one at a time (fileParallelism: false below).
    maxWorkers: os.availableParallelism(),
    // file:line of each failed test in the CI digest (scripts/digest-reporter.mjs)
    includeTaskLocation: true,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      // Server files share one module graph per worker (imports once, not once a file); the files that
      // replace modules or spy on shared objects get their own.
      ...serverProjects(),
      { test: { name: 'web', root: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          env: { NODE_ENV: 'test' },
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // a page's first load (a lazy chunk and its list call) can pass a second on a busy machine
          expect: { poll: { timeout: 30_000 } },
          // A browser test that fails is run once more (Playwright's own CI default is two). Two busy
          // cores make a wait time out now and then (three different tests in three CI runs, each green
          // alone and in a local full run); a test that fails twice fails the step, and every pass on
          // the retry is printed under the CI summary (scripts/digest-reporter.mjs), so a flake is seen.
          retry: 1,
          pool: 'forks',
          // a worker per core runs its share of the files, importing the server and Playwright once;
          // a worker's files share its one server and browser (e2e/support/browser-suite.ts), each file
          // in a company of its own. Much of a browser test is waiting (on the server, on rendering),
          // so two workers keep the two cores busier than one.
          isolate: false,
        },
      },
    ],
  },
});

/**
 * The server files in two projects: `server` shares one module graph per worker (isolate: false:
 * the server code is imported once, not once a file), `server-own-modules` gives each of its files a
 * fresh graph: the files that replace modules (vi.mock) or spy on shared objects (OWN_MODULES_FILES),
 * whose replacement would otherwise stay in the shared graph for the files after them (a mocked stock
 * hook made a product with stock deletable in another file). Run both with `--project 'server*'`.
 */
function serverProjects(): TestProjectInlineConfiguration[] {
  const { include, exclude } = serverFiles();
  const base = { root: 'server', env: { NODE_ENV: 'test', TRUST_PROXY: '1' }, testTimeout: 60_000, hookTimeout: 120_000, pool: 'forks' as const };
  const own = include.some((p) => p.includes('*')) ? OWN_MODULES_FILES : OWN_MODULES_FILES.filter((f) => include.includes(f));
  return [
    { test: { ...base, name: 'server', include, exclude: [...exclude, ...OWN_MODULES_FILES], isolate: false } },
    { test: { ...base, name: 'server-own-modules', include: own.length ? own : ['__none__'], exclude, isolate: true } },
  ];
}
