/** Number and money formatters of spec-2 §9 (thousands '.', decimals ','; money ends with ',-'), shared by the client and the server's PDFs. */

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

/** 1234567.5 → '1.234.567,50' with 2 decimals; thousands '.', fraction ','. */
export function formatNumber(value: unknown, decimals = 0): string {
  const n = toNumber(value) ?? 0;
  const fixed = Math.abs(n).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = n < 0 && Number(fixed) !== 0 ? '-' : '';
  return frac ? `${sign}${grouped},${frac}` : `${sign}${grouped}`;
}

/** Money without prefix: 1500 → '1.500,-'; zero or missing → '0,-'. */
export function formatMoney(value: unknown): string {
  const n = toNumber(value);
  if (n === null || Math.round(n) === 0) return '0,-';
  return `${formatNumber(Math.round(n))},-`;
}

/** The rupiah formatter: 1500 → 'Rp 1.500,-'; zero or missing → '0,-'. */
export function formatRupiah(value: unknown): string {
  const n = toNumber(value);
  if (n === null || Math.round(n) === 0) return '0,-';
  return `Rp ${formatNumber(Math.round(n))},-`;
}
