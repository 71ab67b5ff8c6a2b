import type { PaymentMultipleRemoveInvoiceBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { assertEditable } from '../../../platform/documents/editable.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { multipleSaved, visibleMultiplePayment } from '../multiple-queries.js';
import { storedPaymentOf } from '../payment-document.js';

/**
 * The rules of /payment/finance_order_multiple_remove_invoice_validation and _remove_invoice: the
 * detail belongs to a multi-invoice payment the user reaches (404) and may write (403), still awaiting
 * verification, and it is not the payment's last document (delete the payment instead).
 */
export async function checkRemovePaymentMultipleInvoice(tx: Tx, actor: Actor, body: PaymentMultipleRemoveInvoiceBody) {
  const r = await tx.execute(sql`select payment_id, amount::float8 as amount from payment_detail where payment_detail_id = ${body.payment_detail_id}`);
  const detail = r.rows[0] as { payment_id: number; amount: number } | undefined;
  if (!detail) throw notFound('Rincian pembayaran tidak ditemukan');
  const head = await visibleMultiplePayment(tx, actor, Number(detail.payment_id));
  assertEditable(storedPaymentOf(head.payment_for).doc, head.status, 'payment_detail_id');
  const n = await tx.execute(sql`select count(*)::int as n from payment_detail where payment_id = ${head.payment_id}`);
  if (Number((n.rows[0] as { n: number }).n) <= 1)
    throw fieldError('payment_detail_id', 'Tagihan terakhir tidak dapat dihapus dari pembayaran; hapus pembayarannya');
  return { payment_id: head.payment_id, amount: Number(detail.amount) };
}

/**
 * Takes one document off a pending multi-invoice payment. The money rule (Σ details + credit_amount =
 * amount + credit_used) stays: the amount drops by the detail's, and what the amount cannot cover
 * comes off the credit it would use.
 */
export async function removePaymentMultipleInvoice(
  tx: Tx,
  _actor: Actor,
  body: PaymentMultipleRemoveInvoiceBody,
  checked: { payment_id: number; amount: number },
) {
  const r = await tx.execute(sql`select amount::float8 as amount, credit_used::float8 as credit_used from payment where payment_id = ${checked.payment_id}`);
  const money = r.rows[0] as { amount: number; credit_used: number };
  const fromAmount = Math.min(Number(money.amount), checked.amount);
  await tx.execute(sql`delete from payment_detail where payment_detail_id = ${body.payment_detail_id}`);
  await tx.execute(sql`update payment set amount = ${Number(money.amount) - fromAmount}, credit_used = ${Number(money.credit_used) - (checked.amount - fromAmount)},
      updated_at = now() where payment_id = ${checked.payment_id}`);
  return multipleSaved(tx, checked.payment_id);
}
