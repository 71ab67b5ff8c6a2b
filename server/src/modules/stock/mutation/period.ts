import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { checkWarehouse, warehouseScope } from '../../../platform/warehouse-scope.js';

import { jakartaToday } from '@bo/contract';

/** Today in Asia/Jakarta (the day stock_daily books a movement on). */
export { jakartaToday };

export interface ReportFilter {
  stock_log_datetime_start?: string;
  stock_log_datetime_end?: string;
  stock_log_gudang_id?: number;
  stock_log_product_main_name?: string;
  stock_log_product_main_id?: number;
  product_id?: number;
}

export interface Period {
  /** First and last day, YYYY-MM-DD, both included. */
  start: string;
  end: string;
}

/**
 * The period of a mutation report in whole days (Asia/Jakarta): the date part of the filter's
 * start and end; by default the current month up to today. An end before the start is refused.
 */
export function periodOf(f: ReportFilter): Period {
  const today = jakartaToday();
  const start = f.stock_log_datetime_start?.slice(0, 10) ?? `${today.slice(0, 8)}01`;
  const end = f.stock_log_datetime_end?.slice(0, 10) ?? [start, today].sort()[1];
  if (end < start) throw fieldError('stock_log_datetime_end', 'Tanggal akhir tidak boleh sebelum tanggal mulai');
  return { start, end };
}

/** The first moment of a day and the first moment after a day, in Asia/Jakarta. */
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Jakarta')`;
export const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;

/**
 * The warehouses of the report: the chosen one (checked: another company's or, for group 6, one not
 * granted answers 'Gudang tidak ditemukan') or every warehouse the user may see.
 */
