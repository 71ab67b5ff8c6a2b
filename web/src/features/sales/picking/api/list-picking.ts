import { post } from '../../../../api/client';
import { useList } from '../../../../lib/use-list';
import { type PickingRow, pickingKeys } from './picking-keys';

/** POST /picking/list: the orders in Siap Dikirim with their lines and packing progress. */
export const usePickingList = (initialFilters: Record<string, unknown>) =>
  useList<PickingRow>(pickingKeys, '/picking/list', { perPage: 20, columnFilters: initialFilters, sort: { field: 'order_id', type: 'asc' } });

/** One order of the picking list (the packing screen), or undefined when it is no longer Siap Dikirim. */
export const getPickingOrder = async (orderId: number) =>
  (await post<{ data: PickingRow[] }>('/picking/list', { columnFilters: { order_id: orderId }, perPage: 1 })).data[0];
