import {
  listAnswer,
  productInGudang,
  stockTransferMoved,
  stockTransferRow,
  stockTransfer,
  stockTransferApprovalBody,
  stockTransferBody,
  stockTransferProductBody,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { checkStatusFilter } from '../../../platform/documents/status-filter.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { listQuerySchema } from '../../../platform/list.js';
import { definePair } from '../../../platform/pair.js';
import { listFilters } from '../../../platform/list-filters.js';
import { checkWarehouse } from '../../../platform/warehouse-scope.js';
import { checkStockTransfer, createStockTransfer } from './commands/create-stock-transfer.js';
import { moveStockTransfer } from './commands/move-stock-transfer.js';
import { checkStockTransferMove } from './commands/transfer-rules.js';
import { stockTransferSheet } from './export.js';
import { listStockTransfer, productsInGudang } from './queries.js';

const tags = ['Transfer Stok'];
const access = { permission: 'stockTransfer' } as const;
const FILTER_KEYS = ['transfer_id', 'gudang_id', 'gudang_from_id', 'gudang_to_id', 'status', 'date_start', 'date_end', 'transfer_number', 'search'];
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list query of a body: its filters from the top level or columnFilters, checked; gudang_id (either side) apart. */
function transferQuery(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const { gudang_id, ...columnFilters } = listFilters(b, FILTER_KEYS, {
    ints: ['transfer_id', 'gudang_id', 'gudang_from_id', 'gudang_to_id'],
    dates: ['date_start', 'date_end'],
  });
  checkStatusFilter(stockTransfer, columnFilters);
  return { query: { ...b, columnFilters }, gudangId: gudang_id === undefined ? undefined : Number(gudang_id) };
}

/**
 * Transfer stok (spec-1 Inventori > stocktransfer): a document with approval. Stored waiting;
 * approved, the stock leaves the source and is in transit (held by the transfer); received, it
 * arrives at the destination; rejected, nothing moves (documents/stock-transfer.ts).
 */
export function registerStockTransferRoutes(app: FastifyInstance) {
  // The job keeps the request's body and reads it again, so both forms filter alike.
  const sheet = defineExcelExport(app, 'transfer_stok', (tx, actor, body: unknown, after) => {
    const { query, gudangId } = transferQuery(body);
    return stockTransferSheet(tx, actor, query, gudangId, after);
  });
  defineCall(app, {
    method: 'POST',
    url: '/transfer_stok/index',
    data: listAnswer(stockTransferRow),
    access,
    tags,
    summary:
      'Daftar transfer stok dengan baris (filter transfer_id, gudang_id, gudang_from_id, gudang_to_id, status, date_start, date_end, transfer_number, search)',
    body: listBody,
    handler: async ({ tx, auth, body }) => {
      const { query, gudangId } = transferQuery(body);
      return ok(await listStockTransfer(tx, auth, query, gudangId));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/transfer_stok/product_in_gudang',
    data: listAnswer(productInGudang),
    access,
    tags,
    summary: 'Produk yang memiliki stok di gudang (jumlah dalam dua satuan, batch dengan urutan FEFO)',
    body: stockTransferProductBody,
    handler: async ({ tx, auth, body }) => {
      await checkWarehouse(tx, auth, body.gudang_id);
      const search = body.search ?? (body.columnFilters?.search as string | undefined);
      return ok(
        await productsInGudang(tx, auth, body.gudang_id, {
          columnFilters: search ? { search: String(search).slice(0, 100) } : {},
          page: body.page ?? 1,
          perPage: body.perPage ?? 20,
        }),
      );
    },
  });
  definePair(app, {
    validationUrl: '/transfer_stok/validation_add',
    storedUrl: '/transfer_stok/add_stored',
    data: stockTransferMoved,
    access,
    body: stockTransferBody,
    tags,
    summary: 'Menyimpan transfer stok (menunggu persetujuan; stok belum berpindah)',
    check: ({ tx, auth, body }) => checkStockTransfer(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createStockTransfer(tx, auth, body), 'Transfer stok berhasil disimpan dan menunggu persetujuan'),
  });
  definePair(app, {
    validationUrl: '/transfer_stok/validation_approval',
    storedUrl: '/transfer_stok/approval',
    data: stockTransferMoved,
    access,
    body: stockTransferApprovalBody,
    tags,
    summary: 'Persetujuan transfer stok: approve (stok keluar, dalam perjalanan), reject (dengan alasan), receive (stok masuk gudang tujuan)',
    check: ({ tx, auth, body }) => checkStockTransferMove(tx, auth, body),
    store: async ({ tx, auth, body }) => {
      const r = await moveStockTransfer(tx, auth, body);
      const msg =
        body.action === 'approve'
          ? 'Transfer stok disetujui: stok dalam perjalanan'
          : body.action === 'reject'
            ? 'Transfer stok ditolak'
            : 'Transfer stok diterima di gudang tujuan';
      return ok(r, msg);
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/transfer_stok/generate_excel',
    access,
    tags,
    summary: `Ekspor transfer stok (.xlsx, satu baris per produk dan batch; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
}
