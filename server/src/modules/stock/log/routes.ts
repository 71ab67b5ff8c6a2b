import { type StockLogFilter, stockLogFilter } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { MOVEMENT_COLUMNS } from '../mutation/export.js';
import { STOCK_REPORT_ACCESS } from '../mutation/routes.js';
import { listStockLog, stockLogRows } from './queries.js';

const tags = ['Log Stok'];
const access = STOCK_REPORT_ACCESS;
const body = stockLogFilter.optional();

/** Log stok (spec-2 §7.4 report/stock_log): every movement of the ledger, its list and Excel. */
export function registerStockLogRoutes(app: FastifyInstance) {
  // Read in stock_log_id order with no state in code: a job step resumes after the last row it wrote.
  const log = defineExcelExport(app, 'log_stok', async (tx, actor, q: StockLogFilter, after) => ({
    fileName: `log-stok-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`,
    sheetName: 'Log Stok',
    columns: MOVEMENT_COLUMNS,
    batches: await stockLogRows(tx, actor, q, after),
    resumeKey: 'stock_log_id',
  }));
  defineCall(app, {
    method: 'POST',
    url: '/report/stock_log/index',
    access,
    tags,
    summary:
      'Log stok, terbaru dulu (filter stock_log_datetime_start/end sampai menit, stock_log_gudang_id, stock_log_product_main_name, stock_log_product_main_id, product_id, doc_type, search; page 1, perPage 20)',
    body,
    handler: async ({ tx, auth, body }) => ok(await listStockLog(tx, auth, body ?? { page: 1, perPage: 20 })),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock_log/generate_excel',
    access,
    tags,
    summary: `Ekspor log stok (.xlsx, filter seperti index, urut waktu). ${EXPORT_NOTE}`,
    body,
    ...EXPORT_ANSWER,
    handler: (call) => log.answer(call, call.body ?? { page: 1, perPage: 20 }),
  });
}
