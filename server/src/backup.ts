import path from 'node:path';
import { readConfig } from './config.js';
import { openDatabase } from './db/client.js';

/** npm run backup [file]: copies the embedded database to a .tar.gz (the server must be stopped: the folder is locked). */
async function main() {
  const config = readConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL diset: gunakan pg_dump untuk PostgreSQL.');
    process.exit(2);
  }
  // npm runs this inside server/; INIT_CWD is where the user typed the command.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    await database.backup?.(file);
    console.info(`Cadangan ditulis ke ${file}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exit(1);
});
