import type { salesOrderDeleted } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { post, postJson } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

/** Deleting an order (cancelled and soft-deleted, with its reason): /purchase_order/validation_delete then /purchase_order/delete. */
export async function deleteSalesOrder(v: { order_id: number; reason: string }) {
  await post('/purchase_order/validation_delete', v);
  return postJson<z.infer<typeof salesOrderDeleted>>('/purchase_order/delete', v);
}

export function useDeleteSalesOrder() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteSalesOrder, onSuccess: () => qc.invalidateQueries({ queryKey: salesOrderKeys.all }) });
}
