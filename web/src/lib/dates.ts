import dayjs from 'dayjs';
import 'dayjs/locale/id';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);
dayjs.locale('id');

type DateInput = string | number | Date | null | undefined;

function toDayjs(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  // unix seconds (10 digits) as the server may send them
  if (typeof value === 'number' && value < 1e11) return dayjs(value * 1000);
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** '5 Januari 2024' (Indonesian month names). */
export function formatDate(value: DateInput, pattern = 'D MMMM YYYY'): string {
  const d = toDayjs(value);
  return d ? d.locale('id').format(pattern) : '-';
}

/** '5 Januari 2024 14:30'. */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, 'D MMMM YYYY HH:mm');
}

/**
 * Relative time in minutes, hours and days (spec-2 §9): 'baru saja', '5 menit yang lalu',
 * '3 jam yang lalu', '2 hari yang lalu'; older than 30 days shows the date.
 */
export function formatTimeAgo(value: DateInput, now: Date = new Date()): string {
  const d = toDayjs(value);
  if (!d) return '-';
  const diff = Math.floor((now.getTime() - d.valueOf()) / 1000);
  if (diff < 60) return 'baru saja';
  if (diff < 3600) return `${Math.floor(diff / 60)} menit yang lalu`;
  if (diff < 86400) return `${Math.floor(diff / 3600)} jam yang lalu`;
  if (diff < 86400 * 30) return `${Math.floor(diff / 86400)} hari yang lalu`;
  return formatDate(d.toDate());
}
