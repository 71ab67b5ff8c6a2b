import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../api/client';
import { groupKeys } from '../../../lib/query-keys';

/** POST /group/update_status (JSON): activate or deactivate a group (its members' sessions end). */
export const updateGroupStatus = (input: { group_id: number; status: 0 | 1 }) => postJson('/group/update_status', input);

export function useUpdateGroupStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateGroupStatus, onSuccess: () => qc.invalidateQueries({ queryKey: groupKeys.lists() }) });
}
