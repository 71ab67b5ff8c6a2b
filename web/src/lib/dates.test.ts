import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTimeAgo } from './dates';

describe('Indonesian dates', () => {
  it('uses Indonesian month and day names', () => {
    expect(formatDate('2024-01-05')).toBe('5 Januari 2024');
    expect(formatDate('2024-08-17', 'dddd, D MMMM YYYY')).toBe('Sabtu, 17 Agustus 2024');
    expect(formatDateTime('2024-12-31T14:30:00')).toBe('31 Desember 2024 14:30');
    expect(formatDate(null)).toBe('-');
  });
  it('gives relative time in minutes, hours and days', () => {
    const now = new Date('2024-05-10T12:00:00');
    expect(formatTimeAgo(new Date('2024-05-10T11:59:30'), now)).toBe('baru saja');
    expect(formatTimeAgo(new Date('2024-05-10T11:55:00'), now)).toBe('5 menit yang lalu');
    expect(formatTimeAgo(new Date('2024-05-10T09:00:00'), now)).toBe('3 jam yang lalu');
    expect(formatTimeAgo(new Date('2024-05-08T12:00:00'), now)).toBe('2 hari yang lalu');
    expect(formatTimeAgo(new Date('2024-01-01T12:00:00'), now)).toBe('1 Januari 2024');
  });
});
