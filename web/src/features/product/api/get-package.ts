import type { PackageSale } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import { productPackageKeys } from '../../../lib/query-keys';

/** A package's lines and price as GET /product_price/price_sale?packages_id= answers them (packageSaleAnswer of the contract). */
export type PackageContent = PackageSale;

export const getPackage = (packageId: number) => get<PackageContent>('/product_price/price_sale', { packages_id: packageId }, { silent: true });

export const packageQueryOptions = (packageId: number) =>
  queryOptions({ queryKey: productPackageKeys.detail(packageId), queryFn: () => getPackage(packageId) });

export const usePackage = (packageId: number) => useQuery({ ...packageQueryOptions(packageId), enabled: packageId > 0 });
