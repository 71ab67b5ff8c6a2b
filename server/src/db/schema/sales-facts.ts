import { bigint, date, index, integer, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { companyIdColumn, tenantPolicy } from './tenancy.js';

/*
 * The sales facts (issue 23 item 5): what each counted sales order contributes to the sales reports,
 * kept in the same transaction as the documents by refreshSalesFacts (modules/report/facts), and the
 * per-day and per-month sums of those contributions, so a report over any period reads whole months
 * and edge days instead of scanning order lines. The rules are in modules/report/facts/README.md.
 * Money in whole rupiah; cost (moving-average cost of the stock that left) at 4 decimals.
 */

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const costColumn = () => numeric('cost', { precision: 24, scale: 4 }).notNull().default('0');

/** The order measures: one order's figures, or their sums. */
const orderMeasures = () => ({
  orders: integer('orders').notNull().default(0),
  gross_total: money('gross_total'),
  discount_total: money('discount_total'),
  order_discount: money('order_discount'),
  /** The order's dpp: its subtotal less the order discount, PPN excluded. */
  revenue: money('revenue'),
  ppn: money('ppn'),
  shipping_cost: money('shipping_cost'),
  shipping_discount: money('shipping_discount'),
  cod_fee: money('cod_fee'),
  grand_total: money('grand_total'),
  paid_amount: money('paid_amount'),
  /** What the approved customer returns gave back, in grand-total terms. */
  returned_value: money('returned_value'),
  /** The part of revenue returned. */
  returned_revenue: money('returned_revenue'),
  /** Net revenue (revenue − returned_revenue) of the lines whose stock has left: margin = revenue_costed − cost. */
  revenue_costed: money('revenue_costed'),
  cost: costColumn(),
});

/** The line measures: one order's figures for one variant, or their sums. */
const lineMeasures = () => ({
  lines: integer('lines').notNull().default(0),
  qty: money('qty'),
  qty_returned: money('qty_returned'),
  revenue: money('revenue'),
  returned_revenue: money('returned_revenue'),
  revenue_costed: money('revenue_costed'),
  cost: costColumn(),
});

/** One counted order's contribution (its measures and keys as last booked into the aggregates). */
export const salesFactOrder = pgTable(
  'sales_fact_order',
  {
    company_id: companyIdColumn(),
    order_id: integer('order_id').notNull().primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    seller_id: integer('seller_id').notNull().default(0),
    member_id: integer('member_id').notNull().default(0),
    is_pos: smallint('is_pos').notNull().default(0),
    ...orderMeasures(),
  },
  // (company_id, day, order_id): the invoice lists' order (Laporan Penjualan, Laba Kotor per invoice), read a page at a time.
  (t) => [index('sales_fact_order_day_idx').on(t.company_id, t.day, t.order_id), tenantPolicy('sales_fact_order')],
).enableRLS();

/** One counted order's contribution per variant (its lines of that variant added up). */
export const salesFactLine = pgTable(
  'sales_fact_line',
  {
    company_id: companyIdColumn(),
    order_id: integer('order_id').notNull(),
    product_id: integer('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    seller_id: integer('seller_id').notNull().default(0),
    member_id: integer('member_id').notNull().default(0),
    ...lineMeasures(),
  },
  (t) => [
    primaryKey({ name: 'sales_fact_line_pk', columns: [t.order_id, t.product_id] }),
    index('sales_fact_line_day_idx').on(t.company_id, t.day),
    tenantPolicy('sales_fact_line'),
  ],
).enableRLS();

/** The order measures per day, warehouse, seller and member. */
export const salesDaily = pgTable(
  'sales_daily',
  {
    company_id: companyIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    seller_id: integer('seller_id').notNull().default(0),
    member_id: integer('member_id').notNull().default(0),
    ...orderMeasures(),
  },
  (t) => [primaryKey({ name: 'sales_daily_pk', columns: [t.company_id, t.day, t.gudang_id, t.seller_id, t.member_id] }), tenantPolicy('sales_daily')],
).enableRLS();

/** The order measures per month (its first day), warehouse, seller and member: the sum of the month's sales_daily rows. */
export const salesMonthly = pgTable(
  'sales_monthly',
  {
    company_id: companyIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    seller_id: integer('seller_id').notNull().default(0),
    member_id: integer('member_id').notNull().default(0),
    ...orderMeasures(),
  },
  (t) => [primaryKey({ name: 'sales_monthly_pk', columns: [t.company_id, t.month, t.gudang_id, t.seller_id, t.member_id] }), tenantPolicy('sales_monthly')],
).enableRLS();

/** The line measures per day, warehouse, variant and seller. */
export const salesProductDaily = pgTable(
  'sales_product_daily',
  {
    company_id: companyIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    product_id: integer('product_id').notNull(),
    seller_id: integer('seller_id').notNull().default(0),
    ...lineMeasures(),
  },
  (t) => [
    primaryKey({ name: 'sales_product_daily_pk', columns: [t.company_id, t.day, t.gudang_id, t.product_id, t.seller_id] }),
    index('sales_product_daily_product_idx').on(t.company_id, t.product_id, t.day),
    tenantPolicy('sales_product_daily'),
  ],
).enableRLS();

/** The line measures per month (its first day), warehouse, variant and seller. */
export const salesProductMonthly = pgTable(
  'sales_product_monthly',
  {
    company_id: companyIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    product_id: integer('product_id').notNull(),
    seller_id: integer('seller_id').notNull().default(0),
    ...lineMeasures(),
  },
  (t) => [
    primaryKey({ name: 'sales_product_monthly_pk', columns: [t.company_id, t.month, t.gudang_id, t.product_id, t.seller_id] }),
    index('sales_product_monthly_product_idx').on(t.company_id, t.product_id, t.month),
    tenantPolicy('sales_product_monthly'),
  ],
).enableRLS();

/*
 * Rollups without the keys of many values (member, seller), so long periods read few rows: totals
 * per seller (omzet, bonus, dashboard totals) and per variant (best sellers, margin by product).
 * Kept by refreshSalesFacts like the tables above.
 */

/** The order measures per day, warehouse and seller (sales_daily without the member). */
export const salesSellerDaily = pgTable(
  'sales_seller_daily',
  {
    company_id: companyIdColumn(),
    day: date('day', { mode: 'string' }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    seller_id: integer('seller_id').notNull().default(0),
    ...orderMeasures(),
  },
  (t) => [primaryKey({ name: 'sales_seller_daily_pk', columns: [t.company_id, t.day, t.gudang_id, t.seller_id] }), tenantPolicy('sales_seller_daily')],
).enableRLS();

/** The order measures per month (its first day), warehouse and seller (sales_monthly without the member). */
export const salesSellerMonthly = pgTable(
  'sales_seller_monthly',
  {
    company_id: companyIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    seller_id: integer('seller_id').notNull().default(0),
    ...orderMeasures(),
  },
  (t) => [primaryKey({ name: 'sales_seller_monthly_pk', columns: [t.company_id, t.month, t.gudang_id, t.seller_id] }), tenantPolicy('sales_seller_monthly')],
).enableRLS();

/** The line measures per month (its first day), warehouse and variant (sales_product_monthly without the seller). */
export const salesVariantMonthly = pgTable(
  'sales_variant_monthly',
  {
    company_id: companyIdColumn(),
    month: date('month', { mode: 'string' }).notNull(),
    gudang_id: integer('gudang_id').notNull(),
    product_id: integer('product_id').notNull(),
    ...lineMeasures(),
  },
  (t) => [
    primaryKey({ name: 'sales_variant_monthly_pk', columns: [t.company_id, t.month, t.gudang_id, t.product_id] }),
    index('sales_variant_monthly_product_idx').on(t.company_id, t.product_id, t.month),
    tenantPolicy('sales_variant_monthly'),
  ],
).enableRLS();
