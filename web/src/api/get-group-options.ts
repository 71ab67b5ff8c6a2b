import type { GroupRow, ListResult } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupKeys } from '../lib/query-keys';
import { post } from './client';

const FILTERS = { columnFilters: {}, page: 1, perPage: 500 };

/** Every group of the company for a picker (POST /group/list, first 500). */
export const getGroupOptions = () => post<ListResult<GroupRow>>('/group/list', FILTERS);

// under groupKeys.lists(): a change of a group refreshes the pickers too
export const groupOptionsQueryOptions = () => queryOptions({ queryKey: groupKeys.list({ call: '/group/list', ...FILTERS }), queryFn: getGroupOptions });

export function useGroupOptions() {
  const q = useQuery(groupOptionsQueryOptions());
  return { ...q, options: (q.data?.data ?? []).map((g) => ({ value: g.group_id, label: g.group_name })) };
}
