import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { type Actor, actorCan } from '../../../platform/command.js';
import { runTransition } from '../../../platform/documents/run-transition.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { storedPaymentOf } from '../payment-document.js';
import { applyPaymentDetails, paymentMoney } from './apply-payment.js';

/** A payment's kind, or 404. */
async function paymentKind(tx: Tx, paymentId: number) {
  const p = await paymentMoney(tx, paymentId);
  if (!p) throw notFound('Pembayaran tidak ditemukan');
  return p;
}

/**
 * Approves a payment awaiting verification (finance): runTransition locks the payment row and refuses
 * one not in menunggu_verifikasi (so an approval replayed or clicked twice allocates once: the second
 * finds it disetujui, 422), checks the permission and four eyes; then every detail is recorded on its
 * document under the documents' locks (applyPaymentDetails): a detail above what is due now is refused
 * at details.N.amount / amount and nothing is written. Stamps verified_by / verified_at.
 */
export async function approvePayment(tx: Tx, actor: Actor, paymentId: number) {
  const kind = await paymentKind(tx, paymentId);
  return runTransition(tx, actor, storedPaymentOf(kind.payment_for), { id: paymentId, action: 'approve' }, async () => {
    await applyPaymentDetails(tx, actor, paymentId, 1);
    await tx.execute(sql`update payment set verified_by = ${actor.userId}, verified_at = now(), updated_at = now() where payment_id = ${paymentId}`);
    return { payment_id: paymentId };
  });
}

/** Rejects a payment awaiting verification, with the reason (required); nothing is recorded on the documents. */
export async function rejectPayment(tx: Tx, actor: Actor, paymentId: number, reason: string | null | undefined) {
  const kind = await paymentKind(tx, paymentId);
  return runTransition(tx, actor, storedPaymentOf(kind.payment_for), { id: paymentId, action: 'reject', reason }, async ({ reason: why }) => {
    await tx.execute(sql`update payment set status_reason = ${why}, verified_by = ${actor.userId}, verified_at = now(), updated_at = now()
      where payment_id = ${paymentId}`);
    return { payment_id: paymentId };
  });
}

/** Deletes a payment still awaiting verification (state dihapus; its rows stay for the history); its proofs stay attached to it. */
export async function deletePayment(tx: Tx, actor: Actor, paymentId: number) {
  const kind = await paymentKind(tx, paymentId);
  await assertDeletableBy(tx, actor, paymentId, kind.payment_for);
  return runTransition(tx, actor, storedPaymentOf(kind.payment_for), { id: paymentId, action: 'delete' }, async () => {
    await tx.execute(sql`update payment set updated_at = now() where payment_id = ${paymentId}`);
    return { payment_id: paymentId };
  });
}

/**
 * Voids an approved payment ("Tandai Belum Lunas"): its details are taken back from the documents
 * (paid_amount decreases, is_paid recomputed), state dibatalkan. Refused when the credit it kept has
 * been spent since.
 */
export async function voidPayment(tx: Tx, actor: Actor, paymentId: number) {
  const kind = await paymentKind(tx, paymentId);
  await assertVoidable(tx, paymentId);
  return runTransition(tx, actor, storedPaymentOf(kind.payment_for), { id: paymentId, action: 'void' }, async () => {
    await applyPaymentDetails(tx, actor, paymentId, -1);
    await tx.execute(sql`update payment set updated_at = now() where payment_id = ${paymentId}`);
    return { payment_id: paymentId };
  });
}

/**
 * A payment that may be voided at all: not a sale paid at the counter (source kasir: the money is in
 * the cashier's shift; as Tandai Belum Lunas refuses it) nor a COD settlement (source cod), 422 at payment_id. The machine checks the state.
 */
export async function assertVoidable(tx: Tx, paymentId: number) {
  const r = await tx.execute(sql`select source from payment where payment_id = ${paymentId}`);
  const source = (r.rows[0] as { source?: string } | undefined)?.source;
  if (source === 'kasir') throw fieldError('payment_id', 'Penjualan kasir dibayar di kasir; pembayarannya tidak dapat dibatalkan');
  // a COD settlement stands for a courier's remittance (cod_remittance): voiding it alone would leave the remittance recorded as received
  if (source === 'cod')
    throw fieldError('payment_id', 'Pembayaran COD tercatat dari setoran kurir di Verifikasi COD; pembayarannya tidak dapat dibatalkan di sini');
}

/**
 * Who may delete a payment awaiting verification: finance of its side (the verifier's page), or the
 * user who recorded it (CS withdrawing a proof sent in error). A partner or clerk cannot delete a
 * payment finance recorded for their invoices. 422 at payment_id.
 */
export async function assertDeletableBy(tx: Tx, actor: Actor, paymentId: number, paymentFor: string) {
  if (actorCan(actor, paymentFor === 'supplier' ? 'verificationPaymentOrder' : 'verificationPayment')) return;
  const r = await tx.execute(sql`select created_by from payment where payment_id = ${paymentId}`);
  const createdBy = (r.rows[0] as { created_by?: number | null } | undefined)?.created_by;
  if (createdBy === null || createdBy === undefined || Number(createdBy) !== actor.userId)
    throw fieldError('payment_id', 'Pembayaran ini dicatat pengguna lain; hanya pencatatnya atau bagian keuangan yang dapat menghapusnya');
}
