import type { salesOrderPaymentAnswer } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { post, postJson } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

type Answer = z.infer<typeof salesOrderPaymentAnswer>;

/**
 * Marks an order paid (Tandai Lunas) or unpaid again (Batal Lunas): /purchase_order/
 * validation_update_paid_unpaid, then update_paid or update_unpaid.
 */
export async function updateSalesOrderPaid(v: { order_id: number; paid: boolean; payment_method?: string; bank_id?: number; paid_date?: string }) {
  const { paid, ...rest } = v;
  await post('/purchase_order/validation_update_paid_unpaid', { ...rest, status: paid ? 'paid' : 'unpaid' });
  return paid ? postJson<Answer>('/purchase_order/update_paid', rest) : postJson<Answer>('/purchase_order/update_unpaid', { order_id: v.order_id });
}

export function useUpdateSalesOrderPaid() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateSalesOrderPaid, onSuccess: () => qc.invalidateQueries({ queryKey: salesOrderKeys.all }) });
}
