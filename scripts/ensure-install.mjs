import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Installs the workspaces' packages when node_modules is missing or older than the lock file. */
export function ensureInstall() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs;
  if (!stale) return;
  console.info('[setup] npm install ...');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`[setup] ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds the web client when web/dist is missing or older than its sources (or always with force). */
export function ensureWebBuild(force = false) {
  const index = path.join(root, 'web/dist/index.html');
  const sources = [path.join(root, 'web/src'), path.join(root, 'packages/contract/src')].filter((d) => fs.existsSync(d));
  const stale = force || !fs.existsSync(index) || sources.some((d) => newestMtime(d) > fs.statSync(index).mtimeMs);
  if (!stale) return;
  console.info('[setup] membangun web client ...');
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'web') });
}
