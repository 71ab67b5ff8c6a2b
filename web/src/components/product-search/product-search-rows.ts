import { formatUnits, type ProductRow, SELECT_SEARCH } from '@bo/contract';
import { formatRupiah } from '../../lib/format-number';

/** The fields of a product row the search shows. */
export type ProductSearchRow = Pick<
  ProductRow,
  | 'product_id'
  | 'product_name'
  | 'product_sku'
  | 'product_barcode'
  | 'product_price_sale'
  | 'product_qty'
  | 'product_isi'
  | 'product_satuan_besar_name'
  | 'product_satuan_kecil_name'
>;

export const MIN_SEARCH = SELECT_SEARCH.minChars;

const unitsOf = (r: ProductSearchRow) => ({
  isi: Math.max(1, Math.trunc(r.product_isi || 1)),
  besar: r.product_satuan_besar_name ?? '',
  kecil: r.product_satuan_kecil_name ?? '',
});

/** The unit of a product: 'Box (isi 10 Strip)', or just 'Pcs' when big and small are one unit. */
export function unitText(r: ProductSearchRow): string {
  const u = unitsOf(r);
  return u.isi === 1 && u.besar === u.kecil ? u.kecil : `${u.besar} (isi ${u.isi} ${u.kecil})`;
}

/** The stock of a product as '2 Box + 3 Strip' (the contract's unit conversion). */
export function stockText(r: ProductSearchRow): string {
  return formatUnits(Math.trunc(Number(r.product_qty) || 0), unitsOf(r));
}

/** The price of a product in its small unit: 'Rp 15.000,-'. */
export const priceText = (r: ProductSearchRow) => formatRupiah(r.product_price_sale);

/** What the search field shows for a chosen product. */
export const productLabel = (r: ProductSearchRow) => `${r.product_sku} - ${r.product_name}`;

/**
 * The product a scanned or typed code names exactly: the barcode first, then the SKU; ignores
 * case and spaces around; none when nothing or several products match.
 */
export function exactMatch<T extends ProductSearchRow>(rows: T[], text: string): T | undefined {
  const code = text.trim().toLowerCase();
  if (!code) return undefined;
  for (const field of ['product_barcode', 'product_sku'] as const) {
    const hits = rows.filter((r) => (r[field] ?? '').trim().toLowerCase() === code);
    if (hits.length === 1) return hits[0];
    if (hits.length > 1) return undefined;
  }
  return undefined;
}

/** Whether a search should run: at least 3 characters (spec-2 §9), or a code (Enter) of any length. */
export const shouldSearch = (text: string, enter = false) => text.trim().length >= (enter ? 1 : MIN_SEARCH);
