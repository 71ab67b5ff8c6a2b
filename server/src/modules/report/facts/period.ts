import { type SQL, sql } from 'drizzle-orm';

/*
 * Reading the sales facts of a period (issue 23 item 5): the whole months inside the period from
 * sales_monthly / sales_product_monthly, the days at its edges from sales_daily / sales_product_daily.
 * A report over years reads about one row per key per month, however many orders there were.
 */

/** A period of whole days, YYYY-MM-DD, both ends included. */
export interface SalesPeriod {
  start: string;
  end: string;
}

/** The order measures of sales_fact_order, sales_daily and sales_monthly (all bigint but cost numeric(24,4)). */
export const ORDER_MEASURES = [
  'orders',
  'gross_total',
  'discount_total',
  'order_discount',
  'revenue',
  'ppn',
  'shipping_cost',
  'shipping_discount',
  'cod_fee',
  'grand_total',
  'paid_amount',
  'returned_value',
  'returned_revenue',
  'revenue_costed',
  'cost',
] as const;

/** The line measures of sales_fact_line, sales_product_daily and sales_product_monthly (all bigint but cost numeric(24,4)). */
export const LINE_MEASURES = ['lines', 'qty', 'qty_returned', 'revenue', 'returned_revenue', 'revenue_costed', 'cost'] as const;

/** The keys (besides the day) of the order and product aggregates. */
export const ORDER_KEYS = ['gudang_id', 'seller_id', 'member_id'] as const;
export const PRODUCT_KEYS = ['gudang_id', 'product_id', 'seller_id'] as const;

/**
 * What a period is read from: 'order' (order measures by warehouse, seller and member), 'seller' (order
 * measures by warehouse and seller: the fewest rows for totals, omzet, bonus), 'product' (line
 * measures by warehouse, variant and seller) and 'variant' (line measures by warehouse and variant:
 * the fewest rows for best sellers and margin by product). Take the coarsest kind that has the keys
 * the report groups or filters by.
 */
export type SalesFactKind = 'order' | 'seller' | 'product' | 'variant';

const KINDS: Record<SalesFactKind, { daily: string; monthly: string; keys: readonly string[]; measures: readonly string[] }> = {
  order: { daily: 'sales_daily', monthly: 'sales_monthly', keys: ORDER_KEYS, measures: ORDER_MEASURES },
  seller: { daily: 'sales_seller_daily', monthly: 'sales_seller_monthly', keys: ['gudang_id', 'seller_id'], measures: ORDER_MEASURES },
  product: { daily: 'sales_product_daily', monthly: 'sales_product_monthly', keys: PRODUCT_KEYS, measures: LINE_MEASURES },
  // The edge days of a variant read sales_product_daily (a few days: its seller key costs little there).
  variant: { daily: 'sales_product_daily', monthly: 'sales_variant_monthly', keys: ['gudang_id', 'product_id'], measures: LINE_MEASURES },
};

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
function nextMonthStart(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
/** The day `n` days after `day` (YYYY-MM-DD; n may be negative): the reports' one addDays. */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * How a period splits: the whole months inside it (`months`, first days, `to` included) and the
 * days outside them (`days`, each range both ends included). A period with no whole month is all days.
 */
export interface SalesPeriodSplit {
  months: { from: string; to: string } | null;
  days: { from: string; to: string }[];
}
export function splitSalesPeriod(period: SalesPeriod): SalesPeriodSplit {
  const { start, end } = period;
  if (end < start) return { months: null, days: [] };
  const firstMonth = start === monthStart(start) ? start : nextMonthStart(start);
  // The first day after the last whole month: the month after end's if end is its month's last day.
  const afterMonths = nextMonthStart(end) === addDays(end, 1) ? addDays(end, 1) : monthStart(end);
  if (firstMonth >= afterMonths) return { months: null, days: [{ from: start, to: end }] };
  const days: { from: string; to: string }[] = [];
  if (start < firstMonth) days.push({ from: start, to: addDays(firstMonth, -1) });
  if (afterMonths <= end) days.push({ from: afterMonths, to: end });
  return { months: { from: firstMonth, to: monthStart(addDays(afterMonths, -1)) }, days };
}

/**
 * The sales facts of a period as rows to group and sum: `kind` 'order' gives day, gudang_id, seller_id,
 * member_id and the order measures (sales_daily + sales_monthly); 'seller' day, gudang_id, seller_id
 * and the order measures (sales_seller_daily + sales_seller_monthly); 'product' gives day, gudang_id,
 * product_id, seller_id and the line measures (sales_product_daily + sales_product_monthly); 'variant'
 * day, gudang_id, product_id and the line measures (sales_product_daily + sales_variant_monthly). `day` is
 * the row's day, or its month's first day for a whole month, so `date_trunc('month', day)` groups by
 * month and `day` alone groups by day only within a period without whole months (a daily chart
 * should pass `{ byDay: true }` to read days only).
 *
 * `where` filters both tables; it names their columns through the alias `f` (f.gudang_id,
 * f.seller_id, f.member_id, f.product_id — only the kind's keys), e.g. sql`f.gudang_id in (1, 2)`.
 * Use it as `from (${salesPeriodRows('order', period)}) s`.
 */
export function salesPeriodRows(kind: SalesFactKind, period: SalesPeriod, where?: SQL, opts: { byDay?: boolean } = {}): SQL {
  const split: SalesPeriodSplit = opts.byDay
    ? { months: null, days: period.end < period.start ? [] : [{ from: period.start, to: period.end }] }
    : splitSalesPeriod(period);
  const { keys, measures, daily, monthly } = KINDS[kind];
  const cols = (dayCol: string) => sql.raw([`f.${dayCol} as day`, ...keys.map((k) => `f.${k}`), ...measures.map((m) => `f.${m}`)].join(', '));
  const cond = where ?? sql`true`;
  const parts: SQL[] = [];
  if (split.months) {
    parts.push(
      sql`select ${cols('month')} from ${sql.raw(monthly)} f where f.month >= ${split.months.from}::date and f.month <= ${split.months.to}::date and (${cond})`,
    );
  }
  for (const d of split.days) {
    parts.push(sql`select ${cols('day')} from ${sql.raw(daily)} f where f.day >= ${d.from}::date and f.day <= ${d.to}::date and (${cond})`);
  }
  // An empty period: no rows, same columns.
  if (!parts.length) parts.push(sql`select ${cols('day')} from ${sql.raw(daily)} f where false`);
  return sql.join(parts, sql` union all `);
}
