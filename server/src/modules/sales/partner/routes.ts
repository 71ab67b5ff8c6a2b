import { partnerInvoiceDetail as invoiceAnswer, partnerInvoiceQuery, partnerPaymentDetail as paymentAnswer } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { partnerInvoiceDetail, partnerPaymentDetail } from '../order/extra-queries.js';

const tags = ['Mitra'];
/** The partners' Pemesanan page; staff of the Tagihan page may open the same pages. */
const access = { permission: 'indexSales', orPermissions: ['orderList'] } as const;

/**
 * A partner's (mitra) own invoice and its payment (spec-2 §7.5: POST /partner/invoice_detail, GET
 * /partner/payment_detail?id={header_id}&invoice_no={invoice_no}). A partner opens only the orders
 * they made: another partner's, another company's or a deleted one is 404, as is a number that is
 * not the order's.
 */
export function registerPartnerRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/partner/invoice_detail',
    access,
    tags,
    summary: 'Tagihan mitra: kepala, total, penerima, pengiriman, baris dan status pembayaran (id = order_id, invoice_no opsional harus cocok)',
    body: partnerInvoiceQuery,
    data: invoiceAnswer,
    handler: async ({ tx, auth, body }) => ok(await partnerInvoiceDetail(tx, auth, body.id, body.invoice_no)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/partner/payment_detail',
    access,
    tags,
    summary: 'Status pembayaran tagihan mitra: total, dibayar, sisa, lunas/belum, metode, rekening tujuan dan catatan pembayaran',
    query: partnerInvoiceQuery,
    data: paymentAnswer,
    handler: async ({ tx, auth, query }) => ok(await partnerPaymentDetail(tx, auth, query.id, query.invoice_no)),
  });
}
