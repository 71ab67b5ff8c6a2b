import { jakartaToday } from '@bo/contract';
import type { SalesOrderPaidBody } from '@bo/contract';
import { SALES_PAYMENT_METHODS } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag, fieldError } from '../../../../platform/errors.js';
import { voidPayment } from '../../../payment/commands/approve-payment.js';
import { createPayment } from '../../../payment/commands/create-payment.js';
import { orderBalances } from '../../retur-konsumen/queries.js';
import { bankOf, type SalesOrderHead, salesOrderHead } from '../extra-queries.js';
import { recordOrderPayment } from './record-order-payment.js';

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
 * "Tandai Lunas" (paid): the amount still due (grand_total less the approved customer returns and
 * what is paid, orderBalances) becomes an approved customer payment of that amount (source
 * 'tandai_lunas', createPayment of the payment module), which records it on the order through
 * recordOrderPayment (is_paid 1, when and by whom, method and account); an order that owes nothing
 * (returned whole) is marked paid without a payment. "Tandai Belum Lunas" (unpaid) voids the order's
 * approved payments (refused when one of them also pays other invoices: it is voided on the Pembayaran
 * page), then clears what was paid before payments existed.
 */
export async function updateSalesOrderPaid(tx: Tx, actor: Actor, input: SalesOrderPaymentInput) {
  const { order, paidDate, method, bankId } = await checkUpdateSalesOrderPaid(tx, actor, input);
  const member = await tx.execute(sql`select member_id from sales_order where order_id = ${order.order_id}`);
  const memberId = (member.rows[0] as { member_id: number | null }).member_id;
  if (input.status === 'paid') {
    const due = (await orderBalances(tx, [order.order_id])).get(order.order_id)?.amount_due ?? 0;
    if (due > 0)
      await createPayment(tx, actor, {
        payment_for: 'customer',
        order_vendor_id: memberId === null ? null : Number(memberId),
        details: [{ order_id: order.order_id, amount: due }],
        amount: due,
        payment_date: paidDate ?? null,
        payment_method: method,
        bank_id: bankId,
        source: 'tandai_lunas',
        approved: true,
      });
    else await recordOrderPayment(tx, order.order_id, 0, { paidDate, by: actor.userId, method, bankId, field: 'order_id', mark: 'paid' });
  } else {
    const r = await tx.execute(sql`select p.payment_id, p.is_multiple::int as is_multiple from payment p
      where p.status = 'disetujui' and exists (select 1 from payment_detail d where d.payment_id = p.payment_id and d.order_id = ${order.order_id})
      order by p.payment_id`);
    const payments = r.rows as { payment_id: number; is_multiple: number }[];
    if (payments.some((p) => Number(p.is_multiple) === 1))
      throw fieldError('order_id', 'Tagihan ini dibayar bersama tagihan lain dalam satu pembayaran; batalkan pembayaran itu di halaman Pembayaran');
    for (const p of payments) await voidPayment(tx, actor, Number(p.payment_id));
    const left = await tx.execute(sql`select paid_amount::float8 as paid from sales_order where order_id = ${order.order_id}`);
    await recordOrderPayment(tx, order.order_id, -Number((left.rows[0] as { paid: number }).paid), { by: actor.userId, field: 'order_id', mark: 'unpaid' });
  }
  return answerOf(tx, order);
}
