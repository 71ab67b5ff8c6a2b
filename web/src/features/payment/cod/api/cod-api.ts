import type { CodRow, CodStored, CodUpdateBody } from '@bo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, postJson } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';

export const codKeys = createQueryKeys('verifikasi_cod');
export type { CodRow, CodStored } from '@bo/contract';

/** The filters of the list, the summaries and the Excel (spec: date range, courier, state, search). */
export interface CodFilters {
  date_start?: string;
  date_end?: string;
  ekspedisi_id?: number | null;
  status?: string | null;
  search?: string;
}
export interface Paging {
  page: number;
  perPage: number;
}

const body = (f: CodFilters, extra: Record<string, unknown> = {}) => {
  const out: Record<string, unknown> = { ...extra };
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
};

/** POST /verifikasi_cod/list: one page of COD invoices of shipments with their money. */
export const useCodList = (f: CodFilters, paging: Paging) =>
  useQuery({
    queryKey: codKeys.list({ ...f, ...paging }),
    queryFn: () => post<{ data: CodRow[]; total: number; page: number; perPage: number }>('/verifikasi_cod/list', body(f, { ...paging })),
    placeholderData: keepPreviousData,
  });

export const COD_SUMMARY_KEYS = ['subtotal_product', 'cod_fee', 'ekspedisi_discount_ongkir', 'estimasi_uang_masuk', 'uang_masuk', 'selisih'] as const;
export type CodSummaryKey = (typeof COD_SUMMARY_KEYS)[number];

/** The six POST /verifikasi_cod/summary_* figures over the same filters. */
export const useCodSummaries = (f: CodFilters) =>
  useQuery({
    queryKey: codKeys.item('summaries', f),
    queryFn: async () => {
      const figures = await Promise.all(COD_SUMMARY_KEYS.map((k) => post<{ total: number }>(`/verifikasi_cod/summary_${k}`, body(f))));
      return Object.fromEntries(COD_SUMMARY_KEYS.map((k, i) => [k, figures[i].total])) as Record<CodSummaryKey, number>;
    },
    placeholderData: keepPreviousData,
  });

/** POST /verifikasi_cod/stored_update (JSON): a remittance report or a difference's explanation; refreshes the list and the cards. */
export function useStoreCodRemittance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (b: CodUpdateBody | Record<string, unknown>) =>
      (await postJson<CodStored>('/verifikasi_cod/stored_update', b as Record<string, unknown>, { silent: true })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: codKeys.all }),
  });
}

/** POST /verifikasi_cod/list_excel: saves the file and answers its name. */
export const exportCod = (f: CodFilters) => downloadFile('POST', '/verifikasi_cod/list_excel', body(f));

/** The couriers for the filter (master Ekspedisi; empty when the user may not read it). */
export const useCourierOptions = () =>
  useQuery({
    queryKey: codKeys.item('couriers'),
    queryFn: async () => {
      try {
        const r = await post<{ data: { ekspedisi_id: number; ekspedisi_name: string }[] }>('/ekspedisi/index', { perPage: 200 }, { silent: true });
        return r.data.map((e) => ({ value: e.ekspedisi_id, label: e.ekspedisi_name }));
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
  });
