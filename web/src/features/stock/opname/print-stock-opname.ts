import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import { formatDateTime } from '../../../lib/dates';
import { formatRupiah } from '../../../lib/format-number';
import type { StockOpnameDetail } from './api/stock-opname-api';

/** Print type print_stock_opname: each counted line with system, counted and difference in both units, and the value. */
export const stockOpnamePrint = (d: StockOpnameDetail): PrintableDocument => ({
  printType: 'print_stock_opname',
  title: 'STOK OPNAME',
  number: d.opname_code,
  fields: [
    ['Waktu hitung', formatDateTime(d.counted_at)],
    ['Gudang', d.master_gudang_name],
    ['Catatan', d.note],
  ],
  columns: [
    { title: 'Produk' },
    { title: 'Batch' },
    { title: 'Kedaluwarsa', align: 'center' },
    { title: 'Sistem', align: 'right' },
    { title: 'Hitung', align: 'right' },
    { title: 'Selisih', align: 'right' },
    { title: 'Nilai Selisih', align: 'right' },
  ],
  rows: d.lines.map((l) => [
    l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name,
    l.batch_no ?? '-',
    printDate(l.expired_date),
    l.system_qty_text,
    l.counted_qty_text,
    l.diff_qty > 0 ? `+${l.diff_qty_text}` : l.diff_qty_text,
    formatRupiah(l.diff_value),
  ]),
  totals: [['Total nilai selisih', formatRupiah(d.lines.reduce((s, l) => s + l.diff_value, 0))]],
  signatures: [{ label: 'Dihitung oleh', name: d.created_by_name }, { label: 'Diperiksa oleh' }, { label: 'Disetujui oleh' }],
});
