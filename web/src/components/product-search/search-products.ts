import type { ListResult, ProductRow } from '@bo/contract';
import { post } from '../../api/client';

/** Active variants matching a text (name, SKU, barcode): POST /product_package/product, no count. */
export async function searchActiveProducts(search: string, perPage = 20): Promise<ProductRow[]> {
  const res = await post<ListResult<ProductRow>>('/product_package/product', { columnFilters: { search }, page: 1, perPage }, { silent: true });
  return res.data;
}
