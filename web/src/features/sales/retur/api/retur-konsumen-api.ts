import type {
  ReturKonsumenBody,
  ReturKonsumenRow,
  ReturKonsumenState,
  ReturKonsumenStatusBody,
  ReturKonsumenTotalBody,
  ReturKonsumenUpdateBody,
  ReturnableOrder,
  ReturnOrder,
} from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post, postJson } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

export const returKonsumenKeys = createQueryKeys('retur_konsumen');

/** The answer types come from the contract's schemas (the server checks its answers against them). */
export type { ReturKonsumenLine, ReturKonsumenRow, ReturnableOrder, ReturnOrder, ReturnOrderLine } from '@bo/contract';

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
