import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

/** GET /purchase_order/komponen/source: where an order came from (value stored, label shown). */
export const useOrderSources = () =>
  useQuery({
    queryKey: salesOrderKeys.item('komponen-source'),
    queryFn: () => get<{ value: string; label: string }[]>('/purchase_order/komponen/source', undefined, { silent: true }),
    staleTime: 5 * 60_000,
  });
