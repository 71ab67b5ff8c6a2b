import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { resourceKeys } from '../../../lib/query-keys';

export interface MemberApprovalInput {
  member_id: number;
  /** The state the transition of the member approval machine leads to (approved or rejected). */
  approval: string;
  member_reject_reason?: string;
}

/** POST /member/validation_approval_temp then /member/stored_approval_temp: one transition of a waiting member. */
export async function approveMember(input: MemberApprovalInput) {
  await call('POST', '/member/validation_approval_temp', { ...input });
  return call('POST', '/member/stored_approval_temp', { ...input });
}

export function useApproveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: approveMember,
    // The verification list (memberTemp) shares the member resource's key: one invalidation refreshes both lists.
    onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys('member').lists() }),
  });
}
