import { describe, expect, it } from 'vitest';
import {
  returnLineTotals,
  returnedValue,
  discountLimitOf,
  discountsAboveLimit,
  documentTotals,
  lineDiscountRefusals,
  lineMoney,
  NO_PPN,
  ppnOf,
  pricePerSmallUnit,
  valueReceipt,
} from './index.js';

/*
 * The money rules give the totals worked by hand in the API tests (issue 21 item 5): the figures are
 * copied from the test named above each case, so the screens' previews and the server's stored totals
 * are the same functions on the same figures.
 */

const PPN11 = { on: true, percent: 11, included: false };
const PPN11_IN = { on: true, percent: 11, included: true };

describe('sales order (server/src/modules/sales/order/sales-order.test.ts)', () => {
  it("'prices units, tiers, a package, line and order discounts, shipping and COD as worked by hand'", () => {
    // A: 3 Box at 11.000 less 10 %; B: 7 Strip at 5.000 less Rp 2.000; package ×2: C 4 Strip at 1.000, D 2 Strip at 3.000.
    const lines = [
      lineMoney({ qty: 3, price: 11_000, discount_type: 'percent', discount: 10 }),
      lineMoney({ qty: 7, price: 5_000, discount_type: 'rupiah', discount: 2_000 }),
      lineMoney({ qty: 4, price: 1_000 }),
      lineMoney({ qty: 2, price: 3_000 }),
    ];
    expect(lines.map((l) => [l.gross, l.discount_amount, l.subtotal])).toEqual([
      [33_000, 3_300, 29_700],
      [35_000, 2_000, 33_000],
      [4_000, 0, 4_000],
      [6_000, 0, 6_000],
    ]);
    const t = documentTotals(lines, { order_discount: 2_700, shipping_cost: 15_000, shipping_discount: 5_000, cod_fee: 3_000 }, NO_PPN);
    expect(t).toEqual({
      is_ppn: 0,
      ppn_percent: 0,
      ppn_included: 0,
      gross_total: 78_000,
      discount_total: 5_300,
      subtotal: 72_700,
      order_discount: 2_700,
      dpp: 70_000,
      ppn: 0,
      shipping_cost: 15_000,
      shipping_discount: 5_000,
      cod_fee: 3_000,
      grand_total: 83_000,
    });
  });

  it("'gives a member type its discount … and adds PPN on top'", () => {
    const lines = [lineMoney({ qty: 10, price: 4_250 }), lineMoney({ qty: 3, price: 10_200 })];
    expect(lines.map((l) => l.subtotal)).toEqual([42_500, 30_600]);
    expect(documentTotals(lines, {}, PPN11)).toMatchObject({
      is_ppn: 1,
      ppn_percent: 11,
      ppn_included: 0,
      subtotal: 73_100,
      dpp: 73_100,
      ppn: 8_041,
      grand_total: 81_141,
    });
  });

  it("'splits PPN out of prices that include it (show_ppn 1)'", () => {
    const t = documentTotals([lineMoney({ qty: 2, price: 5_000 })], { shipping_cost: 5_000 }, PPN11_IN);
    expect(t).toMatchObject({ ppn_included: 1, subtotal: 10_000, dpp: 9_009, ppn: 991, grand_total: 15_000 });
  });

  it("'takes a manual price only where the cashier settings allow it'", () => {
    expect(documentTotals([lineMoney({ qty: 2, price: 900 })], {}, NO_PPN).grand_total).toBe(1_800);
  });
});

