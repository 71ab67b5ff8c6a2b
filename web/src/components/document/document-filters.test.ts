import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toColumnFilters } from './document-filters';

describe('toColumnFilters', () => {
  it('leaves out empty values, sends the period as date_start and date_end, and keeps the base filters', () => {
    const period = [dayjs('2026-11-01'), dayjs('2026-11-30')];
    expect(toColumnFilters({ gudang_id: 2, status: undefined, search: '', vendor_id: null, period }, { is_internal: 1 })).toEqual({
      is_internal: 1,
      gudang_id: 2,
      date_start: '2026-11-01',
      date_end: '2026-11-30',
    });
  });

  it('a cleared period sends no dates', () => {
    expect(toColumnFilters({ period: null, transfer_number: 'TRF' })).toEqual({ transfer_number: 'TRF' });
  });
});
