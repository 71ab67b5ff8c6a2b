import { batchUpdateBody } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { listQuerySchema } from '../../../platform/list.js';
import { definePair } from '../../../platform/pair.js';
import { listFilters } from '../adjustment/list-filters.js';
import { checkUpdateBatch, updateBatch } from './commands/update-batch.js';
import { listBatches } from './queries.js';

const tags = ['Batch'];
/** Batch corrections belong to the supervisors who adjust stock (spec-1 §6, Penyesuaian Stok). */
const access = { permission: 'stockAdjustment' } as const;

/** Batches of expiry-tracked products: the list with stock per warehouse, and the logged correction of a number or expiry. */
export function registerBatchRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/batch/list_header_batch',
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
    access,
    body: batchUpdateBody,
    tags,
    summary: 'Mengoreksi nomor batch atau tanggal kedaluwarsa (koreksi dicatat)',
    check: ({ tx, auth, body }) => checkUpdateBatch(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updateBatch(tx, auth, body), 'Batch berhasil dikoreksi'),
  });
}
