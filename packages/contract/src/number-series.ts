/**
 * Number series of documents and codes (invoice, PO, receipt, opname, transfer, member code…):
 * one counter per company, series and period, formatted by a pattern. The server hands the numbers
 * out (server/src/platform/number-series.ts); this file declares the series and their format, so
 * that server, client and tests agree on them.
 */

export type SeriesDatePart = 'YYYY' | 'YYMM' | 'YYYYMM' | 'YYMMDD' | 'YYYYMMDD';
export type SeriesReset = 'never' | 'yearly' | 'monthly' | 'daily';

export interface SeriesPattern {
  prefix: string;
  /** The document date in the code, e.g. 'YYMM' → 2611. */
  date?: SeriesDatePart;
  /** The counter is zero-padded to this many digits (a larger counter keeps all its digits). */
  digits: number;
  /** When the counter starts again at 1; by default as often as the date part changes (never without one). */
  reset?: SeriesReset;
  /** Between prefix, date part and counter, e.g. '/' → INV/2611/0001. */
  separator?: string;
}

export interface SeriesDef {
  /** Stable name: the counter's key in the database. */
  name: string;
  /** Indonesian name shown on the settings page and in messages. */
  label: string;
  pattern: SeriesPattern;
}

/** Dates in codes are the business's local dates (WIB), whatever the server's zone. */
export const SERIES_TIME_ZONE = 'Asia/Jakarta';

const dateParts = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', { timeZone: SERIES_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Year, month and day of a moment in SERIES_TIME_ZONE, as 'YYYY', 'MM', 'DD'. */
function localDate(date: Date) {
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return { y: parts.year, m: parts.month, d: parts.day };
}

/** Today (or the day of `now`) in SERIES_TIME_ZONE, the business's day, as YYYY-MM-DD. */
export function jakartaToday(now = new Date()): string {
  const { y, m, d } = localDate(now);
  return `${y}-${m}-${d}`;
}

const DATE_FORMAT: Record<SeriesDatePart, (x: { y: string; m: string; d: string }) => string> = {
  YYYY: (x) => x.y,
  YYMM: (x) => x.y.slice(2) + x.m,
  YYYYMM: (x) => x.y + x.m,
  YYMMDD: (x) => x.y.slice(2) + x.m + x.d,
  YYYYMMDD: (x) => x.y + x.m + x.d,
};

const RESET_OF_DATE: Record<SeriesDatePart, SeriesReset> = { YYYY: 'yearly', YYMM: 'monthly', YYYYMM: 'monthly', YYMMDD: 'daily', YYYYMMDD: 'daily' };
const RESET_RANK: Record<SeriesReset, number> = { never: 0, yearly: 1, monthly: 2, daily: 3 };

/** The reset of a pattern, defaulting to the granularity of its date part. */
export const seriesReset = (p: SeriesPattern): SeriesReset => p.reset ?? (p.date ? RESET_OF_DATE[p.date] : 'never');

/** The counter's period of a date: '' (never), '2026', '202611' or '20261122'. */
export function seriesPeriod(p: SeriesPattern, date: Date): string {
  const x = localDate(date);
  const reset = seriesReset(p);
  if (reset === 'yearly') return x.y;
  if (reset === 'monthly') return x.y + x.m;
  if (reset === 'daily') return x.y + x.m + x.d;
  return '';
}

/** The code of one counter value: prefix, date part and zero-padded counter, joined by the separator. */
export function formatSeriesCode(p: SeriesPattern, counter: number, date: Date): string {
  const parts = [p.prefix];
  if (p.date) parts.push(DATE_FORMAT[p.date](localDate(date)));
  parts.push(String(counter).padStart(p.digits, '0'));
  return parts.filter((s) => s !== '').join(p.separator ?? '');
}

/**
 * Why a pattern cannot be used, or undefined. A counter that restarts more often than the date
 * part changes (daily reset with a month in the code) would repeat codes.
 */
