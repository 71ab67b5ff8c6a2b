import { productPackageKeys } from '../../../lib/query-keys';
import { useList } from '../../../lib/use-list';

/** A row of /product_package/index (no answer schema in the contract yet). */
export interface PackageRow {
  package_id: number;
  package_name: string;
  package_category_id: number | null;
  category_name: string | null;
  package_note: string | null;
  status: number;
  product_count: number;
  /** Sum of the lines at the prices for every warehouse. */
  package_price: number;
}

/** Paket Produk: POST /product_package/index. */
export const usePackages = () => useList<PackageRow>(productPackageKeys, '/product_package/index', { perPage: 20 });
