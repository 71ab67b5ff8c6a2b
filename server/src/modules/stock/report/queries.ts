import { formatUnits, splitUnits, unitsOfRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { buildList as buildListOf, type ListQueryInput, type ListSpec, runList, whereOf } from '../../../platform/list.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';

/*
 * Stock reports (spec-1 Laporan: lateststok, summary-stok, produk-defecta, persediaan; Inventori:
 * lateststok1). Current stock reads stock_cost (quantity and moving-average cost per warehouse and
 * variant, kept by postStockMovements); stock at a past date reads, per warehouse and variant, the
 * last stock_log row on or before that day (its qty_after and avg_cost), found by one index seek
 * each (stock_log_card_idx) under an id bound taken from the time index.
 */

/** The report filters shared by these calls (spec-1 §3 report filters plus warehouse and product). */
export interface StockReportFilters {
  /** 0 or absent: every warehouse the user may see. */
  gudang_id?: number;
  /** YYYY-MM-DD: the day whose end the persediaan is taken at (Asia/Jakarta). */
  date_end?: string;
}

const mainJoins = sql`join product_main m on m.main_id = p.main_id
  left join master_category c on c.category_id = m.main_category_id
  left join master_merk mk on mk.merk_id = m.merk_id
  left join master_vendor v on v.vendor_id = m.main_vendor_id
  left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
  left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`;

const productColumns = sql`p.product_id, p.main_id, m.main_name, p.varian as varian_name,
  concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku, p.product_barcode,
  c.category_name as product_main_category, mk.merk_name as product_merk, m.main_vendor_id, v.vendor_name as main_vendor_name,
  m.main_rack, m.main_min_stock::int as product_min_stock, m.product_isi::int as product_isi,
  kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name`;

const productFilters: ListSpec['filters'] = {
  main_category_id: { column: sql`m.main_category_id`, op: 'eq' },
  merk_id: { column: sql`m.merk_id`, op: 'eq' },
  vendor_id: { column: sql`m.main_vendor_id`, op: 'eq' },
  main_id: { column: sql`p.main_id`, op: 'eq' },
  product_id: { column: sql`p.product_id`, op: 'eq' },
};
const productSearch = [sql`m.main_name`, sql`p.varian`, sql`p.varian_sku`, sql`p.product_barcode`];
const productSorts = {
  product_id: sql`p.product_id`,
  product_name: sql`lower(m.main_name || coalesce(' ' || p.varian, ''))`,
  product_sku: sql`lower(p.varian_sku)`,
};
/** Filters a client may send at the top level of the body, beside columnFilters. */
export const REPORT_LIST_FILTERS = ['search', ...Object.keys(productFilters), 'only_stock'] as const;

/** Warehouses of a report: the chosen one, or all the user may see (group 6: its own). */
export const warehouseCond = (actor: Actor, column: SQL, gudangId?: number) =>
  gudangId ? sql`${warehouseScope(actor, column)} and ${column} = ${gudangId}` : warehouseScope(actor, column);

export async function reportWarehouses(tx: Tx, actor: Actor, gudangId?: number) {
  const r = await tx.execute(sql`select g.master_gudang_id::int as master_gudang_id, g.master_gudang_name from master_gudang g
    where ${warehouseCond(actor, sql`g.master_gudang_id`, gudangId)} order by g.master_gudang_name, g.master_gudang_id`);
  return r.rows as { master_gudang_id: number; master_gudang_name: string }[];
}

const num = (v: unknown) => Number(v ?? 0);
const money = (v: unknown) => Math.round(num(v) * 100) / 100;
/** A quantity in small units answered four ways: small units, big and small parts, and "2 Box + 3 Strip". */
export function withUnits(r: Record<string, unknown>, key: string, qty: number) {
  const u = unitsOfRow(r);
  const { besar, kecil } = splitUnits(qty, u.isi);
  return { [key]: qty, [`${key}_besar`]: besar, [`${key}_kecil`]: kecil, [`${key}_text`]: formatUnits(qty, u) };
}

// ---------------------------------------------------------------- stock in transit

/**
 * Transfer lines in transit (approved, so out of the source, and not yet received into the
 * destination), within the report's warehouses: a transfer counts when its source or its
 * destination is among them (group 6: its own). Now: lines with an out_log_id and no in_log_id.
 * At a date: the departure's stock_log row is before the cutoff and the arrival's is not. The value
 * is the cost the goods left at (the line's unit_cost), so warehouses + in transit is the company's
 * stock value at every state of a transfer.
 */
export const transitLines = (actor: Actor, gudangId?: number, date?: string) => sql`select tl.product_id, t.gudang_from_id, t.gudang_to_id,
    tl.qty::bigint as qty, tl.qty * coalesce(tl.unit_cost, 0) as value
  from stock_transfer_line tl join stock_transfer t on t.transfer_id = tl.transfer_id
  ${
    date
      ? sql`join stock_log lo on lo.stock_log_id = tl.out_log_id left join stock_log li on li.stock_log_id = tl.in_log_id
  where t.status in ('in_transit', 'received') and lo.created_at < ${cutoffOf(date)} and (li.stock_log_id is null or li.created_at >= ${cutoffOf(date)})`
      : sql`where t.status = 'in_transit' and tl.out_log_id is not null and tl.in_log_id is null`
  }
    and (${warehouseCond(actor, sql`t.gudang_from_id`, gudangId)} or ${warehouseCond(actor, sql`t.gudang_to_id`, gudangId)})`;

/** In-transit quantity and value per variant (joined as `tr`). */
const transitPerVariant = (actor: Actor, gudangId?: number, date?: string) => sql`left join (
    select x.product_id, sum(x.qty)::bigint as qty, sum(x.value) as value from (${transitLines(actor, gudangId, date)}) x group by x.product_id
  ) tr on tr.product_id = p.product_id`;
const transitSelect = sql`coalesce(tr.qty, 0)::bigint as transit_qty, coalesce(tr.value, 0)::float8 as transit_value`;

/** In transit per destination warehouse and in total, for the summaries. */
async function transitTotals(tx: Tx, actor: Actor, gudangId?: number, date?: string) {
  const r = await tx.execute(sql`select x.gudang_to_id::int as gudang_id, sum(x.qty)::bigint as qty, sum(x.value)::float8 as value
    from (${transitLines(actor, gudangId, date)}) x group by x.gudang_to_id`);
  const rows = r.rows as Record<string, unknown>[];
  const by = new Map(rows.map((x) => [num(x.gudang_id), { qty: num(x.qty), value: money(x.value) }]));
  return {
    to: (id: number) => ({ transit_in_qty: by.get(id)?.qty ?? 0, transit_in_value: by.get(id)?.value ?? 0 }),
    qty: rows.reduce((a, x) => a + num(x.qty), 0),
    value: money(rows.reduce((a, x) => a + num(x.value), 0)),
  };
}

// ---------------------------------------------------------------- latest stock (index)

/** Current quantity and value of a variant in the chosen warehouses (a lateral over stock_cost). */
const currentStock = (actor: Actor, gudangId?: number) => sql`left join lateral (
    select sum(sc.qty)::bigint as qty, sum(sc.qty * sc.avg_cost) as value from stock_cost sc
    where sc.product_id = p.product_id and ${warehouseCond(actor, sql`sc.gudang_id`, gudangId)}) s on true`;

const latestSpec: ListSpec = {
  filters: { ...productFilters, only_stock: { column: sql`(coalesce(s.qty, 0) + coalesce(tr.qty, 0) <> 0)`, op: 'eq' } },
  search: productSearch,
  sort: { ...productSorts, qty: sql`coalesce(s.qty, 0)`, stock_value: sql`coalesce(s.value, 0)` },
  defaultSort: { field: 'product_name', type: 'asc' },
};

const onlyStockValue = (q: ListQueryInput): ListQueryInput => {
  const v = q.columnFilters?.only_stock;
  if (v === undefined || v === '' || v === null) return q;
  return { ...q, columnFilters: { ...q.columnFilters, only_stock: ['1', 'true', 1, true].includes(v as string) ? 'true' : '' } };
};

/** The latest stock of each active variant in the chosen warehouses (all the user may see when none), both units and value. */
export async function latestStock(tx: Tx, actor: Actor, query: ListQueryInput, gudangId?: number) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: latestSpec,
    query: onlyStockValue(query),
    select: sql`${productColumns}, coalesce(s.qty, 0)::bigint as qty, coalesce(s.value, 0)::float8 as stock_value, ${transitSelect}`,
    from: sql`product p ${mainJoins} ${currentStock(actor, gudangId)} ${transitPerVariant(actor, gudangId)}`,
    where: sql`p.status = 1 and m.status = 1`,
    tiebreak: sql`p.product_id`,
    count: 'estimated',
  });
  return { ...page, data: page.data.map((r) => latestRow(r)) };
}

