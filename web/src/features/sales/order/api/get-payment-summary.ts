import type { SalesPaymentSummaryQuery, salesPaymentSummary } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

export type SalesPaymentSummary = z.infer<typeof salesPaymentSummary>;

/** GET /purchase_order/summary_payment_status: paid and unpaid orders (count and total) of the period. */
export const useSalesPaymentSummary = (q: SalesPaymentSummaryQuery) =>
  useQuery({
    queryKey: salesOrderKeys.item('summary', q),
    queryFn: () => get<SalesPaymentSummary>('/purchase_order/summary_payment_status', q as Record<string, string | undefined>, { silent: true }),
    placeholderData: keepPreviousData,
  });
