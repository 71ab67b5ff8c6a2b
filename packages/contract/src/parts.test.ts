import { describe, expect, it } from 'vitest';
import { partValue, shareOut, valueOfQty } from './parts.js';

describe('money of a line taken in parts', () => {
  it('values parts cumulatively so they sum to the line (issue 20 item 4)', () => {
    // One 89.000 line of 3 units received one at a time: 29.667 + 29.667 + 29.667 = 89.001 rounded each; cumulatively 89.000.
    const three = [0, 1, 2].map((before) => partValue(89_000, 3, before, 1));
    expect(three).toEqual([29_667, 29_666, 29_667]);
    expect(three.reduce((a, v) => a + v, 0)).toBe(89_000);
    // Seven one-unit returns of a 57.280 line: 8.182,86 each → 8.183 × 7 = 57.281; cumulatively 57.280.
    const seven = [0, 1, 2, 3, 4, 5, 6].map((before) => partValue(57_280, 7, before, 1));
    expect(seven.reduce((a, v) => a + v, 0)).toBe(57_280);
    expect(Math.max(...seven) - Math.min(...seven)).toBe(1);
    // Parts of any size in any split.
    expect(partValue(100, 3, 0, 2) + partValue(100, 3, 2, 1)).toBe(100);
  });
  it('rounds half up and stays exact beyond 2^53', () => {
    expect(valueOfQty(5, 2, 1)).toBe(3);
    expect(valueOfQty(0, 2, 1)).toBe(0);
    expect(valueOfQty(999_999_999_999, 1_000_000_000, 999_999_999)).toBe(999_999_998_999);
  });
  it('shares a total over weights so the shares sum to it', () => {
    // Three lines of 1.000 on an invoice whose goods total 2.000 after an order discount: 667 + 666 + 667, not 667 × 3.
    expect(shareOut(2_000, [1_000, 1_000, 1_000])).toEqual([667, 666, 667]);
    expect(shareOut(2_000, [0, 0])).toEqual([0, 0]);
    expect(shareOut(57_280, [57_280])).toEqual([57_280]);
  });
});
