import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A customer's order and its invoice (the spec's purchase_order, Penjualan > Tagihan), a cashier
 * sale (is_pos = 1) or a pre-order (is_indent = 1). Its state follows the contract's salesOrder
 * machine; paid/unpaid is a flag beside it. Money in whole rupiah, computed by the server; the PPN
 * rate and inclusion are kept as they were when the order was saved.
 *
 * Stock: `stock_reduction_at` is the moment stock leaves ('order', 'picking' or 'shipment'), read
 * from configuration stock_reduction when the order is made, so a later change of the setting
 * never strands a live order. Until then the quantities are held in stock_reservation;
 * `stock_taken` = 1 once the ledger has posted the order's lines (doc_type 'sales_order').
 */
export const salesOrder = pgTable(
  'sales_order',
  {
    order_id: integer('order_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    invoice_number: varchar('invoice_number', { length: 60 }).notNull(),
    is_ppn_jual: smallint('is_ppn_jual').notNull().default(0),
    order_date: date('order_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }),
    member_id: integer('member_id'),
    customer_name: varchar('customer_name', { length: 150 }),
    customer_phone: varchar('customer_phone', { length: 30 }),
    gudang_id: integer('gudang_id').notNull(),
    mitra_user_id: integer('mitra_user_id'),
    lead_id: integer('lead_id'),
    shift_id: integer('shift_id'),
    source: varchar('source', { length: 40 }),
    payment_method: varchar('payment_method', { length: 40 }),
    bank_id: integer('bank_id'),
    is_pos: smallint('is_pos').notNull().default(0),
    is_indent: smallint('is_indent').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('baru'),
    stock_reduction_at: varchar('stock_reduction_at', { length: 10 }).notNull().default('order'),
    stock_taken: smallint('stock_taken').notNull().default(0),
    is_ppn: smallint('is_ppn').notNull().default(0),
    ppn_percent: numeric('ppn_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    ppn_included: smallint('ppn_included').notNull().default(0),
    gross_total: bigint('gross_total', { mode: 'number' }).notNull().default(0),
    discount_total: bigint('discount_total', { mode: 'number' }).notNull().default(0),
    order_discount: bigint('order_discount', { mode: 'number' }).notNull().default(0),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    dpp: bigint('dpp', { mode: 'number' }).notNull().default(0),
    ppn: bigint('ppn', { mode: 'number' }).notNull().default(0),
    shipping_cost: bigint('shipping_cost', { mode: 'number' }).notNull().default(0),
    shipping_discount: bigint('shipping_discount', { mode: 'number' }).notNull().default(0),
    cod_fee: bigint('cod_fee', { mode: 'number' }).notNull().default(0),
    grand_total: bigint('grand_total', { mode: 'number' }).notNull().default(0),
    paid_amount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    cash_received: bigint('cash_received', { mode: 'number' }).notNull().default(0),
    is_paid: smallint('is_paid').notNull().default(0),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    paid_by: integer('paid_by'),
    destination_name: varchar('destination_name', { length: 150 }),
    destination_phone: varchar('destination_phone', { length: 30 }),
    destination_address: text('destination_address'),
    destination_kecamatan_id: integer('destination_kecamatan_id'),
    destination_district_name: varchar('destination_district_name', { length: 100 }),
    destination_city_name: varchar('destination_city_name', { length: 100 }),
    destination_state_name: varchar('destination_state_name', { length: 100 }),
    destination_zipcode: varchar('destination_zipcode', { length: 10 }),
    shipping_provider: varchar('shipping_provider', { length: 40 }).notNull().default('hubungiadmin'),
    ekspedisi_id: integer('ekspedisi_id'),
    kurir: varchar('kurir', { length: 60 }),
    shipping_service: varchar('shipping_service', { length: 60 }),
    no_resi: varchar('no_resi', { length: 60 }),
    public_token: varchar('public_token', { length: 48 }).notNull(),
    note: text('note'),
    print_count: integer('print_count').notNull().default(0),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: integer('deleted_by'),
    delete_reason: text('delete_reason'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_order_number_key').on(t.company_id, t.invoice_number),
    uniqueIndex('sales_order_public_token_key').on(t.public_token),
    index('sales_order_list_idx').on(t.company_id, t.order_date),
    index('sales_order_status_idx').on(t.company_id, t.status, t.order_date),
    index('sales_order_member_idx').on(t.company_id, t.member_id),
    index('sales_order_mitra_idx').on(t.company_id, t.mitra_user_id),
    index('sales_order_lead_idx').on(t.company_id, t.lead_id),
    index('sales_order_shift_idx').on(t.company_id, t.shift_id),
    check('sales_order_reduction_at', sql`${t.stock_reduction_at} in ('order', 'picking', 'shipment')`),
    check('sales_order_money', sql`${t.grand_total} >= 0 and ${t.paid_amount} >= 0`),
    tenantPolicy('sales_order'),
  ],
).enableRLS();

/**
 * An ordered variant: the unit it was ordered in (besar/kecil) and that quantity (qty_input), the
 * quantity in small units (qty), the price per ordered unit and where it came from (normal, grosir,
 * member, manual), the discount and the line's totals. A line made from a product package carries
 * the package (package_id, package_qty); qty_returned (small units) grows with customer returns.
 */
export const salesOrderLine = pgTable(
  'sales_order_line',
  {
    line_id: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    order_id: integer('order_id').notNull(),
    product_id: integer('product_id').notNull(),
    package_id: integer('package_id'),
    package_qty: integer('package_qty'),
    unit: varchar('unit', { length: 10 }).notNull(),
    unit_isi: integer('unit_isi').notNull(),
    qty_input: bigint('qty_input', { mode: 'number' }).notNull(),
    qty: bigint('qty', { mode: 'number' }).notNull(),
    qty_returned: bigint('qty_returned', { mode: 'number' }).notNull().default(0),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    price_source: varchar('price_source', { length: 10 }).notNull().default('normal'),
    discount_type: varchar('discount_type', { length: 10 }).notNull().default('percent'),
    discount: numeric('discount', { precision: 14, scale: 2 }).notNull().default('0'),
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    discount_amount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    note: text('note'),
  },
  (t) => [
    foreignKey({ columns: [t.order_id], foreignColumns: [salesOrder.order_id], name: 'sales_order_line_header_fk' }).onDelete('cascade'),
    index('sales_order_line_header_idx').on(t.company_id, t.order_id),
    index('sales_order_line_product_idx').on(t.company_id, t.product_id),
    check('sales_order_line_qty', sql`${t.qty} > 0 and ${t.qty_returned} >= 0 and ${t.qty_returned} <= ${t.qty}`),
    tenantPolicy('sales_order_line'),
  ],
).enableRLS();
