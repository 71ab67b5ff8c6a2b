import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { notFound } from '../../platform/errors.js';
import { FILE_PART_BYTES } from '../../platform/excel/export-job.js';

export interface JobStatus {
  job_id: number;
  name: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  progress_note: string | null;
  attempts: number;
  error: string | null;
  result: unknown;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A job the caller queued, in their company (row-level security), with its progress. */
export async function jobStatus(tx: Tx, actor: Actor, input: { job_id: number }): Promise<JobStatus> {
  const r = await tx.execute(sql`
    select job_id::int as job_id, name, state, progress, progress_note, attempts, error, result, created_at, started_at, finished_at
      from jobs where job_id = ${input.job_id} and created_by = ${actor.userId}`);
  const row = r.rows[0] as unknown as JobStatus | undefined;
  if (!row) throw notFound('Pekerjaan tidak ditemukan');
  return { ...row, result: typeof row.result === 'string' ? JSON.parse(row.result) : row.result };
}

const asBuffer = (v: unknown) => (typeof v === 'string' ? Buffer.from(v.replace(/^\\x/, ''), 'hex') : Buffer.from(v as Uint8Array));

/**
 * The file an export job of the caller wrote (its company by row-level security, its user by the row),
 * read in parts of FILE_PART_BYTES with a turn of the event loop between them (see export-job.ts).
 */
export async function exportFileOf(tx: Tx, actor: Actor, input: { job_id: number }) {
  const r = await tx.execute(
    sql`select file_name, mime, octet_length(bytes)::int as size from export_files where job_id = ${input.job_id} and user_id = ${actor.userId}`,
  );
  const row = r.rows[0] as { file_name: string; mime: string; size: number } | undefined;
  if (!row) throw notFound('File tidak ditemukan');
  const parts: Buffer[] = [];
  for (let at = 0; at < Number(row.size); at += FILE_PART_BYTES) {
    if (at) await nextTurn();
    const part = await tx.execute(sql`select substring(bytes from ${at + 1} for ${FILE_PART_BYTES}) as part from export_files where job_id = ${input.job_id}`);
    parts.push(asBuffer((part.rows[0] as { part: unknown }).part));
  }
  return { file_name: row.file_name, mime: row.mime, bytes: Buffer.concat(parts) };
}
