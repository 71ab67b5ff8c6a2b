import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { appRole, companyIdColumn, currentCompanyId, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * Background work (platform/jobs): one row per job, claimed by a worker with FOR UPDATE SKIP LOCKED
 * under a lease, so a job whose worker died is taken again once the lease runs out. A company's
 * jobs are visible to its requests; jobs without a company (mail) only to the owner connection.
 */
export const jobs = pgTable(
  'jobs',
  {
    job_id: bigint('job_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id').default(currentCompanyId),
    name: varchar('name', { length: 60 }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued, running, done, failed. */
    state: varchar('state', { length: 10 }).notNull().default('queued'),
    /** At most one queued or running job per key and company (e.g. one member synchronisation). */
    singleton_key: varchar('singleton_key', { length: 100 }),
    attempts: smallint('attempts').notNull().default(0),
    max_attempts: smallint('max_attempts').notNull().default(5),
    run_after: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    progress: smallint('progress').notNull().default(0),
    progress_note: varchar('progress_note', { length: 200 }),
    /** Where a resumable job got to: written in the same transaction as the work it describes. */
    checkpoint: jsonb('checkpoint'),
    result: jsonb('result'),
    error: text('error'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due').on(t.run_after).where(sql`state in ('queued', 'running')`),
    uniqueIndex('jobs_singleton')
      .on(sql`coalesce(${t.company_id}, 0)`, t.singleton_key)
      .where(sql`state in ('queued', 'running') and singleton_key is not null`),
    index('jobs_company').on(t.company_id, t.created_by),
    pgPolicy('jobs_tenant', {
      as: 'permissive',
      to: appRole,
      for: 'all',
      using: sql`company_id = ${currentCompanyId}`,
      withCheck: sql`company_id = ${currentCompanyId}`,
    }),
  ],
).enableRLS();

/**
 * Answers of writes sent with an Idempotency-Key header (platform/idempotency.ts): the key is
 * inserted in the write's own transaction, so a repeated or concurrent request with the same key
 * waits for the first, then gets its stored answer instead of writing again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    company_id: companyIdColumn(),
    user_id: integer('user_id').notNull().default(currentUserId),
    key: varchar('key', { length: 100 }).notNull(),
    call: varchar('call', { length: 200 }).notNull(),
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    response: jsonb('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.user_id, t.key] }), index('idempotency_keys_age').on(t.created_at), tenantPolicy('idempotency_keys')],
).enableRLS();

const fileBytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The file an export job wrote (platform/excel/export-job.ts), one per job: kept in the database so
 * it is isolated by the tenant policy and the same on PGlite and PostgreSQL, and deleted with its job
 * when finished jobs are pruned (on delete cascade).
 */
export const exportFiles = pgTable(
  'export_files',
  {
    job_id: bigint('job_id', { mode: 'number' }).primaryKey(),
    company_id: companyIdColumn(),
    user_id: integer('user_id').notNull().default(currentUserId),
    file_name: varchar('file_name', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    rows: integer('rows').notNull(),
    bytes: fileBytes('bytes').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [foreignKey({ columns: [t.job_id], foreignColumns: [jobs.job_id], name: 'export_files_job_fk' }).onDelete('cascade'), tenantPolicy('export_files')],
).enableRLS();
