import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { product } from './product.js';
import { salesOrder } from './sales-order.js';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/*
 * The stock ledger (issue 11, DESIGN.md §6). Every movement is an immutable `stock_log` row; the
 * balances (`stock_balance` per warehouse, variant and batch; `stock_cost` per warehouse and variant
 * with the moving-average cost) and the daily totals (`stock_daily`) change in the same transaction,
 * only through the command postStockMovements. Quantities are in the product's small unit.
 * Warehouses (master_gudang) are checked by the documents under row-level security, not by foreign keys.
 */

/** A batch of an expiry-tracked variant: its number and expiry date. Batch 0 in the balances means "no batch". */
export const stockBatch = pgTable(
  'stock_batch',
  {
    batch_id: integer('batch_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    product_id: integer('product_id').notNull(),
    batch_no: varchar('batch_no', { length: 60 }).notNull(),
    expired_date: date('expired_date', { mode: 'string' }),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.product_id], foreignColumns: [product.product_id], name: 'stock_batch_product_fk' }),
    // A batch without expiry date is one batch: the key treats NULL dates as equal (migration 0015).
    uniqueIndex('stock_batch_key').on(t.company_id, t.product_id, t.batch_no, sql`coalesce(${t.expired_date}, '0001-01-01'::date)`),
    tenantPolicy('stock_batch'),
  ],
).enableRLS();

/** Quantity on hand per warehouse, variant and batch (0 = no batch). Equals the sum of its log rows. */
export const stockBalance = pgTable(
  'stock_balance',
  {
    company_id: companyIdColumn(),
    gudang_id: integer('gudang_id').notNull(),
    product_id: integer('product_id').notNull(),
    batch_id: integer('batch_id').notNull().default(0),
    qty: bigint('qty', { mode: 'number' }).notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stock_balance_pk', columns: [t.company_id, t.gudang_id, t.product_id, t.batch_id] }),
    index('stock_balance_product_idx').on(t.company_id, t.product_id),
    tenantPolicy('stock_balance'),
  ],
).enableRLS();

/**
 * Quantity and moving-average cost per warehouse and variant. Its row is locked by every movement
 * of that variant in that warehouse, so movements of one item are applied one after the other.
 */
export const stockCost = pgTable(
  'stock_cost',
  {
    company_id: companyIdColumn(),
    gudang_id: integer('gudang_id').notNull(),
    product_id: integer('product_id').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull().default(0),
    avg_cost: numeric('avg_cost', { precision: 20, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'stock_cost_pk', columns: [t.company_id, t.gudang_id, t.product_id] }),
    index('stock_cost_product_idx').on(t.company_id, t.product_id),
    tenantPolicy('stock_cost'),
  ],
).enableRLS();

