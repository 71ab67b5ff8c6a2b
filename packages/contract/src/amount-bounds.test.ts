import { describe, expect, it } from 'vitest';
import { documentTotalRefusal, lineGrossRefusal, lineQtyRefusal, percentOfAmount, pricedLinesIssues, QTY_MAX } from './amount-bounds.js';
import { MONEY_MAX } from './schemas/fields.js';

describe('amount bounds (issue 20 item 9)', () => {
  it('bounds a line at QTY_MAX small units and MONEY_MAX rupiah, a document at MONEY_MAX', () => {
    expect(lineQtyRefusal(QTY_MAX)).toBeUndefined();
    expect(lineQtyRefusal(QTY_MAX + 1)).toBe('Jumlah terlalu besar: maksimal 1.000.000.000 satuan kecil per baris');
    expect(lineGrossRefusal(MONEY_MAX)).toBeUndefined();
    expect(lineGrossRefusal(MONEY_MAX + 1)).toBe('Jumlah × harga baris melebihi batas Rp 999.999.999.999');
    expect(documentTotalRefusal(MONEY_MAX + 1)).toBe('Total dokumen melebihi batas Rp 999.999.999.999');
    // 1000 lines at the bounds still sum below 2^53: answers stay exact.
    expect(Number.isSafeInteger(1000 * QTY_MAX) && Number.isSafeInteger(1000 * MONEY_MAX)).toBe(true);
  });

  it('finds the lines whose qty × price passes MONEY_MAX, or the sum that does', () => {
    expect(pricedLinesIssues([{ qty: QTY_MAX, price: 999 }])).toEqual([]);
    expect(
      pricedLinesIssues([
        { qty: 1, price: 5 },
        { qty: QTY_MAX, price: 1001 },
      ]),
    ).toEqual([{ path: [1, 'qty'], message: 'Jumlah × harga baris melebihi batas Rp 999.999.999.999' }]);
    expect(
      pricedLinesIssues([
        { qty: 600_000_000, price: 1000 },
        { qty: 600_000_000, price: 1000 },
      ]),
    ).toEqual([{ path: [], message: 'Total dokumen melebihi batas Rp 999.999.999.999' }]);
    expect(pricedLinesIssues([{ qty: QTY_MAX, price: undefined }])).toEqual([]);
  });

  it('takes a percent of an amount near MONEY_MAX exactly (the float product passes 2^53)', () => {
    // 999.999.995.001 × 99,99 % = 999.899.995.001,4999: the float product rounds to ...5.000 and gave ...5.002.
    expect(percentOfAmount(999_999_995_001, 99.99)).toBe(999_899_995_001);
    expect(percentOfAmount(999_999_999_999, 12.35)).toBe(123_500_000_000);
    expect(percentOfAmount(999_999_999_998, 0.05)).toBe(500_000_000);
    expect(percentOfAmount(999_999_999_999, 0.01)).toBe(100_000_000);
    expect(percentOfAmount(10_000, 12.5)).toBe(1250);
    expect(percentOfAmount(5, 10)).toBe(1);
    expect(percentOfAmount(15, 10)).toBe(2);
  });
});