/** A variant's row: warehouse quantity and value, in transit (transit_*), and both together (total_*). */
function latestRow(r: Record<string, unknown>) {
  const qty = num(r.qty);
  const transit = num(r.transit_qty);
  return {
    ...r,
    ...withUnits(r, 'qty', qty),
    stock_value: money(r.stock_value),
    avg_cost: qty > 0 ? money(num(r.stock_value) / qty) : 0,
    ...withUnits(r, 'transit_qty', transit),
    transit_value: money(r.transit_value),
    ...withUnits(r, 'total_qty', qty + transit),
    total_value: money(num(r.stock_value) + num(r.transit_value)),
  };
}

// ---------------------------------------------------------------- per warehouse (index_custom)

const perWarehouse = (actor: Actor, gudangId?: number) => sql`left join lateral (
    select sum(sc.qty)::bigint as qty, sum(sc.qty * sc.avg_cost) as value,
      jsonb_object_agg(sc.gudang_id::text, sc.qty) as stocks from stock_cost sc
    where sc.product_id = p.product_id and ${warehouseCond(actor, sql`sc.gudang_id`, gudangId)}) s on true`;

const customSelect = sql`${productColumns}, coalesce(s.qty, 0)::bigint as qty, coalesce(s.value, 0)::float8 as stock_value,
  coalesce(s.stocks, '{}'::jsonb) as stocks, ${transitSelect}`;

