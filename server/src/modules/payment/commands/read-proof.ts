import { PAYMENT_ATTACHMENT_MAX_BYTES, PAYMENT_ATTACHMENT_RULE } from '@bo/contract';
import { imageMime, readImage } from '../../../platform/image.js';

export type ProofMime = 'image/jpeg' | 'image/png' | 'application/pdf';
export const PROOF_EXTENSION: Record<ProofMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

const isPdf = (b: Buffer) => b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-';

/**
 * The one check of a proof of payment (upload_attachment and the multipart proofs of a multi-invoice
 * payment): the type from the first bytes, never the name: a PDF kept as sent, a JPG or PNG through
 * the platform image check (decoded and re-encoded without metadata, what is stored); at most 5 MB
 * before and after. Anything else is refused with the rule (PAYMENT_ATTACHMENT_RULE).
 */
export async function readProof(file: unknown): Promise<{ mime: ProofMime; bytes: Buffer } | { error: string }> {
  if (!Buffer.isBuffer(file) || file.length === 0 || file.length > PAYMENT_ATTACHMENT_MAX_BYTES) return { error: PAYMENT_ATTACHMENT_RULE };
  if (isPdf(file)) return { mime: 'application/pdf', bytes: file };
  const sniffed = imageMime(file);
  if (sniffed !== 'image/jpeg' && sniffed !== 'image/png') return { error: PAYMENT_ATTACHMENT_RULE };
  const image = await readImage(file, { maxBytes: PAYMENT_ATTACHMENT_MAX_BYTES, label: 'Bukti pembayaran' });
  if ('error' in image) return { error: image.error };
  if (image.bytes.length > PAYMENT_ATTACHMENT_MAX_BYTES) return { error: PAYMENT_ATTACHMENT_RULE };
  return { mime: sniffed, bytes: image.bytes };
}
