import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Both drivers answer execute() with `{ rows }`; the node-postgres types describe both. */
export type Db = NodePgDatabase<Schema>;
export type Tx = PgTransaction<NodePgQueryResultHKT, Schema, any>;
export type Executor = Db | Tx;

export interface TenantContext {
  companyId: number;
  userId: number;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Owner connection: bypasses row-level security. Only for login, seeding and global lookups. */
  db: Db;
  /** Runs fn in one transaction as the restricted role, scoped to one company and user. */
  withTenant<T>(ctx: TenantContext, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs a statement of the hottest path as a named prepared statement, so that it is planned once
   * per connection instead of on every request (planning dominates short queries). Owner role.
   */
  prepared(name: string, text: string, params: string[]): Promise<Record<string, unknown>[]>;
  /** Calls fn on every NOTIFY of the channel (delivered when the notifying transaction commits). */
  listen(channel: string, fn: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Writes a copy of the embedded database to a .tar.gz file (PGlite only). */
  backup?(file: string): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; when absent it lives in memory (tests). */
  dataDir?: string;
  /** Embedded database only: start from this dump (tests start from a migrated snapshot). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const BOOTSTRAP_ROLE = sql.raw(`
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'bo_app') THEN
    CREATE ROLE bo_app NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;`);

const GRANT_ROLE_TO_OWNER = sql.raw(`
DO $$ BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT bo_app TO %I', current_user);
  END IF;
EXCEPTION WHEN OTHERS THEN NULL;
END $$;`);

/** Run after every migration, so tables added later are reachable by the request role too. */
const GRANTS = [
  'GRANT USAGE ON SCHEMA public TO bo_app',
  'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO bo_app',
  'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO bo_app',
  // Users belong to several companies: a company may detach a user, never delete the identity.
  'REVOKE DELETE ON users FROM bo_app',
  'REVOKE ALL ON login_failures, mail_outbox, user_tokens FROM bo_app',
  // The search views (db/schema/resource-table.ts) are read-only: writes go through the tables' policies.
  `DO $$ DECLARE v record; BEGIN
    FOR v IN SELECT viewname FROM pg_views WHERE schemaname = 'public' LOOP
      EXECUTE format('REVOKE INSERT, UPDATE, DELETE ON %I FROM bo_app', v.viewname);
    END LOOP;
  END $$`,
];

/** Extensions the embedded database loads on every open: the migrations create pg_trgm (search indexes). */
const PGLITE_EXTENSIONS = { pg_trgm };

async function prepare(db: Db, migrate: () => Promise<void>) {
  await db.execute(BOOTSTRAP_ROLE);
  await db.execute(GRANT_ROLE_TO_OWNER);
  await migrate();
  for (const g of GRANTS) await db.execute(sql.raw(g));
}

function tenantRunner(db: Db) {
  return <T>(ctx: TenantContext, fn: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      // One statement: the tenant and the restricted role ('role' is the setting SET LOCAL ROLE changes).
      await tx.execute(
        sql`select set_config('app.company_id', ${String(ctx.companyId)}, true), set_config('app.user_id', ${String(ctx.userId)}, true), set_config('role', 'bo_app', true)`,
      );
      return fn(tx);
    });
}

const quoteLiteral = (v: string) => `'${v.replace(/'/g, "''")}'`;
const quoteIdent = (v: string) => `"${v.replace(/"/g, '""')}"`;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolSize ?? 10);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', (err) => console.error('[db] idle client error', err.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await prepare(db, () => migratePg(db as never, { migrationsFolder }));
  return {
    kind: 'postgres',
    db,
    withTenant: tenantRunner(db),
    // node-postgres prepares a named statement once per pooled connection.
    prepared: async (name, text, params) => (await pool.query({ name, text, values: params })).rows,
    // A connection of its own, outside the pool, holds the LISTEN.
    async listen(channel, fn) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', (err) => console.error('[db] listener error', err.message));
      client.on('notification', (n) => n.channel === channel && fn());
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(channel)}`);
      return () => client.end();
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    lock = acquireDataDirLock(dataDir);
    try {
      client = await PGlite.create(path.join(dataDir, 'pg'), { extensions: PGLITE_EXTENSIONS });
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    client = await PGlite.create({ loadDataDir, extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const preparedNames = new Set<string>();
  try {
    await prepare(db, () => migratePglite(db as never, { migrationsFolder }));
    if (dataDir) {
      // Keeps the folder small: PGlite's defaults are tuned for a server with a large disk.
      for (const stmt of ["ALTER SYSTEM SET max_wal_size = '64MB'", "ALTER SYSTEM SET min_wal_size = '32MB'", 'SELECT pg_reload_conf()'])
        await client.query(stmt);
    }
  } catch (err) {
    await client.close();
    lock?.release();
    throw err;
  }
  return {
    kind: 'pglite',
    db,
    withTenant: tenantRunner(db),
    async prepared(name, text, params) {
      // PGlite has one connection: PREPARE once, then EXECUTE with quoted text literals.
      if (!preparedNames.has(name)) {
        await client.query(`PREPARE ${name}(${params.map(() => 'text').join(', ')}) AS ${text}`);
        preparedNames.add(name);
      }
      return (await client.query<Record<string, unknown>>(`EXECUTE ${name}(${params.map(quoteLiteral).join(', ')})`)).rows;
    },
    async listen(channel, fn) {
      const stop = await client.listen(channel, () => fn());
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
    async backup(file: string) {
      const blob = await client.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    },
  };
}
