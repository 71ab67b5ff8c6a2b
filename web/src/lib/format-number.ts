/** Number and money formatters of spec-2 §9: thousands '.', decimals ',', money ends with ',-' (the money ones live in the contract, shared with the server's PDFs). */

import { formatNumber } from '@bo/contract';

export { formatMoney, formatNumber, formatRupiah } from '@bo/contract';

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

const SI = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** Compact number: 1500 → '1.5k', 2000000 → '2M' (suffixes k M G T P E). */
export function formatCompact(value: unknown, digits = 1): string {
  const n = toNumber(value) ?? 0;
  const abs = Math.abs(n);
  for (const { value: v, symbol } of SI) {
    if (abs >= v) {
      return (n / v).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + symbol;
    }
  }
  return String(n);
}

/** Parses an Indonesian-formatted number ('1.234,5') back to a number. */
export function parseNumber(text: string | undefined | null): number {
  if (!text) return 0;
  const n = Number(
    String(text)
      .replace(/,-$/, '')
      .replace(/[^\d,-]/g, '')
      .replace(',', '.'),
  );
  return Number.isFinite(n) ? n : 0;
}

/**
 * Formatter and parser of an antd InputNumber holding a whole number: shows '750.000' and reads what
 * an Indonesian user types, '750.000' as 750000 (antd's own parser reads the dot as a decimal
 * point: 750, a thousand times too small). Typed text stays as typed until the field is left.
 */
export const idIntegerInput = {
  formatter: (value: string | number | undefined, info?: { userTyping: boolean; input: string }) =>
    info?.userTyping ? info.input : value === undefined || value === '' ? '' : formatNumber(value),
  parser: (text: string | undefined) => parseNumber(text),
};
