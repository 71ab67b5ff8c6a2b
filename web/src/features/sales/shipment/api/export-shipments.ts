import { downloadFile } from '../../../../components/resource/resource-transfer';

/** POST /shipment/excel with the list's filters (one row per order). */
export const exportShipments = (filters: Record<string, unknown>) => downloadFile('POST', '/shipment/excel', { columnFilters: filters });
