/**
 * Runs every benchmark of this folder (*-bench.ts) one after the other, each in its own process so
 * that one's memory does not weigh on the next. Environment (DURATION, ROWS, BENCH_DATABASE_URL,
 * TEST_DATABASE_URL) passes through.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('-bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

let failed = 0;
for (const file of benches) {
  console.info(`\n=== ${file} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', path.join(here, file)], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
