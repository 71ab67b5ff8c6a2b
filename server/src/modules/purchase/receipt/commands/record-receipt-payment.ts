import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { fieldError } from '../../../../platform/errors.js';
import { receiptBalances } from '../receipt-balances.js';

/** What a receipt still owes lives in one place (receipt-balances.ts: grand_total − credit of supplier returns against it − paid). */
export { type ReceiptBalance, receiptBalances } from '../receipt-balances.js';

/**
 * The one writer of a receipt's paid_amount and is_paid, called by the payment module in its
 * transaction: locks the receipt, refuses (at `field`) a payment above what is due or on a receipt
 * not approved, and a reversal below 0; is_paid 1 exactly when nothing is left to pay.
 */
export async function recordReceiptPayment(tx: Tx, penerimaanId: number, delta: number, field = 'amount') {
  const lock = await tx.execute(sql`select status, paid_amount::float8 as paid_amount from goods_receipt where penerimaan_id = ${penerimaanId} for update`);
  const row = lock.rows[0] as { status: string; paid_amount: number } | undefined;
  if (!row) throw fieldError(field, 'Penerimaan tidak ditemukan');
  const due = (await receiptBalances(tx, [penerimaanId])).get(penerimaanId)?.amount_due ?? 0;
  if (delta > 0 && row.status !== 'approved') throw fieldError(field, 'Penerimaan belum disetujui atau sudah dihapus');
  if (delta > 0 && delta > due) throw fieldError(field, `Jumlah melebihi sisa tagihan (sisa Rp ${due.toLocaleString('id-ID')})`);
  if (delta < 0 && Number(row.paid_amount) + delta < 0) throw fieldError(field, 'Jumlah pembatalan melebihi yang sudah dibayar');
  const paidAfter = Number(row.paid_amount) + delta;
  const dueAfter = Math.max(0, due - delta);
  const isPaid = row.status === 'approved' && dueAfter === 0 && paidAfter > 0 ? 1 : 0;
  await tx.execute(sql`update goods_receipt set paid_amount = paid_amount + ${delta}, is_paid = ${isPaid}, updated_at = now()
    where penerimaan_id = ${penerimaanId}`);
  return { paid_amount: paidAfter, is_paid: isPaid, amount_due: dueAfter };
}
