import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './product.js';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A purchase order to a supplier (penerimaan_order), or an internal order between two of the
 * company's warehouses (is_internal = 1: gudang_source_id supplies, vendor_id empty). Its state
 * follows the contract's purchaseOrder / purchaseOrderInternal machine. Money in whole rupiah,
 * computed by the server; PPN rate and inclusion kept as they were when the order was saved.
 */
export const purchaseOrder = pgTable(
  'purchase_order',
  {
    order_id: integer('order_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    order_number: varchar('order_number', { length: 60 }).notNull(),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    expected_date: date('expected_date', { mode: 'string' }),
    is_internal: smallint('is_internal').notNull().default(0),
    is_automatic: smallint('is_automatic').notNull().default(0),
    vendor_id: integer('vendor_id'),
    gudang_id: integer('gudang_id').notNull(),
    gudang_source_id: integer('gudang_source_id'),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    is_ppn: smallint('is_ppn').notNull().default(0),
    ppn_percent: numeric('ppn_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    ppn_included: smallint('ppn_included').notNull().default(0),
    gross_total: bigint('gross_total', { mode: 'number' }).notNull().default(0),
    discount_total: bigint('discount_total', { mode: 'number' }).notNull().default(0),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    dpp: bigint('dpp', { mode: 'number' }).notNull().default(0),
    ppn: bigint('ppn', { mode: 'number' }).notNull().default(0),
    grand_total: bigint('grand_total', { mode: 'number' }).notNull().default(0),
    note: text('note'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_order_number_key').on(t.company_id, t.order_number),
    index('purchase_order_list_idx').on(t.company_id, t.order_date),
    index('purchase_order_vendor_idx').on(t.company_id, t.vendor_id, t.status),
    check('purchase_order_kind', sql`(${t.is_internal} = 1 and ${t.gudang_source_id} is not null) or (${t.is_internal} = 0 and ${t.vendor_id} is not null)`),
    tenantPolicy('purchase_order'),
  ],
).enableRLS();

/**
 * An ordered variant: the unit it was ordered in (besar/kecil) and that quantity (qty_input), the
 * quantity in small units (qty), the price per ordered unit and per small unit, the discount, the
 * line's totals, and qty_received (small units) that receipts raise as they are approved.
 */
export const purchaseOrderLine = pgTable(
  'purchase_order_line',
  {
    line_id: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    order_id: integer('order_id').notNull(),
    product_id: integer('product_id').notNull(),
    unit: varchar('unit', { length: 10 }).notNull(),
    unit_isi: integer('unit_isi').notNull(),
    qty_input: bigint('qty_input', { mode: 'number' }).notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    qty_received: bigint('qty_received', { mode: 'number' }).notNull().default(0),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    unit_price_small: numeric('unit_price_small', { precision: 20, scale: 4 }).notNull().default('0'),
    discount_type: varchar('discount_type', { length: 10 }).notNull().default('percent'),
    discount: numeric('discount', { precision: 14, scale: 2 }).notNull().default('0'),
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    discount_amount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    note: text('note'),
  },
  (t) => [
    foreignKey({ columns: [t.order_id], foreignColumns: [purchaseOrder.order_id], name: 'purchase_order_line_header_fk' }).onDelete('cascade'),
    index('purchase_order_line_header_idx').on(t.company_id, t.order_id),
    index('purchase_order_line_product_idx').on(t.company_id, t.product_id),
    check('purchase_order_line_qty', sql`${t.qty} > 0 and ${t.qty_received} >= 0`),
    tenantPolicy('purchase_order_line'),
  ],
).enableRLS();

/** An image attached to an order (a photo of the supplier's quotation or the signed order). */
export const purchaseOrderImage = pgTable(
  'purchase_order_image',
  {
    image_id: integer('image_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    order_id: integer('order_id').notNull(),
    mime: varchar('mime', { length: 30 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.order_id], foreignColumns: [purchaseOrder.order_id], name: 'purchase_order_image_header_fk' }).onDelete('cascade'),
    index('purchase_order_image_header_idx').on(t.company_id, t.order_id),
    tenantPolicy('purchase_order_image'),
  ],
).enableRLS();
