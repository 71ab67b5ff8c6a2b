import { stockLogFilter } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { streamXlsx } from '../../../platform/excel/xlsx-stream.js';
import { MOVEMENT_COLUMNS } from '../mutation/export.js';
import { STOCK_REPORT_ACCESS } from '../mutation/routes.js';
import { listStockLog, stockLogRows } from './queries.js';

const tags = ['Log Stok'];
const access = STOCK_REPORT_ACCESS;
const body = stockLogFilter.optional();

/** Log stok (spec-2 §7.4 report/stock_log): every movement of the ledger, its list and Excel. */
export function registerStockLogRoutes(app: FastifyInstance) {
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
    summary: 'Ekspor log stok (.xlsx, filter seperti index, urut waktu)',
    body,
    handler: async ({ tx, auth, body, reply }) => {
      const rows = await stockLogRows(tx, auth, body ?? { page: 1, perPage: 20 });
      const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
      await streamXlsx(reply, { fileName: `log-stok-${day}.xlsx`, sheetName: 'Log Stok', columns: MOVEMENT_COLUMNS, batches: rows });
      return undefined;
    },
  });
}
