import { formatRupiah } from '../../../lib/format-number';
import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import type { GoodsReceiptDetail } from './api/goods-receipt-api';

/** Subtotal, PPN (when charged) and total of a receipt, as its prints close the lines. */
export const receiptTotals = (d: GoodsReceiptDetail): [string, string][] => [
  ['Subtotal', formatRupiah(d.subtotal)],
  ...(d.is_ppn
    ? ([[`PPN ${String(d.ppn_percent).replace('.', ',')}%${d.ppn_included ? ' (termasuk harga)' : ''}`, formatRupiah(d.ppn)]] as [string, string][])
    : []),
  ['Total', formatRupiah(d.grand_total)],
];

/** Print type print_penerimaan: the goods received from a supplier against an order, with batch, expiry, quantity and value. */
export const penerimaanPrint = (d: GoodsReceiptDetail): PrintableDocument => ({
  printType: 'print_penerimaan',
  title: 'PENERIMAAN BARANG',
  number: d.penerimaan_number,
  fields: [
    ['Tanggal', printDate(d.penerimaan_date)],
    ['No. Pesanan', d.order_number],
    ['Supplier', d.vendor_name],
    ['No. Faktur', d.invoice_number],
    ['Gudang', d.master_gudang_name],
    ['Jatuh Tempo', d.due_date ? printDate(d.due_date) : null],
    ['Status', d.status_label],
    ['Catatan', d.note],
  ],
  columns: [
    { title: 'Produk' },
    { title: 'Batch' },
    { title: 'Kedaluwarsa', align: 'center' },
    { title: 'Jumlah', align: 'right' },
    { title: 'Subtotal', align: 'right' },
  ],
  rows: d.lines.map((l) => [
    l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name,
    l.batch_no ?? '-',
    printDate(l.expired_date),
    l.qty_text,
    formatRupiah(l.subtotal),
  ]),
  totals: receiptTotals(d),
  signatures: [{ label: 'Diterima oleh', name: d.created_by_name }, { label: 'Disetujui oleh', name: d.approved_by_name }, { label: 'Pengirim' }],
});
