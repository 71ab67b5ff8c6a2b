import type { ReturSupplierBody, ReturSupplierState, ReturSupplierStatusBody, ReturSupplierUpdateBody } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, postJson } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

export const returSupplierKeys = createQueryKeys('retur_supplier');

export interface ReturSupplierLine {
  line_id: number;
  product_id: number;
  product_name: string;
  product_sku: string | null;
  batch_id: number;
  batch_no: string | null;
  expired_date: string | null;
  qty: number;
  qty_text: string;
  reason: string;
  unit_cost: number | null;
  value: number | null;
  product_isi: number;
  product_satuan_besar_name: string;
  product_satuan_kecil_name: string;
}

export interface ReturSupplierRow {
  retur_supplier_id: number;
  retur_supplier_number: string;
  retur_supplier_date: string;
  gudang_id: number;
  master_gudang_name: string | null;
  vendor_id: number;
  vendor_name: string | null;
  note: string | null;
  status: ReturSupplierState;
  status_label: string;
  cancel_reason: string | null;
  created_at: string;
  created_by_name: string | null;
  line_count: number;
  qty_total: number;
  value_total: number | null;
  print_count: number;
  lines: ReturSupplierLine[];
}

export interface FefoBatch {
  batch_id: number;
  batch_no: string | null;
  expired_date: string | null;
  qty: number;
  qty_text: string;
}

/** A product held in the warehouse, with its batches first expiry first (the FEFO proposal). */
export interface ReturProduct {
  product_id: number;
  product_name: string;
  product_sku: string;
  product_barcode: string;
  product_price_sale: number;
  product_qty: number;
  /** What orders have reserved of it in the warehouse, and what a return may still take (balance − reserved). */
  product_qty_reserved: number;
  product_qty_available: number;
  product_isi: number;
  product_satuan_besar_name: string | null;
  product_satuan_kecil_name: string | null;
  is_product_expire: number;
  batches: FefoBatch[];
}

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
