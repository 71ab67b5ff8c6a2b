import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../api/client';
import { groupKeys } from '../../../lib/query-keys';

/** POST /group/update_privilege (JSON): the privileges granted beyond what the group's role gives. */
export const updateGroupPrivileges = (input: { group_id: number; privileges: string[] }) => postJson('/group/update_privilege', input);

export function useUpdateGroupPrivileges() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateGroupPrivileges, onSuccess: () => qc.invalidateQueries({ queryKey: groupKeys.lists() }) });
}
