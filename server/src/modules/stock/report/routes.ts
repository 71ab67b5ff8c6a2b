import { latestStockCustomRow, persediaanSeriesAnswer, persediaanSummaryAnswer, stockReportRow, stockSummaryAnswer, warehouseRef } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { defineCall, ok } from '../../../platform/call.js';
import type { Actor } from '../../../platform/command.js';
import { notFound } from '../../../platform/errors.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { f } from '../../../platform/fields.js';
import { type ListQueryInput, listQuerySchema } from '../../../platform/list.js';
import { listAnswer } from '../../../platform/openapi.js';
import { listFilters } from '../../../platform/list-filters.js';
import { checkWarehouse } from '../../../platform/warehouse-scope.js';
import { fieldError } from '../../../platform/errors.js';
import { defectaSheet, latestStockSheet, persediaanSheet } from './export.js';
import {
  defecta,
  latestStock,
  latestStockPerWarehouse,
  latestStockSummary,
  MAX_SERIES_POINTS,
  periodEnds,
  persediaan,
  persediaanSeries,
  persediaanSummary,
  SERIES_INTERVALS,
  type SeriesInterval,
  REPORT_LIST_FILTERS,
  todayWib,
  variantStockComponent,
} from './queries.js';

const tags = ['Laporan Stok'];
/** Latest stock: Inventori > lateststok1 and Laporan > lateststok (both the eight main roles); Ringkasan Stok reads its totals too. */
const LATEST = { permission: 'latestStock', orPermissions: ['reportLatestStock'] } as const;
const SUMMARY = { permission: 'latestStock', orPermissions: ['reportLatestStock', 'reportSummaryStock'] } as const;
const DEFECTA = { permission: 'reportDefecta' } as const;
const PERSEDIAAN = { permission: 'reportPersediaan' } as const;

/** The list contract plus the report filters at the top level (gudang_id, date_end, search, vendor_id, main_category_id, merk_id, only_stock). */
const reportBody = listQuerySchema.catchall(z.unknown()).optional();
type ReportBody = z.infer<typeof reportBody>;

const INT_FILTERS = ['gudang_id', 'main_category_id', 'merk_id', 'vendor_id', 'main_id', 'product_id'];

/** Parses the body's filters (422 at the field for a bad number or date) and checks the warehouse against the user's scope. */
async function reportQuery(tx: Tx, actor: Actor, body: ReportBody) {
  const b = (body ?? {}) as Record<string, unknown> & ListQueryInput;
  const { gudang_id, date_end, ...columnFilters } = listFilters(b, [...REPORT_LIST_FILTERS, 'gudang_id', 'date_end'], {
    ints: INT_FILTERS,
    dates: ['date_end'],
  });
  const gudangId = gudang_id ? Number(gudang_id) : undefined;
  if (gudangId) await checkWarehouse(tx, actor, gudangId, 'gudang_id');
  return {
    query: { ...b, columnFilters } as ListQueryInput,
    filters: { gudang_id: gudangId, date_end: (date_end as string | undefined) ?? todayWib() },
  };
}

/** The chart's period: date_start (default 29 days before date_end), date_end and interval (day, week, month); at most MAX_SERIES_POINTS points. */
async function seriesQuery(tx: Tx, actor: Actor, body: ReportBody) {
  const { filters } = await reportQuery(tx, actor, body);
  const b = (body ?? {}) as Record<string, unknown> & ListQueryInput;
  const { date_start, interval } = listFilters(b, ['date_start', 'interval'], { dates: ['date_start'] });
  const iv = (interval ?? 'day') as SeriesInterval;
  if (!SERIES_INTERVALS.includes(iv)) throw fieldError('interval', 'Interval harus day, week atau month');
  const end = filters.date_end;
  const start = (date_start as string | undefined) ?? new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  if (start > end) throw fieldError('date_start', 'Tanggal mulai tidak boleh setelah tanggal akhir');
  if (Date.parse(end) - Date.parse(start) > 3_660 * 86_400_000 || periodEnds(start, end, iv).length > MAX_SERIES_POINTS) {
    throw fieldError('date_start', `Rentang terlalu panjang: paling banyak ${MAX_SERIES_POINTS} titik, pilih interval yang lebih besar`);
  }
  return { gudang_id: filters.gudang_id, date_start: start, date_end: end, interval: iv };
}

