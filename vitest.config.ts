import os from 'node:os';
import { defineConfig } from 'vitest/config';

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
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts'],
          env: { NODE_ENV: 'test', TRUST_PROXY: '1' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
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
          expect: { poll: { timeout: 15_000 } },
          pool: 'forks',
          fileParallelism: false,
          // one worker runs every file, importing the server and Playwright once (each file still
          // starts its own server, database and browser in beforeAll)
          isolate: false,
        },
      },
    ],
  },
});
