import { formatUnits, type ProductUnits } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';

/** Stock of every variant of a product, all warehouses, in small units. */
export async function mainStockSmallUnits(tx: Tx, mainId: number): Promise<number> {
  const r = await tx.execute(sql`select coalesce(sum(b.qty), 0)::bigint as qty from stock_balance b
    join product p on p.product_id = b.product_id where p.main_id = ${mainId}`);
  return Number((r.rows[0] as { qty: number }).qty);
}

/** Whether any movement ever touched a variant of the product (its history keeps it from being deleted). */
export async function mainHasStockHistory(tx: Tx, mainId: number): Promise<boolean> {
  const r = await tx.execute(sql`select exists (select 1 from stock_log l join product p on p.product_id = l.product_id where p.main_id = ${mainId}) as has`);
  return Boolean((r.rows[0] as { has: boolean }).has);
}

/**
 * What orders have reserved of the row's variant (column `p.product_id`) in a warehouse, as a float8
 * expression for a select list (stock_reservation, until each order's stock moment).
 */
export const reservedIn = (gudangId: number, productColumn: SQL = sql`p.product_id`) =>
  sql`coalesce((select sum(r.qty) from stock_reservation r where r.gudang_id = ${gudangId} and r.product_id = ${productColumn}), 0)::float8`;

/**
 * The fields a stock look-up of an outbound form adds: what orders have reserved and what is left to
 * take (balance − reserved, not below 0; the ledger refuses more), in small units and in both units.
 */
export function availableOf(qty: number, reserved: number, units: ProductUnits) {
  const available = Math.max(0, qty - reserved);
  return {
    product_qty_reserved: reserved,
    product_qty_reserved_text: formatUnits(reserved, units),
    product_qty_available: available,
    product_qty_available_text: formatUnits(available, units),
  };
}

/** Quantity of a variant in a warehouse (all batches), or in all warehouses. */
export async function variantStock(tx: Tx, productId: number, gudangId?: number): Promise<number> {
  const r = await tx.execute(sql`select coalesce(sum(qty), 0)::bigint as qty from stock_balance
    where product_id = ${productId} ${gudangId === undefined ? sql`` : sql`and gudang_id = ${gudangId}`}`);
  return Number((r.rows[0] as { qty: number }).qty);
}

export interface FefoBatch {
  batch_id: number;
  batch_no: string | null;
  expired_date: string | null;
  qty: number;
}

/** Batches of a variant in a warehouse that hold stock, first expiry first (no expiry last): the FEFO order. */
export async function fefoBatches(tx: Tx, productId: number, gudangId: number): Promise<FefoBatch[]> {
  const r = await tx.execute(sql`select b.batch_id, sb.batch_no, to_char(sb.expired_date, 'YYYY-MM-DD') as expired_date, b.qty::bigint as qty
    from stock_balance b left join stock_batch sb on sb.batch_id = b.batch_id
    where b.product_id = ${productId} and b.gudang_id = ${gudangId} and b.qty > 0
    order by sb.expired_date asc nulls last, b.batch_id asc`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    batch_id: Number(x.batch_id),
    batch_no: (x.batch_no as string | null) ?? null,
    expired_date: (x.expired_date as string | null) ?? null,
    qty: Number(x.qty),
  }));
}

/** fefoBatches of several variants in one warehouse at once, per variant in the same FEFO order. */
export async function fefoBatchesOf(tx: Tx, productIds: readonly number[], gudangId: number): Promise<Map<number, FefoBatch[]>> {
  const out = new Map<number, FefoBatch[]>();
  if (!productIds.length) return out;
  const r = await tx.execute(sql`select b.product_id, b.batch_id, sb.batch_no, to_char(sb.expired_date, 'YYYY-MM-DD') as expired_date, b.qty::bigint as qty
    from stock_balance b left join stock_batch sb on sb.batch_id = b.batch_id
    where b.product_id = any(${sql.param([...productIds])}::int[]) and b.gudang_id = ${gudangId} and b.qty > 0
    order by b.product_id, sb.expired_date asc nulls last, b.batch_id asc`);
  for (const x of r.rows as Record<string, unknown>[]) {
    const list = out.get(Number(x.product_id)) ?? [];
    list.push({
      batch_id: Number(x.batch_id),
      batch_no: (x.batch_no as string | null) ?? null,
      expired_date: (x.expired_date as string | null) ?? null,
      qty: Number(x.qty),
    });
    out.set(Number(x.product_id), list);
  }
  return out;
}

/**
 * Every way the ledger can disagree with itself, as rows (kind, where, have, want); empty when sound:
 * balance = sum of its log rows; cost row = its balances = its last log row; daily totals = log;
 * monthly totals = the sums of their days;
 * no negative balance unless minus_stock; every log row names its document; value (qty × moving
 * average) = sum of the log's qty × unit cost, to rounding; no stock valued at 0 where the product
 * had a cost (ZERO_VALUE_EXEMPT). Tests run it after each test file that moved stock (the harness);
 * `npm run stock:check -w server` runs it on a live database.
 */
/**
 * Inbound documents that carry the goods' cost instead of taking one from the ledger: a purchase's
 * price (0 for goods given free), or the cost the goods left at (a transfer's arrival, an internal
 * receipt, a cancelled sale or supplier return, a customer return). Their 0 was decided where the
 * goods came from; every other inbound movement is valued by the ledger, which never books 0 while
 * the product has a cost (knownCosts).
 */
