import {
  customerPayment,
  listAnswer,
  PAYMENT_ATTACHMENT_RULE,
  paymentAttachmentAnswer,
  paymentAttachmentQuery,
  paymentCsSubmitBody,
  paymentDeleteBody,
  paymentFinanceSubmitBody,
  paymentRow,
  paymentSaved,
  paymentView,
  paymentViewQuery,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { checkDocumentTransition } from '../../platform/documents/run-transition.js';
import { checkStatusFilter } from '../../platform/documents/status-filter.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../platform/excel/export-job.js';
import { fieldError } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { listFilters } from '../../platform/list-filters.js';
import { listQuerySchema } from '../../platform/list.js';
import { definePair } from '../../platform/pair.js';
import { assertDeletableBy, deletePayment } from './commands/approve-payment.js';
import { checkFinanceSubmit, financeSubmit } from './commands/finance-submit.js';
import { checkSubmitCustomerPayment, submitCustomerPayment } from './commands/submit-customer-payment.js';
import { uploadPaymentAttachment } from './commands/upload-payment-attachment.js';
import { storedPaymentOf } from './payment-document.js';
import { listPayments, orderPaymentSheet, PAYMENT_LIST_FILTERS, paymentSheet, viewPayment, visibleAttachment, visiblePayment } from './queries.js';

const tags = ['Pembayaran'];
/** Customer payments: the Tagihan Pelanggan page (finance), the Tagihan page (CS) or Pemesanan (a partner, its own orders). */
const customerAccess = { permission: 'verificationPayment', orPermissions: ['orderList', 'indexSales'] } as const;
/** Every payment page: lists, view, proofs. */
const readAccess = { permission: 'verificationPayment', orPermissions: ['verificationPaymentOrder', 'orderList', 'indexSales'] } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list filters of /payment/list and list_multiple from the body's top level or its columnFilters, checked (422 at the field). */
export const paymentListQuery = (body: unknown) => {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, PAYMENT_LIST_FILTERS, {
    ints: ['payment_id', 'order_id', 'penerimaan_id', 'order_vendor_id', 'gudang_id', 'bank_id', 'is_multiple'],
    dates: ['date_start', 'date_end'],
  });
  checkStatusFilter(customerPayment, columnFilters);
  if (columnFilters.payment_for !== undefined && !['customer', 'supplier'].includes(String(columnFilters.payment_for)))
    throw fieldError('payment_for', 'Jenis pembayaran harus customer atau supplier');
  if (columnFilters.is_multiple !== undefined && ![0, 1].includes(Number(columnFilters.is_multiple)))
    throw fieldError('is_multiple', 'is_multiple harus 0 (satu tagihan) atau 1 (gabungan)');
  return { ...b, columnFilters };
};

const ORDER_EXCEL_FILTERS = ['date_start', 'date_end', 'is_paid', 'gudang_id', 'member_id'] as const;
const orderFiltersOf = (body: unknown) => {
  const b = (body ?? {}) as Record<string, unknown>;
  const filters = listFilters(b, ORDER_EXCEL_FILTERS, { ints: ['is_paid', 'gudang_id', 'member_id'], dates: ['date_start', 'date_end'] });
  if (filters.is_paid !== undefined && !['0', '1'].includes(String(filters.is_paid))) throw fieldError('is_paid', 'is_paid harus 0 atau 1');
  return filters;
};

/**
 * Customer payments (spec-2 §7.6, Pembayaran > Tagihan Pelanggan): CS submits a customer's transfer
 * proof for one invoice, finance approves or rejects it, a pending one may be deleted; list, view,
 * proofs and the Excel of payments and of invoices. Multi-invoice, supplier and COD calls live beside
 * this file (README.md).
 */
