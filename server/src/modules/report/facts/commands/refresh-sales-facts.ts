import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../../db/client.js';
import { columnList, contributionCtes, inScope, LINE_COLUMNS, ORDER_COLUMNS, type OrderScope } from '../contributions.js';
import { LINE_MEASURES, ORDER_MEASURES } from '../period.js';

/*
 * The one writer of the sales facts (README.md). Each counted order's contribution is worked out again
 * from the database (contributions.ts), compared with the stored one, and only what differs is written:
 * the contribution rows are replaced and the differences (new minus old) are added to the daily and
 * monthly sums, set-based, in one statement. Idempotent: a second call with nothing changed writes nothing.
 */

export interface Aggregate {
  table: string;
  /** The aggregate's key columns after company_id, as expressions over a contribution row. */
  keys: readonly (readonly [column: string, expr: string])[];
  measures: readonly string[];
}

const ORDER_KEYS_OF = [
  ['gudang_id', 'gudang_id'],
  ['seller_id', 'seller_id'],
  ['member_id', 'member_id'],
] as const;
const PRODUCT_KEYS_OF = [
  ['gudang_id', 'gudang_id'],
  ['product_id', 'product_id'],
  ['seller_id', 'seller_id'],
] as const;
const MONTH = ['month', "date_trunc('month', day::timestamp)::date"] as const;
const DAY = ['day', 'day'] as const;

const SELLER_KEYS_OF = [
  ['gudang_id', 'gudang_id'],
  ['seller_id', 'seller_id'],
] as const;
const VARIANT_KEYS_OF = [
  ['gudang_id', 'gudang_id'],
  ['product_id', 'product_id'],
] as const;

/** Every aggregate of the order contributions (sales_fact_order) and of the line contributions (sales_fact_line). */
export const ORDER_AGGREGATES: Aggregate[] = [
  { table: 'sales_daily', keys: [DAY, ...ORDER_KEYS_OF], measures: ORDER_MEASURES },
  { table: 'sales_monthly', keys: [MONTH, ...ORDER_KEYS_OF], measures: ORDER_MEASURES },
  { table: 'sales_seller_daily', keys: [DAY, ...SELLER_KEYS_OF], measures: ORDER_MEASURES },
  { table: 'sales_seller_monthly', keys: [MONTH, ...SELLER_KEYS_OF], measures: ORDER_MEASURES },
];
export const LINE_AGGREGATES: Aggregate[] = [
  { table: 'sales_product_daily', keys: [DAY, ...PRODUCT_KEYS_OF], measures: LINE_MEASURES },
  { table: 'sales_product_monthly', keys: [MONTH, ...PRODUCT_KEYS_OF], measures: LINE_MEASURES },
  { table: 'sales_variant_monthly', keys: [MONTH, ...VARIANT_KEYS_OF], measures: LINE_MEASURES },
];

/**
 * Adds the differences of `add` (new contribution rows) less `sub` (the old ones they replace) to an
 * aggregate, grouped by its key; groups whose differences are all zero are left alone.
 */
function aggregateUpsert(a: Aggregate, add: string, sub: string): SQL {
  const keyCols = ['company_id', ...a.keys.map(([c]) => c)];
  const keyExprs = ['company_id', ...a.keys.map(([c, e]) => `${e} as ${c}`)].join(', ');
  const pos = a.measures.join(', ');
  const neg = a.measures.map((m) => `-${m}`).join(', ');
  const sums = a.measures.map((m) => `sum(${m})${m === 'cost' ? '' : m === 'orders' || m === 'lines' ? '::int' : '::bigint'}`).join(', ');
  const nonZero = a.measures.map((m) => `sum(${m}) <> 0`).join(' or ');
  const set = a.measures.map((m) => `${m} = ${a.table}.${m} + excluded.${m}`).join(', ');
  return sql.raw(`insert into ${a.table} (${keyCols.join(', ')}, ${pos})
      select ${keyCols.join(', ')}, ${sums}
      from (select ${keyExprs}, ${pos} from ${add} union all select ${keyExprs}, ${neg} from ${sub}) d
      group by ${keyCols.join(', ')} having ${nonZero}
      on conflict (${keyCols.join(', ')}) do update set ${set}`);
}

