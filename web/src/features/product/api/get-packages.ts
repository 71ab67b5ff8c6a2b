import type { PackageRow } from '@bo/contract';
import { productPackageKeys } from '../../../lib/query-keys';
import { useList } from '../../../lib/use-list';

/** A row of /product_package/index (packageRow of the contract). */
export type { PackageRow } from '@bo/contract';

/** Paket Produk: POST /product_package/index. */
export const usePackages = () => useList<PackageRow>(productPackageKeys, '/product_package/index', { perPage: 20 });
