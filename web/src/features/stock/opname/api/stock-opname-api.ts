import type { OpnameBatch, OpnameProduct, StockOpnameBody, StockOpnameDetail, StockOpnameRow } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post, postJson } from '../../../../api/client';
import { stockOpnameKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

/** Row, line and batch types are the contract's answer schemas (packages/contract/src/schemas/stock-opname.ts). */
export type { OpnameBatch, OpnameProduct, StockOpnameDetail, StockOpnameLine, StockOpnameRow } from '@bo/contract';

/** POST /stock_opname/list: one page of counts. */
export const useStockOpnames = () => useList<StockOpnameRow>(stockOpnameKeys, '/stock_opname/list', { perPage: 20 });

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
