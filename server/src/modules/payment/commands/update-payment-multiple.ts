import type { PaymentMultipleUpdateBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { assertEditable } from '../../../platform/documents/editable.js';
import { ErrorBag } from '../../../platform/errors.js';
import { multipleSaved, visibleMultiplePayment } from '../multiple-queries.js';
import { storedPaymentOf } from '../payment-document.js';
import { type CheckedMultiple, checkMultipleContent } from './create-payment-multiple.js';
import { proofCount, storeProofFiles } from './multiple-attachments.js';

/**
 * The rules of /payment/finance_order_multiple_update_validation and _update_stored, writing nothing:
 * a multi-invoice payment the user reaches (404) and may write (403), still awaiting verification
 * (422 at payment_id); the customer/supplier and the type, when sent, are the stored ones; then the
 * new content as a new payment's (checkMultipleContent), the proofs counted with those it has.
 */
export async function checkUpdatePaymentMultiple(tx: Tx, actor: Actor, body: PaymentMultipleUpdateBody): Promise<CheckedMultiple> {
  const head = await visibleMultiplePayment(tx, actor, body.payment_id);
  assertEditable(storedPaymentOf(head.payment_for).doc, head.status, 'payment_id');
  const bag = new ErrorBag();
  if (body.type !== undefined && body.type !== head.payment_for) bag.add('type', 'Tipe pembayaran tidak dapat diubah');
  if (body.order_vendor_id !== undefined && body.order_vendor_id !== head.order_vendor_id)
    bag.add('order_vendor_id', head.payment_for === 'customer' ? 'Pelanggan pembayaran tidak dapat diubah' : 'Supplier pembayaran tidak dapat diubah');
  bag.throwIfAny();
  return checkMultipleContent(tx, actor, head.payment_for, head.order_vendor_id ?? 0, body, await proofCount(tx, head.payment_id));
}

/**
 * Replaces the content of a pending multi-invoice payment: date, method, account, note, amount
 * (Σ details) and its details; proofs sent are added. Its number, state and history stay.
 */
export async function updatePaymentMultiple(tx: Tx, _actor: Actor, body: PaymentMultipleUpdateBody, checked: CheckedMultiple) {
  const p = checked.checked;
  await tx.execute(sql`update payment set payment_date = ${p.payment_date}, payment_method = ${p.payment_method}, bank_id = ${p.bank_id}, note = ${p.note},
      amount = ${p.amount}, gudang_id = ${p.gudang_id}, updated_at = now()
    where payment_id = ${body.payment_id}`);
  await tx.execute(sql`delete from payment_detail where payment_id = ${body.payment_id}`);
  await tx.execute(sql`insert into payment_detail (payment_id, order_id, penerimaan_id, amount)
    select ${body.payment_id}, o, r, a from unnest(${sql.param(p.details.map((d) => d.order_id))}::int[], ${sql.param(p.details.map((d) => d.penerimaan_id))}::int[],
      ${sql.param(p.details.map((d) => d.amount))}::bigint[]) as x(o, r, a)`);
  if (p.attachment_ids.length)
    await tx.execute(sql`update payment_attachment set payment_id = ${body.payment_id} where attachment_id = any(${sql.param([...p.attachment_ids])}::int[])`);
  await storeProofFiles(tx, body.payment_id, checked.files);
  return multipleSaved(tx, body.payment_id);
}
