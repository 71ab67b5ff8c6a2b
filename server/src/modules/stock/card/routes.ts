import { type StockMutationFilter, stockMutationFilter } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import { STOCK_REPORT_ACCESS } from '../mutation/routes.js';
import { stockCardRows } from './queries.js';

const COLUMNS: SheetColumn[] = [
  { header: 'Waktu', key: 'stock_log_datetime', width: 20 },
  { header: 'Gudang', key: 'master_gudang_name', width: 18 },
  { header: 'Nama Produk', key: 'product_name', width: 36 },
  { header: 'SKU', key: 'product_sku', kind: 'text' },
  { header: 'Jenis Dokumen', key: 'doc_type_label', width: 20 },
  { header: 'No. Dokumen', key: 'doc_number', kind: 'text', width: 20 },
  { header: 'Keterangan', key: 'note', width: 30 },
  { header: 'Batch', key: 'batch_no', kind: 'text' },
  { header: 'Kedaluwarsa', key: 'expired_date', kind: 'date' },
  { header: 'Masuk', key: 'qty_in', kind: 'number' },
  { header: 'Keluar', key: 'qty_out', kind: 'number' },
  { header: 'Saldo', key: 'running_qty', kind: 'number' },
  { header: 'Saldo (satuan)', key: 'running_qty_text', width: 22 },
  { header: 'HPP per Satuan Kecil', key: 'unit_cost', kind: 'money' },
  { header: 'Pengguna', key: 'user_name', width: 20 },
];

/** Kartu stok (spec-2 §7.4): each movement of a product in a period with its running balance, as .xlsx. */
export function registerStockCardRoutes(app: FastifyInstance) {
  const card = defineExcelExport(app, 'kartu_stok', async (tx, actor, q: StockMutationFilter) => {
    const c = await stockCardRows(tx, actor, q);
    return {
      fileName: `kartu-stok-${c.period.start.replace(/-/g, '')}-${c.period.end.replace(/-/g, '')}.xlsx`,
      sheetName: 'Kartu Stok',
      columns: COLUMNS,
      batches: c.rows,
    };
  });
  defineCall(app, {
    method: 'POST',
    url: '/kartu_stock/generate_excel',
    access: STOCK_REPORT_ACCESS,
    tags: ['Kartu Stok'],
    summary:
      'Kartu stok (.xlsx): saldo awal, setiap pergerakan dengan saldo berjalan, saldo akhir (product_id atau stock_log_product_main_id wajib; stock_log_gudang_id 0 = semua gudang; periode per hari, bawaan bulan berjalan). ' +
      EXPORT_NOTE,
    body: stockMutationFilter,
    ...EXPORT_ANSWER,
    handler: (call) => card.answer(call, call.body),
  });
}
