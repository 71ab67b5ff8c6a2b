import type { UpdateUserInput } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { userKeys } from '../../../lib/query-keys';

/** POST /user/update_other: name, e-mail, phone and group of a member. */
export const updateUser = (input: UpdateUserInput) => call('POST', '/user/update_other', { ...input });

export function useUpdateUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.lists() }) });
}
