import type { ListResult, PackageRow } from '@bo/contract';
import { post } from '../../../../api/client';
import type { RemoteOption } from '../../../../components/remote-select';

export type PackageOption = RemoteOption & { row: PackageRow };

/** Active product packages by name: POST /product_package/index. */
export async function searchPackages(search: string): Promise<PackageOption[]> {
  const r = await post<ListResult<PackageRow>>('/product_package/index', { columnFilters: { search, status: 1 }, page: 1, perPage: 30 }, { silent: true });
  return r.data.map((p) => ({ value: p.package_id, label: `${p.package_name} (${p.product_count} produk)`, row: p }));
}
