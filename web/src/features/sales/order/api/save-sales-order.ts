import type { SalesOrderBody } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../../api/client';
import { type SalesOrderSaved, salesOrderKeys } from './sales-order-keys';

export type SalesOrderInput = Omit<SalesOrderBody, 'is_pos' | 'is_indent' | 'is_ppn_jual'> & {
  is_pos?: '0' | '1';
  is_indent?: '0' | '1';
  is_ppn_jual?: '0' | '1';
  order_id?: number;
};

/**
 * Saves an order: /purchase_order/validation_add then add_stored, or update_validation then
 * update_stored with order_id. `key` is the Idempotency-Key of this submission: the same key on a
 * second press (or a retry) is answered with the first answer, so one order is stored.
 */
export async function saveSalesOrder(body: SalesOrderInput, key: string) {
  const update = body.order_id !== undefined;
  const b = body as unknown as Record<string, unknown>;
  await postJson(update ? '/purchase_order/update_validation' : '/purchase_order/validation_add', b);
  return postJson<SalesOrderSaved>(update ? '/purchase_order/update_stored' : '/purchase_order/add_stored', b, { idempotencyKey: key });
}

export function useSaveSalesOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: SalesOrderInput; key: string }) => saveSalesOrder(v.body, v.key),
    onSuccess: () => qc.invalidateQueries({ queryKey: salesOrderKeys.all }),
  });
}
