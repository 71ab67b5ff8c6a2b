import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import { productPackageKeys } from '../../../lib/query-keys';

/** The lines of a package as GET /product_price/price_sale?packages_id= answers them. */
export interface PackageContent {
  package_id: number;
  package_name: string;
  status: number;
  lines: {
    product_id: number;
    product_name: string;
    product_sku: string;
    package_qty: number;
    qty_text: string;
    product_price_sale: number;
    subtotal: number;
  }[];
  total: number;
}

export const getPackage = (packageId: number) => get<PackageContent>('/product_price/price_sale', { packages_id: packageId }, { silent: true });

export const packageQueryOptions = (packageId: number) =>
  queryOptions({ queryKey: productPackageKeys.detail(packageId), queryFn: () => getPackage(packageId) });

export const usePackage = (packageId: number) => useQuery({ ...packageQueryOptions(packageId), enabled: packageId > 0 });