/** Shapes a per-warehouse row: every warehouse of the report with its quantity (0 when it never held the variant). */
function customRow(r: Record<string, unknown>, warehouses: { master_gudang_id: number }[]) {
  const stocks = (typeof r.stocks === 'string' ? JSON.parse(r.stocks) : (r.stocks ?? {})) as Record<string, number>;
  const gudang = warehouses.map((w) => {
    const qty = num(stocks[String(w.master_gudang_id)]);
    return { gudang_id: w.master_gudang_id, qty, qty_text: formatUnits(qty, unitsOfRow(r)) };
  });
  const { stocks: _, ...rest } = r;
  return { ...latestRow(rest), gudang };
}

/** Latest stock per warehouse (/inventory/lateststok1): one row per variant, a column per warehouse the user may see. */
export async function latestStockPerWarehouse(tx: Tx, actor: Actor, query: ListQueryInput, gudangId?: number) {
  const warehouses = await reportWarehouses(tx, actor, gudangId);
  const page = await runList<Record<string, unknown>>(tx, {
    spec: latestSpec,
    query: onlyStockValue(query),
    select: customSelect,
    from: sql`product p ${mainJoins} ${perWarehouse(actor, gudangId)} ${transitPerVariant(actor, gudangId)}`,
    where: sql`p.status = 1 and m.status = 1`,
    tiebreak: sql`p.product_id`,
    count: 'estimated',
  });
  return { ...page, gudang: warehouses, data: page.data.map((r) => customRow(r, warehouses)) };
}

/** The export query of the per-warehouse report: every matching variant in the list's order (read through a cursor). */
export function latestStockExportQuery(actor: Actor, query: ListQueryInput, gudangId?: number) {
  return exportQuery(
    latestSpec,
    onlyStockValue(query),
    customSelect,
    sql`product p ${mainJoins} ${perWarehouse(actor, gudangId)} ${transitPerVariant(actor, gudangId)}`,
    sql`p.status = 1 and m.status = 1`,
  );
}
export const shapeCustomRow = customRow;

