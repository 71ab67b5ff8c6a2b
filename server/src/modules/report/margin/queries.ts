import type { MarginFilter, MarginGroup, MarginRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { type SalesPeriod, salesPeriodRows } from '../facts/period.js';
import { factScope, lineFactKind, pageAndTotals, periodOf, sellerName } from '../report-filter.js';

/*
 * Laba Kotor (gross margin, issue 23 item 3; README.md beside): per invoice, product, etalase,
 * customer, salesperson, day or month over a period: net revenue, the revenue already costed (stock
 * left the warehouse), its cost of goods sold at the ledger's moving average when the stock left (net
 * of returns), margin and margin %. Read from the sales facts: invoices from sales_fact_order, the
 * rest from the daily/monthly sums (salesPeriodRows).
 */

const PRODUCT_GROUPS: readonly MarginGroup[] = ['product', 'category'];

/** The filter's period and its condition on the fact rows (alias f): 422 at the field for a bad one. */
async function scopeOf(tx: Tx, actor: Actor, filter: MarginFilter): Promise<{ period: SalesPeriod; where: SQL }> {
  const period = periodOf(filter);
  const group: MarginGroup = filter.group_by ?? 'month';
  let where = await factScope(tx, actor, filter);
  if (filter.main_category_id) {
    if (!PRODUCT_GROUPS.includes(group)) throw fieldError('main_category_id', 'Filter etalase hanya untuk kelompok produk atau etalase');
    where = sql`${where} and f.product_id in (select p.product_id from product p join product_main pm on pm.main_id = p.main_id where pm.main_category_id = ${filter.main_category_id})`;
  }
  return { period, where };
}

/** The period's counted orders (sales_fact_order f, read by its (company_id, day, order_id) index) within `where`. */
const invoiceWhere = (period: SalesPeriod, where: SQL) => sql`f.day >= ${period.start}::date and f.day <= ${period.end}::date and ${where}`;

/** The invoice grouping's rows before shaping; `tail` (order by, limit) applies to them. */
const invoiceRows = (period: SalesPeriod, where: SQL, tail: SQL = sql``) => sql`
        select f.order_id as key, o.invoice_number as label, to_char(f.day, 'YYYY-MM-DD') as order_date,
          coalesce(m.member_name, o.customer_name, 'Pelanggan umum') as extra, null::bigint as qty_net,
          f.revenue - f.returned_revenue as net_revenue, f.revenue_costed, round(f.cost)::bigint as cost
        from sales_fact_order f
        join sales_order o on o.order_id = f.order_id
        left join master_member m on m.member_id = f.member_id and f.member_id <> 0
        where ${invoiceWhere(period, where)} ${tail}`;

/** The grouped rows of the filter (one per key) with their measures, as a query: columns key, label, order_date, extra, qty_net + measures. */
async function groupedQuery(tx: Tx, actor: Actor, filter: MarginFilter): Promise<SQL> {
  const { period, where } = await scopeOf(tx, actor, filter);
  return groupedSql(actor, filter, period, where);
}

function groupedSql(actor: Actor, filter: MarginFilter, period: SalesPeriod, where: SQL): SQL {
  const group: MarginGroup = filter.group_by ?? 'month';
  const measures = sql`sum(f.revenue) - sum(f.returned_revenue) as net_revenue, sum(f.revenue_costed) as revenue_costed, round(sum(f.cost))::bigint as cost`;
  const lineQty = sql`sum(f.qty) - sum(f.qty_returned) as qty_net`;
  let inner: SQL;
  switch (group) {
    case 'invoice':
      inner = invoiceRows(period, where);
      break;
    case 'product':
      inner = sql`
        select s.product_id as key, pm.main_name || coalesce(' ' || p.varian, '') as label, null as order_date, p.varian_sku as extra,
          s.qty_net, s.net_revenue, s.revenue_costed, s.cost
        from (select f.product_id, ${lineQty}, ${measures} from (${salesPeriodRows(lineFactKind(actor, filter), period, where)}) f group by f.product_id) s
        join product p on p.product_id = s.product_id
        join product_main pm on pm.main_id = p.main_id`;
      break;
    case 'category':
      inner = sql`
        select coalesce(pm.main_category_id, 0) as key, coalesce(max(c.category_name), 'Tanpa etalase') as label, null as order_date, null as extra,
          sum(f.qty) - sum(f.qty_returned) as qty_net, ${measures}
        from (${salesPeriodRows(lineFactKind(actor, filter), period, where)}) f
        join product p on p.product_id = f.product_id
        join product_main pm on pm.main_id = p.main_id
        left join master_category c on c.category_id = pm.main_category_id
        group by coalesce(pm.main_category_id, 0)`;
      break;
    case 'customer':
      inner = sql`
        select s.member_id as key, case when s.member_id = 0 then 'Pelanggan umum (tanpa kontak)' else coalesce(m.member_name, 'Kontak #' || s.member_id) end as label,
          null as order_date, m.member_phone as extra, null::bigint as qty_net, s.net_revenue, s.revenue_costed, s.cost
        from (select f.member_id, ${measures} from (${salesPeriodRows('order', period, where)}) f group by f.member_id) s
        left join master_member m on m.member_id = s.member_id and s.member_id <> 0`;
      break;
    case 'seller':
      inner = sql`
        select s.seller_id as key, ${sellerName(sql`s.seller_id`, sql`u.name`)} as label, null as order_date, null as extra, null::bigint as qty_net,
          s.net_revenue, s.revenue_costed, s.cost
        from (select f.seller_id, ${measures} from (${salesPeriodRows('seller', period, where)}) f group by f.seller_id) s
        left join users u on u.id = s.seller_id`;
      break;
    case 'day':
      inner = sql`
        select to_char(f.day, 'YYYY-MM-DD') as key, to_char(f.day, 'YYYY-MM-DD') as label, to_char(f.day, 'YYYY-MM-DD') as order_date, null as extra,
          null::bigint as qty_net, ${measures}
        from (${salesPeriodRows('seller', period, where, { byDay: true })}) f group by f.day`;
      break;
    default:
      inner = sql`
        select to_char(date_trunc('month', f.day), 'YYYY-MM-DD') as key, to_char(date_trunc('month', f.day), 'YYYY-MM') as label, null as order_date, null as extra,
          null::bigint as qty_net, ${measures}
        from (${salesPeriodRows('seller', period, where)}) f group by date_trunc('month', f.day)`;
  }
  return shaped(inner);
}

/** The list's columns of grouped rows (key, label, order_date, extra, qty_net, net_revenue, revenue_costed, cost). */
function shaped(inner: SQL): SQL {
  return sql`
    select g.key, g.label, g.order_date, g.extra, g.qty_net::float8 as qty_net, g.net_revenue::float8 as net_revenue, g.revenue_costed::float8 as revenue_costed,
      (g.net_revenue - g.revenue_costed)::float8 as uncosted_revenue, g.cost::float8 as cost, (g.revenue_costed - g.cost)::float8 as margin,
      case when g.revenue_costed <> 0 then round((g.revenue_costed - g.cost) * 100.0 / g.revenue_costed, 2)::float8 end as margin_pct
    from (${inner}) g`;
}

/** The order of the rows: by key (day, month, invoice date) or by a measure; ties by key. */
function orderOf(filter: MarginFilter): SQL {
  const group = filter.group_by ?? 'month';
  const timeLike = group === 'day' || group === 'month' || group === 'invoice';
  const sort = filter.sort ?? (timeLike ? 'key' : 'net_revenue');
  const dir = sql.raw((filter.sort_dir ?? (sort === 'key' && timeLike ? 'asc' : 'desc')) === 'asc' ? 'asc' : 'desc');
  const keyOrder = group === 'invoice' ? sql`x.order_date ${dir}, x.key ${dir}` : sql`x.key ${dir}`;
  if (sort === 'key') return keyOrder;
  return sql`${sql.raw(`x.${sort}`)} ${dir} nulls last, x.key`;
}

const TOTALS = sql`coalesce(sum(net_revenue), 0)::float8 as net_revenue, coalesce(sum(revenue_costed), 0)::float8 as revenue_costed,
  coalesce(sum(uncosted_revenue), 0)::float8 as uncosted_revenue, coalesce(sum(cost), 0)::float8 as cost, coalesce(sum(margin), 0)::float8 as margin`;

type Totals = { net_revenue: number; revenue_costed: number; uncosted_revenue: number; cost: number; margin: number; margin_pct: number | null };
const withPct = (t: Omit<Totals, 'margin_pct'>): Totals => ({
  ...t,
  margin_pct: t.revenue_costed ? Math.round((t.margin * 10_000) / t.revenue_costed) / 100 : null,
});

/**
 * A page of the groups and the totals. Each row's cost is rounded to the rupiah; the totals are the
 * sums of the rows (so the table, its total and the Excel file add up; a grouping's total cost may
 * differ from another's by the rounding of its rows).
 */
export async function marginList(tx: Tx, actor: Actor, filter: MarginFilter) {
  const { period, where } = await scopeOf(tx, actor, filter);
  const { rows, totals } =
    (filter.group_by ?? 'month') === 'invoice' && (filter.sort ?? 'key') === 'key'
      ? await invoicePage(tx, filter, period, where)
      : await pageAndTotals(tx, groupedSql(actor, filter, period, where), orderOf(filter), TOTALS, filter);
  const { total, ...sums } = totals;
  return {
    data: rows as MarginRow[],
    total: Number(total),
    page: filter.page,
    perPage: filter.perPage,
    group_by: filter.group_by ?? 'month',
    totals: withPct(sums as unknown as Omit<Totals, 'margin_pct'>),
  };
}

/**
 * The invoice grouping in date order (the default): the page is read in the order of the
 * (company_id, day, order_id) index, only its rows joined to their orders; count and totals are one
 * pass over the period's sales_fact_order rows (no join, no sort), summed as the rows are (cost rounded
 * per order, each figure as float8 per row) so they equal pageAndTotals' sums of the rows. Any other
 * sort of the invoices goes through pageAndTotals.
 */
async function invoicePage(tx: Tx, filter: MarginFilter, period: SalesPeriod, where: SQL) {
  const dir = sql.raw(filter.sort_dir === 'desc' ? 'desc' : 'asc');
  const page = sql`order by f.day ${dir}, f.order_id ${dir} limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`;
  const rows = await tx.execute(sql`select x.* from (${shaped(invoiceRows(period, where, page))}) x order by x.order_date ${dir}, x.key ${dir}`);
  const totals = await tx.execute(sql`select count(*)::int as total,
      coalesce(sum((f.revenue - f.returned_revenue)::float8), 0)::float8 as net_revenue,
      coalesce(sum(f.revenue_costed::float8), 0)::float8 as revenue_costed,
      coalesce(sum((f.revenue - f.returned_revenue - f.revenue_costed)::float8), 0)::float8 as uncosted_revenue,
      coalesce(sum(round(f.cost)::bigint::float8), 0)::float8 as cost,
      coalesce(sum((f.revenue_costed - round(f.cost)::bigint)::float8), 0)::float8 as margin
    from sales_fact_order f where ${invoiceWhere(period, where)}`);
  return { rows: rows.rows as Record<string, unknown>[], totals: totals.rows[0] as Record<string, number> };
}

/** Every group of the filter in the list's order and the totals, for the Excel file. */
export async function allMargins(tx: Tx, actor: Actor, filter: MarginFilter) {
  const q = await groupedQuery(tx, actor, filter);
  const rows = await tx.execute(sql`select * from (${q}) x order by ${orderOf(filter)}`);
  const t = await tx.execute(sql`select ${TOTALS} from (${q}) x`);
  return { rows: rows.rows as MarginRow[], totals: withPct(t.rows[0] as Omit<Totals, 'margin_pct'>) };
}
