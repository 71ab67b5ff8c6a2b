import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Client, dbKind } from '../test/harness.js';

/**
 * Real server processes on one embedded-database folder: a second server is refused while the
 * first keeps serving, and a server killed with SIGKILL during writes restarts with every
 * acknowledged write. PGlite only: PostgreSQL has no data folder of ours.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Proc {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: '/nonexistent',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // The subject is the folder (its lock, its writes after a kill), not the first start's background
      // demo sales, whose transactions a login on a busy CI machine waited behind (demo-history.test.ts has them).
      DEMO_HISTORY: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** Resolves when /healthz answers, or rejects with the output when the process ends first. */
async function ready(p: Proc, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  p.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited before it was ready:\n${p.output()}`);
    try {
      const r = await fetch(`${p.url}/healthz`);
      if (r.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${p.output()}`);
}

const running: Proc[] = [];
let dataDir: string;

describe.skipIf(dbKind() === 'postgres')('the embedded database folder', () => {
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-data-dir-'));
  });
  afterAll(async () => {
    for (const p of running) {
      if (p.child.exitCode === null && p.child.signalCode === null) {
        p.child.kill('SIGKILL');
        await p.exited;
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same folder with a clear message while the first keeps serving', async () => {
    const first = await startServer(dataDir);
    running.push(first);
    await ready(first);
    const second = await startServer(dataDir);
    running.push(second);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain('sedang dipakai oleh proses lain');
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    const c = await new Client(first.url).login(ADMIN.username, ADMIN.password).catch((e: Error) => {
      throw new Error(`${e.message}\n${first.output()}`);
    });
    expect((await c.post('/master_gudang/add_stored', { master_gudang_name: 'Setelah Penolakan' })).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('keeps every acknowledged write after a SIGKILL in the middle of writes', async () => {
    const server = await startServer(dataDir);
    running.push(server);
    await ready(server);
    const c = await new Client(server.url).login(ADMIN.username, ADMIN.password);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Gudang K${w}-${i}`;
        try {
          const r = await c.post('/master_gudang/add_stored', { master_gudang_name: name, origin_address: 'x'.repeat(500) });
          if (r.status === 200) acknowledged.push(name);
        } catch {
          return; // the connection died with the process
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 20));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await server.exited;
    expect(server.child.signalCode).toBe('SIGKILL');
    // The lock of the killed process is still there; the next start takes it over.
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const again = await startServer(dataDir);
    running.push(again);
    await ready(again);
    const d = await new Client(again.url).login(ADMIN.username, ADMIN.password);
    const list = await d.post('/master_gudang/list', { perPage: 500 });
    const names = new Set(list.data.data.map((w: { master_gudang_name: string }) => w.master_gudang_name));
    const lost = acknowledged.filter((n) => !names.has(n));
    expect(lost).toEqual([]);
    expect(names.has('Setelah Penolakan')).toBe(true);
    expect((await d.post('/master_gudang/add_stored', { master_gudang_name: 'Setelah Restart' })).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
