import {
  listAnswer,
  SERIES,
  stockOpname,
  stockOpnameBatchBody,
  stockOpnameBatches,
  stockOpnameBody,
  stockOpnameCheckBatch,
  stockOpnameDetail as stockOpnameDetailAnswer,
  stockOpnameNextCode,
  stockOpnameRow,
  stockOpnameSaved,
  stockOpnameVerifiedBatch,
  stockOpnameVerifyBatchBody,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { checkStatusFilter } from '../../../platform/documents/status-filter.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { f } from '../../../platform/fields.js';
import { listQuerySchema } from '../../../platform/list.js';
import { previewCode } from '../../../platform/number-series.js';
import { definePair } from '../../../platform/pair.js';
import { checkWarehouse } from '../../../platform/warehouse-scope.js';
import { checkStockOpname, postStockOpname } from './commands/post-stock-opname.js';
import { batchesByNumber, listStockOpname, opnameBatches, stockOpnameDetail } from './queries.js';

const tags = ['Stok Opname'];
const access = { permission: 'stockOpname' } as const;

/** Stok opname (spec-1 Inventori > stokopname): counts posted as ledger movements. */
export function registerStockOpnameRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'GET',
    url: '/stock_opname/generate_code',
    data: stockOpnameNextCode,
    access,
    tags,
    summary: 'Nomor stok opname berikutnya (perkiraan; nomor tetap diberikan saat disimpan)',
    handler: async ({ tx, auth }) => ok({ opname_code: await previewCode(tx, auth.companyId, SERIES.stock_opname) }),
  });
  defineCall(app, {
    method: 'POST',
    url: '/stock_opname/list',
    data: listAnswer(stockOpnameRow),
    access,
    tags,
    summary: 'Daftar stok opname (filter gudang_id, date_start, date_end, opname_code, status)',
    body: listQuerySchema.catchall(z.unknown()).optional(),
    handler: async ({ tx, auth, body }) => {
      const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
      const top = Object.fromEntries(
        ['gudang_id', 'date_start', 'date_end', 'opname_code', 'status'].filter((k) => b[k] !== undefined && b[k] !== '').map((k) => [k, b[k]]),
      );
      const columnFilters = { ...top, ...(b.columnFilters ?? {}) };
      checkStatusFilter(stockOpname, columnFilters);
      return ok(await listStockOpname(tx, auth, { ...b, columnFilters }));
    },
  });
  defineCall(app, {
    method: 'GET',
    url: '/stock_opname/detail',
    data: stockOpnameDetailAnswer,
    access,
    tags,
    summary: 'Detail stok opname dengan baris (sistem, hitung, selisih)',
    query: z.object({ id: f.id('Stok opname') }),
    handler: async ({ tx, auth, query }) => {
      const d = await stockOpnameDetail(tx, auth, query.id);
      if (!d) throw notFound('Stok opname tidak ditemukan');
      return ok(d);
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/stock_opname/list_batch',
    data: stockOpnameBatches,
    access,
    tags,
    summary: 'Batch produk di gudang dengan jumlah saat ini, dan waktu hitung (counted_at) untuk dikirim kembali',
    body: stockOpnameBatchBody,
    handler: async ({ tx, auth, body }) => {
      await checkWarehouse(tx, auth, body.gudang_id);
      const r = await opnameBatches(tx, auth, body.gudang_id, body.product_id);
      if (!r) throw notFound('Produk tidak ditemukan');
      return ok(r);
    },
  });
  defineCall(app, {
    method: 'GET',
    url: '/stock_opname/check_batch',
    data: stockOpnameCheckBatch,
    access,
    tags,
    summary: 'Apakah nomor batch sudah tercatat untuk produk (dengan kedaluwarsanya)',
    query: z.object({ product_id: f.id('Produk'), batch_no: z.string().trim().min(1, 'Nomor batch wajib diisi').max(60, 'Nomor batch maksimal 60 karakter') }),
    handler: async ({ tx, query }) => {
      const batches = await batchesByNumber(tx, query.product_id, query.batch_no);
      return ok({ exists: batches.length > 0, batches });
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/stock_opname/verif_batch',
    data: stockOpnameVerifiedBatch,
    access,
    tags,
    summary: 'Memeriksa nomor batch dan kedaluwarsa yang diketik saat menghitung',
    body: stockOpnameVerifyBatchBody,
    handler: async ({ tx, body }) => {
      const batches = await batchesByNumber(tx, body.product_id, body.batch_no);
      const same = batches.find((b) => b.expired_date === body.expired_date);
      if (!same && batches.length) {
        const other = batches[0].expired_date ?? '-';
        throw fieldError('expired_date', `Batch ${body.batch_no} sudah tercatat dengan kedaluwarsa ${other.split('-').reverse().join('-')}`);
      }
      const today = new Date().toISOString().slice(0, 10);
      return ok({ batch_id: same?.batch_id ?? null, is_new: !same, is_expired: body.expired_date < today }, 'Batch valid');
    },
  });
  definePair(app, {
    validationUrl: '/stock_opname/validation_add',
    storedUrl: '/stock_opname/add_stored',
    data: stockOpnameSaved,
    access,
    body: stockOpnameBody,
    tags,
    summary: 'Menyimpan stok opname: selisih hitung dibukukan ke stok',
    check: ({ tx, auth, body }) => checkStockOpname(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await postStockOpname(tx, auth, body), 'Stok opname berhasil disimpan'),
  });
}
