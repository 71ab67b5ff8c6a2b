import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { IDEMPOTENCY_KEEP_HOURS } from '../idempotency.js';
import { JOBS_CHANNEL } from './enqueue.js';

const KEEP_FINISHED_JOBS_DAYS = 30;

export interface JobWorkerOptions {
  /** How often the queue is looked at when no notification arrives (ms). */
  pollMs: number;
  /** How long a claimed job stays with its worker without a sign of life; then another worker takes it (s). */
  leaseSeconds: number;
  /** First retry delay after a failure, doubled on every further attempt (s). */
  retryBaseSeconds: number;
  /** Start with the app (off in tests that drive the worker themselves). */
  autoStart: boolean;
}
export const DEFAULT_JOB_OPTIONS: JobWorkerOptions = { pollMs: 1000, leaseSeconds: 60, retryBaseSeconds: 5, autoStart: true };

/** What a step records with its work: percent done, a line for the user, where to resume. */
export interface JobProgress {
  percent?: number;
  note?: string;
  checkpoint?: unknown;
}

/** One claimed job as its handler sees it. */
export interface JobContext<P = Record<string, unknown>> {
  app: FastifyInstance;
  jobId: number;
  name: string;
  payload: P;
  companyId: number | null;
  /** The user who queued the job (null for jobs queued without a logged-in user). */
  userId: number | null;
  attempt: number;
  /** What the last committed step recorded; undefined on the first run. */
  checkpoint: unknown;
  /**
   * Runs fn in one transaction (the company's, under row-level security, or the owner's for jobs
   * without a company) and, in the same transaction, records the progress and the checkpoint. A
   * run that dies after a step resumes from its checkpoint: every step commits exactly once.
   */
  step<T>(fn: (tx: Tx) => Promise<T>, progress?: JobProgress | ((result: T) => JobProgress)): Promise<T>;
}

export interface JobDefinition<P = Record<string, unknown>> {
  run(ctx: JobContext<P>): Promise<unknown>;
  /** Called once when the last attempt has failed (e.g. to free a lock the job held). */
  onFailed?(ctx: JobContext<P>, err: unknown): Promise<void>;
}

interface ClaimedJob {
  job_id: number;
  company_id: number | null;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  checkpoint: unknown;
  created_by: number | null;
}

/** Another worker took the job over (its lease ran out): this run's step is rolled back. */
class LeaseLost extends Error {}

const parseJson = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/**
 * The queue's worker: claims one due job at a time with FOR UPDATE SKIP LOCKED (several processes
 * on one PostgreSQL share the queue), holds it under a lease it renews while working, retries a
 * failure later with a doubling delay, and gives up after the job's max_attempts. It wakes on the
 * NOTIFY of enqueueJob and polls as a fallback.
 */
