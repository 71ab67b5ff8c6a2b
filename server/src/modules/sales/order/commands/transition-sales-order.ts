import type { SalesOrderState } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { fieldError } from '../../../../platform/errors.js';
import { returnsOfOrder } from '../../retur-konsumen/queries.js';
import { storedSalesOrder } from '../order-document.js';
import { type SalesOrderHead, visibleSalesOrder } from './order-scope.js';
import { lockStockItems, needsOf, reserveStock } from '../../../stock/commands/reserve-stock.js';
import { releaseStock, takeStock } from './order-stock.js';
import { refreshSalesFacts } from '../../../report/facts/commands/refresh-sales-facts.js';

/** What a state move answers. */
export interface SalesOrderMoved {
  order_id: number;
  invoice_number: string;
  status: SalesOrderState;
  stock_taken: number;
  /** Ledger rows the move posted (0 when its moment is another one). */
  movements: number;
}

/** The order's needs from its stored lines (small units per variant). */
async function storedNeeds(tx: Tx, orderId: number) {
  const r = await tx.execute(sql`select product_id, qty::float8 as qty
    from sales_order_line where order_id = ${orderId} order by line_id`);
  return needsOf((r.rows as { product_id: number; qty: number }[]).map((x) => ({ product_id: Number(x.product_id), qty: Number(x.qty), field: 'order_id' })));
}

async function move(tx: Tx, actor: Actor, orderId: number, action: 'pick' | 'ship' | 'deliver', takesAt: SalesOrderHead['stock_reduction_at'] | null) {
  const h = await visibleSalesOrder(tx, actor, orderId);
  if (h.deleted_at) throw fieldError('order_id', 'Tagihan sudah dihapus');
  const moved = await runTransition(tx, actor, storedSalesOrder, { id: h.order_id, action }, async ({ transition }) => {
    let movements = 0;
    let taken = h.stock_taken;
    if (takesAt && h.stock_reduction_at === takesAt && h.stock_taken === 0) {
      // An indent order held nothing: its stock must be there now, respecting other orders' holds.
      movements = await takeStock(tx, actor, h, await storedNeeds(tx, h.order_id), { reserved: h.is_indent !== 1 });
      taken = 1;
    }
    await tx.execute(sql`update sales_order set updated_at = now() where order_id = ${h.order_id}`);
    return { order_id: h.order_id, invoice_number: h.invoice_number, status: transition.to, stock_taken: taken, movements } satisfies SalesOrderMoved;
  });
  // What the order counts for in the sales reports, after its new state (runTransition writes it after the effect).
  await refreshSalesFacts(tx, [h.order_id]);
  return moved;
}

/**
 * 'Proses' (pick): baru → siap_dikirim. An order whose stock leaves at picking (configuration '2'
 * when it was made, and every indent order) takes it now, FEFO; its reservation is replaced by the
 * movement. Permission orderList.
 */
export const pickSalesOrder = (tx: Tx, actor: Actor, input: { order_id: number }) => move(tx, actor, input.order_id, 'pick', 'picking');

/** Shipped (ship): siap_dikirim → dikirim. An order whose stock leaves at shipment takes it now. Permission packing. */
export const shipSalesOrder = (tx: Tx, actor: Actor, input: { order_id: number }) => move(tx, actor, input.order_id, 'ship', 'shipment');

/** Delivered (deliver): dikirim → selesai; no stock moves. Permission packing. */
export const deliverSalesOrder = (tx: Tx, actor: Actor, input: { order_id: number }) => move(tx, actor, input.order_id, 'deliver', null);

/**
 * Approves a discount above configuration sales_discount_limit (approve_discount):
 * menunggu_persetujuan → baru, permission orderDiscountApprove. Never by the user who asked for it
 * (who made the order, or whose edit put it back to waiting: the last log row into
 * menunggu_persetujuan): 422 at order_id, nothing written.
 */
