import type { ListResult } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { post } from '../api/client';

export interface ListState {
  columnFilters: Record<string, unknown>;
  page: number;
  perPage: number;
  sort?: { field: string; type: 'asc' | 'desc' };
}

/** The one list contract: `{columnFilters, page, perPage, sort}` in, `{data, total}` out. */
export function useList<T>(path: string, initial: Partial<ListState> = {}, enabled = true) {
  const [state, setState] = useState<ListState>({ columnFilters: {}, page: 1, perPage: 20, ...initial });
  const query = useQuery({
    queryKey: ['list', path, state],
    queryFn: () => post<ListResult<T>>(path, { ...state } as unknown as Record<string, unknown>),
    placeholderData: keepPreviousData,
    enabled,
  });
  return {
    state,
    setFilters: (columnFilters: Record<string, unknown>) => setState((s) => ({ ...s, columnFilters, page: 1 })),
    setPage: (page: number, perPage?: number) => setState((s) => ({ ...s, page, perPage: perPage ?? s.perPage })),
    setSort: (sort?: ListState['sort']) => setState((s) => ({ ...s, sort })),
    rows: query.data?.data ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    refetch: query.refetch,
  };
}
