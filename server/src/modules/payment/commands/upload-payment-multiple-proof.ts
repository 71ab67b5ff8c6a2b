import { PAYMENT_MULTIPLE_FILE_FIELD, type PaymentMultipleUploadBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { multipleSaved, visibleMultiplePayment } from '../multiple-queries.js';
import { type ProofFile, proofCount, readProofFiles, storeProofFiles } from './multiple-attachments.js';

/** States in which a proof may still be added: awaiting verification, or approved (a slip that came later). */
const UPLOADABLE = ['menunggu_verifikasi', 'disetujui'];

/**
 * The rules of /payment/upload_finance_order_multiple_validation and _stored: a multi-invoice payment
 * the user reaches and may write, awaiting verification or approved; at least one proof, as files in
 * `attachments` or attachment_ids uploaded before (existing, of no payment yet); at most 10 on the payment.
 */
export async function checkUploadPaymentMultipleProof(tx: Tx, actor: Actor, body: PaymentMultipleUploadBody) {
  const head = await visibleMultiplePayment(tx, actor, body.payment_id);
  const bag = new ErrorBag();
  if (!UPLOADABLE.includes(head.status)) bag.add('payment_id', 'Bukti hanya dapat ditambahkan pada pembayaran yang menunggu verifikasi atau disetujui');
  const ids = [...new Set(body.attachment_ids)];
  if (ids.length) {
    // A proof not attached yet is its uploader's alone: another user's is "not found".
    const r = await tx.execute(sql`select attachment_id, payment_id from payment_attachment where attachment_id = any(${sql.param(ids)}::int[])
      and (payment_id is not null or created_by = ${actor.userId})`);
    const found = new Map((r.rows as { attachment_id: number; payment_id: number | null }[]).map((x) => [Number(x.attachment_id), x.payment_id]));
    for (const id of ids) {
      if (!found.has(id)) bag.add('attachment_ids', 'Lampiran tidak ditemukan');
      else if (found.get(id) !== null) bag.add('attachment_ids', 'Lampiran sudah dipakai pembayaran lain');
    }
  }
  const files: ProofFile[] = await readProofFiles(body[PAYMENT_MULTIPLE_FILE_FIELD], (await proofCount(tx, head.payment_id)) + ids.length, bag);
  if (!ids.length && !files.length && bag.empty) bag.add(PAYMENT_MULTIPLE_FILE_FIELD, 'Bukti pembayaran wajib diunggah');
  bag.throwIfAny();
  return { ids, files };
}

/** Adds the proofs to the payment. */
export async function uploadPaymentMultipleProof(tx: Tx, _actor: Actor, body: PaymentMultipleUploadBody, checked: { ids: number[]; files: ProofFile[] }) {
  if (checked.ids.length)
    await tx.execute(sql`update payment_attachment set payment_id = ${body.payment_id} where attachment_id = any(${sql.param(checked.ids)}::int[])`);
  await storeProofFiles(tx, body.payment_id, checked.files);
  return multipleSaved(tx, body.payment_id);
}
