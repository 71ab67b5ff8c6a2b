import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { fefoBatchesOf } from '../queries.js';
import { type MovementLine, postStockMovements, SALE_TAKE_DOC } from './post-stock-movements.js';
import { checkAvailable, dropReservation, lockStockItems, type StockNeed, type StockOrder } from './reserve-stock.js';

/**
 * The ledger lines that take the needs out of the warehouse: first expiry first over the batches that
 * hold stock (what they cannot cover stays on the last one, for the ledger's shortage message or,
 * with minus_stock, below zero). Read under the items' locks.
 */
export async function fefoTakeLines(tx: Tx, gudangId: number, needs: readonly StockNeed[]): Promise<MovementLine[]> {
  const lines: MovementLine[] = [];
  const batches = await fefoBatchesOf(
    tx,
    needs.map((n) => n.product_id),
    gudangId,
  );
  for (const n of needs) {
    let rest = n.qty;
    const parts: MovementLine[] = [];
    for (const b of batches.get(n.product_id) ?? []) {
      if (rest <= 0) break;
      const take = Math.min(rest, b.qty);
      parts.push({ gudang_id: gudangId, product_id: n.product_id, qty: -take, batch_id: b.batch_id, field: n.field });
      rest -= take;
    }
    if (rest > 0) {
      const last = parts.at(-1);
      if (last) last.qty -= rest;
      else parts.push({ gudang_id: gudangId, product_id: n.product_id, qty: -rest, batch_id: 0, field: n.field });
    }
    lines.push(...parts);
  }
  return lines;
}

/**
 * Posts an order's take lines (fefoTakeLines) through the ledger as the order's document
 * (doc_type sales_order, doc_id the order). The ledger weighs the reservations itself under its
 * locks: what the order holds is its own, what other orders hold binds beyond it (RESERVATION_RULE).
 * Answers the number of movements.
 */
export async function postTakeLines(tx: Tx, actor: Actor, order: StockOrder, lines: MovementLine[]) {
  const posted = await postStockMovements(tx, actor, { doc_type: SALE_TAKE_DOC, doc_id: order.order_id, doc_number: order.invoice_number, lines });
  return posted.length;
}

/**
 * Takes the needs out of the warehouse, first expiry first (fefoTakeLines), under the items' locks.
 * `reserved`: the order holds a reservation for them, which the take uses up (the ledger counts it as
 * the order's own) and which is then dropped; otherwise the availability (balance − other orders'
 * reservations) is checked first, with the order's wording. Answers the number of movements.
 */
export async function takeStock(tx: Tx, actor: Actor, order: StockOrder, needs: readonly StockNeed[], opts: { reserved: boolean }) {
  await lockStockItems(
    tx,
    order.gudang_id,
    needs.map((n) => n.product_id),
  );
  if (!opts.reserved) {
    const bag = new ErrorBag();
    await checkAvailable(tx, order.gudang_id, needs, order.order_id, bag);
    bag.throwIfAny();
  }
  const movements = await postTakeLines(tx, actor, order, await fefoTakeLines(tx, order.gudang_id, needs));
  if (opts.reserved) await dropReservation(tx, order.order_id);
  return movements;
}