/** One movement: never updated nor deleted; a reversal is a new row. */
export const stockLog = pgTable(
  'stock_log',
  {
    stock_log_id: bigint('stock_log_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    gudang_id: integer('gudang_id').notNull(),
    product_id: integer('product_id').notNull(),
    batch_id: integer('batch_id').notNull().default(0),
    /** Change in small units: positive in, negative out. */
    qty: bigint('qty', { mode: 'number' }).notNull(),
    /** Quantity of the variant in the warehouse (all batches) after this movement. */
    qty_after: bigint('qty_after', { mode: 'number' }).notNull(),
    /** Cost per small unit of this movement (purchase cost in; moving average out). */
    unit_cost: numeric('unit_cost', { precision: 20, scale: 4 }).notNull(),
    /** Moving-average cost after this movement. */
    avg_cost: numeric('avg_cost', { precision: 20, scale: 4 }).notNull(),
    doc_type: varchar('doc_type', { length: 40 }).notNull(),
    doc_id: integer('doc_id'),
    doc_number: varchar('doc_number', { length: 60 }),
    note: text('note'),
    user_id: integer('user_id').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_log_card_idx').on(t.company_id, t.product_id, t.gudang_id, t.stock_log_id),
    index('stock_log_time_idx').on(t.company_id, t.created_at),
    // A variant's movements of a period (movement detail, stock log and card of one product): see movementSource.
    index('stock_log_product_time_idx').on(t.company_id, t.product_id, t.created_at),
    index('stock_log_doc_idx').on(t.company_id, t.doc_type, t.doc_id),
    tenantPolicy('stock_log'),
  ],
).enableRLS();

/** In and out per day, warehouse and variant (quantity and value), kept with the log so period reports stay flat. */
export const stockDaily = pgTable(
  'stock_daily',
  {
    company_id: companyIdColumn(),
    gudang_id: integer('gudang_id').notNull(),
    product_id: integer('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    qty_in: bigint('qty_in', { mode: 'number' }).notNull().default(0),
    qty_out: bigint('qty_out', { mode: 'number' }).notNull().default(0),
    value_in: numeric('value_in', { precision: 24, scale: 4 }).notNull().default('0'),
    value_out: numeric('value_out', { precision: 24, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'stock_daily_pk', columns: [t.company_id, t.gudang_id, t.product_id, t.day] }),
    index('stock_daily_day_idx').on(t.company_id, t.day),
    // One variant's days in every warehouse (consignment report, bookedFrom of a product list): see bench/reports-bench.ts.
    index('stock_daily_product_idx').on(t.company_id, t.product_id, t.day),
    tenantPolicy('stock_daily'),
  ],
).enableRLS();

/**
 * In and out per month (its first day), warehouse and variant: the sum of the month's stock_daily rows,
 * kept by postStockMovements in the same transaction, so a period report reads whole months here and
 * only the days of a partial month in stock_daily.
 */
export const stockMonthly = pgTable(
  'stock_monthly',
  {
    company_id: companyIdColumn(),
    gudang_id: integer('gudang_id').notNull(),
    product_id: integer('product_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    qty_in: bigint('qty_in', { mode: 'number' }).notNull().default(0),
    qty_out: bigint('qty_out', { mode: 'number' }).notNull().default(0),
    value_in: numeric('value_in', { precision: 24, scale: 4 }).notNull().default('0'),
    value_out: numeric('value_out', { precision: 24, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'stock_monthly_pk', columns: [t.company_id, t.gudang_id, t.product_id, t.month] }),
    index('stock_monthly_month_idx').on(t.company_id, t.month),
    // One variant's months in every warehouse: the primary key leads with the warehouse, so a read by
    // variant without it walked every row of the company (consignment report, 3 s at 1M ledger rows).
    index('stock_monthly_product_idx').on(t.company_id, t.product_id, t.month),
    tenantPolicy('stock_monthly'),
  ],
).enableRLS();

/** The day of a movement in the company's time zone (Asia/Jakarta, WIB). */
export const stockDay = sql`(now() at time zone 'Asia/Jakarta')::date`;

/**
 * Stock an order has promised and not yet taken, per warehouse and variant (small units). Available
 * = balance − reserved; a reservation is made under the lock of the variant's stock_cost row, the
 * same lock the ledger takes, so two orders never promise the same last unit. It is removed when
 * the stock is taken or the order is cancelled.
 */
export const stockReservation = pgTable(
  'stock_reservation',
  {
    company_id: companyIdColumn(),
    order_id: integer('order_id').notNull(),
    gudang_id: integer('gudang_id').notNull(),
    product_id: integer('product_id').notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stock_reservation_pk', columns: [t.company_id, t.order_id, t.gudang_id, t.product_id] }),
    foreignKey({ columns: [t.order_id], foreignColumns: [salesOrder.order_id], name: 'stock_reservation_order_fk' }).onDelete('cascade'),
    index('stock_reservation_item_idx').on(t.company_id, t.gudang_id, t.product_id),
    check('stock_reservation_qty', sql`${t.qty} > 0`),
    tenantPolicy('stock_reservation'),
  ],
).enableRLS();
