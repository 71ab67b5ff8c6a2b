import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { userKeys } from '../../../lib/query-keys';

/** POST /user/delete: detaches the member from this company (the identity stays). */
export const deleteUser = (input: { admin_id: number }) => call('POST', '/user/delete', input);

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.lists() }) });
}
