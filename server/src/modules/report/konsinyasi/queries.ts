import {
  formatUnits,
  type KonsinyasiFilter,
  type KonsinyasiProductRow,
  type KonsinyasiSummaryQuery,
  type KonsinyasiTotals,
  type KonsinyasiVendorRow,
  unitsOfRow,
} from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError, forbidden } from '../../../platform/errors.js';
import { escapeLike } from '../../../platform/list.js';
import { checkWarehouse, warehouseScope } from '../../../platform/warehouse-scope.js';
import { addDays, type SalesPeriod, salesPeriodRows } from '../facts/period.js';
import { isReportPartner, periodOf } from '../report-filter.js';

/*
 * Laporan Konsinyasi: the goods of consignor suppliers over a period. The rules (README.md):
 * - a consignment product is a variant whose product is_konsinyasi; its consignor is the product's
 *   main vendor (product_main.main_vendor_id; 0 = none), so a sale, which names no supplier, belongs
 *   to exactly one consignor;
 * - received: approved supplier receipts (not internal) dated in the period; sold and returned by
 *   customers: the sales facts of the period (sales_product_daily/monthly: whole months and edge
 *   days, never the order lines); returned to the consignor: supplier returns sent or done, dated in
 *   the period; held: stock_cost now less what the ledger's daily/monthly totals booked since;
 * - owed: the cost of the goods sold net of customer returns (the facts' `cost`, the ledger's moving
 *   average when the stock left), rounded per product; paid: approved supplier payments of the
 *   consignor's receipts, the share of each receipt that is the consignor's consignment lines.
 * Every figure is limited to the warehouses of the filter (group 6: only its own).
 */

/** The first day the "to date" figures read from (a month start: whole months of sales_product_monthly). */
const BEGINNING = '1970-01-01';

