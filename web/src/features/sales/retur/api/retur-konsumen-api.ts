import type { ReturKonsumenBody, ReturKonsumenState, ReturKonsumenStatusBody, ReturKonsumenTotalBody, ReturKonsumenUpdateBody } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, postJson } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

export const returKonsumenKeys = createQueryKeys('retur_konsumen');

export interface ReturKonsumenLine {
  line_id: number;
  order_line_id: number;
  product_id: number;
  product_name: string;
  product_sku: string | null;
  unit: 'besar' | 'kecil';
  qty_input: number;
  qty: number;
  qty_text: string;
  qty_sold: number;
  qty_sold_text: string;
  qty_returned: number;
  qty_returned_text: string;
  reason: string;
  value: number;
  product_isi: number;
  product_satuan_besar_name: string;
  product_satuan_kecil_name: string;
  batches: { batch_id: number; batch_no: string | null; expired_date: string | null; qty: number; qty_text: string }[];
}

export interface ReturKonsumenRow {
  retur_konsumen_id: number;
  retur_konsumen_number: string;
  retur_date: string;
  order_id: number;
  invoice_number: string;
  order_date: string;
  order_status: string;
  is_pos: number;
  customer_name: string | null;
  order_gudang_name: string | null;
  gudang_id: number;
  master_gudang_name: string | null;
  destination: 'baik' | 'karantina';
  destination_label: string;
  note: string | null;
  status: ReturKonsumenState;
  status_label: string;
  status_reason: string | null;
  lines_total: number;
  refund_total: number;
  refund_manual: number;
  order_grand_total: number;
  order_paid_amount: number;
  order_returned_total: number;
  order_amount_due: number;
  order_refund_due: number;
  created_at: string;
  approved_at: string | null;
  created_by_name: string | null;
  approved_by_name: string | null;
  line_count: number;
  qty_total: number;
  print_count: number;
  lines: ReturKonsumenLine[];
}

export interface ReturnableOrder {
  order_id: number;
  invoice_number: string;
  order_date: string;
  status: string;
  is_pos: number;
  customer_name: string | null;
  gudang_id: number;
  master_gudang_name: string | null;
  grand_total: number;
}

export interface ReturnOrderLine {
  order_line_id: number;
  product_id: number;
  product_name: string;
  qty_sold: number;
  qty_sold_text: string;
  qty_returned: number;
  qty_returned_text: string;
  qty_open: number;
  qty_returnable: number;
  qty_returnable_text: string;
  product_isi: number;
  product_satuan_besar_name: string;
  product_satuan_kecil_name: string;
  /** One small unit's share of line_total (4 decimals), for display. */
  unit_value: number;
  /** What the invoice charged for the line; a part is valued partValue(line_total, qty_sold, qty_returned + qty_open, qty). */
  line_total: number;
}

export interface ReturnOrder {
  order_id: number;
  invoice_number: string;
  gudang_id: number;
  status: string;
  returnable: boolean;
  grand_total: number;
  paid_amount: number;
  returned_total: number;
  amount_due: number;
  refund_due: number;
  lines: ReturnOrderLine[];
}

/** POST /retur/konsumen/list: one page of returns, each with its lines and the invoice after returns. */
export const useReturKonsumenList = () => useList<ReturKonsumenRow>(returKonsumenKeys, '/retur/konsumen/list', { perPage: 20 });

/** One return by id (the list filtered on retur_konsumen_id: the catalogue has no detail call). */
export async function getReturKonsumen(id: number): Promise<ReturKonsumenRow> {
  const r = await post<{ data: ReturKonsumenRow[] }>('/retur/konsumen/list', { columnFilters: { retur_konsumen_id: id }, page: 1, perPage: 1 });
  const row = r.data[0];
  if (!row) throw new Error('Retur konsumen tidak ditemukan');
  return row;
}

export const useReturKonsumen = (id: number | null) =>
  useQuery({ queryKey: returKonsumenKeys.detail(id ?? 0), queryFn: () => getReturKonsumen(id ?? 0), enabled: id !== null });

/** POST /retur/konsumen/order_options: shipped or finished orders (and cashier sales) matching an invoice number or customer. */
export const searchReturnableOrders = (search: string) => post<ReturnableOrder[]>('/retur/konsumen/order_options', { search }, { silent: true });

/** POST /retur/konsumen/order_lines: an order's lines with sold, returned, open and returnable quantities. */
export const useReturnOrder = (orderId: number | null, returId = 0) =>
  useQuery({
    queryKey: returKonsumenKeys.item(`order:${orderId}:${returId}`),
    queryFn: () => post<ReturnOrder>('/retur/konsumen/order_lines', returId ? { order_id: orderId, retur_konsumen_id: returId } : { order_id: orderId }),
    enabled: orderId !== null,
  });

/** POST /retur/konsumen/excel with the list's filters. */
export const exportReturKonsumen = (filters: Record<string, unknown>) => downloadFile('POST', '/retur/konsumen/excel', { columnFilters: filters });

async function saveReturKonsumen(body: ReturKonsumenBody | ReturKonsumenUpdateBody) {
  const b = body as unknown as Record<string, unknown>;
  if ('retur_konsumen_id' in body) {
    await postJson('/retur/konsumen/validation_update_detail', b);
    return postJson<{ retur_konsumen_id: number }>('/retur/konsumen/update_detail_stored', b);
  }
  await postJson('/retur/konsumen/validation_add', b);
  return postJson<{ retur_konsumen_id: number; retur_konsumen_number: string }>('/retur/konsumen/add_stored', b);
}

async function setReturKonsumenTotal(body: ReturKonsumenTotalBody) {
  const b = body as unknown as Record<string, unknown>;
  await postJson('/retur/konsumen/validation_update_total', b);
  return postJson<{ retur_konsumen_id: number; refund_total: number }>('/retur/konsumen/update_total_stored', b);
}

async function setReturKonsumenStatus(body: ReturKonsumenStatusBody) {
  const b = body as unknown as Record<string, unknown>;
  await postJson('/retur/konsumen/validation_update_status', b);
  return postJson<{ retur_konsumen_id: number; status: ReturKonsumenState }>('/retur/konsumen/update_status_stored', b);
}

export function useSaveReturKonsumen() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveReturKonsumen, onSuccess: () => qc.invalidateQueries({ queryKey: returKonsumenKeys.all }) });
}

export function useSetReturKonsumenTotal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setReturKonsumenTotal, onSuccess: () => qc.invalidateQueries({ queryKey: returKonsumenKeys.all }) });
}

export function useSetReturKonsumenStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setReturKonsumenStatus, onSuccess: () => qc.invalidateQueries({ queryKey: returKonsumenKeys.all }) });
}
