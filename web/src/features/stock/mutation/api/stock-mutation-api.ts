import type { MutationSummary } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';

export const stockMutationKeys = createQueryKeys('stock_mutation');

/** The stock mutation filter of spec-1 §3 (days in Asia/Jakarta; gudang 0 or none = every warehouse the user may see). */
export interface MutationFilters {
  stock_log_datetime_start: string;
  stock_log_datetime_end: string;
  stock_log_gudang_id?: number | null;
  stock_log_product_main_name?: string;
  product_id?: number | null;
}

/** The answer types come from the contract's schemas (the server checks its answers against them). */
export type { MovementRow, MutationRow, MutationSummary } from '@bo/contract';

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
}
export interface Paging {
  page: number;
  perPage: number;
}

const body = (f: MutationFilters, extra: Record<string, unknown> = {}) => {
  const out: Record<string, unknown> = { ...extra };
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
};

export type MutationList = 'index' | 'index_v2' | 'index_detail_v2' | 'stock_log';
const LIST_PATH: Record<MutationList, string> = {
  index: '/mutasi_stok/index',
  index_v2: '/mutasi_stok/index_v2',
  index_detail_v2: '/mutasi_stok/index_detail_v2',
  stock_log: '/report/stock_log/index',
};

/** POST /mutasi_stok/index, index_v2, index_detail_v2 or /report/stock_log/index: one page. */
export function useMutationList<T>(list: MutationList, f: MutationFilters, paging: Paging, enabled = true) {
  return useQuery({
    queryKey: stockMutationKeys.list({ list, ...f, ...paging }),
    queryFn: () => post<Page<T>>(LIST_PATH[list], body(f, { ...paging })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /mutasi_stok/summary: totals of the filter. */
export const useMutationSummary = (f: MutationFilters) =>
  useQuery({ queryKey: stockMutationKeys.item('summary', f), queryFn: () => post<MutationSummary>('/mutasi_stok/summary', body(f)) });

export type MutationExport = 'index' | 'index_v2' | 'index_detail_v2' | 'stock_log' | 'card';
const EXPORT_PATH: Record<MutationExport, string> = {
  index: '/mutasi_stok/generate_excel',
  index_v2: '/mutasi_stok/excel_index_v2',
  index_detail_v2: '/mutasi_stok/excel_index_detail_v2',
  stock_log: '/report/stock_log/generate_excel',
  card: '/kartu_stock/generate_excel',
};

/** The Excel file of a view (streamed by the server); saves it and answers its name. */
export const exportMutation = (kind: MutationExport, f: MutationFilters) => downloadFile('POST', EXPORT_PATH[kind], body(f));
