import { bigint, boolean, date, foreignKey, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A stock transfer between two warehouses of a company (transfer stok), a document with states
 * (contract documents/stock-transfer.ts): waiting → in_transit (approved: the stock has left the
 * source and is held here, in no warehouse) → received (arrived at the destination), or rejected.
 */
export const stockTransfer = pgTable(
  'stock_transfer',
  {
    transfer_id: integer('transfer_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    transfer_number: varchar('transfer_number', { length: 60 }).notNull(),
    transfer_date: date('transfer_date', { mode: 'string' }).notNull(),
    gudang_from_id: integer('gudang_from_id').notNull(),
    gudang_to_id: integer('gudang_to_id').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('waiting'),
    note: text('note'),
    transfer_reject_reason: text('transfer_reject_reason'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approved_by: integer('approved_by'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    received_by: integer('received_by'),
    received_at: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_transfer_number_key').on(t.company_id, t.transfer_number),
    index('stock_transfer_list_idx').on(t.company_id, t.transfer_date),
    index('stock_transfer_status_idx').on(t.company_id, t.status),
    tenantPolicy('stock_transfer'),
  ],
).enableRLS();

/**
 * One product and batch of a transfer: the quantity in small units, the cost it left the source at
 * (set at approval), and the ledger rows of its departure and arrival. `fefo`: stored without a
 * batch, so the batch shown while waiting is only the FEFO proposal; approval chooses the batches
 * again, first expiry first, from what the source holds then.
 */
export const stockTransferLine = pgTable(
  'stock_transfer_line',
  {
    line_id: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    transfer_id: integer('transfer_id').notNull(),
    product_id: integer('product_id').notNull(),
    batch_id: integer('batch_id').notNull().default(0),
    fefo: boolean('fefo').notNull().default(false),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    unit_cost: numeric('unit_cost', { precision: 20, scale: 4 }),
    out_log_id: bigint('out_log_id', { mode: 'number' }),
    in_log_id: bigint('in_log_id', { mode: 'number' }),
  },
  (t) => [
    foreignKey({ columns: [t.transfer_id], foreignColumns: [stockTransfer.transfer_id], name: 'stock_transfer_line_transfer_fk' }).onDelete('cascade'),
    index('stock_transfer_line_transfer_idx').on(t.company_id, t.transfer_id),
    tenantPolicy('stock_transfer_line'),
  ],
).enableRLS();
