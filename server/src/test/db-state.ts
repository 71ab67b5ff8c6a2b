import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * Waits (up to 10 s) until no due job is queued or running, so that background work started by an
 * earlier call (a mail being sent) does not change the tables between two snapshots.
 */
export async function jobsSettled(database: Database) {
  for (let i = 0; i < 200; i++) {
    const r = await database.db.execute(sql`select count(*)::int as n from jobs where state in ('queued', 'running') and run_after <= now()`);
    if (Number((r.rows[0] as { n: number }).n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A fingerprint of every table (row count and a digest of the rows), read on the owner
 * connection in one round trip: two equal snapshots mean nothing was written in between.
 * sessions.last_seen_at is left out because reading a profile may touch it.
 */
export async function tableSnapshot(database: Database): Promise<Record<string, string>> {
  await jobsSettled(database);
  const tables = (
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((r) => String((r as { table_name: string }).table_name));
  const parts = tables.map((t) => {
    const row = t === 'sessions' ? `(t.id, t.user_id, t.company_id, t.ended_at, t.ended_reason)::text` : 't::text';
    return `(select count(*) || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') from "${t}" t) as "${t}"`;
  });
  const r = await database.db.execute(sql.raw(`select ${parts.join(', ')}`));
  return r.rows[0] as Record<string, string>;
}

/** Row count of one table on the owner connection (bypasses row-level security). */
export async function countRows(database: Database, table: string, where = 'true'): Promise<number> {
  const r = await database.db.execute(sql.raw(`select count(*)::int as n from "${table}" where ${where}`));
  return Number((r.rows[0] as { n: number }).n);
}
