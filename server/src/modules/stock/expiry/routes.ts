import { type ExpiryReportFilter, expiryAnswer, expiryReportFilter, expiryReturnAnswer } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import { expiryRows, listExpiry, listExpiryReturns } from './queries.js';

const tags = ['Produk Kedaluwarsa'];
/** Laporan > Produk Kedaluwarsa, and Inventori > Daftar Kedaluwarsa (edlist) reads the same calls. */
const access = { permission: 'reportExpired', orPermissions: ['edList'] } as const;
const body = expiryReportFilter.optional();

const COLUMNS: SheetColumn[] = [
  { header: 'Gudang', key: 'master_gudang_name', width: 18 },
  { header: 'Nama Produk', key: 'product_name', width: 36 },
  { header: 'SKU', key: 'product_sku', kind: 'text' },
  { header: 'Batch', key: 'batch_no', kind: 'text' },
  { header: 'Kedaluwarsa', key: 'expired_date', kind: 'date' },
  { header: 'Sisa Hari', key: 'days_left', kind: 'number', width: 10 },
  { header: 'Kelompok', key: 'bucket_label', width: 18 },
  { header: 'Stok (satuan kecil)', key: 'qty', kind: 'number' },
  { header: 'Stok', key: 'qty_text', width: 22 },
  { header: 'HPP per Satuan Kecil', key: 'unit_cost', kind: 'money' },
  { header: 'Nilai', key: 'value', kind: 'money' },
  { header: 'Supplier', key: 'vendor_name', width: 24 },
];

/** Produk kedaluwarsa (spec-2 §7.9): batches on hand by expiry, what to return to suppliers, and Excel. */
export function registerExpiryRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'produk_kedaluwarsa', async (tx, actor, q: ExpiryReportFilter) => ({
    fileName: `produk-kedaluwarsa-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`,
    sheetName: 'Produk Kedaluwarsa',
    columns: COLUMNS,
    batches: await expiryRows(tx, actor, q),
  }));
  defineCall(app, {
    method: 'POST',
    url: '/report/product/expire',
    access,
    tags,
    summary:
      'Batch berstok dengan tanggal kedaluwarsa, urut FEFO, dengan sisa hari dan kelompok (expired, lt30, lt90, lt180, later) beserta ringkasan kelompok (filter gudang_id, search, product_id, vendor_id, bucket; page 1, perPage 20)',
    body,
    data: expiryAnswer,
    handler: async ({ tx, auth, body }) => ok(await listExpiry(tx, auth, body ?? { page: 1, perPage: 20 })),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/product/list_ed_retur',
    access,
    tags,
    summary: 'Batch yang sudah atau akan kedaluwarsa dalam `days` hari (bawaan 90) untuk diretur ke supplier, urut FEFO, dengan supplier utama produk',
    body,
    data: expiryReturnAnswer,
    handler: async ({ tx, auth, body }) => ok(await listExpiryReturns(tx, auth, body ?? { page: 1, perPage: 20 })),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/product/generate_excel',
    access,
    tags,
    summary: `Ekspor daftar kedaluwarsa (.xlsx, filter seperti expire; dengan days seperti list_ed_retur). ${EXPORT_NOTE}`,
    body,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? { page: 1, perPage: 20 }),
  });
}
