import {
  type DashboardIdleRow,
  type DashboardStockDetailAnswer,
  type DashboardStockOutAnswer,
  type DashboardStockOutPoint,
  type DashboardStockRow,
  formatUnits,
  unitsOfRow,
} from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../platform/errors.js';
import { splitSalesPeriod } from '../facts/period.js';
import { addDays } from '../facts/period.js';
import { addMonths, type DashboardScope, daysOf, monthLabel, monthsOf, n, rupiah, weekdayLabel } from './scope.js';

/*
 * The warehouse widgets: stock out reads stock_daily/stock_monthly (whole months from the monthly
 * table, edge days from the daily one: the same split as the sales facts); stock now reads stock_cost
 * (one row per warehouse and variant). "Stock out" is every movement out of a warehouse (sales,
 * transfers out, supplier returns, negative adjustments), as the ledger's daily totals count it.
 */

/** Rows (day, gudang_id, product_id, qty_out, value_out) of stock out in a period; `where` names columns through alias `f`. */
export function stockOutRows(start: string, end: string, where: SQL, byDay = false): SQL {
  const split = byDay ? { months: null, days: start <= end ? [{ from: start, to: end }] : [] } : splitSalesPeriod({ start, end });
  const cols = (dayCol: string) => sql.raw(`f.${dayCol} as day, f.gudang_id, f.product_id, f.qty_out, f.value_out`);
  const parts: SQL[] = [];
  if (split.months)
    parts.push(
      sql`select ${cols('month')} from stock_monthly f where f.month >= ${split.months.from}::date and f.month <= ${split.months.to}::date and (${where})`,
    );
  for (const d of split.days) {
    const daily = sql`select ${cols('day')} from stock_daily f where f.day >= ${d.from}::date and f.day <= ${d.to}::date and (${where})`;
    const month = byDay ? null : monthOfDays(d);
    if (!month) {
      parts.push(daily);
      continue;
    }
    // Days that are all of their month's movements so far (this month up to today, when nothing is
    // dated later): its stock_monthly row holds the same sums in a tenth of the rows (every variant
    // and warehouse has one row a month, and up to one a day). Which one is read is decided once per
    // statement by the index on (company, day).
    const rowsIn = (from: string, before: string) => sql`exists (select 1 from stock_daily x where x.day >= ${from}::date and x.day < ${before}::date)`;
    const later = rowsIn(addDays(d.to, 1), addMonths(month, 1));
    const outside = d.from === month ? later : sql`(${rowsIn(month, d.from)} or ${later})`;
    parts.push(sql`select ${cols('month')} from stock_monthly f where f.month = ${month}::date and (${where}) and not ${outside}`);
    parts.push(sql`${daily} and ${outside}`);
  }
  if (!parts.length) parts.push(sql`select ${cols('day')} from stock_daily f where false`);
  return sql.join(parts, sql` union all `);
}

/** The first day of the month a range of days lies in, or null when it spans two months. */
function monthOfDays(d: { from: string; to: string }): string | null {
  return d.from.slice(0, 7) === d.to.slice(0, 7) ? `${d.from.slice(0, 8)}01` : null;
}

async function stockOutSeries(
  tx: Tx,
  s: DashboardScope,
  start: string,
  end: string,
  interval: 'day' | 'month',
  where?: SQL,
): Promise<DashboardStockOutPoint[]> {
  const bucket = interval === 'day' ? sql`day` : sql`date_trunc('month', day::timestamp)::date`;
  const cond = where ? sql`${s.warehouses(sql`f.gudang_id`)} and ${where}` : s.warehouses(sql`f.gudang_id`);
  // Summed per day first (a cheap group on a date), bucketed after: the month and its text worked out
  // per stock_daily row cost more than reading the rows (55 of 90 ms for three months at 10M ledger rows).
  const r = await tx.execute(sql`select to_char(${bucket}, 'YYYY-MM-DD') as bucket, sum(qty_out)::bigint as qty_out, sum(value_out) as value_out
    from (select day, sum(qty_out) as qty_out, sum(value_out) as value_out from (${stockOutRows(start, end, cond, interval === 'day')}) s group by day) d
    group by 1`);
  const byKey = new Map(r.rows.map((x) => [String(x.bucket), x as Record<string, unknown>]));
  const keys = interval === 'day' ? daysOf(start, end) : monthsOf(start, end);
  return keys.map((k) => {
    const x = byKey.get(k) ?? {};
    return { day: k, label: interval === 'day' ? weekdayLabel(k) : monthLabel(k), qty_out: n(x.qty_out), value_out: rupiah(x.value_out) };
  });
}

