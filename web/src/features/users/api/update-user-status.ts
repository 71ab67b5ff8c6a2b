import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../api/client';
import { userKeys } from '../../../lib/query-keys';

/** POST /user/update_status (JSON): activate or deactivate a member. */
export const updateUserStatus = (input: { admin_id: number; status: 0 | 1 }) => postJson('/user/update_status', input);

export function useUpdateUserStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateUserStatus, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.lists() }) });
}
