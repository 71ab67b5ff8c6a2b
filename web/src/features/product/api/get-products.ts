import type { ProductRow } from '@bo/contract';
import { productKeys } from '../../../lib/query-keys';
import { useList } from '../../../lib/use-list';

/** Produk: POST /product/data/index, one row per sellable variant, filters in columnFilters. */
export const useProducts = () => useList<ProductRow>(productKeys, '/product/data/index', { perPage: 20 });
