import type { SalesOrderDeleteBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { fieldError } from '../../../../platform/errors.js';
import { clearPacking } from '../../shipment/commands/scan-packing.js';
import { storedSalesOrder } from '../order-document.js';
import { visibleSalesOrder } from './order-scope.js';
import { releaseStock } from './order-stock.js';
import { refreshSalesFacts } from '../../../report/facts/commands/refresh-sales-facts.js';

/**
 * The rules of /purchase_order/validation_delete, writing nothing: the order is reachable (404), the
 * user may cancel (the machine's `cancel` permission, 403), the machine allows it from its state
 * (baru or siap_dikirim; shipped, finished and cashier sales are refused at order_id), it is not
 * deleted yet and not paid, not even partly (its payments are first cancelled: the money stays on an invoice).
 */
export async function checkCancelSalesOrder(tx: Tx, actor: Actor, body: SalesOrderDeleteBody) {
  const h = await visibleSalesOrder(tx, actor, body.order_id);
  if (h.deleted_at) throw fieldError('order_id', 'Tagihan sudah dihapus');
  await checkDocumentTransition(tx, actor, storedSalesOrder, { id: h.order_id, action: 'cancel' });
  if (h.is_paid === 1) throw fieldError('order_id', 'Tagihan yang sudah lunas tidak dapat dihapus; ubah dulu menjadi belum lunas');
  // Money received stays on its invoice: a partly paid one is deleted only after its payments are cancelled.
  const paid = await tx.execute(sql`select paid_amount::float8 as paid from sales_order where order_id = ${h.order_id}`);
  const paidAmount = Number((paid.rows[0] as { paid: number } | undefined)?.paid ?? 0);
  if (paidAmount > 0)
    throw fieldError(
      'order_id',
      `Tagihan sudah dibayar sebagian (Rp ${paidAmount.toLocaleString('id-ID')}) dan tidak dapat dihapus; batalkan dulu pembayarannya`,
    );
  return h;
}

/**
 * /purchase_order/delete: cancels the order through the machine and deletes it softly (deleted_at,
 * who, reason; it then shows in list_deleted only). Its reservations are dropped and every unit it
 * took returns to the batch it left (releaseStock), so balances and batches are what they were; its
 * packing progress is forgotten (clearPacking).
 */
export async function cancelSalesOrder(tx: Tx, actor: Actor, body: SalesOrderDeleteBody) {
  const h = await checkCancelSalesOrder(tx, actor, body);
  const cancelled = await runTransition(tx, actor, storedSalesOrder, { id: h.order_id, action: 'cancel' }, async () => {
    await releaseStock(tx, actor, h);
    await clearPacking(tx, h.order_id);
    await tx.execute(sql`update sales_order set deleted_at = now(), deleted_by = ${actor.userId}, delete_reason = ${body.reason ?? null}, updated_at = now()
      where order_id = ${h.order_id}`);
    return { order_id: h.order_id, invoice_number: h.invoice_number, status: 'dibatalkan' as const };
  });
  // A cancelled order no longer counts in the sales reports.
  await refreshSalesFacts(tx, [h.order_id]);
  return cancelled;
}