/** Totals of the current stock per warehouse: variants in stock, quantity (small units), value; and overall. */
export async function latestStockSummary(tx: Tx, actor: Actor, gudangId?: number) {
  const warehouses = await reportWarehouses(tx, actor, gudangId);
  const r = await tx.execute(sql`select sc.gudang_id::int as gudang_id, count(*) filter (where sc.qty > 0)::int as product_count,
      coalesce(sum(sc.qty), 0)::bigint as qty, coalesce(sum(sc.qty * sc.avg_cost), 0)::float8 as stock_value
    from stock_cost sc join product p on p.product_id = sc.product_id join product_main m on m.main_id = p.main_id
    where p.status = 1 and m.status = 1 and ${warehouseCond(actor, sql`sc.gudang_id`, gudangId)} group by sc.gudang_id`);
  const by = new Map((r.rows as Record<string, unknown>[]).map((x) => [num(x.gudang_id), x]));
  const transit = await transitTotals(tx, actor, gudangId);
  const per_gudang = warehouses.map((w) => {
    const x = by.get(w.master_gudang_id);
    return { ...w, product_count: num(x?.product_count), qty: num(x?.qty), stock_value: money(x?.stock_value), ...transit.to(w.master_gudang_id) };
  });
  const t = await tx.execute(sql`select count(*) filter (where coalesce(s.qty, 0) > 0)::int as product_count,
      count(*) filter (where m.main_min_stock > 0 and coalesce(s.qty, 0) < m.main_min_stock)::int as defecta_count,
      count(*) filter (where coalesce(s.qty, 0) <= 0)::int as empty_count, count(*)::int as variant_count
    from product p join product_main m on m.main_id = p.main_id ${currentStock(actor, gudangId)}
    where p.status = 1 and m.status = 1`);
  const totals = t.rows[0] as Record<string, unknown>;
  return {
    per_gudang,
    total: {
      variant_count: num(totals.variant_count),
      product_count: num(totals.product_count),
      empty_count: num(totals.empty_count),
      defecta_count: num(totals.defecta_count),
      ...totalsWithTransit(per_gudang, transit),
    },
  };
}

/** Overall quantity and value in the warehouses, in transit, and together. */
function totalsWithTransit(perGudang: { qty: number; stock_value: number }[], transit: { qty: number; value: number }) {
  const qty = perGudang.reduce((a, w) => a + w.qty, 0);
  const value = money(perGudang.reduce((a, w) => a + w.stock_value, 0));
  return {
    qty,
    stock_value: value,
    transit_qty: transit.qty,
    transit_value: transit.value,
    total_qty: qty + transit.qty,
    total_value: money(value + transit.value),
  };
}

// ---------------------------------------------------------------- defecta

const defectaSpec: ListSpec = {
  filters: productFilters,
  search: productSearch,
  sort: { ...productSorts, qty: sql`coalesce(s.qty, 0)`, shortage: sql`(m.main_min_stock - coalesce(s.qty, 0))` },
  defaultSort: { field: 'product_name', type: 'asc' },
};
const defectaWhere = sql`p.status = 1 and m.status = 1 and m.main_min_stock > 0 and coalesce(s.qty, 0) < m.main_min_stock`;
const defectaSelect = sql`${productColumns}, coalesce(s.qty, 0)::bigint as qty, coalesce(s.value, 0)::float8 as stock_value`;

function defectaRow(r: Record<string, unknown>) {
  const qty = num(r.qty);
  const min = num(r.product_min_stock);
  const shortage = min - qty;
  const isi = unitsOfRow(r).isi;
  return {
    ...latestRow(r),
    ...withUnits(r, 'product_min_stock', min),
    ...withUnits(r, 'shortage', shortage),
    /** What to order to reach the minimum, in whole big units. */
    order_besar: Math.ceil(shortage / isi),
  };
}

