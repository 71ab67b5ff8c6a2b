import type { salesBankOptionRow } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

export type SalesBankOption = z.infer<typeof salesBankOptionRow>;

/** GET /purchase_order/komponen/bank: the company's active Kas & Bank accounts. */
export const useBanks = (enabled = true) =>
  useQuery({
    queryKey: salesOrderKeys.item('komponen-bank'),
    queryFn: () => get<SalesBankOption[]>('/purchase_order/komponen/bank', undefined, { silent: true }),
    staleTime: 60_000,
    enabled,
  });
