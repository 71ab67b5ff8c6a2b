import type { UpdatePasswordInput } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { sessionKeys } from '../../../lib/query-keys';

/** POST /user/update_password: one's own password; the user's other sessions end. */
export const updatePassword = (input: UpdatePasswordInput) => call('POST', '/user/update_password', { ...input });

export function useUpdatePassword() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updatePassword, onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.lists() }) });
}
