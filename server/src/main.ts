import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { seedDemo } from './seed.js';
import { startDemoHistory } from './modules/report/dashboard/demo-history.js';
import { grantNewPermissions } from './db/sync-permissions.js';
import { fillSalesFactsOnce } from './modules/report/facts/commands/refresh-sales-facts.js';

/** Starts the product: database (embedded unless DATABASE_URL), migrations, seed, API and client on one port. */
async function main() {
  const config = readConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`\n[start] ${err.message}\n`);
      process.exit(3);
    }
    throw err;
  }
  const seed = await seedDemo(database, { adminUsername: config.adminUsername, adminPassword: config.adminPassword });
  if (seed.seeded) {
    console.info(`[start] Perusahaan demo dibuat (app_name: demo). Login: ${config.adminUsername}`);
    if (seed.generatedPassword) console.info(`[start] Password superuser (hanya ditampilkan sekali): ${seed.generatedPassword}`);
  }
  const granted = await grantNewPermissions(database);
  if (granted.length && !seed.seeded) console.info(`[start] Hak akses baru untuk superuser: ${granted.join(', ')}`);
  // A database made before the sales facts (migration 0039): its orders are booked into them once.
  const facts = await fillSalesFactsOnce(database);
  if (facts) console.info(`[start] Ringkasan penjualan diisi dari ${facts} baris tagihan`);
  const app = await buildApp({ config, database, logger: process.env.NODE_ENV !== 'test' && process.env.LOG_LEVEL !== 'silent' });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.info(`[start] ${signal}: menutup server...`);
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `database tertanam di ${config.dataDir}` : 'PostgreSQL';
  console.info(`[start] Siap: http://localhost:${config.port} (${where})`);
  // First start: back-dated demo sales for Beranda, in the background (modules/report/dashboard/demo-history.ts).
  if (seed.seeded && process.env.DEMO_HISTORY !== '0') startDemoHistory(database);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
