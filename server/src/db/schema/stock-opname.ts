import { bigint, foreignKey, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/** A stock count (stok opname) of one warehouse, posted at once: its lines' differences are ledger movements. */
export const stockOpname = pgTable(
  'stock_opname',
  {
    opname_id: integer('opname_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    opname_code: varchar('opname_code', { length: 60 }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    /** When counting started: the system quantities are the ledger's at this moment. */
    counted_at: timestamp('counted_at', { withTimezone: true }).notNull(),
    note: text('note'),
    status: varchar('status', { length: 20 }).notNull().default('posted'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_opname_code_key').on(t.company_id, t.opname_code),
    index('stock_opname_list_idx').on(t.company_id, t.created_at),
    tenantPolicy('stock_opname'),
  ],
).enableRLS();

/** A counted product and batch: what the ledger held at counting time, what was counted, the difference booked. */
export const stockOpnameLine = pgTable(
  'stock_opname_line',
  {
    line_id: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    opname_id: integer('opname_id').notNull(),
    product_id: integer('product_id').notNull(),
    batch_id: integer('batch_id').notNull().default(0),
    system_qty: bigint('system_qty', { mode: 'number' }).notNull(),
    counted_qty: bigint('counted_qty', { mode: 'number' }).notNull(),
    diff_qty: bigint('diff_qty', { mode: 'number' }).notNull(),
    unit_cost: numeric('unit_cost', { precision: 20, scale: 4 }).notNull().default('0'),
    note: text('note'),
  },
  (t) => [
    foreignKey({ columns: [t.opname_id], foreignColumns: [stockOpname.opname_id], name: 'stock_opname_line_opname_fk' }).onDelete('cascade'),
    index('stock_opname_line_opname_idx').on(t.company_id, t.opname_id),
    tenantPolicy('stock_opname_line'),
  ],
).enableRLS();
