import { returnedValue } from '@bo/contract';
import { enteredQtyRefusal, type ReturKonsumenBody, type ReturKonsumenUpdateBody, SERIES, jakartaToday, returKonsumen } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { assertEditable } from '../../../../platform/documents/editable.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag, fieldError, notFound } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { checkWarehouse } from '../../../../platform/warehouse-scope.js';
import { salesOrderScope } from '../../order/commands/order-scope.js';
import { lineTotals, orderLineStates, returnableOrder, returnableQty, tooMuchMessage } from './return-rules.js';
import { enterDocument } from '../../../../platform/documents/enter-document.js';

export interface ResolvedReturLine {
  order_line_id: number;
  product_id: number;
  unit: 'besar' | 'kecil';
  unit_isi: number;
  qty_input: number;
  qty: number;
  reason: string;
  value: number;
}

type Content = Omit<ReturKonsumenBody, 'order_id'>;

/**
 * The rules of a return's content against its order: the destination warehouse is the company's and
 * the user's (any of them can be the quarantine), the date not in the future nor before the order;
 * each line a line of this order, once; the quantity in the unit chosen (besar × the product's isi)
 * no more than the line sold less what approved returns took back and other open returns ask for
 * (422 at lines.N.qty with the figures). Answers the lines with their value at the invoice's price,
 * each valued as a part of its line after the units approved and other pending returns already
 * valued (returnedValue).
 */
export async function checkReturKonsumenContent(tx: Tx, actor: Actor, orderId: number, body: Content, exceptReturId = 0) {
  const order = await returnableOrder(tx, actor, orderId);
  await checkWarehouse(tx, actor, body.gudang_id);
  const today = jakartaToday();
  const date = body.retur_date ?? today;
  if (date > today) throw fieldError('retur_date', 'Tanggal retur tidak boleh di masa depan');
  const od = await tx.execute(sql`select to_char(order_date, 'YYYY-MM-DD') as d from sales_order where order_id = ${orderId}`);
  if (date < String((od.rows[0] as { d: string }).d)) throw fieldError('retur_date', 'Tanggal retur tidak boleh sebelum tanggal tagihan');

  const states = await orderLineStates(tx, orderId, exceptReturId);
  const totals = lineTotals(states, order);
  const bag = new ErrorBag();
  const seen = new Set<number>();
  const lines: ResolvedReturLine[] = [];
  body.lines.forEach((l, i) => {
    const at = (f: string) => `lines.${i}.${f}`;
    const s = states.get(l.order_line_id);
    if (!s) {
      bag.add(at('order_line_id'), 'Baris tagihan tidak ditemukan pada tagihan ini');
      return;
    }
    if (seen.has(l.order_line_id)) {
      bag.add(at('order_line_id'), 'Baris tagihan ini sudah ada di baris retur lain');
      return;
    }
    seen.add(l.order_line_id);
    const isi = l.unit === 'besar' ? s.isi : 1;
    const qty = l.qty * isi;
    const notShown = enteredQtyRefusal(qty, l.qty_entered, { isi: s.isi, besar: s.besar, kecil: s.kecil });
    if (notShown) {
      bag.add(at('qty'), notShown);
      return;
    }
    if (qty > returnableQty(s)) {
      bag.add(at('qty'), tooMuchMessage(s, qty));
      return;
    }
    lines.push({
      order_line_id: s.line_id,
      product_id: s.product_id,
      unit: l.unit,
      unit_isi: isi,
      qty_input: l.qty,
      qty,
      reason: l.reason,
      // Valued after what approved returns took back and other pending returns ask for; approval values it again.
      value: returnedValue(totals.get(s.line_id) ?? 0, s.qty, s.qty_returned + s.qty_open, qty),
    });
  });
  bag.throwIfAny();
  return { order, date, lines, linesTotal: lines.reduce((a, l) => a + l.value, 0) };
}

async function writeLines(tx: Tx, id: number, lines: readonly ResolvedReturLine[]) {
  for (const l of lines)
    await tx.execute(sql`insert into retur_konsumen_line (retur_konsumen_id, order_line_id, product_id, unit, unit_isi, qty_input, qty, reason, value)
      values (${id}, ${l.order_line_id}, ${l.product_id}, ${l.unit}, ${l.unit_isi}, ${l.qty_input}, ${l.qty}, ${l.reason}, ${l.value})`);
}

