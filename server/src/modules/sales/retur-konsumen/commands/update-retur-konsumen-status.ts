import { returnedValue } from '@bo/contract';
import { RETUR_KONSUMEN_ACTION_TO, type ReturKonsumenStatusBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { AppError, ErrorBag, fieldError } from '../../../../platform/errors.js';
import { type MovementLine, postStockMovements } from '../../../stock/commands/post-stock-movements.js';
import { recordOrderPayment } from '../../order/commands/record-order-payment.js';
import { recordReturnedQuantities } from '../../order/commands/record-returned-quantities.js';
import { SALES_ORDER_DOC, SALES_ORDER_RETURN_DOC } from '../../order/order-document.js';
import { RETUR_KONSUMEN_DOC, storedReturKonsumen } from '../retur-konsumen-document.js';
import { lineTotals, orderLineStates, returnableOrder, returnedTotalOf, tooMuchMessage } from './return-rules.js';
import { visibleReturKonsumen } from './save-retur-konsumen.js';
import { refreshSalesFacts } from '../../../report/facts/commands/refresh-sales-facts.js';

interface StoredLine {
  line_id: number;
  order_line_id: number;
  product_id: number;
  qty: number;
}

async function storedLines(tx: Tx, id: number): Promise<StoredLine[]> {
  const r = await tx.execute(sql`select line_id, order_line_id, product_id, qty::bigint as qty from retur_konsumen_line
    where retur_konsumen_id = ${id} order by line_id`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    line_id: Number(x.line_id),
    order_line_id: Number(x.order_line_id),
    product_id: Number(x.product_id),
    qty: Number(x.qty),
  }));
}

/**
 * Validation of /retur/konsumen/update_status_stored: the return is reachable through its order (404
 * otherwise), the machine allows the move (422 at retur_konsumen_id; the row stays locked so two
 * approvals run one after the other and the second is refused), a reject or cancel has its reason.
 * Approving checks again, under the order's lock, that the order is still returnable, that each line
 * is within what its order line sold less what approved returns took back (422 at lines.N.qty), values
 * the lines again as parts after what approved returns took back (so the returns of a line sum to
 * its total in whatever order they are approved; a refund set by hand stays), and that the refund
 * still fits the invoice.
 */
export async function checkReturKonsumenStatus(tx: Tx, actor: Actor, body: ReturKonsumenStatusBody) {
  const h = await visibleReturKonsumen(tx, actor, body.retur_konsumen_id);
  const checked = await checkDocumentTransition(tx, actor, storedReturKonsumen, {
    id: body.retur_konsumen_id,
    action: RETUR_KONSUMEN_ACTION_TO[body.status],
    reason: body.status_reason,
  });
  const lines = await storedLines(tx, h.retur_konsumen_id);
  if (checked.transition.action !== 'approve') return { header: h, lines, order: null, money: null };
  const order = await returnableOrder(tx, actor, h.order_id).catch((e) => {
    throw !(e instanceof AppError) || e.httpStatus !== 422 ? e : fieldError('retur_konsumen_id', 'Tagihan retur ini tidak lagi dapat diretur');
  });
  const states = await orderLineStates(tx, h.order_id);
  const bag = new ErrorBag();
  lines.forEach((l, i) => {
    const s = states.get(l.order_line_id);
    if (!s) bag.add(`lines.${i}.order_line_id`, 'Baris tagihan tidak ditemukan pada tagihan ini');
    else if (l.qty > s.qty - s.qty_returned) bag.add(`lines.${i}.qty`, tooMuchMessage({ ...s, qty_open: 0 }, l.qty));
  });
  bag.throwIfAny();
  // Valued again after what the approved returns took back (under the order's lock), whatever order the returns are approved in.
  const totals = lineTotals(states, order);
  const done = new Map<number, number>();
  const values = lines.map((l) => {
    const s = states.get(l.order_line_id);
    if (!s) return 0;
    const taken = done.get(s.line_id) ?? 0;
    done.set(s.line_id, taken + l.qty);
    return returnedValue(totals.get(s.line_id) ?? 0, s.qty, s.qty_returned + taken, l.qty);
  });
  const linesTotal = values.reduce((a, v) => a + v, 0);
  const refund = h.refund_manual ? h.refund_total : linesTotal;
  const room = order.grand_total - (await returnedTotalOf(tx, h.order_id, h.retur_konsumen_id));
  if (refund > room) throw fieldError('refund_total', `Nilai retur melebihi sisa nilai tagihan (Rp ${Math.max(0, room).toLocaleString('id-ID')})`);
  return { header: h, lines, order, money: { values, linesTotal, refund } };
}

/**
 * Where each returned product goes back: the batches the order took it from (its 'sales_order' ledger
 * rows less what a change of the order gave back), less what earlier approved returns of the order
 * brought back, in batch order, at the cost it left at. What no batch covers (never, unless the
 * ledger was bypassed) comes back without a batch at the product's last sale cost.
 */