/** Variants whose stock in the chosen warehouses is below their product's minimum stock (main_min_stock), with the shortage. */
export async function defecta(tx: Tx, actor: Actor, query: ListQueryInput, gudangId?: number) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: defectaSpec,
    query,
    select: defectaSelect,
    from: sql`product p ${mainJoins} ${currentStock(actor, gudangId)}`,
    where: defectaWhere,
    tiebreak: sql`p.product_id`,
    count: 'exact',
  });
  return { ...page, data: page.data.map(defectaRow) };
}

export function defectaExportQuery(actor: Actor, query: ListQueryInput, gudangId?: number) {
  return exportQuery(defectaSpec, query, defectaSelect, sql`product p ${mainJoins} ${currentStock(actor, gudangId)}`, defectaWhere);
}
export const shapeDefectaRow = defectaRow;

// ---------------------------------------------------------------- persediaan (stock at a date)

/** The first moment after the day (Asia/Jakarta): movements before it count for that day. */
const cutoffOf = (date: string) => sql`((${date}::date + 1)::timestamp at time zone 'Asia/Jakarta')`;

/**
 * The highest log id that can belong to a movement before the cutoff: the latest movement time
 * before it (one seek on stock_log_time_idx), then the highest id of the day before that moment
 * (a transaction's rows carry its start time, so ids and times agree but for transactions running
 * across the cutoff). Each per-item lookup below starts there and also checks the time.
 */
async function idBound(tx: Tx, date: string): Promise<number> {
  const r = await tx.execute(sql`select coalesce(max(l.stock_log_id), 0)::bigint as id from stock_log l
    where l.created_at < ${cutoffOf(date)}
      and l.created_at >= (select max(x.created_at) from stock_log x where x.created_at < ${cutoffOf(date)}) - interval '1 day'`);
  return num((r.rows[0] as { id: unknown }).id);
}

/** Quantity and value of a variant at the date in the chosen warehouses: per warehouse, its last movement on or before the date. */
const stockAt = (actor: Actor, date: string, bound: number, gudangId?: number) => sql`left join lateral (
    select sum(a.qty_after)::bigint as qty, sum(a.qty_after * a.avg_cost) as value, count(*)::int as n
    from stock_cost sc cross join lateral (
      select l.qty_after, l.avg_cost from stock_log l
      where l.product_id = sc.product_id and l.gudang_id = sc.gudang_id and l.stock_log_id <= ${bound} and l.created_at < ${cutoffOf(date)}
      order by l.stock_log_id desc limit 1) a
    where sc.product_id = p.product_id and ${warehouseCond(actor, sql`sc.gudang_id`, gudangId)}) s on true
  ${transitPerVariant(actor, gudangId, date)}`;
/** A variant is listed at the date once it had moved in the report's warehouses or is in transit. */
const stockAtWhere = sql`(s.n > 0 or tr.qty is not null)`;

const persediaanSpec: ListSpec = {
  filters: { ...productFilters, only_stock: { column: sql`(coalesce(s.qty, 0) + coalesce(tr.qty, 0) <> 0)`, op: 'eq' } },
  search: productSearch,
  sort: { ...productSorts, qty: sql`coalesce(s.qty, 0)`, stock_value: sql`coalesce(s.value, 0)` },
  defaultSort: { field: 'product_name', type: 'asc' },
};
const persediaanSelect = sql`${productColumns}, coalesce(s.qty, 0)::bigint as qty, coalesce(s.value, 0)::float8 as stock_value, ${transitSelect}`;

