import { formatRupiah } from './format-number.js';
import { salesOrderSourceLabel, salesPaymentLabel, salesPaymentMethodLabel } from './schemas/sales-order-extra.js';
import { terbilang } from './terbilang.js';

/*
 * The customer's invoice (print type print_order_invoice) as content: title, header fields, lines
 * and totals of an order's detail. The browser print (web print-order-invoice.ts) and the server's
 * PDF (/purchase_order/invoice_pdf) both lay out this one content, so they never drift.
 */

/** What the invoice reads of a line of /purchase_order/detail. */
export interface SalesInvoiceLine {
  product_name: string;
  product_sku: string | null;
  package_name: string | null;
  qty_input: number;
  unit_name: string;
  price: number;
  discount_type: 'percent' | 'rupiah';
  discount: number;
  discount_amount: number;
  subtotal: number;
}

/** The columns of an invoice's lines, the same on the print, the PDF and the receipt. */
export const SALES_INVOICE_COLUMNS: { title: string; align?: 'left' | 'right' }[] = [
  { title: 'Produk' },
  { title: 'Jumlah', align: 'right' },
  { title: 'Harga', align: 'right' },
  { title: 'Diskon', align: 'right' },
  { title: 'Subtotal', align: 'right' },
];

/** What the invoice reads of /purchase_order/detail. */
export interface SalesInvoiceOrder {
  invoice_number: string;
  order_date: string;
  due_date: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  destination_name: string | null;
  destination_phone: string | null;
  destination_address: string | null;
  destination_district_name: string | null;
  destination_city_name: string | null;
  destination_state_name: string | null;
  destination_zipcode: string | null;
  master_gudang_name: string | null;
  source: string | null;
  payment_method: string | null;
  is_paid: number;
  ekspedisi_name: string | null;
  kurir: string | null;
  no_resi: string | null;
  note: string | null;
  subtotal: number;
  order_discount: number;
  dpp: number;
  ppn: number;
  ppn_percent: number;
  ppn_included: number;
  shipping_cost: number;
  shipping_discount: number;
  cod_fee: number;
  grand_total: number;
  /** Approved customer returns, what remains due after them and payments, and what was paid beyond (the detail's balance). */
  returned_total?: number;
  amount_due?: number;
  refund_due?: number;
  lines: SalesInvoiceLine[];
}

/** The payment part (/partner/payment_detail): the account to pay into, what remains, the configured payment note. */
export interface SalesInvoicePayment {
  bank: { label: string } | null;
  remaining: number;
  note_payment: string;
}

export interface SalesInvoiceContent {
  title: string;
  number: string;
  /** Header fields after the number; empty values are left out by the layouts. */
  fields: [label: string, value: string | null][];
  columns: { title: string; align?: 'left' | 'right' }[];
  rows: string[][];
  /** salesInvoiceTotals, then the balance after approved returns when there are any. */
  totals: [label: string, value: string][];
  /** The grand total in words (terbilang). */
  words: string;
  /** 'LUNAS', 'LUNAS (DENGAN RETUR)' or 'BELUM LUNAS' (salesPaymentLabel). */
  paidLabel: string;
}

const pct = (n: number) => String(n).replace('.', ',');
/** 2026-11-05 or an ISO timestamp → 05-11-2026; empty → '-'. */
export const invoiceDate = (d: string | null | undefined) => (d ? d.slice(0, 10).split('-').reverse().join('-') : '-');

/** The totals under an invoice's lines, the server's figures (only the rows that apply). */
export function salesInvoiceTotals(d: Omit<SalesInvoiceOrder, 'lines'>): [string, string][] {
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

const recipientOf = (d: SalesInvoiceOrder) =>
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

/** After approved customer returns: what they took off, what remains due and what was paid beyond. */
function returnsBalance(d: SalesInvoiceOrder): [string, string][] {
  if (!d.returned_total && !d.refund_due) return [];
  const rows: [string, string][] = [];
  if (d.returned_total) rows.push(['Retur disetujui', `- ${formatRupiah(d.returned_total)}`]);
  rows.push(['Sisa Tagihan', formatRupiah(d.amount_due ?? 0)]);
  if (d.refund_due) rows.push(['Lebih Bayar', formatRupiah(d.refund_due)]);
  return rows;
}

/** The line discount as printed: '10% (Rp 1.000,-)', 'Rp 1.000,-' or '-'. */
const discountText = (l: SalesInvoiceLine) =>
  l.discount_amount ? (l.discount_type === 'percent' ? `${pct(l.discount)}% (${formatRupiah(l.discount_amount)})` : formatRupiah(l.discount_amount)) : '-';

/** The invoice of an order: header fields (customer, recipient, payment, shipping), lines, totals and the amount in words. */
export function salesInvoiceContent(d: SalesInvoiceOrder, payment?: SalesInvoicePayment): SalesInvoiceContent {
  // one wording everywhere (salesPaymentLabel): approved returns may cover what was not paid
  const paidLabel = salesPaymentLabel({
    is_paid: d.is_paid,
    amount_due: d.amount_due ?? (d.is_paid ? 0 : d.grand_total),
    returned_total: d.returned_total ?? 0,
  }).toUpperCase();
  return {
    title: d.ppn ? 'FAKTUR PENJUALAN (PPN)' : 'FAKTUR PENJUALAN',
    number: d.invoice_number,
    fields: [
      ['Tanggal', invoiceDate(d.order_date)],
      ['Jatuh Tempo', d.due_date ? invoiceDate(d.due_date) : null],
      ['Pelanggan', [d.customer_name, d.customer_phone].filter(Boolean).join(' · ')],
      ['Penerima', recipientOf(d) || null],
      ['Gudang', d.master_gudang_name],
      ['Sumber', salesOrderSourceLabel(d.source) ?? d.source],
      ['Pembayaran', [salesPaymentMethodLabel(d.payment_method) ?? d.payment_method, paidLabel].filter(Boolean).join(' · ')],
      ['Rekening Pembayaran', payment?.bank ? payment.bank.label : null],
      ['Sisa Tagihan', payment && !d.is_paid && payment.remaining !== d.grand_total ? formatRupiah(payment.remaining) : null],
      ['Ekspedisi', [d.ekspedisi_name, d.kurir, d.no_resi].filter(Boolean).join(' · ') || null],
      ['Catatan', d.note],
      ['Catatan Pembayaran', payment?.note_payment && payment.note_payment !== '0' ? payment.note_payment : null],
    ],
    columns: SALES_INVOICE_COLUMNS,
    rows: d.lines.map((l) => [
      `${l.product_name}${l.product_sku ? ` (${l.product_sku})` : ''}${l.package_name ? ` — ${l.package_name}` : ''}`,
      `${l.qty_input} ${l.unit_name}`,
      formatRupiah(l.price),
      discountText(l),
      formatRupiah(l.subtotal),
    ]),
    totals: [...salesInvoiceTotals(d), ...returnsBalance(d)],
    words: terbilang(d.grand_total),
    paidLabel,
  };
}
