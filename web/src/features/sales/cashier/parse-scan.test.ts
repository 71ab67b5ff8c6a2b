import { describe, expect, it } from 'vitest';
import { parseScan } from './parse-scan';

describe('parseScan', () => {
  it('reads a plain code as one', () => {
    expect(parseScan(' 8991234567001 ')).toEqual({ qty: 1, code: '8991234567001' });
    expect(parseScan('Vitamin C')).toEqual({ qty: 1, code: 'Vitamin C' });
  });
  it("reads 'n*code' as n of the code, at least one", () => {
    expect(parseScan('3*8991234567001')).toEqual({ qty: 3, code: '8991234567001' });
    expect(parseScan(' 12 * Vitamin ')).toEqual({ qty: 12, code: 'Vitamin' });
    expect(parseScan('0*899')).toEqual({ qty: 1, code: '899' });
    expect(parseScan('2*')).toEqual({ qty: 2, code: '' });
  });
  it('takes a longer number before * as part of the code', () => {
    expect(parseScan('12345*6')).toEqual({ qty: 1, code: '12345*6' });
  });
});
