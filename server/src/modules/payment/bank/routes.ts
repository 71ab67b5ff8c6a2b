import { bankMovementList, bankTransFilter, bankTransSummary as bankTransSummaryAnswer, paymentPrintAnswer, paymentPrintQuery } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { PDF_MIME, sendPdf } from '../../../platform/pdf/document-pdf.js';
import { bankMovementSheet, bankSummarySheet } from './export.js';
import { paymentKwitansiPdf, paymentPrintData } from './payment-print.js';
import { bankTransSummary, listBankMovements } from './queries.js';

const tags = ['Kas & Bank'];
/** The Kas & Bank page (spec-1 §6: all eight main roles). */
const access = { permission: 'bank' } as const;
const body = bankTransFilter.optional();
const filterNote =
  'hanya pembayaran yang disetujui: pelanggan = masuk, supplier = keluar; filter date_start, date_end (bawaan bulan berjalan), kasbank_id (0 = semua, -1 = tanpa rekening), direction in/out, search';

/** Kas & Bank (issue 22 item 6): balances and movements of the kasbank accounts, and the prints of a payment (item 7). */
export function registerBankTransRoutes(app: FastifyInstance) {
  const movements = defineExcelExport(app, 'kas_bank_mutasi', bankMovementSheet);
  const balances = defineExcelExport(app, 'kas_bank_saldo', bankSummarySheet);
  defineCall(app, {
    method: 'POST',
    url: '/bank_trans/summary',
    access,
    tags,
    summary: `Saldo per akun Kas & Bank pada periode: saldo awal, masuk, keluar, saldo akhir, dan total semua akun (${filterNote})`,
    body,
    data: bankTransSummaryAnswer,
    handler: async ({ tx, auth, body }) => ok(await bankTransSummary(tx, auth, body ?? { page: 1, perPage: 20 })),
  });
  defineCall(app, {
    method: 'POST',
    url: '/bank_trans/list',
    access,
    tags,
    summary: `Mutasi Kas & Bank pada periode, urut tanggal, dengan saldo akun setelah tiap mutasi (${filterNote}; page, perPage)`,
    body,
    data: bankMovementList,
    handler: async ({ tx, auth, body }) => ok(await listBankMovements(tx, auth, body ?? { page: 1, perPage: 20 })),
  });
  defineCall(app, {
    method: 'POST',
    url: '/bank_trans/excel',
    access,
    tags,
    summary: `Ekspor mutasi Kas & Bank (.xlsx, filter seperti list). ${EXPORT_NOTE}`,
    body,
    ...EXPORT_ANSWER,
    handler: (call) => movements.answer(call, call.body ?? { page: 1, perPage: 20 }),
  });
  defineCall(app, {
    method: 'POST',
    url: '/bank_trans/excel_summary',
    access,
    tags,
    summary: `Ekspor saldo per akun Kas & Bank (.xlsx, filter seperti summary, dengan baris total). ${EXPORT_NOTE}`,
    body,
    ...EXPORT_ANSWER,
    handler: (call) => balances.answer(call, call.body ?? { page: 1, perPage: 20 }),
  });
  defineCall(app, {
    method: 'GET',
    url: '/payment/print',
    access: 'authenticated',
    tags: ['Cetak'],
    summary:
      'Isi cetakan satu pembayaran (print_pembayaran_* pelanggan, print_pembelian_* supplier): pihak, rekening, dokumen yang dibayar, jumlah; akses halaman pembayaran atau tagihan/penerimaan, 404 di luar jangkauan',
    query: paymentPrintQuery,
    data: paymentPrintAnswer,
    handler: async ({ tx, auth, query }) => ok(await paymentPrintData(tx, auth, query.payment_id)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/payment/kwitansi_pdf',
    access: 'authenticated',
    tags: ['Cetak'],
    summary: 'Kwitansi pembayaran sebagai PDF A4 (jumlah dalam angka dan terbilang, dokumen yang dibayar, cap status); akses seperti /payment/print',
    query: paymentPrintQuery,
    file: PDF_MIME,
    handler: async ({ tx, auth, query, reply }) => {
      const pdf = await paymentKwitansiPdf(tx, auth, query.payment_id);
      sendPdf(reply, pdf.fileName, pdf.bytes);
      return undefined;
    },
  });
}
