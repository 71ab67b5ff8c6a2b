import { describe, expect, it } from 'vitest';
import { type CartLine, cartTotals, lineTotal } from './cashier-cart-line';

const line = (over: Partial<CartLine>): CartLine => ({ product_id: 1, name: 'P', sku: 'S', unit: 'Strip', qty: 1, price: 1000, discount: 0, ...over });

describe('cashier cart money', () => {
  it('a line is its price (a typed one first) times the quantity, less its rupiah discount, never below zero', () => {
    expect(lineTotal(line({ qty: 2, price: 2500 }))).toBe(5000);
    expect(lineTotal(line({ qty: 2, price: 2500, manual: 2000, discount: 500 }))).toBe(3500);
    expect(lineTotal(line({ qty: 1, price: 1000, discount: 5000 }))).toBe(0);
  });
  it('the order discount is at most the subtotal, and none where the configuration does not allow it', () => {
    // sales-cashier.e2e: 2 × 1.000 + 2 × 2.500 = 7.000
    const lines = [line({ qty: 2, price: 1000 }), line({ product_id: 2, qty: 2, price: 2500 })];
    expect(cartTotals(lines, 0, true)).toEqual({ subtotal: 7000, discount: 0, total: 7000 });
    expect(cartTotals(lines, 500, true)).toEqual({ subtotal: 7000, discount: 500, total: 6500 });
    expect(cartTotals(lines, 9000, true)).toEqual({ subtotal: 7000, discount: 7000, total: 0 });
    expect(cartTotals(lines, 500, false)).toEqual({ subtotal: 7000, discount: 0, total: 7000 });
    expect(cartTotals([], 500, true)).toEqual({ subtotal: 0, discount: 0, total: 0 });
  });
});
