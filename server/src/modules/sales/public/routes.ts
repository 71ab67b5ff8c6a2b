import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { PDF_MIME, sendPdf } from '../../../platform/pdf/document-pdf.js';
import { publicInvoicePdf } from './public-invoice-pdf.js';
import { findOrder, publicInvoice, publicReceipt } from './queries.js';

const tags = ['Tagihan Publik'];
const query = z.object({ id: z.string().max(100).optional(), inv: z.string().max(100).optional() });

export function registerPublicInvoiceRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'GET',
    url: '/public/info',
    access: 'public',
    tags,
    summary: 'Halaman info tagihan untuk pelanggan tanpa login (id = token publik, inv = nomor tagihan): status, baris, total, penerima, pengiriman',
    query,
    handler: async ({ database, query: q }) => {
      const { companyId, orderId } = await findOrder(database, q.id, q.inv);
      return ok(await database.withTenant({ companyId, userId: 0 }, (tx) => publicInvoice(tx, orderId)));
    },
  });
  defineCall(app, {
    method: 'GET',
    url: '/public/kwitansi',
    access: 'public',
    tags,
    summary: 'Kwitansi pembayaran untuk pelanggan tanpa login (id = token publik, inv = nomor tagihan): dibayar, terbilang, baris',
    query,
    handler: async ({ database, query: q }) => {
      const { companyId, orderId } = await findOrder(database, q.id, q.inv);
      return ok(await database.withTenant({ companyId, userId: 0 }, (tx) => publicReceipt(tx, orderId)));
    },
  });
  defineCall(app, {
    method: 'GET',
    url: '/public/invoice_pdf',
    access: 'public',
    tags,
    summary:
      'Faktur tagihan sebagai PDF A4 untuk pelanggan tanpa login (id = token publik, inv = nomor tagihan): isi halaman info tagihan dan terbilang; tautan salah = 404',
    query,
    file: PDF_MIME,
    handler: async ({ database, query: q, reply }) => {
      const { companyId, orderId } = await findOrder(database, q.id, q.inv);
      const pdf = await database.withTenant({ companyId, userId: 0 }, (tx) => publicInvoicePdf(tx, orderId));
      reply.header('x-robots-tag', 'noindex');
      sendPdf(reply, pdf.fileName, pdf.bytes);
      return undefined;
    },
  });
}
