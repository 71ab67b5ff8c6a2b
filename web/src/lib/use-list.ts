import type { ListResult } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { post } from '../api/client';
import type { QueryKeys } from './query-keys';

export interface ListState {
  columnFilters: Record<string, unknown>;
  page: number;
  perPage: number;
  sort?: { field: string; type: 'asc' | 'desc' };
}

/** Fetches one page of a list call: `{columnFilters, page, perPage, sort}` in, `{data, total}` out. */
export const fetchList = <T>(path: string, state: ListState) => post<ListResult<T>>(path, { ...state });

/**
 * The one list contract on the client. The page lives under `keys.list(state)`, so a mutation that
 * invalidates `keys.lists()` reloads every page and filter of every list of that resource.
 */
export function useList<T>(keys: QueryKeys, path: string, initial: Partial<ListState> = {}, enabled = true) {
  const [state, setState] = useState<ListState>({ columnFilters: {}, page: 1, perPage: 20, ...initial });
  const query = useQuery({
    // the call is part of the key: two pages of one resource may read different lists (Kontak, Verifikasi Kontak)
    queryKey: keys.list({ call: path, ...state }),
    queryFn: () => fetchList<T>(path, state),
    placeholderData: keepPreviousData,
    enabled,
  });
  const setPage = (page: number, perPage?: number) => setState((s) => ({ ...s, page, perPage: perPage ?? s.perPage }));
  const total = query.data?.total ?? 0;
  return {
    state,
    /** The antd Table's pagination of this list (page, size, total, size changer). */
    pagination: { current: state.page, pageSize: state.perPage, total, onChange: setPage, showSizeChanger: true },
    setFilters: (columnFilters: Record<string, unknown>) => setState((s) => ({ ...s, columnFilters, page: 1 })),
    setPage,
    setSort: (sort?: ListState['sort']) => setState((s) => ({ ...s, sort })),
    rows: query.data?.data ?? [],
    total,
    loading: query.isFetching,
    refetch: query.refetch,
  };
}
