import type { ReturProduct, ReturSupplierBody, ReturSupplierRow, ReturSupplierState, ReturSupplierStatusBody, ReturSupplierUpdateBody } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, postJson } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

export const returSupplierKeys = createQueryKeys('retur_supplier');

/** Row, line, batch and product types are the contract's answer schemas (packages/contract/src/schemas/retur-supplier.ts). */
export type { FefoBatch, ReturProduct, ReturSupplierLine, ReturSupplierRow } from '@bo/contract';

/** POST /retur/supplier/list: one page of returns, each with its lines. */
export const useReturSuppliers = () => useList<ReturSupplierRow>(returSupplierKeys, '/retur/supplier/list', { perPage: 20 });

/** One return by id (the list filtered on retur_supplier_id: the catalogue has no detail call). */
export async function getReturSupplier(id: number): Promise<ReturSupplierRow> {
  const r = await post<{ data: ReturSupplierRow[] }>('/retur/supplier/list', { columnFilters: { retur_supplier_id: id }, page: 1, perPage: 1 });
  const row = r.data[0];
  if (!row) throw new Error('Retur supplier tidak ditemukan');
  return row;
}

export const useReturSupplier = (id: number | null) =>
  useQuery({ queryKey: returSupplierKeys.detail(id ?? 0), queryFn: () => getReturSupplier(id ?? 0), enabled: id !== null });

/** POST /retur/supplier/product_in_gudang: products with stock in the warehouse matching the text. */
export const searchReturProducts = (gudangId: number, search: string) =>
  post<ReturProduct[]>('/retur/supplier/product_in_gudang', { gudang_id: gudangId, search }, { silent: true });

/** POST /retur/supplier/vendor_options: active suppliers (id and name). */
export const useVendorOptions = (search: string, ids: number[]) =>
  useQuery({
    queryKey: returSupplierKeys.item(`vendors:${search}:${ids.join(',')}`),
    // JSON: a form body would carry `ids` as the text "[1]", which the list of ids refuses.
    queryFn: async () =>
      (await postJson<{ value: number; label: string }[]>('/retur/supplier/vendor_options', ids.length ? { search, ids } : { search }, { silent: true })).data,
  });

/**
 * The supplier's approved receipts a return may be credited against (/penerimaan/index: holders of the
 * Penerimaan page; others get none and the return carries no credit).
 */
export const useVendorReceiptOptions = (vendorId: number | null | undefined) =>
  useQuery({
    queryKey: returSupplierKeys.item(`receipts:${vendorId ?? 0}`),
    enabled: !!vendorId,
    queryFn: async () => {
      type R = { penerimaan_id: number; penerimaan_number: string; penerimaan_date: string; invoice_number: string | null };
      const b = { columnFilters: { vendor_id: vendorId, status: 'approved', is_internal: 0 }, page: 1, perPage: 100 };
      const r = await postJson<{ data: R[] }>('/penerimaan/index', b, { silent: true }).catch(() => null);
      return (r?.data.data ?? []).map((x) => ({
        value: x.penerimaan_id,
        label: [x.penerimaan_number, x.invoice_number && `Faktur ${x.invoice_number}`, x.penerimaan_date].filter(Boolean).join(' · '),
      }));
    },
  });

/** POST /retur/supplier/generate_excel with the list's filters. */
export const exportReturSuppliers = (filters: Record<string, unknown>) => downloadFile('POST', '/retur/supplier/generate_excel', { columnFilters: filters });

async function saveReturSupplier(body: ReturSupplierBody | ReturSupplierUpdateBody) {
  const b = body as unknown as Record<string, unknown>;
  if ('retur_supplier_id' in body) {
    await postJson('/retur/supplier/validation_update_detail', b);
    return postJson<{ retur_supplier_id: number }>('/retur/supplier/update_detail_stored', b);
  }
  await postJson('/retur/supplier/validation_add', b);
  return postJson<{ retur_supplier_id: number; retur_supplier_number: string }>('/retur/supplier/add_stored', b);
}

async function setReturSupplierStatus(body: ReturSupplierStatusBody) {
  const b = body as unknown as Record<string, unknown>;
  await postJson('/retur/supplier/validation_update_status', b);
  return postJson<{ retur_supplier_id: number; status: ReturSupplierState }>('/retur/supplier/update_status_stored', b);
}

export function useSaveReturSupplier() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveReturSupplier, onSuccess: () => qc.invalidateQueries({ queryKey: returSupplierKeys.all }) });
}

export function useSetReturSupplierStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setReturSupplierStatus, onSuccess: () => qc.invalidateQueries({ queryKey: returSupplierKeys.all }) });
}
