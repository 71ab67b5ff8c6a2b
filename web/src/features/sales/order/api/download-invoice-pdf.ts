import { downloadFile } from '../../../../components/resource/resource-transfer';

/** GET /purchase_order/invoice_pdf: the invoice as a PDF made on the server, saved under its number (INV-2611-00042.pdf). */
export const downloadInvoicePdf = (orderId: number) => downloadFile('GET', `/purchase_order/invoice_pdf?order_id=${orderId}`);

/** The customer's PDF link (no login): GET /public/invoice_pdf with the order's public token and number. */
export const publicInvoicePdfUrl = (origin: string, publicToken: string, invoiceNumber: string) =>
  `${origin}/public/invoice_pdf?${new URLSearchParams({ id: publicToken, inv: invoiceNumber })}`;
