import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { ledgerInvariantViolations } from './modules/stock/queries.js';

/**
 * npm run stock:check -w server: checks the stock ledger's invariants on the configured database
 * (DATABASE_URL, else the embedded database, which must not be open in a running server) and
 * lists every violation; exit code 1 when there is one.
 */
async function main() {
  const config = readConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const rows = await ledgerInvariantViolations(database.db);
    if (rows.length === 0) {
      console.info('Buku stok konsisten: saldo, biaya rata-rata, ringkasan harian dan nilai sesuai dengan log.');
      return;
    }
    console.error(`${rows.length} pelanggaran ditemukan:`);
    console.table(rows);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(2);
});
