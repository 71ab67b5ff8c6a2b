import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { refreshSalesFacts } from '../../../report/facts/commands/refresh-sales-facts.js';

/**
 * How a customer return settles its order (the order's own command, called by the return's approval
 * in its transaction): each order line's qty_returned rises by what the return brings back (small
 * units; several return lines may name one order line), and the order is touched. The return's value
 * against the invoice is not copied here: orderBalances sums the approved returns.
 */
export async function recordReturnedQuantities(tx: Tx, input: { order_id: number; lines: readonly { order_line_id: number; qty: number }[] }) {
  if (!input.lines.length) return;
  await tx.execute(sql`update sales_order_line l set qty_returned = l.qty_returned + v.qty
    from (select line_id, sum(qty) as qty from unnest(${sql.param(input.lines.map((x) => x.order_line_id))}::int[],
      ${sql.param(input.lines.map((x) => x.qty))}::bigint[]) as r(line_id, qty) group by line_id) v
    where l.line_id = v.line_id and l.order_id = ${input.order_id}`);
  await tx.execute(sql`update sales_order set updated_at = now() where order_id = ${input.order_id}`);
  await refreshSalesFacts(tx, [input.order_id]);
}
