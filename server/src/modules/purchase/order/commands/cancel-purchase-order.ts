import type { PurchaseOrderDeleteBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { fieldError } from '../../../../platform/errors.js';
import { storedOrderOf } from '../order-document.js';
import { receivedOf, visibleOrder } from './order-rules.js';

/**
 * The rules of /penerimaan_order/delete, writing nothing: the order is visible (404), the user holds
 * its kind's page (403), the machine allows `cancel` from its state (draft or ordered: 422 on
 * order_id once anything was received), and no line holds a received quantity.
 */
export async function checkCancelPurchaseOrder(tx: Tx, actor: Actor, body: PurchaseOrderDeleteBody) {
  const h = await visibleOrder(tx, actor, body.order_id);
  const checked = await checkDocumentTransition(tx, actor, storedOrderOf(h.is_internal), { id: h.order_id, action: 'cancel' });
  if ((await receivedOf(tx, h.order_id)) > 0) throw fieldError('order_id', 'Pesanan yang sudah ada penerimaannya tidak dapat dihapus');
  return { header: h, checked };
}

/**
 * Deletes an order by cancelling it: the record, its number and its history stay (numbers stay
 * gap-free and a receipt can never point at a vanished order); lists filter it by status.
 */
export async function cancelPurchaseOrder(tx: Tx, actor: Actor, body: PurchaseOrderDeleteBody) {
  const { header } = await checkCancelPurchaseOrder(tx, actor, body);
  return runTransition(tx, actor, storedOrderOf(header.is_internal), { id: header.order_id, action: 'cancel' }, async () => {
    await tx.execute(sql`update purchase_order set updated_at = now() where order_id = ${header.order_id}`);
    return { order_id: header.order_id, order_number: header.order_number, status: 'cancelled' as const };
  });
}
