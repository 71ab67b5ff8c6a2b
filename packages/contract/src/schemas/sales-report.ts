import { z } from 'zod';

/*
 * What the sales, purchase and omzet reports answer in `data` (server/src/modules/report/sales/):
 * declared on the calls for /docs/json and used by the web client as their types. Money in whole
 * rupiah. Figures come from the sales facts (server/src/modules/report/facts/): a counted order is
 * one not deleted, not cancelled and not awaiting approval; returns count on the order's day.
 */

const int = () => z.number().int();
const money = () => z.number();

/** The money of orders (an invoice's, or the sum over a period). */
export const salesMeasures = z.object({
  orders: int(),
  /** Before any discount. */
  gross_total: money(),
  /** Line discounts. */
  discount_total: money(),
  /** The invoice's discount on its subtotal. */
  order_discount: money(),
  /** DPP: subtotal less the order discount, PPN excluded. */
  revenue: money(),
  ppn: money(),
  shipping_cost: money(),
  shipping_discount: money(),
  cod_fee: money(),
  /** What the customer is invoiced. */
  grand_total: money(),
  paid_amount: money(),
  /** What approved customer returns gave back (in grand-total terms). */
  returned_value: money(),
  /** The part of DPP returned. */
  returned_revenue: money(),
  /** grand_total − returned_value. */
  net_total: money(),
  /** DPP − returned DPP. */
  net_revenue: money(),
  /** net_total − paid_amount (what customers still owe). */
  outstanding: money(),
  /** Net DPP of the lines whose stock has left, their cost (moving average at the time of sale) and the margin. */
  revenue_costed: money(),
  cost: money(),
  margin: money(),
  /** margin / revenue_costed × 100, 1 decimal; null without costed revenue. */
  margin_percent: z.number().nullable(),
});
export type SalesMeasures = z.infer<typeof salesMeasures>;

/** One invoice of /report/sales/list. */
export const salesReportRow = salesMeasures.omit({ orders: true }).extend({
  order_id: int(),
  invoice_number: z.string(),
  order_date: z.string(),
  member_id: int().nullable(),
  customer_name: z.string().nullable(),
  seller_id: int(),
  seller_name: z.string().nullable(),
  gudang_id: int(),
  gudang_name: z.string().nullable(),
  is_pos: int(),
  status: z.string(),
  status_label: z.string(),
  is_paid: int(),
});
export type SalesReportRow = z.infer<typeof salesReportRow>;

/** The period of a report (YYYY-MM-DD, both included). */
export const reportPeriod = z.object({ date_start: z.string(), date_end: z.string() });

/** /report/sales/list: a page of invoices and the period's totals (all pages). */
export const salesReportAnswer = reportPeriod.extend({
  data: z.array(salesReportRow),
  total: int(),
  page: int(),
  perPage: int(),
  totals: salesMeasures,
});
export type SalesReportAnswer = z.infer<typeof salesReportAnswer>;

/** One approved supplier receipt of /report/sales/list_pembelian (group receipt). */
export const purchaseReportRow = z.object({
  penerimaan_id: int(),
  penerimaan_number: z.string(),
  penerimaan_date: z.string(),
  invoice_number: z.string().nullable(),
  order_number: z.string().nullable(),
  vendor_id: int().nullable(),
  vendor_name: z.string().nullable(),
  gudang_id: int(),
  gudang_name: z.string().nullable(),
  line_count: int(),
  qty: int(),
  subtotal: money(),
  dpp: money(),
  ppn: money(),
  grand_total: money(),
  /** Credit of supplier returns sent against the receipt. */
  returned_total: money(),
  paid_amount: money(),
  /** max(0, grand_total − returned_total − paid_amount): what is still owed to the supplier. */
  outstanding: money(),
  is_paid: int(),
  due_date: z.string().nullable(),
});
export type PurchaseReportRow = z.infer<typeof purchaseReportRow>;

/** One variant of /report/sales/list_pembelian (group product): what was bought of it in the period. */
export const purchaseProductRow = z.object({
  product_id: int(),
  product_name: z.string(),
  product_sku: z.string().nullable(),
  suppliers: z.string().nullable(),
  receipt_count: int(),
  qty: int(),
  qty_text: z.string(),
  /** Σ line subtotals (before PPN). */
  value: money(),
  /** value / qty per small unit, 2 decimals. */
  avg_price: money(),
  min_price: money(),
  max_price: money(),
  last_date: z.string().nullable(),
});
export type PurchaseProductRow = z.infer<typeof purchaseProductRow>;

export const purchaseTotals = z.object({
  receipts: int(),
  qty: int(),
  subtotal: money(),
  dpp: money(),
  ppn: money(),
  grand_total: money(),
  returned_total: money(),
  paid_amount: money(),
  outstanding: money(),
});
export type PurchaseTotals = z.infer<typeof purchaseTotals>;

export const purchaseReportAnswer = reportPeriod.extend({
  group: z.enum(['receipt', 'product']),
  data: z.array(z.union([purchaseReportRow, purchaseProductRow])),
  total: int(),
  page: int(),
  perPage: int(),
  totals: purchaseTotals,
});

/** One row of /report/omzet/list: a day or month, and the seller or warehouse when grouped by one. */
export const omzetRow = salesMeasures.extend({
  period: z.string(),
  key_id: int().nullable(),
  key_name: z.string().nullable(),
});
export type OmzetRow = z.infer<typeof omzetRow>;

export const omzetListAnswer = reportPeriod.extend({
  group: z.enum(['day', 'month']),
  by: z.enum(['none', 'seller', 'gudang']),
  data: z.array(omzetRow),
  total: int(),
  page: int(),
  perPage: int(),
  totals: salesMeasures,
});
export type OmzetListAnswer = z.infer<typeof omzetListAnswer>;

/** /report/omzet/summary: the period and the previous period of the same length, and the growth of each figure in %. */
export const omzetSummaryAnswer = z.object({
  current: reportPeriod.extend({ totals: salesMeasures }),
  previous: reportPeriod.extend({ totals: salesMeasures }),
  /** (current − previous) / |previous| × 100, 1 decimal; null when the previous figure is 0. */
  growth: z.record(z.string(), z.number().nullable()),
});
export type OmzetSummaryAnswer = z.infer<typeof omzetSummaryAnswer>;
