import { salesOrderSourceLabel, salesPaymentMethodLabel, terbilang } from '@bo/contract';
import { formatRupiah } from '../../../lib/format-number';
import { type PrintableDocument, printDate } from '../../../lib/print/document-print';
import type { SalesPaymentDetail } from './api/get-payment-detail';
import type { SalesOrderDetail } from './api/sales-order-keys';

const pct = (n: number) => String(n).replace('.', ',');

/** The totals under an invoice's lines, the server's figures (only the rows that apply). */
export function invoiceTotals(d: SalesOrderDetail): [string, string][] {
  const rows: [string, string][] = [['Subtotal', formatRupiah(d.subtotal)]];
  if (d.order_discount) rows.push(['Diskon tagihan', `- ${formatRupiah(d.order_discount)}`]);
  if (d.ppn) {
    rows.push(['DPP', formatRupiah(d.dpp)]);
    rows.push([`PPN ${pct(d.ppn_percent)}%${d.ppn_included ? ' (termasuk)' : ''}`, formatRupiah(d.ppn)]);
  }
  if (d.shipping_cost) rows.push(['Ongkos kirim', formatRupiah(d.shipping_cost)]);
  if (d.shipping_discount) rows.push(['Diskon ongkos kirim', `- ${formatRupiah(d.shipping_discount)}`]);
  if (d.cod_fee) rows.push(['Biaya COD', formatRupiah(d.cod_fee)]);
  rows.push(['Total Tagihan', formatRupiah(d.grand_total)]);
  return rows;
}

const recipientOf = (d: SalesOrderDetail) =>
  [
    d.destination_name,
    d.destination_phone,
    d.destination_address,
    d.destination_district_name,
    d.destination_city_name,
    d.destination_state_name,
    d.destination_zipcode,
  ]
    .filter(Boolean)
    .join(', ');

const bankOf = (p: SalesPaymentDetail | undefined) => (p?.bank ? p.bank.label : null);

/**
 * Print type print_order_invoice: the customer's A4 invoice (company header from configuration),
 * its lines with unit, price and discount, PPN and totals as the server computed them, the amount
 * in words, the account to pay into and the payment note of configuration (note_payment).
 */
export const orderInvoicePrint = (d: SalesOrderDetail, payment: SalesPaymentDetail | undefined): PrintableDocument => ({
  printType: 'print_order_invoice',
  title: d.ppn ? 'FAKTUR PENJUALAN (PPN)' : 'FAKTUR PENJUALAN',
  number: d.invoice_number,
  fields: [
    ['Tanggal', printDate(d.order_date)],
    ['Jatuh Tempo', d.due_date ? printDate(d.due_date) : null],
    ['Pelanggan', [d.customer_name, d.customer_phone].filter(Boolean).join(' · ')],
    ['Penerima', recipientOf(d) || null],
    ['Gudang', d.master_gudang_name],
    ['Sumber', salesOrderSourceLabel(d.source) ?? d.source],
    ['Pembayaran', `${salesPaymentMethodLabel(d.payment_method) ?? d.payment_method ?? '-'} · ${d.is_paid ? 'LUNAS' : 'BELUM LUNAS'}`],
    ['Rekening Pembayaran', bankOf(payment)],
    ['Sisa Tagihan', payment && !d.is_paid && payment.remaining !== d.grand_total ? formatRupiah(payment.remaining) : null],
    ['Ekspedisi', [d.ekspedisi_name, d.kurir, d.no_resi].filter(Boolean).join(' · ') || null],
    ['Terbilang', terbilang(d.grand_total)],
    ['Catatan', d.note],
    ['Catatan Pembayaran', payment?.note_payment && payment.note_payment !== '0' ? payment.note_payment : null],
  ],
  columns: [
    { title: 'Produk' },
    { title: 'Jumlah', align: 'right' },
    { title: 'Harga', align: 'right' },
    { title: 'Diskon', align: 'right' },
    { title: 'Subtotal', align: 'right' },
  ],
  rows: d.lines.map((l) => [
    `${l.product_name}${l.product_sku ? ` (${l.product_sku})` : ''}${l.package_name ? ` — ${l.package_name}` : ''}`,
    `${l.qty_input} ${l.unit_name}`,
    formatRupiah(l.price),
    l.discount_amount ? (l.discount_type === 'percent' ? `${pct(l.discount)}% (${formatRupiah(l.discount_amount)})` : formatRupiah(l.discount_amount)) : '-',
    formatRupiah(l.subtotal),
  ]),
  totals: invoiceTotals(d),
  signatures: [
    { label: 'Hormat kami', name: d.created_by_name },
    { label: 'Pelanggan', name: d.customer_name },
  ],
});
