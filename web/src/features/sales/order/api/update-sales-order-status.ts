import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

/** POST /purchase_order/update_status: 'Proses' (pick: Baru → Siap Dikirim) or 'Setujui Diskon' (approve_discount: → Baru). */
export const updateSalesOrderStatus = (v: { order_id: number; action: 'pick' | 'approve_discount' }) =>
  postJson<{ order_id: number; invoice_number: string; status: string }>('/purchase_order/update_status', v);

export function useUpdateSalesOrderStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateSalesOrderStatus, onSuccess: () => qc.invalidateQueries({ queryKey: salesOrderKeys.all }) });
}
