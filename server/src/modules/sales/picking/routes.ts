import { edBatchRecommendation, listAnswer, pickingOrderBody, pickingRow } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { listQuerySchema } from '../../../platform/list.js';
import { listFilters } from '../../../platform/list-filters.js';
import { listPicking, PICKING_FILTERS, pickingSheet, recommendEdBatch } from './queries.js';

const tags = ['Siap Dikirim'];
/** The picking list serves the Siap Dikirim page and the packing (Dikirim) page. */
const picking = { permission: 'pickingList', orPermissions: ['packing'] } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list query of a body: its filters from the top level or columnFilters, checked (422 at the field). */
export function pickingQuery(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, PICKING_FILTERS, { ints: ['order_id', 'gudang_id', 'ekspedisi_id'], dates: ['date_start', 'date_end'] });
  return { ...b, columnFilters };
}

/**
 * Penjualan > Siap Dikirim (stock.picking): the orders processed to Siap Dikirim with the lines to
 * pick per warehouse and their packing progress, the Excel picking sheet, and the batches to pick
 * first expiry first.
 */
export function registerPickingRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'picking', async (tx, actor, body: unknown) => pickingSheet(tx, actor, pickingQuery(body)));
  defineCall(app, {
    method: 'POST',
    url: '/picking/list',
    access: picking,
    tags,
    summary:
      'Tagihan berstatus Siap Dikirim dengan baris yang harus diambil dan jumlah yang sudah dikemas (filter order_id, gudang_id, ekspedisi_id, date_start, date_end, invoice_number, packed 0/1, search)',
    body: listBody,
    data: listAnswer(pickingRow),
    handler: async ({ tx, auth, body }) => ok(await listPicking(tx, auth, pickingQuery(body))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/picking/generate_excel',
    access: picking,
    tags,
    summary: `Ekspor daftar Siap Dikirim (.xlsx, satu baris per produk; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/picking/recomendation_ed_batch',
    access: picking,
    tags,
    summary:
      'Rekomendasi batch per baris tagihan, kedaluwarsa terdekat dulu (FEFO) dari stok gudang tagihan; bila stok tagihan sudah diambil, batch yang tercatat di kartu stok',
    body: pickingOrderBody,
    data: edBatchRecommendation,
    handler: async ({ tx, auth, body }) => ok(await recommendEdBatch(tx, auth, body.order_id)),
  });
}
