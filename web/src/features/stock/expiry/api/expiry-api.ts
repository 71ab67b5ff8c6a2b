import type { ExpiryBucket, ExpiryListAnswer } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';

export const expiryKeys = createQueryKeys('stock_expiry');

export interface ExpiryFilters {
  gudang_id?: number | null;
  search?: string;
  bucket?: ExpiryBucket;
  days?: number;
}
/** The answer types come from the contract's schemas (the server checks its answers against them). */
export type { BucketTotal, ExpiryRow } from '@bo/contract';
export type ExpiryPage = ExpiryListAnswer;

const body = (f: ExpiryFilters, extra: Record<string, unknown> = {}) => {
  const out: Record<string, unknown> = { ...extra };
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
};

/** POST /report/product/expire (batches by expiry, with bucket totals) or /report/product/list_ed_retur (to return). */
export function useExpiryList(kind: 'expire' | 'list_ed_retur', f: ExpiryFilters, paging: { page: number; perPage: number }) {
  return useQuery({
    queryKey: expiryKeys.list({ kind, ...f, ...paging }),
    queryFn: () => post<ExpiryPage>(`/report/product/${kind === 'expire' ? 'expire' : 'list_ed_retur'}`, body(f, paging)),
    placeholderData: keepPreviousData,
  });
}

/** POST /report/product/generate_excel: the list as .xlsx (with days: the returnable expiries). */
export const exportExpiry = (f: ExpiryFilters) => downloadFile('POST', '/report/product/generate_excel', body(f));
