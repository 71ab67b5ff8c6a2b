import {
  PAYMENT_MULTIPLE_BODY_LIMIT,
  PAYMENT_MULTIPLE_FILE_FIELD,
  paymentInvoiceOrderAnswer,
  paymentInvoiceOrderQuery,
  paymentMultipleApprovalBody,
  paymentMultipleBody,
  paymentMultipleDeleteBody,
  paymentMultipleRemoveInvoiceBody,
  paymentMultipleSaved,
  paymentMultipleUpdateBody,
  paymentMultipleUploadBody,
  paymentRow,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { listQuerySchema } from '../../platform/list.js';
import { listAnswer } from '../../platform/openapi.js';
import { definePair } from '../../platform/pair.js';
import { approvePaymentMultiple, checkApprovePaymentMultiple } from './commands/approve-payment-multiple.js';
import { checkCreatePaymentMultiple, createPaymentMultiple } from './commands/create-payment-multiple.js';
import { checkDeletePaymentMultiple, deletePaymentMultiple } from './commands/delete-payment-multiple.js';
import { checkRemovePaymentMultipleInvoice, removePaymentMultipleInvoice } from './commands/remove-payment-multiple-invoice.js';
import { checkUpdatePaymentMultiple, updatePaymentMultiple } from './commands/update-payment-multiple.js';
import { checkUploadPaymentMultipleProof, uploadPaymentMultipleProof } from './commands/upload-payment-multiple-proof.js';
import { listInvoiceOrder } from './multiple-queries.js';
import { listPayments } from './queries.js';
import { paymentListQuery } from './routes.js';

const tags = ['Pembayaran Multi Tagihan'];
/** Reading, as /payment/list: finance of either payment page, the Tagihan page, and partners (their own orders' payments only). */
const readers = { permission: 'verificationPayment', orPermissions: ['verificationPaymentOrder', 'orderList', 'indexSales'] } as const;
/** Writing: finance of either page; the command checks the page of the payment's kind (Tagihan Pelanggan / Tagihan Supplier). */
const writers = { permission: 'verificationPayment', orPermissions: ['verificationPaymentOrder'] } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();
const files = [PAYMENT_MULTIPLE_FILE_FIELD] as const;
const MULTIPART_NOTE =
  'multipart: details sebagai teks JSON [{"order_id"|"penerimaan_id":…,"amount":…}], bukti di attachments berulang (JPG/PNG/PDF maks. 5 MB); JSON/form juga diterima';

/** The list query of a body: filters from the top level or columnFilters, checked (422 at the field). */

/**
 * Multi-invoice payments (issue 22 item 3; README.md beside): one transfer covering several invoices
 * of one customer or several receipts of one supplier, through the core's createPayment /
 * approvePayment (is_multiple 1).
 */
export function registerPaymentMultipleRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'GET',
    url: '/payment/list_invoice_order',
    access: readers,
    tags,
    summary:
      'Dokumen terbuka satu pelanggan (type=customer: tagihan belum lunas setelah retur) atau supplier (type=supplier: penerimaan disetujui yang belum lunas), dengan saldo kredit pelanggan',
    query: paymentInvoiceOrderQuery,
    data: paymentInvoiceOrderAnswer,
    handler: async ({ tx, auth, query }) => ok(await listInvoiceOrder(tx, auth, query.type, query.order_vendor_id)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/payment/list_multiple',
    access: readers,
    tags,
    summary:
      'Daftar pembayaran multi tagihan (filter payment_id, payment_for, order_vendor_id, status, bank_id, payment_method, gudang_id, date_start, date_end, search)',
    body: listBody,
    data: listAnswer(paymentRow),
    handler: async ({ tx, auth, body }) => {
      const query = paymentListQuery(body);
      return ok(await listPayments(tx, auth, { ...query, columnFilters: { ...query.columnFilters, is_multiple: 1 } }));
    },
  });
  definePair(app, {
    validationUrl: '/payment/finance_order_multiple_validation',
    storedUrl: '/payment/finance_order_multiple_stored',
    access: writers,
    body: paymentMultipleBody,
    files,
    bodyLimit: PAYMENT_MULTIPLE_BODY_LIMIT,
    tags,
    summary: `Mencatat satu transfer untuk beberapa tagihan satu pelanggan atau penerimaan satu supplier, menunggu verifikasi (${MULTIPART_NOTE})`,
    data: paymentMultipleSaved,
    check: ({ tx, auth, body }) => checkCreatePaymentMultiple(tx, auth, body),
    store: async ({ tx, auth }, checked) => ok(await createPaymentMultiple(tx, auth, checked), 'Pembayaran berhasil disimpan'),
  });
  definePair(app, {
    validationUrl: '/payment/finance_order_multiple_update_validation',
    storedUrl: '/payment/finance_order_multiple_update_stored',
    access: writers,
    body: paymentMultipleUpdateBody,
    files,
    bodyLimit: PAYMENT_MULTIPLE_BODY_LIMIT,
    tags,
    summary: `Mengubah pembayaran multi tagihan yang masih menunggu verifikasi: rincian diganti seluruhnya, bukti ditambahkan (${MULTIPART_NOTE})`,
    data: paymentMultipleSaved,
    check: ({ tx, auth, body }) => checkUpdatePaymentMultiple(tx, auth, body),
    store: async ({ tx, auth, body }, checked) => ok(await updatePaymentMultiple(tx, auth, body, checked), 'Pembayaran berhasil diubah'),
  });
  definePair(app, {
    validationUrl: '/payment/finance_order_multiple_remove_invoice_validation',
    storedUrl: '/payment/finance_order_multiple_remove_invoice',
    access: writers,
    body: paymentMultipleRemoveInvoiceBody,
    tags,
    summary: 'Menghapus satu tagihan (payment_detail_id) dari pembayaran multi tagihan yang menunggu verifikasi; tagihan terakhir tidak dapat dihapus',
    data: paymentMultipleSaved,
    check: ({ tx, auth, body }) => checkRemovePaymentMultipleInvoice(tx, auth, body),
    store: async ({ tx, auth, body }, checked) => ok(await removePaymentMultipleInvoice(tx, auth, body, checked), 'Tagihan berhasil dihapus dari pembayaran'),
  });
  definePair(app, {
    validationUrl: '/payment/approval_finance_order_multiple_validation',
    storedUrl: '/payment/approval_finance_order_multiple_stored',
    access: writers,
    body: paymentMultipleApprovalBody,
    tags,
    summary:
      'Menyetujui (action=approve: semua rincian dicatat terbayar pada tagihannya dalam satu transaksi) atau menolak (action=reject, reason wajib) pembayaran multi tagihan',
    data: paymentMultipleSaved,
    check: ({ tx, auth, body }) => checkApprovePaymentMultiple(tx, auth, body),
    store: async ({ tx, auth, body }) =>
      ok(await approvePaymentMultiple(tx, auth, body), body.action === 'approve' ? 'Pembayaran disetujui' : 'Pembayaran ditolak'),
  });
  definePair(app, {
    validationUrl: '/payment/delete_finance_order_multiple_validation',
    storedUrl: '/payment/delete_finance_order_multiple_stored',
    access: writers,
    body: paymentMultipleDeleteBody,
    tags,
    summary: 'Menghapus pembayaran multi tagihan yang masih menunggu verifikasi (status dihapus; nomor dan riwayat tetap)',
    data: paymentMultipleSaved,
    check: ({ tx, auth, body }) => checkDeletePaymentMultiple(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await deletePaymentMultiple(tx, auth, body), 'Pembayaran berhasil dihapus'),
  });
  definePair(app, {
    validationUrl: '/payment/upload_finance_order_multiple_validation',
    storedUrl: '/payment/upload_finance_order_multiple_stored',
    access: writers,
    body: paymentMultipleUploadBody,
    files,
    bodyLimit: PAYMENT_MULTIPLE_BODY_LIMIT,
    tags,
    summary:
      'Menambah bukti pada pembayaran multi tagihan yang menunggu verifikasi atau disetujui (multipart: attachments berulang, JPG/PNG/PDF maks. 5 MB; atau attachment_ids dari upload_attachment)',
    data: paymentMultipleSaved,
    check: ({ tx, auth, body }) => checkUploadPaymentMultipleProof(tx, auth, body),
    store: async ({ tx, auth, body }, checked) => ok(await uploadPaymentMultipleProof(tx, auth, body, checked), 'Bukti pembayaran berhasil diunggah'),
  });
}
