import type { ProductPrice } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import { productKeys } from '../../../lib/query-keys';

/** The answer of GET /product_price/price_sale for a variant (productPriceAnswer of the contract). */
export type { ProductPrice } from '@bo/contract';

export const getProductPrice = (productId: number, gudangId?: number) =>
  get<ProductPrice>('/product_price/price_sale', { product_id: productId, gudang_id: gudangId || undefined }, { silent: true });

export const productPriceQueryOptions = (productId: number, gudangId?: number) =>
  queryOptions({ queryKey: productKeys.item('price', productId, gudangId ?? 0), queryFn: () => getProductPrice(productId, gudangId) });

export const useProductPrice = (productId: number, gudangId?: number) => useQuery({ ...productPriceQueryOptions(productId, gudangId), enabled: productId > 0 });
