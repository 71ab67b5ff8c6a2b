import type {
  DashboardBestCategoryRow,
  DashboardBestProductRow,
  DashboardCustomerProvinceRow,
  DashboardCustomerRankRow,
  DashboardCustomerTypeRow,
  DashboardGenderRow,
  DashboardOmzetStatsAnswer,
  DashboardProductsOut,
  DashboardSalesStatsAnswer,
  DashboardSalesTotal,
  DashboardSeriesInterval,
} from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { salesPeriodRows } from '../facts/period.js';
import { type DashboardScope, dayLabel, daysOf, monthLabel, monthsOf, n, rupiah } from './scope.js';

/*
 * The sales widgets: every figure is a sum over the sales facts of the period (sales_seller_daily/
 * monthly for orders, sales_daily/monthly when by customer, sales_product_daily + sales_variant_monthly for products; whole months
 * from the monthly tables, edge days from the daily ones), restricted to the scope's warehouses.
 */

const period = (s: DashboardScope) => ({ start: s.start, end: s.end });
/** Order facts by warehouse and seller ('seller', the fewest rows); by member too only when `where` names f.member_id. */
const orderRows = (s: DashboardScope, where?: SQL, byDay = false) =>
  where
    ? salesPeriodRows('order', period(s), sql`${s.warehouses(sql`f.gudang_id`)} and ${where}`, { byDay })
    : salesPeriodRows('seller', period(s), s.warehouses(sql`f.gudang_id`), { byDay });
/** Line facts by warehouse and variant (no seller key: the scope names only warehouses). */
const productRows = (s: DashboardScope) => salesPeriodRows('variant', period(s), s.warehouses(sql`f.gudang_id`));

/** total_rp_penjualan. */
export async function salesTotal(tx: Tx, s: DashboardScope): Promise<DashboardSalesTotal> {
  const r = await tx.execute(sql`select coalesce(sum(orders), 0)::bigint as orders, coalesce(sum(grand_total), 0)::bigint as grand_total,
      coalesce(sum(returned_value), 0)::bigint as returned_value, coalesce(sum(revenue), 0)::bigint as revenue,
      coalesce(sum(returned_revenue), 0)::bigint as returned_revenue, coalesce(sum(paid_amount), 0)::bigint as paid_amount
    from (${orderRows(s)}) s`);
  const x = r.rows[0] as Record<string, unknown>;
  return {
    date_start: s.start,
    date_end: s.end,
    orders: n(x.orders),
    grand_total: n(x.grand_total),
    returned_value: n(x.returned_value),
    net_total: n(x.grand_total) - n(x.returned_value),
    revenue: n(x.revenue),
    net_revenue: n(x.revenue) - n(x.returned_revenue),
    paid_amount: n(x.paid_amount),
  };
}

/** total_produk_keluar_penjualan. */
export async function productsOut(tx: Tx, s: DashboardScope): Promise<DashboardProductsOut> {
  const r = await tx.execute(sql`select coalesce(sum(qty), 0)::bigint as qty, coalesce(sum(qty_returned), 0)::bigint as qty_returned,
      count(distinct product_id) filter (where qty > 0)::int as product_count
    from (${productRows(s)}) s`);
  const x = r.rows[0] as Record<string, unknown>;
  return {
    date_start: s.start,
    date_end: s.end,
    qty: n(x.qty),
    qty_returned: n(x.qty_returned),
    net_qty: n(x.qty) - n(x.qty_returned),
    product_count: n(x.product_count),
  };
}

/** The period's registered customers (member_id ≠ 0) with their orders and grand total, joined to the member (alias m). */
const customerSums = (s: DashboardScope, where?: SQL) => sql`(select member_id, sum(orders)::bigint as orders, sum(grand_total)::bigint as grand_total
    from (${orderRows(s, sql`f.member_id <> 0`)}) s group by member_id having sum(orders) > 0) c
  join master_member m on m.member_id = c.member_id ${where ? sql`and ${where}` : sql``}`;

const groupSums = sql`count(*)::int as customers, sum(c.orders)::bigint as orders, sum(c.grand_total)::bigint as grand_total`;
const groupRow = (x: Record<string, unknown>) => ({ customers: n(x.customers), orders: n(x.orders), grand_total: n(x.grand_total) });

/** summary_statistik_customer_provinsi: customers per province of their address (district → city → province). */
export async function customersByProvince(tx: Tx, s: DashboardScope): Promise<DashboardCustomerProvinceRow[]> {
  const r = await tx.execute(sql`select pv.province_id, coalesce(pv.province_name, 'Tidak diketahui') as province_name, ${groupSums}
    from ${customerSums(s)}
    left join region_district d on d.district_id = m.kecamatan_id
    left join region_city ct on ct.city_id = d.city_id
    left join region_province pv on pv.province_id = ct.province_id
    group by pv.province_id, pv.province_name order by count(*) desc, sum(c.grand_total) desc, pv.province_name nulls last`);
  return r.rows.map((x) => ({ province_id: x.province_id === null ? null : n(x.province_id), province_name: String(x.province_name), ...groupRow(x) }));
}

