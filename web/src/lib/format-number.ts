/** Number and money formatters of spec-2 §9: thousands '.', decimals ',', money ends with ',-' (the money ones live in the contract, shared with the server's PDFs). */

import { formatNumber, type IdNumberOptions, parseIdNumber } from '@bo/contract';

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

/**
 * Reads a typed number with the server's one parser (parseIdNumber of the contract), so a form
 * reads exactly what the API and the imports would: '1.250.000' and '1,250,000' are 1250000,
 * '1.250,5' is 1250.5, '75,000' is 75000 in a whole-number field and refused where decimals are
 * kept (never 75). A leading 'Rp' is allowed. NaN when refused (an antd input then keeps its last
 * good value), 0 when empty.
 */
export function parseNumber(text: string | undefined | null, opts: IdNumberOptions = {}): number {
  const s = String(text ?? '')
    .replace(/^\s*Rp\.?\s*/i, '')
    .trim();
  if (s === '') return 0;
  const r = parseIdNumber(s, opts);
  return r.ok ? r.value : Number.NaN;
}

/**
 * Formatter and parser of an antd InputNumber holding a whole number: shows '750.000' and reads what
 * an Indonesian user types, '750.000' as 750000 (antd's own parser reads the dot as a decimal
 * point: 750, a thousand times too small), and '75,000' as 75000 (see parseNumber). Typed text
 * stays as typed until the field is left.
 */
export const idIntegerInput = {
  formatter: (value: string | number | undefined, info?: { userTyping: boolean; input: string }) =>
    info?.userTyping ? info.input : value === undefined || value === '' ? '' : formatNumber(value),
  parser: (text: string | undefined) => parseNumber(text, { integer: true }),
};
