import { formatUnits, jakartaToday, SALES_ORDER_STATES, unitsOfRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { buildList, type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { listFilters } from '../../../platform/list-filters.js';
import { checkWarehouse, warehouseScope } from '../../../platform/warehouse-scope.js';
import { receiptDueSql, receiptReturnCreditSql } from '../../purchase/receipt/queries.js';
import { addDays, ORDER_MEASURES, type SalesFactKind, type SalesPeriod, salesPeriodRows } from '../facts/period.js';
import { isReportPartner as isPartner, periodOf } from '../report-filter.js';

/*
 * Laporan Penjualan, Pembelian and Omzet (issue 23): sales figures from the sales facts
 * (modules/report/facts), purchases from approved supplier receipts. Period totals read the
 * per-day/per-month aggregates (salesPeriodRows), never order lines; the invoice list pages the
 * per-order contributions (sales_fact_order) by (company_id, day). See README.md beside this file.
 */

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const round2 = (v: number) => Math.round(v * 100) / 100;
const round1 = (v: number) => Math.round(v * 10) / 10;

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The longest period a per-day omzet list draws (any report: MAX_PERIOD_DAYS of report-filter.ts). */
export const MAX_DAY_ROWS_DAYS = 366;

/** The filters every report here takes, parsed and checked (422 at the field). */
export interface ReportFilters {
  date_start: string;
  date_end: string;
  gudang_id?: number;
  seller_id?: number;
  member_id?: number;
  vendor_id?: number;
  product_id?: number;
  status?: string;
  is_paid?: string;
  is_pos?: string;
  search?: string;
  group?: string;
  by?: string;
}

const FILTER_KEYS = [
  'date_start',
  'date_end',
  'gudang_id',
  'seller_id',
  'user_id',
  'mitra_user_id',
  'member_id',
  'vendor_id',
  'product_id',
  'status',
  'is_paid',
  'payment_status',
  'is_pos',
  'search',
  'group',
  'by',
];
const INTS = ['gudang_id', 'seller_id', 'user_id', 'mitra_user_id', 'member_id', 'vendor_id', 'product_id'];

/**
 * Parses a report body: the period (default this month up to today, WIB), warehouse (checked against
 * the user's scope), seller (seller_id, or user_id / mitra_user_id as other pages name it), member,
 * status and payment filters. A period longer than MAX_PERIOD_DAYS or reversed is refused at date_start.
 */
export async function reportFilters(tx: Tx, actor: Actor, body: Row | undefined): Promise<ReportFilters> {
  const b = (body ?? {}) as Row & { columnFilters?: Row };
  const f = listFilters(b, FILTER_KEYS, { ints: INTS, dates: ['date_start', 'date_end'] }) as Record<string, string | undefined>;
  // A start after today without an end reads that one day (not a reversed period).
  const today = jakartaToday();
  const { start: date_start, end: date_end } = periodOf(f, f.date_start && f.date_start > today ? f.date_start : undefined);
  const gudang_id = f.gudang_id ? Number(f.gudang_id) : undefined;
  if (gudang_id) await checkWarehouse(tx, actor, gudang_id, 'gudang_id');
  const seller = f.seller_id ?? f.user_id ?? f.mitra_user_id;
  const payment = f.is_paid ?? (f.payment_status === 'paid' ? '1' : f.payment_status === 'unpaid' ? '0' : undefined);
  if (payment !== undefined && !['0', '1'].includes(payment)) throw fieldError('is_paid', 'Status bayar harus 0 atau 1');
  if (f.is_pos !== undefined && !['0', '1'].includes(f.is_pos)) throw fieldError('is_pos', 'is_pos harus 0 atau 1');
  if (f.status !== undefined && !SALES_ORDER_STATES.some((s) => s.value === f.status)) throw fieldError('status', 'Status tidak dikenal');
  return {
    date_start,
    date_end,
    gudang_id,
    seller_id: seller ? Number(seller) : undefined,
    member_id: f.member_id ? Number(f.member_id) : undefined,
    vendor_id: f.vendor_id ? Number(f.vendor_id) : undefined,
    product_id: f.product_id ? Number(f.product_id) : undefined,
    status: f.status,
    is_paid: payment,
    is_pos: f.is_pos,
    search: f.search,
    group: f.group,
    by: f.by,
  };
}

const period = (f: ReportFilters): SalesPeriod => ({ start: f.date_start, end: f.date_end });
/** The coarsest facts with factWhere's keys: by seller, by member only when a member is chosen. */
const factKind = (f: ReportFilters): SalesFactKind => (f.member_id ? 'order' : 'seller');

/**
 * The condition on the facts (alias `f`, as salesPeriodRows names its tables): the user's warehouses
 * (group 6: its own), the chosen warehouse, seller and member; a partner only its own sales.
 */
export function factWhere(actor: Actor, f: ReportFilters): SQL {
  const parts: SQL[] = [warehouseScope(actor, sql`f.gudang_id`)];
  if (isPartner(actor)) parts.push(sql`f.seller_id = ${actor.userId}`);
  if (f.gudang_id) parts.push(sql`f.gudang_id = ${f.gudang_id}`);
  if (f.seller_id) parts.push(sql`f.seller_id = ${f.seller_id}`);
  if (f.member_id) parts.push(sql`f.member_id = ${f.member_id}`);
  return sql.join(parts, sql` and `);
}

/** Σ of each order measure over rows aliased `s`, as float8 (whole rupiah fit in 2^53). */
const measureSums = (alias = 's') =>
  sql.raw(
    ORDER_MEASURES.map((m) => (m === 'orders' ? `coalesce(sum(${alias}.orders), 0)::int as orders` : `coalesce(sum(${alias}.${m}), 0)::float8 as ${m}`)).join(
      ', ',
    ),
  );

/** The derived figures of a row of order measures: net, outstanding, margin and margin %. */
export function shapeMeasures(r: Row) {
  const m = Object.fromEntries(ORDER_MEASURES.map((k) => [k, k === 'cost' ? round2(num(r[k])) : num(r[k])])) as Record<(typeof ORDER_MEASURES)[number], number>;
  const net_total = m.grand_total - m.returned_value;
  const margin = round2(m.revenue_costed - num(r.cost));
  return {
    ...m,
    net_total,
    net_revenue: m.revenue - m.returned_revenue,
    outstanding: net_total - m.paid_amount,
    margin,
    margin_percent: m.revenue_costed ? round1((margin / m.revenue_costed) * 100) : null,
  };
}
export type Measures = ReturnType<typeof shapeMeasures>;

/** The period's totals from the aggregates (sales_daily + sales_monthly). */
export async function periodTotals(tx: Tx, actor: Actor, f: ReportFilters): Promise<Measures> {
  const r = await tx.execute(sql`select ${measureSums()} from (${salesPeriodRows(factKind(f), period(f), factWhere(actor, f))}) s`);
  return shapeMeasures(r.rows[0] as Row);
}

// ---------------------------------------------------------------- sales list (invoices)

const salesFrom = sql`sales_fact_order f join sales_order o on o.order_id = f.order_id
  left join master_member mm on mm.member_id = o.member_id
  left join master_gudang g on g.master_gudang_id = f.gudang_id
  left join users su on su.id = f.seller_id`;

const salesSpec: ListSpec = {
  filters: {
    status: { column: sql`o.status`, op: 'eq' },
    is_paid: { column: sql`o.is_paid`, op: 'eq' },
    is_pos: { column: sql`f.is_pos`, op: 'eq' },
    invoice_number: { column: sql`o.invoice_number`, op: 'contains' },
  },
  search: [sql`o.invoice_number`, sql`coalesce(mm.member_name, o.customer_name, '')`, sql`coalesce(o.customer_phone, '')`],
  sort: {
    order_date: sql`f.day`,
    invoice_number: sql`o.invoice_number`,
    customer_name: sql`lower(coalesce(mm.member_name, o.customer_name, ''))`,
    seller_name: sql`lower(coalesce(su.name, ''))`,
    grand_total: sql`f.grand_total`,
    revenue: sql`f.revenue`,
    paid_amount: sql`f.paid_amount`,
    returned_value: sql`f.returned_value`,
    outstanding: sql`(f.grand_total - f.returned_value - f.paid_amount)`,
    margin: sql`(f.revenue_costed - f.cost)`,
  },
  defaultSort: { field: 'order_date', type: 'desc' },
};

const salesSelect = sql`f.order_id, o.invoice_number, to_char(f.day, 'YYYY-MM-DD') as order_date, o.member_id,
  coalesce(mm.member_name, o.customer_name) as customer_name, f.seller_id, su.name as seller_name, f.gudang_id,
  g.master_gudang_name as gudang_name, f.is_pos::int as is_pos, o.status, o.is_paid::int as is_paid, ${sql.raw(
    ORDER_MEASURES.map((m) => (m === 'orders' ? 'f.orders::int as orders' : `f.${m}::float8 as ${m}`)).join(', '),
  )}`;

/** The list query of the invoices: the period's counted orders within the user's scope, with the page's filters. */
function salesListParts(actor: Actor, f: ReportFilters) {
  const columnFilters: Row = {};
  for (const k of ['status', 'is_paid', 'is_pos', 'search'] as const) if (f[k] !== undefined) columnFilters[k] = f[k];
  const where = sql`f.day >= ${f.date_start}::date and f.day <= ${f.date_end}::date and ${factWhere(actor, f)}`;
  return { columnFilters, where };
}

export function shapeSalesRow(r: Row) {
  const { orders: _, ...m } = shapeMeasures(r);
  return {
    order_id: num(r.order_id),
    invoice_number: String(r.invoice_number),
    order_date: String(r.order_date),
    member_id: r.member_id === null || r.member_id === undefined ? null : num(r.member_id),
    customer_name: (r.customer_name as string | null) ?? null,
    seller_id: num(r.seller_id),
    seller_name: (r.seller_name as string | null) ?? null,
    gudang_id: num(r.gudang_id),
    gudang_name: (r.gudang_name as string | null) ?? null,
    is_pos: num(r.is_pos),
    status: String(r.status),
    status_label: SALES_ORDER_STATES.find((s) => s.value === r.status)?.label ?? String(r.status),
    is_paid: num(r.is_paid),
    ...m,
  };
}

/**
 * The totals of the invoice list: from the aggregates when only period, warehouse, seller and member
 * filter (their keys); with a status, payment, cashier or text filter (not keys of the aggregates)
 * the sum of the matching orders' contributions (sales_fact_order, one row per order, read by day).
 */
export async function salesTotals(tx: Tx, actor: Actor, f: ReportFilters): Promise<Measures> {
  const { columnFilters, where } = salesListParts(actor, f);
  if (!Object.keys(columnFilters).length) return periodTotals(tx, actor, f);
  const built = buildList(salesSpec, { columnFilters }, where);
  const r = await tx.execute(sql`select ${measureSums('f')} from ${salesFrom} where ${built.where}`);
  return shapeMeasures(r.rows[0] as Row);
}

/** /report/sales/list: a page of the period's invoices and the totals of all of them. */
export async function salesList(tx: Tx, actor: Actor, query: ListQueryInput, f: ReportFilters) {
  const { columnFilters, where } = salesListParts(actor, f);
  const totals = await salesTotals(tx, actor, f);
  const page = await runList<Row>(tx, {
    spec: salesSpec,
    query: { ...query, columnFilters },
    select: salesSelect,
    from: salesFrom,
    where,
    tiebreak: sql`f.order_id desc`,
    count: 'exact',
    // Filtered by the aggregates' keys only, the list holds exactly the totals' orders: no count over the period's invoices.
    ...(Object.keys(columnFilters).length === 0 ? { total: totals.orders } : {}),
  });
  return { date_start: f.date_start, date_end: f.date_end, ...page, data: page.data.map(shapeSalesRow), totals };
}

/** The export query of the invoices: every matching order in the list's order. */
export function salesExportQuery(actor: Actor, query: ListQueryInput, f: ReportFilters): SQL {
  const { columnFilters, where } = salesListParts(actor, f);
  return listQueryOf(salesSpec, { ...query, columnFilters }, salesSelect, salesFrom, where, sql`f.order_id desc`);
}

/** One list's whole query (no paging), for a cursor. */
function listQueryOf(spec: ListSpec, q: ListQueryInput, select: SQL, from: SQL, where: SQL, tiebreak: SQL): SQL {
  const built = buildList(spec, q, where);
  return sql`select ${select} from ${from} where ${built.where} order by ${built.orderBy}, ${tiebreak}`;
}

// ---------------------------------------------------------------- omzet

export type OmzetGroup = 'day' | 'month';
export type OmzetBy = 'none' | 'seller' | 'gudang';

export function omzetOptions(f: ReportFilters): { group: OmzetGroup; by: OmzetBy } {
  const group = (f.group ?? 'day') as OmzetGroup;
  if (!['day', 'month'].includes(group)) throw fieldError('group', 'Kelompok harus day atau month');
  const by = (f.by ?? 'none') as OmzetBy;
  if (!['none', 'seller', 'gudang'].includes(by)) throw fieldError('by', 'Rincian harus none, seller atau gudang');
  if (group === 'day' && daysBetween(f.date_start, f.date_end) >= MAX_DAY_ROWS_DAYS)
    throw fieldError('date_start', 'Per hari paling panjang 366 hari: pilih per bulan untuk periode yang lebih panjang');
  return { group, by };
}

/**
 * The omzet rows: per day (sales_daily alone) or per month (whole months from sales_monthly, edge
 * days from sales_daily, summed into their month), and per seller or warehouse when `by` says.
 */
function omzetQuery(actor: Actor, f: ReportFilters, group: OmzetGroup, by: OmzetBy): SQL {
  const rows = salesPeriodRows(factKind(f), period(f), factWhere(actor, f), { byDay: group === 'day' });
  const periodCol = group === 'day' ? sql`s.day` : sql`date_trunc('month', s.day)::date`;
  const key = by === 'seller' ? sql`s.seller_id` : by === 'gudang' ? sql`s.gudang_id` : sql`null::int`;
  const name =
    by === 'seller'
      ? sql`(select u.name from users u where u.id = x.key_id)`
      : by === 'gudang'
        ? sql`(select g.master_gudang_name from master_gudang g where g.master_gudang_id = x.key_id)`
        : sql`null::text`;
  const measures = sql.raw(ORDER_MEASURES.map((m) => `x.${m}`).join(', '));
  return sql`select to_char(x.p, 'YYYY-MM-DD') as period, x.key_id, ${name} as key_name, ${measures} from (
      select ${periodCol} as p, ${key} as key_id, ${measureSums()} from (${rows}) s group by 1, 2
    ) x`;
}

export function shapeOmzetRow(r: Row) {
  return {
    period: String(r.period),
    key_id: r.key_id === null || r.key_id === undefined ? null : num(r.key_id),
    key_name: (r.key_name as string | null) ?? (r.key_id === null || r.key_id === undefined ? null : num(r.key_id) === 0 ? 'Tanpa penjual' : null),
    ...shapeMeasures(r),
  };
}

/** /report/omzet/list: one row per day or month (and seller or warehouse), in period order, with the period's totals. */
export async function omzetList(tx: Tx, actor: Actor, query: ListQueryInput, f: ReportFilters) {
  const { group, by } = omzetOptions(f);
  const perPage = query.perPage ?? 20;
  const page = Math.max(1, query.page ?? 1);
  const r = await tx.execute(sql`select o.*, count(*) over () as total_rows from (${omzetQuery(actor, f, group, by)}) o
    order by o.period ${query.sort?.type === 'desc' ? sql`desc` : sql`asc`}, o.key_name nulls last, o.key_id limit ${perPage} offset ${(page - 1) * perPage}`);
  const rows = r.rows as Row[];
  let total = rows.length ? num(rows[0].total_rows) : 0;
  if (!rows.length && page > 1) {
    const c = await tx.execute(sql`select count(*)::int as n from (${omzetQuery(actor, f, group, by)}) o`);
    total = num((c.rows[0] as Row).n);
  }
  return {
    date_start: f.date_start,
    date_end: f.date_end,
    group,
    by,
    data: rows.map(shapeOmzetRow),
    total,
    page,
    perPage,
    totals: await periodTotals(tx, actor, f),
  };
}

/** The export query of the omzet rows (all of them, in period order). */
export function omzetExportQuery(actor: Actor, f: ReportFilters): SQL {
  const { group, by } = omzetOptions(f);
  return sql`select o.* from (${omzetQuery(actor, f, group, by)}) o order by o.period, o.key_name nulls last, o.key_id`;
}

/** The period before `f` of the same number of days (ending the day before date_start). */
export function previousPeriod(f: ReportFilters): ReportFilters {
  const days = daysBetween(f.date_start, f.date_end) + 1;
  const end = addDays(f.date_start, -1);
  return { ...f, date_start: addDays(end, -(days - 1)), date_end: end };
}

const growth = (now: number, before: number) => (before === 0 ? null : round1(((now - before) / Math.abs(before)) * 100));

/** /report/omzet/summary: the period's totals, the previous period's of equal length, and the growth in %. */
export async function omzetSummary(tx: Tx, actor: Actor, f: ReportFilters) {
  const prev = previousPeriod(f);
  const current = await periodTotals(tx, actor, f);
  const previous = await periodTotals(tx, actor, prev);
  const keys = Object.keys(current).filter((k) => k !== 'margin_percent') as (keyof Measures)[];
  return {
    current: { date_start: f.date_start, date_end: f.date_end, totals: current },
    previous: { date_start: prev.date_start, date_end: prev.date_end, totals: previous },
    growth: Object.fromEntries(keys.map((k) => [k, growth(num(current[k]), num(previous[k]))])),
  };
}

// ---------------------------------------------------------------- purchases

export type PurchaseGroup = 'receipt' | 'product';

export function purchaseGroup(f: ReportFilters): PurchaseGroup {
  const g = (f.group ?? 'receipt') as PurchaseGroup;
  if (!['receipt', 'product'].includes(g)) throw fieldError('group', 'Kelompok harus receipt atau product');
  return g;
}

/** Approved supplier receipts (what the company bought) of the period within the user's warehouses; alias r. */
function receiptWhere(actor: Actor, f: ReportFilters): SQL {
  const parts: SQL[] = [
    sql`r.is_internal = 0 and r.status = 'approved'`,
    sql`r.penerimaan_date >= ${f.date_start}::date and r.penerimaan_date <= ${f.date_end}::date`,
    warehouseScope(actor, sql`r.gudang_id`),
  ];
  // A partner buys nothing for the company: none of its purchases, even when its group was granted the report.
  if (isPartner(actor)) parts.push(sql`false`);
  if (f.gudang_id) parts.push(sql`r.gudang_id = ${f.gudang_id}`);
  if (f.vendor_id) parts.push(sql`r.vendor_id = ${f.vendor_id}`);
  if (f.is_paid !== undefined) parts.push(sql`r.is_paid = ${Number(f.is_paid)}`);
  return sql.join(parts, sql` and `);
}

const receiptFrom = sql`goods_receipt r left join purchase_order po on po.order_id = r.order_id
  left join master_vendor v on v.vendor_id = r.vendor_id left join master_gudang g on g.master_gudang_id = r.gudang_id`;

const receiptSpec: ListSpec = {
  filters: {},
  search: [sql`r.penerimaan_number`, sql`coalesce(r.invoice_number, '')`, sql`coalesce(po.order_number, '')`, sql`coalesce(v.vendor_name, '')`],
  sort: {
    penerimaan_date: sql`r.penerimaan_date`,
    penerimaan_number: sql`r.penerimaan_number`,
    vendor_name: sql`lower(coalesce(v.vendor_name, ''))`,
    grand_total: sql`r.grand_total`,
  },
  defaultSort: { field: 'penerimaan_date', type: 'desc' },
};

const receiptSelect = sql`r.penerimaan_id, r.penerimaan_number, to_char(r.penerimaan_date, 'YYYY-MM-DD') as penerimaan_date, r.invoice_number,
  po.order_number, r.vendor_id, v.vendor_name, r.gudang_id, g.master_gudang_name as gudang_name,
  (select count(*)::int from goods_receipt_line l where l.penerimaan_id = r.penerimaan_id) as line_count,
  (select coalesce(sum(l.qty), 0)::float8 from goods_receipt_line l where l.penerimaan_id = r.penerimaan_id) as qty,
  r.subtotal::float8 as subtotal, r.dpp::float8 as dpp, r.ppn::float8 as ppn, r.grand_total::float8 as grand_total,
  ${receiptReturnCreditSql()}::float8 as returned_total, r.paid_amount::float8 as paid_amount, ${receiptDueSql()}::float8 as outstanding,
  r.is_paid::int as is_paid, to_char(r.due_date, 'YYYY-MM-DD') as due_date`;

export function shapeReceiptRow(r: Row) {
  return {
    penerimaan_id: num(r.penerimaan_id),
    penerimaan_number: String(r.penerimaan_number),
    penerimaan_date: String(r.penerimaan_date),
    invoice_number: (r.invoice_number as string | null) ?? null,
    order_number: (r.order_number as string | null) ?? null,
    vendor_id: r.vendor_id === null || r.vendor_id === undefined ? null : num(r.vendor_id),
    vendor_name: (r.vendor_name as string | null) ?? null,
    gudang_id: num(r.gudang_id),
    gudang_name: (r.gudang_name as string | null) ?? null,
    line_count: num(r.line_count),
    qty: num(r.qty),
    subtotal: num(r.subtotal),
    dpp: num(r.dpp),
    ppn: num(r.ppn),
    grand_total: num(r.grand_total),
    returned_total: num(r.returned_total),
    paid_amount: num(r.paid_amount),
    outstanding: num(r.outstanding),
    is_paid: num(r.is_paid),
    due_date: (r.due_date as string | null) ?? null,
  };
}

/** Per variant: the lines of the period's receipts (alias l, r), product joins for names and units. */
const productFrom = sql`goods_receipt_line l join goods_receipt r on r.penerimaan_id = l.penerimaan_id
  join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
  left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
  left join master_vendor v on v.vendor_id = r.vendor_id`;

function productWhere(actor: Actor, f: ReportFilters): SQL {
  const parts: SQL[] = [receiptWhere(actor, f)];
  if (f.product_id) parts.push(sql`l.product_id = ${f.product_id}`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(m.main_name ilike ${like} or coalesce(p.varian, '') ilike ${like} or coalesce(p.varian_sku, '') ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

const PRODUCT_SORTS: Record<string, SQL> = {
  product_name: sql`lower(x.product_name)`,
  qty: sql`x.qty`,
  value: sql`x.value`,
  avg_price: sql`x.avg_price`,
  receipt_count: sql`x.receipt_count`,
  last_date: sql`x.last_date`,
};

function productQuery(actor: Actor, f: ReportFilters): SQL {
  return sql`select l.product_id, concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku,
      m.product_isi::int as product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name,
      string_agg(distinct v.vendor_name, ', ') as suppliers, count(distinct r.penerimaan_id)::int as receipt_count,
      sum(l.qty)::float8 as qty, sum(l.subtotal)::float8 as value,
      round(sum(l.subtotal)::numeric / nullif(sum(l.qty), 0), 2)::float8 as avg_price,
      round(min(l.subtotal::numeric / l.qty), 2)::float8 as min_price, round(max(l.subtotal::numeric / l.qty), 2)::float8 as max_price,
      to_char(max(r.penerimaan_date), 'YYYY-MM-DD') as last_date
    from ${productFrom} where ${productWhere(actor, f)}
    group by l.product_id, m.main_name, p.varian, p.varian_sku, m.product_isi, kb.kemasan_name, kk.kemasan_name`;
}

export function shapeProductRow(r: Row) {
  const qty = num(r.qty);
  return {
    product_id: num(r.product_id),
    product_name: String(r.product_name),
    product_sku: (r.product_sku as string | null) ?? null,
    suppliers: (r.suppliers as string | null) ?? null,
    receipt_count: num(r.receipt_count),
    qty,
    qty_text: formatUnits(qty, unitsOfRow(r)),
    value: num(r.value),
    avg_price: num(r.avg_price),
    min_price: num(r.min_price),
    max_price: num(r.max_price),
    last_date: (r.last_date as string | null) ?? null,
  };
}

function productOrder(query: ListQueryInput) {
  const field = query.sort?.field && PRODUCT_SORTS[query.sort.field] ? query.sort.field : 'value';
  const type = query.sort?.field && PRODUCT_SORTS[query.sort.field] ? (query.sort.type ?? 'asc') : 'desc';
  return sql`${PRODUCT_SORTS[field]} ${type === 'desc' ? sql`desc` : sql`asc`}, x.product_id`;
}

/** Totals of the purchases: the receipts matched (money once per receipt) and the quantity of their lines. */
export async function purchaseTotals(tx: Tx, actor: Actor, f: ReportFilters, group: PurchaseGroup) {
  const lineCond = group === 'product' ? productWhere(actor, f) : receiptWhere(actor, f);
  const receiptCond =
    group === 'product'
      ? sql`r.penerimaan_id in (select l.penerimaan_id from ${productFrom} where ${lineCond})`
      : f.search
        ? sql`${receiptWhere(actor, f)} and r.penerimaan_id in (select r.penerimaan_id from ${receiptFrom} where ${searchCond(f.search)})`
        : receiptWhere(actor, f);
  const money = await tx.execute(sql`select count(*)::int as receipts, coalesce(sum(r.subtotal), 0)::float8 as subtotal, coalesce(sum(r.dpp), 0)::float8 as dpp,
      coalesce(sum(r.ppn), 0)::float8 as ppn, coalesce(sum(r.grand_total), 0)::float8 as grand_total,
      coalesce(sum(${receiptReturnCreditSql()}), 0)::float8 as returned_total, coalesce(sum(r.paid_amount), 0)::float8 as paid_amount,
      coalesce(sum(${receiptDueSql()}), 0)::float8 as outstanding
    from goods_receipt r where ${receiptCond}`);
  const qty = await tx.execute(
    group === 'product'
      ? sql`select coalesce(sum(l.qty), 0)::float8 as qty, coalesce(sum(l.subtotal), 0)::float8 as value from ${productFrom} where ${lineCond}`
      : sql`select coalesce(sum(l.qty), 0)::float8 as qty from goods_receipt_line l join goods_receipt r on r.penerimaan_id = l.penerimaan_id where ${receiptCond}`,
  );
  const m = money.rows[0] as Row;
  const q = qty.rows[0] as Row;
  return {
    receipts: num(m.receipts),
    qty: num(q.qty),
    subtotal: group === 'product' ? num(q.value) : num(m.subtotal),
    dpp: num(m.dpp),
    ppn: num(m.ppn),
    grand_total: num(m.grand_total),
    returned_total: num(m.returned_total),
    paid_amount: num(m.paid_amount),
    outstanding: num(m.outstanding),
  };
}

const searchCond = (search: string) => {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(r.penerimaan_number ilike ${like} or coalesce(r.invoice_number, '') ilike ${like} or coalesce(po.order_number, '') ilike ${like} or coalesce(v.vendor_name, '') ilike ${like})`;
};

/** /report/sales/list_pembelian: the period's approved supplier receipts (group receipt) or what was bought per variant (group product). */
export async function purchaseList(tx: Tx, actor: Actor, query: ListQueryInput, f: ReportFilters) {
  const group = purchaseGroup(f);
  const totals = await purchaseTotals(tx, actor, f, group);
  const head = { date_start: f.date_start, date_end: f.date_end, group };
  if (group === 'receipt') {
    const page = await runList<Row>(tx, {
      spec: receiptSpec,
      query: { ...query, columnFilters: f.search ? { search: f.search } : {} },
      select: receiptSelect,
      from: receiptFrom,
      where: receiptWhere(actor, f),
      tiebreak: sql`r.penerimaan_id desc`,
      count: 'exact',
    });
    return { ...head, ...page, data: page.data.map(shapeReceiptRow), totals };
  }
  const perPage = query.perPage ?? 20;
  const page = Math.max(1, query.page ?? 1);
  const r = await tx.execute(sql`select x.*, count(*) over () as total_rows from (${productQuery(actor, f)}) x
    order by ${productOrder(query)} limit ${perPage} offset ${(page - 1) * perPage}`);
  const rows = r.rows as Row[];
  let total = rows.length ? num(rows[0].total_rows) : 0;
  if (!rows.length && page > 1) total = num(((await tx.execute(sql`select count(*)::int as n from (${productQuery(actor, f)}) x`)).rows[0] as Row).n);
  return { ...head, data: rows.map(shapeProductRow), total, page, perPage, totals };
}

/** The export query of the purchases (all rows in the list's order). */
export function purchaseExportQuery(actor: Actor, query: ListQueryInput, f: ReportFilters): SQL {
  if (purchaseGroup(f) === 'product') return sql`select x.* from (${productQuery(actor, f)}) x order by ${productOrder(query)}`;
  return listQueryOf(
    receiptSpec,
    { ...query, columnFilters: f.search ? { search: f.search } : {} },
    receiptSelect,
    receiptFrom,
    receiptWhere(actor, f),
    sql`r.penerimaan_id desc`,
  );
}

// ---------------------------------------------------------------- seller options

/** The sellers who have sales in the user's warehouses (any time), for the seller filter: seller 0 is 'Tanpa penjual'. */
export async function sellerOptions(tx: Tx, actor: Actor) {
  const r =
    await tx.execute(sql`select s.seller_id::int as value, case when s.seller_id = 0 then 'Tanpa penjual' else coalesce(u.name, 'Pengguna #' || s.seller_id) end as label
    from (select distinct f.seller_id from sales_monthly f where ${warehouseScope(actor, sql`f.gudang_id`)}${isPartner(actor) ? sql` and f.seller_id = ${actor.userId}` : sql``}) s
    left join users u on u.id = s.seller_id order by s.seller_id = 0, lower(coalesce(u.name, '')), s.seller_id`);
  return (r.rows as { value: number; label: string }[]).map((x) => ({ value: Number(x.value), label: String(x.label) }));
}
