/**
 * Money of a line taken in parts (partial receipts, partial returns). Each part is valued
 * cumulatively: the value of everything taken so far less the value of what was taken before, each
 * worked from the line's total and rounded to the rupiah the same way. Rounding each part on its own
 * (29.667 three times for a line of 89.000) makes the parts sum to more or less than the line; this
 * way they always sum to it exactly, whatever the order and size of the parts.
 *
 * Arithmetic is in bigint, so `total × qty` is exact beyond 2^53.
 */

/** round(total × n / count), half away from zero, for whole `total`, `n` and `count` (count > 0). */
export function valueOfQty(total: number, count: number, n: number): number {
  if (count <= 0 || n === 0 || total === 0) return 0;
  const t = BigInt(Math.round(total));
  const q = BigInt(Math.round(n));
  const c = BigInt(Math.round(count));
  const num = t * q;
  const neg = num < 0n !== c < 0n;
  const a = num < 0n ? -num : num;
  const b = c < 0n ? -c : c;
  const r = (2n * a + b) / (2n * b);
  return Number(neg ? -r : r);
}

/**
 * The value of `qty` units of a line of `count` units worth `total`, when `before` of its units were
 * valued already: valueOfQty(before + qty) − valueOfQty(before). Parts valued so sum to `total`
 * once `count` units are taken.
 */
export function partValue(total: number, count: number, before: number, qty: number): number {
  return valueOfQty(total, count, before + qty) - valueOfQty(total, count, before);
}

/**
 * A total shared over weights (e.g. an invoice's goods total over its lines by their subtotals) in
 * whole rupiah, cumulatively: share i = round(total × (w₀ + … + wᵢ) / Σw) − round(total × (w₀ + … +
 * wᵢ₋₁) / Σw). The shares always sum to `total` (nothing when the weights sum to 0).
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  let before = 0;
  return weights.map((w) => {
    const v = sum > 0 ? partValue(total, sum, before, w) : 0;
    before += w;
    return v;
  });
}
