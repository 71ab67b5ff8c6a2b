import type { ProductLookup } from '@bo/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { postJson } from '../../../api/client';
import { resourceKeys } from '../../../lib/query-keys';

export type { ProductLookup } from '@bo/contract';

export interface LookupOption {
  value: number;
  label: string;
}

/**
 * Options of a master area for the product pages (Etalase, Kategori Produk, Kemasan, Vendor) from
 * /product/options: up to 200 names matching the typed text, plus the names of the chosen ids.
 */
export async function getProductLookup(lookup: ProductLookup, search = '', ids: number[] = []): Promise<LookupOption[]> {
  const body = { lookup, ...(search ? { search } : {}), ...(ids.length ? { ids } : {}) };
  return (await postJson<LookupOption[]>('/product/options', body, { silent: true })).data;
}

export const productLookupQueryOptions = (lookup: ProductLookup, search = '', ids: number[] = []) =>
  queryOptions({
    queryKey: resourceKeys(lookup).item(['options', search, ...ids].join(':')),
    queryFn: () => getProductLookup(lookup, search, ids),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useProductLookup = (lookup: ProductLookup, search = '', ids: number[] = []) => useQuery(productLookupQueryOptions(lookup, search, ids));
