import type { BestsellerFilter, BestsellerRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { salesPeriodRows } from '../facts/period.js';
import { factScope, lineFactKind, pageAndTotals, periodOf } from '../report-filter.js';

/*
 * Produk Terlaris (issue 23; README.md beside): variants ranked by net quantity (sold less returned,
 * small units) and by net revenue (DPP after returns) over a period, from sales_product_monthly for
 * whole months and sales_product_daily at the edges
 * (sales_variant_monthly when no seller is named: lineFactKind).
 */

/** The ranked variants of the filter (ranks among all variants of the filter, before the search), as a query. */
async function rankedQuery(tx: Tx, actor: Actor, filter: BestsellerFilter): Promise<SQL> {
  const period = periodOf(filter);
  let where = await factScope(tx, actor, filter);
  if (filter.main_category_id)
    where = sql`${where} and f.product_id in (select p.product_id from product p join product_main pm on pm.main_id = p.main_id where pm.main_category_id = ${filter.main_category_id})`;
  const by = filter.order_by === 'revenue' ? sql`r.rank_revenue, r.rank_qty` : sql`r.rank_qty, r.rank_revenue`;
  const search = filter.search ? sql`p.search_text ilike ${`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql`true`;
  return sql`
    with g as (
      select f.product_id, sum(f.lines)::bigint as lines, sum(f.qty)::bigint as qty, sum(f.qty_returned)::bigint as qty_returned,
        sum(f.revenue)::bigint as revenue, sum(f.returned_revenue)::bigint as returned_revenue
      from (${salesPeriodRows(lineFactKind(actor, filter), period, where)}) f
      group by f.product_id
    ), r as (
      select g.*, g.qty - g.qty_returned as qty_net, g.revenue - g.returned_revenue as net_revenue,
        rank() over (order by g.qty - g.qty_returned desc) as rank_qty,
        rank() over (order by g.revenue - g.returned_revenue desc) as rank_revenue
      from g
    )
    select ${filter.order_by === 'revenue' ? sql`r.rank_revenue` : sql`r.rank_qty`}::int as rank, r.rank_qty::int as rank_qty, r.rank_revenue::int as rank_revenue,
      r.product_id, pm.main_name || coalesce(' ' || p.varian, '') as product_name, p.varian_sku, c.category_name, k.kemasan_name as product_satuan_kecil_name,
      r.lines::int as lines, r.qty::float8 as qty, r.qty_returned::float8 as qty_returned, r.qty_net::float8 as qty_net,
      r.revenue::float8 as revenue, r.returned_revenue::float8 as returned_revenue, r.net_revenue::float8 as net_revenue
    from r
    join product p on p.product_id = r.product_id
    join product_main pm on pm.main_id = p.main_id
    left join master_category c on c.category_id = pm.main_category_id
    left join master_kemasan k on k.kemasan_id = pm.product_satuan_kecil
    where ${search}
    order by ${by}, r.product_id`;
}

const TOTALS = sql`coalesce(sum(qty), 0)::float8 as qty, coalesce(sum(qty_returned), 0)::float8 as qty_returned, coalesce(sum(qty_net), 0)::float8 as qty_net,
  coalesce(sum(revenue), 0)::float8 as revenue, coalesce(sum(returned_revenue), 0)::float8 as returned_revenue, coalesce(sum(net_revenue), 0)::float8 as net_revenue`;

/** A page of the ranking, how many variants sold and their totals (of all rows of the filter, not the page). */
export async function bestsellers(tx: Tx, actor: Actor, filter: BestsellerFilter) {
  const q = await rankedQuery(tx, actor, filter);
  const { rows, totals } = await pageAndTotals(tx, q, sql`x.rank, x.rank_qty, x.rank_revenue, x.product_id`, TOTALS, filter);
  const { total, ...sums } = totals;
  return { data: rows as BestsellerRow[], total: Number(total), page: filter.page, perPage: filter.perPage, totals: sums };
}

/** Every row of the ranking, for the Excel file. */
export async function allBestsellers(tx: Tx, actor: Actor, filter: BestsellerFilter) {
  const q = await rankedQuery(tx, actor, filter);
  const rows = await tx.execute(q);
  const t = await tx.execute(sql`select ${TOTALS} from (${q}) x`);
  return { rows: rows.rows as BestsellerRow[], totals: t.rows[0] as Record<string, number> };
}

/** The etalase (master_category) as options, for the report filters of roles that do not hold the Etalase page. */
export async function categoryOptions(tx: Tx): Promise<{ value: number; label: string }[]> {
  const r = await tx.execute(sql`select category_id as value, category_name as label from master_category order by lower(category_name), category_id`);
  return r.rows.map((x) => ({ value: Number((x as { value: number }).value), label: String((x as { label: string }).label) }));
}
