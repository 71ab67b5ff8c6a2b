import { z } from 'zod';
import { day, int, num, optText } from './answers.js';
import { optDateField } from './stock-opname.js';

/**
 * Tagihan Supplier (/verification/payment-order, issue 22 items 4 and 8): what the company owes per
 * approved supplier receipt and per supplier, and the ageing of receivables and payables. What a
 * receipt still owes is grand_total − credit of supplier returns against it − paid
 * (server modules/purchase/receipt/receipt-balances.ts, the one place).
 */

/** Filters of POST /payment/list_supplier_invoice and /payment/supplier_summary (top level or columnFilters). */
export const SUPPLIER_INVOICE_FILTERS = [
  'vendor_id',
  'gudang_id',
  'date_start',
  'date_end',
  'penerimaan_number',
  /** '1': past its due date (Asia/Jakarta today) with something still owed. */
  'overdue',
  /** 'paid' | 'unpaid'. */
  'payment_status',
  'search',
] as const;

/** One approved supplier receipt with what it still owes. */
export const supplierInvoiceRow = z.object({
  penerimaan_id: int(),
  penerimaan_number: z.string(),
  penerimaan_date: day(),
  invoice_number: optText(),
  order_id: int(),
  order_number: optText(),
  vendor_id: int(),
  vendor_name: optText(),
  gudang_id: int(),
  master_gudang_name: optText(),
  grand_total: num(),
  /** Credit of supplier returns sent against it, at the price billed on it. */
  returned_total: num(),
  paid_amount: num(),
  /** In payments awaiting verification (not yet counted in paid_amount). */
  pending_amount: num(),
  amount_due: num(),
  due_date: day().nullable(),
  /** Days past the due date while something is owed (0 when not overdue). */
  days_overdue: int(),
  is_overdue: int(),
  is_paid: int(),
});
export type SupplierInvoiceRow = z.infer<typeof supplierInvoiceRow>;

/** One supplier's totals over its approved receipts matching the filters. */
export const supplierSummaryRow = z.object({
  vendor_id: int(),
  vendor_name: optText(),
  payment_term_days: int(),
  receipt_count: int(),
  unpaid_count: int(),
  overdue_count: int(),
  grand_total: num(),
  returned_total: num(),
  paid_amount: num(),
  amount_due: num(),
  overdue_amount: num(),
});
export type SupplierSummaryRow = z.infer<typeof supplierSummaryRow>;

const summaryTotals = supplierSummaryRow.omit({ vendor_id: true, vendor_name: true, payment_term_days: true });
/** POST /payment/supplier_summary: per supplier and the totals (the page's summary cards). */
export const supplierSummaryAnswer = z.object({ data: z.array(supplierSummaryRow), totals: summaryTotals });
export type SupplierSummaryAnswer = z.infer<typeof supplierSummaryAnswer>;

export const AGEING_TYPES = ['customer', 'supplier'] as const;
export type AgeingType = (typeof AGEING_TYPES)[number];
/** The ageing buckets by days past the due date of what is still owed. */
export const AGEING_BUCKETS = [
  { key: 'current', label: 'Belum Jatuh Tempo' },
  { key: 'd1_30', label: '1-30 Hari' },
  { key: 'd31_60', label: '31-60 Hari' },
  { key: 'd61_90', label: '61-90 Hari' },
  { key: 'over_90', label: '> 90 Hari' },
] as const;

/** Query of GET /payment/ageing and body of POST /payment/ageing_excel: customer (receivables) or supplier (payables), as of `date` (today in Jakarta when left out). */
export const ageingQuery = z.object({
  type: z.enum(AGEING_TYPES, { error: 'Tipe harus customer atau supplier' }),
  date: optDateField('Tanggal'),
});
export type AgeingQuery = z.infer<typeof ageingQuery>;

const bucketFields = { current: num(), d1_30: num(), d31_60: num(), d61_90: num(), over_90: num(), total: num(), document_count: int() };
/** One customer (member_id; 0 for walk-in customers) or supplier (vendor_id) and what it owes / is owed per bucket. */
export const ageingRow = z.object({ party_id: int(), party_name: optText(), ...bucketFields });
export type AgeingRow = z.infer<typeof ageingRow>;
export const ageingAnswer = z.object({ type: z.enum(AGEING_TYPES), date: day(), data: z.array(ageingRow), totals: z.object(bucketFields) });
export type AgeingAnswer = z.infer<typeof ageingAnswer>;
