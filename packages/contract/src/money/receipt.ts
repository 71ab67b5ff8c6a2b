import { partValue, valueOfQty } from '../parts.js';
import { roundUnitCost } from './line.js';
import { ppnOf } from './totals.js';

/** What of a purchase order a goods receipt's money is worked from: PPN as the order, its subtotal and DPP. */
export interface ReceiptOrderMoney {
  is_ppn: number;
  ppn_percent: number;
  ppn_included: number;
  /** Σ line subtotals (after line discounts). */
  subtotal: number;
  /** The DPP of the subtotal (the amount before PPN). */
  dpp: number;
}

/** The money of a goods receipt: each line's subtotal, the totals, and each line's cost per small unit for the stock. */
export interface ReceiptMoney {
  subtotals: number[];
  totals: {
    is_ppn: number;
    ppn_percent: number;
    ppn_included: number;
    subtotal: number;
    dpp: number;
    ppn: number;
    grand_total: number;
  };
  unitCosts: number[];
}

/**
 * The money of a receipt's lines, each part valued cumulatively (`partValue`, issue 20): a line's
 * subtotal is the order line's subtotal for all its units valued so far less that for the units
 * valued before (`before` per order line id: the received quantity at approval, plus what other
 * waiting receipts hold when storing; earlier lines of this receipt on the same order line count too),
 * so the receipts of an order line sum exactly to its subtotal. The totals likewise: DPP, PPN and total
 * of the order's value after this receipt less those of its value before it, so the receipts of an
 * order sum to its grand total (PPN rounded once, as on the order).
 *
 * The stock cost of a small unit is the order line's share of the order's DPP (the amount before
 * PPN, after discounts) per small unit: subtotal × DPP / order subtotal / quantity. With PPN added on
 * top (or no PPN) the DPP is the subtotal; with prices including PPN the PPN is not cost (it is
 * claimed back as input tax), so 10 Box at 111.000 including 11 % with 10 Strip a Box cost 10.000 a Strip.
 */
export function valueReceipt(
  order: ReceiptOrderMoney,
  orderLines: readonly { line_id: number; qty: number; subtotal: number }[],
  before: ReadonlyMap<number, number>,
  lines: readonly { order_line_id: number; qty: number }[],
): ReceiptMoney {
  const byId = new Map(orderLines.map((ol) => [ol.line_id, ol]));
  const valuedBefore = orderLines.reduce((a, ol) => a + valueOfQty(ol.subtotal, ol.qty, before.get(ol.line_id) ?? 0), 0);
  const done = new Map(before);
  const subtotals = lines.map((l) => {
    const ol = byId.get(l.order_line_id);
    if (!ol) return 0;
    const b = done.get(ol.line_id) ?? 0;
    done.set(ol.line_id, b + l.qty);
    return partValue(ol.subtotal, ol.qty, b, l.qty);
  });
  const subtotal = subtotals.reduce((a, v) => a + v, 0);
  const rule = { on: !!order.is_ppn, percent: order.ppn_percent, included: order.ppn_included === 1 };
  const after = ppnOf(valuedBefore + subtotal, rule);
  const prior = ppnOf(valuedBefore, rule);
  const included = order.is_ppn === 1 && order.ppn_included === 1 && order.subtotal > 0;
  const unitCosts = lines.map((l) => {
    const ol = byId.get(l.order_line_id);
    if (!ol || ol.qty <= 0) return 0;
    return roundUnitCost(included ? (ol.subtotal * order.dpp) / (order.subtotal * ol.qty) : ol.subtotal / ol.qty);
  });
  return {
    subtotals,
    unitCosts,
    totals: {
      is_ppn: order.is_ppn,
      ppn_percent: order.ppn_percent,
      ppn_included: order.ppn_included,
      subtotal,
      dpp: after.dpp - prior.dpp,
      ppn: after.ppn - prior.ppn,
      grand_total: after.total - prior.total,
    },
  };
}