/** Validation of /retur/konsumen/add_stored. */
export const checkCreateReturKonsumen = (tx: Tx, actor: Actor, body: ReturKonsumenBody) => checkReturKonsumenContent(tx, actor, body.order_id, body);

/** Stores a return as `diajukan` with its number from the customer_return series and refund_total = its lines' value; no stock moves yet. */
export async function createReturKonsumen(tx: Tx, actor: Actor, body: ReturKonsumenBody) {
  const { date, lines, linesTotal } = await checkCreateReturKonsumen(tx, actor, body);
  const number = await nextCode(tx, actor.companyId, SERIES.customer_return);
  const header =
    await tx.execute(sql`insert into retur_konsumen (retur_konsumen_number, retur_date, order_id, gudang_id, destination, note, lines_total, refund_total)
    values (${number}, ${date}::date, ${body.order_id}, ${body.gudang_id}, ${body.destination}, ${body.note ?? null}, ${linesTotal}, ${linesTotal})
    returning retur_konsumen_id`);
  const id = Number((header.rows[0] as { retur_konsumen_id: number }).retur_konsumen_id);
  await writeLines(tx, id, lines);
  await enterDocument(tx, actor, returKonsumen, id);
  return {
    retur_konsumen_id: id,
    retur_konsumen_number: number,
    status: 'diajukan' as const,
    lines: lines.length,
    lines_total: linesTotal,
    refund_total: linesTotal,
  };
}

/** A return the user reaches through its order (404 otherwise), locked for the write. */
export async function visibleReturKonsumen(tx: Tx, actor: Actor, id: number) {
  const r = await tx.execute(sql`select rk.retur_konsumen_id, rk.retur_konsumen_number, rk.order_id, rk.gudang_id, rk.status, rk.lines_total, rk.refund_total,
      rk.refund_manual::int as refund_manual
    from retur_konsumen rk join sales_order o on o.order_id = rk.order_id
    where rk.retur_konsumen_id = ${id} and ${salesOrderScope(actor)} for update of rk`);
  const x = r.rows[0] as Record<string, unknown> | undefined;
  if (!x) throw notFound('Retur konsumen tidak ditemukan');
  return {
    retur_konsumen_id: Number(x.retur_konsumen_id),
    retur_konsumen_number: String(x.retur_konsumen_number),
    order_id: Number(x.order_id),
    gudang_id: Number(x.gudang_id),
    status: String(x.status),
    lines_total: Number(x.lines_total),
    refund_total: Number(x.refund_total),
    refund_manual: Number(x.refund_manual),
  };
}

/** Validation of /retur/konsumen/update_detail_stored: the return is reachable (404) and still `diajukan`, then the content rules. */
export async function checkUpdateReturKonsumen(tx: Tx, actor: Actor, body: ReturKonsumenUpdateBody) {
  const h = await visibleReturKonsumen(tx, actor, body.retur_konsumen_id);
  assertEditable(returKonsumen, h.status);
  return { header: h, ...(await checkReturKonsumenContent(tx, actor, h.order_id, body, h.retur_konsumen_id)) };
}

/** Replaces a pending return's warehouse, destination, date, note and lines; refund_total becomes the new lines' value again. */
export async function updateReturKonsumenDetail(tx: Tx, actor: Actor, body: ReturKonsumenUpdateBody) {
  const { date, lines, linesTotal } = await checkUpdateReturKonsumen(tx, actor, body);
  await tx.execute(sql`update retur_konsumen set retur_date = ${date}::date, gudang_id = ${body.gudang_id}, destination = ${body.destination},
      note = ${body.note ?? null}, lines_total = ${linesTotal}, refund_total = ${linesTotal}, refund_manual = 0, updated_at = now()
    where retur_konsumen_id = ${body.retur_konsumen_id}`);
  await tx.execute(sql`delete from retur_konsumen_line where retur_konsumen_id = ${body.retur_konsumen_id}`);
  await writeLines(tx, body.retur_konsumen_id, lines);
  return { retur_konsumen_id: body.retur_konsumen_id, lines: lines.length, lines_total: linesTotal, refund_total: linesTotal };
}
