import { downloadFile } from '../../../../components/resource/resource-transfer';

/** POST /picking/generate_excel with the list's filters: the picking sheet (one row per line). */
export const exportPicking = (filters: Record<string, unknown>) => downloadFile('POST', '/picking/generate_excel', { columnFilters: filters });
