import { documentTotalRefusal, type PurchaseOrderBody, type PurchaseOrderInternalBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import type { ErrorBag } from '../../../../platform/errors.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { checkWarehouse } from '../../../../platform/warehouse-scope.js';
import { storedOrderOf } from '../order-document.js';
import { checkDates, checkImages, checkLines, checkVendor, insertOrder, newBag, orderTotals, writeImages, writeOrderContent } from './order-rules.js';

/** The warehouse rule of each kind, at its field: the ordering warehouse is the user's; an internal order's source is another of the company's. */
async function checkWarehouses(tx: Tx, actor: Actor, body: { gudang_id: number; gudang_source_id?: number }, bag: ErrorBag) {
  await checkWarehouse(tx, actor, body.gudang_id).catch((e: { errors?: Record<string, string[]> }) => {
    for (const [f, ms] of Object.entries(e.errors ?? { gudang_id: ['Gudang tidak ditemukan'] })) for (const m of ms) bag.add(f, m);
  });
  if (body.gudang_source_id === undefined) return;
  const r = await tx.execute(sql`select 1 from master_gudang where master_gudang_id = ${body.gudang_source_id}`);
  if (!r.rows.length) bag.add('gudang_source_id', 'Gudang asal tidak ditemukan');
  else if (body.gudang_source_id === body.gudang_id) bag.add('gudang_source_id', 'Gudang asal harus berbeda dari gudang tujuan');
}

/**
 * Every rule of an order's content, writing nothing (the validation calls): warehouses, supplier
 * (supplier orders), dates, lines and images; all field errors at once. Answers the priced lines,
 * the totals, the date and the decoded images.
 */
export async function checkPurchaseOrderContent(
  tx: Tx,
  actor: Actor,
  body: PurchaseOrderBody | PurchaseOrderInternalBody,
  opts: { internal: boolean; imagesAlready?: number },
) {
  const bag = newBag();
  await checkWarehouses(tx, actor, body, bag);
  if (!opts.internal) await checkVendor(tx, (body as PurchaseOrderBody).vendor_id, bag);
  const date = await checkDates(tx, body, bag);
  const lines = await checkLines(tx, body.lines, bag);
  const images = await checkImages(body.images, opts.imagesAlready ?? 0, bag);
  bag.throwIfAny();
  const totals = await orderTotals(tx, lines, !opts.internal && (body as PurchaseOrderBody).is_ppn === '1');
  const tooBig = documentTotalRefusal(Math.max(totals.gross_total, totals.grand_total));
  if (tooBig) newBag().add('lines', tooBig).throwIfAny();
  return { date, lines, totals, images };
}

export const checkCreatePurchaseOrder = (tx: Tx, actor: Actor, body: PurchaseOrderBody) => checkPurchaseOrderContent(tx, actor, body, { internal: false });
export const checkCreatePurchaseOrderInternal = (tx: Tx, actor: Actor, body: PurchaseOrderInternalBody) =>
  checkPurchaseOrderContent(tx, actor, body, { internal: true });

/**
 * Stores an order: the header as draft with its number, the lines and totals, the images; then,
 * when the body's status is ordered (the default), the machine's `order` move (its permission and
 * log row), so a placed order has the same history whichever way it got there.
 */
async function storeOrder(tx: Tx, actor: Actor, body: PurchaseOrderBody | PurchaseOrderInternalBody, internal: boolean) {
  const { date, lines, totals, images } = await checkPurchaseOrderContent(tx, actor, body, { internal });
  const ext = body as PurchaseOrderBody;
  const int = body as PurchaseOrderInternalBody;
  const { order_id, order_number } = await insertOrder(tx, actor, {
    is_internal: internal,
    order_date: date,
    expected_date: body.expected_date,
    vendor_id: internal ? null : ext.vendor_id,
    gudang_id: body.gudang_id,
    gudang_source_id: internal ? int.gudang_source_id : null,
    note: body.note,
  });
  await writeOrderContent(tx, order_id, lines, totals);
  await writeImages(tx, order_id, images);
  if (body.status === 'ordered') await runTransition(tx, actor, storedOrderOf(internal), { id: order_id, action: 'order' }, async () => undefined);
  return { order_id, order_number, status: body.status, lines: lines.length, grand_total: totals.grand_total };
}

/** /penerimaan_order/add_stored: an order to a supplier. */
export const createPurchaseOrder = (tx: Tx, actor: Actor, body: PurchaseOrderBody) => storeOrder(tx, actor, body, false);

/** /penerimaan_order/add_stored_internal: an order between two of the company's warehouses. */
export const createPurchaseOrderInternal = (tx: Tx, actor: Actor, body: PurchaseOrderInternalBody) => storeOrder(tx, actor, body, true);
