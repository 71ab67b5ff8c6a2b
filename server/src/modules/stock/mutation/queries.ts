import { formatUnits, unitsOfRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import {
  dayAfter,
  dayStart,
  docTypeLabel,
  openingOf,
  addDays,
  bookedFrom,
  jakartaToday,
  type Period,
  periodOf,
  productColumns,
  productCondition,
  productJoins,
  type ReportFilter,
  warehouseCondition,
  warehousesOf,
} from './period.js';

/**
 * Stock mutation (spec-1 §3 filter): opening, in, out and closing per variant (and per warehouse in
 * v2) for a period of whole days. "Booked from a day on" is read as whole months (stock_monthly)
 * plus or minus the fewer days of that day's month (stock_daily, `bookedFrom`): the opening is
 * today's quantity (stock_cost) less what was booked from the first day, in and out are what was
 * booked from the first day less what was booked after the last. However long the period or old
 * its start, a variant reads one row per month since and at most about a month of days, never the
 * log. Quantities are summed as float8 (exact for integers), values as float8 rounded to 4 decimals.
 */
async function mutationSource(tx: Tx, actor: Actor, f: ReportFilter, period: Period, perWarehouse: boolean, items?: StockItems): Promise<SQL> {
  // `items`: only these (warehouse, variant) pairs, already in the filter, read through the tables' primary keys.
  const pairs = (alias: string) =>
    items &&
    sql`(${sql.raw(alias)}.gudang_id, ${sql.raw(alias)}.product_id) in (select * from unnest(${sql.param(items.gudang)}::int[], ${sql.param(items.product)}::int[]))`;
  const gudang = pairs('c') ?? (await warehouseCondition(tx, actor, f, sql`c.gudang_id`));
  const gudangDaily = pairs('d') ?? (await warehouseCondition(tx, actor, f, sql`d.gudang_id`));
  const products = items ? sql`true` : productCondition(f, sql`c.product_id`);
  // opening = today's quantity − booked(start); in and out = booked(start) − booked(end + 1), each
  // booked(day) read as whole months plus or minus at most half a month of days (bookedFrom). When
  // fewer months lie before the start than after it, the opening is summed forward instead: the
  // months before the start's split (everything before the start = all − booked(start)).
  const fromStart = bookedFrom(period.start);
  const fromAfter = bookedFrom(addDays(period.end, 1));
  const measures = (w: SQL) => sql`(${w} * d.qty_in)::float8, (${w} * d.qty_out)::float8, (${w} * d.value_in)::float8, (${w} * d.value_out)::float8`;
  const parts: SQL[] = [];
  let forward = false;
  if (fromStart) {
    const first = (await tx.execute(sql`select to_char(min(d.month), 'YYYY-MM-DD') as m from stock_monthly d where ${gudangDaily}`)).rows[0] as
      | { m: string | null }
      | undefined;
    const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
    const before = first?.m ? monthIndex(fromStart.monthFrom) - monthIndex(first.m) : 0;
    forward = before < monthIndex(jakartaToday()) - monthIndex(fromStart.monthFrom) + 1;
    const endBound = fromAfter ? sql`d.month < ${fromAfter.monthFrom}::date` : sql`true`;
    if (forward)
      parts.push(sql`select d.gudang_id, d.product_id, (case when d.month < ${fromStart.monthFrom}::date then d.qty_in - d.qty_out else 0 end)::float8,
          ${measures(sql`(case when d.month >= ${fromStart.monthFrom}::date then 1 else 0 end)`)}
        from stock_monthly d where ${endBound} and ${gudangDaily}`);
    else
      parts.push(sql`select d.gudang_id, d.product_id, (d.qty_out - d.qty_in)::float8, ${measures(sql`(case when ${endBound} then 1 else 0 end)`)}
        from stock_monthly d where d.month >= ${fromStart.monthFrom}::date and ${gudangDaily}`);
    const day = fromStart.daily;
    if (day)
      parts.push(sql`select d.gudang_id, d.product_id, (${sql.raw(String(-day.sign))} * (d.qty_in - d.qty_out))::float8, ${measures(sql.raw(String(day.sign)))}
        from stock_daily d where d.day >= ${day.from}::date and d.day <= ${day.to}::date and ${gudangDaily}`);
  }
  const after = fromAfter?.daily;
  if (fromStart && after)
    parts.push(sql`select d.gudang_id, d.product_id, 0::float8, ${measures(sql.raw(String(-after.sign)))}
      from stock_daily d where d.day >= ${after.from}::date and d.day <= ${after.to}::date and ${gudangDaily}`);
  const booked = parts.length ? sql.join(parts, sql` union all `) : sql`select 0, 0, 0::float8, 0::float8, 0::float8, 0::float8, 0::float8 where false`;
  const rows = sql`select c.gudang_id, c.product_id,
        ${forward ? sql`0` : sql`c.qty`} + coalesce(d.opening, 0) as opening, coalesce(d.qty_in, 0) as qty_in, coalesce(d.qty_out, 0) as qty_out,
        coalesce(d.value_in, 0) as value_in, coalesce(d.value_out, 0) as value_out
      from stock_cost c
      left join (select u.gudang_id, u.product_id, sum(u.opening) as opening, sum(u.qty_in) as qty_in, sum(u.qty_out) as qty_out,
          round(sum(u.value_in)::numeric, 4)::float8 as value_in, round(sum(u.value_out)::numeric, 4)::float8 as value_out
        from (${booked}) u (gudang_id, product_id, opening, qty_in, qty_out, value_in, value_out) group by 1, 2) d
        on d.gudang_id = c.gudang_id and d.product_id = c.product_id
      where ${gudang} and ${products}`;
  const grouped = perWarehouse
    ? sql`select gudang_id, product_id, opening, qty_in, qty_out, value_in, value_out from (${rows}) r`
    : sql`select product_id, sum(opening) as opening, sum(qty_in) as qty_in, sum(qty_out) as qty_out,
          round(sum(value_in)::numeric, 4)::float8 as value_in, round(sum(value_out)::numeric, 4)::float8 as value_out from (${rows}) r group by product_id`;
  return sql`(select x.*, x.opening + x.qty_in - x.qty_out as closing from (${grouped}) x
    where x.opening <> 0 or x.qty_in <> 0 or x.qty_out <> 0) t`;
}

const mutationSort = (perWarehouse: boolean): ListSpec => ({
  filters: {},
  sort: {
    product_name: sql`lower(concat_ws(' ', m.main_name, p.varian))`,
    product_sku: sql`p.varian_sku`,
    opening: sql`t.opening`,
    qty_in: sql`t.qty_in`,
    qty_out: sql`t.qty_out`,
    closing: sql`t.closing`,
    ...(perWarehouse ? { master_gudang_name: sql`g.master_gudang_name` } : {}),
  },
  defaultSort: { field: 'product_name', type: 'asc' },
});

const withTexts = (r: Record<string, unknown>) => {
  const u = unitsOfRow(r);
  const n = (k: string) => Number(r[k] ?? 0);
  return {
    ...r,
    opening: n('opening'),
    qty_in: n('qty_in'),
    qty_out: n('qty_out'),
    closing: n('closing'),
    value_in: n('value_in'),
    value_out: n('value_out'),
    opening_text: formatUnits(n('opening'), u),
    qty_in_text: formatUnits(n('qty_in'), u),
    qty_out_text: formatUnits(n('qty_out'), u),
    closing_text: formatUnits(n('closing'), u),
  };
};

export interface MutationQuery extends ReportFilter {
  page?: number;
  perPage?: number;
  sort?: { field?: string; type?: 'asc' | 'desc' };
}

const listQuery = (q: MutationQuery): ListQueryInput => ({ page: q.page ?? 1, perPage: q.perPage ?? 20, sort: q.sort });

function mutationSelect(perWarehouse: boolean) {
  return sql`t.product_id, ${productColumns}, t.opening::float8 as opening, t.qty_in::float8 as qty_in, t.qty_out::float8 as qty_out,
    t.closing::float8 as closing, t.value_in::float8 as value_in, t.value_out::float8 as value_out
    ${perWarehouse ? sql`, t.gudang_id, g.master_gudang_name` : sql``}`;
}
const mutationFrom = (source: SQL, perWarehouse: boolean) =>
  sql`${source} ${productJoins(sql`t.product_id`)} ${perWarehouse ? sql`left join master_gudang g on g.master_gudang_id = t.gudang_id` : sql``}`;

/** (warehouse, variant) pairs of stock_cost, as two arrays. */
interface StockItems {
  gudang: number[];
  product: number[];
}

/** Sorts whose order is known before the period is aggregated: by what names the row. */
const NAME_SORTS = new Set(['product_name', 'product_sku', 'master_gudang_name']);

/** One page of opening / in / out / closing per variant (index) or per variant and warehouse (index_v2). */
export async function listStockMutation(tx: Tx, actor: Actor, q: MutationQuery, perWarehouse: boolean) {
  const spec = mutationSort(perWarehouse);
  const field = q.sort?.field && spec.sort[q.sort.field] ? q.sort.field : spec.defaultSort.field;
  if (NAME_SORTS.has(field)) return listStockMutationByName(tx, actor, q, perWarehouse);
  const period = periodOf(q);
  const source = await mutationSource(tx, actor, q, period, perWarehouse);
  // The total comes with the page (a window count), so the period is aggregated once, not again for a count.
  const page = await runList<Record<string, unknown>>(tx, {
    spec: mutationSort(perWarehouse),
    query: listQuery(q),
    select: sql`${mutationSelect(perWarehouse)}, count(*) over ()::int as total_rows`,
    from: mutationFrom(source, perWarehouse),
    tiebreak: perWarehouse ? sql`t.product_id, t.gudang_id` : sql`t.product_id`,
    count: 'none',
  });
  const total = page.data.length ? Number(page.data[0].total_rows) : page.total;
  const data = page.data.map(({ total_rows: _, ...r }) => withTexts(r));
  return { ...page, total, data, date_start: period.start, date_end: period.end };
}

/**
 * A page of the mutation sorted by name (the default): the rows' order is known from the names alone,
 * so the period is aggregated only for the rows of the page, not for every variant of the company
 * (about 5× faster at 5,000 warehouse × variant pairs). The (warehouse, variant) pairs of stock_cost
 * in the filter come first, in the page's order; then they are aggregated in growing chunks (the page's
 * rows and a margin, then twice as many each time) until the page is full, skipping rows with nothing
 * in the period (opening, in and out all 0). `total` is exact once every pair has been aggregated
 * (always for the last page and for small companies); before that it counts the pairs not yet read as
 * rows, an upper bound, as a list with `count: 'estimated'` answers it.
 */
async function listStockMutationByName(tx: Tx, actor: Actor, q: MutationQuery, perWarehouse: boolean) {
  const period = periodOf(q);
  const l = buildList(mutationSort(perWarehouse), listQuery(q));
  const where = sql`${await warehouseCondition(tx, actor, q, sql`c.gudang_id`)} and ${productCondition(q, sql`c.product_id`)}`;
  const tiebreak = perWarehouse ? sql`c.product_id, c.gudang_id` : sql`c.product_id`;
  const pairs = (
    await tx.execute(sql`select c.gudang_id, c.product_id from stock_cost c ${productJoins(sql`c.product_id`)}
      ${perWarehouse ? sql`left join master_gudang g on g.master_gudang_id = c.gudang_id` : sql``}
      where ${where} order by ${l.orderBy}, ${tiebreak}`)
  ).rows as { gudang_id: number; product_id: number }[];
  // The rows of the list in order: a variant (index) or a warehouse and variant (index_v2), with its pairs.
  const keyOf = (r: Record<string, unknown>) => (perWarehouse ? `${r.gudang_id}:${r.product_id}` : String(r.product_id));
  const keys: string[] = [];
  const pairsOf = new Map<string, { gudang_id: number; product_id: number }[]>();
  for (const pair of pairs) {
    const key = keyOf(pair);
    const list = pairsOf.get(key);
    if (list) list.push(pair);
    else {
      keys.push(key);
      pairsOf.set(key, [pair]);
    }
  }
  const need = l.offset + l.perPage;
  const found: Record<string, unknown>[] = [];
  let read = 0;
  // A chunk reads a few thousand index rows: starting parallel workers costs more than it saves (on a
  // busy two-core machine 70 ms of a 5 ms query).
  await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
  for (let size = Math.max(Math.ceil(need * 1.25), 40); read < keys.length && found.length < need; size *= 2) {
    const chunk = keys.slice(read, read + size);
    read += chunk.length;
    const items = chunk.flatMap((k) => pairsOf.get(k) ?? []);
    const source = await mutationSource(tx, actor, q, period, perWarehouse, {
      gudang: items.map((p) => Number(p.gudang_id)),
      product: items.map((p) => Number(p.product_id)),
    });
    const rows = (await tx.execute(sql`select ${mutationSelect(perWarehouse)} from ${mutationFrom(source, perWarehouse)}`)).rows as Record<string, unknown>[];
    const byKey = new Map(rows.map((r) => [keyOf(r), r]));
    for (const k of chunk) {
      const row = byKey.get(k);
      if (row) found.push(row);
    }
  }
  await tx.execute(sql`set local max_parallel_workers_per_gather to default`);
  const total = found.length + (keys.length - read);
  const data = found.slice(l.offset, need).map(withTexts);
  return { data, total, page: l.page, perPage: l.perPage, date_start: period.start, date_end: period.end };
}

/** Every row of the mutation, in pages of `batch` (the Excel exports). */
export async function* stockMutationRows(tx: Tx, actor: Actor, q: MutationQuery, perWarehouse: boolean, batch = 2000) {
  const period = periodOf(q);
  const source = await mutationSource(tx, actor, q, period, perWarehouse);
  const order = perWarehouse
    ? sql`lower(concat_ws(' ', m.main_name, p.varian)), t.product_id, g.master_gudang_name, t.gudang_id`
    : sql`lower(concat_ws(' ', m.main_name, p.varian)), t.product_id`;
  // Aggregated rows are few (variants × warehouses); pages by offset over the one sorted result.
  for (let offset = 0; ; offset += batch) {
    const r = await tx.execute(
      sql`select ${mutationSelect(perWarehouse)} from ${mutationFrom(source, perWarehouse)} order by ${order} limit ${batch} offset ${offset}`,
    );
    const rows = (r.rows as Record<string, unknown>[]).map((x) => ({ ...withTexts(x), date_start: period.start, date_end: period.end }));
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}

/** Totals of the mutation over the filter: variants, opening, in, out, closing and the value in and out. */
export async function stockMutationSummary(tx: Tx, actor: Actor, q: MutationQuery) {
  const period = periodOf(q);
  const source = await mutationSource(tx, actor, q, period, false);
  const r = await tx.execute(sql`select count(*)::int as product_count, coalesce(sum(t.opening), 0)::float8 as opening,
      coalesce(sum(t.qty_in), 0)::float8 as qty_in, coalesce(sum(t.qty_out), 0)::float8 as qty_out, coalesce(sum(t.closing), 0)::float8 as closing,
      coalesce(sum(t.value_in), 0)::float8 as value_in, coalesce(sum(t.value_out), 0)::float8 as value_out
    from ${source}`);
  return { ...(r.rows[0] as Record<string, number>), date_start: period.start, date_end: period.end };
}

// ----------------------------------------------------------------- movements (detail and log)

/**
 * Columns of one movement: when, where, what, the document, in, out, the warehouse's quantity after it, cost, who. The id (bigint) is
 * read as float8 so that it answers as a number on PostgreSQL too (exact below 2^53), as PGlite answers it.
 */
export const movementSelect = sql`l.stock_log_id::float8 as stock_log_id, to_char(l.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI:SS') as stock_log_datetime,
  l.gudang_id, g.master_gudang_name, l.product_id, ${productColumns},
  l.batch_id, b.batch_no, to_char(b.expired_date, 'YYYY-MM-DD') as expired_date,
  l.doc_type, l.doc_id, l.doc_number, l.note, greatest(l.qty, 0)::float8 as qty_in, greatest(-l.qty, 0)::float8 as qty_out,
  l.qty::float8 as qty, l.qty_after::float8 as qty_after, l.unit_cost::float8 as unit_cost, (l.qty * l.unit_cost)::float8 as value,
  l.user_id, u.name as user_name`;
const movementJoins = sql`${productJoins(sql`l.product_id`)}
  left join stock_batch b on b.batch_id = l.batch_id
  left join master_gudang g on g.master_gudang_id = l.gudang_id
  left join users u on u.id = l.user_id`;
const movementFrom = sql`stock_log l ${movementJoins}`;

/**
 * The movements of a list condition (`where`, on `l` only). For one variant the rows are first taken
 * in a fenced subquery (`offset 0` keeps the planner from merging it): ordered by stock_log_id with a
 * LIMIT, the planner would otherwise walk the primary key from the newest row and filter, betting the
 * variant's rows are spread evenly — at 10M rows that read 3.2M rows for a page of a recent month
 * (7 s). Fenced, they come from `stock_log_card_idx` (company, product, …), a few thousand rows at most.
 */
export function movementSource(where: SQL, oneVariant: boolean): SQL {
  return oneVariant ? sql`(select l.* from stock_log l where ${where} offset 0) l ${movementJoins}` : movementFrom;
}

export const movementTexts = (r: Record<string, unknown>) => {
  const u = unitsOfRow(r);
  return {
    ...r,
    doc_type_label: docTypeLabel(r.doc_type),
    qty_in_text: formatUnits(Number(r.qty_in), u),
    qty_out_text: formatUnits(Number(r.qty_out), u),
    qty_after_text: formatUnits(Number(r.qty_after), u),
  };
};

/**
 * Sorts of a movement list. By default one variant's movements come in posting order (stock_log_id,
 * the order its running balance follows); a list of many variants comes by time (created_at, then
 * stock_log_id): `stock_log_time_idx` reads a page of any period from its start, where ordering by
 * stock_log_id under a time condition walks the primary key past every newer (or older) row — 3.4 s
 * for a month a year back at 10M rows. The two orders differ only between transactions that overlap.
 */
export const movementSpec = (defaultType: 'asc' | 'desc', oneVariant: boolean): ListSpec => ({
  filters: {},
  sort: { stock_log_id: sql`l.stock_log_id`, stock_log_datetime: sql`l.created_at`, product_name: sql`lower(concat_ws(' ', m.main_name, p.varian))` },
  defaultSort: { field: oneVariant ? 'stock_log_id' : 'stock_log_datetime', type: defaultType },
});

/** The movements of the mutation's period and filter (index_detail_v2), oldest first: each with the warehouse's quantity after it. */
export async function listMutationDetail(tx: Tx, actor: Actor, q: MutationQuery) {
  const period = periodOf(q);
  const where = await movementWhere(tx, actor, q, sql`l.created_at >= ${dayStart(period.start)} and l.created_at < ${dayAfter(period.end)}`);
  // One variant: each movement also carries the running balance over the chosen warehouses (the stock card on screen).
  const gudangOf = await warehousesOf(tx, actor, q);
  // The running balance is the opening (read once) plus a window sum over the variant's movements of
  // the period in these warehouses, which are exactly the rows of this list (it filters one variant).
  const opening = q.product_id
    ? Number(
        ((await tx.execute(sql`select ${openingOf(sql`${q.product_id}::int`, gudangOf, period)}::float8 as opening`)).rows[0] as { opening: number }).opening,
      )
    : 0;
  const running = q.product_id
    ? sql`, (${opening}::float8 + sum(l.qty) over (partition by l.product_id order by l.stock_log_id))::float8 as running_qty`
    : sql``;
  const page = await runList<Record<string, unknown>>(tx, {
    spec: movementSpec('asc', Boolean(q.product_id)),
    query: listQuery(q),
    select: sql`${movementSelect}${running}`,
    from: movementSource(where, Boolean(q.product_id)),
    where,
    tiebreak: sql`l.stock_log_id`,
    count: 'estimated',
  });
  const data = page.data.map((r) => {
    const row = movementTexts(r);
    return r.running_qty === undefined ? row : { ...row, running_qty_text: formatUnits(Number(r.running_qty), unitsOfRow(r)) };
  });
  return { ...page, data, date_start: period.start, date_end: period.end };
}

/** The condition of a movement list: a time condition, the warehouses and the variants of the filter. */
export async function movementWhere(tx: Tx, actor: Actor, f: ReportFilter, time: SQL) {
  return sql`${time} and ${await warehouseCondition(tx, actor, f, sql`l.gudang_id`)} and ${productCondition(f, sql`l.product_id`)}`;
}

/** Every movement of the mutation's period and filter in posting order, `batch` at a time (keyset on stock_log_id, after `after` when given). */
export async function* mutationDetailRows(tx: Tx, actor: Actor, q: MutationQuery, after?: unknown, batch = 2000) {
  const period = periodOf(q);
  const where = await movementWhere(tx, actor, q, sql`l.created_at >= ${dayStart(period.start)} and l.created_at < ${dayAfter(period.end)}`);
  for await (const rows of keysetPages(tx, {
    select: movementSelect,
    from: movementSource(where, Boolean(q.product_id)),
    where,
    key: { column: sql`l.stock_log_id`, name: 'stock_log_id' },
    after: after === undefined ? undefined : Number(after),
    batch,
  })) {
    yield rows.map(movementTexts);
  }
}
