import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { resourceKeys } from '../../../lib/query-keys';

/** POST /member/update_member_login: the username and password a member logs in with. */
export const updateMemberLogin = (input: { member_id: number; member_username: string; password: string }) =>
  call('POST', '/member/update_member_login', { ...input });

export function useUpdateMemberLogin() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateMemberLogin, onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys('member').lists() }) });
}
