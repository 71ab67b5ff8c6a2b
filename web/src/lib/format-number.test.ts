import { describe, expect, it } from 'vitest';
import { formatCompact, formatMoney, formatNumber, formatRupiah, idIntegerInput, parseNumber } from './format-number';

describe('money formatters (spec-2 §9)', () => {
  it("prefixes 'Rp ', groups thousands with dots and ends with ',-'", () => {
    expect(formatRupiah(1500)).toBe('Rp 1.500,-');
    expect(formatRupiah(1234567)).toBe('Rp 1.234.567,-');
    expect(formatRupiah('250000')).toBe('Rp 250.000,-');
    expect(formatRupiah(999)).toBe('Rp 999,-');
    expect(formatRupiah(-12500)).toBe('Rp -12.500,-');
  });
  it("shows '0,-' for zero or missing", () => {
    for (const v of [0, '0', null, undefined, '', 'abc']) {
      expect(formatRupiah(v)).toBe('0,-');
      expect(formatMoney(v)).toBe('0,-');
    }
  });
  it('formats money without the prefix', () => {
    expect(formatMoney(1000000)).toBe('1.000.000,-');
    expect(formatMoney(10.4)).toBe('10,-');
  });
});

describe('number format', () => {
  it("uses '.' for thousands and ',' for decimals", () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatNumber(0.125, 2)).toBe('0,13');
    expect(formatNumber(-9876543.21, 2)).toBe('-9.876.543,21');
    expect(formatNumber(null)).toBe('0');
  });
  it('parses Indonesian numbers back', () => {
    expect(parseNumber('1.234,5')).toBe(1234.5);
    expect(parseNumber('Rp 1.500,-')).toBe(1500);
  });
});

describe('compact numbers (k M G T P E)', () => {
  it.each([
    [999, '999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [2_000_000, '2M'],
    [3_250_000_000, '3.3G'],
    [4e12, '4T'],
    [5e15, '5P'],
    [6e18, '6E'],
  ])('%d → %s', (n, s) => {
    expect(formatCompact(n)).toBe(s);
  });
  it('honours the digits', () => {
    expect(formatCompact(3_250_000_000, 2)).toBe('3.25G');
  });
});

describe('whole-number input (issue 7: Indonesian input read 1,000 times too small)', () => {
  it("reads '750.000' as 750000 and shows 750000 as '750.000'", () => {
    expect(idIntegerInput.parser('750.000')).toBe(750000);
    expect(idIntegerInput.parser('1.250.000')).toBe(1250000);
    expect(idIntegerInput.parser('750000')).toBe(750000);
    expect(idIntegerInput.formatter(750000)).toBe('750.000');
    expect(idIntegerInput.formatter('1250000')).toBe('1.250.000');
    expect(idIntegerInput.formatter(undefined)).toBe('');
    expect(idIntegerInput.formatter(750, { userTyping: true, input: '750.0' })).toBe('750.0');
  });
  it("reads '75,000' (English thousands, issue 20 item 10) as 75000 with the server's parser, never 75", () => {
    expect(idIntegerInput.parser('75,000')).toBe(75000);
    expect(idIntegerInput.parser('1,250,000')).toBe(1250000);
    expect(idIntegerInput.parser('75.000')).toBe(75000);
    expect(idIntegerInput.parser('Rp 1.500,-')).toBe(1500);
    expect(idIntegerInput.parser('1.250,5')).toBeNaN();
    expect(idIntegerInput.parser('1,250.50')).toBeNaN();
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('1.250,5')).toBe(1250.5);
    expect(parseNumber('75,000')).toBeNaN();
  });
});