/** Today in Asia/Jakarta, the default date of the persediaan. */
export const todayWib = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Quantity and value of every variant that had moved by the date, at the end of that day (moving-average cost of the ledger). */
export async function persediaan(tx: Tx, actor: Actor, query: ListQueryInput, filters: StockReportFilters) {
  const date = filters.date_end ?? todayWib();
  const bound = await idBound(tx, date);
  const q = onlyStockValue(query);
  const byFigure = ['qty', 'stock_value'].includes(q.sort?.field ?? '') || Boolean(q.columnFilters?.only_stock);
  if (byFigure) {
    // Sorting or filtering by the figures needs every variant's position first.
    const page = await runList<Record<string, unknown>>(tx, {
      spec: persediaanSpec,
      query: q,
      select: persediaanSelect,
      from: sql`product p ${mainJoins} ${stockAt(actor, date, bound, filters.gudang_id)}`,
      where: stockAtWhere,
      tiebreak: sql`p.product_id`,
      count: 'exact',
    });
    return { ...page, date_end: date, data: page.data.map(latestRow) };
  }
  // Otherwise the page is the variants that had moved by the date (one seek each), and only the
  // page's variants get their positions.
  const page = await runList<Record<string, unknown>>(tx, {
    spec: persediaanSpec,
    query: q,
    select: productColumns,
    from: sql`product p ${mainJoins}`,
    where: sql`(exists (select 1 from stock_log l where l.product_id = p.product_id and l.stock_log_id <= ${bound}
      and l.created_at < ${cutoffOf(date)} and ${warehouseCond(actor, sql`l.gudang_id`, filters.gudang_id)})
      or p.product_id in (select x.product_id from (${transitLines(actor, filters.gudang_id, date)}) x))`,
    tiebreak: sql`p.product_id`,
    count: 'exact',
  });
  const ids = page.data.map((r) => num(r.product_id));
  const pos = ids.length
    ? await tx.execute(sql`select sc.product_id, sum(a.qty_after)::bigint as qty, sum(a.qty_after * a.avg_cost)::float8 as stock_value
        from stock_cost sc cross join lateral (
          select l.qty_after, l.avg_cost from stock_log l
          where l.product_id = sc.product_id and l.gudang_id = sc.gudang_id and l.stock_log_id <= ${bound} and l.created_at < ${cutoffOf(date)}
          order by l.stock_log_id desc limit 1) a
        where sc.product_id = any(${sql.param(ids)}::int[]) and ${warehouseCond(actor, sql`sc.gudang_id`, filters.gudang_id)}
        group by sc.product_id`)
    : { rows: [] };
  const tr = ids.length
    ? await tx.execute(sql`select x.product_id, sum(x.qty)::bigint as qty, sum(x.value)::float8 as value
        from (${transitLines(actor, filters.gudang_id, date)}) x where x.product_id = any(${sql.param(ids)}::int[]) group by x.product_id`)
    : { rows: [] };
  const by = new Map((pos.rows as Record<string, unknown>[]).map((x) => [num(x.product_id), x]));
  const trBy = new Map((tr.rows as Record<string, unknown>[]).map((x) => [num(x.product_id), x]));
  return {
    ...page,
    date_end: date,
    data: page.data.map((r) => {
      const x = by.get(num(r.product_id));
      const t = trBy.get(num(r.product_id));
      return latestRow({ ...r, qty: num(x?.qty), stock_value: num(x?.stock_value), transit_qty: num(t?.qty), transit_value: num(t?.value) });
    }),
  };
}

export async function persediaanExportQuery(tx: Tx, actor: Actor, query: ListQueryInput, filters: StockReportFilters) {
  const date = filters.date_end ?? todayWib();
  const bound = await idBound(tx, date);
  return exportQuery(
    persediaanSpec,
    onlyStockValue(query),
    persediaanSelect,
    sql`product p ${mainJoins} ${stockAt(actor, date, bound, filters.gudang_id)}`,
    stockAtWhere,
  );
}
export const shapePersediaanRow = latestRow;

