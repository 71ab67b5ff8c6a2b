import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A goods receipt (penerimaan) against a purchase order (or an internal receipt against an internal
 * order, is_internal = 1). Its state follows the contract's goodsReceipt / goodsReceiptInternal
 * machine. Money in whole rupiah from the order's prices, PPN as the order; an approved receipt is
 * what the company owes the supplier: grand_total by due_date, paid_amount as payments are recorded.
 */
export const goodsReceipt = pgTable(
  'goods_receipt',
  {
    penerimaan_id: integer('penerimaan_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    penerimaan_number: varchar('penerimaan_number', { length: 60 }).notNull(),
    penerimaan_date: date('penerimaan_date', { mode: 'string' }).notNull(),
    order_id: integer('order_id').notNull(),
    is_internal: smallint('is_internal').notNull().default(0),
    vendor_id: integer('vendor_id'),
    gudang_id: integer('gudang_id').notNull(),
    gudang_source_id: integer('gudang_source_id'),
    status: varchar('status', { length: 20 }).notNull().default('waiting'),
    invoice_number: varchar('invoice_number', { length: 60 }),
    is_ppn: smallint('is_ppn').notNull().default(0),
    ppn_percent: numeric('ppn_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    ppn_included: smallint('ppn_included').notNull().default(0),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    dpp: bigint('dpp', { mode: 'number' }).notNull().default(0),
    ppn: bigint('ppn', { mode: 'number' }).notNull().default(0),
    grand_total: bigint('grand_total', { mode: 'number' }).notNull().default(0),
    due_date: date('due_date', { mode: 'string' }),
    paid_amount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    is_paid: smallint('is_paid').notNull().default(0),
    note: text('note'),
    approved_by: integer('approved_by'),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_receipt_number_key').on(t.company_id, t.penerimaan_number),
    index('goods_receipt_list_idx').on(t.company_id, t.penerimaan_date),
    index('goods_receipt_order_idx').on(t.company_id, t.order_id),
    index('goods_receipt_vendor_idx').on(t.company_id, t.vendor_id, t.status, t.is_paid),
    check('goods_receipt_paid', sql`${t.paid_amount} >= 0`),
    tenantPolicy('goods_receipt'),
  ],
).enableRLS();

/**
 * A received line: the order line it takes from, the variant, the unit and quantity entered
 * (qty_input) and in small units (qty), the batch number and expiry (expiry-tracked products only),
 * the cost per small unit from the order line (before PPN) and the line's share of the order money.
 */
export const goodsReceiptLine = pgTable(
  'goods_receipt_line',
  {
    line_id: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    penerimaan_id: integer('penerimaan_id').notNull(),
    order_line_id: integer('order_line_id').notNull(),
    product_id: integer('product_id').notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    unit_isi: integer('unit_isi').notNull(),
    qty_input: bigint('qty_input', { mode: 'number' }).notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    batch_no: varchar('batch_no', { length: 60 }),
    expired_date: date('expired_date', { mode: 'string' }),
    unit_price_small: numeric('unit_price_small', { precision: 20, scale: 4 }).notNull().default('0'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    note: text('note'),
  },
  (t) => [
    foreignKey({ columns: [t.penerimaan_id], foreignColumns: [goodsReceipt.penerimaan_id], name: 'goods_receipt_line_header_fk' }).onDelete('cascade'),
    index('goods_receipt_line_header_idx').on(t.company_id, t.penerimaan_id),
    index('goods_receipt_line_order_line_idx').on(t.company_id, t.order_line_id),
    check('goods_receipt_line_qty', sql`${t.qty} > 0`),
    tenantPolicy('goods_receipt_line'),
  ],
).enableRLS();
