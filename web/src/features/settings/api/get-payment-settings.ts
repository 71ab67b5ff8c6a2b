import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import { configKeys } from '../../../lib/query-keys';

/** What /konfig_pos/payment/get answers: the server key itself never comes back, only whether one is stored. */
export interface PaymentSettings {
  midtrans_merchant_id: string;
  midtrans_client_key: string;
  midtrans_is_production: string | number | boolean;
  midtrans_is_active: string | number | boolean;
  server_key_set: boolean;
}

export const getPaymentSettings = () => get<PaymentSettings | null>('/konfig_pos/payment/get');

export const paymentSettingsQueryOptions = () => queryOptions({ queryKey: configKeys.detail('payment'), queryFn: getPaymentSettings });

export const usePaymentSettings = () => useQuery(paymentSettingsQueryOptions());
