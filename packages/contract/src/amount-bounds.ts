import { formatNumber } from './format-number.js';
import type { z } from 'zod';
import { field, MONEY_MAX } from './schemas/fields.js';

/**
 * Bounds of a document's figures (issue 20 item 9: an order over 2,147,483,647 small units broke the
 * Tagihan list for everyone, and qty × price could pass MONEY_MAX and 2^53). A line holds at most
 * QTY_MAX small units and its gross (quantity × price) at most MONEY_MAX rupiah; a document's totals
 * at most MONEY_MAX. With at most 1,000 lines every sum of a document stays below 2^53, so the
 * answers (float8 in SQL, numbers in JSON) are exact.
 */
export const QTY_MAX = 1_000_000_000;

/** Why a line's quantity in small units is refused (its `qty` field), or undefined. */
export function lineQtyRefusal(qtySmall: number): string | undefined {
  return qtySmall > QTY_MAX ? `Jumlah terlalu besar: maksimal ${formatNumber(QTY_MAX)} satuan kecil per baris` : undefined;
}

/** Why a line's gross (quantity × price) is refused (its `qty` field), or undefined. */
export function lineGrossRefusal(gross: number): string | undefined {
  return gross > MONEY_MAX ? `Jumlah × harga baris melebihi batas Rp ${formatNumber(MONEY_MAX)}` : undefined;
}

/** Why a document total is refused (at `lines`), or undefined. */
export function documentTotalRefusal(total: number): string | undefined {
  return total > MONEY_MAX ? `Total dokumen melebihi batas Rp ${formatNumber(MONEY_MAX)}` : undefined;
}

/**
 * The schema rule of lines that carry their price (a purchase order's, a material purchase's, a
 * manual sale price): each line's qty × price at most MONEY_MAX (at N.qty of the lines), and their
 * sum at most MONEY_MAX (at the lines). Paths are relative to the lines array.
 */
export function pricedLinesIssues(lines: readonly { qty?: unknown; price?: unknown }[]): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  let total = 0;
  for (const [i, l] of lines.entries()) {
    if (typeof l.qty !== 'number' || typeof l.price !== 'number') continue;
    const gross = l.qty * l.price;
    total += gross;
    const why = lineGrossRefusal(gross);
    if (why) out.push({ path: [i, 'qty'], message: why });
  }
  const why = documentTotalRefusal(total);
  if (why && !out.length) out.push({ path: [], message: why });
  return out;
}

/** `field.lines(item)` with the rule of pricedLinesIssues. */
export const pricedLines = <T extends z.ZodTypeAny>(item: T) =>
  field.lines(item).superRefine((lines, ctx) => {
    for (const issue of pricedLinesIssues(lines as { qty?: unknown; price?: unknown }[])) ctx.addIssue({ code: 'custom', ...issue });
  });

/**
 * `percent` (two decimals) of a whole-rupiah amount, rounded half up to the rupiah, exactly: the
 * product amount × basis points passes 2^53 for amounts near MONEY_MAX, so it is taken in BigInt.
 */
export function percentOfAmount(amount: number, percent: number): number {
  const bp = Math.round(percent * 100);
  if (!Number.isSafeInteger(amount) || amount < 0 || bp < 0) return Math.round((amount * bp) / 10000);
  return Number((BigInt(amount) * BigInt(bp) + 5000n) / 10000n);
}
