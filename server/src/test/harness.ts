import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { type Database, migrationsFolder, openDatabase } from '../db/client.js';
import { loadRegions } from '../modules/master/region-loader.js';
import { ledgerInvariantViolations } from '../modules/stock/queries.js';
import { seedDemo } from '../seed.js';
import { grantNewPermissions } from '../db/sync-permissions.js';

export const ADMIN = { username: 'superadmin', password: 'rahasia-demo-123' };

/** Which database the suite runs on: DB_KIND=postgres uses TEST_DATABASE_URL, otherwise in-memory PGlite. */
export const dbKind = () => (process.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite');

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What the seeded test database is made of besides the migrations: the seed, the company it creates, the credentials. */
const SEED_SOURCES = ['seed.ts', 'modules/company/commands/create-company.ts', 'db/sync-permissions.ts'];

/** Changes whenever a migration does, so a stale snapshot or template is never used. */
function schemaVersion() {
  const h = createHash('sha256');
  for (const f of fs.readdirSync(migrationsFolder).sort()) if (f.endsWith('.sql')) h.update(f).update(fs.readFileSync(path.join(migrationsFolder, f)));
  return h.digest('hex').slice(0, 16);
}

/** Changes with the schema, the seed's sources and the seeded credentials. */
function seededVersion() {
  const h = createHash('sha256').update(schemaVersion()).update(ADMIN.username).update(ADMIN.password);
  for (const f of SEED_SOURCES) h.update(fs.readFileSync(path.join(serverSrc, f)));
  return h.digest('hex').slice(0, 16);
}

/** The demo company and its superuser, as every API test file starts from; then the permissions of routes added since. */
async function seedForTests(database: Database) {
  await seedDemo(database, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  await grantNewPermissions(database);
}

/** Migrating takes seconds; every test file (API and browser) instead starts from one migrated snapshot with the regions loaded. */
export async function pgliteSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `bo-pglite-${schemaVersion()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const db = await openDatabase({});
    await loadRegions(db);
    const tmp = `${file}.${process.pid}.tmp`;
    await db.backup?.(tmp);
    await db.close();
    fs.renameSync(tmp, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/**
 * The migrated snapshot with the demo company seeded (seedForTests), made once per seed version: an API
 * test file starts from it instead of seeding (hashing the superuser's password) itself.
 */
export async function seededPgliteSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `bo-pglite-seeded-${seededVersion()}.tar.gz`);
  if (!fs.existsSync(file)) {
    const db = await openDatabase({ loadDataDir: await pgliteSnapshot() });
    await seedForTests(db);
    const tmp = `${file}.${process.pid}.tmp`;
    await db.backup?.(tmp);
    await db.close();
    fs.renameSync(tmp, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/** A fresh PostgreSQL database per test file, cloned from a migrated and seeded template, dropped when the file ends. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
  const withDb = (db: string) => {
    const u = new URL(base);
    u.pathname = `/${db}`;
    return u.toString();
  };
  const template = `bo_tpl_${seededVersion()}`;
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(424246)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const old = await admin.query("select datname from pg_database where datname like 'bo\\_tpl\\_%'");
      for (const r of old.rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.query(`create database ${template}`);
      const db = await openDatabase({ url: withDb(template), poolSize: 2 });
      await loadRegions(db);
      await seedForTests(db);
      await db.close();
    }
    await admin.query(`create database ${name} template ${template}`);
    // A test database need not survive a crash: commits do not wait for the WAL to reach the disk.
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  } finally {
    await admin.query('select pg_advisory_unlock(424246)').catch(() => undefined);
    await admin.end();
  }
  return {
    url: withDb(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Builds the real app on a fresh seeded database and listens on a free loopback port. */
export async function startTestServer(opts: { webDist?: string } = {}): Promise<TestServer> {
  let drop: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (dbKind() === 'postgres') ({ url, drop } = await freshPostgres());
  const database = await openDatabase({ url, poolSize: 4, loadDataDir: url ? undefined : await seededPgliteSnapshot() });
  const config = { ...readConfig({}), webDist: opts.webDist ?? '/nonexistent', publicUrl: 'http://localhost' };
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop?.();
    },
  };
}

export interface TestSuite {
  /** The file's server; there from beforeAll on. */
  readonly server: TestServer;
  /** The seeded superuser, logged in once in beforeAll (unless `admin: false`). */
  readonly admin: Client;
}

/**
 * The stock ledger's invariants (ledgerInvariantViolations: balances, costs, totals, value, no stock
 * valued at 0 where the product had a cost), checked after every test file that moved stock, on
 * either database: a file that leaves the ledger unsound fails.
 */
export async function expectSoundLedger(database: Database) {
  const moved = await database.db.execute(sql`select exists (select 1 from stock_log) as moved`);
  if (!(moved.rows[0] as { moved: boolean }).moved) return;
  expect(await ledgerInvariantViolations(database.db)).toEqual([]);
}

/** One server per test file: started (and the superuser logged in) before the file's tests, closed after them. */
export function useTestServer(opts: { admin?: boolean } = {}): TestSuite {
  let server: TestServer | undefined;
  let admin: Client | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    if (opts.admin !== false) admin = await new Client(server.url).login(ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    try {
      if (server) await expectSoundLedger(server.database);
    } finally {
      await server?.close();
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
    get admin() {
      return ready(admin, 'admin');
    },
  };
}

export interface Envelope {
  status: number | boolean;
  msg: string;
  data: any;
  errors?: Record<string, string[]>;
}
export interface Answer extends Envelope {
  http: number;
}

/** A small HTTP client speaking the call contract: form bodies by default, JSON on request. */
export class Client {
  token?: string;
  appName?: string;
  constructor(
    readonly baseUrl: string,
    readonly ip = '127.0.0.1',
  ) {}

  private headers(extra: Record<string, string> = {}) {
    const h: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.token) h.authorization = `Bearer ${this.token}`;
    if (this.appName) h.app_name = this.appName;
    // Headers given for one call win, so a test can send another company's app_name.
    return { ...h, ...extra };
  }

  async post(path: string, body: Record<string, unknown> = {}, opts: { json?: boolean; headers?: Record<string, string> } = {}): Promise<Answer> {
    const encoded = opts.json ? JSON.stringify(body) : toForm(body);
    const res = await fetch(this.baseUrl + path, {
      method: 'POST',
      headers: this.headers({ 'content-type': opts.json ? 'application/json' : 'application/x-www-form-urlencoded', ...opts.headers }),
      body: encoded,
    });
    return { http: res.status, ...((await res.json()) as Envelope) };
  }

  async get(path: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}): Promise<Answer> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await fetch(this.baseUrl + path + (qs ? `?${qs}` : ''), { headers: this.headers({ accept: 'application/json', ...headers }) });
    return { http: res.status, ...((await res.json()) as Envelope) };
  }

  /** Logs in and keeps the token; throws when the login fails. */
  async login(username: string, password: string, appName?: string) {
    const r = await this.post('/login/stored', { username, password }, appName ? { headers: { app_name: appName } } : {});
    if (r.status !== 200) throw new Error(`login ${username} failed: ${r.msg} ${JSON.stringify(r.errors)}`);
    this.token = r.data.token;
    this.appName = r.data.app_name;
    return this;
  }
}

/** Form encoding the way the client sends it: objects and arrays as JSON strings. */
export function toForm(body: Record<string, unknown>) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    p.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return p.toString();
}

/** Creates a user in the caller's company with the given group and returns a logged-in client. */
export async function userWithGroup(admin: Client, groupId: number, name = `u${randomBytes(4).toString('hex')}`) {
  const password = 'Password-123';
  const r = await admin.post('/user/create', {
    admin_username: name,
    admin_person_full_name: `Pengguna ${name}`,
    admin_group_id: groupId,
    password,
    password_confirmation: password,
  });
  if (r.status !== 200) throw new Error(`create user failed: ${r.msg} ${JSON.stringify(r.errors)}`);
  const c = new Client(admin.baseUrl);
  await c.login(name, password);
  return { client: c, userId: r.data.admin_id as number, username: name, password };
}

/**
 * A superuser-type group of company 1 holding exactly `privileges` (inserted directly, so a test can
 * shape rights the group calls would refuse), and a logged-in member of it.
 */
export async function userWithPrivileges(suite: TestSuite, groupId: number, groupName: string, privileges: string[]) {
  await suite.server.database.db.execute(sql`
    insert into groups (company_id, group_id, group_name, group_type, privileges)
    values (1, ${groupId}, ${groupName}, 'superuser', ${JSON.stringify(privileges)}::jsonb)`);
  return userWithGroup(suite.admin, groupId);
}