export function registerPaymentRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'payment', (tx, actor, body: unknown, after) => paymentSheet(tx, actor, paymentListQuery(body), after));
  const orderSheet = defineExcelExport(app, 'payment_order', (tx, actor, body: unknown, after) => orderPaymentSheet(tx, actor, orderFiltersOf(body), after));

  defineCall(app, {
    method: 'POST',
    url: '/payment/list',
    access: readAccess,
    tags,
    summary:
      'Daftar pembayaran yang dapat dilihat pengguna (filter status, payment_for, is_multiple, bank_id, payment_method, source, date_start, date_end, order_id, penerimaan_id, order_vendor_id, gudang_id, payment_number, invoice_number, search); mitra hanya pembayaran tagihannya, grup 6 hanya gudangnya',
    body: listBody,
    data: listAnswer(paymentRow),
    handler: async ({ tx, auth, body }) => ok(await listPayments(tx, auth, paymentListQuery(body))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/payment/view',
    access: readAccess,
    tags,
    summary: 'Satu pembayaran: rinciannya dengan sisa tiap tagihan, bukti, riwayat status, saldo kredit pelanggan dan aksi yang boleh dilakukan',
    query: paymentViewQuery,
    data: paymentView,
    handler: async ({ tx, auth, query }) => ok(await viewPayment(tx, auth, query.payment_id)),
  });
  definePair(app, {
    validationUrl: '/payment/cs_submit_validation',
    storedUrl: '/payment/cs_submit_stored',
    access: customerAccess,
    body: paymentCsSubmitBody,
    data: paymentSaved,
    tags,
    summary:
      'CS mencatat bukti transfer pelanggan untuk satu tagihan (order_id, amount, payment_date, payment_method, bank_id, note, attachment_ids, keep_as_credit, use_credit): pembayaran Menunggu Verifikasi',
    check: ({ tx, auth, body }) => checkSubmitCustomerPayment(tx, auth, body),
    store: async ({ tx, auth }, input) => ok(await submitCustomerPayment(tx, auth, input), 'Pembayaran berhasil dikirim dan menunggu verifikasi'),
  });
  definePair(app, {
    validationUrl: '/payment/finance_submit_validation',
    storedUrl: '/payment/finance_submit_stored',
    access: { permission: 'verificationPayment', orPermissions: ['verificationPaymentOrder'] },
    body: paymentFinanceSubmitBody,
    data: paymentSaved,
    tags,
    summary:
      'Finance menyetujui (action=approve: jumlahnya tercatat terbayar pada tagihan; ditolak bila melebihi sisa tagihan) atau menolak (action=reject dengan reason) pembayaran yang menunggu verifikasi, atau membatalkan pembayaran yang sudah disetujui (action=void: jumlahnya kembali menjadi sisa tagihan)',
    check: ({ tx, auth, body }) => checkFinanceSubmit(tx, auth, body),
    store: async ({ tx, auth, body }) => {
      await financeSubmit(tx, auth, body);
      const p = await visiblePayment(tx, auth, body.payment_id);
      return ok(
        {
          payment_id: p.payment_id,
          payment_number: p.payment_number,
          status: p.status,
          amount: p.amount,
          credit_amount: p.credit_amount,
          credit_used: p.credit_used,
        },
        { approve: 'Pembayaran disetujui', reject: 'Pembayaran ditolak', void: 'Pembayaran dibatalkan' }[body.action],
      );
    },
  });
  definePair(app, {
    validationUrl: '/payment/delete_validation',
    storedUrl: '/payment/delete_stored',
    access: readAccess,
    body: paymentDeleteBody,
    data: paymentSaved,
    tags,
    summary: 'Menghapus pembayaran yang masih menunggu verifikasi (status Dihapus); yang sudah disetujui dibatalkan dengan Tandai Belum Lunas',
    check: async ({ tx, auth, body }) => {
      const payment = await visiblePayment(tx, auth, body.payment_id);
      await checkDocumentTransition(tx, auth, storedPaymentOf(payment.payment_for), { id: body.payment_id, action: 'delete' });
      await assertDeletableBy(tx, auth, body.payment_id, payment.payment_for);
      return payment;
    },
    store: async ({ tx, auth, body }, payment) => {
      await deletePayment(tx, auth, body.payment_id);
      return ok(
        {
          payment_id: payment.payment_id,
          payment_number: payment.payment_number,
          status: 'dihapus' as const,
          amount: payment.amount,
          credit_amount: payment.credit_amount,
          credit_used: payment.credit_used,
        },
        'Pembayaran berhasil dihapus',
      );
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/payment/upload_attachment',
    access: readAccess,
    tags,
    summary: `Unggah bukti pembayaran sebelum pembayaran disimpan (multipart: file, file_name opsional). ${PAYMENT_ATTACHMENT_RULE}. Menjawab attachment_id untuk attachment_ids`,
    files: ['file'],
    bodyLimit: 6 * 1024 * 1024,
    body: z.looseObject({ file_name: f.optText('Nama berkas', 200) }),
    data: paymentAttachmentAnswer,
    handler: async ({ tx, auth, body }) =>
      ok(
        await uploadPaymentAttachment(tx, auth, { file: (body as Record<string, unknown>).file, file_name: body.file_name }),
        'Bukti pembayaran berhasil diunggah',
      ),
  });
  defineCall(app, {
    method: 'GET',
    url: '/payment/attachment',
    access: readAccess,
    tags,
    summary: 'Berkas satu bukti pembayaran (JPG, PNG atau PDF) dari pembayaran yang dapat dilihat pengguna, atau yang baru diunggahnya',
    query: paymentAttachmentQuery,
    file: 'application/octet-stream',
    handler: async ({ tx, auth, query, reply }) => {
      const a = await visibleAttachment(tx, auth, query.attachment_id);
      reply
        .code(200)
        .header('content-type', a.mime)
        .header('content-disposition', `attachment; filename="${a.file_name.replace(/"/g, '')}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(a.content);
      return undefined;
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/payment/generate_excel',
    access: readAccess,
    tags,
    summary: `Ekspor pembayaran (.xlsx, satu baris per pembayaran; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/payment/generate_excel_order',
    access: customerAccess,
    tags,
    summary: `Ekspor tagihan dengan yang sudah dibayar, retur, sisa tagihan dan pembayaran yang menunggu verifikasi (filter date_start, date_end, is_paid, gudang_id, member_id). ${EXPORT_NOTE}`,
    body: z.record(z.string(), z.unknown()).optional(),
    ...EXPORT_ANSWER,
    handler: (call) => orderSheet.answer(call, call.body ?? {}),
  });
}