/** Stock reports (spec-2 §7.4 report/stock, persediaan) and the stock component of forms (komponen/stock). */
export function registerStockReportRoutes(app: FastifyInstance) {
  // Each export keeps the request's body and reads it again in the job, so both forms filter alike.
  const latest = defineExcelExport(app, 'stok_terkini', async (tx, actor, body: ReportBody) => {
    const { query, filters } = await reportQuery(tx, actor, body);
    return latestStockSheet(tx, actor, query, filters.gudang_id);
  });
  const defectaExport = defineExcelExport(app, 'produk_defecta', async (tx, actor, body: ReportBody) => {
    const { query, filters } = await reportQuery(tx, actor, body);
    return defectaSheet(tx, actor, query, filters.gudang_id);
  });
  const persediaanExport = defineExcelExport(app, 'persediaan', async (tx, actor, body: ReportBody) => {
    const { query, filters } = await reportQuery(tx, actor, body);
    return persediaanSheet(tx, actor, query, filters);
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock/index',
    access: LATEST,
    tags,
    summary: 'Stok terkini per produk di gudang terpilih (gudang_id, 0 = semua gudang yang boleh dilihat), dua satuan dan nilai',
    body: reportBody,
    data: listAnswer(stockReportRow),
    handler: async ({ tx, auth, body }) => {
      const { query, filters } = await reportQuery(tx, auth, body);
      return ok(await latestStock(tx, auth, query, filters.gudang_id));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock/index_custom',
    access: LATEST,
    tags,
    summary: 'Stok terkini per gudang: satu baris per produk, jumlah di setiap gudang (gudang) dan totalnya',
    body: reportBody,
    data: listAnswer(latestStockCustomRow).extend({ gudang: z.array(warehouseRef) }),
    handler: async ({ tx, auth, body }) => {
      const { query, filters } = await reportQuery(tx, auth, body);
      return ok(await latestStockPerWarehouse(tx, auth, query, filters.gudang_id));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock/summary_custom',
    access: SUMMARY,
    tags,
    summary: 'Ringkasan stok terkini: per gudang (produk tersedia, jumlah, nilai) dan total (termasuk jumlah produk defecta dan kosong)',
    body: reportBody,
    data: stockSummaryAnswer,
    handler: async ({ tx, auth, body }) => {
      const { filters } = await reportQuery(tx, auth, body);
      return ok(await latestStockSummary(tx, auth, filters.gudang_id));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock/generate_excel_custom',
    access: SUMMARY,
    tags,
    summary: `Ekspor stok terkini per gudang (.xlsx, filter seperti index_custom). ${EXPORT_NOTE}`,
    body: reportBody,
    ...EXPORT_ANSWER,
    handler: (call) => latest.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock/index_defecta',
    access: DEFECTA,
    tags,
    summary: 'Produk defecta: varian yang stoknya di bawah stok minimal produk (main_min_stock), dengan kekurangan dan saran pesan',
    body: reportBody,
    handler: async ({ tx, auth, body }) => {
      const { query, filters } = await reportQuery(tx, auth, body);
      return ok(await defecta(tx, auth, query, filters.gudang_id));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock/generate_excel_defecta',
    access: DEFECTA,
    tags,
    summary: `Ekspor produk defecta (.xlsx, filter seperti index_defecta). ${EXPORT_NOTE}`,
    body: reportBody,
    ...EXPORT_ANSWER,
    handler: (call) => defectaExport.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock/persediaan',
    access: PERSEDIAAN,
    tags,
    summary: 'Persediaan per tanggal (date_end, akhir hari WIB; bawaan hari ini): jumlah dan nilai (HPP rata-rata bergerak) per produk',
    body: reportBody,
    data: listAnswer(stockReportRow).extend({ date_end: z.string() }),
    handler: async ({ tx, auth, body }) => {
      const { query, filters } = await reportQuery(tx, auth, body);
      return ok(await persediaan(tx, auth, query, filters));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock/summary_persediaan',
    access: PERSEDIAAN,
    tags,
    summary: 'Ringkasan persediaan per tanggal: per gudang dan total (produk, jumlah, nilai)',
    body: reportBody,
    data: persediaanSummaryAnswer,
    handler: async ({ tx, auth, body }) => {
      const { filters } = await reportQuery(tx, auth, body);
      return ok(await persediaanSummary(tx, auth, filters));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock/persediaan_chart',
    access: PERSEDIAAN,
    tags,
    summary: 'Nilai persediaan di akhir setiap hari, minggu atau bulan (interval) dari date_start sampai date_end: gudang, dalam perjalanan dan totalnya',
    body: reportBody,
    data: persediaanSeriesAnswer,
    handler: async ({ tx, auth, body }) => ok(await persediaanSeries(tx, auth, await seriesQuery(tx, auth, body))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/stock/generate_persediaan_excel',
    access: PERSEDIAAN,
    tags,
    summary: `Ekspor persediaan per tanggal (.xlsx, filter seperti persediaan, dengan baris total). ${EXPORT_NOTE}`,
    body: reportBody,
    ...EXPORT_ANSWER,
    handler: (call) => persediaanExport.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'GET',
    url: '/komponen/stock',
    access: 'authenticated',
    tags,
    summary: 'Stok satu varian: di gudang gudangId (dengan batch, kedaluwarsa terdekat dulu) atau di semua gudang yang boleh dilihat',
    query: z.object({
      productId: f.id('Produk'),
      gudangId: z.preprocess((v) => (v === '' || v == null ? undefined : v), f.int('Gudang').optional()),
    }),
    handler: async ({ tx, auth, query }) => {
      if (query.gudangId) await checkWarehouse(tx, auth, query.gudangId, 'gudangId');
      const r = await variantStockComponent(tx, auth, query.productId, query.gudangId || undefined);
      if (!r) throw notFound('Produk tidak ditemukan');
      return ok(r);
    },
  });
}