export const ZERO_VALUE_EXEMPT = [
  'goods_receipt',
  'goods_receipt_internal',
  'stock_transfer',
  'sales_order_cancel',
  'retur_konsumen',
  'retur_supplier_batal',
] as const;

export async function ledgerInvariantViolations(db: Executor): Promise<unknown[]> {
  const r = await db.execute(sql`
    with log_sum as (select company_id, gudang_id, product_id, batch_id, sum(qty) as qty from stock_log group by 1, 2, 3, 4)
    select 'balance' as kind, coalesce(b.company_id, l.company_id) as company_id, coalesce(b.gudang_id, l.gudang_id) as gudang_id,
        coalesce(b.product_id, l.product_id) as product_id, coalesce(b.batch_id, l.batch_id) as batch_id,
        b.qty::text as have, l.qty::text as want
      from stock_balance b full join log_sum l using (company_id, gudang_id, product_id, batch_id)
      where coalesce(b.qty, 0) <> coalesce(l.qty, 0)
    union all
    select 'cost', c.company_id, c.gudang_id, c.product_id, null, c.qty::text, s.qty::text
      from stock_cost c left join (select company_id, gudang_id, product_id, sum(qty) as qty from stock_balance group by 1, 2, 3) s
        using (company_id, gudang_id, product_id)
      where c.qty <> coalesce(s.qty, 0)
    union all
    select 'last_log', c.company_id, c.gudang_id, c.product_id, null, c.qty::text, l.qty_after::text
      from stock_cost c join lateral (select qty_after from stock_log x
        where x.company_id = c.company_id and x.gudang_id = c.gudang_id and x.product_id = c.product_id
        order by stock_log_id desc limit 1) l on true
      where l.qty_after <> c.qty
    union all
    select 'daily', d.company_id, d.gudang_id, d.product_id, null, (d.qty_in - d.qty_out)::text, l.qty::text
      from (select company_id, gudang_id, product_id, sum(qty_in - qty_out) as qty_in, 0 as qty_out from stock_daily group by 1, 2, 3) d
      full join (select company_id, gudang_id, product_id, sum(qty) as qty from stock_log group by 1, 2, 3) l using (company_id, gudang_id, product_id)
      where coalesce(d.qty_in, 0) <> coalesce(l.qty, 0)
    union all
    select 'monthly', coalesce(m.company_id, d.company_id), coalesce(m.gudang_id, d.gudang_id), coalesce(m.product_id, d.product_id), null,
        concat_ws(' ', m.month, m.qty_in, m.qty_out, m.value_in, m.value_out), concat_ws(' ', d.month, d.qty_in, d.qty_out, d.value_in, d.value_out)
      from stock_monthly m
      full join (select company_id, gudang_id, product_id, date_trunc('month', day)::date as month, sum(qty_in) as qty_in, sum(qty_out) as qty_out,
          sum(value_in) as value_in, sum(value_out) as value_out from stock_daily group by 1, 2, 3, 4) d
        using (company_id, gudang_id, product_id, month)
      where (m.qty_in, m.qty_out, m.value_in, m.value_out) is distinct from (d.qty_in, d.qty_out, d.value_in, d.value_out)
    union all
    select 'negative', b.company_id, b.gudang_id, b.product_id, b.batch_id, b.qty::text, '>= 0'
      from stock_balance b
      where b.qty < 0 and not exists (select 1 from configs k where k.company_id = b.company_id
        and k.configuration_index = 'minus_stock' and k.configuration_value = '1')
    union all
    select 'document', l.company_id, l.gudang_id, l.product_id, l.batch_id, l.stock_log_id::text, 'doc_type, doc_id'
      from stock_log l where l.doc_type = '' or (l.doc_id is null and l.doc_number is null)
    union all
    select 'value', c.company_id, c.gudang_id, c.product_id, null, round(c.qty * c.avg_cost)::text, round(v.value)::text
      from stock_cost c join (select company_id, gudang_id, product_id, sum(qty * unit_cost) as value from stock_log group by 1, 2, 3) v
        using (company_id, gudang_id, product_id)
      where c.qty > 0 and abs(c.qty * c.avg_cost - v.value) > greatest(1, c.qty * 0.01)
        -- below zero the average restarts from what comes in, so the sum no longer holds
        and not exists (select 1 from stock_log n where n.company_id = c.company_id and n.gudang_id = c.gudang_id
          and n.product_id = c.product_id and n.qty_after < 0)
    union all
    -- stock valued at 0 whose last inbound movement was valued by the ledger after the product had a
    -- cost in the company (a log row at a cost before it): found goods must take that cost
    select 'zero_value', c.company_id, c.gudang_id, c.product_id, null, concat_ws(' ', i.doc_type, i.stock_log_id, '0'), k.unit_cost::text
      from stock_cost c
      join lateral (select x.stock_log_id, x.doc_type from stock_log x where x.company_id = c.company_id and x.gudang_id = c.gudang_id
        and x.product_id = c.product_id and x.qty > 0 order by x.stock_log_id desc limit 1) i on true
      join lateral (select y.unit_cost from stock_log y where y.company_id = c.company_id and y.product_id = c.product_id
        and y.unit_cost > 0 and y.stock_log_id < i.stock_log_id order by y.stock_log_id desc limit 1) k on true
      where c.qty > 0 and c.avg_cost = 0 and i.doc_type <> all(${sql.param([...ZERO_VALUE_EXEMPT])}::text[])`);
  return r.rows;
}
