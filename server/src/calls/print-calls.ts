import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { formatCalls } from './registry.js';

/** `npm run calls`: builds the app on a throwaway in-memory database (never listens) and prints every registered call. */
const database = await openDatabase({});
try {
  const app = await buildApp({ config: { ...readConfig({}), webDist: '/nonexistent' }, database });
  await app.ready();
  console.log(formatCalls(app.registeredCalls));
  await app.close();
} finally {
  await database.close();
}