export function seriesPatternError(p: SeriesPattern): string | undefined {
  if (!/^[A-Za-z0-9./-]{0,20}$/.test(p.prefix)) return 'Awalan hanya boleh huruf, angka, titik, garis miring atau tanda hubung (maksimal 20)';
  if (!Number.isInteger(p.digits) || p.digits < 1 || p.digits > 12) return 'Jumlah digit harus 1 sampai 12';
  if (p.separator !== undefined && !/^[./-]?$/.test(p.separator)) return 'Pemisah hanya boleh kosong, titik, garis miring atau tanda hubung';
  const reset = seriesReset(p);
  const dateRank = p.date ? RESET_RANK[RESET_OF_DATE[p.date]] : 0;
  if (RESET_RANK[reset] > dateRank) return 'Penomoran yang diulang lebih sering dari bagian tanggalnya akan menghasilkan nomor ganda';
  return undefined;
}

const series = (name: string, label: string, pattern: SeriesPattern): SeriesDef => ({ name, label, pattern });

/**
 * Every number series of the catalogue. A company may override a pattern (prefix, date part,
 * digits, reset, separator); the name stays. Sales invoices with PPN have their own series
 * (`generate_invoice_number` with is_ppn_jual=1), so taxed and untaxed invoices are each gap-free.
 */
export const SERIES = {
  member_code: series('member_code', 'Kode Kontak', { prefix: 'KTK', digits: 6 }),
  sales_invoice: series('sales_invoice', 'Nomor Tagihan', { prefix: 'INV', date: 'YYMM', digits: 5, separator: '/' }),
  sales_invoice_ppn: series('sales_invoice_ppn', 'Nomor Tagihan PPN', { prefix: 'INVP', date: 'YYMM', digits: 5, separator: '/' }),
  purchase_order: series('purchase_order', 'Nomor Pesanan Pembelian', { prefix: 'PO', date: 'YYMM', digits: 5, separator: '/' }),
  purchase_order_internal: series('purchase_order_internal', 'Nomor Pesanan Internal', { prefix: 'POI', date: 'YYMM', digits: 5, separator: '/' }),
  goods_receipt: series('goods_receipt', 'Nomor Penerimaan', { prefix: 'RCV', date: 'YYMM', digits: 5, separator: '/' }),
  goods_receipt_internal: series('goods_receipt_internal', 'Nomor Penerimaan Internal', { prefix: 'RCVI', date: 'YYMM', digits: 5, separator: '/' }),
  purchase_material: series('purchase_material', 'Nomor Pembelian Bahan', { prefix: 'POM', date: 'YYMM', digits: 5, separator: '/' }),
  stock_opname: series('stock_opname', 'Nomor Stok Opname', { prefix: 'SO', date: 'YYMM', digits: 4, separator: '/' }),
  stock_adjustment: series('stock_adjustment', 'Nomor Penyesuaian Stok', { prefix: 'ADJ', date: 'YYMM', digits: 4, separator: '/' }),
  stock_transfer: series('stock_transfer', 'Nomor Transfer Stok', { prefix: 'TRF', date: 'YYMM', digits: 4, separator: '/' }),
  shipment: series('shipment', 'Nomor Pengiriman', { prefix: 'KRM', date: 'YYMM', digits: 5, separator: '/' }),
  customer_return: series('customer_return', 'Nomor Retur Konsumen', { prefix: 'RK', date: 'YYMM', digits: 4, separator: '/' }),
  supplier_return: series('supplier_return', 'Nomor Retur Supplier', { prefix: 'RS', date: 'YYMM', digits: 4, separator: '/' }),
  customer_payment: series('customer_payment', 'Nomor Pembayaran Pelanggan', { prefix: 'BYR-IN', date: 'YYMM', digits: 5, separator: '/' }),
  supplier_payment: series('supplier_payment', 'Nomor Pembayaran Supplier', { prefix: 'BYR-OUT', date: 'YYMM', digits: 5, separator: '/' }),
  lead: series('lead', 'Kode Lead', { prefix: 'LD', date: 'YYMM', digits: 5, separator: '/' }),
  lab_registration: series('lab_registration', 'Kode Registrasi Lab', { prefix: 'REG', date: 'YYMMDD', digits: 4, separator: '-' }),
} as const satisfies Record<string, SeriesDef>;

export type SeriesName = keyof typeof SERIES;
