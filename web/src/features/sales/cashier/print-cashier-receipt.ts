import { SALES_INVOICE_COLUMNS, salesPaymentMethodLabel, terbilang } from '@bo/contract';
import { message } from 'antd';
import { post } from '../../../api/client';
import type { GeneralConfig } from '../../../lib/config';
import { formatNumber, formatRupiah } from '../../../lib/format-number';
import { documentPrintHtml, type PrintableDocument, printDate } from '../../../lib/print/document-print';
import type { CashierSaleDetail } from './api/cashier-api';
import { RECEIPT_CSS } from './receipt-css';

/** Receipt paper: thermal rolls of 58 or 80 mm, or an A4 sheet. */
export type ReceiptPaper = '58' | '80' | 'A4';

/** What the page adds to the stored sale: who sold it in which shift, the member's type, the receiving account's name. */
export interface ReceiptMeta {
  cashier?: string;
  shift?: string;
  memberType?: string;
  bank?: string;
}

const isCash = (d: CashierSaleDetail) => !d.payment_method || d.payment_method === 'cash';
/** The receiving account: its name from the page, else its id. */
const bankText = (d: CashierSaleDetail, meta: ReceiptMeta) => (d.bank_id ? (meta.bank ?? `#${d.bank_id}`) : null);

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (n: number) => formatNumber(Math.round(n));

/** When the sale was made, in the browser's (Jakarta) time: 26-11-2026 14:05. */
const stamp = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return Number.isNaN(d.getTime()) ? iso : `${p(d.getDate())}-${p(d.getMonth() + 1)}-${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** The receipt's inner HTML (no page): the same text on screen (preview) and in the print window. */
export function receiptBodyHtml(d: CashierSaleDetail, company: Partial<GeneralConfig> | undefined, meta: ReceiptMeta) {
  const address = [company?.config_address, company?.config_city_name].filter(Boolean).join(', ');
  const row = (label: string, value: string, cls = '') => `<div class="rc-row ${cls}"><span>${esc(label)}</span><span>${esc(value)}</span></div>`;
  const lines = d.lines
    .map((l) => {
      const disc = l.discount_amount ? row('  Diskon', `-${money(l.discount_amount)}`) : '';
      return `<div class="rc-item"><div class="rc-name">${esc(l.product_name)}</div>${row(`${formatNumber(l.qty_input)} ${l.unit_name} x ${money(l.price)}`, money(l.gross))}${disc}</div>`;
    })
    .join('');
  const bank = bankText(d, meta);
  const totals = [
    row('Subtotal', money(d.subtotal)),
    d.order_discount ? row('Diskon', `-${money(d.order_discount)}`) : '',
    d.ppn ? row(`PPN ${String(d.ppn_percent).replace('.', ',')}%`, money(d.ppn)) : '',
    row('TOTAL', money(d.grand_total), 'rc-total'),
    row(salesPaymentMethodLabel(d.payment_method) ?? d.payment_method ?? 'Tunai', money(d.cash_received)),
    bank ? `<div class="rc-line rc-bank">Rek. ${esc(bank)}</div>` : '',
    isCash(d) ? row('Kembali', money(d.change_due), 'rc-change') : '',
  ].join('');
  const customer = d.member_id
    ? `${row('Member', d.customer_name ?? '', 'rc-wrap rc-member')}${meta.memberType ? row('Tipe', meta.memberType, 'rc-wrap') : ''}`
    : d.customer_name
      ? row('Pelanggan', d.customer_name, 'rc-wrap')
      : '';
  return `<div class="rc-head"><div class="rc-company">${esc(company?.config_company || company?.config_name || '')}</div>
