import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { sessionKeys } from '../../../lib/query-keys';

/** POST /session/terminate: ends one of the user's other sessions. */
export const endSession = (input: { session_id: number }) => call('POST', '/session/terminate', { ...input });

export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: endSession, onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.lists() }) });
}
