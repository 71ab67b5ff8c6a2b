import type { SalesOrderState } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { fieldError } from '../../../../platform/errors.js';
import { storedSalesOrder } from '../order-document.js';
import { type SalesOrderHead, visibleSalesOrder } from './order-scope.js';
import { needsOf, takeStock } from './order-stock.js';

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
  return runTransition(tx, actor, storedSalesOrder, { id: h.order_id, action }, async ({ transition }) => {
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
