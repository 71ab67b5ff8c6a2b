import type { SaveWarehouseInput } from '@bo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { userKeys, warehouseKeys } from '../../../lib/query-keys';

export type SaveWarehouse = SaveWarehouseInput & { master_gudang_id?: number; status?: '0' | '1' };

/**
 * A new warehouse (/master_gudang/validation_add, then add_stored) or a change of one with
 * `master_gudang_id` (validation_update, then update_stored): the validation call first (spec-1 §4).
 */
export async function saveWarehouse(input: SaveWarehouse) {
  if (input.master_gudang_id) {
    await call('POST', '/master_gudang/validation_update', { ...input });
    return call('POST', '/master_gudang/update_stored', { ...input });
  }
  await call('POST', '/master_gudang/validation_add', { ...input });
  return call('POST', '/master_gudang/add_stored', { ...input });
}

export function useSaveWarehouse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveWarehouse,
    // lists, pickers and the row itself; the users list shows warehouse names
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: warehouseKeys.all }), qc.invalidateQueries({ queryKey: userKeys.lists() })]),
  });
}
