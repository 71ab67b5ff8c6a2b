import { describe, expect, it } from 'vitest';
import { splitSalesPeriod } from './period.js';

describe('splitSalesPeriod', () => {
  it('reads whole months from the monthly table and the edge days from the daily table', () => {
    expect(splitSalesPeriod({ start: '2025-01-15', end: '2025-04-10' })).toEqual({
      months: { from: '2025-02-01', to: '2025-03-01' },
      days: [
        { from: '2025-01-15', to: '2025-01-31' },
        { from: '2025-04-01', to: '2025-04-10' },
      ],
    });
  });
  it('a period of whole months reads no day', () => {
    expect(splitSalesPeriod({ start: '2024-01-01', end: '2025-12-31' })).toEqual({ months: { from: '2024-01-01', to: '2025-12-01' }, days: [] });
    expect(splitSalesPeriod({ start: '2024-02-01', end: '2024-02-29' })).toEqual({ months: { from: '2024-02-01', to: '2024-02-01' }, days: [] });
  });
  it('a month starting the period, days ending it (and the other way round)', () => {
    expect(splitSalesPeriod({ start: '2025-03-01', end: '2025-04-02' })).toEqual({
      months: { from: '2025-03-01', to: '2025-03-01' },
      days: [{ from: '2025-04-01', to: '2025-04-02' }],
    });
    expect(splitSalesPeriod({ start: '2024-12-30', end: '2025-01-31' })).toEqual({
      months: { from: '2025-01-01', to: '2025-01-01' },
      days: [{ from: '2024-12-30', to: '2024-12-31' }],
    });
  });
  it('a period without a whole month is all days', () => {
    expect(splitSalesPeriod({ start: '2025-01-02', end: '2025-01-31' })).toEqual({ months: null, days: [{ from: '2025-01-02', to: '2025-01-31' }] });
    expect(splitSalesPeriod({ start: '2025-01-20', end: '2025-02-10' })).toEqual({ months: null, days: [{ from: '2025-01-20', to: '2025-02-10' }] });
    expect(splitSalesPeriod({ start: '2025-05-05', end: '2025-05-05' })).toEqual({ months: null, days: [{ from: '2025-05-05', to: '2025-05-05' }] });
  });
  it('an end before the start reads nothing', () => {
    expect(splitSalesPeriod({ start: '2025-05-05', end: '2025-05-04' })).toEqual({ months: null, days: [] });
  });
});
