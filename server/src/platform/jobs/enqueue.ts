import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** The channel a worker listens on; NOTIFY is delivered when the enqueuing transaction commits. */
export const JOBS_CHANNEL = 'jobs';

export interface NewJob {
  name: string;
  payload?: Record<string, unknown>;
  /** At most one queued or running job with this key per company: a second enqueue answers null. */
  singletonKey?: string;
  maxAttempts?: number;
  /** The company the job works for; inside a request's transaction it is the caller's company. */
  companyId?: number | null;
}

/**
 * Puts a job in the queue, in the caller's transaction: the job exists exactly when the write that
 * asked for it commits. Answers the job id, or null when a job with the same singleton key is
 * already queued or running.
 */
export async function enqueueJob(tx: Executor, job: NewJob): Promise<number | null> {
  const company = job.companyId === undefined ? sql`default` : sql`${job.companyId}`;
  const r = await tx.execute(sql`
    insert into jobs (company_id, name, payload, singleton_key, max_attempts)
    values (${company}, ${job.name}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.singletonKey ?? null}, ${job.maxAttempts ?? 5})
    on conflict do nothing
    returning job_id::int as job_id`);
  const id = (r.rows[0] as { job_id: number } | undefined)?.job_id ?? null;
  if (id !== null) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return id;
}