describe('shipping and COD (server/src/modules/sales/order/extra.test.ts)', () => {
  // twoLines() there: 2 Box (10 Strip) of Paracetamol at 5.000 a Strip and 5 Strip of Amoxicillin at 3.000: 115.000.
  const two = [lineMoney({ qty: 2, price: 50_000 }), lineMoney({ qty: 5, price: 3_000 })];
  it("'stores the shipping and works the grand total out again'", () => {
    expect(documentTotals(two, { shipping_cost: 20_000, shipping_discount: 5_000 }, NO_PPN).grand_total).toBe(130_000);
    expect(documentTotals(two, { shipping_cost: 30_000, shipping_discount: 10_000 }, NO_PPN).grand_total).toBe(135_000);
  });
  it("'keeps PPN off the shipping: a taxed order adds the shipping change as it is'", () => {
    const one = [lineMoney({ qty: 1, price: 50_000 })];
    expect(documentTotals(one, { shipping_cost: 12_000 }, PPN11).grand_total).toBe(67_500);
    expect(documentTotals(one, { shipping_cost: 15_000, shipping_discount: 1_000 }, PPN11)).toMatchObject({ dpp: 50_000, ppn: 5_500, grand_total: 69_500 });
  });
  it("'stores a COD fee on a COD order only'", () => {
    const one = [lineMoney({ qty: 1, price: 50_000 })];
    expect(documentTotals(one, { shipping_cost: 10_000 }, NO_PPN).grand_total).toBe(60_000);
    expect(documentTotals(one, { shipping_cost: 10_000, cod_fee: 2_500 }, NO_PPN).grand_total).toBe(62_500);
    expect(documentTotals(one, { shipping_cost: 10_000, cod_fee: 3_000 }, NO_PPN).grand_total).toBe(63_000);
  });
});

describe('cashier sale (server/src/modules/sales/cashier/cashier-shift.test.ts)', () => {
  it('three sales at 2.500 a Strip, and a member at 2.250', () => {
    const sale = (qty: number, price = 2_500) => documentTotals([lineMoney({ qty, price, discount_type: 'rupiah', discount: 0 })], {}, NO_PPN).grand_total;
    expect([sale(3), sale(2), sale(1)]).toEqual([7_500, 5_000, 2_500]);
    // cash 10.000 for 7.500: change 2.500
    expect(10_000 - sale(3)).toBe(2_500);
    expect(sale(2, 2_250)).toBe(4_500);
  });
});

describe('purchase order (server/src/modules/purchase/order/purchase-order.test.ts)', () => {
  // twoLines(): 3 Box (10 Strip a Box) at 50.000 less 10 %; 7 Strip at 6.000 less Rp 2.000.
  const two = () => [
    lineMoney({ qty: 3, price: 50_000, discount_type: 'percent', discount: 10 }),
    lineMoney({ qty: 7, price: 6_000, discount_type: 'rupiah', discount: 2_000 }),
  ];
  it("'stores an order with totals worked out by the server, in small units, numbered, placed and logged'", () => {
    const lines = two();
    expect(lines.map((l) => [l.gross, l.discount_amount, l.subtotal])).toEqual([
      [150_000, 15_000, 135_000],
      [42_000, 2_000, 40_000],
    ]);
    expect([pricePerSmallUnit(135_000, 30), pricePerSmallUnit(40_000, 7)]).toEqual([4_500, 5_714.2857]);
    expect(documentTotals(lines, {}, PPN11)).toMatchObject({
      is_ppn: 1,
      ppn_percent: 11,
      ppn_included: 0,
      gross_total: 192_000,
      discount_total: 17_000,
      subtotal: 175_000,
      dpp: 175_000,
      ppn: 19_250,
      grand_total: 194_250,
    });
    expect(documentTotals([lineMoney({ qty: 1, price: 1_000 })], {}, NO_PPN).grand_total).toBe(1_000);
  });
  it("'splits PPN out of the prices when configuration says prices include PPN'", () => {
    expect(documentTotals(two(), {}, PPN11_IN)).toMatchObject({ subtotal: 175_000, dpp: 157_658, ppn: 17_342, grand_total: 175_000, ppn_included: 1 });
    expect(documentTotals(two(), {}, NO_PPN)).toMatchObject({ is_ppn: 0, ppn: 0, dpp: 175_000, grand_total: 175_000 });
  });
  it("'updates a draft …' and the automatic orders", () => {
    expect(documentTotals([lineMoney({ qty: 2, price: 12_500 })], {}, NO_PPN).grand_total).toBe(25_000);
    const auto = [lineMoney({ qty: 3, price: 50_000 }), lineMoney({ qty: 5, price: 60_000 })];
    expect(documentTotals(auto, {}, NO_PPN).grand_total).toBe(450_000);
    expect(documentTotals([lineMoney({ qty: 4, price: 12_500 })], {}, NO_PPN).grand_total).toBe(50_000);
  });
});