export async function warehouseCondition(tx: Tx, actor: Actor, f: ReportFilter, column: SQL): Promise<SQL> {
  const id = f.stock_log_gudang_id ?? 0;
  if (id > 0) {
    await checkWarehouse(tx, actor, id, 'stock_log_gudang_id');
    return sql`${column} = ${id}`;
  }
  return warehouseScope(actor, column);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The variants of the filter (by variant, main product id or name) as a condition on a product_id column. */
export function productCondition(f: ReportFilter, column: SQL): SQL {
  const parts: SQL[] = [];
  if (f.product_id) parts.push(sql`p.product_id = ${f.product_id}`);
  if (f.stock_log_product_main_id) parts.push(sql`p.main_id = ${f.stock_log_product_main_id}`);
  if (f.stock_log_product_main_name) {
    const pattern = `%${escapeLike(f.stock_log_product_main_name)}%`;
    parts.push(sql`(m.main_name ilike ${pattern} or p.varian ilike ${pattern} or p.varian_sku ilike ${pattern})`);
  }
  if (!parts.length) return sql`true`;
  // One variant: also as a plain equality, so the planner reads it through (company, product) indexes.
  const one = f.product_id ? sql`${column} = ${f.product_id} and ` : sql``;
  return sql`${one}${column} in (select p.product_id from product p join product_main m on m.main_id = p.main_id where ${sql.join(parts, sql` and `)})`;
}

/** Columns naming a variant and its units, for rows joined as `p` (product), `m` (product_main), `kb`/`kk` (units). */
export const productColumns = sql`p.main_id, concat_ws(' ', m.main_name, p.varian) as product_name, m.main_name, p.varian as varian_name,
  p.varian_sku as product_sku, m.product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name`;
export const productJoins = (productId: SQL) => sql`join product p on p.product_id = ${productId} join product_main m on m.main_id = p.main_id
  left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
  left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`;

/** Document types of the ledger as people name them. */
export const DOC_TYPE_LABELS: Record<string, string> = {
  stock_opname: 'Stok Opname',
  stock_adjustment: 'Penyesuaian Stok',
  stock_transfer: 'Transfer Stok',
  stock_transfer_in: 'Transfer Stok Masuk',
  stock_transfer_out: 'Transfer Stok Keluar',
  retur_supplier: 'Retur Supplier',
  retur_konsumen: 'Retur Konsumen',
  penerimaan: 'Penerimaan Barang',
  penerimaan_internal: 'Penerimaan Internal',
  goods_receipt: 'Penerimaan Barang',
  goods_receipt_internal: 'Penerimaan Internal',
  sale: 'Penjualan',
  sales_order: 'Penjualan',
  sales_order_cancel: 'Batal Penjualan',
  order: 'Penjualan',
  batch_update: 'Ubah Batch',
};
export const docTypeLabel = (t: unknown) => DOC_TYPE_LABELS[String(t)] ?? String(t ?? '');

/** Checks a filter before a file starts streaming (a refusal must answer 422, not break the file). */
export async function checkReportFilter(tx: Tx, actor: Actor, f: ReportFilter) {
  periodOf(f);
  await warehouseCondition(tx, actor, f, sql`0`);
}

/**
 * The filter's warehouses as a condition on any warehouse column: the chosen one (checked here) or
 * those the user may see.
 */
export async function warehousesOf(tx: Tx, actor: Actor, f: ReportFilter): Promise<(col: SQL) => SQL> {
  const gudangId = f.stock_log_gudang_id ?? 0;
  await warehouseCondition(tx, actor, f, sql`0`);
  const visible = warehouseScope(actor, sql`g.master_gudang_id`);
  return (col: SQL) => (gudangId > 0 ? sql`${col} = ${gudangId}` : sql`${col} in (select g.master_gudang_id from master_gudang g where ${visible})`);
}

/** The first day of the month after a day's month (YYYY-MM-DD). */
export function nextMonthStart(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * How to read "everything booked from a day on" with the fewest rows: the months from `monthFrom`
 * (stock_monthly) plus or minus the days of `daily` (stock_daily, both ends included), whichever side
 * of the day's month is shorter (the days before it, subtracted from its month, or the days after
 * it up to today, added to the following months). Null when the day is after today (nothing booked).
 */
export interface BookedFrom {
  monthFrom: string;
  daily?: { from: string; to: string; sign: 1 | -1 };
}
export function bookedFrom(day: string, today = jakartaToday()): BookedFrom | null {
  if (day > today) return null;
  const month = `${day.slice(0, 8)}01`;
  if (day === month) return { monthFrom: month };
  const next = nextMonthStart(day);
  const before = daysBetween(month, day);
  const after = daysBetween(day, [addDays(next, -1), today].sort()[0]) + 1;
  return before < after
    ? { monthFrom: month, daily: { from: month, to: addDays(day, -1), sign: -1 } }
    : { monthFrom: next, daily: { from: day, to: addDays(next, -1), sign: 1 } };
}

/**
 * Everything booked from a day on (quantity in − out), per warehouse and variant, as rows to sum:
 * the days left in that day's month from stock_daily, the whole months after it from stock_monthly.
 * However old the day, a variant reads at most 31 daily rows and one row per month since.
 */
export const bookedSinceRows = (day: string, where: (alias: 'd' | 'm') => SQL) => sql`
  select d.gudang_id, d.product_id, (d.qty_in - d.qty_out)::float8 as qty from stock_daily d
    where d.day >= ${day}::date and d.day < ${nextMonthStart(day)}::date and ${where('d')}
  union all
  select m.gudang_id, m.product_id, (m.qty_in - m.qty_out)::float8 from stock_monthly m
    where m.month >= ${nextMonthStart(day)}::date and ${where('m')}`;

/** The quantity of a variant in the chosen warehouses at the start of a day: today's less what was booked since. */
export const openingOf = (productId: SQL, gudangOf: (col: SQL) => SQL, period: Period) => sql`(
  coalesce((select sum(c.qty) from stock_cost c where c.product_id = ${productId} and ${gudangOf(sql`c.gudang_id`)}), 0)
  - coalesce((select sum(b.qty) from (${bookedSinceRows(period.start, (a) => sql`${sql.raw(a)}.product_id = ${productId} and ${gudangOf(sql.raw(`${a}.gudang_id`))}`)}) b), 0))`;
