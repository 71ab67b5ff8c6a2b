import type { ListResult, WarehouseRow } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { warehouseKeys } from '../lib/query-keys';
import { post } from './client';

const FILTERS = { columnFilters: {}, page: 1, perPage: 500 };

/** The warehouses the user may see (POST /master_gudang/list, first 500; group 6 gets only its own). */
export const getWarehouseOptions = () => post<ListResult<WarehouseRow>>('/master_gudang/list', FILTERS);

// under warehouseKeys.lists(): saving a warehouse refreshes every picker
export const warehouseOptionsQueryOptions = () =>
  queryOptions({ queryKey: warehouseKeys.list({ call: '/master_gudang/list', ...FILTERS }), queryFn: getWarehouseOptions });

export function useWarehouseOptions(enabled = true) {
  return useQuery({ ...warehouseOptionsQueryOptions(), enabled });
}
