/**
 * How an export column is written:
 * - text: a string cell with the text format '@' (codes, phones, NPWP, account numbers), so that
 *   Excel keeps leading zeros and a leading + when the cell is edited;
 * - money: a number cell with the thousands format '#,##0';
 * - number: a number cell;
 * - date: a date cell (dd/mm/yyyy);
 * - undefined: as the value comes (strings as string cells, numbers as number cells).
 * Strings are always string cells, which Excel never evaluates, so text starting with = + - @
 * is written as it is (no apostrophe); only a formula cell could run, and none is ever written.
 */
export type CellKind = 'text' | 'money' | 'number' | 'date';

export const NUM_FMT: Record<CellKind, string | undefined> = { text: '@', money: '#,##0', number: undefined, date: 'dd/mm/yyyy' };

/** A date column's value (a 'yyyy-mm-dd' string or a driver's Date) as a Date at UTC midnight. */
function dateCell(v: unknown): Date | string | null {
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return null;
    // PGlite answers UTC midnight, node-postgres local midnight: keep the calendar day either way.
    const utc = v.getUTCHours() === 0 && v.getUTCMinutes() === 0;
    return utc ? v : new Date(Date.UTC(v.getFullYear(), v.getMonth(), v.getDate()));
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v));
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : String(v);
}

/** A value as it goes into a spreadsheet cell of the given kind. */
export function cellValue(v: unknown, kind?: CellKind): string | number | Date | null {
  if (v === null || v === undefined || v === '') return null;
  if (kind === 'text') return String(v);
  if (kind === 'date') return dateCell(v);
  if (kind === 'money' || kind === 'number') {
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? n : String(v);
  }
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v;
  return String(v);
}