function nextMonthStart(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The report's period: the reports' one rule (periodOf: default this month up to today, at most ten years). */
export const konsinyasiPeriod = (f: { date_start?: string; date_end?: string }): SalesPeriod => periodOf(f);

/**
 * The report's warehouses as a condition on a warehouse column: the chosen one (checked) or those the user may see.
 * A partner (group Sales) is refused even when its group was granted the report: what the company owes its consignors is no partner's.
 */
async function warehousesOf(tx: Tx, actor: Actor, gudangId: number | undefined): Promise<(col: SQL) => SQL> {
  if (isReportPartner(actor)) throw forbidden();
  if (gudangId) {
    await checkWarehouse(tx, actor, gudangId, 'gudang_id');
    return (col) => sql`${col} = ${gudangId}`;
  }
  return (col) => warehouseScope(actor, col);
}

/** Checks a filter before anything is read or a file starts (a refusal answers 422). */
export async function checkKonsinyasiFilter(tx: Tx, actor: Actor, f: KonsinyasiSummaryQuery, needVendor = false) {
  konsinyasiPeriod(f);
  await warehousesOf(tx, actor, f.gudang_id);
  if (needVendor && f.vendor_id === undefined) throw fieldError('vendor_id', 'Supplier konsinyasi wajib dipilih');
  if (f.vendor_id) {
    const r = await tx.execute(sql`select 1 from master_vendor where vendor_id = ${f.vendor_id}`);
    if (!r.rows.length) throw fieldError('vendor_id', 'Supplier tidak ditemukan');
  }
}

interface Scope {
  period: SalesPeriod;
  gudangOf: (col: SQL) => SQL;
  vendorId?: number;
  /** Product name or SKU (the detail's search). */
  productSearch?: string;
}

/**
 * Quantity booked (in − out) per variant from a day on, in the scope's warehouses: the days left in
 * that day's month from stock_daily, the whole months after it from stock_monthly. Nothing for a day
 * after today.
 */
function bookedFrom(day: string, s: Scope): SQL {
  const next = nextMonthStart(day);
  return sql`select x.product_id, sum(x.qty) as qty from (
      select d.product_id, (d.qty_in - d.qty_out) as qty from stock_daily d
        where d.day >= ${day}::date and d.day < ${next}::date and d.product_id in (select product_id from k) and ${s.gudangOf(sql`d.gudang_id`)}
      union all
      select m.product_id, (m.qty_in - m.qty_out) from stock_monthly m
        where m.month >= ${next}::date and m.product_id in (select product_id from k) and ${s.gudangOf(sql`m.gudang_id`)}
    ) x group by x.product_id`;
}

/** The consignment variants of the scope (CTE `k`: product_id, vendor_id). */
function consignmentProducts(s: Scope): SQL {
  const parts: SQL[] = [sql`m.is_konsinyasi = 1`];
  if (s.vendorId !== undefined) parts.push(sql`coalesce(m.main_vendor_id, 0) = ${s.vendorId}`);
  if (s.productSearch) {
    const pattern = `%${escapeLike(s.productSearch)}%`;
    parts.push(sql`(m.main_name ilike ${pattern} or p.varian ilike ${pattern} or p.varian_sku ilike ${pattern})`);
  }
  return sql`select p.product_id, coalesce(m.main_vendor_id, 0) as vendor_id from product p join product_main m on m.main_id = p.main_id
    where ${sql.join(parts, sql` and `)}`;
}

/**
 * Per consignment variant of the scope: every measure of the period, `owed_to_date` (the cost of all
 * net sales up to the period's end) and `active` (anything moved in the period, or held at its start
 * or end; what is held now alone does not list a product in a period long past). Quantities and money as float8 (exact for whole numbers below 2^53).
 */
function productFigures(s: Scope): SQL {
  const { period } = s;
  const inK = sql`f.product_id in (select product_id from k) and ${s.gudangOf(sql`f.gudang_id`)}`;
  const afterEnd = addDays(period.end, 1);
  return sql`with k as (${consignmentProducts(s)}),
    sold as (
      select s.product_id, sum(s.qty) as qty_sold, sum(s.qty_returned) as qty_cr, sum(s.revenue - s.returned_revenue) as revenue, round(sum(s.cost)) as owed
      from (${salesPeriodRows('variant', period, inK)}) s group by s.product_id),
    to_date as (
      select s.product_id, round(sum(s.cost)) as owed
      from (${salesPeriodRows('variant', { start: BEGINNING, end: period.end }, inK)}) s group by s.product_id),
    recv as (
      select l.product_id, sum(l.qty) as qty, sum(l.subtotal) as value
      from goods_receipt r join goods_receipt_line l on l.penerimaan_id = r.penerimaan_id
      where r.status = 'approved' and r.is_internal = 0 and r.penerimaan_date >= ${period.start}::date and r.penerimaan_date <= ${period.end}::date
        and ${s.gudangOf(sql`r.gudang_id`)} and l.product_id in (select product_id from k)
      group by l.product_id),
    ret as (
      select l.product_id, sum(l.qty) as qty
      from retur_supplier r join retur_supplier_line l on l.retur_supplier_id = r.retur_supplier_id
      where r.status in ('sent', 'done') and r.retur_supplier_date >= ${period.start}::date and r.retur_supplier_date <= ${period.end}::date
        and ${s.gudangOf(sql`r.gudang_id`)} and l.product_id in (select product_id from k)
      group by l.product_id),
    stock_now as (
      select c.product_id, sum(c.qty) as qty from stock_cost c
      where c.product_id in (select product_id from k) and ${s.gudangOf(sql`c.gudang_id`)} group by c.product_id),
    since_start as (${bookedFrom(period.start, s)}),
    after_end as (${bookedFrom(afterEnd, s)}),
    fig as (
      select k.product_id, k.vendor_id,
        coalesce(recv.qty, 0)::float8 as qty_received, coalesce(recv.value, 0)::float8 as value_received,
        coalesce(sold.qty_sold, 0)::float8 as qty_sold, coalesce(sold.qty_cr, 0)::float8 as qty_customer_returned,
        (coalesce(sold.qty_sold, 0) - coalesce(sold.qty_cr, 0))::float8 as qty_sold_net, coalesce(sold.revenue, 0)::float8 as revenue,
        coalesce(ret.qty, 0)::float8 as qty_returned_supplier,
        (coalesce(stock_now.qty, 0) - coalesce(since_start.qty, 0))::float8 as stock_start,
        (coalesce(stock_now.qty, 0) - coalesce(after_end.qty, 0))::float8 as stock_end,
        coalesce(stock_now.qty, 0)::float8 as stock_now,
        coalesce(sold.owed, 0)::float8 as owed, coalesce(to_date.owed, 0)::float8 as owed_to_date
      from k
        left join sold on sold.product_id = k.product_id
        left join to_date on to_date.product_id = k.product_id
        left join recv on recv.product_id = k.product_id
        left join ret on ret.product_id = k.product_id
        left join stock_now on stock_now.product_id = k.product_id
        left join since_start on since_start.product_id = k.product_id
        left join after_end on after_end.product_id = k.product_id)
    select fig.*, (fig.qty_received <> 0 or fig.qty_sold <> 0 or fig.qty_customer_returned <> 0 or fig.qty_returned_supplier <> 0
        or fig.stock_start <> 0 or fig.stock_end <> 0 or fig.owed <> 0 or fig.revenue <> 0) as active
    from fig`;
}

/**
 * What was paid to each consignor for consignment goods, in the period and up to its end: approved
 * supplier payments (payment_date) of the consignor's approved receipts in the scope's warehouses,
 * each detail counted for the share of its receipt that is consignment lines of that consignor
 * (Σ those lines' subtotals / Σ all lines' subtotals), rounded once per consignor.
 */
function paidByVendor(s: Scope): SQL {
  const { period } = s;
  const vendor = s.vendorId !== undefined ? sql`and r.vendor_id = ${s.vendorId}` : sql``;
  return sql`select r.vendor_id,
      round(coalesce(sum(d.amount * sh.share) filter (where p.payment_date >= ${period.start}::date), 0))::float8 as paid,
      round(coalesce(sum(d.amount * sh.share), 0))::float8 as paid_to_date
    from payment p
      join payment_detail d on d.payment_id = p.payment_id
      join goods_receipt r on r.penerimaan_id = d.penerimaan_id
      join lateral (
        select coalesce(sum(l.subtotal) filter (where lm.is_konsinyasi = 1 and lm.main_vendor_id = r.vendor_id), 0)::numeric / nullif(sum(l.subtotal), 0) as share
        from goods_receipt_line l join product lp on lp.product_id = l.product_id join product_main lm on lm.main_id = lp.main_id
        where l.penerimaan_id = r.penerimaan_id) sh on sh.share > 0
    where p.payment_for = 'supplier' and p.status = 'disetujui' and p.payment_date <= ${period.end}::date
      and r.status = 'approved' and r.is_internal = 0 and ${s.gudangOf(sql`r.gudang_id`)} ${vendor}
    group by r.vendor_id`;
}

const MEASURES = [
  'qty_received',
  'value_received',
  'qty_sold',
  'qty_customer_returned',
  'qty_sold_net',
  'revenue',
  'qty_returned_supplier',
  'stock_start',
  'stock_end',
  'stock_now',
  'owed',
] as const;
const DEBTS = ['paid', 'owed_to_date', 'paid_to_date', 'balance'] as const;
type Measure = (typeof MEASURES)[number];

const NO_VENDOR = 'Tanpa supplier utama';

/** Per consignor: the measures summed over its products (active ones counted), what was paid and the balance. */
function vendorFigures(s: Scope): SQL {
  const sums = sql.raw(MEASURES.map((m) => `sum(pf.${m})::float8 as ${m}`).join(', '));
  return sql`with pf as (${productFigures(s)}),
    pv as (select pf.vendor_id, count(*) filter (where pf.active)::int as product_count, ${sums}, sum(pf.owed_to_date)::float8 as owed_to_date,
        bool_or(pf.active) as active
      from pf group by pf.vendor_id),
    paid as (${paidByVendor(s)})
    select coalesce(pv.vendor_id, paid.vendor_id) as vendor_id, v.vendor_code,
      case when coalesce(pv.vendor_id, paid.vendor_id) = 0 then ${NO_VENDOR} else coalesce(v.vendor_name, 'Supplier #' || coalesce(pv.vendor_id, paid.vendor_id)) end as vendor_name,
      coalesce(pv.product_count, 0) as product_count,
      ${sql.raw(MEASURES.map((m) => `coalesce(pv.${m}, 0)::float8 as ${m}`).join(', '))},
      coalesce(paid.paid, 0)::float8 as paid, coalesce(pv.owed_to_date, 0)::float8 as owed_to_date, coalesce(paid.paid_to_date, 0)::float8 as paid_to_date,
      (coalesce(pv.owed_to_date, 0) - coalesce(paid.paid_to_date, 0))::float8 as balance
    from pv full join paid on paid.vendor_id = pv.vendor_id
      left join master_vendor v on v.vendor_id = coalesce(pv.vendor_id, paid.vendor_id)
    where coalesce(pv.active, false) or coalesce(pv.owed_to_date, 0) <> 0 or coalesce(paid.paid_to_date, 0) <> 0`;
}

// ------------------------------------------------------------------------------------- answers

const num = (v: unknown) => Number(v ?? 0);

function toVendorRow(r: Record<string, unknown>): KonsinyasiVendorRow {
  const row: Record<string, unknown> = {
    vendor_id: num(r.vendor_id),
    vendor_code: (r.vendor_code as string | null) ?? null,
    vendor_name: String(r.vendor_name ?? ''),
    product_count: num(r.product_count),
  };
  for (const m of [...MEASURES, ...DEBTS]) row[m] = num(r[m]);
  return row as KonsinyasiVendorRow;
}

function toProductRow(r: Record<string, unknown>): KonsinyasiProductRow {
  const u = unitsOfRow(r);
  const measures = Object.fromEntries(MEASURES.map((m) => [m, num(r[m])])) as Record<Measure, number>;
  return {
    product_id: num(r.product_id),
    main_id: num(r.main_id),
    product_name: String(r.product_name ?? ''),
    main_name: String(r.main_name ?? ''),
    varian_name: (r.varian_name as string | null) ?? null,
    product_sku: (r.product_sku as string | null) ?? null,
    product_isi: num(r.product_isi) || 1,
    product_satuan_besar_name: (r.product_satuan_besar_name as string | null) ?? null,
    product_satuan_kecil_name: (r.product_satuan_kecil_name as string | null) ?? null,
    vendor_id: num(r.vendor_id),
    vendor_name: String(r.vendor_name ?? ''),
    ...measures,
    unit_cost: measures.qty_sold_net > 0 ? Math.round((measures.owed / measures.qty_sold_net) * 100) / 100 : null,
    qty_received_text: formatUnits(measures.qty_received, u),
    qty_sold_net_text: formatUnits(measures.qty_sold_net, u),
    qty_returned_supplier_text: formatUnits(measures.qty_returned_supplier, u),
    stock_end_text: formatUnits(measures.stock_end, u),
    stock_now_text: formatUnits(measures.stock_now, u),
  };
}

/** The totals of consignor rows (every row of the filter, not a page). */
export function sumVendors(rows: KonsinyasiVendorRow[]): KonsinyasiTotals {
  const totals: Record<string, number> = { vendor_count: rows.length, product_count: 0 };
  for (const k of [...MEASURES, ...DEBTS]) totals[k] = 0;
  for (const r of rows) {
    totals.product_count += r.product_count;
    for (const k of [...MEASURES, ...DEBTS]) totals[k] += r[k];
  }
  return totals as KonsinyasiTotals;
}

const VENDOR_SORTS: Record<string, string> = {
  vendor_name: 'lower(t.vendor_name)',
  vendor_code: 'lower(t.vendor_code)',
  product_count: 't.product_count',
  ...Object.fromEntries([...MEASURES, ...DEBTS].map((m) => [m, `t.${m}`])),
};
const PRODUCT_SORTS: Record<string, string> = {
  product_name: "lower(concat_ws(' ', m.main_name, p.varian))",
  product_sku: 'lower(p.varian_sku)',
  ...Object.fromEntries(MEASURES.map((m) => [m, `t.${m}`])),
};
function orderBy(sorts: Record<string, string>, fallback: string, sort: KonsinyasiFilter['sort'], tiebreak: string): SQL {
  const field = sort?.field && sorts[sort.field] ? sort.field : fallback;
  const dir = sort?.field && sorts[sort.field] ? (sort.type ?? 'asc') : 'asc';
  return sql.raw(`${sorts[field]} ${dir} nulls last, ${tiebreak}`);
}

async function scopeOf(tx: Tx, actor: Actor, f: KonsinyasiSummaryQuery & { search?: string }, productSearch = false): Promise<Scope> {
  return {
    period: konsinyasiPeriod(f),
    gudangOf: await warehousesOf(tx, actor, f.gudang_id),
    vendorId: f.vendor_id,
    productSearch: productSearch ? f.search : undefined,
  };
}

/** What the row readers take: the scope, a search and a sort (the list's filter, or a summary's query). */
type RowsFilter = KonsinyasiSummaryQuery & { search?: string; sort?: KonsinyasiFilter['sort'] };

/** Every consignor row of the filter, sorted (consignors are few: the list pages them here). */
export async function konsinyasiVendorRows(tx: Tx, actor: Actor, f: RowsFilter): Promise<KonsinyasiVendorRow[]> {
  const s = await scopeOf(tx, actor, f);
  const search = f.search
    ? sql`and (t.vendor_name ilike ${`%${escapeLike(f.search)}%`} or coalesce(t.vendor_code, '') ilike ${`%${escapeLike(f.search)}%`})`
    : sql``;
  const r = await tx.execute(
    sql`select t.* from (${vendorFigures(s)}) t where true ${search} order by ${orderBy(VENDOR_SORTS, 'vendor_name', f.sort, 't.vendor_id')}`,
  );
  return (r.rows as Record<string, unknown>[]).map(toVendorRow);
}

/** Every active consignment product of one consignor (vendor_id), sorted, with its name and units. */
export async function konsinyasiProductRows(tx: Tx, actor: Actor, f: RowsFilter): Promise<KonsinyasiProductRow[]> {
  const s = await scopeOf(tx, actor, f, true);
  const r = await tx.execute(sql`select t.*, p.main_id, concat_ws(' ', m.main_name, p.varian) as product_name, m.main_name, p.varian as varian_name,
      p.varian_sku as product_sku, m.product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name,
      case when t.vendor_id = 0 then ${NO_VENDOR} else coalesce(v.vendor_name, 'Supplier #' || t.vendor_id) end as vendor_name
    from (${productFigures(s)}) t
      join product p on p.product_id = t.product_id join product_main m on m.main_id = p.main_id
      left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
      left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
      left join master_vendor v on v.vendor_id = t.vendor_id
    where t.active
    order by ${orderBy(PRODUCT_SORTS, 'product_name', f.sort, 't.product_id')}`);
  return (r.rows as Record<string, unknown>[]).map(toProductRow);
}

const pageOf = <T>(rows: T[], f: { page?: number; perPage?: number }) => {
  const perPage = f.perPage ?? 20;
  const page = Math.max(1, f.page ?? 1);
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length, page, perPage };
};

