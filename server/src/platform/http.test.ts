import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { MSG } from '@bo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, IMMUTABLE, isoTimestamps } from '../app.js';
import { readConfig } from '../config.js';
import { ADMIN, Client, startTestServer, type TestServer } from '../test/harness.js';

/**
 * HTTP behaviour of the running server with the built client (web/dist, `npm run build -w web`):
 * compression, cache headers, CORS, ISO timestamps, ids beyond the integer range, unknown routes.
 */
const dist = path.resolve(import.meta.dirname, '../../../web/dist');
let server: TestServer;
let admin: Client;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they crossed the wire (still compressed). */
  wire: Buffer;
}

/** GET without decoding, so the transferred size and the encoding can be seen. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(server.url + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, wire: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode = (r: RawAnswer) =>
  r.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(r.wire) : r.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(r.wire) : r.wire;

beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('build the client first: npm run build -w web');
  server = await startTestServer({ webDist: dist });
  admin = await new Client(server.url).login(ADMIN.username, ADMIN.password);
});
afterAll(async () => server?.close());

describe('compression and cache headers', () => {
  it('index.html: no-cache, text/html with charset, compressed; history routes too', async () => {
    for (const url of ['/', '/login', '/configure/users']) {
      const r = await rawGet(url, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(r.status, url).toBe(200);
      expect(r.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(decode(r).toString(), url).toContain('<div id="root">');
    }
  });

  it('hashed assets: pre-compressed brotli or gzip as asked, immutable for a year', async () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const a of assets) {
      const original = fs.readFileSync(path.join(dist, a));
      const br = await rawGet(a, { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding'], a).toBe('br');
      expect(br.headers['cache-control'], a).toBe(IMMUTABLE);
      expect(decode(br).equals(original), a).toBe(true);
      if (original.length > 4096) expect(br.wire.length, a).toBeLessThan(original.length / 2);
      const gz = await rawGet(a, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], a).toBe('gzip');
      expect(decode(gz).equals(original), a).toBe(true);
      const plain = await rawGet(a);
      expect(plain.headers['content-encoding'], a).toBeUndefined();
      expect(plain.wire.equals(original), a).toBe(true);
    }
  });

  it('JSON answers are compressed when asked', async () => {
    const headers = { authorization: `Bearer ${admin.token}`, accept: 'application/json' };
    const br = await rawGet('/member/get_province', { ...headers, 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const body = JSON.parse(decode(br).toString());
    expect(body.status).toBe(200);
    expect(br.wire.length).toBeLessThan(JSON.stringify(body).length / 2);
    const gz = await rawGet('/member/get_province', { ...headers, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet('/member/get_province', headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('the login page transfers less than 260 KB compressed (HTML + JS + CSS it loads)', async () => {
    interface Entry {
      file: string;
      imports?: string[];
      css?: string[];
      isEntry?: boolean;
    }
    const manifest: Record<string, Entry> = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
    const files = new Set<string>();
    const walk = (key: string) => {
      const e = manifest[key];
      if (!e || files.has(`/${e.file}`)) return;
      files.add(`/${e.file}`);
      for (const c of e.css ?? []) files.add(`/${c}`);
      for (const i of e.imports ?? []) walk(i);
    };
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry) as string;
    walk(entry);
    walk(Object.keys(manifest).find((k) => k.endsWith('features/auth/login-page.tsx')) as string);
    const page = await rawGet('/login', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    let wire = page.wire.length;
    let plain = decode(page).length;
    let gzipWire = (await rawGet('/login', { accept: 'text/html', 'accept-encoding': 'gzip' })).wire.length;
    for (const f of files) {
      const r = await rawGet(f, { 'accept-encoding': 'br, gzip' });
      expect(r.status, f).toBe(200);
      wire += r.wire.length;
      plain += decode(r).length;
      gzipWire += (await rawGet(f, { 'accept-encoding': 'gzip' })).wire.length;
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.info(`login page: ${files.size + 1} files, ${kb(plain)} → ${kb(wire)} transferred with br, ${kb(gzipWire)} with gzip only`);
    expect(wire).toBeLessThan(260 * 1024);
    expect(wire).toBeLessThan(plain / 2.5);
  });
});

describe('CORS_ORIGINS', () => {
  it('without the setting no CORS header is sent', async () => {
    const r = await rawGet('/healthz', { origin: 'https://fe.example' });
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('with it, the listed origins get CORS headers (preflight too) and others do not', async () => {
    const config = { ...readConfig({ CORS_ORIGINS: 'https://fe.example, https://app.example/' }), webDist: '/nonexistent' };
    expect(config.corsOrigins).toEqual(['https://fe.example', 'https://app.example']);
    const app = await buildApp({ config, database: server.database });
    try {
      const ok = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://app.example' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/user/index',
        headers: { origin: 'https://fe.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, app_name' },
      });
      expect(pre.statusCode).toBeLessThan(300);
      expect(pre.headers['access-control-allow-origin']).toBe('https://fe.example');
      expect(String(pre.headers['access-control-allow-headers'])).toContain('app_name');
      const other = await app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('answers', () => {
  const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

  it('timestamps are ISO 8601 with an offset (users and sessions lists)', async () => {
    const users = await admin.post('/user/index', {});
    expect(users.data.data[0].created_at).toMatch(ISO);
    const sessions = await admin.post('/session/session_data', {});
    expect(sessions.data.data.length).toBeGreaterThan(0);
    for (const s of sessions.data.data) {
      expect(s.created_at).toMatch(ISO);
      expect(s.last_seen_at).toMatch(ISO);
    }
    expect(isoTimestamps({ a: ['2026-01-05 08:40:12.345+07'], b: { c: '2026-01-05 08:40:12+05:30' }, d: 'Jl. 2026-01-05 08:40' })).toEqual({
      a: ['2026-01-05T08:40:12.345+07:00'],
      b: { c: '2026-01-05T08:40:12+05:30' },
      d: 'Jl. 2026-01-05 08:40',
    });
  });

  it('an id beyond the integer range answers like any unknown id (404)', async () => {
    const unknown = await admin.post('/user/delete', { admin_id: 999_999 });
    expect(unknown.http).toBe(404);
    for (const id of ['99999999999999999999', '2147483648']) {
      for (const r of [
        await admin.get('/group', { group_id: id }),
        await admin.post('/user/delete', { admin_id: id }),
        await admin.post('/user/update_other', { admin_id: id, admin_person_full_name: 'Siapa', admin_group_id: 5 }),
        await admin.post('/master_gudang/update_stored', { master_gudang_id: id, master_gudang_name: 'Gudang' }),
        await admin.get('/karyawan/detail', { id }),
        await admin.post('/user/delete', { admin_id: Number(id) }, { json: true }),
      ]) {
        expect(r.http, `${id} ${r.msg}`).toBe(404);
        expect(r.msg).toMatch(/tidak ditemukan/);
      }
    }
  });

  it('unknown routes say the page or API address was not found', async () => {
    for (const r of [await admin.post('/tidak/ada', {}), await admin.get('/api/tidak-ada')]) {
      expect(r.http).toBe(404);
      expect(r.msg).toBe('Halaman/alamat API tidak ditemukan');
      expect(r.msg).toBe(MSG.routeNotFound);
    }
  });
});
