import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A cashier's shift session (Penjualan > Kasir): opened by a cashier on a master shift
 * (master_shift.shift_id, kept as master_shift_id with its name at opening) in a warehouse with
 * the opening cash counted, closed with the closing cash counted. At closing the system's expected
 * cash (opening + cash received − change given in the session's cashier sales) and the difference
 * (counted − expected) are stored with the session's figures. One open session per cashier (the
 * partial unique index). Cashier sales carry the session in sales_order.shift_id.
 */
export const cashierShift = pgTable(
  'cashier_shift',
  {
    shift_id: integer('shift_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    master_shift_id: integer('master_shift_id').notNull(),
    shift_name: varchar('shift_name', { length: 100 }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    user_id: integer('user_id').notNull().default(currentUserId),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    opening_cash: bigint('opening_cash', { mode: 'number' }).notNull().default(0),
    opening_note: text('opening_note'),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closing_cash: bigint('closing_cash', { mode: 'number' }),
    expected_cash: bigint('expected_cash', { mode: 'number' }),
    cash_difference: bigint('cash_difference', { mode: 'number' }),
    sale_count: integer('sale_count'),
    sales_total: bigint('sales_total', { mode: 'number' }),
    cash_sales_total: bigint('cash_sales_total', { mode: 'number' }),
    cash_received_total: bigint('cash_received_total', { mode: 'number' }),
    change_total: bigint('change_total', { mode: 'number' }),
    closing_note: text('closing_note'),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    closed_by: integer('closed_by'),
  },
  (t) => [
    uniqueIndex('cashier_shift_one_open_key').on(t.company_id, t.user_id).where(sql`${t.status} = 'open'`),
    index('cashier_shift_user_idx').on(t.company_id, t.user_id, t.opened_at),
    index('cashier_shift_opened_idx').on(t.company_id, t.opened_at),
    check('cashier_shift_status', sql`${t.status} in ('open', 'closed')`),
    check('cashier_shift_cash', sql`${t.opening_cash} >= 0 and (${t.closing_cash} is null or ${t.closing_cash} >= 0)`),
    tenantPolicy('cashier_shift'),
  ],
).enableRLS();
