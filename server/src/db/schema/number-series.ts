import { bigint, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, tenantPolicy } from './tenancy.js';

/**
 * The last number handed out per company, series (e.g. 'member_code', 'sales_invoice') and period
 * ('' for a series that never restarts, else '2026', '202611' or '20261122'). A row is locked by the
 * increment until its transaction ends, so concurrent requests never get the same number and a
 * rolled-back request gives its number back (no gaps).
 */
export const numberSeries = pgTable(
  'number_series',
  {
    company_id: companyIdColumn(),
    series: varchar('series', { length: 50 }).notNull(),
    period: varchar('period', { length: 8 }).notNull().default(''),
    last_value: bigint('last_value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.series, t.period] }), tenantPolicy('number_series')],
).enableRLS();

/** A company's own format of a series (contract SERIES holds the default): prefix, date part, digits, reset, separator. */
export const numberSeriesPattern = pgTable(
  'number_series_pattern',
  {
    company_id: companyIdColumn(),
    series: varchar('series', { length: 50 }).notNull(),
    prefix: varchar('prefix', { length: 20 }).notNull(),
    date_part: varchar('date_part', { length: 8 }),
    digits: smallint('digits').notNull(),
    reset: varchar('reset', { length: 8 }),
    separator: varchar('separator', { length: 1 }).notNull().default(''),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.series] }), tenantPolicy('number_series_pattern')],
).enableRLS();
