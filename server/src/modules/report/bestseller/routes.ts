import { bestsellerAnswer, bestsellerFilter } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { bestsellerSheet } from './export.js';
import { bestsellers, categoryOptions } from './queries.js';

const tags = ['Laporan Produk Terlaris'];
/** Laporan > Produk Terlaris (spec-1 §6: superuser, SPV Sales, SPV Finance, Admin Finance). */
const access = { permission: 'reportBestSeller' } as const;
const filterNote =
  'date_start, date_end (bawaan bulan berjalan s.d. hari ini), gudang_id (0 = semua gudang yang boleh dilihat), main_category_id (etalase), seller_id, order_by qty | revenue, search; jumlah dalam satuan kecil, bersih setelah retur';

/** Produk Terlaris (issue 23): variants ranked by net quantity and net revenue, and its Excel. */
export function registerBestsellerReportRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'produk_terlaris', bestsellerSheet);
  defineCall(app, {
    method: 'POST',
    url: '/report/bestseller/list',
    access,
    tags,
    summary: `Produk terlaris pada periode: peringkat per jumlah terjual bersih dan per penjualan bersih (DPP), dengan total (${filterNote}; page, perPage)`,
    body: bestsellerFilter,
    data: bestsellerAnswer,
    handler: async ({ tx, auth, body }) => ok(await bestsellers(tx, auth, body)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/bestseller/category_options',
    access: { permission: 'reportBestSeller', orPermissions: ['reportMargin'] },
    tags,
    summary: 'Etalase untuk filter main_category_id Produk Terlaris dan Laba Kotor (peran laporan tidak selalu memegang halaman Etalase)',
    data: z.array(z.object({ value: z.number().int(), label: z.string() })),
    handler: async ({ tx }) => ok(await categoryOptions(tx)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/bestseller/excel',
    access,
    tags,
    summary: `Ekspor produk terlaris (.xlsx, filter seperti list, semua baris dan baris total). ${EXPORT_NOTE}`,
    body: bestsellerFilter,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body),
  });
}
