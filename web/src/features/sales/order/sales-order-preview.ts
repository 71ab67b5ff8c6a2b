import { discountsAboveLimit, documentTotals, type LineMoney, lineMoney, type PpnRule } from '@bo/contract';
import type { OrderLineForm } from './sales-order-form-model';

/** A line's price as the server answered it: per unit ordered, its source (tier) and, for a large unit, per small unit. */
export interface UnitPrice {
  price: number;
  source?: string;
  small?: number;
  fetching: boolean;
}

/** The server's price answer of a line (price_by_customer for a product, package_price for a package). */
export function unitPriceOf(l: OrderLineForm | undefined, answer: Record<string, unknown> | undefined, fetching: boolean): UnitPrice {
  if (!l || !answer) return { price: 0, fetching };
  if (l.kind === 'package') {
    const p = answer.package as { total: number; qty: number } | null;
    return { price: p?.qty ? Math.round(p.total / p.qty) : 0, fetching };
  }
  return { price: Number(answer.price ?? 0), small: Number(answer.price_small ?? 0), source: String(answer.price_source ?? 'normal'), fetching };
}

export interface OrderCharges {
  order_discount: number;
  shipping_cost: number;
  shipping_discount: number;
  cod_fee: number;
}

/** A line's money by the contract's rule (lineMoney, what the server stores); a package as its price × quantity, without discount. */
export function lineMoneyOf(l: OrderLineForm | undefined, price: number): Pick<LineMoney, 'gross' | 'discount_amount' | 'subtotal'> {
  if (!l) return { gross: 0, discount_amount: 0, subtotal: 0 };
  if (l.kind === 'package') {
    const whole = (l.qty ?? 0) * price;
    return { gross: whole, discount_amount: 0, subtotal: whole };
  }
  return lineMoney({ qty: l.qty ?? 0, price, discount_type: l.discount_type, discount: l.discount ?? 0 });
}

/**
 * The form's estimate by the contract's money rules (the server's): each line's money, the subtotal,
 * PPN (on top or included) on the subtotal less the order discount, the grand total with shipping and
 * COD (documentTotals), and whether a discount is above sales_discount_limit (discountsAboveLimit: the
 * order then waits for another user's approval).
 */
export function orderPreview(
  lines: readonly (OrderLineForm | undefined)[],
  prices: readonly UnitPrice[],
  charges: OrderCharges,
  ppn: PpnRule,
  discountLimit: number,
) {
  const money = lines.map((l, i) => lineMoneyOf(l, prices[i]?.price ?? 0));
  const t = documentTotals(money, charges, ppn);
  const over = discountsAboveLimit(
    money.map((m) => ({ list_gross: m.gross, subtotal: m.subtotal })),
    charges.order_discount,
    discountLimit,
  );
  return {
    lineTotals: money.map((m) => m.subtotal),
    subtotal: t.subtotal,
    dpp: t.dpp,
    ppn: t.ppn,
    grand: t.grand_total,
    needsApproval: over.lines.length > 0 || over.order,
  };
}

export type OrderPreview = ReturnType<typeof orderPreview>;
