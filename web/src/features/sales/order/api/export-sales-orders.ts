import { downloadFile } from '../../../../components/resource/resource-transfer';

/** POST /purchase_order/excel with the list's filters: the file, or a job with its progress for a large one. */
export const exportSalesOrders = (filters: Record<string, unknown>) => downloadFile('POST', '/purchase_order/excel', { columnFilters: filters });