/** Totals of the persediaan at the date: per warehouse (variants in stock, quantity, value) and overall. */
export async function persediaanSummary(tx: Tx, actor: Actor, filters: StockReportFilters) {
  const date = filters.date_end ?? todayWib();
  const bound = await idBound(tx, date);
  const warehouses = await reportWarehouses(tx, actor, filters.gudang_id);
  // Each warehouse and variant's position at the date, read once and summed per warehouse and in total.
  const r = await tx.execute(sql`with pos as (
      select sc.gudang_id, sc.product_id, a.qty_after, a.avg_cost from stock_cost sc cross join lateral (
        select l.qty_after, l.avg_cost from stock_log l
        where l.product_id = sc.product_id and l.gudang_id = sc.gudang_id and l.stock_log_id <= ${bound} and l.created_at < ${cutoffOf(date)}
        order by l.stock_log_id desc limit 1) a
      where ${warehouseCond(actor, sql`sc.gudang_id`, filters.gudang_id)})
    select gudang_id::int as gudang_id, count(*) filter (where qty_after > 0)::int as product_count,
      coalesce(sum(qty_after), 0)::bigint as qty, coalesce(sum(qty_after * avg_cost), 0)::float8 as stock_value
    from pos group by gudang_id
    union all
    select null, count(distinct product_id) filter (where qty_after > 0)::int, coalesce(sum(qty_after), 0)::bigint,
      coalesce(sum(qty_after * avg_cost), 0)::float8 from pos`);
  const rows = r.rows as Record<string, unknown>[];
  const by = new Map(rows.filter((x) => x.gudang_id !== null).map((x) => [num(x.gudang_id), x]));
  const all = rows.find((x) => x.gudang_id === null);
  const transit = await transitTotals(tx, actor, filters.gudang_id, date);
  const per_gudang = warehouses.map((w) => {
    const x = by.get(w.master_gudang_id);
    return { ...w, product_count: num(x?.product_count), qty: num(x?.qty), stock_value: money(x?.stock_value), ...transit.to(w.master_gudang_id) };
  });
  return {
    date_end: date,
    per_gudang,
    total: { product_count: num(all?.product_count), ...totalsWithTransit(per_gudang, transit) },
  };
}

// ---------------------------------------------------------------- persediaan over time (chart)

export const SERIES_INTERVALS = ['day', 'week', 'month'] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];
/** At most this many points in one chart. */
export const MAX_SERIES_POINTS = 400;

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The last day of each day, week (ISO, ending Sunday) or month from start to end; the last period ends at `end`. */
export function periodEnds(start: string, end: string, interval: SeriesInterval): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) {
    const next = addDays(d, 1);
    const last =
      d === end ||
      interval === 'day' ||
      (interval === 'week' && new Date(`${d}T00:00:00Z`).getUTCDay() === 0) ||
      (interval === 'month' && next.slice(8) === '01');
    if (last) out.push(d);
  }
  return out;
}

/**
 * Stock value at the end of each period from start to end (Asia/Jakarta days): the persediaan value
 * the day before start (the opening, read from the ledger like summary_persediaan), then each day's
 * value in minus value out from stock_daily, so a year of days is one grouped read of the daily
 * totals. Each point also carries the value in transit at that moment and warehouses + transit.
 */
export async function persediaanSeries(tx: Tx, actor: Actor, filters: { gudang_id?: number; date_start: string; date_end: string; interval: SeriesInterval }) {
  const { date_start: start, date_end: end, interval } = filters;
  const ends = periodEnds(start, end, interval);
  const opening = (await persediaanSummary(tx, actor, { gudang_id: filters.gudang_id, date_end: addDays(start, -1) })).total.stock_value;
  const daily = await tx.execute(sql`select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.value_in - d.value_out)::float8 as net from stock_daily d
    where d.day between ${start}::date and ${end}::date and ${warehouseCond(actor, sql`d.gudang_id`, filters.gudang_id)}
    group by d.day order by d.day`);
  const transit = await tx.execute(sql`select to_char(e.d, 'YYYY-MM-DD') as day, coalesce(sum(tl.qty * coalesce(tl.unit_cost, 0)), 0)::float8 as value
    from unnest(${sql.param(ends)}::date[]) e(d)
    left join (stock_transfer_line tl join stock_transfer t on t.transfer_id = tl.transfer_id and t.status in ('in_transit', 'received')
        and (${warehouseCond(actor, sql`t.gudang_from_id`, filters.gudang_id)} or ${warehouseCond(actor, sql`t.gudang_to_id`, filters.gudang_id)})
      join stock_log lo on lo.stock_log_id = tl.out_log_id left join stock_log li on li.stock_log_id = tl.in_log_id)
      on lo.created_at < ((e.d + 1)::timestamp at time zone 'Asia/Jakarta')
        and (li.stock_log_id is null or li.created_at >= ((e.d + 1)::timestamp at time zone 'Asia/Jakarta'))
    group by e.d`);
  const transitBy = new Map((transit.rows as { day: string; value: unknown }[]).map((r) => [r.day, money(r.value)]));
  const netRows = daily.rows as { day: string; net: unknown }[];
  let value = opening;
  let i = 0;
  const points = ends.map((day) => {
    for (; i < netRows.length && netRows[i].day <= day; i++) value += num(netRows[i].net);
    const stock_value = money(value);
    const transit_value = transitBy.get(day) ?? 0;
    return { date: day, stock_value, transit_value, total_value: money(stock_value + transit_value) };
  });
  return { date_start: start, date_end: end, interval, opening_value: money(opening), points };
}

