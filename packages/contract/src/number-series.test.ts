import { describe, expect, it } from 'vitest';
import { formatSeriesCode, SERIES, seriesPatternError, seriesPeriod, seriesReset } from './number-series.js';

// 2026-11-30 18:30 UTC is already 1 December 2026 in Jakarta (UTC+7).
const lateUtc = new Date('2026-11-30T18:30:00Z');
const noon = new Date('2026-11-22T05:00:00Z');

describe('number series patterns', () => {
  it('formats prefix, date part and zero-padded counter with the separator', () => {
    expect(formatSeriesCode(SERIES.member_code.pattern, 1, noon)).toBe('KTK000001');
    expect(formatSeriesCode(SERIES.sales_invoice.pattern, 42, noon)).toBe('INV/2611/00042');
    expect(formatSeriesCode(SERIES.sales_invoice_ppn.pattern, 42, noon)).toBe('INVP/2611/00042');
    expect(formatSeriesCode({ prefix: 'X', date: 'YYYYMMDD', digits: 3, separator: '-' }, 7, noon)).toBe('X-20261122-007');
    expect(formatSeriesCode({ prefix: '', date: 'YYYY', digits: 2 }, 5, noon)).toBe('202605');
    expect(formatSeriesCode({ prefix: 'A', digits: 2 }, 1234, noon)).toBe('A1234');
  });

  it('takes dates in Jakarta time, for the code and for the period', () => {
    expect(formatSeriesCode({ prefix: 'T', date: 'YYMMDD', digits: 1 }, 1, lateUtc)).toBe('T2612011');
    expect(seriesPeriod({ prefix: 'T', date: 'YYMM', digits: 1 }, lateUtc)).toBe('202612');
  });

  it('resets as often as the date part changes unless told otherwise', () => {
    expect(seriesReset(SERIES.member_code.pattern)).toBe('never');
    expect(seriesReset(SERIES.sales_invoice.pattern)).toBe('monthly');
    expect(seriesReset({ prefix: 'A', date: 'YYYYMMDD', digits: 3, reset: 'yearly' })).toBe('yearly');
    expect(seriesPeriod(SERIES.member_code.pattern, noon)).toBe('');
    expect(seriesPeriod({ prefix: 'A', date: 'YYMM', digits: 3, reset: 'yearly' }, noon)).toBe('2026');
    expect(seriesPeriod(SERIES.lab_registration.pattern, noon)).toBe('20261122');
  });

  it('refuses patterns that would repeat codes or hold odd characters', () => {
    for (const s of Object.values(SERIES)) expect(seriesPatternError(s.pattern), s.name).toBeUndefined();
    expect(seriesPatternError({ prefix: 'A', date: 'YYMM', digits: 3, reset: 'daily' })).toMatch(/nomor ganda/);
    expect(seriesPatternError({ prefix: 'A', digits: 3, reset: 'monthly' })).toMatch(/nomor ganda/);
    expect(seriesPatternError({ prefix: 'A B', digits: 3 })).toMatch(/Awalan/);
    expect(seriesPatternError({ prefix: 'A', digits: 0 })).toMatch(/digit/);
    expect(seriesPatternError({ prefix: 'A', digits: 3, separator: '#' })).toMatch(/Pemisah/);
  });

  it('declares each series under its own name', () => {
    for (const [key, s] of Object.entries(SERIES)) expect(s.name).toBe(key);
  });
});
