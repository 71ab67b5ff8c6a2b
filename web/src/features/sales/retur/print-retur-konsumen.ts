import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import { formatRupiah } from '../../../lib/format-number';
import type { ReturKonsumenRow } from './api/retur-konsumen-api';

/** Print type print_retur_konsumen: the invoice and customer, destination warehouse, the lines with quantity, reason and value, and the amount. */
export const returKonsumenPrint = (d: ReturKonsumenRow): PrintableDocument => ({
  printType: 'print_retur_konsumen',
  title: 'RETUR KONSUMEN',
  number: d.retur_konsumen_number,
  fields: [
    ['Tanggal', printDate(d.retur_date)],
    ['No. Tagihan', d.invoice_number],
    ['Pelanggan', d.customer_name],
    ['Gudang Tujuan', `${d.master_gudang_name ?? '-'} (${d.destination_label})`],
    ['Status', d.status_label],
    ['Catatan', d.note],
  ],
  columns: [
    { title: 'Produk' },
    { title: 'Terjual', align: 'right' },
    { title: 'Jumlah Retur', align: 'right' },
    { title: 'Alasan' },
    { title: 'Nilai', align: 'right' },
  ],
  rows: d.lines.map((l) => [
    l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name,
    l.qty_sold_text,
    l.qty_text,
    l.reason,
    formatRupiah(l.value),
  ]),
  totals: [
    ['Nilai barang', formatRupiah(d.lines_total)],
    ['Nilai retur (pengurang tagihan)', formatRupiah(d.refund_total)],
  ],
  signatures: [{ label: 'Dibuat oleh', name: d.created_by_name }, { label: 'Disetujui oleh', name: d.approved_by_name }, { label: 'Pelanggan' }],
});
