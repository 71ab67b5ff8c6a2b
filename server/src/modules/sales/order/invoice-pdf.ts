import { type SalesInvoiceOrder, type salesOrderDetail, salesInvoiceContent } from '@bo/contract';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { renderDocumentPdf } from '../../../platform/pdf/document-pdf.js';
import { printedCompanyHeader } from '../../config/queries.js';
import { partnerPaymentDetail } from './extra-queries.js';
import { salesOrderDetail as readDetail } from './queries.js';

/** The download name of an invoice's PDF: its number with the slashes replaced (INV/2611/00042 → INV-2611-00042.pdf). */
export const invoicePdfFileName = (invoiceNumber: string) => `${invoiceNumber.replace(/[\\/]/g, '-')}.pdf`;

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', day: '2-digit', month: '2-digit', year: 'numeric' });
/** An instant as its day in WIB: 05-11-2026. */
const jakartaDate = (iso: string) => dayFormat.format(new Date(iso)).replace(/\//g, '-');

/**
 * /purchase_order/invoice_pdf: the invoice of an order the user reaches (the detail's scope: a partner
 * only their own, group 6 only their warehouses; 404 otherwise) as an A4 PDF, with the content of the
 * browser print (salesInvoiceContent): customer and recipient, lines, totals, LUNAS or BELUM LUNAS,
 * the total in words and the payment account. A deleted order is stamped DIHAPUS with its reason.
 */
export async function salesInvoicePdf(tx: Tx, actor: Actor, orderId: number) {
  // The detail as /purchase_order/detail answers it (its shape is the contract's salesOrderDetail).
  const d = (await readDetail(tx, actor, orderId)) as unknown as z.infer<typeof salesOrderDetail>;
  const order: SalesInvoiceOrder = d;
  // As the print: the payment of a live order (a deleted one has none to pay).
  const payment = d.deleted_at ? undefined : await partnerPaymentDetail(tx, actor, orderId);
  const c = salesInvoiceContent(order, payment);
  const bytes = await renderDocumentPdf({
    company: await printedCompanyHeader(tx),
    title: c.title,
    number: c.number,
    fields: d.deleted_at ? [...c.fields, ['Dihapus', [jakartaDate(d.deleted_at), d.delete_reason].filter(Boolean).join(' · ')]] : c.fields,
    stamp: d.deleted_at ? { text: 'DIHAPUS', tone: 'danger' } : { text: c.paidLabel, tone: c.paidLabel === 'BELUM LUNAS' ? 'warning' : 'success' },
    columns: c.columns,
    rows: c.rows,
    totals: c.totals.map(([label, value]) => [label, value, label === 'Total Tagihan']),
    words: c.words,
    signatures: [
      { label: 'Hormat kami', name: d.created_by_name },
      { label: 'Pelanggan', name: d.customer_name },
    ],
  });
  return { fileName: invoicePdfFileName(d.invoice_number), bytes };
}
