import { MSG } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { get } from '../api/client';
import { getToken, subscribeSession } from '../api/token-store';
import { profileKeys } from './query-keys';

export interface WarehouseAccess {
  gudang_id: number;
  master_gudang_name: string;
}

/** GET /account/profile. */
export interface Profile {
  roles: string[];
  privileges: string[];
  group_type: 'superuser' | 'staff' | 'mitra' | string;
  access_gudang: WarehouseAccess[];
  mitra_data: unknown;
  name: string;
  avatar: string | null;
  introduction: string | null;
  is_verified: boolean | number | null;
  latitude: string | number | null;
  longitude: string | number | null;
  admin_person_full_name: string;
  admin_username: string;
  admin_email: string | null;
  admin_phone: string | null;
  group_name: string;
  admin_group_id: number;
  admin_gudang_id_active: number | null;
  admin_gudang_active_name: string | null;
  /** Whether 'Semua Gudang' (id 0) may be chosen (spec-1 §5; decided by the server). */
  gudang_all_allowed?: boolean;
  app_name: string;
  company_name: string;
}

/** Loads the profile; fails with the spec's texts when there is no data or no roles. */
export async function fetchProfile(): Promise<Profile> {
  const data = await get<Profile | null>('/account/profile', undefined, { silent: true, noLogoutBox: true });
  if (!data) throw new Error(MSG.profileNoData);
  if (!Array.isArray(data.roles) || data.roles.length === 0) throw new Error(MSG.profileNoRoles);
  return { ...data, privileges: Array.isArray(data.privileges) ? data.privileges : [], access_gudang: data.access_gudang ?? [] };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}

export function useProfileQuery() {
  const token = useToken();
  return useQuery({ queryKey: profileKeys.detail(token ?? ''), queryFn: fetchProfile, enabled: !!token, staleTime: Number.POSITIVE_INFINITY, retry: false });
}

/** The loaded profile; only use under the authenticated layout, where it is always present. */
export function useProfile(): Profile {
  const { data } = useProfileQuery();
  if (!data) throw new Error(MSG.profileNoData);
  return data;
}

export const isPartner = (p: Pick<Profile, 'mitra_data'>) => p.mitra_data !== null && p.mitra_data !== undefined;
