import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { userKeys } from '../../../lib/query-keys';
import type { WarehouseAccessInput } from './grant-warehouse-access';

/** POST /user/accessgudang/delete: takes a warehouse away from a member. */
export const revokeWarehouseAccess = (input: WarehouseAccessInput) => call('POST', '/user/accessgudang/delete', { ...input });

export function useRevokeWarehouseAccess() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: revokeWarehouseAccess, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.lists() }) });
}
