import { type GoodsReceiptIdBody, valueReceipt } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { type MovementLine, postStockMovements } from '../../../stock/commands/post-stock-movements.js';
import { fefoBatches } from '../../../stock/queries.js';
import { checkReceivePurchaseOrder, receivePurchaseOrder } from '../../order/commands/receive-purchase-order.js';
import { storedReceiptOf } from '../receipt-document.js';
import { setReceiptDueDate } from './set-receipt-due-date.js';
import { openOrderLines, receiptOrderMoney, writableReceipt } from './receipt-rules.js';

/** Stock movement document types of receipts (stock_log.doc_type). */
export const GOODS_RECEIPT_DOC = 'goods_receipt';
export const GOODS_RECEIPT_INTERNAL_DOC = 'goods_receipt_internal';

interface StoredLine {
  line_id: number;
  order_line_id: number;
  product_id: number;
  qty: number;
  batch_no: string | null;
  expired_date: string | null;
  unit_price_small: number;
}

async function receiptLines(tx: Tx, id: number): Promise<StoredLine[]> {
  const r = await tx.execute(sql`select line_id, order_line_id, product_id, qty::bigint as qty, batch_no, to_char(expired_date, 'YYYY-MM-DD') as expired_date,
      unit_price_small::float8 as unit_price_small from goods_receipt_line where penerimaan_id = ${id} order by line_id`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    line_id: Number(x.line_id),
    order_line_id: Number(x.order_line_id),
    product_id: Number(x.product_id),
    qty: Number(x.qty),
    batch_no: (x.batch_no as string | null) ?? null,
    expired_date: (x.expired_date as string | null) ?? null,
    unit_price_small: Number(x.unit_price_small),
  }));
}

const orderReceipt = (orderId: number, lines: readonly StoredLine[]) => ({
  order_id: orderId,
  lines: lines.map((l) => ({ line_id: l.order_line_id, qty: l.qty })),
  fieldOf: (i: number) => `lines.${i}.qty`,
});

/**
 * The rules of /penerimaan/validation_approved, writing nothing but row locks: the user's receipt
 * (404), its kind's page (403), still waiting (422 on penerimaan_id), and the order still open for
 * every line's quantity (receiving more than is still open is refused at lines.N.qty). Under the
 * order's lock it values the receipt after what the order has received (`valueReceipt`): the
 * receipts approved before it, in whatever order, so an order line's receipts sum to its subtotal.
 */
export async function checkApproveGoodsReceipt(tx: Tx, actor: Actor, body: GoodsReceiptIdBody) {
  const h = await writableReceipt(tx, actor, body.penerimaan_id);
  await checkDocumentTransition(tx, actor, storedReceiptOf(h.is_internal), { id: h.penerimaan_id, action: 'approve' });
  const lines = await receiptLines(tx, h.penerimaan_id);
  await checkReceivePurchaseOrder(tx, actor, orderReceipt(h.order_id, lines));
  const orderLines = await openOrderLines(tx, h.order_id);
  const received = new Map(orderLines.map((ol) => [ol.line_id, ol.qty_received]));
  const money = valueReceipt(await receiptOrderMoney(tx, h.order_id), orderLines, received, lines);
  return { header: h, lines, money };
}

/**
 * /penerimaan/approved_stored: approves a waiting receipt in one transaction. A supplier receipt is
 * valued after the receipts approved before it (subtotals and totals rewritten when a rupiah moved)
 * and adds each line to the receiving warehouse, in its batch (expiry-tracked products), at the order
 * line's share of the order's DPP per small unit (after discounts, before PPN, whether PPN is added
 * on top or included in the prices: `unit_cost`, so the moving average moves); an internal receipt
 * takes the goods out of the source warehouse (the named batch, else first expiry first) at its moving
 * average and adds them to the receiving one at that cost. Then the order records the quantities
 * (`receivePurchaseOrder`: partly received or received). The receipt row is locked first, so two
 * approvals of one receipt run one after the other and the second is refused: stock moves once.
 */