/** Replaces the stored contributions of one fact table by the changed new ones (upsert changed rows, delete gone rows). */
function factWrites(table: string, cols: readonly string[], pk: readonly string[], add: string, sub: string): SQL {
  const set = cols.filter((c) => !pk.includes(c)).map((c) => `${c} = excluded.${c}`);
  const match = (x: string, y: string) => pk.map((c) => `${x}.${c} = ${y}.${c}`).join(' and ');
  return sql.raw(`${table}_up as (insert into ${table} (${cols.join(', ')}) select ${cols.join(', ')} from ${add}
        on conflict (${pk.join(', ')}) do update set ${set.join(', ')}),
      ${table}_gone as (delete from ${table} f using ${sub} s where ${match('f', 's')}
        and not exists (select 1 from ${add} a where ${match('a', 's')}))`);
}

/**
 * The statement that brings the stored facts of the scope to what the rules give now: the new
 * contributions (fl_new, fo_new), the stored ones (fl_old, fo_old), the rows that changed on either
 * side (except), the fact rows written, and the differences added to the four aggregates.
 * Answers the number of contribution rows that changed.
 */
function syncStatement(scope: OrderScope): SQL {
  const lineCols = columnList(LINE_COLUMNS);
  const orderCols = columnList(ORDER_COLUMNS);
  const aggregates = [
    ...ORDER_AGGREGATES.map((a, i) => sql`, agg_o${sql.raw(String(i))} as (${aggregateUpsert(a, 'fo_add', 'fo_sub')})`),
    ...LINE_AGGREGATES.map((a, i) => sql`, agg_l${sql.raw(String(i))} as (${aggregateUpsert(a, 'fl_add', 'fl_sub')})`),
  ];
  return sql`with ${contributionCtes(scope)},
    fl_old as (select ${lineCols} from sales_fact_line f where ${inScope(scope, sql`f.order_id`)}),
    fo_old as (select ${orderCols} from sales_fact_order f where ${inScope(scope, sql`f.order_id`)}),
    fl_add as (select ${lineCols} from fl_new except select ${lineCols} from fl_old),
    fl_sub as (select ${lineCols} from fl_old except select ${lineCols} from fl_new),
    fo_add as (select ${orderCols} from fo_new except select ${orderCols} from fo_old),
    fo_sub as (select ${orderCols} from fo_old except select ${orderCols} from fo_new),
    ${factWrites('sales_fact_line', LINE_COLUMNS, ['order_id', 'product_id'], 'fl_add', 'fl_sub')},
    ${factWrites('sales_fact_order', ORDER_COLUMNS, ['order_id'], 'fo_add', 'fo_sub')}
    ${sql.join(aggregates, sql``)}
    select (select count(*) from fl_add) + (select count(*) from fl_sub) + (select count(*) from fo_add) + (select count(*) from fo_sub) as changed`;
}

/**
 * refreshSalesFacts: called at the end of every command that changes what an order counts for
 * (README.md lists them), in its transaction. Locks the orders (in id order; a no-op for the orders
 * the command already locked) so two transactions never book one order's difference twice.
 * Answers the number of contribution rows that changed.
 */
export async function refreshSalesFacts(tx: Executor, orderIds: readonly number[]): Promise<number> {
  const ids = [...new Set(orderIds.filter((id) => Number.isInteger(id) && id > 0))].sort((a, b) => a - b);
  if (!ids.length) return 0;
  await tx.execute(sql`select order_id from sales_order where order_id = any(${sql.param(ids)}::int[]) order by order_id for update`);
  const r = await tx.execute(syncStatement(ids));
  return Number((r.rows[0] as { changed?: unknown } | undefined)?.changed ?? 0);
}

/**
 * Every order's facts worked out again and synchronised (the same statement over every order of the
 * companies the executor sees): for a database made before the sales facts, and to repair.
 */
export async function rebuildSalesFacts(tx: Executor): Promise<number> {
  const r = await tx.execute(syncStatement(null));
  return Number((r.rows[0] as { changed?: unknown } | undefined)?.changed ?? 0);
}

/**
 * Start-up step: fills the sales facts once from the existing orders, when there are counted orders
 * and no facts yet (a database migrated to 0039_sales_facts). Owner connection, every company.
 * Answers the number of contribution rows written.
 */
export async function fillSalesFactsOnce(database: Database): Promise<number> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(424245)`);
    const r = await tx.execute(sql`select exists (select 1 from sales_fact_order) as has_facts,
      exists (select 1 from sales_order where deleted_at is null and status not in ('dibatalkan', 'menunggu_persetujuan')) as has_orders`);
    const row = r.rows[0] as { has_facts: boolean; has_orders: boolean };
    if (row.has_facts || !row.has_orders) return 0;
    // Statistics first: on tables never analysed the plan takes the CTEs for single rows (nested loops: minutes, not seconds).
    await tx.execute(sql`analyze sales_order, sales_order_line, stock_log, retur_konsumen`);
    return rebuildSalesFacts(tx);
  });
}
