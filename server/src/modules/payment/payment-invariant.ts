import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { receiptReturnCreditSql } from '../purchase/receipt/queries.js';

/**
 * The payment invariant, over every company (run with the owner connection, like the stock ledger's):
 * - every sales_order and goods_receipt: paid_amount = Σ amount of the details of its approved payments
 *   (a cashier sale paid at the counter, is_pos without any payment detail, is the one exception: it is
 *   not a payment yet);
 * - 0 ≤ paid_amount ≤ grand_total (a receipt: grand_total − credit of supplier returns sent against it); is_paid = 1 only when nothing is due after approved returns, and an
 *   order with something paid and nothing due is is_paid = 1 (a cancelled order is never is_paid);
 *   a customer return approved after payment makes the invoice owe the customer (refund_due), which is
 *   allowed: paid may then exceed grand_total − returns;
 * - every approved payment: Σ details + credit_amount = amount + credit_used;
 * - every customer's credit balance (Σ approved credit_amount − credit_used) ≥ 0.
 * Answers the rows that break it (empty when sound).
 */
export async function paymentInvariantViolations(db: Executor): Promise<unknown[]> {
  const r = await db.execute(sql`
    with paid_orders as (select d.order_id, sum(d.amount) as amount from payment_detail d join payment p on p.payment_id = d.payment_id
        where p.status = 'disetujui' and d.order_id is not null group by d.order_id),
      any_orders as (select distinct order_id from payment_detail where order_id is not null),
      paid_receipts as (select d.penerimaan_id, sum(d.amount) as amount from payment_detail d join payment p on p.payment_id = d.payment_id
        where p.status = 'disetujui' and d.penerimaan_id is not null group by d.penerimaan_id),
      returns as (select order_id, sum(refund_total) as total from retur_konsumen where status = 'disetujui' group by order_id),
      orders as (select o.company_id, o.order_id, o.status, o.is_pos, o.is_paid, o.grand_total, o.paid_amount, coalesce(po.amount, 0) as allocated,
          o.grand_total - coalesce(rt.total, 0) - o.paid_amount as net, (ao.order_id is not null) as has_payment
        from sales_order o left join paid_orders po on po.order_id = o.order_id left join returns rt on rt.order_id = o.order_id
          left join any_orders ao on ao.order_id = o.order_id)
    select 'order_paid' as kind, company_id, order_id as id, paid_amount::text as have, allocated::text as want from orders
      where paid_amount <> allocated and not (is_pos = 1 and not has_payment)
    union all
    select 'order_range', company_id, order_id, paid_amount::text, grand_total::text from orders where paid_amount < 0 or paid_amount > grand_total
    union all
    select 'order_is_paid', company_id, order_id, is_paid::text, net::text from orders
      where (is_paid = 1 and (net > 0 or status = 'dibatalkan')) or (is_paid = 0 and status <> 'dibatalkan' and net <= 0 and paid_amount > 0)
    union all
    select 'receipt_paid', r.company_id, r.penerimaan_id, r.paid_amount::text, coalesce(pr.amount, 0)::text
      from (select r.*, r.grand_total - ${receiptReturnCreditSql(sql`r`)} as net_total from goods_receipt r) r
        left join paid_receipts pr on pr.penerimaan_id = r.penerimaan_id
      where r.paid_amount <> coalesce(pr.amount, 0) or r.paid_amount > r.net_total
        or (r.is_paid = 1 and r.net_total - r.paid_amount > 0) or (r.is_paid = 0 and r.paid_amount > 0 and r.net_total - r.paid_amount <= 0)
    union all
    select 'payment_sum', p.company_id, p.payment_id, (coalesce(d.total, 0) + p.credit_amount)::text, (p.amount + p.credit_used)::text
      from payment p left join (select payment_id, sum(amount) as total from payment_detail group by payment_id) d on d.payment_id = p.payment_id
      where p.status = 'disetujui' and coalesce(d.total, 0) + p.credit_amount <> p.amount + p.credit_used
    union all
    select 'credit_balance', company_id, order_vendor_id, sum(credit_amount - credit_used)::text, '>= 0' from payment
      where payment_for = 'customer' and status = 'disetujui' group by company_id, order_vendor_id having sum(credit_amount - credit_used) < 0
    order by 1, 2, 3`);
  return r.rows;
}
