import { describe, expect, it } from 'vitest';
import { moneyOf, orderTotals } from './purchase-order-form-totals';

const ppn11 = { on: true, percent: 11, included: false };

describe('purchase order form totals (the contract money rules on form lines)', () => {
  // the figures of e2e/purchase-order.e2e.ts: 2 Box × 50.000 less 10 %, 5 Strip × 6.000 less Rp 1.000, PPN 11 % on top
  const lines = [
    { qty: 2, price: 50_000, discount_type: 'percent' as const, discount: 10 },
    { qty: 5, price: 6_000, discount_type: 'rupiah' as const, discount: 1_000 },
  ];

  it('gives the line subtotals and the total the server stores', () => {
    expect(lines.map((l) => moneyOf(l).subtotal)).toEqual([90_000, 29_000]);
    expect(orderTotals(lines, ppn11)).toMatchObject({ subtotal: 119_000, dpp: 119_000, ppn: 13_090, grand_total: 132_090 });
    expect(orderTotals([{ ...lines[0], qty: 3 }, lines[1]], ppn11).grand_total).toBe(182_040);
  });

  it('reads empty fields as 0 and a missing line as nothing', () => {
    expect(moneyOf({ qty: null, price: 5_000, discount_type: 'percent', discount: null }).subtotal).toBe(0);
    expect(
      orderTotals([undefined, { qty: 2, price: 1_000, discount_type: 'rupiah', discount: null }], { on: false, percent: 11, included: false }),
    ).toMatchObject({
      subtotal: 2_000,
      ppn: 0,
      grand_total: 2_000,
    });
  });

  it('splits PPN out of prices that include it', () => {
    expect(orderTotals([{ qty: 1, price: 111_000, discount_type: 'percent', discount: 0 }], { ...ppn11, included: true })).toMatchObject({
      dpp: 100_000,
      ppn: 11_000,
      grand_total: 111_000,
    });
  });
});
