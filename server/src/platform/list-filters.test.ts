import { describe, expect, it } from 'vitest';
import { listFilters } from './list-filters.js';

const errorsOf = (body: Record<string, unknown>) => {
  try {
    listFilters(body, ['date_start', 'gudang_id'], { ints: ['gudang_id'], dates: ['date_start'] });
    return undefined;
  } catch (e) {
    return (e as { errors?: Record<string, string[]> }).errors ?? String(e);
  }
};

describe('stock list filters', () => {
  it('answers a field error, not a crash, for a month or day that does not exist', () => {
    for (const bad of ['2026-13-01', '2026-02-30', '2026-00-10', '2026-1-1', 'kemarin'])
      expect(errorsOf({ date_start: bad }), bad).toEqual({ date_start: ['Tanggal harus berformat TTTT-BB-HH'] });
    expect(errorsOf({ columnFilters: { date_start: '2026-13-01' } })).toEqual({ date_start: ['Tanggal harus berformat TTTT-BB-HH'] });
  });

  it('keeps real dates and whole numbers', () => {
    expect(listFilters({ date_start: '2024-02-29', gudang_id: '3' }, ['date_start', 'gudang_id'], { ints: ['gudang_id'], dates: ['date_start'] })).toEqual({
      date_start: '2024-02-29',
      gudang_id: '3',
    });
  });
});
