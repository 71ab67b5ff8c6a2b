import type { ListResult, ProductRow } from '@bo/contract';
import { post } from '../../../api/client';

/** Active variants a package may hold: POST /product_package/product with the free-text search (no count). */
export async function searchPackageProducts(search: string) {
  const res = await post<ListResult<ProductRow>>(
    '/product_package/product',
    { columnFilters: search ? { search } : {}, page: 1, perPage: 50 },
    { silent: true },
  );
  return res.data;
}
