/**
 * The states of a stock transfer, apart from its zod header so that lists and tags can use them
 * without loading zod.
 */
export const STOCK_TRANSFER_STATES = [
  { value: 'waiting', label: 'Menunggu Persetujuan', color: 'gold' },
  { value: 'in_transit', label: 'Dalam Perjalanan', color: 'blue' },
  { value: 'received', label: 'Diterima', color: 'green' },
  { value: 'rejected', label: 'Ditolak', color: 'red' },
] as const;

export type StockTransferState = (typeof STOCK_TRANSFER_STATES)[number]['value'];
