import type { StockOpnameBody } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, postJson } from '../../../../api/client';
import { stockOpnameKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

export interface StockOpnameRow {
  opname_id: number;
  opname_code: string;
  gudang_id: number;
  master_gudang_name: string | null;
  counted_at: string;
  note: string | null;
  status: string;
  created_at: string;
  created_by_name: string | null;
  line_count: number;
  diff_count: number;
  diff_value: number;
}

export interface StockOpnameLine {
  line_id: number;
  product_id: number;
  product_name: string;
  product_sku: string | null;
  batch_id: number;
  batch_no: string | null;
  expired_date: string | null;
  system_qty: number;
  counted_qty: number;
  diff_qty: number;
  unit_cost: number;
  diff_value: number;
  note: string | null;
  system_qty_text: string;
  counted_qty_text: string;
  diff_qty_text: string;
}

export interface OpnameBatch {
  batch_id: number;
  batch_no: string | null;
  expired_date: string | null;
  qty: number;
  qty_text: string;
}

export interface OpnameProduct {
  product_id: number;
  product_name: string;
  is_product_expire: number;
  product_isi: number;
  product_satuan_besar_name: string | null;
  product_satuan_kecil_name: string | null;
}

/** POST /stock_opname/list: one page of counts. */
export const useStockOpnames = () => useList<StockOpnameRow>(stockOpnameKeys, '/stock_opname/list', { perPage: 20 });

export type StockOpnameDetail = StockOpnameRow & { lines: StockOpnameLine[] };

/** GET /stock_opname/detail: a count with its lines. */
export const getStockOpname = (id: number) => get<StockOpnameDetail>('/stock_opname/detail', { id });
export const useStockOpname = (id: number | null) =>
  useQuery({ queryKey: stockOpnameKeys.detail(id ?? 0), queryFn: () => getStockOpname(id ?? 0), enabled: id !== null });

/** GET /stock_opname/generate_code: the number the next count will probably get. */
export const useNextOpnameCode = (enabled: boolean) =>
  useQuery({ queryKey: stockOpnameKeys.item('next-code'), queryFn: () => get<{ opname_code: string }>('/stock_opname/generate_code'), enabled });

/** POST /stock_opname/list_batch: what to count for a product in a warehouse, and the moment counting starts. */
export const getOpnameBatches = (gudangId: number, productId: number) =>
  post<{ product: OpnameProduct; batches: OpnameBatch[]; counted_at: string }>('/stock_opname/list_batch', { gudang_id: gudangId, product_id: productId });

/** POST /stock_opname/verif_batch: a new batch number and expiry typed while counting. */
export const verifyOpnameBatch = (input: { product_id: number; batch_no: string; expired_date: string }) =>
  post<{ batch_id: number | null; is_new: boolean; is_expired: boolean }>('/stock_opname/verif_batch', input);

/** /stock_opname/validation_add then /stock_opname/add_stored (JSON). */
export async function saveStockOpname(body: StockOpnameBody) {
  await postJson('/stock_opname/validation_add', body as unknown as Record<string, unknown>);
  // warnings: variants the count left below what orders have reserved (the count is booked all the same).
  return postJson<{ opname_id: number; opname_code: string; warnings?: string[] }>('/stock_opname/add_stored', body as unknown as Record<string, unknown>);
}

export function useSaveStockOpname() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveStockOpname, onSuccess: () => qc.invalidateQueries({ queryKey: stockOpnameKeys.all }) });
}