/** /report/konsinyasi/list: a page of consignors and the totals of all of them. */
export async function listKonsinyasi(tx: Tx, actor: Actor, f: KonsinyasiFilter) {
  await checkKonsinyasiFilter(tx, actor, f);
  const period = konsinyasiPeriod(f);
  const rows = await konsinyasiVendorRows(tx, actor, f);
  return { ...pageOf(rows, f), date_start: period.start, date_end: period.end, totals: sumVendors(rows) };
}

/** One consignor's row over the scope (all its products, whatever the search): the detail's header and summary-detail. */
async function vendorRow(tx: Tx, actor: Actor, f: KonsinyasiSummaryQuery & { vendor_id: number }): Promise<KonsinyasiVendorRow> {
  const s = await scopeOf(tx, actor, f);
  const r = await tx.execute(sql`select t.* from (${vendorFigures(s)}) t`);
  const found = (r.rows as Record<string, unknown>[]).map(toVendorRow)[0];
  if (found) return found;
  // Nothing moved: the consignor with zeros.
  const v = (await tx.execute(sql`select vendor_code, vendor_name from master_vendor where vendor_id = ${f.vendor_id}`)).rows[0] as
    | { vendor_code: string | null; vendor_name: string }
    | undefined;
  return toVendorRow({ vendor_id: f.vendor_id, vendor_code: v?.vendor_code ?? null, vendor_name: f.vendor_id === 0 ? NO_VENDOR : (v?.vendor_name ?? '') });
}