<div>${esc(address)}</div><div>${esc(company?.config_phone ?? '')}</div></div>
<div class="rc-sep"></div>
${row('No', d.invoice_number)}${row('Tanggal', stamp(d.created_at))}${meta.cashier ? row('Kasir', meta.cashier) : ''}${meta.shift ? row('Shift', meta.shift) : ''}
${customer}
<div class="rc-sep"></div>${lines}<div class="rc-sep"></div>${totals}<div class="rc-sep"></div>
<div class="rc-foot">${d.is_paid ? 'LUNAS' : 'BELUM LUNAS · menunggu verifikasi pembayaran'} · Terima kasih atas kunjungan Anda</div>`;
}

/** The whole thermal print page: @page of the roll's width, no margins, the receipt only. */
export function thermalReceiptHtml(d: CashierSaleDetail, company: Partial<GeneralConfig> | undefined, paper: '58' | '80', meta: ReceiptMeta, printNo: number) {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Struk ${esc(d.invoice_number)}</title><style>
@page{size:${paper}mm auto;margin:2mm}
body{margin:0}.toolbar{padding:6px;background:#f5f5f5}@media print{.toolbar{display:none}}
${RECEIPT_CSS}
</style></head><body><div class="toolbar"><button type="button" onclick="window.print()">Cetak</button></div>
<div class="cashier-receipt paper-${paper} print-order-invoice">${printNo > 1 ? `<div class="rc-head">SALINAN ke-${printNo - 1}</div>` : ''}${receiptBodyHtml(d, company, meta)}</div></body></html>`;
}

/** The A4 invoice of a cashier sale (print type print_order_invoice), through the documents' A4 page. */
export const cashierInvoiceA4 = (d: CashierSaleDetail, meta: ReceiptMeta = {}): PrintableDocument => ({
  printType: 'print_order_invoice',
  title: 'FAKTUR PENJUALAN',
  number: d.invoice_number,
  fields: [
    ['Tanggal', printDate(d.order_date)],
    [d.member_id ? 'Member' : 'Pelanggan', d.customer_name ? `${d.customer_name}${meta.memberType ? ` (${meta.memberType})` : ''}` : 'Pelanggan Umum'],
    ['Gudang', d.master_gudang_name],
    [
      'Pembayaran',
      `${salesPaymentMethodLabel(d.payment_method) ?? d.payment_method ?? 'Tunai'} · ${d.is_paid ? 'LUNAS' : 'BELUM LUNAS (menunggu verifikasi)'}`,
    ],
    ...(bankText(d, meta) ? [['Rekening', bankText(d, meta) as string] as [string, string]] : []),
    ['Dibayar', formatRupiah(d.cash_received)],
    ...(isCash(d) ? [['Kembali', formatRupiah(d.change_due)] as [string, string]] : []),
    ['Terbilang', terbilang(d.grand_total)],
  ],
  columns: SALES_INVOICE_COLUMNS,
  rows: d.lines.map((l) => [
    l.product_name,
    `${l.qty_input} ${l.unit_name}`,
    formatRupiah(l.price),
    l.discount_amount ? formatRupiah(l.discount_amount) : '-',
    formatRupiah(l.subtotal),
  ]),
  totals: [
    ['Subtotal', formatRupiah(d.subtotal)],
    ...(d.order_discount ? [['Diskon', `- ${formatRupiah(d.order_discount)}`] as [string, string]] : []),
    ...(d.ppn ? [[`PPN ${d.ppn_percent}%`, formatRupiah(d.ppn)] as [string, string]] : []),
    ['Total', formatRupiah(d.grand_total)],
  ],
  signatures: [
    { label: 'Kasir', name: d.created_by_name },
    { label: 'Pelanggan', name: d.customer_name },
  ],
});

/**
 * Prints the receipt: opens the window at the press (no pop-up blocker), counts the print with
 * /print/create (print type print_order_invoice, the invoice number; a reprint is a copy) and
 * writes the thermal page (58/80 mm) or the A4 invoice.
 */
export async function printReceipt(d: CashierSaleDetail, paper: ReceiptPaper, company: Partial<GeneralConfig> | undefined, meta: ReceiptMeta) {
  const win = window.open('', '_blank');
  if (!win) {
    message.error('Jendela cetak diblokir peramban; izinkan pop-up untuk halaman ini');
    return false;
  }
  try {
    const counted = await post<{ total: number }>('/print/create', { print_type: 'print_order_invoice', reference_id: d.invoice_number });
    win.document.open();
    win.document.write(
      paper === 'A4' ? documentPrintHtml(cashierInvoiceA4(d, meta), company, counted.total) : thermalReceiptHtml(d, company, paper, meta, counted.total),
    );
    win.document.close();
    return true;
  } catch {
    win.close();
    return false;
  }
}
