import type { KonsinyasiDetailAnswer, KonsinyasiListAnswer, KonsinyasiSummary, KonsinyasiSummaryDetail } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';

/*
 * The calls of Laporan Konsinyasi (server/src/modules/report/konsinyasi): the consignor list and its
 * summary and Excel, one consignor's products and its summary and Excel. The answer types are the
 * contract's (the server checks its answers against them).
 */

export type { KonsinyasiProductRow, KonsinyasiVendorRow, KonsinyasiTotals } from '@bo/contract';

export const konsinyasiKeys = createQueryKeys('report_konsinyasi');

/** The filter of the report: the period (days), a warehouse (none = all the user may see), a consignor, a search. */
export interface KonsinyasiFilters {
  date_start: string;
  date_end: string;
  gudang_id?: number | null;
  vendor_id?: number | null;
  search?: string;
}
export interface Paging {
  page: number;
  perPage: number;
  sort?: { field: string; type: 'asc' | 'desc' };
}

const clean = (f: object, extra: Record<string, unknown> = {}) => {
  const out: Record<string, unknown> = { ...extra };
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
};
const query = (f: KonsinyasiFilters) =>
  clean({ date_start: f.date_start, date_end: f.date_end, gudang_id: f.gudang_id, vendor_id: f.vendor_id }) as Record<string, string | number>;

/** POST /report/konsinyasi/list: a page of consignors and the totals of all of them. */
export const useKonsinyasiList = (f: KonsinyasiFilters, paging: Paging) =>
  useQuery({
    queryKey: konsinyasiKeys.list({ ...f, ...paging }),
    queryFn: () => post<KonsinyasiListAnswer>('/report/konsinyasi/list', clean(f, { ...paging })),
    placeholderData: keepPreviousData,
  });

/** GET /report/konsinyasi/summary: the totals of the period. */
export const useKonsinyasiSummary = (f: KonsinyasiFilters) =>
  useQuery({ queryKey: konsinyasiKeys.item('summary', query(f)), queryFn: () => get<KonsinyasiSummary>('/report/konsinyasi/summary', query(f)) });

/** POST /report/konsinyasi/detail: a page of one consignor's products. */
export const useKonsinyasiDetail = (f: KonsinyasiFilters, paging: Paging) =>
  useQuery({
    queryKey: konsinyasiKeys.list({ detail: true, ...f, ...paging }),
    queryFn: () => post<KonsinyasiDetailAnswer>('/report/konsinyasi/detail', clean(f, { ...paging })),
    placeholderData: keepPreviousData,
    enabled: f.vendor_id !== undefined && f.vendor_id !== null,
  });

/** GET /report/konsinyasi/summary-detail: one consignor's totals. */
export const useKonsinyasiSummaryDetail = (f: KonsinyasiFilters) =>
  useQuery({
    queryKey: konsinyasiKeys.item('summary-detail', query(f)),
    queryFn: () => get<KonsinyasiSummaryDetail>('/report/konsinyasi/summary-detail', query(f)),
    enabled: f.vendor_id !== undefined && f.vendor_id !== null,
  });

/** The Excel file of the consignors (excel) or of one consignor's products (detail-excel); answers the saved file's name. */
export const exportKonsinyasi = (kind: 'excel' | 'detail-excel', f: KonsinyasiFilters) => downloadFile('POST', `/report/konsinyasi/${kind}`, clean(f));
