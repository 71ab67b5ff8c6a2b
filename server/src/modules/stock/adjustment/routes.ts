import {
  listAnswer,
  stockAdjustment,
  stockAdjustmentBody,
  stockAdjustmentDetail as stockAdjustmentDetailAnswer,
  stockAdjustmentRow,
  stockAdjustmentSaved,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { checkStatusFilter } from '../../../platform/documents/status-filter.js';
import { notFound } from '../../../platform/errors.js';
import { f } from '../../../platform/fields.js';
import { listQuerySchema } from '../../../platform/list.js';
import { definePair } from '../../../platform/pair.js';
import { listFilters } from '../../../platform/list-filters.js';
import { checkStockAdjustment, postStockAdjustment } from './commands/post-stock-adjustment.js';
import { listStockAdjustment, stockAdjustmentDetail } from './queries.js';

const tags = ['Penyesuaian Stok'];
const access = { permission: 'stockAdjustment' } as const;

/** Penyesuaian stok (spec-1 Inventori > stokadjustment): posted at once as ledger movements, never edited. */
export function registerStockAdjustmentRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/stock_adjustment/list',
    data: listAnswer(stockAdjustmentRow),
    access,
    tags,
    summary: 'Daftar penyesuaian stok (filter gudang_id, date_start, date_end, adjustment_number, status, search)',
    body: listQuerySchema.catchall(z.unknown()).optional(),
    handler: async ({ tx, auth, body }) => {
      const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
      const columnFilters = listFilters(b, ['gudang_id', 'date_start', 'date_end', 'adjustment_number', 'status', 'search'], {
        ints: ['gudang_id'],
        dates: ['date_start', 'date_end'],
      });
      checkStatusFilter(stockAdjustment, columnFilters);
      return ok(await listStockAdjustment(tx, auth, { ...b, columnFilters }));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/stock_adjustment/detail',
    data: stockAdjustmentDetailAnswer,
    access,
    tags,
    summary: 'Detail penyesuaian stok dengan baris (produk, batch, kedaluwarsa, jumlah, alasan, harga pokok)',
    body: z.object({ adjustment_id: f.id('Penyesuaian stok') }),
    handler: async ({ tx, auth, body }) => {
      const d = await stockAdjustmentDetail(tx, auth, body.adjustment_id);
      if (!d) throw notFound('Penyesuaian stok tidak ditemukan');
      return ok(d);
    },
  });
  definePair(app, {
    validationUrl: '/stock_adjustment/validation_add',
    storedUrl: '/stock_adjustment/add_stored',
    data: stockAdjustmentSaved,
    access,
    body: stockAdjustmentBody,
    tags,
    summary: 'Menyimpan penyesuaian stok: setiap baris langsung dibukukan ke stok',
    check: ({ tx, auth, body }) => checkStockAdjustment(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await postStockAdjustment(tx, auth, body), 'Penyesuaian stok berhasil disimpan'),
  });
}
