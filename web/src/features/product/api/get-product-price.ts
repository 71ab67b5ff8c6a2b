import type { PpnSplit } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import { productKeys } from '../../../lib/query-keys';
import type { GrosirRow } from './get-product';

/** The answer of GET /product_price/price_sale for a variant (no answer schema in the contract yet). */
export interface ProductPrice {
  product_id: number;
  gudang_id: number;
  /** The price that applies for gudang_id (its own, else the one for every warehouse, else 0). */
  product_price_sale: number;
  /** That price split into DPP and PPN (configuration show_ppn: included or added on top; rate: configuration ppn). */
  ppn: PpnSplit;
  /** Current prices: gudang_id 0 is every warehouse. */
  prices: { gudang_id: number; master_gudang_name: string | null; product_price_sale: number; updated_at: string }[];
  /** The latest 100 changes, newest first. */
  history: {
    history_id: number;
    gudang_id: number;
    price_old: number | null;
    price_new: number;
    user_id: number | null;
    user_name: string | null;
    at: string;
  }[];
  grosir: GrosirRow[];
}

export const getProductPrice = (productId: number, gudangId?: number) =>
  get<ProductPrice>('/product_price/price_sale', { product_id: productId, gudang_id: gudangId || undefined }, { silent: true });

export const productPriceQueryOptions = (productId: number, gudangId?: number) =>
  queryOptions({ queryKey: productKeys.item('price', productId, gudangId ?? 0), queryFn: () => getProductPrice(productId, gudangId) });

export const useProductPrice = (productId: number, gudangId?: number) => useQuery({ ...productPriceQueryOptions(productId, gudangId), enabled: productId > 0 });
