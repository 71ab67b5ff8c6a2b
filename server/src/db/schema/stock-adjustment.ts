import { bigint, date, foreignKey, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A stock adjustment (penyesuaian stok) of one warehouse, posted when stored: its lines are ledger
 * movements. Never edited nor deleted; a correction is a new adjustment.
 */
export const stockAdjustment = pgTable(
  'stock_adjustment',
  {
    adjustment_id: integer('adjustment_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    adjustment_number: varchar('adjustment_number', { length: 60 }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    adjustment_date: date('adjustment_date', { mode: 'string' }).notNull(),
    note: text('note'),
    status: varchar('status', { length: 20 }).notNull().default('posted'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_adjustment_number_key').on(t.company_id, t.adjustment_number),
    index('stock_adjustment_list_idx').on(t.company_id, t.adjustment_date),
    tenantPolicy('stock_adjustment'),
  ],
).enableRLS();

/** One adjusted product and batch: the signed change in small units, its reason, and the cost it moved at. */
export const stockAdjustmentLine = pgTable(
  'stock_adjustment_line',
  {
    line_id: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    adjustment_id: integer('adjustment_id').notNull(),
    product_id: integer('product_id').notNull(),
    batch_id: integer('batch_id').notNull().default(0),
    qty_change: bigint('qty_change', { mode: 'number' }).notNull(),
    unit_cost: numeric('unit_cost', { precision: 20, scale: 4 }).notNull().default('0'),
    reason: text('reason').notNull(),
    stock_log_id: bigint('stock_log_id', { mode: 'number' }),
  },
  (t) => [
    foreignKey({ columns: [t.adjustment_id], foreignColumns: [stockAdjustment.adjustment_id], name: 'stock_adjustment_line_adjustment_fk' }).onDelete(
      'cascade',
    ),
    index('stock_adjustment_line_adjustment_idx').on(t.company_id, t.adjustment_id),
    tenantPolicy('stock_adjustment_line'),
  ],
).enableRLS();

/** A correction of a batch's number or expiry date: what it was, what it became, who and when. */
export const stockBatchChange = pgTable(
  'stock_batch_change',
  {
    change_id: integer('change_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    batch_id: integer('batch_id').notNull(),
    old_batch_no: varchar('old_batch_no', { length: 60 }).notNull(),
    new_batch_no: varchar('new_batch_no', { length: 60 }).notNull(),
    old_expired_date: date('old_expired_date', { mode: 'string' }),
    new_expired_date: date('new_expired_date', { mode: 'string' }),
    note: text('note'),
    user_id: integer('user_id').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_batch_change_batch_idx').on(t.company_id, t.batch_id), tenantPolicy('stock_batch_change')],
).enableRLS();
