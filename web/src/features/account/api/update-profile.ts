import type { UpdateProfileInput } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { profileKeys } from '../../../lib/query-keys';

/** POST /user/update: one's own name, e-mail, phone, introduction and avatar. */
export const updateProfile = (input: UpdateProfileInput) => call('POST', '/user/update', { ...input });

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => qc.invalidateQueries({ queryKey: profileKeys.all }) });
}
