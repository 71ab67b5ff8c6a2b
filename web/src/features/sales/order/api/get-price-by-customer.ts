import type { salesPriceByCustomerAnswer } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

export type SalesLinePrice = z.infer<typeof salesPriceByCustomerAnswer>;

/**
 * GET /purchase_order/komponen/price_by_customer: a line's price for the customer (member type),
 * the warehouse and the quantity in its unit (wholesale tier), as the server will price it.
 */
export interface LinePriceQuery {
  product_id?: number;
  user?: number;
  gudang_id?: number;
  qty?: number | null;
  unit: 'besar' | 'kecil';
}
export const linePriceQuery = (q: LinePriceQuery) =>
  queryOptions({
    queryKey: salesOrderKeys.item('price', q.product_id, q.user, q.gudang_id, q.qty, q.unit),
    queryFn: () =>
      get<SalesLinePrice>(
        '/purchase_order/komponen/price_by_customer',
        { product_id: q.product_id, user: q.user, gudang_id: q.gudang_id, qty: q.qty && q.qty > 0 ? q.qty : undefined, unit: q.unit },
        { silent: true },
      ),
    enabled: !!q.product_id,
    staleTime: 30_000,
  });

export const useLinePrice = (q: LinePriceQuery) => useQuery(linePriceQuery(q));
