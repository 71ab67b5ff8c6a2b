import { WAREHOUSE_FIRST_LOAD, type WarehouseRow } from '@bo/contract';
import { warehouseKeys } from '../../../lib/query-keys';
import { useList } from '../../../lib/use-list';

/** Gudang: POST /master_gudang/list (first load as spec-2 §9). */
export const useWarehouses = () => useList<WarehouseRow>(warehouseKeys, '/master_gudang/list', { ...WAREHOUSE_FIRST_LOAD });
