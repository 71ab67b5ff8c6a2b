import { type PaymentCsSubmitBody, SALES_PAYMENT_METHODS } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { visibleSalesOrder } from '../../sales/order/commands/order-scope.js';
import { orderBalances } from '../../sales/retur-konsumen/queries.js';
import { type CreatePaymentInput, checkCreatePayment, createPayment } from './create-payment.js';

/**
 * The payment a CS submission makes (/payment/cs_submit_*): the invoice must be the user's to reach
 * (404 otherwise); amount + use_credit is allocated to the invoice up to what it still owes; the rest,
 * with keep_as_credit = 1, is kept as the customer's credit, else refused at amount. A method that
 * lands in an account needs the account; the date is not before the invoice. Then every rule of
 * createPayment. Answers the createPayment input.
 */
export async function checkSubmitCustomerPayment(tx: Tx, actor: Actor, body: PaymentCsSubmitBody): Promise<CreatePaymentInput> {
  const order = await visibleSalesOrder(tx, actor, body.order_id);
  const bag = new ErrorBag();
  const due = (await orderBalances(tx, [order.order_id])).get(order.order_id)?.amount_due ?? 0;
  const total = body.amount + body.use_credit;
  if (total <= 0) bag.add('amount', 'Jumlah pembayaran wajib lebih dari 0');
  let credit = 0;
  if (order.deleted_at) bag.add('order_id', 'Tagihan sudah dihapus');
  else if (order.status === 'dibatalkan') bag.add('order_id', 'Tagihan sudah dibatalkan');
  else if (order.status === 'menunggu_persetujuan') bag.add('order_id', 'Tagihan masih menunggu persetujuan diskon');
  else if (due === 0) bag.add('order_id', 'Tagihan sudah lunas');
  else if (total > due) {
    if (body.keep_as_credit === '1') credit = total - due;
    else bag.add('amount', `Jumlah melebihi sisa tagihan (sisa Rp ${due.toLocaleString('id-ID')}); pilih simpan kelebihan sebagai kredit bila disengaja`);
  }
  if (body.use_credit > 0 && credit > 0 && body.use_credit >= credit) bag.add('use_credit', 'Kredit yang dipakai tidak boleh menjadi kelebihan bayar');
  const method = body.payment_method ?? 'transfer';
  if ((SALES_PAYMENT_METHODS.find((m) => m.value === method)?.needsBank ?? false) && !body.bank_id)
    bag.add('bank_id', 'Rekening wajib dipilih untuk metode pembayaran ini');
  if (body.payment_date && body.payment_date < order.order_date) bag.add('payment_date', 'Tanggal pembayaran tidak boleh sebelum tanggal tagihan');
  bag.throwIfAny();
  const input: CreatePaymentInput = {
    payment_for: 'customer',
    order_vendor_id: order.member_id,
    details: [{ order_id: order.order_id, amount: total - credit }],
    amount: body.amount,
    payment_date: body.payment_date ?? null,
    payment_method: method,
    bank_id: body.bank_id ?? null,
    note: body.note ?? null,
    credit_amount: credit,
    credit_used: body.use_credit,
    gudang_id: order.gudang_id,
    source: 'manual',
    attachment_ids: body.attachment_ids,
    is_multiple: 0,
  };
  await checkCreatePayment(tx, actor, input);
  return input;
}

/** Stores the CS submission: a customer payment awaiting verification, with one detail (createPayment). */
export async function submitCustomerPayment(tx: Tx, actor: Actor, input: CreatePaymentInput) {
  return createPayment(tx, actor, input);
}