export async function approveGoodsReceipt(tx: Tx, actor: Actor, body: GoodsReceiptIdBody) {
  const { header: h, lines, money } = await checkApproveGoodsReceipt(tx, actor, body);
  return runTransition(tx, actor, storedReceiptOf(h.is_internal), { id: h.penerimaan_id, action: 'approve' }, async () => {
    const doc = { doc_id: h.penerimaan_id, doc_number: h.penerimaan_number };
    let movements = 0;
    if (!h.is_internal) {
      // The money as valued now, after the receipts approved before this one (it may differ by a rupiah from when it was stored).
      await tx.execute(sql`update goods_receipt_line l set subtotal = v.subtotal
        from unnest(${sql.param(lines.map((l) => l.line_id))}::int[], ${sql.param(money.subtotals)}::bigint[]) as v(line_id, subtotal)
        where l.line_id = v.line_id and l.subtotal <> v.subtotal`);
      const t = money.totals;
      await tx.execute(sql`update goods_receipt set subtotal = ${t.subtotal}, dpp = ${t.dpp}, ppn = ${t.ppn}, grand_total = ${t.grand_total}
        where penerimaan_id = ${h.penerimaan_id}`);
      const posted = await postStockMovements(tx, actor, {
        ...doc,
        doc_type: GOODS_RECEIPT_DOC,
        lines: lines.map((l, i) => ({
          gudang_id: h.gudang_id,
          product_id: l.product_id,
          qty: l.qty,
          unit_cost: money.unitCosts[i] ?? 0,
          ...(l.batch_no ? { batch: { batch_no: l.batch_no, expired_date: l.expired_date } } : {}),
          field: `lines.${i}.qty`,
        })),
      });
      movements = posted.length;
    } else {
      const source = h.gudang_source_id ?? 0;
      const out: MovementLine[] = [];
      for (const [i, l] of lines.entries()) {
        if (l.batch_no) {
          out.push({
            gudang_id: source,
            product_id: l.product_id,
            qty: -l.qty,
            batch: { batch_no: l.batch_no, expired_date: l.expired_date },
            field: `lines.${i}.qty`,
          });
          continue;
        }
        // No batch named: first expiry first over the source's batches; what they cannot cover stays on the last for the shortage message.
        let rest = l.qty;
        const parts: MovementLine[] = [];
        for (const b of await fefoBatches(tx, l.product_id, source)) {
          if (rest <= 0) break;
          const take = Math.min(rest, b.qty);
          parts.push({ gudang_id: source, product_id: l.product_id, qty: -take, batch_id: b.batch_id, field: `lines.${i}.qty` });
          rest -= take;
        }
        if (rest > 0) {
          const last = parts.at(-1);
          if (last) last.qty -= rest;
          else parts.push({ gudang_id: source, product_id: l.product_id, qty: -rest, batch_id: 0, field: `lines.${i}.qty` });
        }
        out.push(...parts);
      }
      const left = await postStockMovements(tx, actor, { ...doc, doc_type: GOODS_RECEIPT_INTERNAL_DOC, lines: out });
      const arrived = await postStockMovements(tx, actor, {
        ...doc,
        doc_type: GOODS_RECEIPT_INTERNAL_DOC,
        lines: left.map((m) => ({ gudang_id: h.gudang_id, product_id: m.product_id, qty: -m.qty, batch_id: m.batch_id, unit_cost: m.unit_cost })),
      });
      movements = left.length + arrived.length;
    }
    if (!h.is_internal) await setReceiptDueDate(tx, h.penerimaan_id);
    const order = await receivePurchaseOrder(tx, actor, orderReceipt(h.order_id, lines));
    await tx.execute(
      sql`update goods_receipt set approved_by = ${actor.userId}, approved_at = now(), updated_at = now() where penerimaan_id = ${h.penerimaan_id}`,
    );
    return {
      penerimaan_id: h.penerimaan_id,
      penerimaan_number: h.penerimaan_number,
      status: 'approved' as const,
      order_id: h.order_id,
      order_status: String(order.status),
      movements,
    };
  });
}