describe('material purchase (server/src/modules/purchase/material/material.test.ts)', () => {
  it('lines qty × price, the total their sum', () => {
    const lines = [lineMoney({ qty: 3, price: 12_500 }), lineMoney({ qty: 2, price: 45_000 })];
    expect(lines.map((l) => l.subtotal)).toEqual([37_500, 90_000]);
    expect(documentTotals(lines, {}, NO_PPN).grand_total).toBe(127_500);
    expect(documentTotals([lineMoney({ qty: 4, price: 60_000 })], {}, NO_PPN).grand_total).toBe(240_000);
    expect(documentTotals([lineMoney({ qty: 10, price: 7_250 })], {}, NO_PPN).grand_total).toBe(72_500);
    expect(documentTotals([lineMoney({ qty: 10, price: 7_000 })], {}, NO_PPN).grand_total).toBe(70_000);
  });
});

describe('goods receipt (server/src/modules/purchase/receipt/receipt.test.ts)', () => {
  const onTop = { is_ppn: 1, ppn_percent: 11, ppn_included: 0, subtotal: 175_000, dpp: 175_000 };
  const orderLines = [
    { line_id: 1, qty: 30, subtotal: 135_000 },
    { line_id: 2, qty: 7, subtotal: 40_000 },
  ];
  it('values a partial receipt and the rest so both owe the order exactly', () => {
    // 10 of 30 Strip and 3 of 7: 45.000 + 17.143 = 62.143; PPN 6.836; total 68.979.
    const first = valueReceipt(onTop, orderLines, new Map(), [
      { order_line_id: 1, qty: 10 },
      { order_line_id: 2, qty: 3 },
    ]);
    expect(first.subtotals).toEqual([45_000, 17_143]);
    expect(first.totals).toMatchObject({ subtotal: 62_143, ppn: 6_836, grand_total: 68_979 });
    expect(first.unitCosts).toEqual([4_500, 5_714.2857]);
    // The rest: 20 Strip, and 4 Strip in two batches (2 + 2) on one order line.
    const rest = valueReceipt(
      onTop,
      orderLines,
      new Map([
        [1, 10],
        [2, 3],
      ]),
      [
        { order_line_id: 1, qty: 20 },
        { order_line_id: 2, qty: 2 },
        { order_line_id: 2, qty: 2 },
      ],
    );
    expect(rest.subtotals).toEqual([90_000, 11_428, 11_429]);
    expect(rest.totals).toMatchObject({ subtotal: 112_857, ppn: 12_414, grand_total: 125_271 });
    expect(first.totals.grand_total + rest.totals.grand_total).toBe(194_250);
  });
  it('costs the stock at the DPP when prices include PPN', () => {
    // 10 Box (100 Strip) at 111.000 including PPN 11 %.
    const order = documentTotals([lineMoney({ qty: 10, price: 111_000 })], {}, PPN11_IN);
    expect([order.subtotal, order.dpp, order.ppn, order.grand_total]).toEqual([1_110_000, 1_000_000, 110_000, 1_110_000]);
    const r = valueReceipt(
      { is_ppn: 1, ppn_percent: 11, ppn_included: 1, subtotal: order.subtotal, dpp: order.dpp },
      [{ line_id: 1, qty: 100, subtotal: 1_110_000 }],
      new Map(),
      [{ order_line_id: 1, qty: 100 }],
    );
    expect(r.totals).toMatchObject({ subtotal: 1_110_000, dpp: 1_000_000, ppn: 110_000, grand_total: 1_110_000 });
    expect(r.unitCosts).toEqual([10_000]);
  });
  it('on top: 4 Box at 55.500 less 10 %; included: two discounted lines shared over the DPP', () => {
    const a = lineMoney({ qty: 4, price: 55_500, discount_type: 'percent', discount: 10 });
    const ta = documentTotals([a], {}, PPN11);
    expect([ta.subtotal, ta.dpp, ta.ppn, ta.grand_total]).toEqual([199_800, 199_800, 21_978, 221_778]);
    expect(pricePerSmallUnit(a.subtotal, 40)).toBe(4_995);
    const b = [
      lineMoney({ qty: 3, price: 111_000, discount_type: 'percent', discount: 10 }),
      lineMoney({ qty: 5, price: 2_220, discount_type: 'rupiah', discount: 100 }),
    ];
    const tb = documentTotals(b, {}, PPN11_IN);
    expect([tb.subtotal, tb.dpp, tb.ppn, tb.grand_total]).toEqual([310_700, 279_910, 30_790, 310_700]);
    const r = valueReceipt(
      { is_ppn: 1, ppn_percent: 11, ppn_included: 1, subtotal: tb.subtotal, dpp: tb.dpp },
      [
        { line_id: 1, qty: 30, subtotal: 299_700 },
        { line_id: 2, qty: 5, subtotal: 11_000 },
      ],
      new Map(),
      [
        { order_line_id: 1, qty: 30 },
        { order_line_id: 2, qty: 5 },
      ],
    );
    expect(r.totals).toMatchObject({ subtotal: 310_700, dpp: 279_910, ppn: 30_790, grand_total: 310_700 });
    expect(r.unitCosts).toEqual([9_000.0029, 1_981.9826]);
  });
  it('three receipts of 1 Strip of an 89.000 line including PPN sum to the order', () => {
    const line = lineMoney({ qty: 3, price: 30_000, discount_type: 'rupiah', discount: 1_000 });
    const order = documentTotals([line], {}, PPN11_IN);
    expect([order.subtotal, order.dpp, order.ppn]).toEqual([89_000, 80_180, 8_820]);
    const money = { is_ppn: 1, ppn_percent: 11, ppn_included: 1, subtotal: order.subtotal, dpp: order.dpp };
    const ol = [{ line_id: 1, qty: 3, subtotal: 89_000 }];
    const one = (received: number) => valueReceipt(money, ol, new Map([[1, received]]), [{ order_line_id: 1, qty: 1 }]);
    // Stored after the others waiting: 29.667, 29.666, 29.667.
    expect([0, 1, 2].map((b) => one(b).totals.grand_total)).toEqual([29_667, 29_666, 29_667]);
    // Approved: the first with nothing received, then after 1, after 2.
    expect(one(0).totals).toMatchObject({ subtotal: 29_667, dpp: 26_727, ppn: 2_940, grand_total: 29_667 });
    expect(one(1).totals).toMatchObject({ subtotal: 29_666, dpp: 26_726, ppn: 2_940, grand_total: 29_666 });
    expect(one(2).totals).toMatchObject({ subtotal: 29_667, dpp: 26_727, ppn: 2_940, grand_total: 29_667 });
    expect(one(0).unitCosts).toEqual([26_726.6667]);
  });
  it('7 Strip for 57.280 received as 7 batches of 1 in one receipt: 57.280 exactly', () => {
    const r = valueReceipt(
      { is_ppn: 0, ppn_percent: 0, ppn_included: 0, subtotal: 57_280, dpp: 57_280 },
      [{ line_id: 1, qty: 7, subtotal: 57_280 }],
      new Map(),
      Array.from({ length: 7 }, () => ({ order_line_id: 1, qty: 1 })),
    );
    expect(r.totals.grand_total).toBe(57_280);
    expect(lineMoney({ qty: 7, price: 8_600, discount_type: 'rupiah', discount: 2_920 }).subtotal).toBe(57_280);
  });
});

