import { formatRupiah } from '../../../lib/format-number';
import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import type { PurchaseOrderDetail } from './api/purchase-order-api';

const productText = (l: PurchaseOrderDetail['lines'][number]) => (l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name);
const discountText = (l: PurchaseOrderDetail['lines'][number]) =>
  !l.discount_amount
    ? '-'
    : l.discount_type === 'percent'
      ? `${String(l.discount).replace('.', ',')}% (${formatRupiah(l.discount_amount)})`
      : formatRupiah(l.discount_amount);

/** Print type print_pemesanan: the order to a supplier with quantities in the ordered unit, prices, discounts and the server's totals. */
export const pemesananPrint = (d: PurchaseOrderDetail): PrintableDocument => ({
  printType: 'print_pemesanan',
  title: 'PESANAN PEMBELIAN',
  number: d.order_number,
  fields: [
    ['Tanggal', printDate(d.order_date)],
    ['Supplier', d.vendor_name],
    ['Gudang Penerima', d.master_gudang_name],
    ['Perkiraan Datang', d.expected_date ? printDate(d.expected_date) : null],
    ['Status', d.status_label],
    ['Catatan', d.note],
  ],
  columns: [
    { title: 'Produk' },
    { title: 'Jumlah', align: 'right' },
    { title: 'Harga', align: 'right' },
    { title: 'Diskon', align: 'right' },
    { title: 'Subtotal', align: 'right' },
  ],
  rows: d.lines.map((l) => [productText(l), `${l.qty_input} ${l.unit_name}`, formatRupiah(l.price), discountText(l), formatRupiah(l.subtotal)]),
  totals: [
    ['Subtotal', formatRupiah(d.subtotal)],
    ...(d.is_ppn
      ? ([
          ['DPP', formatRupiah(d.dpp)],
          [`PPN ${String(d.ppn_percent).replace('.', ',')}%${d.ppn_included ? ' (termasuk harga)' : ''}`, formatRupiah(d.ppn)],
        ] as [string, string][])
      : []),
    ['Total', formatRupiah(d.grand_total)],
  ],
  signatures: [{ label: 'Dibuat oleh', name: d.created_by_name }, { label: 'Disetujui oleh' }, { label: 'Supplier' }],
});
