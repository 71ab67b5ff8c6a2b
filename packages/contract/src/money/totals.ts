import { type PpnSplit, splitPpn } from '../ppn.js';

/**
 * The PPN of a document: whether it carries PPN (a sales order's is_ppn_jual, a purchase order's
 * is_ppn), the rate (configuration ppn, read with ppnPercent) and whether prices include it
 * (configuration show_ppn = '1'). Rate and inclusion are stored with the document when it is saved.
 */
export interface PpnRule {
  on: boolean;
  percent: number;
  included: boolean;
}

/** A document without PPN. */
export const NO_PPN: PpnRule = { on: false, percent: 0, included: false };

/**
 * The PPN of an amount under a document's rule: splitPpn when the document carries PPN (included:
 * split into DPP and PPN; else added on top), else the amount as DPP and total with no PPN.
 */
export function ppnOf(amount: number, ppn: PpnRule): PpnSplit {
  return ppn.on ? splitPpn(amount, ppn.percent, ppn.included) : { percent: 0, included: false, dpp: amount, ppn: 0, total: amount };
}

/** What a document adds to or takes off its lines' subtotal (each 0 when left out). */
export interface DocumentCharges {
  /** Off the lines' subtotal, before PPN (sales order: order_discount). */
  order_discount?: number;
  /** After PPN (PPN is never on the shipping). */
  shipping_cost?: number;
  shipping_discount?: number;
  cod_fee?: number;
}

/** A document's totals in whole rupiah, as the columns of sales_order and purchase_order hold them. */
export interface DocumentTotals {
  is_ppn: number;
  ppn_percent: number;
  ppn_included: number;
  /** Σ line gross. */
  gross_total: number;
  /** Σ line discount_amount. */
  discount_total: number;
  /** Σ line subtotal. */
  subtotal: number;
  order_discount: number;
  dpp: number;
  ppn: number;
  shipping_cost: number;
  shipping_discount: number;
  cod_fee: number;
  grand_total: number;
}

/**
 * A document's totals from its lines' money (lineMoney): subtotal = Σ line subtotals; less the order
 * discount (never below 0); PPN on what is left by the document's rule (ppnOf: split out when prices
 * include it, else added on top, rounded once); then + shipping_cost − shipping_discount + cod_fee.
 * A purchase order has no order discount nor shipping; a cashier sale no PPN nor shipping.
 */
export function documentTotals(
  lines: readonly { gross: number; discount_amount: number; subtotal: number }[],
  charges: DocumentCharges,
  ppn: PpnRule,
): DocumentTotals {
  const subtotal = lines.reduce((a, l) => a + l.subtotal, 0);
  const orderDiscount = charges.order_discount ?? 0;
  const shippingCost = charges.shipping_cost ?? 0;
  const shippingDiscount = charges.shipping_discount ?? 0;
  const codFee = charges.cod_fee ?? 0;
  const split = ppnOf(Math.max(0, subtotal - orderDiscount), ppn);
  return {
    is_ppn: ppn.on ? 1 : 0,
    ppn_percent: split.percent,
    ppn_included: split.included ? 1 : 0,
    gross_total: lines.reduce((a, l) => a + l.gross, 0),
    discount_total: lines.reduce((a, l) => a + l.discount_amount, 0),
    subtotal,
    order_discount: orderDiscount,
    dpp: split.dpp,
    ppn: split.ppn,
    shipping_cost: shippingCost,
    shipping_discount: shippingDiscount,
    cod_fee: codFee,
    grand_total: split.total + shippingCost - shippingDiscount + codFee,
  };
}
