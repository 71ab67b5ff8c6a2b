import { useList } from '../../../../lib/use-list';
import { type SalesOrderRow, salesOrderKeys } from './sales-order-keys';

/** POST /purchase_order/list, or /purchase_order/list_deleted (the deleted tab): one page with its filters. */
export const useSalesOrders = (deleted: boolean, initialFilters: Record<string, unknown>, enabled = true) =>
  useList<SalesOrderRow>(
    salesOrderKeys,
    deleted ? '/purchase_order/list_deleted' : '/purchase_order/list',
    {
      perPage: 20,
      columnFilters: initialFilters,
      sort: { field: 'order_id', type: 'desc' },
    },
    enabled,
  );
