import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWarehouseOptions } from '../../../api/get-warehouse-options';
import { warehouseKeys } from '../../../lib/query-keys';

/** The warehouse of `id` from the list call (there is no detail call; group 6 gets only its own). */
export async function getWarehouse(id: number) {
  const r = await getWarehouseOptions();
  return r.data.find((w) => Number(w.master_gudang_id) === id) ?? null;
}

export const warehouseQueryOptions = (id: number) => queryOptions({ queryKey: warehouseKeys.detail(id), queryFn: () => getWarehouse(id) });

export const useWarehouse = (id: number) => useQuery({ ...warehouseQueryOptions(id), enabled: id > 0 });
