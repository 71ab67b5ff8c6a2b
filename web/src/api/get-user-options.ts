import type { ListResult, UserRow } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '../lib/query-keys';
import { post } from './client';

const FILTERS = { columnFilters: {}, page: 1, perPage: 500 };

/** The company's accounts for a picker (POST /user/index, first 500). */
export const getUserOptions = () => post<ListResult<UserRow>>('/user/index', FILTERS);

export const userOptionsQueryOptions = () => queryOptions({ queryKey: userKeys.list({ call: '/user/index', ...FILTERS }), queryFn: getUserOptions });

export function useUserOptions(enabled = true) {
  const q = useQuery({ ...userOptionsQueryOptions(), enabled });
  return { ...q, options: (q.data?.data ?? []).map((u) => ({ value: u.admin_id, label: `${u.admin_username} (${u.admin_person_full_name ?? ''})` })) };
}
