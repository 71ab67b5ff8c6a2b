import { z } from 'zod';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/*
 * Bonus Sales, Produk Terlaris and Laba Kotor (issue 23; server/src/modules/report/{bonus,bestseller,margin}):
 * filters and answers, read from the sales facts (server/src/modules/report/facts/). Money in whole
 * rupiah; quantities in the product's small unit. "Net" is after customer returns (returns count on the
 * order's day), revenue is the DPP (PPN excluded).
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const int = () => z.number().int();
const money = () => z.number();
const optInt = (label: string, min = 0) => z.preprocess(blank, field.int(label, min).optional());
const page = z.preprocess((v) => (v === '' || v == null ? 1 : v), field.int('page', 1, 1_000_000));
const perPage = (fallback = 20) => z.preprocess((v) => (v === '' || v == null ? fallback : v), field.int('perPage', 1, 1000));

/** The period (date_start, date_end; by default the current month up to today) and a warehouse (0 or none = all the user may see). */
export const reportPeriodFilter = z.object({
  date_start: optDateField('Tanggal mulai'),
  date_end: optDateField('Tanggal akhir'),
  gudang_id: optInt('Gudang'),
});

// ---------------------------------------------------------------------------------------------
// Bonus Sales

export const BONUS_SCOPES = ['seller', 'member_type', 'default'] as const;
export type BonusScope = (typeof BONUS_SCOPES)[number];
export const BONUS_SCOPE_LABELS: Record<BonusScope, string> = { seller: 'Per Sales', member_type: 'Per Tipe Member', default: 'Bawaan' };

/** /report/bonus/sales and its Excel: the period, the warehouse and optionally one seller. */
export const bonusSalesFilter = reportPeriodFilter.extend({ seller_id: optInt('Sales') });
export type BonusSalesFilter = z.infer<typeof bonusSalesFilter>;
/** /report/bonus/sales/detail: one seller's invoices (seller_id 0 = orders without a seller). */
export const bonusDetailFilter = reportPeriodFilter.extend({ seller_id: z.preprocess(blank, field.int('Sales', 0)), page, perPage: perPage() });
export type BonusDetailFilter = z.infer<typeof bonusDetailFilter>;

/** One part of a seller's bonus: the net sales one rule covers (all of them for a seller rule; per member type otherwise). */
export const bonusPart = z.object({
  scope: z.enum(BONUS_SCOPES).nullable(),
  ref_id: int(),
  /** 'Sales: 2,5%', 'Tipe Member Gold: 3%', 'Bawaan: 1%' or 'Tanpa aturan'. */
  rule_label: z.string(),
  percent: money(),
  min_target: money(),
  net_revenue: money(),
  bonus: money(),
});
export type BonusPart = z.infer<typeof bonusPart>;

/** A seller's period: orders, revenue, returns, net revenue (the bonus base), the rules applied and the bonus. */
export const bonusSalesRow = z.object({
  seller_id: int(),
  seller_name: z.string(),
  orders: int(),
  revenue: money(),
  returned_revenue: money(),
  net_revenue: money(),
  /** The rules applied, joined ('Tipe Member Gold: 3%; Bawaan: 1%'). */
  rule_label: z.string(),
  /** Whether the seller's net revenue reaches every applied rule's minimum target (a rule whose target is missed pays 0). */
  target_met: z.boolean(),
  bonus: money(),
  parts: z.array(bonusPart),
});
export type BonusSalesRow = z.infer<typeof bonusSalesRow>;
const bonusTotals = z.object({ orders: int(), revenue: money(), returned_revenue: money(), net_revenue: money(), bonus: money() });
export const bonusSalesAnswer = z.object({ data: z.array(bonusSalesRow), total: bonusTotals });
export type BonusSalesAnswer = z.infer<typeof bonusSalesAnswer>;

/** One invoice of a seller, with its share of the bonus of its rule's part. */
export const bonusDetailRow = z.object({
  order_id: int(),
  invoice_number: z.string(),
  order_date: z.string(),
  member_id: int(),
  customer_name: z.string(),
  member_type_name: z.string().nullable(),
  master_gudang_name: z.string().nullable(),
  revenue: money(),
  returned_revenue: money(),
  net_revenue: money(),
  rule_label: z.string(),
  percent: money(),
  bonus: money(),
});
export type BonusDetailRow = z.infer<typeof bonusDetailRow>;
export const bonusDetailAnswer = z.object({
  data: z.array(bonusDetailRow),
  total: int(),
  page: int(),
  perPage: int(),
  seller: bonusSalesRow,
});
export type BonusDetailAnswer = z.infer<typeof bonusDetailAnswer>;

/** A bonus rule: a percent of net revenue (after returns, PPN excluded), for a seller, a member type or the default; optional minimum target. */
export const bonusRuleRow = z.object({
  bonus_rule_id: int(),
  scope: z.enum(BONUS_SCOPES),
  ref_id: int(),
  ref_name: z.string().nullable(),
  percent: money(),
  min_target: money(),
  note: z.string().nullable(),
});
export type BonusRuleRow = z.infer<typeof bonusRuleRow>;
export const bonusRuleList = z.object({ data: z.array(bonusRuleRow) });

