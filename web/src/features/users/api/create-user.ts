import type { CreateUserInput } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { userKeys } from '../../../lib/query-keys';

/** POST /user/create: a new account in this company. */
export const createUser = (input: CreateUserInput) => call('POST', '/user/create', { ...input });

export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.lists() }) });
}
