import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

/** GET /purchase_order/komponen/payment: payment methods; needs_bank asks for an account of Kas & Bank. */
export const usePaymentMethods = () =>
  useQuery({
    queryKey: salesOrderKeys.item('komponen-payment'),
    queryFn: () => get<{ value: string; label: string; needs_bank: boolean }[]>('/purchase_order/komponen/payment', undefined, { silent: true }),
    staleTime: 5 * 60_000,
  });
