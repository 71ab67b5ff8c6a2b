import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';

export interface UpdateUserPasswordInput {
  admin_id: number;
  password: string;
  password_confirmation: string;
}

/** POST /user/update_other_password: a new password for a member (nothing in the list changes). */
export const updateUserPassword = (input: UpdateUserPasswordInput) => call('POST', '/user/update_other_password', { ...input });

export const useUpdateUserPassword = () => useMutation({ mutationFn: updateUserPassword });
