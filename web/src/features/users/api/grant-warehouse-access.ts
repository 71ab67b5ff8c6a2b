import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { userKeys } from '../../../lib/query-keys';

export interface WarehouseAccessInput {
  admin_id: number;
  gudang_id: number;
}

/** POST /user/accessgudang/validation, then /user/accessgudang/stored: grants a warehouse to a member. */
export async function grantWarehouseAccess(input: WarehouseAccessInput) {
  await call('POST', '/user/accessgudang/validation', { ...input });
  return call('POST', '/user/accessgudang/stored', { ...input });
}

export function useGrantWarehouseAccess() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: grantWarehouseAccess, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.lists() }) });
}
