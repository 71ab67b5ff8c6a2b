import { bigint, date, foreignKey, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A return of goods to a supplier (retur supplier) from one warehouse. Its state follows the
 * document machine `returSupplier` of the contract (draft → sent → done, or cancelled); the stock
 * leaves when it is sent.
 */
export const returSupplier = pgTable(
  'retur_supplier',
  {
    retur_supplier_id: integer('retur_supplier_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    retur_supplier_number: varchar('retur_supplier_number', { length: 60 }).notNull(),
    retur_supplier_date: date('retur_supplier_date', { mode: 'string' }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    vendor_id: integer('vendor_id').notNull(),
    /** The supplier receipt the return is credited against (null: no credit); the credit lowers what the receipt still owes. */
    penerimaan_id: integer('penerimaan_id'),
    note: text('note'),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    cancel_reason: text('cancel_reason'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('retur_supplier_number_key').on(t.company_id, t.retur_supplier_number),
    index('retur_supplier_list_idx').on(t.company_id, t.retur_supplier_date),
    index('retur_supplier_receipt_idx').on(t.company_id, t.penerimaan_id),
    tenantPolicy('retur_supplier'),
  ],
).enableRLS();

/** A returned product and batch: the quantity in small units, the reason, and once sent the cost it left at and its movement. */
export const returSupplierLine = pgTable(
  'retur_supplier_line',
  {
    line_id: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    retur_supplier_id: integer('retur_supplier_id').notNull(),
    product_id: integer('product_id').notNull(),
    batch_id: integer('batch_id').notNull().default(0),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    unit_cost: numeric('unit_cost', { precision: 20, scale: 4 }),
    stock_log_id: bigint('stock_log_id', { mode: 'number' }),
  },
  (t) => [
    foreignKey({ columns: [t.retur_supplier_id], foreignColumns: [returSupplier.retur_supplier_id], name: 'retur_supplier_line_header_fk' }).onDelete(
      'cascade',
    ),
    index('retur_supplier_line_header_idx').on(t.company_id, t.retur_supplier_id),
    tenantPolicy('retur_supplier_line'),
  ],
).enableRLS();