const GENDER_LABEL: Record<string, string> = { L: 'Laki-laki', P: 'Perempuan' };

/** summary_statistik_jenis_kelamin: customers per gender (L, P, unknown). */
export async function customersByGender(tx: Tx, s: DashboardScope): Promise<DashboardGenderRow[]> {
  const r = await tx.execute(sql`select case when m.member_gender in ('L', 'P') then m.member_gender end as gender, ${groupSums}
    from ${customerSums(s)} group by 1 order by 1 nulls last`);
  return r.rows.map((x) => {
    const gender = x.gender === null ? null : String(x.gender);
    return { gender, label: gender ? GENDER_LABEL[gender] : 'Tidak diketahui', total: n(x.customers), ...groupRow(x) };
  });
}

/** summary_statistik_type_customer_pie: customers per member type. */
export async function customersByType(tx: Tx, s: DashboardScope): Promise<DashboardCustomerTypeRow[]> {
  const r = await tx.execute(sql`select t.member_type_id, coalesce(t.member_type_name, 'Tanpa Tipe') as label, ${groupSums}
    from ${customerSums(s)} left join master_member_type t on t.member_type_id = m.member_type_id
    group by t.member_type_id, t.member_type_name order by count(*) desc, t.member_type_name nulls last`);
  return r.rows.map((x) => ({
    member_type_id: x.member_type_id === null ? null : n(x.member_type_id),
    label: String(x.label),
    total: n(x.customers),
    ...groupRow(x),
  }));
}

async function rankedCustomers(tx: Tx, s: DashboardScope, order: SQL, where?: SQL): Promise<DashboardCustomerRankRow[]> {
  // The ten first, then their type and last order day: a lateral lookup for ten customers, not for every customer of the period.
  const r = await tx.execute(sql`select c.member_id, c.member_name, c.member_phone, t.member_type_name, c.orders, c.grand_total,
      to_char(l.last_day, 'YYYY-MM-DD') as last_order_date
    from (select c.member_id, m.member_name, m.member_phone, m.member_type_id, c.orders, c.grand_total
      from ${customerSums(s, where)} order by ${order}, c.member_id limit 10) c
    left join master_member_type t on t.member_type_id = c.member_type_id
    left join lateral (select max(o.order_date) as last_day from sales_order o where o.member_id = c.member_id
      and o.order_date >= ${s.start}::date and o.order_date <= ${s.end}::date and o.deleted_at is null
      and o.status not in ('dibatalkan', 'menunggu_persetujuan') and ${s.warehouses(sql`o.gudang_id`)}) l on true
    order by ${order}, c.member_id limit 10`);
  return r.rows.map((x) => ({
    member_id: n(x.member_id),
    member_name: String(x.member_name ?? ''),
    member_phone: (x.member_phone as string | null) ?? null,
    member_type_name: (x.member_type_name as string | null) ?? null,
    orders: n(x.orders),
    grand_total: n(x.grand_total),
    last_order_date: String(x.last_order_date),
  }));
}

/** loyal_customer: the 10 customers with the most orders. */
export const loyalCustomers = (tx: Tx, s: DashboardScope) => rankedCustomers(tx, s, sql`c.orders desc, c.grand_total desc`);

/** top_10_pembelian_terbanyak: the 10 customers with the largest grand total (of member type `type` when given). */
export const topPurchases = (tx: Tx, s: DashboardScope, memberTypeId?: number) =>
  rankedCustomers(tx, s, sql`c.grand_total desc, c.orders desc`, memberTypeId ? sql`m.member_type_id = ${memberTypeId}` : undefined);

/** produk_terlaris: the 10 variants with the largest net quantity sold. */
export async function bestProducts(tx: Tx, s: DashboardScope): Promise<DashboardBestProductRow[]> {
  const r = await tx.execute(sql`select x.product_id, concat_ws(' ', pm.main_name, p.varian) as product_name, p.varian_sku as product_sku, x.qty, x.revenue
    from (select product_id, sum(qty - qty_returned)::bigint as qty, sum(revenue - returned_revenue)::bigint as revenue
      from (${productRows(s)}) s group by product_id having sum(qty - qty_returned) > 0) x
    join product p on p.product_id = x.product_id join product_main pm on pm.main_id = p.main_id
    order by x.qty desc, x.revenue desc, x.product_id limit 10`);
  return r.rows.map((x) => ({
    product_id: n(x.product_id),
    product_name: String(x.product_name),
    product_sku: (x.product_sku as string | null) ?? null,
    qty: n(x.qty),
    revenue: n(x.revenue),
  }));
}

