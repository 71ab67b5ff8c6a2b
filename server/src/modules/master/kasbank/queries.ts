import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

export const KLEDO_NOT_CONNECTED = 'Akun akuntansi (Kledo) belum terhubung. Hubungkan di Pengaturan > Kledo sebelum sinkronisasi Kas & Bank.';

/**
 * Where the Kas & Bank accounting sync stands. Until the accounting integration exists no link can
 * be configured, so it is never connected and nothing is synced.
 */
export async function kasbankSyncState(tx: Tx) {
  const r = await tx.execute(sql`select count(*)::int as n from master_kasbank`);
  return { connected: false, accounts: Number((r.rows[0] as { n: number }).n), synced: 0, message: KLEDO_NOT_CONNECTED };
}
