import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { notFound } from '../../platform/errors.js';

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

/** The file an export job of the caller wrote (its company by row-level security, its user by the row). */
export async function exportFileOf(tx: Tx, actor: Actor, input: { job_id: number }) {
  const r = await tx.execute(sql`select file_name, mime, bytes from export_files where job_id = ${input.job_id} and user_id = ${actor.userId}`);
  const row = r.rows[0] as { file_name: string; mime: string; bytes: unknown } | undefined;
  if (!row) throw notFound('File tidak ditemukan');
  const bytes = typeof row.bytes === 'string' ? Buffer.from(row.bytes.replace(/^\\x/, ''), 'hex') : Buffer.from(row.bytes as Uint8Array);
  return { file_name: row.file_name, mime: row.mime, bytes };
}
