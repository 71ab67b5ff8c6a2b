import type { BatchRow, ListResult, StockAdjustmentBody, StockAdjustmentDetail, StockAdjustmentRow } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, postJson } from '../../../../api/client';
import { createQueryKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

export const stockAdjustmentKeys = createQueryKeys('stock_adjustment');
export const batchKeys = createQueryKeys('stock_batch');

/** Row, line and batch types are the contract's answer schemas (packages/contract/src/schemas/stock-adjustment.ts). */
export type { BatchRow, StockAdjustmentDetail, StockAdjustmentLine, StockAdjustmentRow } from '@bo/contract';

/** POST /stock_adjustment/list: one page of adjustments. */
export const useStockAdjustments = () => useList<StockAdjustmentRow>(stockAdjustmentKeys, '/stock_adjustment/list', { perPage: 20 });

/** POST /stock_adjustment/detail: an adjustment with its lines. */
export const getStockAdjustment = (id: number) => post<StockAdjustmentDetail>('/stock_adjustment/detail', { adjustment_id: id });

export const useStockAdjustment = (id: number | null) =>
  useQuery({ queryKey: stockAdjustmentKeys.detail(id ?? 0), queryFn: () => getStockAdjustment(id ?? 0), enabled: id !== null });

/** POST /batch/list_header_batch: the batches of a product held in a warehouse, first expiry first. */
export const getProductBatches = (productId: number, gudangId: number) =>
  post<ListResult<BatchRow>>('/batch/list_header_batch', { product_id: productId, gudang_id: gudangId, perPage: 100 });

/** /stock_adjustment/validation_add then /stock_adjustment/add_stored (JSON). */
export async function saveStockAdjustment(body: StockAdjustmentBody) {
  await postJson('/stock_adjustment/validation_add', body as unknown as Record<string, unknown>);
  return postJson<{ adjustment_id: number; adjustment_number: string }>('/stock_adjustment/add_stored', body as unknown as Record<string, unknown>);
}

export function useSaveStockAdjustment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveStockAdjustment,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: stockAdjustmentKeys.all }), qc.invalidateQueries({ queryKey: batchKeys.all })]),
  });
}
