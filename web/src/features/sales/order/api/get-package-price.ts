import type { salesPriceAllAnswer } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

export type SalesPriceAll = z.infer<typeof salesPriceAllAnswer>;

/** GET /purchase_order/komponen/price_all with packages_id: a package's parts and their prices for the warehouse. */
export interface PackagePriceQuery {
  package_id?: number;
  gudang_id?: number;
  qty?: number | null;
}
export const packagePriceQuery = (q: PackagePriceQuery) =>
  queryOptions({
    queryKey: salesOrderKeys.item('price-all', q.package_id, q.gudang_id, q.qty),
    queryFn: () =>
      get<SalesPriceAll>(
        '/purchase_order/komponen/price_all',
        { packages_id: q.package_id, gudang_id: q.gudang_id, qty: q.qty && q.qty > 0 ? q.qty : undefined },
        { silent: true },
      ),
    enabled: !!q.package_id,
    staleTime: 30_000,
  });

export const usePackagePrice = (q: PackagePriceQuery) => useQuery(packagePriceQuery(q));
