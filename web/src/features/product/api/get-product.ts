import type { ProductDetail } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { productKeys } from '../../../lib/query-keys';

/**
 * The answer of /product/find (productDetail of the contract): the stored fields of the product,
 * the names of its references, and every variant as a list row with its wholesale tiers.
 */
export type { GrosirRow, ProductDetail } from '@bo/contract';

/** POST /product/find by the product (main_id) or by one of its variants (product_id). */
export const getProduct = (by: { main_id: number } | { product_id: number }) => post<ProductDetail>('/product/find', by, { silent: true });

const detailKey = (by: { main_id: number } | { product_id: number }) => ('main_id' in by ? by.main_id : `variant:${by.product_id}`);

export const productQueryOptions = (by: { main_id: number } | { product_id: number }) =>
  queryOptions({ queryKey: productKeys.detail(detailKey(by)), queryFn: () => getProduct(by) });

/** The product of main_id; the price page asks by a variant's product_id. */
export const useProduct = (by: { main_id: number } | { product_id: number }) =>
  useQuery({ ...productQueryOptions(by), enabled: ('main_id' in by ? by.main_id : by.product_id) > 0, retry: false });
