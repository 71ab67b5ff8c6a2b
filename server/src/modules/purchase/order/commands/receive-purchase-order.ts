import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { ErrorBag, fieldError } from '../../../../platform/errors.js';
import { storedOrderOf } from '../order-document.js';
import { visibleOrder } from './order-rules.js';

/** What a goods receipt takes from an order: per order line, the quantity received now in small units. */
export interface OrderReceiptInput {
  order_id: number;
  lines: readonly { line_id: number; qty: number }[];
  /** Field the refusals of line i are reported at (the receipt's own line numbering); default `lines.<i>.qty`. */
  fieldOf?: (index: number) => string;
}

/**
 * The rules of receiving against an order, writing nothing but the row lock: the order is visible
 * (404), placed (ordered or partly received: 422 on order_id otherwise), each line one of its lines
 * with a positive quantity no more than what is still open (qty − qty_received): receiving more
 * than ordered is refused. Answers the lines' new received quantities.
 */
export async function checkReceivePurchaseOrder(tx: Tx, actor: Actor, input: OrderReceiptInput) {
  const h = await visibleOrder(tx, actor, input.order_id, undefined, true);
  if (h.status !== 'ordered' && h.status !== 'partly_received') throw fieldError('order_id', 'Pesanan ini tidak sedang menunggu penerimaan');
  const r = await tx.execute(sql`select line_id, qty::bigint as qty, qty_received::bigint as qty_received from purchase_order_line
    where order_id = ${h.order_id} order by line_id for update`);
  const stored = new Map(
    (r.rows as { line_id: number; qty: number; qty_received: number }[]).map((x) => [
      Number(x.line_id),
      { qty: Number(x.qty), received: Number(x.qty_received) },
    ]),
  );
  const bag = new ErrorBag();
  const at = input.fieldOf ?? ((i: number) => `lines.${i}.qty`);
  for (const [i, l] of input.lines.entries()) {
    const s = stored.get(l.line_id);
    if (!s) bag.add(at(i), 'Baris pesanan tidak ditemukan');
    else if (!Number.isInteger(l.qty) || l.qty <= 0) bag.add(at(i), 'Jumlah diterima harus lebih dari 0');
    else if (s.received + l.qty > s.qty) bag.add(at(i), `Jumlah diterima melebihi sisa pesanan (sisa ${s.qty - s.received})`);
    else s.received += l.qty;
  }
  bag.throwIfAny();
  const complete = [...stored.values()].every((s) => s.received >= s.qty);
  return { header: h, stored, action: complete ? ('receive_all' as const) : ('receive_part' as const) };
}

/**
 * Records a receipt against an order (called by the goods-receipt command in its transaction):
 * raises each line's qty_received and moves the order through its machine, `receive_all` when
 * every line is now received in full, else `receive_part` (logged once per receipt).
 */
export async function receivePurchaseOrder(tx: Tx, actor: Actor, input: OrderReceiptInput) {
  const { header, stored, action } = await checkReceivePurchaseOrder(tx, actor, input);
  return runTransition(tx, actor, storedOrderOf(header.is_internal), { id: header.order_id, action }, async ({ transition }) => {
    for (const l of input.lines)
      await tx.execute(sql`update purchase_order_line set qty_received = ${stored.get(l.line_id)?.received ?? 0} where line_id = ${l.line_id}`);
    await tx.execute(sql`update purchase_order set updated_at = now() where order_id = ${header.order_id}`);
    return { order_id: header.order_id, status: transition.to };
  });
}
