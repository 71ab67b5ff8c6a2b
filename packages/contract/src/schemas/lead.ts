import { z } from 'zod';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/** Where a lead came from: the channels an Indonesian online shop's customers write in through. */
/** `color` draws the source in charts; `tag` is the antd preset colour of its tag (raised to AA contrast). */
export const LEAD_SOURCES = [
  { value: 'whatsapp', label: 'WhatsApp', color: '#25D366', tag: 'green' },
  { value: 'instagram', label: 'Instagram', color: '#C13584', tag: 'magenta' },
  { value: 'facebook', label: 'Facebook', color: '#1877F2', tag: 'blue' },
  { value: 'tiktok', label: 'TikTok', color: '#111111', tag: 'default' },
  { value: 'shopee', label: 'Shopee', color: '#EE4D2D', tag: 'volcano' },
  { value: 'tokopedia', label: 'Tokopedia', color: '#03AC0E', tag: 'lime' },
  { value: 'website', label: 'Website', color: '#6B5B95', tag: 'purple' },
  { value: 'offline', label: 'Offline', color: '#8D6E63', tag: 'gold' },
  { value: 'lainnya', label: 'Lainnya', color: '#9E9E9E', tag: 'default' },
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number]['value'];
export const LEAD_SOURCE_VALUES = LEAD_SOURCES.map((s) => s.value) as [LeadSource, ...LeadSource[]];
export const leadSourceLabel = (v: string) => LEAD_SOURCES.find((s) => s.value === v)?.label ?? v;
const SOURCE_MESSAGE = `Sumber harus salah satu dari ${LEAD_SOURCES.map((s) => s.label).join(', ')}`;

/** A source as a form sends it: the stored value, case-insensitive ('WhatsApp' is whatsapp). */
const sourceField = z.preprocess(
  (v) => (v === null || v === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(LEAD_SOURCE_VALUES, { error: (iss) => (iss.input === undefined ? 'Sumber wajib diisi' : SOURCE_MESSAGE) }),
);
const optSourceField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(LEAD_SOURCE_VALUES, { error: SOURCE_MESSAGE }).optional(),
);

/** Longest period of the daily calculations and the ratios (days). */
export const LEAD_RANGE_MAX_DAYS = 366;

/**
 * Body of /lead/validation_add and /lead/add_stored: a prospective customer who contacted the shop.
 * lead_date defaults to today (WIB) and may not be in the future; admin_id (the admin/CS who handled
 * the lead) defaults to the user adding it; member_id links a contact already in Kontak.
 */
export const leadAddBody = z.object({
  lead_date: optDateField('Tanggal lead'),
  lead_name: field.text('Nama calon pelanggan', 150),
  lead_phone: field.optPhone('Nomor telepon'),
  source: sourceField,
  admin_id: field.optInt('Admin/CS', 1),
  product_interest: field.optText('Produk yang diminati', 255),
  note: field.optText('Catatan', 500),
  member_id: field.optInt('Kontak', 1),
});
export type LeadAddBody = z.infer<typeof leadAddBody>;

/**
 * Query of GET /lead/detail: the lead's code (the spec's `code`) or its id (`lead_id`, which the
 * create-order page gets from the Closing button); one of them is required.
 */
export const leadDetailQuery = z.object({ code: field.optText('Kode lead', 60), lead_id: field.optInt('Lead', 1) });

/**
 * Body of the daily calculations and the ratios: a period (both dates; by default the last 30 days
 * up to today, WIB), optionally one source and one admin.
 */
export const leadRangeBody = z.object({
  date_start: optDateField('Tanggal mulai'),
  date_end: optDateField('Tanggal akhir'),
  source: optSourceField,
  admin_id: field.optInt('Admin/CS', 1),
});
export type LeadRangeBody = z.infer<typeof leadRangeBody>;

/** Filter keys of /lead/list, at the body's top level or inside columnFilters. */
export const LEAD_LIST_FILTERS = ['date_start', 'date_end', 'source', 'admin_id', 'member_id', 'is_closed', 'lead_code', 'search'] as const;

/** A lead as the list and the detail answer it; closing is derived from the orders referring to it. */
export const leadRow = z.object({
  lead_id: z.number().int(),
  lead_code: z.string(),
  lead_date: z.string(),
  lead_name: z.string(),
  lead_phone: z.string().nullable(),
  source: z.enum(LEAD_SOURCE_VALUES),
  source_label: z.string(),
  admin_id: z.number().int(),
  admin_name: z.string().nullable(),
  product_interest: z.string().nullable(),
  note: z.string().nullable(),
  member_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  is_closed: z.number().int(),
  closing_order_id: z.number().int().nullable(),
  closing_invoice_number: z.string().nullable(),
  closing_date: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type LeadRow = z.infer<typeof leadRow>;

/** The detail: the lead and every order made from it (cancelled ones too, with their state). */
export const leadDetail = leadRow.extend({
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      invoice_number: z.string(),
      order_date: z.string(),
      status: z.string(),
      grand_total: z.number(),
      is_paid: z.number().int(),
    }),
  ),
});

export const leadSaved = z.object({ lead_id: z.number().int(), lead_code: z.string() });

/** One day of a daily calculation (every day of the period, zero included). */
export const leadDailyAnswer = z.object({
  date_start: z.string(),
  date_end: z.string(),
  total: z.number().int(),
  data: z.array(z.object({ date: z.string(), total: z.number().int() })),
});

/** A daily calculation per source: each day's count per source (a key per source value) and its total. */
export const leadDailyBySourceAnswer = z.object({
  date_start: z.string(),
  date_end: z.string(),
  total: z.number().int(),
  sources: z.array(z.object({ source: z.string(), label: z.string(), total: z.number().int() })),
  data: z.array(z.object({ date: z.string(), total: z.number().int() }).catchall(z.number().int())),
});

const ratioCounts = {
  leads: z.number().int(),
  closings: z.number().int(),
  /** closings / leads × 100, two decimals; 0 without leads. */
  ratio: z.number(),
  /** Sum of grand_total of the closing orders of these leads (rupiah). */
  closing_total: z.number(),
};
export const leadRatioBySourceAnswer = z.object({
  date_start: z.string(),
  date_end: z.string(),
  total: z.object(ratioCounts),
  data: z.array(z.object({ source: z.string(), label: z.string(), ...ratioCounts })),
});
export const leadRatioByAdminAnswer = z.object({
  date_start: z.string(),
  date_end: z.string(),
  total: z.object(ratioCounts),
  data: z.array(z.object({ admin_id: z.number().int(), admin_name: z.string().nullable(), ...ratioCounts })),
});
