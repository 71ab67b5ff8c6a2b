/**
 * Indonesian number, money and date texts of the charts: full in tooltips ('Rp 12.500.000,-',
 * '5 Januari 2026'), short on the axes ('Rp 12,5 jt', '5 Jan'). The full ones are the app's
 * formatters (lib/format-number, lib/dates), so a chart reads as the tables beside it.
 */
import { formatDate } from '../../lib/dates';
import { formatNumber, formatRupiah } from '../../lib/format-number';

/** How a series' values read: a count/quantity or rupiah. */
export type ValueKind = 'number' | 'rupiah';
/** How the categories read: days ('YYYY-MM-DD'), months ('YYYY-MM'), or names as they are. */
export type CategoryKind = 'date' | 'month' | 'text';

// ribu, juta, miliar, triliun (M is miliar in Indonesian, not million)
const STEPS = [
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'M' },
  { value: 1e6, symbol: 'jt' },
  { value: 1e3, symbol: 'rb' },
];

/** 1500 → '1,5 rb', 12500000 → '12,5 jt', 2e9 → '2 M', 999 → '999' (comma decimals, at most `digits`). */
export function formatCompactId(value: unknown, digits = 1): string {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n)) return '0';
  const abs = Math.abs(n);
  for (const { value: v, symbol } of STEPS) {
    if (abs >= v) return `${formatNumber(n / v, digits).replace(/,0+$|(,\d*[1-9])0+$/, '$1')} ${symbol}`;
  }
  return formatNumber(n, Number.isInteger(n) ? 0 : digits).replace(/,0+$|(,\d*[1-9])0+$/, '$1');
}

/** A value in a tooltip or a label: '1.250' or 'Rp 1.250.000,-'. */
export function formatValue(kind: ValueKind, value: unknown): string {
  if (value === null || value === undefined || value === '' || value === '-') return '-';
  return kind === 'rupiah' ? formatRupiah(value) : formatNumber(value, Number.isInteger(Number(value)) ? 0 : 2);
}

/** A value on an axis: counts below a million in full ('12.500'), above short ('1,2 jt'); rupiah always short ('Rp 500 rb'). */
export function formatAxisValue(kind: ValueKind, value: unknown): string {
  const n = Number(value ?? 0);
  if (kind === 'rupiah') return n === 0 ? '0' : `Rp ${formatCompactId(n)}`;
  return Math.abs(n) >= 1e6 ? formatCompactId(n) : formatNumber(n, Number.isInteger(n) ? 0 : 1);
}

/** A category on its axis: '5 Jan', 'Jan 2026', or the name. */
export function formatAxisCategory(kind: CategoryKind, value: string): string {
  if (kind === 'date') return formatDate(value, 'D MMM');
  if (kind === 'month') return formatDate(value, 'MMM YYYY');
  return value;
}

/** A category in a tooltip: '5 Januari 2026', 'Januari 2026', or the name. */
export function formatTooltipCategory(kind: CategoryKind, value: string): string {
  if (kind === 'date') return formatDate(value, 'dddd, D MMMM YYYY');
  if (kind === 'month') return formatDate(value, 'MMMM YYYY');
  return value;
}

/** A share of a pie: '33,3%'. */
export function formatPercentId(value: number): string {
  return `${formatNumber(value, Number.isInteger(value) ? 0 : 1)}%`;
}

/** Names come from users (products, customers): the tooltip is HTML, so they are escaped. */
export function escapeHtml(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
