import { percentOfAmount } from '../amount-bounds.js';

/** How a line's discount is given: a percent of the line's gross (two decimals) or rupiah off the line. */
export type DiscountType = 'percent' | 'rupiah';

/** What a line's money is worked from: quantity in the unit ordered, price per that unit, its discount (none when left out). */
export interface LineMoneyInput {
  qty: number;
  price: number;
  discount_type?: DiscountType;
  discount?: number;
}

/** A line's money in whole rupiah (for whole quantities and prices). */
export interface LineMoney {
  /** qty × price. */
  gross: number;
  /** The discount in rupiah, at most the gross. */
  discount_amount: number;
  /** gross − discount_amount. */
  subtotal: number;
  /** A percent above 100, or rupiah above the gross: refused by the server (lineDiscountRefusals). */
  discount_too_high: boolean;
}

/**
 * A line's money, the one rule of the sales order (and the cashier's sale), the purchase order and the
 * material purchase: gross = quantity × price per unit ordered; the discount a percent of gross (two
 * decimals, rounded half up to the rupiah, exactly: percentOfAmount) or rupiah off the line (rounded to
 * the rupiah), at most the gross; subtotal = gross − discount.
 */
export function lineMoney(l: LineMoneyInput): LineMoney {
  const gross = l.qty * l.price;
  const type = l.discount_type ?? 'percent';
  const discount = l.discount ?? 0;
  const amount = type === 'percent' ? percentOfAmount(gross, discount) : Math.round(discount);
  const discountAmount = Math.min(amount, gross);
  return {
    gross,
    discount_amount: discountAmount,
    subtotal: gross - discountAmount,
    discount_too_high: type === 'percent' ? discount > 100 : amount > gross,
  };
}

/**
 * Why a line's discount is refused (the messages at lines.N.discount), none when it is taken: a
 * percent above 100, rupiah above the line's gross, rupiah that are not whole.
 */
export function lineDiscountRefusals(l: LineMoneyInput): string[] {
  const type = l.discount_type ?? 'percent';
  const out: string[] = [];
  if (lineMoney(l).discount_too_high) out.push(type === 'percent' ? 'Diskon persen maksimal 100' : 'Diskon tidak boleh melebihi jumlah harga baris');
  if (type === 'rupiah' && !Number.isInteger(l.discount ?? 0)) out.push('Diskon rupiah harus bilangan bulat');
  return out;
}

/** A cost or price per small unit kept to four decimals (as the columns unit_price_small and unit_cost hold it). */
export const roundUnitCost = (v: number) => Math.round(v * 10_000) / 10_000;

/**
 * The net price of one small unit of a line: subtotal / quantity in small units, to four decimals
 * (0 for no quantity). A purchase order line's unit_price_small: what a receipt books as the goods' cost
 * when no PPN is included in the prices.
 */
export const pricePerSmallUnit = (subtotal: number, qtySmall: number) => (qtySmall ? roundUnitCost(subtotal / qtySmall) : 0);
