import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { configKeys } from '../../../lib/query-keys';

/** POST /stock_reduction/stored_config. */
export const saveStockReduction = (value: string) => call('POST', '/stock_reduction/stored_config', { config_stock_reduction: value });

export function useSaveStockReduction() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveStockReduction, onSuccess: () => qc.invalidateQueries({ queryKey: configKeys.detail('stock_reduction') }) });
}
