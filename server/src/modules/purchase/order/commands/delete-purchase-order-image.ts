import type { PurchaseOrderImageDeleteBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { type Actor, actorCan } from '../../../../platform/command.js';
import { fieldError, forbidden, notFound } from '../../../../platform/errors.js';
import { visibleOrder } from './order-rules.js';

/** An image of a visible order (404 otherwise), of a kind the user holds, on an order not cancelled. */
export async function checkDeletePurchaseOrderImage(tx: Tx, actor: Actor, body: PurchaseOrderImageDeleteBody) {
  const h = await visibleOrder(tx, actor, body.order_id);
  if (!actorCan(actor, h.is_internal ? 'purchaseOrderInternal' : 'purchaseOrder')) throw forbidden();
  if (h.status === 'cancelled') throw fieldError('order_id', 'Pesanan yang dibatalkan tidak dapat diubah');
  const r = await tx.execute(sql`select image_id from purchase_order_image where image_id = ${body.image_id} and order_id = ${h.order_id}`);
  if (!r.rows.length) throw notFound('Gambar tidak ditemukan');
  return h;
}

/** /penerimaan_order/delete_image_stored: removes one image of an order. */
export async function deletePurchaseOrderImage(tx: Tx, actor: Actor, body: PurchaseOrderImageDeleteBody) {
  await checkDeletePurchaseOrderImage(tx, actor, body);
  await tx.execute(sql`delete from purchase_order_image where image_id = ${body.image_id}`);
  return { order_id: body.order_id, image_id: body.image_id };
}
