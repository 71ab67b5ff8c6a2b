import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/**
 * Regions for addresses (spec-2 §7.3). Ids are the official Kemendagri codes without dots, so the
 * number of digits tells the level: province 2 (35), city/regency 4 (3578), district 6 (357801).
 * Each row carries area_id/area_name besides its own id and name, as the region selects read them.
 */

/** Every province, by name. */
export async function provinces(tx: Tx) {
  const r = await tx.execute(
    sql`select province_id as area_id, province_name as area_name, province_id, province_name from region_province order by province_name`,
  );
  return r.rows;
}

/** The cities and regencies of a province, by name. */
export async function citiesOf(tx: Tx, provinceId: number) {
  const r = await tx.execute(
    sql`select city_id as area_id, city_name as area_name, city_id, city_name, province_id from region_city where province_id = ${provinceId} order by city_name`,
  );
  return r.rows;
}

/** The districts of a city or regency, by name. */
export async function districtsOf(tx: Tx, cityId: number) {
  const r = await tx.execute(
    sql`select district_id as area_id, district_name as area_name, district_id, district_name, city_id from region_district where city_id = ${cityId} order by district_name`,
  );
  return r.rows;
}

/** Up to 50 districts whose own or city name holds the text, districts named so first: [{id, text, ...}]. */
export async function searchDistricts(tx: Tx, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const r = await tx.execute(sql`
    select d.district_id as id, d.district_name || ', ' || c.city_name || ', ' || p.province_name as text,
           d.district_id, d.district_name, c.city_id, c.city_name, p.province_id, p.province_name
    from region_district d join region_city c on c.city_id = d.city_id join region_province p on p.province_id = c.province_id
    where d.district_name ilike ${pattern} or c.city_name ilike ${pattern}
    order by (d.district_name ilike ${pattern}) desc, d.district_name, c.city_name limit 50`);
  return r.rows;
}
