import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { resourceKeys } from '../../../lib/query-keys';

/** GET /master/kasbank/sync: pushes the Kas & Bank accounts to the accounting system (errors shown in the dialog). */
export const syncKasbank = () => call('GET', '/master/kasbank/sync', undefined, { silent: true });

export function useSyncKasbank() {
  const qc = useQueryClient();
  // the sync state and the list (synced ids) both change
  return useMutation({ mutationFn: syncKasbank, onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys('kasbank').all }) });
}
