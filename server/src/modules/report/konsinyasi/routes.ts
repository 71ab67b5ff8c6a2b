import {
  konsinyasiDetailAnswer,
  konsinyasiFilter,
  konsinyasiListAnswer,
  konsinyasiSummary,
  konsinyasiSummaryDetail,
  konsinyasiSummaryQuery,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { konsinyasiDetailSheet, konsinyasiSheet } from './export.js';
import { detailKonsinyasi, konsinyasiSummary as readSummary, konsinyasiSummaryDetail as readSummaryDetail, listKonsinyasi } from './queries.js';

const tags = ['Laporan Konsinyasi'];
/** The consignor list and its Excel and summary: the page Laporan Konsinyasi; one consignor's products: its detail page. */
const listAccess = { permission: 'reportKonsinyasi' } as const;
const detailAccess = { permission: 'reportKonsinyasiDetail', orPermissions: ['reportKonsinyasi'] } as const;
const filterNote =
  'periode date_start–date_end (hari, Asia/Jakarta; bawaan awal bulan date_end s.d. hari ini), gudang_id (0 = semua gudang yang boleh dilihat), vendor_id (supplier konsinyasi; 0 = produk tanpa supplier utama)';

/** Laporan Konsinyasi (spec-2 §7.9): the goods of consignor suppliers, what sold, what went back, what is held and what is owed. */
export function registerKonsinyasiReportRoutes(app: FastifyInstance) {
  const vendors = defineExcelExport(app, 'laporan_konsinyasi', konsinyasiSheet);
  const products = defineExcelExport(app, 'laporan_konsinyasi_detail', konsinyasiDetailSheet);
  defineCall(app, {
    method: 'POST',
    url: '/report/konsinyasi/list',
    access: listAccess,
    tags,
    summary: `Per supplier konsinyasi: diterima, terjual (bersih retur pelanggan), retur ke supplier, stok, hutang periode, dibayar dan sisa hutang, dengan total semua halaman (${filterNote}; search nama/kode supplier; page, perPage, sort)`,
    body: konsinyasiFilter,
    data: konsinyasiListAnswer,
    handler: async ({ tx, auth, body }) => ok(await listKonsinyasi(tx, auth, body)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/konsinyasi/detail',
    access: detailAccess,
    tags,
    summary: `Per produk satu supplier konsinyasi (vendor_id wajib), dengan angka supplier tersebut (${filterNote}; search nama/SKU produk; page, perPage, sort)`,
    body: konsinyasiFilter,
    data: konsinyasiDetailAnswer,
    handler: async ({ tx, auth, body }) => ok(await detailKonsinyasi(tx, auth, body)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/konsinyasi/excel',
    access: listAccess,
    tags,
    summary: `Ekspor laporan konsinyasi per supplier (.xlsx, filter seperti list, baris TOTAL terakhir). ${EXPORT_NOTE}`,
    body: konsinyasiFilter,
    ...EXPORT_ANSWER,
    handler: (call) => vendors.answer(call, call.body),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/konsinyasi/detail-excel',
    access: detailAccess,
    tags,
    summary: `Ekspor detail konsinyasi per produk satu supplier (.xlsx, filter seperti detail, baris TOTAL terakhir). ${EXPORT_NOTE}`,
    body: konsinyasiFilter,
    ...EXPORT_ANSWER,
    handler: (call) => products.answer(call, call.body),
  });
  defineCall(app, {
    method: 'GET',
    url: '/report/konsinyasi/summary',
    access: listAccess,
    tags,
    summary: `Total laporan konsinyasi pada periode (${filterNote})`,
    query: konsinyasiSummaryQuery,
    data: konsinyasiSummary,
    handler: async ({ tx, auth, query }) => ok(await readSummary(tx, auth, query)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/report/konsinyasi/summary-detail',
    access: detailAccess,
    tags,
    summary: `Total satu supplier konsinyasi pada periode (vendor_id wajib; ${filterNote})`,
    query: konsinyasiSummaryQuery,
    data: konsinyasiSummaryDetail,
    handler: async ({ tx, auth, query }) => ok(await readSummaryDetail(tx, auth, query)),
  });
}
