import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.js';
import { readConfig } from '../../server/src/config.js';
import { type Database, openDatabase } from '../../server/src/db/client.js';
import { seedDemo } from '../../server/src/seed.js';
import { seedFreshCompany } from '../../server/src/seed-company.js';
import { pgliteSnapshot } from '../../server/src/test/harness.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built client; E2E_WEB_DIST lets a run use its own build while others rebuild web/dist. */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'web/dist');
/** The demo seed's superuser (company 'demo'); browser files log in as their own company's admin (FileCompany). */
const DEMO_SUPERUSER = { username: 'superadmin', password: 'Rahasia-Super-123' };

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A server on port 0 with its own in-memory database (from the migrated snapshot, seeded with the
 * demo company as a first start would be), serving the built client. Opening the snapshot takes
 * most of its 10-15 s, so the browser files share one (sharedServer) and keep apart by company.
 */
export async function startServer(): Promise<TestServer> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST,
    ADMIN_USERNAME: DEMO_SUPERUSER.username,
    ADMIN_PASSWORD: DEMO_SUPERUSER.password,
    LOG_LEVEL: 'silent',
  };
  const config = readConfig(env);
  const database = await openDatabase({ loadDataDir: await pgliteSnapshot() });
  await seedDemo(database, { adminUsername: DEMO_SUPERUSER.username, adminPassword: DEMO_SUPERUSER.password });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let shared: Promise<TestServer> | undefined;

/**
 * The one server of the run (of this worker: the e2e project runs every file in one worker without
 * isolation), started by the first file that asks. It lives until the worker ends; each file works
 * in its own company on it (freshCompany).
 */
export function sharedServer(): Promise<TestServer> {
  shared ??= startServer().catch((e) => {
    shared = undefined;
    throw e;
  });
  return shared;
}

/** A test file's company on its server: its admin (the company's superuser) and its two warehouses. */
export interface FileCompany {
  appName: string;
  companyName: string;
  admin: { username: string; password: string };
  /** Warehouse ids (master_gudang_id): ids are numbered over all companies, so they differ per file. */
  gudang: { utama: number; cabang: number };
}

let companies = 0;

/**
 * A fresh company for one test file, shaped like the demo company (same name, groups, configuration
 * and warehouses Gudang Utama and Gudang Cabang) with its own superuser, in one transaction. Row-level
 * security keeps the files' data apart on the shared server; the admin belongs to this company only,
 * so a login needs no company choice.
 */
export async function freshCompany(server: TestServer): Promise<FileCompany> {
  const n = ++companies;
  const appName = `e2e-${n}`;
  const companyName = 'PT Demo Niaga Sejahtera';
  const admin = { username: `superadmin${n}`, password: 'Rahasia-Super-123' };
  const seeded = await seedFreshCompany(server.database, { appName, companyName, adminUsername: admin.username, adminPassword: admin.password });
  const [utama, cabang] = seeded.warehouseIds;
  return { appName, companyName, admin, gudang: { utama, cabang } };
}
