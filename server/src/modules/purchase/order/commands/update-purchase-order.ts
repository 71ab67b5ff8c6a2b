import { notEditableMessage, type PurchaseOrderInternalUpdateBody, type PurchaseOrderUpdateBody, purchaseOrderDocument } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { assertEditable } from '../../../../platform/documents/editable.js';
import type { Actor } from '../../../../platform/command.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { fieldError } from '../../../../platform/errors.js';
import { storedOrderOf } from '../order-document.js';
import { checkPurchaseOrderContent } from './create-purchase-order.js';
import { receivedOf, visibleOrder, writeImages, writeOrderContent } from './order-rules.js';

/**
 * The rules of an update, writing nothing: the order is visible and of the call's kind (404), still
 * draft or ordered with nothing received (a received quantity is corrected by receipts, not here),
 * an ordered order stays ordered, then the content rules. Images sent are added to those it has.
 */
export async function checkUpdatePurchaseOrder(tx: Tx, actor: Actor, body: PurchaseOrderUpdateBody | PurchaseOrderInternalUpdateBody, internal: boolean) {
  const h = await visibleOrder(tx, actor, body.order_id, internal ? 'internal' : 'external');
  const doc = purchaseOrderDocument(internal);
  assertEditable(doc, h.status);
  if ((await receivedOf(tx, h.order_id)) > 0) throw fieldError('order_id', notEditableMessage(doc, h.status));
  if (h.status === 'ordered' && body.status === 'draft') throw fieldError('status', 'Pesanan yang sudah dipesan tidak dapat dikembalikan ke draft');
  const n = await tx.execute(sql`select count(*)::int as n from purchase_order_image where order_id = ${h.order_id}`);
  const content = await checkPurchaseOrderContent(tx, actor, body, { internal, imagesAlready: Number((n.rows[0] as { n: number }).n) });
  return { header: h, ...content };
}

async function updateOrder(tx: Tx, actor: Actor, body: PurchaseOrderUpdateBody | PurchaseOrderInternalUpdateBody, internal: boolean) {
  const { header, date, lines, totals, images } = await checkUpdatePurchaseOrder(tx, actor, body, internal);
  const ext = body as PurchaseOrderUpdateBody;
  const int = body as PurchaseOrderInternalUpdateBody;
  await tx.execute(sql`update purchase_order set order_date = ${date}::date, expected_date = ${body.expected_date ?? null}::date,
      vendor_id = ${internal ? null : ext.vendor_id}, gudang_id = ${body.gudang_id}, gudang_source_id = ${internal ? int.gudang_source_id : null},
      note = ${body.note ?? null} where order_id = ${header.order_id}`);
  await writeOrderContent(tx, header.order_id, lines, totals);
  await writeImages(tx, header.order_id, images);
  let status = header.status;
  if (header.status === 'draft' && body.status === 'ordered') {
    await runTransition(tx, actor, storedOrderOf(internal), { id: header.order_id, action: 'order' }, async () => undefined);
    status = 'ordered';
  }
  return { order_id: header.order_id, order_number: header.order_number, status, lines: lines.length, grand_total: totals.grand_total };
}

/** /penerimaan_order/update_stored: a supplier order's header and lines replaced whole; status ordered places a draft. */
export const updatePurchaseOrder = (tx: Tx, actor: Actor, body: PurchaseOrderUpdateBody) => updateOrder(tx, actor, body, false);

/** /penerimaan_order/update_stored_internal: the same for an internal order. */
export const updatePurchaseOrderInternal = (tx: Tx, actor: Actor, body: PurchaseOrderInternalUpdateBody) => updateOrder(tx, actor, body, true);
