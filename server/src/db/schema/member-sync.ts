import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, tenantPolicy } from './tenancy.js';

/** The member synchronisation job of a company (spec-1 §4): one row, polled every 60 s by the client. */
export const memberSyncState = pgTable(
  'member_sync_state',
  {
    company_id: companyIdColumn().primaryKey(),
    is_synchronizing: smallint('is_synchronizing').notNull().default(0),
    synchronized_by: varchar('synchronized_by', { length: 150 }).notNull().default(''),
    session_value: varchar('session_value', { length: 30 }).notNull().default(''),
    synced_count: integer('synced_count').notNull().default(0),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  () => [tenantPolicy('member_sync_state')],
).enableRLS();
