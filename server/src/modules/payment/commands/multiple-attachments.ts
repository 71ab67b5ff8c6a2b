import { PAYMENT_MULTIPLE_FILE_FIELD, PAYMENT_MULTIPLE_MAX_ATTACHMENTS } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { ErrorBag } from '../../../platform/errors.js';
import { PROOF_EXTENSION, type ProofMime, readProof } from './read-proof.js';

/** A proof read from a multipart body, checked, ready to store. */
export interface ProofFile {
  file_name: string;
  mime: ProofMime;
  bytes: Buffer;
}

/**
 * The proof files of a multi-invoice payment's multipart body (the repeated file field `attachments`:
 * one Buffer or several): the type from the first bytes (JPG, PNG, PDF), at most 5 MB each; pictures
 * go through the one image check (platform/image.ts: decoded and re-encoded, what is stored), a PDF
 * is kept as sent. At most PAYMENT_MULTIPLE_MAX_ATTACHMENTS on the payment with those it has. A text
 * value in place of a file is refused at the field.
 */
export async function readProofFiles(value: unknown, already: number, bag: ErrorBag): Promise<ProofFile[]> {
  const field = PAYMENT_MULTIPLE_FILE_FIELD;
  if (value === undefined || value === null || value === '') return [];
  const files = Array.isArray(value) ? value : [value];
  if (files.length + already > PAYMENT_MULTIPLE_MAX_ATTACHMENTS) {
    bag.add(field, `Bukti pembayaran maksimal ${PAYMENT_MULTIPLE_MAX_ATTACHMENTS} berkas per pembayaran`);
    return [];
  }
  const out: ProofFile[] = [];
  for (const [i, f] of files.entries()) {
    const proof = await readProof(f);
    if ('error' in proof) bag.add(files.length > 1 ? `${field}.${i}` : field, proof.error);
    else out.push({ file_name: `bukti-${already + i + 1}.${PROOF_EXTENSION[proof.mime]}`, mime: proof.mime, bytes: proof.bytes });
  }
  return out;
}

/** Stores checked proofs on a payment (payment_attachment rows). */
export async function storeProofFiles(tx: Tx, paymentId: number, files: readonly ProofFile[]) {
  for (const f of files)
    await tx.execute(sql`insert into payment_attachment (payment_id, file_name, mime, size, content)
      values (${paymentId}, ${f.file_name}, ${f.mime}, ${f.bytes.length}, ${f.bytes})`);
}

/** How many proofs a payment has. */
export async function proofCount(tx: Tx, paymentId: number) {
  const r = await tx.execute(sql`select count(*)::int as n from payment_attachment where payment_id = ${paymentId}`);
  return Number((r.rows[0] as { n: number }).n);
}
