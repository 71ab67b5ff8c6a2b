import { ErrorBag } from './errors.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A YYYY-MM-DD that names a real day: 2026-02-30 and 2026-13-01 are not (the latter is an Invalid Date, which toISOString would throw on). */
const realDate = (s: string) => {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/**
 * The filters of a stock list, from the body's top level or its columnFilters: only the allowed
 * keys; whole numbers and YYYY-MM-DD dates checked, so a bad value is a 422 at its field, not a
 * database error.
 */
export function listFilters(
  body: Record<string, unknown> & { columnFilters?: Record<string, unknown> },
  keys: readonly string[],
  kinds: { ints?: readonly string[]; dates?: readonly string[] } = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const bag = new ErrorBag();
  for (const k of keys) {
    const v = body[k] ?? body.columnFilters?.[k];
    if (v === undefined || v === null || v === '') continue;
    const s = String(v).trim();
    if (kinds.ints?.includes(k) && !/^\d{1,9}$/.test(s)) bag.add(k, 'Harus berupa angka');
    else if (kinds.dates?.includes(k) && !realDate(s)) bag.add(k, 'Tanggal harus berformat TTTT-BB-HH');
    else out[k] = s;
  }
  bag.throwIfAny();
  return out;
}
