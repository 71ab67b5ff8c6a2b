import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { PROOF_EXTENSION, readProof } from './read-proof.js';

/** A file name safe to store and send back: no path, no control or quote characters, at most 150 characters. */
const cleanName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .trim()
    .slice(0, 150) ?? '';

/**
 * Stores a proof of payment before its payment exists (payment_id null; createPayment attaches it):
 * JPG or PNG (checked and re-encoded by the platform image check, without metadata) or PDF (by its
 * first bytes), at most 5 MB; the type is read from the bytes, never from the name. Answers its id.
 */
export async function uploadPaymentAttachment(tx: Tx, actor: Actor, input: { file: unknown; file_name?: string }) {
  const file = Array.isArray(input.file) ? input.file[0] : input.file;
  if (!Buffer.isBuffer(file) || file.length === 0) throw fieldError('file', 'Bukti pembayaran wajib diunggah');
  const proof = await readProof(file);
  if ('error' in proof) throw fieldError('file', proof.error);
  const { mime, bytes } = proof;
  const base = cleanName(input.file_name).replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'bukti-pembayaran';
  const fileName = `${base}.${PROOF_EXTENSION[mime]}`;
  const r = await tx.execute(sql`insert into payment_attachment (file_name, mime, size, content, created_by)
    values (${fileName}, ${mime}, ${bytes.length}, ${bytes}, ${actor.userId})
    returning attachment_id, payment_id, file_name, mime, size, created_at`);
  const x = r.rows[0] as Record<string, unknown>;
  return {
    attachment_id: Number(x.attachment_id),
    payment_id: null,
    file_name: String(x.file_name),
    mime: String(x.mime),
    size: Number(x.size),
    created_at: new Date(x.created_at as string).toISOString(),
  };
}
