import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import type { PurchaseOrderDetail } from './api/purchase-order-api';

/** Print type print_pemesanan_internal: an order between the company's warehouses, quantities only (no prices). */
export const pemesananInternalPrint = (d: PurchaseOrderDetail): PrintableDocument => ({
  printType: 'print_pemesanan_internal',
  title: 'PESANAN INTERNAL',
  number: d.order_number,
  fields: [
    ['Tanggal', printDate(d.order_date)],
    ['Gudang Asal', d.gudang_source_name],
    ['Gudang Penerima', d.master_gudang_name],
    ['Perkiraan Datang', d.expected_date ? printDate(d.expected_date) : null],
    ['Status', d.status_label],
    ['Catatan', d.note],
  ],
  columns: [{ title: 'Produk' }, { title: 'Jumlah', align: 'right' }, { title: 'Jumlah (satuan kecil)', align: 'right' }, { title: 'Catatan' }],
  rows: d.lines.map((l) => [
    l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name,
    `${l.qty_input} ${l.unit_name}`,
    l.qty_text,
    l.note ?? '',
  ]),
  signatures: [{ label: 'Dibuat oleh', name: d.created_by_name }, { label: 'Disiapkan oleh' }, { label: 'Diterima oleh' }],
});
