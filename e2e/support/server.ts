import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app.js';
import { readConfig } from '../../server/src/config.js';
import { type Database, openDatabase } from '../../server/src/db/client.js';
import { seedDemo } from '../../server/src/seed.js';
import { pgliteSnapshot } from '../../server/src/test/harness.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built client; E2E_WEB_DIST lets a run use its own build while others rebuild web/dist. */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'web/dist');
export const ADMIN = { username: 'superadmin', password: 'Rahasia-Super-123' };

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A fresh server on port 0 with its own in-memory database (from the migrated snapshot), serving the built client. */
export async function startServer(): Promise<TestServer> {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
  };
  const config = readConfig(env);
  const database = await openDatabase({ loadDataDir: await pgliteSnapshot() });
  await seedDemo(database, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
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
