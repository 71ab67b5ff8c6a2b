import {
  listAnswer,
  returKonsumen,
  returKonsumenBody,
  returKonsumenRow,
  returKonsumenSaved,
  returKonsumenStatusBody,
  returKonsumenTotalBody,
  returKonsumenUpdateBody,
  returnableOrder,
  returnOrder,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { checkStatusFilter } from '../../../platform/documents/status-filter.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { f } from '../../../platform/fields.js';
import { listQuerySchema } from '../../../platform/list.js';
import { definePair } from '../../../platform/pair.js';
import { listFilters } from '../../../platform/list-filters.js';
import { visibleSalesOrder } from '../order/commands/order-scope.js';
import { checkCreateReturKonsumen, checkUpdateReturKonsumen, createReturKonsumen, updateReturKonsumenDetail } from './commands/save-retur-konsumen.js';
import { checkReturKonsumenStatus, updateReturKonsumenStatus } from './commands/update-retur-konsumen-status.js';
import { checkReturKonsumenTotal, updateReturKonsumenTotal } from './commands/update-retur-konsumen-total.js';
import { listReturKonsumen, RETUR_KONSUMEN_LIST_FILTERS, returKonsumenSheet, returnableOrders, returnOrderLines } from './queries.js';

const tags = ['Retur Konsumen'];
const access = { permission: 'returSale' } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list filters from the body's top level or its columnFilters, checked (422 at the field). */
const filtersOf = (body: unknown) => {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, RETUR_KONSUMEN_LIST_FILTERS, {
    ints: ['retur_konsumen_id', 'order_id', 'gudang_id'],
    dates: ['date_start', 'date_end'],
  });
  checkStatusFilter(returKonsumen, columnFilters);
  return { ...b, columnFilters };
};

const STATUS_MESSAGE = {
  disetujui: 'Retur konsumen disetujui; stok kembali ke gudang dan nilai retur mengurangi tagihan',
  ditolak: 'Retur konsumen ditolak',
  dibatalkan: 'Retur konsumen dibatalkan',
};

/**
 * Retur konsumen (spec-1 Penjualan > retur-sale): returns against shipped or finished orders stored
 * as `diajukan`, edited (lines, refund) while pending, and moved through the returKonsumen machine;
 * the goods come back and the invoice is reduced when a return is approved.
 */
export function registerReturKonsumenRoutes(app: FastifyInstance) {
  // The job keeps the request's body and reads it again, so both forms filter alike.
  const sheet = defineExcelExport(app, 'retur_konsumen', (tx, actor, body: unknown, after) => returKonsumenSheet(tx, actor, filtersOf(body), after));
  defineCall(app, {
    method: 'POST',
    url: '/retur/konsumen/list',
    access,
    tags,
    summary:
      'Daftar retur konsumen dengan barisnya dan sisa tagihan setelah retur (filter status, gudang_id, destination, order_id, invoice_number, date_start, date_end, retur_konsumen_number, search)',
    body: listBody,
    data: listAnswer(returKonsumenRow),
    handler: async ({ tx, auth, body }) => ok(await listReturKonsumen(tx, auth, filtersOf(body))),
  });
  definePair(app, {
    validationUrl: '/retur/konsumen/validation_add',
    storedUrl: '/retur/konsumen/add_stored',
    access,
    data: returKonsumenSaved,
    body: returKonsumenBody,
    tags,
    summary: 'Mengajukan retur konsumen atas tagihan yang sudah dikirim/selesai (stok belum berubah sampai disetujui)',
    check: ({ tx, auth, body }) => checkCreateReturKonsumen(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createReturKonsumen(tx, auth, body), 'Retur konsumen berhasil disimpan'),
  });
  definePair(app, {
    validationUrl: '/retur/konsumen/validation_update_detail',
    storedUrl: '/retur/konsumen/update_detail_stored',
    access,
    data: returKonsumenSaved,
    body: returKonsumenUpdateBody,
    tags,
    summary: 'Mengubah gudang tujuan, tujuan (baik/karantina), tanggal, catatan dan baris retur yang masih diajukan; nilai retur dihitung ulang',
    check: ({ tx, auth, body }) => checkUpdateReturKonsumen(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updateReturKonsumenDetail(tx, auth, body), 'Retur konsumen berhasil diubah'),
  });
  definePair(app, {
    validationUrl: '/retur/konsumen/validation_update_total',
    storedUrl: '/retur/konsumen/update_total_stored',
    access,
    data: returKonsumenSaved,
    body: returKonsumenTotalBody,
    tags,
    summary: 'Mengubah nilai retur (pengurang tagihan) retur yang masih diajukan; paling banyak sisa nilai tagihan',
    check: ({ tx, auth, body }) => checkReturKonsumenTotal(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updateReturKonsumenTotal(tx, auth, body), 'Nilai retur berhasil diubah'),
  });
  definePair(app, {
    validationUrl: '/retur/konsumen/validation_update_status',
    storedUrl: '/retur/konsumen/update_status_stored',
    access,
    data: returKonsumenSaved,
    body: returKonsumenStatusBody,
    tags,
    summary: 'Mengubah status retur konsumen: disetujui (stok kembali, tagihan berkurang), ditolak atau dibatalkan (dengan status_reason)',
    check: ({ tx, auth, body }) => checkReturKonsumenStatus(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updateReturKonsumenStatus(tx, auth, body), STATUS_MESSAGE[body.status]),
  });
  defineCall(app, {
    method: 'POST',
    url: '/retur/konsumen/excel',
    access,
    tags,
    summary: `Ekspor retur konsumen (.xlsx, satu baris per produk; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/retur/konsumen/order_options',
    access,
    tags,
    summary: 'Tagihan yang dapat diretur (dikirim/selesai, termasuk penjualan kasir): cari nomor tagihan atau nama pelanggan',
    body: z.object({ search: f.optText('Cari', 100), perPage: f.optInt('Jumlah per halaman', 1, 100) }).optional(),
    data: z.array(returnableOrder),
    handler: async ({ tx, auth, body }) => ok(await returnableOrders(tx, auth, body?.search ?? '', body?.perPage ?? 20)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/retur/konsumen/order_lines',
    access,
    tags,
    summary: 'Baris tagihan untuk formulir retur: terjual, sudah diretur, dalam retur lain, sisa yang dapat diretur, nilai per satuan; dan sisa tagihan',
    body: z.object({ order_id: f.id('Tagihan'), retur_konsumen_id: f.optInt('Retur konsumen', 0) }),
    data: returnOrder,
    handler: async ({ tx, auth, body }) => {
      await visibleSalesOrder(tx, auth, body.order_id);
      return ok(await returnOrderLines(tx, auth, body.order_id, body.retur_konsumen_id ?? 0));
    },
  });
}
