import type { GoodsReceiptBody, goodsReceiptCheck, goodsReceiptDetail, goodsReceiptRow, goodsReceiptSaved, purchaseOrderOpenRow } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post, postJson } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

export const goodsReceiptKeys = createQueryKeys('penerimaan');

export type GoodsReceiptRow = z.infer<typeof goodsReceiptRow>;
export type GoodsReceiptDetail = z.infer<typeof goodsReceiptDetail>;
export type GoodsReceiptCheck = z.infer<typeof goodsReceiptCheck>;
export type OpenOrderRow = z.infer<typeof purchaseOrderOpenRow>;

/** POST /penerimaan/index: one kind of receipt (is_internal 0 or 1) with its filters. */
export const useGoodsReceipts = (internal: boolean) =>
  useList<GoodsReceiptRow>(goodsReceiptKeys, '/penerimaan/index', { perPage: 20, columnFilters: { is_internal: internal ? 1 : 0 } });

/** A receipt with its lines: the receipts of its order (list_penerimaan_by_pemesanan_id), this one. */
export async function getGoodsReceipt(id: number): Promise<GoodsReceiptDetail> {
  const head = await post<{ data: GoodsReceiptRow[] }>('/penerimaan/index', { columnFilters: { penerimaan_id: id }, page: 1, perPage: 1 });
  const row = head.data[0];
  if (!row) throw new Error('Penerimaan tidak ditemukan');
  const all = await get<GoodsReceiptDetail[]>('/penerimaan/list_penerimaan_by_pemesanan_id', { pemesanan_id: row.order_id });
  const found = all.find((r) => r.penerimaan_id === id);
  if (!found) throw new Error('Penerimaan tidak ditemukan');
  return found;
}

export const useGoodsReceipt = (id: number | null) =>
  useQuery({ queryKey: goodsReceiptKeys.detail(id ?? 0), queryFn: () => getGoodsReceipt(id ?? 0), enabled: id !== null });

/** Orders still open for receiving (ordered or partly received), for the form's picker. */
export const searchOpenOrders = async (internal: boolean, search: string) =>
  (
    await post<{ data: OpenOrderRow[] }>(
      '/penerimaan_order/index_main',
      { columnFilters: { is_internal: internal ? 1 : 0, ...(search ? { search } : {}) }, page: 1, perPage: 30 },
      { silent: true },
    )
  ).data;

/** GET /penerimaan/check_received: per order line ordered, received, waiting and still open. */
export const checkReceived = (orderId: number) => get<GoodsReceiptCheck>('/penerimaan/check_received', { order_id: orderId });

/** Stores a receipt (waiting for approval): validation then stored call, supplier or internal. */
export async function saveGoodsReceipt(internal: boolean, body: GoodsReceiptBody & { penerimaan_id?: number }) {
  if (body.penerimaan_id !== undefined) {
    await postJson('/penerimaan/validation_update_new', body as unknown as Record<string, unknown>);
    return postJson<z.infer<typeof goodsReceiptSaved>>('/penerimaan/update_stored_new', body as unknown as Record<string, unknown>);
  }
  const suffix = internal ? '_internal' : '';
  await postJson(`/penerimaan/validation_add${suffix}`, body as unknown as Record<string, unknown>);
  return postJson<z.infer<typeof goodsReceiptSaved>>(`/penerimaan/add_stored${suffix}`, body as unknown as Record<string, unknown>);
}

export function useSaveGoodsReceipt(internal: boolean) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GoodsReceiptBody & { penerimaan_id?: number }) => saveGoodsReceipt(internal, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: goodsReceiptKeys.all }),
  });
}

/** A move of the receipt's machine: approve (validation_approved + approved_stored) or delete. */
export function useMoveGoodsReceipt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { penerimaan_id: number; action: 'approve' | 'delete' }) => {
      const body = { penerimaan_id: v.penerimaan_id };
      if (v.action === 'approve') {
        await post('/penerimaan/validation_approved', body);
        return postJson('/penerimaan/approved_stored', body);
      }
      await post('/penerimaan/validation_delete', body);
      return postJson('/penerimaan/delete', body);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: goodsReceiptKeys.all }),
  });
}

/** POST /penerimaan/generate_excel with the list's filters. */
export const exportGoodsReceipts = (filters: Record<string, unknown>) => downloadFile('POST', '/penerimaan/generate_excel', { columnFilters: filters });
