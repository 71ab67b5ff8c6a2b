import { ageingAnswer, ageingQuery, type AgeingQuery, listAnswer, SUPPLIER_INVOICE_FILTERS, supplierInvoiceRow, supplierSummaryAnswer } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { type Actor, actorCan } from '../../platform/command.js';
import { fieldError, forbidden } from '../../platform/errors.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../platform/excel/export-job.js';
import { listQuerySchema } from '../../platform/list.js';
import { listFilters } from '../../platform/list-filters.js';
import { ageing, ageingSheet } from './ageing-queries.js';
import { listSupplierInvoices, supplierSummary } from './supplier-queries.js';

const tags = ['Pembayaran'];
const supplierPage = { permission: 'verificationPaymentOrder' } as const;
/** Ageing serves both Tagihan pages: receivables for Tagihan Pelanggan, payables for Tagihan Supplier (checked per type). */
const eitherPage = { permission: 'verificationPayment', orPermissions: ['verificationPaymentOrder'] } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list query of a body: filters from the top level or columnFilters, checked (422 at the field). */
function supplierInvoiceQuery(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, SUPPLIER_INVOICE_FILTERS, { ints: ['vendor_id', 'gudang_id'], dates: ['date_start', 'date_end'] });
  if (columnFilters.overdue !== undefined && !['0', '1'].includes(String(columnFilters.overdue))) throw fieldError('overdue', 'overdue harus 0 atau 1');
  if (columnFilters.payment_status !== undefined && !['paid', 'unpaid'].includes(String(columnFilters.payment_status)))
    throw fieldError('payment_status', 'Status pembayaran harus paid atau unpaid');
  return { ...b, columnFilters };
}

/** A type of ageing the user's page reads: customer needs Tagihan Pelanggan, supplier Tagihan Supplier (403 otherwise). */
function checkAgeingType(actor: Actor, q: AgeingQuery) {
  if (!actorCan(actor, q.type === 'supplier' ? 'verificationPaymentOrder' : 'verificationPayment')) throw forbidden();
  return q;
}

/**
 * Tagihan Supplier (/verification/payment-order) and the ageing of both Tagihan pages (issue 22
 * items 4 and 8). Paying is the payment module's (finance_order_multiple_* with type supplier).
 */
export function registerSupplierPaymentRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'payment_ageing', async (tx, actor, input: AgeingQuery) => ageingSheet(tx, actor, checkAgeingType(actor, input)));
  defineCall(app, {
    method: 'POST',
    url: '/payment/list_supplier_invoice',
    access: supplierPage,
    tags,
    summary:
      'Tagihan Supplier: penerimaan supplier yang disetujui dengan total, kredit retur, dibayar, menunggu verifikasi, sisa, jatuh tempo dan hari terlambat (filter vendor_id, gudang_id, date_start, date_end, penerimaan_number, overdue 1/0, payment_status paid/unpaid, search)',
    body: listBody,
    data: listAnswer(supplierInvoiceRow),
    handler: async ({ tx, auth, body }) => ok(await listSupplierInvoices(tx, auth, supplierInvoiceQuery(body))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/payment/supplier_summary',
    access: supplierPage,
    tags,
    summary: 'Ringkasan hutang per supplier (total, kredit retur, dibayar, sisa, lewat jatuh tempo) dan totalnya; filter seperti list_supplier_invoice',
    body: listBody,
    data: supplierSummaryAnswer,
    handler: async ({ tx, auth, body }) => ok(await supplierSummary(tx, auth, supplierInvoiceQuery(body))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/payment/ageing',
    access: eitherPage,
    tags,
    summary:
      'Umur piutang (type=customer) atau hutang (type=supplier) per pelanggan/supplier per tanggal (date, default hari ini): belum jatuh tempo, 1-30, 31-60, 61-90, > 90 hari',
    query: ageingQuery,
    data: ageingAnswer,
    handler: async ({ tx, auth, query }) => ok(await ageing(tx, auth, checkAgeingType(auth, query))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/payment/ageing_excel',
    access: eitherPage,
    tags,
    summary: `Ekspor umur piutang/hutang (.xlsx; body type, date). ${EXPORT_NOTE}`,
    body: ageingQuery,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, checkAgeingType(call.auth, call.body)),
  });
}
