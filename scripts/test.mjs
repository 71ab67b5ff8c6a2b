import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstall, ensureWebBuild, root } from './ensure-install.mjs';

// npm test: lint and format check, type check of every workspace, the client build, then every
// test: unit, API (on PostgreSQL when TEST_DATABASE_URL is set, its engine-sensitive files on the
// embedded PGlite too; otherwise all on PGlite) and browser (on PGlite).
ensureInstall();
const started = Date.now();
const steps = [];
// every failed test and every pass on a retry, one line each (scripts/digest-reporter.mjs), printed under the summary
const digest = path.join(os.tmpdir(), `test-digest-${process.pid}.txt`);
fs.rmSync(digest, { force: true });
process.env.TEST_DIGEST_FILE = digest;
const reporters = ['--reporter=default', '--reporter=./scripts/digest-reporter.mjs'];

function step(name, cmd, args, env = {}) {
  const t = Date.now();
  console.info(`\n=== ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  steps.push(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs} s)`);
  if (r.status !== 0) finish(r.status ?? 1);
}

function finish(code) {
  console.info(`\n=== summary (${((Date.now() - started) / 1000).toFixed(0)} s)\n${steps.join('\n')}`);
  if (fs.existsSync(digest)) console.info(`\n=== failed and flaky tests\n${fs.readFileSync(digest, 'utf8').trimEnd()}`);
  process.exit(code);
}

/** Runs independent checks a core each at a time; the output of each is printed when it ends. */
async function stepsTogether(list) {
  const queue = [...list];
  const failed = [];
  const worker = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      const { name, cmd, args } = s;
      const t = Date.now();
      const child = spawn(cmd, args, { cwd: root, env: process.env });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
      const secs = ((Date.now() - t) / 1000).toFixed(1);
      console.info(`\n=== ${name}\n${out.trimEnd()}`);
      steps.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${secs} s)`);
      if (status !== 0) failed.push(status);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), list.length)) }, worker));
  if (failed.length) finish(failed[0]);
}

step('lint and format (biome)', 'npx', ['biome', 'check', '.']);
// The type checks use TypeScript's native compiler (tsgo, @typescript/native-preview), one thread each,
// two workspaces at a time: 4-6 times less CPU than tsc for the same errors (server 9 s against 42 s on
// the CI machine). `npm run typecheck:tsc` runs the JavaScript compiler of the same version line.
await stepsTogether(
  ['packages/contract', 'server', 'web', 'e2e', 'bench'].map((ws) => ({
    name: `type check ${ws}`,
    cmd: 'npx',
    args: ['tsgo', '--noEmit', '--singleThreaded', '-p', ws],
  })),
);
ensureWebBuild(true);
// With PostgreSQL at hand the API suite runs there (the production engine) and, on the embedded
// PGlite, only the files whose subject is the engine (server/src/test/suite-plan.ts); the browser
// suite runs on PGlite and covers the rest of it. Without PostgreSQL every file runs on PGlite.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
step(
  withPostgres ? 'unit tests and engine-sensitive API tests on the embedded database (PGlite)' : 'unit and API tests on the embedded database (PGlite)',
  'npx',
  ['vitest', 'run', ...reporters, '--project', 'contract', '--project', 'server*', '--project', 'web'],
  { DB_KIND: 'pglite', ...(withPostgres ? { SERVER_SUITE: 'engine' } : {}) },
);
// Browser tests run alone: beside the API suite, two cores make their clicks time out.
step('browser tests (Chromium)', 'npx', ['vitest', 'run', ...reporters, '--project', 'e2e'], { DB_KIND: 'pglite' });
if (withPostgres) {
  step('API tests on PostgreSQL', 'npx', ['vitest', 'run', ...reporters, '--project', 'server*'], { DB_KIND: 'postgres', SERVER_SUITE: 'database' });
} else {
  console.info('\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.');
}
finish(0);
