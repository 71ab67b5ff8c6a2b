import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import type { StockAdjustmentDetail } from './api/stock-adjustment-api';

/** Print type print_stock_adjustment: the lines with batch, expiry, change in both units and reason. */
export const stockAdjustmentPrint = (d: StockAdjustmentDetail): PrintableDocument => ({
  printType: 'print_stock_adjustment',
  title: 'PENYESUAIAN STOK',
  number: d.adjustment_number,
  fields: [
    ['Tanggal', printDate(d.adjustment_date)],
    ['Gudang', d.master_gudang_name],
    ['Catatan', d.note],
  ],
  columns: [{ title: 'Produk' }, { title: 'Batch' }, { title: 'Kedaluwarsa', align: 'center' }, { title: 'Perubahan', align: 'right' }, { title: 'Alasan' }],
  rows: d.lines.map((l) => [
    l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name,
    l.batch_no ?? '-',
    printDate(l.expired_date),
    l.qty_change > 0 ? `+${l.qty_change_text}` : l.qty_change_text,
    l.reason,
  ]),
  signatures: [{ label: 'Dibuat oleh', name: d.created_by_name }, { label: 'Disetujui oleh' }],
});
