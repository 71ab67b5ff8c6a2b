import { partValue, shareOut } from '../parts.js';

/**
 * What the invoice charged for each line's goods: goods_total (after the order discount, PPN as
 * charged) shared over the lines by their subtotals (after their discounts), cumulatively in line
 * order (`shareOut`), so the lines' totals sum exactly to goods_total: returning everything never
 * takes more off the invoice than it charged for the goods.
 */
export function returnLineTotals(lines: Iterable<{ line_id: number; subtotal: number }>, goodsTotal: number): Map<number, number> {
  const sorted = [...lines].sort((a, b) => a.line_id - b.line_id);
  const shares = shareOut(
    goodsTotal,
    sorted.map((l) => Math.max(0, l.subtotal)),
  );
  return new Map(sorted.map((l, i) => [l.line_id, shares[i] ?? 0]));
}

/**
 * The value of `qty` small units of a line of `sold` units returned after `before` of its units were
 * valued by other returns (issue 20): the line's total for all units returned so far less that for
 * those before, each rounded to the rupiah (`partValue`). So a line returned in parts — seven returns
 * of one unit of a 57.280 line — takes exactly its total off the invoice, never a rupiah more, and
 * the last part is not refused for a rounding. The return form's estimate and the server's stored
 * value are both this.
 */
export function returnedValue(lineTotal: number, sold: number, before: number, qty: number): number {
  return sold > 0 && qty > 0 ? partValue(lineTotal, sold, before, qty) : 0;
}
