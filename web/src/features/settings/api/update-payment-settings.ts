import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { configKeys } from '../../../lib/query-keys';

export interface UpdatePaymentSettingsInput {
  midtrans_merchant_id?: string;
  midtrans_client_key?: string;
  /** Empty keeps the stored key. */
  midtrans_server_key: string;
  midtrans_server_key_clear: '0' | '1';
  midtrans_is_production: '0' | '1';
  midtrans_is_active: '0' | '1';
}

/** POST /konfig_pos/payment/update. */
export const updatePaymentSettings = (input: UpdatePaymentSettingsInput) => call('POST', '/konfig_pos/payment/update', { ...input });

export function useUpdatePaymentSettings() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updatePaymentSettings, onSuccess: () => qc.invalidateQueries({ queryKey: configKeys.detail('payment') }) });
}
