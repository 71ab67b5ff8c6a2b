import { batchRow, batchUpdateBody, batchUpdated, listAnswer } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { listQuerySchema } from '../../../platform/list.js';
import { notFound } from '../../../platform/errors.js';
import { f } from '../../../platform/fields.js';
import { definePair } from '../../../platform/pair.js';
import { checkWarehouse } from '../../../platform/warehouse-scope.js';
import { listFilters } from '../../../platform/list-filters.js';
import { checkUpdateBatch, updateBatch } from './commands/update-batch.js';
import { listBatches, stockFefo } from './queries.js';

const tags = ['Batch'];
/** Batch corrections belong to the supervisors who adjust stock (spec-1 §6, Penyesuaian Stok). */
const access = { permission: 'stockAdjustment' } as const;

const fefoBatch = z.object({
  batch_id: z.number().int(),
  batch_no: z.string().nullable(),
  expired_date: z.string().nullable(),
  qty: z.number(),
  qty_text: z.string(),
  fefo_order: z.number().int(),
  days_left: z.number().int().nullable(),
});

/** Batches of expiry-tracked products: the list with stock per warehouse, and the logged correction of a number or expiry. */
export function registerBatchRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/batch/list_header_batch',
    data: listAnswer(batchRow),
    access,
    tags,
    summary: 'Daftar batch dengan stok per gudang (filter product_id, gudang_id, batch_no, expired_start, expired_end)',
    body: listQuerySchema.catchall(z.unknown()).optional(),
    handler: async ({ tx, auth, body }) => {
      const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
      const filters = listFilters(b, ['product_id', 'gudang_id', 'batch_no', 'expired_start', 'expired_end', 'search'], {
        ints: ['product_id', 'gudang_id'],
        dates: ['expired_start', 'expired_end'],
      });
      const gudangId = filters.gudang_id === undefined ? undefined : Number(filters.gudang_id);
      delete filters.gudang_id;
      return ok(await listBatches(tx, auth, { ...b, columnFilters: filters, gudang_id: gudangId }));
    },
  });
  definePair(app, {
    validationUrl: '/batch/validation_update_batch',
    storedUrl: '/batch/stored_update_batch',
    data: batchUpdated,
    access,
    body: batchUpdateBody,
    tags,
    summary: 'Mengoreksi nomor batch atau tanggal kedaluwarsa (koreksi dicatat)',
    check: ({ tx, auth, body }) => checkUpdateBatch(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updateBatch(tx, auth, body), 'Batch berhasil dikoreksi'),
  });
  defineCall(app, {
    method: 'GET',
    url: '/penerimaan/stock_fefo',
    // every flow that takes stock out proposes batches in this order; receipts show what is on hand
    access: { permission: 'purchaseAcceptance', orPermissions: ['purchaseAcceptanceInternal', 'stockTransfer', 'stockAdjustment', 'stockOpname'] },
    tags,
    summary: 'Batch produk di gudang dalam urutan FEFO (kedaluwarsa pertama keluar pertama; tanpa tanggal kedaluwarsa terakhir)',
    query: z.object({ product_id: f.id('Produk'), gudang_id: f.id('Gudang') }),
    data: z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      gudang_id: z.number().int(),
      is_product_expire: z.number().int(),
      qty: z.number(),
      qty_text: z.string(),
      batches: z.array(fefoBatch),
    }),
    handler: async ({ tx, auth, query }) => {
      await checkWarehouse(tx, auth, query.gudang_id);
      const answer = await stockFefo(tx, query.product_id, query.gudang_id);
      if (!answer) throw notFound('Produk tidak ditemukan');
      return ok(answer);
    },
  });
}
