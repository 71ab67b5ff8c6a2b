import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

/** GET /komponen/stock: a variant's stock in one warehouse (qty in small units and as '2 Box + 3 Strip'). */
export const useVariantStock = (productId: number | undefined, gudangId: number | undefined) =>
  useQuery({
    queryKey: salesOrderKeys.item('stock', productId, gudangId),
    queryFn: () => get<{ qty: number; qty_text: string }>('/komponen/stock', { productId, gudangId }, { silent: true }),
    enabled: !!productId && !!gudangId,
    staleTime: 15_000,
  });
