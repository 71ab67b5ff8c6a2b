/**
 * A value as it may go into a spreadsheet cell. Text starting with = + - @ (or a tab/CR) would run
 * as a formula in Excel (CSV/formula injection): it is prefixed with an apostrophe.
 */
export function safeCell(v: unknown): string | number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString().replace('T', ' ').slice(0, 19);
  const s = String(v);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}
