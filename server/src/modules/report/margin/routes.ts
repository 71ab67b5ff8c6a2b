import { marginAnswer, marginFilter } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { marginSheet } from './export.js';
import { marginList } from './queries.js';

const tags = ['Laporan Laba Kotor'];
/** Laporan > Laba Kotor (beyond the spec; the roles of the sales reports: superuser, SPV Sales, SPV Finance, Admin Finance). */
const access = { permission: 'reportMargin' } as const;
const filterNote =
  'group_by invoice | product | category | customer | seller | day | month (bawaan month), date_start, date_end (bawaan bulan berjalan), gudang_id, seller_id, main_category_id (kelompok produk/etalase), sort, sort_dir';

/** Laba Kotor (issue 23 item 3): revenue, cost of goods sold, margin and margin % per grouping, and its Excel. */
export function registerMarginReportRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'laba_kotor', marginSheet);
  defineCall(app, {
    method: 'POST',
    url: '/report/margin/list',
    access,
    tags,
    summary: `Laba kotor per kelompok: penjualan bersih, yang belum keluar gudang, penjualan terhitung HPP, HPP (rata-rata bergerak saat stok keluar), laba kotor dan margin %, dengan total (${filterNote}; page, perPage)`,
    body: marginFilter,
    data: marginAnswer,
    handler: async ({ tx, auth, body }) => ok(await marginList(tx, auth, body)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/margin/excel',
    access,
    tags,
    summary: `Ekspor laba kotor (.xlsx, filter seperti list, semua baris dan baris total). ${EXPORT_NOTE}`,
    body: marginFilter,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body),
  });
}
