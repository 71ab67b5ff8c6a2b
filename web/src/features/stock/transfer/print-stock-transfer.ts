import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import type { StockTransferRow } from './api/stock-transfer-api';

/** Print type print_stock_transfer: source, destination, state and the lines with batch, expiry and quantity in both units. */
export const stockTransferPrint = (d: StockTransferRow): PrintableDocument => ({
  printType: 'print_stock_transfer',
  title: 'TRANSFER STOK',
  number: d.transfer_number,
  fields: [
    ['Tanggal', printDate(d.transfer_date)],
    ['Dari Gudang', d.gudang_from_name],
    ['Ke Gudang', d.gudang_to_name],
    ['Status', d.status_label],
    ['Catatan', d.note],
    ['Alasan Penolakan', d.transfer_reject_reason],
  ],
  columns: [{ title: 'Produk' }, { title: 'Batch' }, { title: 'Kedaluwarsa', align: 'center' }, { title: 'Jumlah', align: 'right' }],
  rows: d.lines.map((l) => [l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name, l.batch_no ?? '-', printDate(l.expired_date), l.qty_text]),
  signatures: [
    { label: 'Dibuat oleh', name: d.created_by_name },
    { label: 'Disetujui oleh', name: d.approved_by_name },
    { label: 'Diterima oleh', name: d.received_by_name },
  ],
});