// ---------------------------------------------------------------- komponen/stock

/**
 * Stock of one variant: in a warehouse (with its batches, first expiry first) or in every warehouse
 * the user may see; per warehouse also what orders have reserved there (reserved_qty) and what other
 * documents may still take (available_qty = qty − reserved, not below 0), each in both units.
 */
export async function variantStockComponent(tx: Tx, actor: Actor, productId: number, gudangId?: number) {
  const p = await tx.execute(sql`select ${productColumns} from product p ${mainJoins} where p.product_id = ${productId}`);
  if (!p.rows.length) return undefined;
  const product = p.rows[0] as Record<string, unknown>;
  const warehouses = await reportWarehouses(tx, actor, gudangId);
  const per = await tx.execute(sql`select b.gudang_id::int as gudang_id, b.batch_id::int as batch_id, sb.batch_no,
      to_char(sb.expired_date, 'YYYY-MM-DD') as expired_date, b.qty::bigint as qty
    from stock_balance b left join stock_batch sb on sb.batch_id = b.batch_id
    where b.product_id = ${productId} and b.qty <> 0 and ${warehouseCond(actor, sql`b.gudang_id`, gudangId)}
    order by b.gudang_id, sb.expired_date asc nulls last, b.batch_id`);
  const rows = per.rows as Record<string, unknown>[];
  const held = await tx.execute(sql`select gudang_id::int as gudang_id, sum(qty)::float8 as qty from stock_reservation
    where product_id = ${productId} and ${warehouseCond(actor, sql`gudang_id`, gudangId)} group by gudang_id`);
  const reservedOf = new Map((held.rows as Record<string, unknown>[]).map((x) => [num(x.gudang_id), num(x.qty)]));
  const gudang = warehouses.map((w) => {
    const mine = rows.filter((b) => num(b.gudang_id) === w.master_gudang_id);
    const batches = mine.map((b) => ({
      batch_id: num(b.batch_id),
      batch_no: b.batch_no ?? null,
      expired_date: b.expired_date ?? null,
      ...withUnits(product, 'qty', num(b.qty)),
    }));
    const qty = mine.reduce((a, b) => a + num(b.qty), 0);
    const reserved = reservedOf.get(w.master_gudang_id) ?? 0;
    return {
      ...w,
      total: qty,
      ...withUnits(product, 'qty', qty),
      ...withUnits(product, 'reserved_qty', reserved),
      ...withUnits(product, 'available_qty', Math.max(0, qty - reserved)),
      batches,
    };
  });
  const total = gudang.reduce((a, g) => a + g.total, 0);
  return { ...product, gudang_id: gudangId ?? 0, ...withUnits(product, 'qty', total), gudang: gudang.map(({ total: _, ...g }) => g) };
}

// ---------------------------------------------------------------- shared

/** The whole filtered list in its order, without paging: the export reads it through a cursor. */
function exportQuery(spec: ListSpec, query: ListQueryInput, select: SQL, from: SQL, where?: SQL) {
  // buildList gives the same WHERE and ORDER as the page; only LIMIT/OFFSET are dropped.
  const l = buildListOf(spec, query, where);
  return sql`select ${select} from ${from} ${whereOf(l.where)} order by ${l.orderBy}, p.product_id`;
}
