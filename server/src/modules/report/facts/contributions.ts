import { type SQL, sql } from 'drizzle-orm';
import { LINE_MEASURES, ORDER_MEASURES } from './period.js';

/*
 * THE rules of the sales facts, once, in SQL (README.md): what each counted sales order contributes,
 * per order (sales_fact_order) and per order and variant (sales_fact_line), worked from the current
 * state of sales_order, sales_order_line, the approved customer returns and the order's ledger rows.
 * refreshSalesFacts reads them for some orders, rebuildSalesFacts and the invariant for all.
 */

/** Columns of sales_fact_line and sales_fact_order, in the order the CTEs below give them. */
export const LINE_KEYS = ['company_id', 'order_id', 'product_id', 'day', 'gudang_id', 'seller_id', 'member_id'] as const;
export const ORDER_FACT_KEYS = ['company_id', 'order_id', 'day', 'gudang_id', 'seller_id', 'member_id', 'is_pos'] as const;
export const LINE_COLUMNS = [...LINE_KEYS, ...LINE_MEASURES] as const;
export const ORDER_COLUMNS = [...ORDER_FACT_KEYS, ...ORDER_MEASURES] as const;

/** The ledger's document types of a sale's own stock (order-document.ts SALES_ORDER_DOC, SALES_ORDER_RETURN_DOC). */
const SALE_DOCS = sql`('sales_order', 'sales_order_cancel')`;

/**
 * round(a / b) half away from zero, exactly, for a numeric `a` and a positive `b` (the contract's
 * valueOfQty: round(total × n / count) = roundDiv(total × n, count)).
 */
const roundDiv = (a: SQL, b: SQL) => sql`(sign(${a}) * div(2 * abs(${a}) + ${b}, 2 * ${b}))`;

/**
 * Which orders: a condition on an order_id column, `null` = every order. The orders are passed as one
 * array parameter.
 */
export type OrderScope = number[] | null;
export const inScope = (scope: OrderScope, column: SQL) => (scope === null ? sql`true` : sql`${column} = any(${sql.param(scope)}::int[])`);

/**
 * The CTEs `fl_new` (columns LINE_COLUMNS) and `fo_new` (ORDER_COLUMNS): the contributions of the
 * counted orders of the scope, as the rules give them now. To be followed by more CTEs or a select.
 *
 * - counted: deleted_at is null and status not in (dibatalkan, menunggu_persetujuan); cashier sales count;
 * - keys: day = order_date, seller_id = coalesce(mitra_user_id, created_by, 0), member_id = coalesce(member_id, 0);
 * - revenue = the order's dpp; a line's revenue is the dpp shared out over the lines by subtotal in
 *   line order (the contract's shareOut), so the lines add up to the order exactly;
 * - returned_revenue of a line = valueOfQty(its revenue, qty, qty_returned) (cumulative, so successive
 *   returns add up exactly); returned_value = Σ refund_total of the order's approved customer returns;
 * - cost of a variant = Σ −qty × unit_cost of the order's ledger rows (sales_order take, sales_order_cancel
 *   give-back), net of returns: × (qty − qty_returned) / qty rounded half away from zero to 4 decimals;
 *   0 while the order's stock has not left (stock_taken = 0), as is revenue_costed (= revenue −
 *   returned_revenue of the lines whose stock has left).
 */
