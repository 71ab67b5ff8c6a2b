import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { productKeys } from '../../../lib/query-keys';

/** Switches a product on or off: /product/validation_activated, then /product/stored_activated. */
export async function activateProduct(input: { main_id: number; active: boolean }) {
  const body = { main_id: input.main_id, status: input.active ? '1' : '0' };
  await call('POST', '/product/validation_activated', body);
  return call('POST', '/product/stored_activated', body);
}

export function useActivateProduct() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: activateProduct, onSuccess: () => qc.invalidateQueries({ queryKey: productKeys.all }) });
}