/** kategori_terlaris: the 10 product categories (master_merk) with the largest net revenue. */
export async function bestCategories(tx: Tx, s: DashboardScope): Promise<DashboardBestCategoryRow[]> {
  const r = await tx.execute(sql`select pm.merk_id, coalesce(mk.merk_name, 'Tanpa Kategori') as merk_name,
      sum(x.qty)::bigint as qty, sum(x.revenue)::bigint as revenue
    from (select product_id, sum(qty - qty_returned) as qty, sum(revenue - returned_revenue) as revenue
      from (${productRows(s)}) s group by product_id) x
    join product p on p.product_id = x.product_id join product_main pm on pm.main_id = p.main_id
    left join master_merk mk on mk.merk_id = pm.merk_id
    group by pm.merk_id, mk.merk_name having sum(x.qty) > 0 or sum(x.revenue) > 0
    order by sum(x.revenue) desc, sum(x.qty) desc, mk.merk_name nulls last limit 10`);
  return r.rows.map((x) => ({ merk_id: x.merk_id === null ? null : n(x.merk_id), merk_name: String(x.merk_name), qty: n(x.qty), revenue: n(x.revenue) }));
}

/** Days up to 62 are drawn per day, longer periods per month. */
export const seriesInterval = (s: DashboardScope): DashboardSeriesInterval => (daysOf(s.start, s.end).length <= 62 ? 'day' : 'month');

/** The period's order measures per day or month (keys YYYY-MM-DD; a month by its first day). */
async function orderSeries(tx: Tx, s: DashboardScope, interval: DashboardSeriesInterval) {
  const bucket = interval === 'day' ? sql`day` : sql`date_trunc('month', day)::date`;
  const r = await tx.execute(sql`select to_char(${bucket}, 'YYYY-MM-DD') as bucket, sum(orders)::bigint as orders, sum(grand_total)::bigint as grand_total,
      sum(returned_value)::bigint as returned_value, sum(revenue)::bigint as revenue, sum(returned_revenue)::bigint as returned_revenue,
      sum(revenue_costed)::bigint as revenue_costed, sum(cost) as cost
    from (${orderRows(s, undefined, interval === 'day')}) s group by 1`);
  const byKey = new Map(r.rows.map((x) => [String(x.bucket), x as Record<string, unknown>]));
  const keys = interval === 'day' ? daysOf(s.start, s.end) : monthsOf(s.start, s.end);
  return keys.map((k) => ({ day: k, label: interval === 'day' ? dayLabel(k) : monthLabel(k), x: byKey.get(k) ?? {} }));
}

/** summary_statistik_penjualan: orders and grand total per day (≤ 62 days) or month. */
export async function salesStatistics(tx: Tx, s: DashboardScope): Promise<DashboardSalesStatsAnswer> {
  const interval = seriesInterval(s);
  const points = (await orderSeries(tx, s, interval)).map(({ day, label, x }) => ({
    day,
    label,
    orders: n(x.orders),
    grand_total: n(x.grand_total),
    returned_value: n(x.returned_value),
  }));
  const sum = (k: 'orders' | 'grand_total' | 'returned_value') => points.reduce((a, p) => a + p[k], 0);
  return {
    date_start: s.start,
    date_end: s.end,
    interval,
    points,
    orders: sum('orders'),
    grand_total: sum('grand_total'),
    returned_value: sum('returned_value'),
  };
}

/**
 * summary_statistik_omzet: net revenue and margin per day or month. The cost of a point is rounded
 * to whole rupiah per point, and the totals add the points (so the points add up to the total).
 */
export async function omzetStatistics(tx: Tx, s: DashboardScope): Promise<DashboardOmzetStatsAnswer> {
  const interval = seriesInterval(s);
  let costed = 0;
  const points = (await orderSeries(tx, s, interval)).map(({ day, label, x }) => {
    const revenue = n(x.revenue);
    const returned = n(x.returned_revenue);
    const cost = rupiah(x.cost);
    costed += n(x.revenue_costed);
    return { day, label, revenue, returned_revenue: returned, net_revenue: revenue - returned, cost, margin: n(x.revenue_costed) - cost };
  });
  const sum = (k: 'revenue' | 'returned_revenue' | 'net_revenue' | 'cost' | 'margin') => points.reduce((a, p) => a + p[k], 0);
  const margin = sum('margin');
  return {
    date_start: s.start,
    date_end: s.end,
    interval,
    points,
    revenue: sum('revenue'),
    returned_revenue: sum('returned_revenue'),
    net_revenue: sum('net_revenue'),
    cost: sum('cost'),
    margin,
    margin_percent: costed > 0 ? Math.round((margin / costed) * 10_000) / 100 : 0,
  };
}