/** Saving a rule: a new one without bonus_rule_id; one rule per scope and ref (a seller, a member type, the default with ref 0). */
export const bonusRuleSave = z.object({
  bonus_rule_id: optInt('Aturan', 1),
  scope: z.enum(BONUS_SCOPES, { error: 'Cakupan harus seller, member_type atau default' }),
  ref_id: z.preprocess((v) => (v === '' || v == null ? 0 : v), field.int('Acuan', 0)),
  percent: field.decimal('Persen bonus', { decimals: 2, min: 0, max: 100 }),
  min_target: z.preprocess((v) => (v === '' || v == null ? 0 : v), field.money('Target minimal')),
  note: field.optText('Catatan', 255),
});
export type BonusRuleSave = z.infer<typeof bonusRuleSave>;
export const bonusRuleDelete = z.object({ bonus_rule_id: field.id('Aturan') });

// ---------------------------------------------------------------------------------------------
// Produk Terlaris

export const BESTSELLER_ORDER = ['qty', 'revenue'] as const;
/** /report/bestseller/list and excel: period, warehouse, etalase (main_category_id), seller; ranked by net qty or net revenue. */
export const bestsellerFilter = reportPeriodFilter.extend({
  main_category_id: optInt('Etalase'),
  seller_id: optInt('Sales'),
  order_by: z.preprocess(blank, z.enum(BESTSELLER_ORDER, { error: 'Urutan harus qty atau revenue' }).optional()),
  search: field.optText('Cari', 100),
  page,
  perPage: perPage(),
});
export type BestsellerFilter = z.infer<typeof bestsellerFilter>;
export const bestsellerRow = z.object({
  rank: int(),
  rank_qty: int(),
  rank_revenue: int(),
  product_id: int(),
  product_name: z.string(),
  varian_sku: z.string().nullable(),
  category_name: z.string().nullable(),
  product_satuan_kecil_name: z.string().nullable(),
  /** Invoice lines of the variant (an order with two lines of it counts two). */
  lines: int(),
  qty: money(),
  qty_returned: money(),
  qty_net: money(),
  revenue: money(),
  returned_revenue: money(),
  net_revenue: money(),
});
export type BestsellerRow = z.infer<typeof bestsellerRow>;
const bestsellerTotals = z.object({ qty: money(), qty_returned: money(), qty_net: money(), revenue: money(), returned_revenue: money(), net_revenue: money() });
export const bestsellerAnswer = z.object({ data: z.array(bestsellerRow), total: int(), page: int(), perPage: int(), totals: bestsellerTotals });
export type BestsellerAnswer = z.infer<typeof bestsellerAnswer>;

// ---------------------------------------------------------------------------------------------
// Laba Kotor

export const MARGIN_GROUPS = ['invoice', 'product', 'category', 'customer', 'seller', 'day', 'month'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];
export const MARGIN_GROUP_LABELS: Record<MarginGroup, string> = {
  invoice: 'Tagihan',
  product: 'Produk',
  category: 'Etalase',
  customer: 'Pelanggan',
  seller: 'Sales',
  day: 'Hari',
  month: 'Bulan',
};
export const MARGIN_SORTS = ['key', 'net_revenue', 'cost', 'margin', 'margin_pct', 'uncosted_revenue'] as const;
/** /report/margin/list and excel: period, warehouse, seller, etalase (only with group_by product or category), grouping and sort. */
export const marginFilter = reportPeriodFilter.extend({
  group_by: z.preprocess(blank, z.enum(MARGIN_GROUPS, { error: 'Kelompok harus invoice, product, category, customer, seller, day atau month' }).optional()),
  seller_id: optInt('Sales'),
  main_category_id: optInt('Etalase'),
  sort: z.preprocess(blank, z.enum(MARGIN_SORTS, { error: 'Urutan tidak dikenal' }).optional()),
  sort_dir: z.preprocess(blank, z.enum(['asc', 'desc']).optional()),
  page,
  perPage: perPage(),
});
export type MarginFilter = z.infer<typeof marginFilter>;
const marginMeasures = {
  /** Net revenue: revenue less returned revenue. */
  net_revenue: money(),
  /** Net revenue of the lines whose stock has left the warehouse (costed). */
  revenue_costed: money(),
  /** Net revenue not yet costed: the stock has not left the warehouse yet. */
  uncosted_revenue: money(),
  /** Cost of goods sold at the ledger's moving average when the stock left, net of returns, rounded to the rupiah. */
  cost: money(),
  /** revenue_costed − cost. */
  margin: money(),
  /** margin / revenue_costed × 100, 2 decimals; null when nothing is costed. */
  margin_pct: z.number().nullable(),
};
export const marginRow = z.object({
  /** The group's key: order_id, product_id, category id, member_id, seller_id (0 = none) or the day / month (YYYY-MM-DD). */
  key: z.union([z.number(), z.string()]),
  label: z.string(),
  /** Invoice grouping: its date and customer; product grouping: its SKU. */
  order_date: z.string().nullable(),
  extra: z.string().nullable(),
  qty_net: money().nullable(),
  ...marginMeasures,
});
export type MarginRow = z.infer<typeof marginRow>;
export const marginAnswer = z.object({
  data: z.array(marginRow),
  total: int(),
  page: int(),
  perPage: int(),
  group_by: z.enum(MARGIN_GROUPS),
  totals: z.object(marginMeasures),
});
export type MarginAnswer = z.infer<typeof marginAnswer>;
