import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import { resourceKeys } from '../../../lib/query-keys';

export interface KasbankSyncState {
  connected: boolean;
  accounts: number;
  synced: number;
  message?: string;
}

/** GET /master/kasbank/check_sync: whether the accounting link is up and how many accounts are synced. */
export const getKasbankSyncState = () => get<KasbankSyncState>('/master/kasbank/check_sync');

export const kasbankSyncStateQueryOptions = () => queryOptions({ queryKey: resourceKeys('kasbank').item('check_sync'), queryFn: getKasbankSyncState });

export const useKasbankSyncState = (enabled: boolean) => useQuery({ ...kasbankSyncStateQueryOptions(), enabled });
