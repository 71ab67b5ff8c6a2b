import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { sessionKeys } from '../../../lib/query-keys';

/** POST /session/terminate_all: ends every session of the user but this one. */
export const endOtherSessions = () => call('POST', '/session/terminate_all', {});

export function useEndOtherSessions() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.lists() }) });
}
