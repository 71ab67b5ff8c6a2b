import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

/** POST /purchase_order/update_status: the 'Proses' move (pick: Baru → Siap Dikirim). */
export const updateSalesOrderStatus = (v: { order_id: number; action: 'pick' }) =>
  postJson<{ order_id: number; invoice_number: string; status: string }>('/purchase_order/update_status', v);

export function useUpdateSalesOrderStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateSalesOrderStatus, onSuccess: () => qc.invalidateQueries({ queryKey: salesOrderKeys.all }) });
}
