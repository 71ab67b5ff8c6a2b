import { movementListAnswer, mutationListAnswer, mutationSummary, stockMutationFilter } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { mutationDetailSheet, stockMutationSheet } from './export.js';
import { listMutationDetail, listStockMutation, type MutationQuery, stockMutationSummary } from './queries.js';

const tags = ['Mutasi Stok'];
/** Stock mutation report, log and card: the Laporan page Mutasi & Kartu Stok (spec-1 §6: the stock mutation report, STOCK_REPORT roles). */
export const STOCK_REPORT_ACCESS = { permission: 'reportStockMutation' } as const;
const access = STOCK_REPORT_ACCESS;
const body = stockMutationFilter.optional();
const filterNote =
  'filter stock_log_datetime_start, stock_log_datetime_end (hari, Asia/Jakarta; bawaan bulan berjalan), stock_log_gudang_id (0 = semua), stock_log_product_main_name, stock_log_product_main_id; page 1, perPage 20';

/** Mutasi stok (spec-2 §7.4): opening, in, out and closing per variant for any period, its movements, totals and Excel. */
export function registerStockMutationRoutes(app: FastifyInstance) {
  const perVariant = defineExcelExport(app, 'mutasi_stok', (tx, actor, q: MutationQuery) => stockMutationSheet(tx, actor, q, false));
  const perWarehouse = defineExcelExport(app, 'mutasi_stok_gudang', (tx, actor, q: MutationQuery) => stockMutationSheet(tx, actor, q, true));
  const detail = defineExcelExport(app, 'mutasi_stok_detail', mutationDetailSheet);
  defineCall(app, {
    method: 'POST',
    url: '/mutasi_stok/index',
    access,
    tags,
    summary: `Mutasi stok per produk: stok awal, masuk, keluar, stok akhir (${filterNote})`,
    body,
    data: mutationListAnswer,
    handler: async ({ tx, auth, body }) => ok(await listStockMutation(tx, auth, body ?? {}, false)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/mutasi_stok/index_v2',
    access,
    tags,
    summary: `Mutasi stok per produk dan gudang (${filterNote})`,
    body,
    data: mutationListAnswer,
    handler: async ({ tx, auth, body }) => ok(await listStockMutation(tx, auth, body ?? {}, true)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/mutasi_stok/index_detail_v2',
    access,
    tags,
    summary: `Pergerakan stok pada periode, urut waktu, dengan saldo gudang setelahnya (${filterNote}; product_id untuk satu varian)`,
    body,
    data: movementListAnswer,
    handler: async ({ tx, auth, body }) => ok(await listMutationDetail(tx, auth, body ?? {})),
  });
  defineCall(app, {
    method: 'POST',
    url: '/mutasi_stok/summary',
    access,
    tags,
    summary: 'Total mutasi stok pada filter: jumlah produk, stok awal, masuk, keluar, stok akhir, nilai masuk dan keluar',
    body,
    data: mutationSummary,
    handler: async ({ tx, auth, body }) => ok(await stockMutationSummary(tx, auth, body ?? {})),
  });
  defineCall(app, {
    method: 'POST',
    url: '/mutasi_stok/generate_excel',
    access,
    tags,
    summary: `Ekspor mutasi stok per produk (.xlsx, filter seperti index). ${EXPORT_NOTE}`,
    body,
    ...EXPORT_ANSWER,
    handler: (call) => perVariant.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/mutasi_stok/excel_index_v2',
    access,
    tags,
    summary: `Ekspor mutasi stok per produk dan gudang (.xlsx, filter seperti index_v2). ${EXPORT_NOTE}`,
    body,
    ...EXPORT_ANSWER,
    handler: (call) => perWarehouse.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/mutasi_stok/excel_index_detail_v2',
    access,
    tags,
    summary: `Ekspor pergerakan stok pada periode (.xlsx, filter seperti index_detail_v2). ${EXPORT_NOTE}`,
    body,
    ...EXPORT_ANSWER,
    handler: (call) => detail.answer(call, call.body ?? {}),
  });
}
