import type {
  ListResult,
  PurchaseOrderAutoLineInput,
  PurchaseOrderBody,
  PurchaseOrderInternalBody,
  purchaseOrderAutoProposal,
  purchaseOrderAutoSaved,
  purchaseOrderDetail,
  purchaseOrderRow,
  purchaseOrderSaved,
} from '@bo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post, postJson } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

export const purchaseOrderKeys = createQueryKeys('penerimaan_order');

export type PurchaseOrderRow = z.infer<typeof purchaseOrderRow>;
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetail>;
export type PurchaseOrderSaved = z.infer<typeof purchaseOrderSaved>;
export type PurchaseOrderAutoProposal = z.infer<typeof purchaseOrderAutoProposal>;
export type PurchaseOrderAutoSaved = z.infer<typeof purchaseOrderAutoSaved>;
export type ProposalLine = PurchaseOrderAutoProposal['without_vendor'][number];

/** POST /penerimaan_order/index: one kind of order (is_internal 0 or 1) with its filters. */
export const usePurchaseOrders = (internal: boolean) =>
  useList<PurchaseOrderRow>(purchaseOrderKeys, '/penerimaan_order/index', { perPage: 20, columnFilters: { is_internal: internal ? 1 : 0 } });

/** GET /penerimaan_order/get_detail: header, lines, images and state history. */
export const getPurchaseOrder = (id: number) => get<PurchaseOrderDetail>('/penerimaan_order/get_detail', { order_id: id });

export const usePurchaseOrder = (id: number | null) =>
  useQuery({ queryKey: purchaseOrderKeys.detail(id ?? 0), queryFn: () => getPurchaseOrder(id ?? 0), enabled: id !== null });

type Body = Record<string, unknown>;

/** Saves an order to a supplier: validation then stored call (add, or update with order_id). */
export async function savePurchaseOrder(body: PurchaseOrderBody & { order_id?: number }) {
  const update = body.order_id !== undefined;
  await postJson(update ? '/penerimaan_order/validation_update' : '/penerimaan_order/validation_add', body as unknown as Body);
  return postJson<PurchaseOrderSaved>(update ? '/penerimaan_order/update_stored' : '/penerimaan_order/add_stored', body as unknown as Body);
}

/** Saves an internal order (update_stored_internal has no validation call of its own). */
export async function savePurchaseOrderInternal(body: PurchaseOrderInternalBody & { order_id?: number }) {
  if (body.order_id !== undefined) return postJson<PurchaseOrderSaved>('/penerimaan_order/update_stored_internal', body as unknown as Body);
  await postJson('/penerimaan_order/validation_add_internal', body as unknown as Body);
  return postJson<PurchaseOrderSaved>('/penerimaan_order/add_stored_internal', body as unknown as Body);
}

export function useSavePurchaseOrder(internal: boolean) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: (PurchaseOrderBody | PurchaseOrderInternalBody) & { order_id?: number }) =>
      internal ? savePurchaseOrderInternal(body as PurchaseOrderInternalBody) : savePurchaseOrder(body as PurchaseOrderBody),
    onSuccess: () => qc.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
  });
}

/** Deleting an order is its cancel move: /penerimaan_order/validation_delete then /penerimaan_order/delete. */
export async function cancelPurchaseOrder(orderId: number) {
  await post('/penerimaan_order/validation_delete', { order_id: orderId });
  return postJson<{ order_id: number; order_number: string; status: 'cancelled' }>('/penerimaan_order/delete', { order_id: orderId });
}

export function useCancelPurchaseOrder() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: cancelPurchaseOrder, onSuccess: () => qc.invalidateQueries({ queryKey: purchaseOrderKeys.all }) });
}

/** POST /penerimaan_order/delete_image_stored. */
export function useDeletePurchaseOrderImage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (b: { order_id: number; image_id: number }) => postJson('/penerimaan_order/delete_image_stored', b),
    onSuccess: () => qc.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
  });
}

/** The body that stores a saved order again, unchanged but for its status (the draft's "Pesan" move). */
export function bodyOfDetail(d: PurchaseOrderDetail, status: 'draft' | 'ordered') {
  const common = {
    order_id: d.order_id,
    gudang_id: d.gudang_id,
    order_date: d.order_date.slice(0, 10),
    expected_date: d.expected_date ? d.expected_date.slice(0, 10) : undefined,
    status,
    note: d.note ?? undefined,
    images: [] as string[],
  };
  if (d.is_internal)
    return {
      ...common,
      gudang_source_id: d.gudang_source_id ?? 0,
      lines: d.lines.map((l) => ({ product_id: l.product_id, unit: l.unit, qty: l.qty_input, note: l.note ?? undefined })),
    };
  return {
    ...common,
    vendor_id: d.vendor_id ?? 0,
    is_ppn: d.is_ppn ? 1 : 0,
    lines: d.lines.map((l) => ({
      product_id: l.product_id,
      unit: l.unit,
      qty: l.qty_input,
      price: l.price,
      discount_type: l.discount_type,
      discount: l.discount,
      note: l.note ?? undefined,
    })),
  };
}

/** POST /penerimaan_order/po_automatic without lines: the proposal of a warehouse's defecta (writes nothing). */
export const getAutomaticProposal = (gudangId: number) => post<PurchaseOrderAutoProposal>('/penerimaan_order/po_automatic', { gudang_id: gudangId });

/**
 * POST /penerimaan_order/po_automatic with the kept lines: one draft per supplier. The caller passes
 * the Idempotency-Key of this proposal press, so a repeated press is answered once.
 */
export function useSaveAutomaticOrders() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { gudang_id: number; lines: PurchaseOrderAutoLineInput[]; key: string }) =>
      postJson<PurchaseOrderAutoSaved>('/penerimaan_order/po_automatic', { gudang_id: v.gudang_id, lines: v.lines }, { idempotencyKey: v.key }),
    onSuccess: () => qc.invalidateQueries({ queryKey: purchaseOrderKeys.all }),
  });
}

/** POST /retur/supplier/vendor_options: active suppliers (id and name) — the purchasing roles hold it. */
export const useVendorOptions = (search: string, ids: number[]) =>
  useQuery({
    queryKey: purchaseOrderKeys.item('vendors', search, ids.join(',')),
    // JSON: a form body would carry the ids as the text '[1]'
    queryFn: async () =>
      (await postJson<{ value: number; label: string }[]>('/retur/supplier/vendor_options', ids.length ? { search, ids } : { search }, { silent: true })).data,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** POST /penerimaan_order/generate_excel with the list's filters: the file, or a job for a large one. */
export const exportPurchaseOrders = (filters: Record<string, unknown>) => downloadFile('POST', '/penerimaan_order/generate_excel', { columnFilters: filters });

/** Reads a picked file as a data URL (the order's images travel in the form body). */
export const readDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

export type { ListResult };
