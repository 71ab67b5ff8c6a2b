import { describe, expect, it } from 'vitest';
import { idNumberMessage, parseIdNumber } from './id-number.js';

const value = (input: unknown, opts = {}) => {
  const r = parseIdNumber(input, opts);
  return r.ok ? r.value : r.problem;
};

describe('parseIdNumber', () => {
  it('reads Indonesian notation: dots group thousands, a comma starts the decimals', () => {
    expect(value('750.000')).toBe(750000);
    expect(value('1.250.000')).toBe(1250000);
    expect(value('1.250.000,50')).toBe(1250000.5);
    expect(value('1.250')).toBe(1250);
    expect(value('0,5')).toBe(0.5);
    expect(value('12,75')).toBe(12.75);
    expect(value('1.500,-')).toBe(1500);
    expect(value(' 750.000 ')).toBe(750000);
  });

  it('reads plain digits and JSON numbers', () => {
    expect(value('750000')).toBe(750000);
    expect(value('-5')).toBe(-5);
    expect(value('0')).toBe(0);
    expect(value(750000)).toBe(750000);
    expect(value(12.5)).toBe(12.5);
  });

  it('refuses exotic forms: hexadecimal, exponents, Infinity, English notation, spaces and misplaced separators', () => {
    for (const s of [
      '0x10',
      '7.5e5',
      '1e3',
      'Infinity',
      '-Infinity',
      'NaN',
      '1,250.00',
      '1 250 000',
      '750 000',
      '1..250',
      '.5',
      '5.',
      '12.34.567',
      '+5',
      '--5',
      'Rp 1.000',
      '1,2,3',
      '５',
    ])
      expect(value(s), s).toBe('format');
    expect(value(Number.POSITIVE_INFINITY)).toBe('format');
    expect(value(Number.NaN)).toBe('format');
    expect(value(true)).toBe('format');
    expect(value({})).toBe('format');
  });

  it('refuses a single dot that is not a thousands group as ambiguous', () => {
    expect(value('1.25')).toBe('ambiguous');
    expect(value('12.5')).toBe('ambiguous');
    expect(value('7.5')).toBe('ambiguous');
    expect(value('1.2500')).toBe('ambiguous');
    expect(idNumberMessage('Harga', 'ambiguous')).toMatch(/titik untuk ribuan/);
  });

  it('keeps integer fields whole: fractions refused, ,00 accepted', () => {
    const int = { integer: true };
    expect(value('1.250.000,50', int)).toBe('fraction');
    expect(value('0,5', int)).toBe('fraction');
    expect(value(12.5, int)).toBe('fraction');
    expect(value('1.250.000,00', int)).toBe(1250000);
    expect(value(1250000, int)).toBe(1250000);
  });

  it("reads English thousands ('75,000', '1,250,000') as thousands, never as 75 (issue 20 item 10)", () => {
    const int = { integer: true };
    const money = { integer: true, min: 0, max: 999_999_999_999 };
    // Integer fields (rupiah, counts): a ',' followed by exactly three digits can only be thousands.
    expect(value('75,000', money)).toBe(75000);
    expect(value('1,500', int)).toBe(1500);
    expect(value('-75,000', int)).toBe(-75000);
    expect(value('1,250,000', money)).toBe(1250000);
    expect(value('999,999,999,999', money)).toBe(999_999_999_999);
    expect(value('1,000,000,000,000', money)).toBe('max');
    // Indonesian notation as before.
    expect(value('1.250.000', money)).toBe(1250000);
    expect(value('75.000', money)).toBe(75000);
    expect(value('75,00', money)).toBe(75);
    expect(value('1.250,000', int)).toBe(1250);
    expect(value('1250,000', int)).toBe(1250);
    expect(value('0,000', int)).toBe(0);
    // Fields with decimals: '75,000' and '1,125' could be either, so refused; more groups are thousands.
    expect(value('75,000')).toBe('ambiguous');
    expect(value('1,125', { decimals: 3 })).toBe('ambiguous');
    expect(value('1,250,000')).toBe(1250000);
    expect(value('1.250,5')).toBe(1250.5);
    expect(value('12,5')).toBe(12.5);
    expect(value('12,50')).toBe(12.5);
    expect(value('0,125', { decimals: 3 })).toBe(0.125);
    expect(value('1.250,5', int)).toBe('fraction');
    // English decimals and broken groups stay refused.
    for (const s of ['1,250.50', '1,250,00', '1,25,000', '75,0000,000', '1,250,000,-']) expect(value(s, int), s).toBe('format');
  });

  it('limits decimals, range and size', () => {
    expect(value('1,125')).toBe('ambiguous');
    expect(value('1,1250', { decimals: 3 })).toBe(1.125);
    expect(value('1,12')).toBe(1.12);
    expect(value('1,123')).toBe('ambiguous');
    expect(value('12,3456')).toBe('decimals');
    expect(value(1.125)).toBe('decimals');
    expect(value('-1', { min: 0 })).toBe('min');
    expect(value('1.000', { max: 999 })).toBe('max');
    expect(value('9999999999999999')).toBe('max');
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
    expect(value(undefined)).toBe('empty');
    expect(value('-0')).toBe(0);
  });
});
