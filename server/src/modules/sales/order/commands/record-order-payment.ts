import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { fieldError } from '../../../../platform/errors.js';
import { orderBalances } from '../../retur-konsumen/queries.js';
import { refreshSalesFacts } from '../../../report/facts/commands/refresh-sales-facts.js';

export interface OrderPaymentMeta {
  /** When the money came (a payment date, at the current time of day in Jakarta), else now. */
  paidDate?: string | null;
  /** The user the payment is attributed to (paid_by). */
  by: number;
  /** Payment method and Kas & Bank account, written on the order when given. */
  method?: string | null;
  bankId?: number | null;
  /** The request field an overpayment is refused at ('amount', 'details.0.amount'). */
  field?: string;
  /** With nothing paid after the change: 'paid' marks an order that owes nothing paid (returned whole); else it is unpaid. */
  mark?: 'paid' | 'unpaid';
}

/**
 * The one writer of an order's payment columns (paid_amount, is_paid, paid_at, paid_by; the method and
 * account when given), called by the payment module in its transaction: locks the order, checks under
 * the lock that `delta` (> 0: an approved payment's detail; < 0: a voided one) keeps 0 ≤ paid_amount ≤
 * grand_total − approved returns, refusing at `meta.field` (422), and sets is_paid to 1 exactly when
 * nothing is left to pay and something was paid (never for a cancelled order; `mark` 'paid' with delta
 * 0 marks paid an order that owes nothing, e.g. returned whole). A paid order keeps when and by whom the last
 * payment was recorded; an unpaid one clears them.
 */
export async function recordOrderPayment(tx: Tx, orderId: number, delta: number, meta: OrderPaymentMeta) {
  const lock = await tx.execute(sql`select order_id, status, deleted_at, paid_amount::float8 as paid_amount from sales_order
    where order_id = ${orderId} for update`);
  const row = lock.rows[0] as { status: string; deleted_at: unknown; paid_amount: number } | undefined;
  const field = meta.field ?? 'amount';
  if (!row) throw fieldError(field, 'Tagihan tidak ditemukan');
  const balance = (await orderBalances(tx, [orderId])).get(orderId);
  const due = balance?.amount_due ?? 0;
  if (delta > 0 && (row.status === 'dibatalkan' || row.deleted_at)) throw fieldError(field, 'Tagihan sudah dibatalkan atau dihapus');
  if (delta > 0 && delta > due) throw fieldError(field, `Jumlah melebihi sisa tagihan (sisa Rp ${due.toLocaleString('id-ID')})`);
  if (delta < 0 && Number(row.paid_amount) + delta < 0) throw fieldError(field, 'Jumlah pembatalan melebihi yang sudah dibayar');
  const paidAfter = Number(row.paid_amount) + delta;
  const dueAfter = Math.max(0, due - delta);
  const isPaid = row.status !== 'dibatalkan' && !row.deleted_at && dueAfter === 0 && (paidAfter > 0 || meta.mark === 'paid') ? 1 : 0;
  const at = meta.paidDate ? sql`((${meta.paidDate}::date + (now() at time zone 'Asia/Jakarta')::time) at time zone 'Asia/Jakarta')` : sql`now()`;
  await tx.execute(sql`update sales_order set paid_amount = paid_amount + ${delta}, is_paid = ${isPaid},
      paid_at = ${isPaid ? at : null}, paid_by = ${isPaid ? meta.by : null},
      payment_method = ${meta.method === undefined || meta.method === null ? sql`payment_method` : meta.method},
      bank_id = ${meta.method === undefined || meta.method === null ? sql`bank_id` : (meta.bankId ?? null)},
      updated_at = now()
    where order_id = ${orderId}`);
  await refreshSalesFacts(tx, [orderId]);
  return { paid_amount: paidAfter, is_paid: isPaid, amount_due: dueAfter };
}
