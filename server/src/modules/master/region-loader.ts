import { sql } from 'drizzle-orm';
import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';
import type { Database, Executor } from '../../db/client.js';

const toId = (code: string) => Number(code.replace(/\./g, ''));
/** 'KABUPATEN ACEH SELATAN' → 'Kabupaten Aceh Selatan'. */
const title = (s: string) => s.toLowerCase().replace(/(^|[\s(/-])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());

async function insertBatches(db: Executor, table: string, cols: string[], rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const values = sql.join(
      chunk.map(
        (r) =>
          sql`(${sql.join(
            r.map((v) => sql`${v}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.join(
        cols.map((c) => sql.identifier(c)),
        sql`, `,
      )}) values ${values} on conflict do nothing`,
    );
  }
}

/**
 * Loads Indonesia's provinces, cities/regencies and districts (idn-area-data, shipped inside the
 * package, never fetched) into the region tables on first start. Idempotent: skipped when the
 * districts are there; a second starter waits on the advisory lock.
 */
export async function loadRegions(database: Database): Promise<{ loaded: boolean }> {
  const have = await database.db.execute(sql`select count(*)::int as n from region_district`);
  if (Number((have.rows[0] as { n: number }).n) > 7000) return { loaded: false };
  const [provinces, regencies, districts] = await Promise.all([getProvinces(), getRegencies(), getDistricts()]);
  // One transaction with a transaction-level lock: on a pool, a session lock and its unlock could
  // land on different connections.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(424245)`);
    const again = await tx.execute(sql`select count(*)::int as n from region_district`);
    if (Number((again.rows[0] as { n: number }).n) > 7000) return { loaded: false };
    await insertBatches(
      tx,
      'region_province',
      ['province_id', 'province_name'],
      provinces.map((p) => [toId(p.code), title(p.name)]),
    );
    await insertBatches(
      tx,
      'region_city',
      ['city_id', 'province_id', 'city_name'],
      regencies.map((r) => [toId(r.code), toId(r.province_code), title(r.name)]),
    );
    await insertBatches(
      tx,
      'region_district',
      ['district_id', 'city_id', 'district_name'],
      districts.map((d) => [toId(d.code), toId(d.regency_code), d.name]),
    );
    return { loaded: true };
  });
}
