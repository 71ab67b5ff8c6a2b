export const PRINT_TYPES = [
  'print_order_invoice',
  'print_order_surat_jalan',
  'print_order_informasi_penerima',
  'print_pemesanan',
  'print_pemesanan_internal',
  'print_penerimaan',
  'print_penerimaan_internal',
  'print_retur_konsumen',
  'print_pembayaran_single',
  'print_pembayaran_multiple',
  'print_pembayaran_multiple_kwitansi',
  'print_pembelian_single',
  'print_pembelian_multiple',
  'print_pembelian_multiple_kwitansi',
  'print_shipment',
  'print_shipment_label',
  'print_stock_adjustment',
  'print_stock_opname',
  'print_stock_transfer',
  'print_retur_supplier',
] as const;
export type PrintType = (typeof PRINT_TYPES)[number];
export const isPrintType = (v: unknown): v is PrintType => typeof v === 'string' && (PRINT_TYPES as readonly string[]).includes(v);