const withTotals = (points: DashboardStockOutPoint[]): DashboardStockOutAnswer => ({
  points,
  qty_out: points.reduce((a, p) => a + p.qty_out, 0),
  value_out: points.reduce((a, p) => a + p.value_out, 0),
});

/** grafik_stok_keluar_minggu_ini: Monday..Sunday of date_end's week. */
export async function stockOutThisWeek(tx: Tx, s: DashboardScope) {
  const weekday = (new Date(`${s.end}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = addDays(s.end, -weekday);
  return withTotals(await stockOutSeries(tx, s, monday, addDays(monday, 6), 'day'));
}

/** grafik_stok_keluar_tiga_bulan_terakhir: date_end's month and the two before, up to date_end. */
export async function stockOutThreeMonths(tx: Tx, s: DashboardScope) {
  return withTotals(await stockOutSeries(tx, s, addMonths(s.end, -2), s.end, 'month'));
}

/** grafik_stok_keluar_per_bulan: per month of the period; a period under 12 months shows the 12 months ending with date_end's month. */
export async function stockOutPerMonth(tx: Tx, s: DashboardScope) {
  const twelve = addMonths(s.end, -11);
  return withTotals(await stockOutSeries(tx, s, [s.start, twelve].sort()[0], s.end, 'month'));
}

const variantJoins = sql`join product p on p.product_id = x.product_id join product_main m on m.main_id = p.main_id
  left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
  left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`;
const variantColumns = sql`concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku, m.main_min_stock::int as product_min_stock,
  m.product_isi::int as product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name`;

/** stock_per_product: variants with stock now or stock out in the period, most out first; page and search. */
export async function stockPerProduct(tx: Tx, s: DashboardScope, q: { page?: number; perPage?: number; search?: string }) {
  const page = Math.max(1, q.page || 1);
  const perPage = Math.min(100, Math.max(1, q.perPage || 10));
  const search = (q.search ?? '').trim();
  const match = search
    ? sql`and (m.main_name ilike ${`%${search}%`} or p.varian ilike ${`%${search}%`} or p.varian_sku ilike ${`%${search}%`} or p.product_barcode ilike ${`%${search}%`})`
    : sql``;
  const r =
    await tx.execute(sql`with st as (select product_id, sum(qty)::bigint as qty from stock_cost where ${s.warehouses(sql`gudang_id`)} group by product_id),
      ot as (select product_id, sum(qty_out)::bigint as qty_out from (${stockOutRows(s.start, s.end, s.warehouses(sql`f.gudang_id`))}) o group by product_id),
      x as (select coalesce(st.product_id, ot.product_id) as product_id, coalesce(st.qty, 0) as qty, coalesce(ot.qty_out, 0) as qty_out
        from st full join ot on ot.product_id = st.product_id where coalesce(st.qty, 0) <> 0 or coalesce(ot.qty_out, 0) <> 0)
    select x.product_id, x.qty, x.qty_out, ${variantColumns}, count(*) over () as total
    from x ${variantJoins} where true ${match}
    order by x.qty_out desc, x.qty desc, lower(concat_ws(' ', m.main_name, p.varian)), x.product_id
    limit ${perPage} offset ${(page - 1) * perPage}`);
  let total = r.rows.length ? n((r.rows[0] as Record<string, unknown>).total) : 0;
  if (!r.rows.length && page > 1) {
    const c = await tx.execute(sql`select count(*)::int as total from (
        select product_id from stock_cost where ${s.warehouses(sql`gudang_id`)} group by product_id having sum(qty) <> 0
        union select product_id from (${stockOutRows(s.start, s.end, s.warehouses(sql`f.gudang_id`))}) o group by product_id having sum(qty_out) <> 0) x
      join product p on p.product_id = x.product_id join product_main m on m.main_id = p.main_id where true ${match}`);
    total = n((c.rows[0] as Record<string, unknown>).total);
  }
  const data: DashboardStockRow[] = r.rows.map((row) => {
    const x = row as Record<string, unknown>;
    const qty = n(x.qty);
    return {
      product_id: n(x.product_id),
      product_name: String(x.product_name),
      product_sku: (x.product_sku as string | null) ?? null,
      product_satuan_kecil_name: (x.product_satuan_kecil_name as string | null) ?? null,
      product_min_stock: n(x.product_min_stock),
      qty,
      qty_text: formatUnits(qty, unitsOfRow(x)),
      qty_out: n(x.qty_out),
      below_min: qty < n(x.product_min_stock) ? 1 : 0,
    };
  });
  return { data, total, page, perPage };
}

/** stock_per_product/{id}: one variant's stock per visible warehouse and its stock out per month of the period. */
export async function stockOfProduct(tx: Tx, s: DashboardScope, productId: number): Promise<DashboardStockDetailAnswer> {
  const head = await tx.execute(sql`select x.product_id, ${variantColumns} from (select ${productId}::int as product_id) x ${variantJoins}`);
  const h = head.rows[0] as Record<string, unknown> | undefined;
  if (!h) throw notFound('Produk tidak ditemukan');
  const units = unitsOfRow(h);
  const w = await tx.execute(sql`select g.master_gudang_id as gudang_id, g.master_gudang_name, coalesce(sc.qty, 0)::bigint as qty
    from master_gudang g left join stock_cost sc on sc.gudang_id = g.master_gudang_id and sc.product_id = ${productId}
    where ${s.warehouses(sql`g.master_gudang_id`)} order by g.master_gudang_name, g.master_gudang_id`);
  const gudang = w.rows.map((x) => ({
    gudang_id: n(x.gudang_id),
    master_gudang_name: String(x.master_gudang_name),
    qty: n(x.qty),
    qty_text: formatUnits(n(x.qty), units),
  }));
  const qty = gudang.reduce((a, g) => a + g.qty, 0);
  return {
    product_id: productId,
    product_name: String(h.product_name),
    product_sku: (h.product_sku as string | null) ?? null,
    product_min_stock: n(h.product_min_stock),
    qty,
    qty_text: formatUnits(qty, units),
    gudang,
    stock_out: await stockOutSeries(tx, s, s.start, s.end, 'month', sql`f.product_id = ${productId}`),
  };
}

/**
 * list_produk_tidak_bergerak: variants with stock and nothing out in the `days` days up to date_end; the 20 of
 * the largest value. Each variant with stock is checked by one seek of stock_daily's (company_id, product_id,
 * day) index, so the cost follows the variants held, not the days × variants of the window.
 */
export async function idleProducts(tx: Tx, s: DashboardScope, days: number) {
  const since = addDays(s.end, -(days - 1));
  const r = await tx.execute(sql`with st as (select product_id, sum(qty)::bigint as qty, sum(qty * avg_cost) as value from stock_cost
        where ${s.warehouses(sql`gudang_id`)} group by product_id having sum(qty) > 0),
      x as (select st.* from st where not exists (select 1 from stock_daily d where d.product_id = st.product_id
        and d.day >= ${since}::date and d.day <= ${s.end}::date and d.qty_out > 0 and ${s.warehouses(sql`d.gudang_id`)})),
      page as (select x.*, count(*) over () as total from x order by x.value desc, x.qty desc, x.product_id limit 20)
    select x.product_id, x.qty, x.value, x.total, ${variantColumns},
      (select to_char(max(d.day), 'YYYY-MM-DD') from stock_daily d where d.product_id = x.product_id and d.qty_out > 0 and d.day < ${since}::date
        and ${s.warehouses(sql`d.gudang_id`)}) as last_out_day
    from page x ${variantJoins}
    order by x.value desc, x.qty desc, x.product_id`);
  const rows: DashboardIdleRow[] = r.rows.map((row) => {
    const x = row as Record<string, unknown>;
    return {
      product_id: n(x.product_id),
      product_name: String(x.product_name),
      product_sku: (x.product_sku as string | null) ?? null,
      qty: n(x.qty),
      qty_text: formatUnits(n(x.qty), unitsOfRow(x)),
      stock_value: rupiah(x.value),
      last_out_day: (x.last_out_day as string | null) ?? null,
    };
  });
  return { days, since, rows, total: r.rows.length ? n((r.rows[0] as Record<string, unknown>).total) : 0 };
}
