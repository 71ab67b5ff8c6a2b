import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import type { GoodsReceiptDetail } from './api/goods-receipt-api';

/** Print type print_penerimaan_internal: goods of an internal order arriving from the source warehouse (no prices). */
export const penerimaanInternalPrint = (d: GoodsReceiptDetail): PrintableDocument => ({
  printType: 'print_penerimaan_internal',
  title: 'PENERIMAAN INTERNAL',
  number: d.penerimaan_number,
  fields: [
    ['Tanggal', printDate(d.penerimaan_date)],
    ['No. Pesanan', d.order_number],
    ['Gudang Asal', d.gudang_source_name],
    ['Gudang Penerima', d.master_gudang_name],
    ['Status', d.status_label],
    ['Catatan', d.note],
  ],
  columns: [{ title: 'Produk' }, { title: 'Batch' }, { title: 'Kedaluwarsa', align: 'center' }, { title: 'Jumlah', align: 'right' }],
  rows: d.lines.map((l) => [l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name, l.batch_no ?? '-', printDate(l.expired_date), l.qty_text]),
  signatures: [{ label: 'Diterima oleh', name: d.created_by_name }, { label: 'Disetujui oleh', name: d.approved_by_name }, { label: 'Pengirim' }],
});
