import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import { formatRupiah } from '../../../lib/format-number';
import type { ReturSupplierRow } from './api/retur-supplier-api';

/** Print type print_retur_supplier: supplier, warehouse, the lines with batch, expiry, quantity in both units and reason. */
export const returSupplierPrint = (d: ReturSupplierRow): PrintableDocument => ({
  printType: 'print_retur_supplier',
  title: 'RETUR SUPPLIER',
  number: d.retur_supplier_number,
  fields: [
    ['Tanggal', printDate(d.retur_supplier_date)],
    ['Supplier', d.vendor_name],
    ['Gudang', d.master_gudang_name],
    ['Status', d.status_label],
    ['Catatan', d.note],
  ],
  columns: [{ title: 'Produk' }, { title: 'Batch' }, { title: 'Kedaluwarsa', align: 'center' }, { title: 'Jumlah', align: 'right' }, { title: 'Alasan' }],
  rows: d.lines.map((l) => [
    l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name,
    l.batch_no ?? '-',
    printDate(l.expired_date),
    l.qty_text,
    l.reason,
  ]),
  totals: d.value_total !== null ? [['Nilai (harga pokok)', formatRupiah(d.value_total)]] : undefined,
  signatures: [{ label: 'Dibuat oleh', name: d.created_by_name }, { label: 'Dikirim oleh' }, { label: 'Diterima supplier' }],
});
