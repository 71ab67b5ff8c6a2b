import { salesInvoiceContent, salesInvoiceTotals } from '@bo/contract';
import type { PrintableDocument } from '../../../lib/print/document-print';
import type { SalesPaymentDetail } from './api/get-payment-detail';
import type { SalesOrderDetail } from './api/sales-order-keys';

/** The totals under an invoice's lines, the server's figures (only the rows that apply). */
export const invoiceTotals = (d: SalesOrderDetail): [string, string][] => salesInvoiceTotals(d);

/**
 * Print type print_order_invoice: the customer's A4 invoice (company header from configuration),
 * its lines with unit, price and discount, PPN and totals as the server computed them, the amount
 * in words, the account to pay into and the payment note of configuration (note_payment). The
 * content is the contract's salesInvoiceContent, the same the server's PDF lays out.
 */
export const orderInvoicePrint = (d: SalesOrderDetail, payment: SalesPaymentDetail | undefined): PrintableDocument => {
  const c = salesInvoiceContent(d, payment);
  return {
    printType: 'print_order_invoice',
    title: c.title,
    number: c.number,
    fields: [...c.fields, ['Terbilang', c.words]],
    columns: c.columns,
    rows: c.rows,
    totals: c.totals,
    signatures: [
      { label: 'Hormat kami', name: d.created_by_name },
      { label: 'Pelanggan', name: d.customer_name },
    ],
  };
};
