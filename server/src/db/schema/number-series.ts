import { bigint, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, tenantPolicy } from './tenancy.js';

/**
 * The last number handed out per company and series (e.g. 'member_code'). A row is locked by the
 * increment until its transaction ends, so concurrent requests never get the same number and a
 * rolled-back request gives its number back (no gaps).
 */
export const numberSeries = pgTable(
  'number_series',
  {
    company_id: companyIdColumn(),
    series: varchar('series', { length: 50 }).notNull(),
    last_value: bigint('last_value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.series] }), tenantPolicy('number_series')],
).enableRLS();