export async function approveSalesOrderDiscount(tx: Tx, actor: Actor, input: { order_id: number }) {
  const h = await visibleSalesOrder(tx, actor, input.order_id);
  if (h.deleted_at) throw fieldError('order_id', 'Tagihan sudah dihapus');
  const moved = await runTransition(tx, actor, storedSalesOrder, { id: h.order_id, action: 'approve_discount' }, async ({ transition }) => {
    const r = await tx.execute(sql`select user_id from document_state_log where document = 'sales_order' and record_id = ${h.order_id}
      and to_state = 'menunggu_persetujuan' order by log_id desc limit 1`);
    const asker = (r.rows[0] as { user_id: number | null } | undefined)?.user_id;
    if (asker === undefined || asker === null || Number(asker) === actor.userId)
      throw fieldError('order_id', 'Diskon tagihan ini tidak dapat Anda setujui sendiri; persetujuan harus dari pengguna lain');
    await tx.execute(sql`update sales_order set updated_at = now() where order_id = ${h.order_id}`);
    return {
      order_id: h.order_id,
      invoice_number: h.invoice_number,
      status: transition.to,
      stock_taken: h.stock_taken,
      movements: 0,
    } satisfies SalesOrderMoved;
  });
  // What the order counts for in the sales reports, after its new state (runTransition writes it after the effect).
  await refreshSalesFacts(tx, [h.order_id]);
  return moved;
}

/**
 * The rules of a returned parcel for one order, writing nothing: reachable (404), not deleted, the
 * machine's `return` from its state with its permission (403/422), and no customer return made
 * against it: an approved one means the customer had the goods, a pending one must first be rejected
 * or cancelled (422 at order_id).
 */
export async function checkReturnSalesOrder(tx: Tx, actor: Actor, input: { order_id: number; reason: string }) {
  const h = await visibleSalesOrder(tx, actor, input.order_id);
  if (h.deleted_at) throw fieldError('order_id', 'Tagihan sudah dihapus');
  await checkDocumentTransition(tx, actor, storedSalesOrder, { id: h.order_id, action: 'return', reason: input.reason });
  const returns = (await returnsOfOrder(tx, h.order_id)).filter((r) => r.status === 'disetujui' || r.status === 'diajukan');
  const approved = returns.filter((r) => r.status === 'disetujui').map((r) => r.retur_konsumen_number);
  const pending = returns.filter((r) => r.status === 'diajukan').map((r) => r.retur_konsumen_number);
  if (approved.length)
    throw fieldError(
      'order_id',
      `Tagihan ${h.invoice_number} sudah diretur pelanggan (${approved.join(', ')}): barangnya sudah diterima, paketnya tidak dapat dicatat dikembalikan`,
    );
  if (pending.length)
    throw fieldError('order_id', `Tagihan ${h.invoice_number} masih punya retur konsumen yang diajukan (${pending.join(', ')}): tolak atau batalkan dulu`);
  return h;
}

/**
 * A returned parcel (return): dikirim → siap_dikirim, with the shipment's note as the reason in the
 * state history; the order can then be shipped again in a new shipment, or cancelled. Stock:
 * - an order whose stock left at the shipment ('0') gets back exactly what the ship took, through
 *   releaseStock (the same batches, at the cost it left at; doc_type sales_order_cancel), and holds
 *   it again as a reservation: stock_taken 0 and reserved as before shipping, so the next ship takes
 *   it again FEFO. The goods it reserves are the goods it just gave back, so no availability check
 *   can refuse it (the parcel is physically back);
 * - an order whose stock left at the order ('1') or at picking ('2', and every indent order) keeps it
 *   taken: the goods are back in the warehouse but still the order's, and go out with it again (a
 *   cancel gives them back).
 * Packed items stay packed (they come back packed), so the order is ready for a new shipment at
 * once. The tracking number of the returned parcel is cleared. Permission packing, as ship.
 */
export async function returnSalesOrder(tx: Tx, actor: Actor, input: { order_id: number; reason: string }) {
  const h = await checkReturnSalesOrder(tx, actor, input);
  const moved = await runTransition(tx, actor, storedSalesOrder, { id: h.order_id, action: 'return', reason: input.reason }, async ({ transition }) => {
    let movements = 0;
    let taken = h.stock_taken;
    if (h.stock_reduction_at === 'shipment' && h.stock_taken === 1) {
      const needs = await storedNeeds(tx, h.order_id);
      await lockStockItems(
        tx,
        h.gudang_id,
        needs.map((n) => n.product_id),
      );
      movements = await releaseStock(tx, actor, h);
      await reserveStock(tx, h, needs, { decided: true });
      taken = 0;
    }
    await tx.execute(sql`update sales_order set no_resi = null, updated_at = now() where order_id = ${h.order_id}`);
    return { order_id: h.order_id, invoice_number: h.invoice_number, status: transition.to, stock_taken: taken, movements } satisfies SalesOrderMoved;
  });
  // What the order counts for in the sales reports, after its new state (runTransition writes it after the effect).
  await refreshSalesFacts(tx, [h.order_id]);
  return moved;
}
