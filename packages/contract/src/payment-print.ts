import { formatRupiah } from './format-number.js';
import type { PrintType } from './print-types.js';
import type { PaymentPrintData } from './schemas/bank-trans.js';
import { salesPaymentMethodLabel } from './schemas/sales-order-extra.js';
import { terbilang } from './terbilang.js';

/*
 * The prints of one payment as content: the customer's (print_pembayaran_single, _multiple,
 * _multiple_kwitansi) and the supplier's proof of payment out (print_pembelian_single, _multiple,
 * _multiple_kwitansi). The browser print (web features/payment/print-payment.ts) and the server's
 * kwitansi PDF (/payment/kwitansi_pdf) lay out this one content, so they never drift.
 */

export type PaymentPrintKind = 'single' | 'multiple' | 'kwitansi';

export interface PaymentPrintContent {
  printType: PrintType;
  title: string;
  number: string;
  fields: [label: string, value: string | number | null | undefined][];
  columns: { title: string; align?: 'left' | 'right' }[];
  rows: (string | number | null | undefined)[][];
  totals: [label: string, value: string][];
  /** The amount in words (the kwitansi). */
  words?: string;
  signatures: { label: string; name?: string | null }[];
}

/** The print type of a payment's print: print_pembayaran_* for a customer's, print_pembelian_* for a supplier's. */
export const paymentPrintType = (paymentFor: 'customer' | 'supplier', kind: PaymentPrintKind): PrintType =>
  `${paymentFor === 'customer' ? 'print_pembayaran' : 'print_pembelian'}_${kind === 'kwitansi' ? 'multiple_kwitansi' : kind}` as PrintType;

/** 2026-11-05 → 05-11-2026; empty → '-'. */
const dmy = (d: string | null | undefined) => (d ? d.slice(0, 10).split('-').reverse().join('-') : '-');

const methodLabel = (m: string | null) => (m ? (salesPaymentMethodLabel(m) ?? m) : null);

/**
 * The content of one print of a payment. single: the payment with the document it paid; multiple:
 * the payment with every invoice or receipt, their totals and what this payment allocated to each;
 * kwitansi: received from (or paid to), the amount in figures and in words, for the payment of the documents.
 */
export function paymentPrintContent(p: PaymentPrintData, kind: PaymentPrintKind): PaymentPrintContent {
  const customer = p.payment_for === 'customer';
  const party: [string, string | null] = [customer ? 'Diterima dari' : 'Dibayarkan kepada', p.party_name ?? (customer ? 'Pelanggan umum' : '-')];
  const account = p.kasbank_name ? [p.kasbank_name, p.kasbank_account].filter(Boolean).join(' · ') : null;
  const allocated = p.details.reduce((s, d) => s + d.amount, 0);
  const docLabel = customer ? 'No. Tagihan' : 'No. Penerimaan';
  const numbers = p.details.map((d) => d.document_number).join(', ');
  // What the documents got, shown apart from the money only when a customer's credit made them differ.
  const money: [string, string][] = p.credit_used || p.credit_amount ? [['Jumlah dialokasikan', formatRupiah(allocated)]] : [];
  if (p.credit_used) money.push(['Dibayar dari kredit', `- ${formatRupiah(p.credit_used)}`]);
  if (p.credit_amount) money.push(['Disimpan sebagai kredit', formatRupiah(p.credit_amount)]);
  money.push([customer ? 'Uang diterima' : 'Uang dibayarkan', formatRupiah(p.amount)]);
  const base = { printType: paymentPrintType(p.payment_for, kind), number: p.payment_number };
  if (kind === 'kwitansi') {
    return {
      ...base,
      title: customer ? 'KWITANSI' : 'KWITANSI PEMBAYARAN PEMBELIAN',
      fields: [
        ['Tanggal', dmy(p.payment_date)],
        [customer ? 'Telah diterima dari' : 'Telah dibayarkan kepada', party[1]],
        ['Uang sejumlah', formatRupiah(p.amount)],
        ['Terbilang', terbilang(p.amount)],
        ['Untuk pembayaran', `${customer ? 'Tagihan' : 'Faktur pembelian'} ${numbers}`],
        ['Metode', methodLabel(p.payment_method)],
        ['Rekening', account],
      ],
      columns: [{ title: docLabel }, { title: customer ? 'Tanggal' : 'No. Faktur Supplier' }, { title: 'Dibayar', align: 'right' }],
      rows: p.details.map((d) => [d.document_number, customer ? dmy(d.document_date) : (d.reference_number ?? '-'), formatRupiah(d.amount)]),
      totals: money,
      words: terbilang(p.amount),
      signatures: customer
        ? [{ label: 'Penyetor' }, { label: 'Penerima', name: p.verified_by_name }]
        : [{ label: 'Penerima (supplier)' }, { label: 'Kasir / Keuangan', name: p.verified_by_name }],
    };
  }
  const fields: PaymentPrintContent['fields'] = [
    ['Tanggal', dmy(p.payment_date)],
    party,
    ['Metode', methodLabel(p.payment_method)],
    ['Rekening', account],
    ['Status', p.status_label],
    ['Catatan', p.note],
  ];
  const columns: PaymentPrintContent['columns'] =
    kind === 'single'
      ? [{ title: docLabel }, { title: 'Tanggal' }, { title: 'Total', align: 'right' }, { title: 'Dibayar', align: 'right' }]
      : [
          { title: docLabel },
          { title: 'Tanggal' },
          ...(customer ? [] : [{ title: 'No. Faktur Supplier' }]),
          { title: 'Total', align: 'right' as const },
          { title: 'Dibayar', align: 'right' as const },
        ];
  return {
    ...base,
    title: kind === 'single' ? (customer ? 'BUKTI PEMBAYARAN' : 'BUKTI PEMBAYARAN PEMBELIAN') : customer ? 'PEMBAYARAN TAGIHAN' : 'PEMBAYARAN FAKTUR PEMBELIAN',
    fields: kind === 'multiple' ? [...fields, ['Jumlah dokumen', p.details.length]] : fields,
    columns,
    rows: p.details.map((d) => [
      d.document_number,
      dmy(d.document_date),
      ...(kind === 'multiple' && !customer ? [d.reference_number ?? '-'] : []),
      formatRupiah(d.document_total),
      formatRupiah(d.amount),
    ]),
    totals: money,
    signatures: [
      { label: 'Dibuat oleh', name: p.created_by_name },
      { label: 'Diverifikasi oleh', name: p.verified_by_name },
    ],
  };
}
