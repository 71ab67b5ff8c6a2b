import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { PDF_MIME, sendPdf } from '../../../platform/pdf/document-pdf.js';
import { newPublicPdfCache, publicInvoicePdf, publicPdfKey } from './public-invoice-pdf.js';
import { findOrder, publicInvoice, publicReceipt } from './queries.js';

const tags = ['Tagihan Publik'];
const query = z.object({ id: z.string().max(100).optional(), inv: z.string().max(100).optional() });

/**
 * Anonymous callers, per client address and minute (@fastify/rate-limit through defineCall's
 * rateLimit: 429 'Terlalu banyak percobaan' with Retry-After). A customer opens a link a few times;
 * the PDF, the costly one, gets the smaller allowance.
 */
export const PUBLIC_PAGE_LIMIT = { max: 60, windowMinutes: 1 };
export const PUBLIC_PDF_LIMIT = { max: 20, windowMinutes: 1 };

/** The public data answers hold a customer's name and amounts and change with payments: never stored by a cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');

export function registerPublicInvoiceRoutes(app: FastifyInstance) {
  app.decorate('publicPdfCache', newPublicPdfCache());
  defineCall(app, {
    method: 'GET',
    url: '/public/info',
    access: 'public',
    rateLimit: PUBLIC_PAGE_LIMIT,
    tags,
    summary: 'Halaman info tagihan untuk pelanggan tanpa login (id = token publik, inv = nomor tagihan): status, baris, total, penerima, pengiriman',
    query,
    handler: async ({ database, query: q, reply }) => {
      noStore(reply);
      const { companyId, orderId } = await findOrder(database, q.id, q.inv);
      return ok(await database.withTenant({ companyId, userId: 0 }, (tx) => publicInvoice(tx, orderId)));
    },
  });
  defineCall(app, {
    method: 'GET',
    url: '/public/kwitansi',
    access: 'public',
    rateLimit: PUBLIC_PAGE_LIMIT,
    tags,
    summary: 'Kwitansi pembayaran untuk pelanggan tanpa login (id = token publik, inv = nomor tagihan): dibayar, terbilang, baris',
    query,
    handler: async ({ database, query: q, reply }) => {
      noStore(reply);
      const { companyId, orderId } = await findOrder(database, q.id, q.inv);
      return ok(await database.withTenant({ companyId, userId: 0 }, (tx) => publicReceipt(tx, orderId)));
    },
  });
  defineCall(app, {
    method: 'GET',
    url: '/public/invoice_pdf',
    access: 'public',
    rateLimit: PUBLIC_PDF_LIMIT,
    tags,
    summary:
      'Faktur tagihan sebagai PDF A4 untuk pelanggan tanpa login (id = token publik, inv = nomor tagihan): isi halaman info tagihan dan terbilang; tautan salah = 404. ETag per versi tagihan (If-None-Match → 304)',
    query,
    file: PDF_MIME,
    handler: async ({ database, query: q, req, reply }) => {
      noStore(reply);
      const { companyId, orderId } = await findOrder(database, q.id, q.inv);
      // The data is read in the tenant's transaction; the PDF is made after it, so the database is not held while it renders.
      const inv = await database.withTenant({ companyId, userId: 0 }, (tx) => publicInvoice(tx, orderId));
      const etag = `"${publicPdfKey(companyId, orderId, inv)}"`;
      // The browser keeps the file and asks again each time; the same version answers 304 without a byte.
      const cacheControl = 'private, no-cache';
      if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
        reply.code(304).header('etag', etag).header('cache-control', cacheControl).send();
        return undefined;
      }
      const pdf = await app.publicPdfCache.getOrMake(etag, () => publicInvoicePdf(inv));
      sendPdf(reply, pdf.fileName, pdf.bytes, { cacheControl, etag });
      return undefined;
    },
  });
}
