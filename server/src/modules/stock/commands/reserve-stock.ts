import { formatUnits } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { ErrorBag } from '../../../platform/errors.js';
import { readConfigs } from '../../config/queries.js';
import { intArray } from '../../product/queries.js';

/*
 * Reservations (stock_reservation, owned by the stock module): what an order has promised and not
 * yet taken, per warehouse and variant, in small units. Only this module writes them: reserveStock
 * here, the take (take-stock.ts) and the give-back (release-stock.ts). Every decision runs under the
 * lock of the variant's stock_cost row — the row postStockMovements locks — taken in (warehouse,
 * variant) order (lockStockItems), so two orders never promise or take the same last unit and never
 * deadlock with the ledger. The ledger weighs them itself for every outbound document
 * (post-stock-movements.ts, RESERVATION_RULE).
 */

/** What an order needs of one variant in its warehouse (small units) and the field a shortage is reported at. */
export interface StockNeed {
  product_id: number;
  qty: number;
  field: string;
}

/** The order that holds a reservation (stock_reservation.order_id) and takes its stock: its id, number and warehouse. */
export interface StockOrder {
  order_id: number;
  invoice_number: string;
  gudang_id: number;
}

/** The needs of an order's lines: one per variant (a variant may come from a line and from packages). */
export function needsOf(lines: readonly { product_id: number; qty: number; field: string }[]): StockNeed[] {
  const by = new Map<number, StockNeed>();
  for (const l of lines) {
    const n = by.get(l.product_id);
    if (n) n.qty += l.qty;
    else by.set(l.product_id, { product_id: l.product_id, qty: l.qty, field: l.field });
  }
  return [...by.values()].sort((a, b) => a.product_id - b.product_id);
}

/**
 * Locks the stock_cost rows of the variants in the warehouse, in variant order; rows still missing (a
 * variant never stocked there) are made and the lock taken again, so the usual case is one statement.
 */
export async function lockStockItems(tx: Tx, gudangId: number, productIds: readonly number[]) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  const lock = () =>
    tx.execute(sql`select product_id from stock_cost where gudang_id = ${gudangId} and product_id = any(${intArray(ids)}) order by product_id for update`);
  if ((await lock()).rows.length === ids.length) return;
  await tx.execute(sql`insert into stock_cost (gudang_id, product_id) select ${gudangId}::int, unnest(${intArray(ids)}) on conflict do nothing`);
  await lock();
}

interface Availability {
  balance: number;
  reserved: number;
  name: string;
  gudang: string;
  isi: number;
  besar: string;
  kecil: string;
}

/** Balance and the reservations of other orders per variant in the warehouse, with the names a refusal shows. */
async function availabilityOf(tx: Tx, gudangId: number, productIds: readonly number[], exceptOrderId: number) {
  const r = await tx.execute(sql`select p.product_id, concat_ws(' ', m.main_name, p.varian) as name, m.product_isi::int as isi,
      coalesce(kb.kemasan_name, '') as besar, coalesce(kk.kemasan_name, '') as kecil,
      (select master_gudang_name from master_gudang where master_gudang_id = ${gudangId}) as gudang,
      coalesce((select sum(b.qty) from stock_balance b where b.gudang_id = ${gudangId} and b.product_id = p.product_id), 0)::float8 as balance,
      coalesce((select sum(s.qty) from stock_reservation s where s.gudang_id = ${gudangId} and s.product_id = p.product_id
        and s.order_id <> ${exceptOrderId}), 0)::float8 as reserved
    from product p join product_main m on m.main_id = p.main_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where p.product_id = any(${intArray([...productIds])})`);
  const out = new Map<number, Availability>();
  for (const x of r.rows as Record<string, unknown>[])
    out.set(Number(x.product_id), {
      balance: Number(x.balance),
      reserved: Number(x.reserved),
      name: String(x.name),
      gudang: String(x.gudang ?? `gudang ${gudangId}`),
      isi: Math.max(1, Number(x.isi)),
      besar: String(x.besar),
      kecil: String(x.kecil),
    });
  return out;
}

export const minusStockAllowed = async (tx: Tx) => (await readConfigs(tx, ['minus_stock'])).minus_stock === '1';

/**
 * Adds to `bag` a refusal per need that the warehouse cannot cover: balance − what other orders
 * reserved, naming the product, the warehouse and the available quantity. Nothing is refused when
 * configuration minus_stock = '1'. Call under lockStockItems for a decision that holds.
 */
export async function checkAvailable(tx: Tx, gudangId: number, needs: readonly StockNeed[], exceptOrderId: number, bag: ErrorBag) {
  if (!needs.length || (await minusStockAllowed(tx))) return;
  const avail = await availabilityOf(
    tx,
    gudangId,
    needs.map((n) => n.product_id),
    exceptOrderId,
  );
  for (const n of needs) {
    const a = avail.get(n.product_id);
    if (!a) continue;
    const available = a.balance - a.reserved;
    if (n.qty <= available) continue;
    const units = { isi: a.isi, besar: a.besar, kecil: a.kecil };
    const held = a.reserved > 0 ? ` (stok ${formatUnits(a.balance, units)}, dipesan tagihan lain ${formatUnits(a.reserved, units)})` : '';
    bag.add(
      n.field,
      `Stok ${a.name} di ${a.gudang} tidak cukup: tersedia ${formatUnits(Math.max(0, available), units)}${held}, diminta ${formatUnits(n.qty, units)}`,
    );
  }
}

/**
 * Reserves the needs for the order (after checking them against what is available), under the items'
 * locks. `decided`: the caller already holds the locks and checked the needs under them.
 */
export async function reserveStock(tx: Tx, order: StockOrder, needs: readonly StockNeed[], opts: { decided?: boolean } = {}) {
  if (!needs.length) return;
  if (!opts.decided) {
    await lockStockItems(
      tx,
      order.gudang_id,
      needs.map((n) => n.product_id),
    );
    const bag = new ErrorBag();
    await checkAvailable(tx, order.gudang_id, needs, order.order_id, bag);
    bag.throwIfAny();
  }
  // needs hold one row per variant, so one statement never touches a reservation twice.
  await tx.execute(sql`insert into stock_reservation (order_id, gudang_id, product_id, qty)
      select ${order.order_id}::int, ${order.gudang_id}::int, v.product_id, v.qty
      from unnest(${intArray(needs.map((n) => n.product_id))}, ${sql.param(needs.map((n) => n.qty))}::bigint[]) as v(product_id, qty)
    on conflict (company_id, order_id, gudang_id, product_id) do update set qty = stock_reservation.qty + excluded.qty`);
}

/** Drops everything the order holds (its stock is taken, given back or no longer wanted). */
export async function dropReservation(tx: Tx, orderId: number) {
  await tx.execute(sql`delete from stock_reservation where order_id = ${orderId}`);
}
