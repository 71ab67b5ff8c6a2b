import { z } from 'zod';
import { day, int, listAnswer, num, optText, variantColumns } from './answers.js';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/*
 * Laporan Konsinyasi (server/src/modules/report/konsinyasi/): the goods of consignor suppliers
 * (products marked is_konsinyasi, the consignor being the product's main vendor) over a period:
 * received, sold (net of customer returns), returned to the consignor, still held, and what is owed
 * to the consignor (the cost of the goods sold) less what was paid. Quantities in small units,
 * money in whole rupiah (PPN excluded).
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The list keys may come at the top level or inside columnFilters (the list convention). */
const liftColumnFilters = (v: unknown) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const body = v as Record<string, unknown>;
  let cf = body.columnFilters;
  if (typeof cf === 'string') {
    try {
      cf = cf.trim() ? JSON.parse(cf) : {};
    } catch {
      cf = {};
    }
  }
  if (!cf || typeof cf !== 'object' || Array.isArray(cf)) return body;
  const out: Record<string, unknown> = { ...body };
  for (const [k, val] of Object.entries(cf as Record<string, unknown>)) {
    if (k === 'columnFilters' || k === 'page' || k === 'perPage' || k === 'sort') continue;
    if (out[k] === undefined || out[k] === '') out[k] = val;
  }
  delete out.columnFilters;
  return out;
};

const sortField = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return v.trim() ? JSON.parse(v) : undefined;
  } catch {
    return undefined;
  }
}, z.object({ field: z.string().max(60).optional(), type: z.enum(['asc', 'desc']).optional() }).optional());

/** The period and scope every consignment call takes (the GET summaries read them from the query). */
export const konsinyasiScopeFields = {
  /** First day (YYYY-MM-DD); by default the first day of date_end's month. */
  date_start: optDateField('Tanggal mulai'),
  /** Last day, included; by default today (Asia/Jakarta). */
  date_end: optDateField('Tanggal akhir'),
  /** 0 or none: every warehouse the user may see. */
  gudang_id: field.optInt('Gudang', 0),
  /** A consignor (master vendor); 0 = products without a main vendor. */
  vendor_id: z.preprocess(blank, field.int('Supplier konsinyasi', 0).optional()),
};

/**
 * POST /report/konsinyasi/list, /detail, /excel, /detail-excel: the scope, a search (consignor name or
 * code on the list; product name or SKU on the detail), page 1, perPage 20 and a sort. The detail
 * needs vendor_id.
 */
export const konsinyasiFilter = z.preprocess(
  liftColumnFilters,
  z.object({
    ...konsinyasiScopeFields,
    search: field.optText('Cari', 100),
    page: z.preprocess((v) => (v === '' || v == null ? 1 : v), field.int('page', 1, 1_000_000)),
    perPage: z.preprocess((v) => (v === '' || v == null ? 20 : v), field.int('perPage', 1, 500)),
    sort: sortField,
  }),
);
export type KonsinyasiFilter = z.infer<typeof konsinyasiFilter>;

/** GET /report/konsinyasi/summary and /summary-detail (query). summary-detail needs vendor_id. */
export const konsinyasiSummaryQuery = z.object(konsinyasiScopeFields);
export type KonsinyasiSummaryQuery = z.infer<typeof konsinyasiSummaryQuery>;

/** What moved of consignment goods in the period, per product or summed (small units; money in rupiah). */
const movementMeasures = {
  /** Received on approved supplier receipts dated in the period. */
  qty_received: num(),
  /** The received lines' value (their subtotals, PPN excluded). */
  value_received: num(),
  /** Sold on counted orders of the period (before customer returns). */
  qty_sold: num(),
  /** Of those, returned by customers (approved customer returns of the period's orders). */
  qty_customer_returned: num(),
  /** qty_sold − qty_customer_returned. */
  qty_sold_net: num(),
  /** What the net sales brought (DPP, PPN excluded, after returns). */
  revenue: num(),
  /** Returned to the consignor (supplier returns sent or done, dated in the period). */
  qty_returned_supplier: num(),
  /** On hand at the start of date_start, at the end of date_end and now. */
  stock_start: num(),
  stock_end: num(),
  stock_now: num(),
  /** What the net sales of the period owe the consignor: the cost of the goods sold (ledger moving average at the sale), rounded per product. */
  owed: num(),
};

/** One consignment product of a consignor (/report/konsinyasi/detail). */
export const konsinyasiProductRow = z.object({
  ...variantColumns,
  vendor_id: int(),
  vendor_name: z.string(),
  ...movementMeasures,
  /** owed / qty_sold_net per small unit (2 decimals); null when nothing sold net. */
  unit_cost: num().nullable(),
  qty_received_text: z.string(),
  qty_sold_net_text: z.string(),
  qty_returned_supplier_text: z.string(),
  stock_end_text: z.string(),
  stock_now_text: z.string(),
});
export type KonsinyasiProductRow = z.infer<typeof konsinyasiProductRow>;

/** What the consignor's products owe and what was paid to the consignor for them. */
const debtMeasures = {
  /** Approved supplier payments dated in the period, the part of them that paid consignment lines of the consignor's receipts. */
  paid: num(),
  /** The cost of all net sales up to date_end. */
  owed_to_date: num(),
  /** The payments up to date_end (as `paid`). */
  paid_to_date: num(),
  /** owed_to_date − paid_to_date: still owed at the end of the period (negative: paid ahead). */
  balance: num(),
};

/** One consignor (/report/konsinyasi/list). */
export const konsinyasiVendorRow = z.object({
  vendor_id: int(),
  vendor_code: optText(),
  vendor_name: z.string(),
  product_count: int(),
  ...movementMeasures,
  ...debtMeasures,
});
export type KonsinyasiVendorRow = z.infer<typeof konsinyasiVendorRow>;

const period = { date_start: day(), date_end: day() };

/** The totals of the consignment report over its filter. */
export const konsinyasiTotals = z.object({ vendor_count: int(), product_count: int(), ...movementMeasures, ...debtMeasures });
export type KonsinyasiTotals = z.infer<typeof konsinyasiTotals>;

/** /report/konsinyasi/list: a page of consignors, the period and the totals of every page. */
export const konsinyasiListAnswer = listAnswer(konsinyasiVendorRow).extend({ ...period, totals: konsinyasiTotals });
export type KonsinyasiListAnswer = z.infer<typeof konsinyasiListAnswer>;

/** /report/konsinyasi/detail: a page of one consignor's products, the period and the consignor's totals. */
export const konsinyasiDetailAnswer = listAnswer(konsinyasiProductRow).extend({ ...period, vendor: konsinyasiVendorRow });
export type KonsinyasiDetailAnswer = z.infer<typeof konsinyasiDetailAnswer>;

/** GET /report/konsinyasi/summary: the totals over every consignor (or the one of vendor_id). */
export const konsinyasiSummary = konsinyasiTotals.extend(period);
export type KonsinyasiSummary = z.infer<typeof konsinyasiSummary>;

/** GET /report/konsinyasi/summary-detail: one consignor's totals (its row of the list). */
export const konsinyasiSummaryDetail = konsinyasiVendorRow.extend(period);
export type KonsinyasiSummaryDetail = z.infer<typeof konsinyasiSummaryDetail>;
