import { createHash } from 'node:crypto';
import { formatNumber, formatRupiah, invoiceDate, SALES_INVOICE_COLUMNS, terbilang } from '@bo/contract';
import { LruCache } from '../../../platform/lru-cache.js';
import { renderDocumentPdf } from '../../../platform/pdf/document-pdf.js';
import { invoicePdfFileName } from '../order/invoice-pdf.js';
import type { publicInvoice } from './queries.js';

type PublicInvoice = Awaited<ReturnType<typeof publicInvoice>>;
export interface PublicPdf {
  fileName: string;
  bytes: Uint8Array;
}

/** Bytes of rendered public PDFs kept per process (a 1,000-line invoice is about 165 KB). */
export const PUBLIC_PDF_CACHE_BYTES = 32 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Rendered public invoice PDFs by publicPdfKey (routes.ts). */
    publicPdfCache: LruCache<PublicPdf>;
  }
}

export const newPublicPdfCache = () => new LruCache<PublicPdf>(PUBLIC_PDF_CACHE_BYTES, (p) => p.bytes.byteLength + p.fileName.length + 64);

/**
 * The version of an order's public PDF: a hash of everything the PDF shows (publicInvoice, read in
 * a handful of statements whatever the number of lines), so it changes whenever the order, its
 * state, its payment, its approved returns, a product's name or the company header change, and
 * never otherwise. It keys the cache and is the answer's ETag.
 */
export const publicPdfKey = (companyId: number, orderId: number, inv: PublicInvoice) =>
  createHash('sha256')
    .update(JSON.stringify([companyId, orderId, inv]))
    .digest('base64url')
    .slice(0, 32);

/**
 * The customer's invoice PDF behind the public link (/public/invoice_pdf): exactly what the public
 * info page shows (publicInvoice: company header, customer name, status, recipient name and city,
 * courier and receipt number, lines, totals, approved returns, paid, remaining and paid beyond) plus the total in words, nothing
 * else: no ids, cost prices, user names, phone numbers or street addresses of the customer.
 */
export async function publicInvoicePdf(inv: PublicInvoice): Promise<PublicPdf> {
  const t = inv.totals;
  const paidLabel = inv.payment_label.toUpperCase();
  const totals: [string, string, boolean?][] = [['Total Harga', formatRupiah(t.gross_total)]];
  if (t.discount_total) totals.push(['Diskon', `- ${formatRupiah(t.discount_total)}`]);
  if (t.shipping_cost) totals.push(['Ongkos Kirim', formatRupiah(t.shipping_cost)]);
  if (t.cod_fee) totals.push(['Biaya COD', formatRupiah(t.cod_fee)]);
  if (t.ppn) totals.push(['PPN', formatRupiah(t.ppn)]);
  totals.push(['Total Tagihan', formatRupiah(t.grand_total), true]);
  if (t.returned_total) totals.push(['Retur', `- ${formatRupiah(t.returned_total)}`]);
  totals.push(['Dibayar', formatRupiah(inv.paid_amount)], ['Sisa', formatRupiah(t.remaining)]);
  if (t.refund_due) totals.push(['Lebih Bayar', formatRupiah(t.refund_due)]);
  const bytes = await renderDocumentPdf({
    company: {
      name: inv.company.name,
      lines: [[inv.company.address, inv.company.city].filter(Boolean).join(', '), inv.company.phone ? `Telp. ${inv.company.phone}` : ''],
    },
    title: t.ppn ? 'FAKTUR PENJUALAN (PPN)' : 'FAKTUR PENJUALAN',
    number: inv.invoice_number,
    fields: [
      ['Tanggal', invoiceDate(inv.order_date)],
      ['Pelanggan', inv.customer_name],
      ['Status', inv.status_label],
      ['Pembayaran', paidLabel],
      ['Penerima', [inv.recipient.name, inv.recipient.city].filter(Boolean).join(', ')],
      ['Kurir', inv.shipping.courier],
      ['No. Resi', inv.shipping.no_resi],
    ],
    stamp: { text: paidLabel, tone: inv.payment_label === 'Belum Lunas' ? 'warning' : 'success' },
    columns: SALES_INVOICE_COLUMNS,
    rows: inv.lines.map((l) => [
      l.name,
      `${formatNumber(l.qty)} ${l.unit}`.trim(),
      formatRupiah(l.price),
      l.discount ? formatRupiah(l.discount) : '-',
      formatRupiah(l.subtotal),
    ]),
    totals,
    words: terbilang(t.grand_total),
  });
  return { fileName: invoicePdfFileName(inv.invoice_number), bytes };
}