export class JobWorker {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private draining: Promise<void> | undefined;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly options: JobWorkerOptions,
  ) {}

  define<P>(name: string, definition: JobDefinition<P>) {
    if (this.definitions.has(name)) throw new Error(`job ${name} is defined twice`);
    this.definitions.set(name, definition as JobDefinition<never>);
  }

  async start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = await this.app.database.listen(JOBS_CHANNEL, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.pruneTimer = setInterval(() => void this.prune().catch((err) => this.app.log.error({ err }, 'job prune')), 3_600_000);
    this.pruneTimer.unref();
    this.wake();
  }

  /** Stops claiming; waits for the running job unless `abandon` (a crash, for tests: its lease then runs out). */
  async stop({ abandon = false } = {}) {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unlisten?.().catch(() => {});
    this.unlisten = undefined;
    clearInterval(this.pruneTimer);
    if (abandon) this.abandonRunning = true;
    if (!this.abandonRunning) await this.draining;
  }
  private abandonRunning = false;
  private pruneTimer: NodeJS.Timeout | undefined;

  /** Forgets what no one will ask for again: idempotency keys past their day, finished jobs after a month. */
  async prune() {
    const db = this.app.database.db;
    await db.execute(sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`);
    await db.execute(sql`delete from jobs where state in ('done', 'failed') and finished_at < now() - make_interval(days => ${KEEP_FINISHED_JOBS_DAYS})`);
  }

  /** Looks at the queue now (after a notification, a poll, or from a test). */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  /** Runs due jobs until none is left; for tests and tools that want the queue empty now. */
  async runDue() {
    for (;;) {
      const job = await this.claim();
      if (!job) return;
      await this.execute(job);
    }
  }

  private async drain() {
    try {
      while (!this.stopped) {
        const job = await this.claim();
        if (!job) return;
        await this.execute(job);
      }
    } catch (err) {
      this.app.log.error({ err }, 'job queue');
    }
  }

  private async claim(): Promise<ClaimedJob | undefined> {
    const names = [...this.definitions.keys()];
    if (!names.length) return undefined;
    const r = await this.app.database.db.execute(sql`
      update jobs set state = 'running', attempts = attempts + 1, started_at = coalesce(started_at, now()),
             locked_until = now() + make_interval(secs => ${this.options.leaseSeconds})
       where job_id = (
         select job_id from jobs
          where ((state = 'queued' and run_after <= now()) or (state = 'running' and locked_until < now()))
            and name in (${sql.join(
              names.map((n) => sql`${n}`),
              sql`, `,
            )})
          order by run_after, job_id
          for update skip locked
          limit 1)
      returning job_id::int as job_id, company_id, name, payload, attempts, max_attempts, checkpoint, created_by`);
    const row = r.rows[0] as unknown as ClaimedJob | undefined;
    return row && { ...row, payload: parseJson(row.payload), checkpoint: parseJson(row.checkpoint), attempts: Number(row.attempts) };
  }

  /** The update that proves this run still holds the job: same attempt, still running. */
  private held(job: ClaimedJob) {
    return sql`job_id = ${job.job_id} and attempts = ${job.attempts} and state = 'running'`;
  }

  /**
   * The embedded database has one connection: a job taking its steps back to back would keep the
   * requests that arrive meanwhile waiting until it ends. A short pause before each step lets them in.
   */
  private async yieldToRequests() {
    if (this.app.database.kind === 'pglite') await new Promise((resolve) => setTimeout(resolve, 2));
  }

  private inTransaction<T>(job: ClaimedJob, fn: (tx: Tx) => Promise<T>) {
    const database = this.app.database;
    if (job.company_id === null) return database.db.transaction((tx) => fn(tx as unknown as Tx));
    return database.withTenant({ companyId: job.company_id, userId: job.created_by ?? 0 }, fn);
  }

  private async execute(job: ClaimedJob) {
    const definition = this.definitions.get(job.name);
    if (!definition) return;
    const ctx: JobContext = {
      app: this.app,
      jobId: job.job_id,
      name: job.name,
      payload: job.payload,
      companyId: job.company_id,
      userId: job.created_by,
      attempt: job.attempts,
      checkpoint: job.checkpoint ?? undefined,
      step: async (fn, recorded) => {
        await this.yieldToRequests();
        return this.inTransaction(job, async (tx) => {
          const result = await fn(tx);
          const progress = typeof recorded === 'function' ? recorded(result) : recorded;
          if (this.abandonRunning) throw new LeaseLost('worker stopped');
          const set = [sql`locked_until = now() + make_interval(secs => ${this.options.leaseSeconds})`];
          if (progress?.percent !== undefined) set.push(sql`progress = ${Math.max(0, Math.min(100, Math.round(progress.percent)))}`);
          if (progress?.note !== undefined) set.push(sql`progress_note = ${progress.note.slice(0, 200)}`);
          if (progress?.checkpoint !== undefined) set.push(sql`checkpoint = ${JSON.stringify(progress.checkpoint)}::jsonb`);
          const r = await tx.execute(sql`update jobs set ${sql.join(set, sql`, `)} where ${this.held(job)} returning 1`);
          if (!r.rows.length) throw new LeaseLost(`job ${job.job_id} was taken over`);
          if (progress?.checkpoint !== undefined) ctx.checkpoint = progress.checkpoint;
          return result;
        });
      },
    };
    const heartbeat = setInterval(
      () => {
        if (this.abandonRunning) return;
        void this.app.database.db
          .execute(sql`update jobs set locked_until = now() + make_interval(secs => ${this.options.leaseSeconds}) where ${this.held(job)}`)
          .catch(() => {});
      },
      (this.options.leaseSeconds * 1000) / 3,
    );
    heartbeat.unref();
    try {
      if (job.attempts > job.max_attempts) throw new Error('Pekerjaan terhenti berulang kali sebelum selesai');
      const result = await definition.run(ctx as never);
      if (this.abandonRunning) return;
      await this.app.database.db.execute(sql`
        update jobs set state = 'done', progress = 100, result = ${JSON.stringify(result ?? null)}::jsonb, error = null,
               finished_at = now(), locked_until = null
         where ${this.held(job)}`);
    } catch (err) {
      if (err instanceof LeaseLost || this.abandonRunning) return;
      const message = err instanceof Error ? err.message : String(err);
      const last = job.attempts >= job.max_attempts;
      this.app.log.error({ err, job: job.job_id, name: job.name, attempt: job.attempts }, 'job failed');
      if (last) await definition.onFailed?.(ctx as never, err).catch((e) => this.app.log.error({ err: e }, 'job onFailed'));
      const delay = this.options.retryBaseSeconds * 2 ** (job.attempts - 1);
      await this.app.database.db.execute(
        last
          ? sql`update jobs set state = 'failed', error = ${message}, finished_at = now(), locked_until = null where ${this.held(job)}`
          : sql`update jobs set state = 'queued', error = ${message}, locked_until = null,
                       run_after = now() + make_interval(secs => ${delay}) where ${this.held(job)}`,
      );
    } finally {
      clearInterval(heartbeat);
    }
  }
}
