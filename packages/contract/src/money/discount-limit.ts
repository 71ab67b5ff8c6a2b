/**
 * Configuration sales_discount_limit: the largest discount, in percent, given without another
 * user's approval; 0 (unset, invalid or out of range) is no limit.
 */
export function discountLimitOf(value: string | number | null | undefined): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 && n <= 100 ? n : 0;
}

/**
 * The discounts of a sales order above the limit (percent; 0 is no limit): the indexes of the lines
 * whose subtotal is more than `limit` percent below `list_gross` (their gross at the server's price:
 * a line's discount and a manual price below the server's both count), and whether the order discount
 * is more than `limit` percent of the lines' subtotal. Above it an order waits for another user's
 * approval; a cashier sale is refused.
 */
export function discountsAboveLimit(
  lines: readonly { list_gross: number; subtotal: number }[],
  orderDiscount: number,
  limit: number,
): { lines: number[]; order: boolean } {
  if (!limit) return { lines: [], order: false };
  const over = lines.flatMap((l, i) => ((l.list_gross - l.subtotal) * 100 > l.list_gross * limit ? [i] : []));
  const subtotal = lines.reduce((a, l) => a + l.subtotal, 0);
  return { lines: over, order: orderDiscount * 100 > subtotal * limit };
}
