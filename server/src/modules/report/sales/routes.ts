import { omzetListAnswer, omzetSummaryAnswer, purchaseReportAnswer, salesReportAnswer } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { defineCall, ok } from '../../../platform/call.js';
import type { Actor } from '../../../platform/command.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { type ListQueryInput, listQuerySchema } from '../../../platform/list.js';
import { omzetSheet, purchaseSheet, salesSheet } from './export.js';
import { memberOptions } from './member-options.js';
import { omzetList, omzetSummary, purchaseList, reportFilters, salesList, sellerOptions } from './queries.js';

const tags = ['Laporan Penjualan'];
const SALES = { permission: 'reportSales' } as const;
/** Purchases: Laporan Penjualan's list_pembelian, and the Pembelian per Produk page (the stock-report roles). */
const PURCHASES = { permission: 'reportSales', orPermissions: ['reportPembelianPerProduk'] } as const;
const OMZET = { permission: 'reportOmzet' } as const;
const SALES_OR_OMZET = { permission: 'reportSales', orPermissions: ['reportOmzet'] } as const;

/** The list contract plus the report filters at the top level (date_start, date_end, gudang_id, seller_id, member_id, status, …). */
const reportBody = listQuerySchema.catchall(z.unknown()).optional();
type ReportBody = z.infer<typeof reportBody>;

const PERIOD_NOTE =
  'Periode date_start..date_end (TTTT-BB-HH, bawaan bulan ini sampai hari ini, paling panjang 10 tahun); gudang_id (0 = semua gudang yang boleh dilihat; grup 6 hanya gudangnya), seller_id, member_id';

async function parse(tx: Tx, actor: Actor, body: ReportBody) {
  const b = (body ?? {}) as Record<string, unknown> & ListQueryInput;
  return { query: b as ListQueryInput, filters: await reportFilters(tx, actor, b) };
}

/** Laporan Penjualan, Pembelian and Omzet (spec calls.tsv areas report.sales and report.omzet). */
export function registerSalesReportRoutes(app: FastifyInstance) {
  // Each export keeps the request's body and parses it again in the job, so the file filters as the screen.
  const salesExport = defineExcelExport(app, 'laporan_penjualan', async (tx, actor, body: ReportBody) => {
    const { query, filters } = await parse(tx, actor, body);
    return salesSheet(tx, actor, query, filters);
  });
  const purchaseExport = defineExcelExport(app, 'laporan_pembelian', async (tx, actor, body: ReportBody) => {
    const { query, filters } = await parse(tx, actor, body);
    return purchaseSheet(tx, actor, query, filters);
  });
  const omzetExport = defineExcelExport(app, 'laporan_omzet', async (tx, actor, body: ReportBody) => {
    const { filters } = await parse(tx, actor, body);
    return omzetSheet(tx, actor, filters);
  });

  defineCall(app, {
    method: 'POST',
    url: '/report/sales/list',
    access: SALES,
    tags,
    summary: `Tagihan terhitung periode ini (bukan dibatalkan, menunggu persetujuan atau terhapus) per halaman, dengan total periode. ${PERIOD_NOTE}; status, is_paid, is_pos, search`,
    body: reportBody,
    data: salesReportAnswer,
    handler: async ({ tx, auth, body }) => {
      const { query, filters } = await parse(tx, auth, body);
      return ok(await salesList(tx, auth, query, filters));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/sales/excel',
    access: SALES,
    tags,
    summary: `Ekspor Laporan Penjualan (.xlsx, filter seperti list, baris TOTAL sama dengan total layar). ${EXPORT_NOTE}`,
    body: reportBody,
    ...EXPORT_ANSWER,
    handler: (call) => salesExport.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/sales/list_pembelian',
    access: PURCHASES,
    tags,
    summary: `Pembelian periode ini: penerimaan pemasok yang disetujui (group=receipt) atau per produk (group=product: jumlah, nilai, harga rata-rata, pemasok). ${PERIOD_NOTE}; vendor_id, product_id, is_paid, search`,
    body: reportBody,
    data: purchaseReportAnswer,
    handler: async ({ tx, auth, body }) => {
      const { query, filters } = await parse(tx, auth, body);
      return ok(await purchaseList(tx, auth, query, filters));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/sales/excel_pembelian',
    access: PURCHASES,
    tags,
    summary: `Ekspor Laporan Pembelian (.xlsx, per penerimaan atau per produk seperti list_pembelian, dengan baris TOTAL). ${EXPORT_NOTE}`,
    body: reportBody,
    ...EXPORT_ANSWER,
    handler: (call) => purchaseExport.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/omzet/list',
    access: OMZET,
    tags,
    summary: `Omzet per hari atau per bulan (group=day|month; per hari paling panjang 366 hari), per penjual atau gudang (by=seller|gudang), dengan total periode. ${PERIOD_NOTE}`,
    body: reportBody,
    data: omzetListAnswer,
    handler: async ({ tx, auth, body }) => {
      const { query, filters } = await parse(tx, auth, body);
      return ok(await omzetList(tx, auth, query, filters));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/omzet/summary',
    access: OMZET,
    tags,
    summary: `Total periode (tagihan, omzet, DPP, PPN, retur, bersih, dibayar, sisa, laba kotor) dan periode sebelumnya yang sama panjang, dengan pertumbuhan %. ${PERIOD_NOTE}`,
    body: reportBody,
    data: omzetSummaryAnswer,
    handler: async ({ tx, auth, body }) => {
      const { filters } = await parse(tx, auth, body);
      return ok(await omzetSummary(tx, auth, filters));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/omzet/excel',
    access: OMZET,
    tags,
    summary: `Ekspor Laporan Omzet (.xlsx, seperti list, dengan baris TOTAL). ${EXPORT_NOTE}`,
    body: reportBody,
    ...EXPORT_ANSWER,
    handler: (call) => omzetExport.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/sales/seller_options',
    access: SALES_OR_OMZET,
    tags,
    summary: 'Penjual yang punya penjualan di gudang yang boleh dilihat (untuk filter penjual Laporan Penjualan dan Omzet); 0 = tanpa penjual',
    data: z.array(z.object({ value: z.number().int(), label: z.string() })),
    handler: async ({ tx, auth }) => ok(await sellerOptions(tx, auth)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/sales/member_options',
    access: SALES_OR_OMZET,
    tags,
    summary:
      'Pelanggan yang punya penjualan di gudang yang boleh dilihat (untuk filter pelanggan laporan); mitra hanya pelanggan penjualannya sendiri; tanpa pelanggan umum; search (nama / telepon)',
    body: z.object({ search: z.string().max(100).optional() }).optional(),
    data: z.array(z.object({ value: z.number().int(), label: z.string() })),
    handler: async ({ tx, auth, body }) => ok(await memberOptions(tx, auth, body?.search)),
  });
}
