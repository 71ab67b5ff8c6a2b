import { z } from 'zod';
import { field } from './fields.js';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const realDateTime = (s: string) => {
  const m = DATE_TIME.exec(s);
  if (!m) return false;
  const day = new Date(`${m[1]}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== m[1]) return false;
  return m[2] === undefined || (Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4] ?? 0) < 60);
};

/** A date (YYYY-MM-DD) or a date and time (YYYY-MM-DD HH:mm[:ss]) in Asia/Jakarta; blank is none. */
export const optDateTimeField = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim().replace('T', ' ') : v),
    z.string().regex(DATE_TIME, `${label} harus berformat TTTT-BB-HH atau TTTT-BB-HH JJ:MM`).refine(realDateTime, `${label} tidak valid`).optional(),
  );

/** The filter keys of spec-1 §3 may come at the top level or inside columnFilters (the list convention). */
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

const pageField = z.preprocess((v) => (v === '' || v == null ? 1 : v), field.int('page', 1, 1_000_000));
const perPageField = z.preprocess((v) => (v === '' || v == null ? 20 : v), field.int('perPage', 1, 500));
const sortField = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return v.trim() ? JSON.parse(v) : undefined;
  } catch {
    return undefined;
  }
}, z.object({ field: z.string().max(60).optional(), type: z.enum(['asc', 'desc']).optional() }).optional());

/**
 * The stock mutation filter of spec-1 §3 (also the stock log's and the stock card's): period,
 * warehouse (0 or none = every warehouse the user may see), product by main name or main id;
 * page 1 and perPage 20 by default. Mutation reports count whole days (Asia/Jakarta).
 */
export const stockMutationFilterFields = {
  stock_log_datetime_start: optDateTimeField('Tanggal mulai'),
  stock_log_datetime_end: optDateTimeField('Tanggal akhir'),
  stock_log_gudang_id: field.optInt('Gudang', 0),
  stock_log_product_main_name: field.optText('Nama produk', 255),
  stock_log_product_main_id: field.optInt('Produk', 0),
  /** A single variant (the stock card of one variant). */
  product_id: field.optInt('Varian produk', 0),
  page: pageField,
  perPage: perPageField,
  sort: sortField,
};

export const stockMutationFilter = z.preprocess(liftColumnFilters, z.object(stockMutationFilterFields));
export type StockMutationFilter = z.infer<typeof stockMutationFilter>;

/** The stock log list: the mutation filter plus a document type and a free-text search (document number, note). */
export const stockLogFilter = z.preprocess(
  liftColumnFilters,
  z.object({
    ...stockMutationFilterFields,
    doc_type: field.optText('Jenis dokumen', 40),
    search: field.optText('Cari', 100),
  }),
);
export type StockLogFilter = z.infer<typeof stockLogFilter>;

/** Expiry buckets of the expiry report, by days left until the expiry date. */
export const EXPIRY_BUCKETS = [
  { key: 'expired', label: 'Sudah kedaluwarsa' },
  { key: 'lt30', label: '< 30 hari' },
  { key: 'lt90', label: '30 - 89 hari' },
  { key: 'lt180', label: '90 - 179 hari' },
  { key: 'later', label: '≥ 180 hari' },
] as const;
export type ExpiryBucket = (typeof EXPIRY_BUCKETS)[number]['key'];

/** Filter of /report/product/expire, list_ed_retur and generate_excel. */
export const expiryReportFilter = z.preprocess(
  liftColumnFilters,
  z.object({
    gudang_id: field.optInt('Gudang', 0),
    search: field.optText('Cari', 100),
    product_id: field.optInt('Varian produk', 0),
    vendor_id: field.optInt('Supplier', 0),
    bucket: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['expired', 'lt30', 'lt90', 'lt180', 'later']).optional()),
    /** list_ed_retur: expired or expiring within this many days (default 90). */
    days: z.preprocess((v) => (v === '' || v == null ? undefined : v), field.int('Hari', 0, 3650).optional()),
    page: pageField,
    perPage: perPageField,
  }),
);
export type ExpiryReportFilter = z.infer<typeof expiryReportFilter>;
