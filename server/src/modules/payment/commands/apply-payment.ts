import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { recordReceiptPayment } from '../../purchase/receipt/commands/record-receipt-payment.js';
import { recordOrderPayment } from '../../sales/order/commands/record-order-payment.js';
import { customerCreditBalance, lockCustomerCredit } from './customer-credit.js';
import { detailField } from './create-payment.js';

export interface PaymentMoney {
  payment_id: number;
  payment_for: string;
  is_multiple: number;
  order_vendor_id: number | null;
  payment_date: string;
  payment_method: string | null;
  bank_id: number | null;
  amount: number;
  credit_amount: number;
  credit_used: number;
  status: string;
  created_by: number | null;
}

/** A payment's header (no lock; the transition's check locks it). */
export async function paymentMoney(tx: Tx, paymentId: number): Promise<PaymentMoney | undefined> {
  const r =
    await tx.execute(sql`select payment_id, payment_for, is_multiple::int as is_multiple, order_vendor_id, to_char(payment_date, 'YYYY-MM-DD') as payment_date,
      payment_method, bank_id, amount::float8 as amount, credit_amount::float8 as credit_amount, credit_used::float8 as credit_used, status, created_by
    from payment where payment_id = ${paymentId}`);
  const x = r.rows[0] as Record<string, unknown> | undefined;
  if (!x) return undefined;
  return {
    payment_id: Number(x.payment_id),
    payment_for: String(x.payment_for),
    is_multiple: Number(x.is_multiple),
    order_vendor_id: x.order_vendor_id === null ? null : Number(x.order_vendor_id),
    payment_date: String(x.payment_date),
    payment_method: (x.payment_method as string | null) ?? null,
    bank_id: x.bank_id === null ? null : Number(x.bank_id),
    amount: Number(x.amount),
    credit_amount: Number(x.credit_amount),
    credit_used: Number(x.credit_used),
    status: String(x.status),
    created_by: x.created_by === null ? null : Number(x.created_by),
  };
}

/**
 * Records a payment's details on the documents it pays (sign 1: approval or an approved entry) or
 * takes them back (sign −1: void), in the caller's transaction, after the payment row is locked:
 * the customer's credit first when the payment uses or keeps credit (approval: credit_used within
 * the balance, at use_credit; void: the credit it kept not yet spent), then the invoices / receipts
 * in id order (`for update`), then each one's own command (recordOrderPayment / recordReceiptPayment)
 * checks what is due under its lock and writes it. Two payments for the last rupiah of one invoice
 * queue on that invoice's row: the second finds nothing due and is refused at its detail's field.
 */
export async function applyPaymentDetails(tx: Tx, actor: Actor, paymentId: number, sign: 1 | -1) {
  const p = await paymentMoney(tx, paymentId);
  if (!p) throw fieldError('payment_id', 'Pembayaran tidak ditemukan');
  if (p.payment_for === 'customer' && (p.credit_used > 0 || p.credit_amount > 0)) {
    await lockCustomerCredit(tx, p.order_vendor_id);
    const balance = await customerCreditBalance(tx, p.order_vendor_id, p.payment_id);
    if (sign === 1 && p.credit_used > balance)
      throw fieldError('use_credit', `Kredit yang dipakai melebihi saldo kredit pelanggan (Rp ${balance.toLocaleString('id-ID')})`);
    if (sign === -1 && balance < 0)
      throw fieldError('payment_id', 'Kredit dari kelebihan bayar ini sudah dipakai untuk tagihan lain; batalkan dulu pembayaran yang memakainya');
  }
  const r = await tx.execute(sql`select payment_detail_id, order_id, penerimaan_id, amount::float8 as amount from payment_detail
    where payment_id = ${paymentId} order by payment_detail_id`);
  const details = (r.rows as Record<string, unknown>[]).map((x, i) => ({
    i,
    order_id: x.order_id === null ? null : Number(x.order_id),
    penerimaan_id: x.penerimaan_id === null ? null : Number(x.penerimaan_id),
    amount: Number(x.amount),
  }));
  const orders = details.filter((d) => d.order_id !== null).map((d) => d.order_id as number);
  const receipts = details.filter((d) => d.penerimaan_id !== null).map((d) => d.penerimaan_id as number);
  if (orders.length) await tx.execute(sql`select order_id from sales_order where order_id = any(${sql.param(orders)}::int[]) order by order_id for update`);
  if (receipts.length)
    await tx.execute(sql`select penerimaan_id from goods_receipt where penerimaan_id = any(${sql.param(receipts)}::int[]) order by penerimaan_id for update`);
  const sorted = [...details].sort((a, b) => (a.order_id ?? a.penerimaan_id ?? 0) - (b.order_id ?? b.penerimaan_id ?? 0));
  for (const d of sorted) {
    const field = detailField(p.is_multiple, d.i, 'amount');
    if (d.order_id !== null)
      await recordOrderPayment(tx, d.order_id, sign * d.amount, {
        paidDate: p.payment_date,
        by: actor.userId,
        method: sign === 1 ? p.payment_method : null,
        bankId: p.bank_id,
        field,
      });
    else if (d.penerimaan_id !== null) await recordReceiptPayment(tx, d.penerimaan_id, sign * d.amount, field);
  }
}
