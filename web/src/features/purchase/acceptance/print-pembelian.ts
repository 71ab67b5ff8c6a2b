import { terbilang } from '@bo/contract';
import { formatRupiah } from '../../../lib/format-number';
import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import type { GoodsReceiptDetail, GoodsReceiptRow } from './api/goods-receipt-api';
import { receiptTotals } from './print-penerimaan';

const paymentStatus = (r: Pick<GoodsReceiptRow, 'is_paid' | 'paid_amount'>) =>
  r.is_paid ? 'Lunas' : Number(r.paid_amount) > 0 ? 'Dibayar sebagian' : 'Belum dibayar';
const sum = (rows: GoodsReceiptRow[], key: 'grand_total' | 'paid_amount' | 'outstanding') => rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);
const byNumber = (rows: GoodsReceiptRow[]) => [...rows].sort((a, b) => a.penerimaan_number.localeCompare(b.penerimaan_number));
/** One reference for a print of several receipts (the print counter's key): the first and last number. */
const numbersOf = (rows: GoodsReceiptRow[]) => {
  const sorted = rows.map((r) => r.penerimaan_number).sort();
  return sorted.length === 1 ? sorted[0] : `${sorted[0]} s.d. ${sorted[sorted.length - 1]}`.slice(0, 60);
};

/** Print type print_pembelian_single: the supplier's invoice of one receipt, with prices, PPN, due date and what is still owed. */
export const pembelianSinglePrint = (d: GoodsReceiptDetail): PrintableDocument => ({
  printType: 'print_pembelian_single',
  title: 'FAKTUR PEMBELIAN',
  number: d.penerimaan_number,
  fields: [
    ['Tanggal', printDate(d.penerimaan_date)],
    ['Supplier', d.vendor_name],
    ['No. Faktur Supplier', d.invoice_number],
    ['No. Pesanan', d.order_number],
    ['Gudang', d.master_gudang_name],
    ['Jatuh Tempo', d.due_date ? printDate(d.due_date) : null],
    ['Pembayaran', paymentStatus(d)],
  ],
  columns: [{ title: 'Produk' }, { title: 'Jumlah', align: 'right' }, { title: 'Harga Satuan', align: 'right' }, { title: 'Subtotal', align: 'right' }],
  rows: d.lines.map((l) => [
    l.product_sku ? `${l.product_name} (${l.product_sku})` : l.product_name,
    l.qty_text,
    `${formatRupiah(Number(l.unit_price_small) * (l.unit === 'besar' ? l.product_isi : 1))} / ${l.unit_name}`,
    formatRupiah(l.subtotal),
  ]),
  totals: [...receiptTotals(d), ['Sudah dibayar', formatRupiah(d.paid_amount)], ['Sisa tagihan', formatRupiah(d.outstanding)]],
  signatures: [{ label: 'Dibuat oleh', name: d.created_by_name }, { label: 'Diperiksa oleh' }, { label: 'Disetujui oleh', name: d.approved_by_name }],
});

/** Print type print_pembelian_multiple: several supplier invoices on one page, with their totals, paid and outstanding amounts. */
export const pembelianMultiplePrint = (chosen: GoodsReceiptRow[]): PrintableDocument => {
  const rows = byNumber(chosen);
  return {
    printType: 'print_pembelian_multiple',
    title: 'REKAP PEMBELIAN',
    number: numbersOf(rows),
    fields: [
      ['Jumlah faktur', rows.length],
      ['Supplier', [...new Set(rows.map((r) => r.vendor_name ?? '-'))].join(', ')],
    ],
    columns: [
      { title: 'No. Penerimaan' },
      { title: 'Tanggal', align: 'center' },
      { title: 'Supplier' },
      { title: 'No. Faktur' },
      { title: 'Jatuh Tempo', align: 'center' },
      { title: 'Total', align: 'right' },
      { title: 'Dibayar', align: 'right' },
      { title: 'Sisa', align: 'right' },
    ],
    rows: rows.map((r) => [
      r.penerimaan_number,
      printDate(r.penerimaan_date),
      r.vendor_name,
      r.invoice_number ?? '-',
      printDate(r.due_date),
      formatRupiah(r.grand_total),
      formatRupiah(r.paid_amount),
      formatRupiah(r.outstanding),
    ]),
    totals: [
      ['Total', formatRupiah(sum(rows, 'grand_total'))],
      ['Sudah dibayar', formatRupiah(sum(rows, 'paid_amount'))],
      ['Sisa tagihan', formatRupiah(sum(rows, 'outstanding'))],
    ],
    signatures: [{ label: 'Dibuat oleh' }, { label: 'Diperiksa oleh' }, { label: 'Disetujui oleh' }],
  };
};

/**
 * Print type print_pembelian_multiple_kwitansi: the receipt (kwitansi) of paying one supplier what the
 * chosen invoices still owe, the amount also in words. The rows must be of one supplier.
 */
export const pembelianKwitansiPrint = (chosen: GoodsReceiptRow[]): PrintableDocument => {
  // Only what is still owed is paid: invoices already settled are left off.
  const rows = byNumber(chosen).filter((r) => Number(r.outstanding) > 0);
  const amount = sum(rows, 'outstanding');
  return {
    printType: 'print_pembelian_multiple_kwitansi',
    title: 'KWITANSI PEMBAYARAN PEMBELIAN',
    number: numbersOf(rows),
    fields: [
      ['Dibayarkan kepada', rows[0]?.vendor_name],
      ['Uang sejumlah', formatRupiah(amount)],
      ['Terbilang', terbilang(amount)],
      ['Untuk pembayaran', `${rows.length} faktur pembelian`],
    ],
    columns: [{ title: 'No. Penerimaan' }, { title: 'No. Faktur' }, { title: 'Jatuh Tempo', align: 'center' }, { title: 'Dibayar', align: 'right' }],
    rows: rows.map((r) => [r.penerimaan_number, r.invoice_number ?? '-', printDate(r.due_date), formatRupiah(r.outstanding)]),
    totals: [['Jumlah', formatRupiah(amount)]],
    signatures: [{ label: 'Penerima (supplier)' }, { label: 'Kasir / Keuangan' }],
  };
};