/** /report/konsinyasi/detail: a page of one consignor's products and the consignor's totals. */
export async function detailKonsinyasi(tx: Tx, actor: Actor, f: KonsinyasiFilter) {
  await checkKonsinyasiFilter(tx, actor, f, true);
  const period = konsinyasiPeriod(f);
  const vendorId = f.vendor_id ?? 0;
  const rows = await konsinyasiProductRows(tx, actor, f);
  const vendor = await vendorRow(tx, actor, { ...f, vendor_id: vendorId });
  return { ...pageOf(rows, f), date_start: period.start, date_end: period.end, vendor };
}

/** GET /report/konsinyasi/summary: the totals over the consignors of the filter. */
export async function konsinyasiSummary(tx: Tx, actor: Actor, q: KonsinyasiSummaryQuery) {
  await checkKonsinyasiFilter(tx, actor, q);
  const period = konsinyasiPeriod(q);
  const rows = await konsinyasiVendorRows(tx, actor, q);
  return { ...sumVendors(rows), date_start: period.start, date_end: period.end };
}

/** GET /report/konsinyasi/summary-detail: one consignor's totals (vendor_id required). */
export async function konsinyasiSummaryDetail(tx: Tx, actor: Actor, q: KonsinyasiSummaryQuery) {
  await checkKonsinyasiFilter(tx, actor, q, true);
  const period = konsinyasiPeriod(q);
  return { ...(await vendorRow(tx, actor, { ...q, vendor_id: q.vendor_id ?? 0 })), date_start: period.start, date_end: period.end };
}