export function contributionCtes(scope: OrderScope): SQL {
  return sql`so as (
      select o.company_id, o.order_id, o.order_date as day, o.gudang_id,
        coalesce(o.mitra_user_id, o.created_by, 0)::int as seller_id, coalesce(o.member_id, 0)::int as member_id, o.is_pos::smallint as is_pos,
        o.stock_taken, o.dpp::numeric as dpp, o.gross_total, o.discount_total, o.order_discount, o.ppn, o.shipping_cost, o.shipping_discount,
        o.cod_fee, o.grand_total, o.paid_amount
      from sales_order o
      where ${inScope(scope, sql`o.order_id`)} and o.deleted_at is null and o.status not in ('dibatalkan', 'menunggu_persetujuan')),
    sl as (
      select so.order_id, l.line_id, l.product_id, l.qty::numeric as qty, l.qty_returned::numeric as qty_returned, so.dpp,
        greatest(l.subtotal, 0)::numeric as w,
        sum(greatest(l.subtotal, 0)::numeric) over (partition by l.order_id order by l.line_id) as upto,
        sum(greatest(l.subtotal, 0)::numeric) over (partition by l.order_id) as total_w
      from so join sales_order_line l on l.order_id = so.order_id),
    sl_rev as (
      select sl.*, case when sl.total_w > 0 then ${roundDiv(sql`sl.dpp * sl.upto`, sql`sl.total_w`)} - ${roundDiv(sql`sl.dpp * (sl.upto - sl.w)`, sql`sl.total_w`)}
        else 0 end as revenue
      from sl),
    sl_ret as (
      select sl_rev.*, case when sl_rev.qty > 0 then ${roundDiv(sql`sl_rev.revenue * sl_rev.qty_returned`, sql`sl_rev.qty`)} else 0 end as returned_revenue
      from sl_rev),
    sv as (
      select order_id, product_id, count(*) as lines, sum(qty) as qty, sum(qty_returned) as qty_returned, sum(revenue) as revenue,
        sum(returned_revenue) as returned_revenue
      from sl_ret group by order_id, product_id),
    sc as (
      select s.doc_id as order_id, s.product_id, sum(-s.qty * s.unit_cost) as cost
      from so join stock_log s on s.company_id = so.company_id and s.doc_type in ${SALE_DOCS} and s.doc_id = so.order_id
      where so.stock_taken = 1
      group by s.doc_id, s.product_id),
    fl_new as (
      select so.company_id, so.order_id, sv.product_id, so.day, so.gudang_id, so.seller_id, so.member_id,
        sv.lines::int as lines, sv.qty::bigint as qty, sv.qty_returned::bigint as qty_returned, sv.revenue::bigint as revenue,
        sv.returned_revenue::bigint as returned_revenue,
        (case when so.stock_taken = 1 then sv.revenue - sv.returned_revenue else 0 end)::bigint as revenue_costed,
        (case when so.stock_taken = 1 and sv.qty > 0
          then ${roundDiv(sql`coalesce(sc.cost, 0) * 10000 * (sv.qty - sv.qty_returned)`, sql`sv.qty`)} / 10000 else 0 end)::numeric(24, 4) as cost
      from sv join so on so.order_id = sv.order_id
        left join sc on sc.order_id = sv.order_id and sc.product_id = sv.product_id),
    fo_lines as (
      select order_id, sum(returned_revenue) as returned_revenue, sum(revenue_costed) as revenue_costed, sum(cost) as cost
      from fl_new group by order_id),
    fo_returns as (
      select r.order_id, sum(r.refund_total) as returned_value
      from so join retur_konsumen r on r.company_id = so.company_id and r.order_id = so.order_id
      where r.status = 'disetujui'
      group by r.order_id),
    fo_new as (
      select so.company_id, so.order_id, so.day, so.gudang_id, so.seller_id, so.member_id, so.is_pos,
        1 as orders, so.gross_total, so.discount_total, so.order_discount, so.dpp::bigint as revenue, so.ppn, so.shipping_cost,
        so.shipping_discount, so.cod_fee, so.grand_total, so.paid_amount, coalesce(fr.returned_value, 0)::bigint as returned_value,
        coalesce(fl.returned_revenue, 0)::bigint as returned_revenue, coalesce(fl.revenue_costed, 0)::bigint as revenue_costed,
        coalesce(fl.cost, 0)::numeric(24, 4) as cost
      from so left join fo_lines fl on fl.order_id = so.order_id left join fo_returns fr on fr.order_id = so.order_id)`;
}

export const columnList = (cols: readonly string[], alias?: string) => sql.raw(cols.map((c) => (alias ? `${alias}.${c}` : c)).join(', '));
