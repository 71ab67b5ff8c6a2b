import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { type MovementLine, postStockMovements, SALE_GIVE_BACK_DOC, SALE_TAKE_DOC } from './post-stock-movements.js';
import { dropReservation, type StockOrder } from './reserve-stock.js';

/**
 * Gives back everything the order holds: its reservations are dropped, and what the ledger shows it
 * took (its 'sales_order' rows less what was already given back) returns to the very batches it
 * left, at the cost it left at: the net value over the net quantity per batch, so an order taken,
 * given back and taken again (an update, a returned parcel shipped again) returns at the cost of the
 * take that is still out (doc_type sales_order_cancel). Answers the number of movements.
 */
export async function releaseStock(tx: Tx, actor: Actor, order: StockOrder) {
  await dropReservation(tx, order.order_id);
  const r = await tx.execute(sql`select gudang_id, product_id, batch_id, sum(qty)::float8 as qty,
      coalesce(sum(qty * unit_cost) / nullif(sum(qty), 0), 0)::float8 as unit_cost
    from stock_log where doc_type in (${SALE_TAKE_DOC}, ${SALE_GIVE_BACK_DOC}) and doc_id = ${order.order_id}
    group by gudang_id, product_id, batch_id having sum(qty) <> 0`);
  const lines: MovementLine[] = (r.rows as Record<string, unknown>[]).map((x) => ({
    gudang_id: Number(x.gudang_id),
    product_id: Number(x.product_id),
    batch_id: Number(x.batch_id),
    qty: -Number(x.qty),
    unit_cost: Number(x.unit_cost),
  }));
  const posted = await postStockMovements(tx, actor, {
    doc_type: SALE_GIVE_BACK_DOC,
    doc_id: order.order_id,
    doc_number: order.invoice_number,
    lines,
  });
  return posted.length;
}
