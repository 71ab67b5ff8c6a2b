import type { SaveGroupInput } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { groupKeys, userKeys } from '../../../lib/query-keys';

/** POST /group/stored (a new group) or /group/update (its name) when `group_id` is given. */
export const saveGroup = ({ group_id, ...input }: SaveGroupInput & { group_id?: number }) =>
  group_id ? call('POST', '/group/update', { group_id, ...input }) : call('POST', '/group/stored', { ...input });

export function useSaveGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    // the users list shows each member's group name
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: groupKeys.lists() }), qc.invalidateQueries({ queryKey: userKeys.lists() })]),
  });
}
