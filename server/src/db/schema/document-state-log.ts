import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/** Every state change of a document (platform/documents): who moved which record from where to where, and why. */
export const documentStateLog = pgTable(
  'document_state_log',
  {
    log_id: bigint('log_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    document: varchar('document', { length: 50 }).notNull(),
    record_id: bigint('record_id', { mode: 'number' }).notNull(),
    from_state: varchar('from_state', { length: 30 }).notNull(),
    to_state: varchar('to_state', { length: 30 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    user_id: integer('user_id').default(currentUserId),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_state_log_record').on(t.company_id, t.document, t.record_id), tenantPolicy('document_state_log')],
).enableRLS();
