import type { ListResult, ProductInGudang, StockTransferApprovalBody, StockTransferBody, StockTransferRow } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, postJson } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

export const stockTransferKeys = createQueryKeys('stock_transfer');

/** Row, line, batch and product types are the contract's answer schemas (packages/contract/src/schemas/stock-transfer.ts). */
export type { ProductInGudang, StockTransferLine, StockTransferRow, TransferBatch } from '@bo/contract';

/** POST /transfer_stok/index: one page of transfers with their lines. */
export const useStockTransfers = () => useList<StockTransferRow>(stockTransferKeys, '/transfer_stok/index', { perPage: 20 });

/** One transfer with its lines (the index filtered by transfer_id). */
export async function getStockTransfer(id: number): Promise<StockTransferRow> {
  const r = await post<ListResult<StockTransferRow>>('/transfer_stok/index', { columnFilters: { transfer_id: id }, page: 1, perPage: 1 });
  if (!r.data[0]) throw new Error('Transfer stok tidak ditemukan');
  return r.data[0];
}

export const useStockTransfer = (id: number | null) =>
  useQuery({ queryKey: stockTransferKeys.detail(id ?? 0), queryFn: () => getStockTransfer(id ?? 0), enabled: id !== null });

/** Products with stock in a warehouse matching a text, with their batches in FEFO order. */
export const searchProductsInGudang = async (gudangId: number, search: string) =>
  (await post<ListResult<ProductInGudang>>('/transfer_stok/product_in_gudang', { gudang_id: gudangId, search, perPage: 20 }, { silent: true })).data;

/** /transfer_stok/validation_add then /transfer_stok/add_stored (JSON). */
export async function saveStockTransfer(body: StockTransferBody) {
  await postJson('/transfer_stok/validation_add', body as unknown as Record<string, unknown>);
  return postJson<{ transfer_id: number; transfer_number: string }>('/transfer_stok/add_stored', body as unknown as Record<string, unknown>);
}

export function useSaveStockTransfer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveStockTransfer, onSuccess: () => qc.invalidateQueries({ queryKey: stockTransferKeys.all }) });
}

/** One move of the machine: /transfer_stok/validation_approval then /transfer_stok/approval. */
export async function moveStockTransfer(body: StockTransferApprovalBody) {
  await post('/transfer_stok/validation_approval', body as unknown as Record<string, unknown>);
  return postJson<{ transfer_id: number; status: string }>('/transfer_stok/approval', body as unknown as Record<string, unknown>);
}

export function useMoveStockTransfer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: moveStockTransfer, onSuccess: () => qc.invalidateQueries({ queryKey: stockTransferKeys.all }) });
}

/** POST /transfer_stok/generate_excel with the list's filters; saves the file. */
export const exportStockTransfers = (filters: Record<string, unknown>) => downloadFile('POST', '/transfer_stok/generate_excel', { columnFilters: filters });
