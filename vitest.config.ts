import { defineConfig } from 'vitest/config';

/**
 * One runner for every workspace. DB_KIND=postgres (set by scripts/test.mjs when
 * TEST_DATABASE_URL is present) runs the server suite a second time on PostgreSQL.
 */
export default defineConfig({
  test: {
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
        },
      },
    ],
  },
});