describe('rules around the figures', () => {
  it('refuses discounts above the line and keeps the discount at most the gross', () => {
    expect(lineMoney({ qty: 1, price: 1_000, discount_type: 'percent', discount: 120 })).toMatchObject({
      discount_amount: 1_000,
      subtotal: 0,
      discount_too_high: true,
    });
    expect(lineDiscountRefusals({ qty: 1, price: 1_000, discount_type: 'percent', discount: 120 })).toEqual(['Diskon persen maksimal 100']);
    expect(lineDiscountRefusals({ qty: 1, price: 1, discount_type: 'rupiah', discount: 1.5 })).toEqual([
      'Diskon tidak boleh melebihi jumlah harga baris',
      'Diskon rupiah harus bilangan bulat',
    ]);
    expect(lineDiscountRefusals({ qty: 2, price: 1_000, discount_type: 'rupiah', discount: 2_000 })).toEqual([]);
    // two decimals of percent, half up, exact near MONEY_MAX
    expect(lineMoney({ qty: 1, price: 15, discount_type: 'percent', discount: 10 }).discount_amount).toBe(2);
    expect(lineMoney({ qty: 1, price: 999_999_999_999, discount_type: 'percent', discount: 12.35 }).discount_amount).toBe(123_500_000_000);
  });
  it('takes the order discount before PPN and never below zero', () => {
    expect(ppnOf(10_000, NO_PPN)).toEqual({ percent: 0, included: false, dpp: 10_000, ppn: 0, total: 10_000 });
    expect(documentTotals([lineMoney({ qty: 1, price: 10_000 })], { order_discount: 1_000 }, PPN11)).toMatchObject({
      dpp: 9_000,
      ppn: 990,
      grand_total: 9_990,
    });
    expect(documentTotals([lineMoney({ qty: 1, price: 100 })], { order_discount: 500 }, NO_PPN).grand_total).toBe(0);
  });
  it('finds the discounts above the approval limit', () => {
    expect(discountLimitOf('15')).toBe(15);
    expect([discountLimitOf(''), discountLimitOf('abc'), discountLimitOf('150'), discountLimitOf(null)]).toEqual([0, 0, 0, 0]);
    const lines = [
      { list_gross: 10_000, subtotal: 9_000 },
      { list_gross: 10_000, subtotal: 8_000 },
    ];
    expect(discountsAboveLimit(lines, 0, 15)).toEqual({ lines: [1], order: false });
    expect(discountsAboveLimit(lines, 3_000, 15)).toEqual({ lines: [1], order: true });
    expect(discountsAboveLimit(lines, 3_000, 0)).toEqual({ lines: [], order: false });
  });
});

describe('customer return value', () => {
  it('shares the goods total over the lines by subtotal, summing exactly', () => {
    const totals = returnLineTotals(
      [
        { line_id: 2, subtotal: 20_000 },
        { line_id: 1, subtotal: 10_000 },
        { line_id: 3, subtotal: 0 },
      ],
      27_001,
    );
    expect([...totals.entries()]).toEqual([
      [1, 9_000],
      [2, 18_001],
      [3, 0],
    ]);
  });
  it('values a line returned in seven parts at exactly its total', () => {
    const parts = Array.from({ length: 7 }, (_, i) => returnedValue(57_280, 7, i, 1));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(57_280);
    expect(returnedValue(57_280, 7, 0, 7)).toBe(57_280);
    expect(returnedValue(57_280, 0, 0, 1)).toBe(0);
    expect(returnedValue(57_280, 7, 0, 0)).toBe(0);
  });
});
