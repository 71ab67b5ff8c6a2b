import { jakartaToday } from '@bo/contract';
import type { SalesOrderPaidBody } from '@bo/contract';
import { SALES_PAYMENT_METHODS } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { orderBalances } from '../../retur-konsumen/queries.js';
import { bankOf, type SalesOrderHead, salesOrderHead } from '../extra-queries.js';

export type PaymentMove = 'paid' | 'unpaid';
export type SalesOrderPaymentInput = Partial<Omit<SalesOrderPaidBody, 'order_id'>> & { order_id: number; status: PaymentMove };

/**
 * The rules of marking an order paid or unpaid (/purchase_order/validation_update_paid_unpaid,
 * update_paid, update_unpaid), writing nothing: the order is the user's to see (404), not cancelled
 * nor deleted, not already paid (paid) / paid (unpaid), and a cashier sale — paid at the counter —
 * is never made unpaid. For paid: the account of Kas & Bank exists and is active, a method that
 * lands in an account has one, and the payment date is neither in the future nor before the order.
 * Every problem is answered at its field (422).
 */
export async function checkUpdateSalesOrderPaid(tx: Tx, actor: Actor, input: SalesOrderPaymentInput) {
  const order = await salesOrderHead(tx, actor, input.order_id);
  const bag = new ErrorBag();
  if (order.deleted) bag.add('order_id', 'Tagihan sudah dihapus');
  else if (order.status === 'dibatalkan') bag.add('order_id', 'Tagihan sudah dibatalkan');
  else if (input.status === 'paid' && order.is_paid) bag.add('order_id', 'Tagihan sudah lunas');
  else if (input.status === 'paid' && order.status === 'menunggu_persetujuan') bag.add('order_id', 'Tagihan masih menunggu persetujuan diskon');
  else if (input.status === 'unpaid' && !order.is_paid) bag.add('order_id', 'Tagihan belum lunas');
  else if (input.status === 'unpaid' && order.is_pos) bag.add('order_id', 'Penjualan kasir dibayar di kasir; pembayarannya tidak dapat dibatalkan');
  let paidDate: string | undefined;
  let method = order.payment_method;
  let bankId = order.bank_id;
  if (input.status === 'paid') {
    method = input.payment_method ?? order.payment_method;
    bankId = input.bank_id ?? (input.payment_method ? null : order.bank_id);
    if (input.bank_id !== undefined) {
      const bank = await bankOf(tx, input.bank_id);
      if (!bank) bag.add('bank_id', 'Rekening tidak ditemukan');
      else if (!bank.active) bag.add('bank_id', 'Rekening tidak aktif');
    }
    const needsBank = SALES_PAYMENT_METHODS.find((m) => m.value === method)?.needsBank ?? false;
    if (input.payment_method && needsBank && bankId === null) bag.add('bank_id', 'Rekening wajib dipilih untuk metode pembayaran ini');
    if (input.paid_date) {
      if (input.paid_date > jakartaToday()) bag.add('paid_date', 'Tanggal bayar tidak boleh di masa depan');
      else if (input.paid_date < order.order_date) bag.add('paid_date', 'Tanggal bayar tidak boleh sebelum tanggal tagihan');
      paidDate = input.paid_date;
    }
  }
  bag.throwIfAny();
  return { order, paidDate, method, bankId };
}

const answerOf = async (tx: Tx, order: SalesOrderHead) => {
  const r = await tx.execute(sql`select order_id, invoice_number, is_paid, paid_amount, paid_at, paid_by, payment_method, bank_id
    from sales_order where order_id = ${order.order_id}`);
  const row = r.rows[0] as Record<string, unknown>;
  return {
    order_id: Number(row.order_id),
    invoice_number: String(row.invoice_number),
    is_paid: Number(row.is_paid),
    paid_amount: Number(row.paid_amount),
    paid_at: row.paid_at ? new Date(row.paid_at as string).toISOString() : null,
    paid_by: row.paid_by === null ? null : Number(row.paid_by),
    payment_method: (row.payment_method as string | null) ?? null,
    bank_id: row.bank_id === null ? null : Number(row.bank_id),
  };
};

/**
 * Marks an order paid (is_paid 1, paid_amount raised by what is still due, i.e. to grand_total less
 * the approved customer returns (orderBalances), so a paid invoice owes nothing and is owed nothing;
 * when and by whom, method and account when given; a past payment date keeps the time of day of now)
 * or unpaid (all of it cleared; the method stays as the order was made).
 */
export async function updateSalesOrderPaid(tx: Tx, actor: Actor, input: SalesOrderPaymentInput) {
  const { order, paidDate, method, bankId } = await checkUpdateSalesOrderPaid(tx, actor, input);
  if (input.status === 'paid') {
    const at = paidDate ? sql`((${paidDate}::date + (now() at time zone 'Asia/Jakarta')::time) at time zone 'Asia/Jakarta')` : sql`now()`;
    const due = (await orderBalances(tx, [order.order_id])).get(order.order_id)?.amount_due ?? 0;
    await tx.execute(sql`update sales_order set is_paid = 1, paid_amount = paid_amount + ${due}, paid_at = ${at}, paid_by = ${actor.userId},
        payment_method = ${method}, bank_id = ${bankId}, updated_at = now() where order_id = ${order.order_id}`);
  } else {
    await tx.execute(sql`update sales_order set is_paid = 0, paid_amount = 0, paid_at = null, paid_by = null, updated_at = now()
      where order_id = ${order.order_id}`);
  }
  return answerOf(tx, order);
}