async function batchesBack(tx: Tx, orderId: number, gudangId: number, lines: readonly StoredLine[]): Promise<MovementLine[]> {
  const taken = await tx.execute(sql`select product_id, batch_id, -sum(qty)::float8 as qty,
      coalesce(sum(case when qty < 0 then -qty * unit_cost end) / nullif(sum(case when qty < 0 then -qty end), 0), 0)::float8 as unit_cost
    from stock_log where doc_type in (${SALES_ORDER_DOC}, ${SALES_ORDER_RETURN_DOC}) and doc_id = ${orderId}
    group by product_id, batch_id order by product_id, batch_id`);
  const back = await tx.execute(sql`select product_id, batch_id, sum(qty)::float8 as qty from stock_log
    where doc_type = ${RETUR_KONSUMEN_DOC} and doc_id in (select retur_konsumen_id from retur_konsumen where order_id = ${orderId})
    group by product_id, batch_id`);
  const backOf = new Map((back.rows as Record<string, unknown>[]).map((x) => [`${x.product_id}:${x.batch_id}`, Number(x.qty)]));
  const pools = new Map<number, { batch_id: number; left: number; unit_cost: number }[]>();
  for (const x of taken.rows as Record<string, unknown>[]) {
    const pid = Number(x.product_id);
    const left = Number(x.qty) - (backOf.get(`${pid}:${x.batch_id}`) ?? 0);
    pools.set(pid, [...(pools.get(pid) ?? []), { batch_id: Number(x.batch_id), left, unit_cost: Number(x.unit_cost) }]);
  }
  const byKey = new Map<string, MovementLine>();
  lines.forEach((l, i) => {
    const pool = pools.get(l.product_id) ?? [];
    let rest = l.qty;
    const add = (batchId: number, qty: number, unitCost: number) => {
      const key = `${l.product_id}:${batchId}`;
      const m = byKey.get(key);
      if (m) m.qty += qty;
      else byKey.set(key, { gudang_id: gudangId, product_id: l.product_id, batch_id: batchId, qty, unit_cost: unitCost, field: `lines.${i}.qty` });
    };
    for (const b of pool) {
      if (rest <= 0) break;
      const take = Math.min(rest, b.left);
      if (take <= 0) continue;
      add(b.batch_id, take, b.unit_cost);
      b.left -= take;
      rest -= take;
    }
    if (rest > 0) add(pool.at(-1)?.batch_id ?? 0, rest, pool.at(-1)?.unit_cost ?? 0);
  });
  return [...byKey.values()];
}

/**
 * Moves a return through its machine (runTransition). `approve`, in the one transaction: the goods
 * come back into the return's warehouse (good stock or quarantine) through postStockMovements, into
 * the batches the order took them from at the cost they left at; each order line's qty_returned rises
 * by its returned quantity; the return records who approved it. Its refund_total then counts against
 * the invoice (orderBalances), and an invoice paid in part that it leaves owing nothing becomes paid
 * (recordOrderPayment). `reject` and `cancel` move nothing.
 */
export async function updateReturKonsumenStatus(tx: Tx, actor: Actor, body: ReturKonsumenStatusBody) {
  const { header, lines, money } = await checkReturKonsumenStatus(tx, actor, body);
  const moved = await runTransition(
    tx,
    actor,
    storedReturKonsumen,
    { id: body.retur_konsumen_id, action: RETUR_KONSUMEN_ACTION_TO[body.status], reason: body.status_reason },
    async ({ transition, reason }) => {
      let movements = 0;
      if (transition.action === 'approve' && money) {
        await tx.execute(sql`update retur_konsumen_line l set value = v.value
          from unnest(${sql.param(lines.map((l) => l.line_id))}::int[], ${sql.param(money.values)}::bigint[]) as v(line_id, value)
          where l.line_id = v.line_id and l.value <> v.value`);
        await tx.execute(sql`update retur_konsumen set lines_total = ${money.linesTotal}, refund_total = ${money.refund}
          where retur_konsumen_id = ${header.retur_konsumen_id}`);
        const moves = await batchesBack(tx, header.order_id, header.gudang_id, lines);
        const posted = await postStockMovements(tx, actor, {
          doc_type: RETUR_KONSUMEN_DOC,
          doc_id: header.retur_konsumen_id,
          doc_number: header.retur_konsumen_number,
          note: `Retur konsumen ${header.retur_konsumen_number}`,
          lines: moves,
        });
        movements = posted.length;
        // The order's lines are the order's: its own command records what came back (one document settling another).
        await recordReturnedQuantities(tx, { order_id: header.order_id, lines });
      }
      await tx.execute(sql`update retur_konsumen set updated_at = now(), status_reason = ${reason},
          approved_at = ${transition.action === 'approve' ? sql`now()` : null}, approved_by = ${transition.action === 'approve' ? actor.userId : null}
        where retur_konsumen_id = ${header.retur_konsumen_id}`);
      return {
        retur_konsumen_id: header.retur_konsumen_id,
        retur_konsumen_number: header.retur_konsumen_number,
        status: transition.to,
        movements,
      };
    },
  );
  // An invoice paid in part that the approved return leaves owing nothing is paid (Lunas): the order's own command says so.
  if (moved.status === 'disetujui') {
    const o = await tx.execute(sql`select is_paid::int as is_paid, paid_amount::float8 as paid from sales_order where order_id = ${header.order_id}`);
    const row = o.rows[0] as { is_paid: number; paid: number } | undefined;
    if (row && Number(row.is_paid) === 0 && Number(row.paid) > 0)
      await recordOrderPayment(tx, header.order_id, 0, { by: actor.userId, field: 'retur_konsumen_id' });
  }
  // The approved return's money counts against its order's sales (returned_value) once its state is written.
  await refreshSalesFacts(tx, [header.order_id]);
  return moved;
}
