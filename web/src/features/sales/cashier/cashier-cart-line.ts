import { documentTotals, lineMoney, NO_PPN } from '@bo/contract';

/** A line of the cashier's cart, in small units. */
export interface CartLine {
  product_id: number;
  name: string;
  sku: string;
  unit: string;
  qty: number;
  /** Price per small unit: the server's for the warehouse and quantity (wholesale tier), the search's until it answers. */
  price: number;
  /** A typed price (only where kasir_price_manual allows). */
  manual?: number;
  /** Rupiah off the line (only where kasir_discount allows). */
  discount: number;
}

/** The line's money by the contract's rule (lineMoney, what the server stores): its price (typed or the server's) × quantity, less its rupiah discount. */
export const lineMoneyOf = (l: CartLine) => lineMoney({ qty: l.qty, price: l.manual ?? l.price, discount_type: 'rupiah', discount: l.discount });
export const lineTotal = (l: CartLine) => lineMoneyOf(l).subtotal;

export interface CartTotals {
  subtotal: number;
  /** The order discount as charged: at most the subtotal, none where kasir_discount does not allow it. */
  discount: number;
  total: number;
}

/**
 * The sale's totals by the contract's rule (documentTotals: a cashier sale has no PPN nor shipping):
 * the lines' money less the order discount typed, which the screen keeps within the subtotal (the
 * server refuses more).
 */
export function cartTotals(lines: readonly CartLine[], orderDiscount: number, allowDiscount: boolean): CartTotals {
  const money = lines.map(lineMoneyOf);
  const subtotal = money.reduce((a, m) => a + m.subtotal, 0);
  const discount = allowDiscount ? Math.min(orderDiscount, subtotal) : 0;
  const t = documentTotals(money, { order_discount: discount }, NO_PPN);
  return { subtotal: t.subtotal, discount, total: t.grand_total };
}
