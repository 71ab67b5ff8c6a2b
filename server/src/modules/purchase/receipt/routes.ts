import {
  goodsReceipt,
  goodsReceiptApproved,
  goodsReceiptBody,
  goodsReceiptByOrderQuery,
  goodsReceiptCheck,
  goodsReceiptCheckQuery,
  goodsReceiptCodeQuery,
  goodsReceiptDetail,
  goodsReceiptIdBody,
  goodsReceiptKledoBody,
  goodsReceiptRecapRow,
  goodsReceiptRow,
  goodsReceiptSaved,
  goodsReceiptUpdateBody,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { defineCall, ok } from '../../../platform/call.js';
import { checkStatusFilter } from '../../../platform/documents/status-filter.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { listQuerySchema } from '../../../platform/list.js';
import { listAnswer } from '../../../platform/openapi.js';
import { definePair } from '../../../platform/pair.js';
import { listFilters } from '../../../platform/list-filters.js';
import { approveGoodsReceipt, checkApproveGoodsReceipt } from './commands/approve-goods-receipt.js';
import { checkCreateGoodsReceipt, checkCreateGoodsReceiptInternal, createGoodsReceipt, createGoodsReceiptInternal } from './commands/create-goods-receipt.js';
import { checkDeleteGoodsReceipt, deleteGoodsReceipt } from './commands/delete-goods-receipt.js';
import { checkUpdateGoodsReceipt, updateGoodsReceipt } from './commands/update-goods-receipt.js';
import {
  checkReceived,
  goodsReceiptSheet,
  listGoodsReceipts,
  previewReceiptCode,
  RECEIPT_LIST_FILTERS,
  receiptRecap,
  receiptsOfOrder,
  visibleReceiptId,
} from './queries.js';

const tags = ['Penerimaan'];
const external = { permission: 'purchaseAcceptance' } as const;
const internal = { permission: 'purchaseAcceptanceInternal' } as const;
/** Calls serving both pages: either page's holders; each sees and moves only the kinds it holds. */
const either = { permission: 'purchaseAcceptance', orPermissions: ['purchaseAcceptanceInternal'] } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/**
 * The list query of a body: its filters from the top level or columnFilters, checked (422 at the
 * field). `payment_status` paid/unpaid (spec-1 §3) is the same filter as is_paid 1/0.
 */
function receiptQuery(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, [...RECEIPT_LIST_FILTERS, 'payment_status'], {
    ints: ['penerimaan_id', 'order_id', 'vendor_id', 'gudang_id', 'is_internal', 'is_paid'],
    dates: ['date_start', 'date_end'],
  });
  checkStatusFilter(goodsReceipt, columnFilters);
  for (const k of ['is_internal', 'is_paid'])
    if (columnFilters[k] !== undefined && !['0', '1'].includes(String(columnFilters[k]))) throw fieldError(k, `${k} harus 0 atau 1`);
  if (columnFilters.payment_status !== undefined) {
    const s = String(columnFilters.payment_status);
    if (s !== 'paid' && s !== 'unpaid') throw fieldError('payment_status', 'Status pembayaran harus paid atau unpaid');
    columnFilters.is_paid = s === 'paid' ? '1' : '0';
    delete columnFilters.payment_status;
  }
  return { ...b, columnFilters };
}

/** The accounting integration (Kledo) is not built: both calls refuse honestly, after the receipt is checked to be the user's. */
async function refuseKledoSync(tx: Tx, actor: Actor, penerimaanId: number): Promise<never> {
  await visibleReceiptId(tx, actor, penerimaanId);
  throw fieldError('penerimaan_id', 'Integrasi akuntansi (Kledo) belum dikonfigurasi: penerimaan tidak dapat disinkronkan');
}

/**
 * Pembelian > acceptance and acceptance-internal (penerimaan, spec-2 §7.5): goods receipts against
 * purchase orders and internal orders, stored waiting and approved once (stock in at the purchase
 * cost, the order partly received / received). An approved supplier receipt is what the company owes
 * the supplier (total, due date, paid).
 */
export function registerGoodsReceiptRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'penerimaan', async (tx, actor, body: unknown) => goodsReceiptSheet(tx, actor, receiptQuery(body)));
  defineCall(app, {
    method: 'POST',
    url: '/penerimaan/index',
    access: either,
    tags,
    summary:
      'Daftar penerimaan dengan total, jatuh tempo dan status bayar (filter penerimaan_id, order_id, vendor_id, gudang_id, status, date_start, date_end, penerimaan_number, is_internal, is_paid atau payment_status paid/unpaid, search)',
    body: listBody,
    data: listAnswer(goodsReceiptRow),
    handler: async ({ tx, auth, body }) => ok(await listGoodsReceipts(tx, auth, receiptQuery(body))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/penerimaan/generate_code',
    access: either,
    tags,
    summary: 'Nomor yang akan didapat penerimaan berikutnya (is_internal=1: penerimaan internal), tanpa mengambil nomor',
    query: goodsReceiptCodeQuery,
    data: z.object({ code: z.string() }),
    handler: async ({ tx, auth, query }) => ok({ code: await previewReceiptCode(tx, auth, query.is_internal === '1', query.penerimaan_date) }),
  });
  defineCall(app, {
    method: 'GET',
    url: '/penerimaan/check_received',
    access: either,
    tags,
    summary: 'Per baris pesanan: jumlah dipesan, sudah diterima (disetujui), menunggu persetujuan dan sisa (satuan kecil)',
    query: goodsReceiptCheckQuery,
    data: goodsReceiptCheck,
    handler: async ({ tx, auth, query }) => ok(await checkReceived(tx, auth, query.order_id)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/penerimaan/list_penerimaan_by_pemesanan_id',
    access: either,
    tags,
    summary: 'Penerimaan sebuah pesanan (pemesanan_id) dengan barisnya',
    query: goodsReceiptByOrderQuery,
    data: z.array(goodsReceiptDetail),
    handler: async ({ tx, auth, query }) => ok(await receiptsOfOrder(tx, auth, query.pemesanan_id)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/penerimaan/rekapitulasi',
    access: external,
    tags,
    summary: 'Rekap penerimaan supplier yang disetujui per supplier dalam periode: jumlah, total, terbayar, sisa utang dan yang lewat jatuh tempo',
    body: listBody,
    data: z.array(goodsReceiptRecapRow),
    handler: async ({ tx, auth, body }) => ok(await receiptRecap(tx, auth, receiptQuery(body))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/penerimaan/generate_excel',
    access: either,
    tags,
    summary: `Ekspor penerimaan (.xlsx, satu baris per produk; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
  definePair(app, {
    validationUrl: '/penerimaan/validation_add',
    storedUrl: '/penerimaan/add_stored',
    access: external,
    body: goodsReceiptBody,
    tags,
    summary: 'Menyimpan penerimaan barang dari pesanan supplier (menunggu persetujuan; batch dan kedaluwarsa per baris; harga dari pesanan)',
    data: goodsReceiptSaved,
    check: ({ tx, auth, body }) => checkCreateGoodsReceipt(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createGoodsReceipt(tx, auth, body), 'Penerimaan berhasil disimpan'),
  });
  definePair(app, {
    validationUrl: '/penerimaan/validation_add_internal',
    storedUrl: '/penerimaan/add_stored_internal',
    access: internal,
    body: goodsReceiptBody,
    tags,
    summary: 'Menyimpan penerimaan dari pesanan internal (menunggu persetujuan)',
    data: goodsReceiptSaved,
    check: ({ tx, auth, body }) => checkCreateGoodsReceiptInternal(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createGoodsReceiptInternal(tx, auth, body), 'Penerimaan internal berhasil disimpan'),
  });
  definePair(app, {
    validationUrl: '/penerimaan/validation_update_new',
    storedUrl: '/penerimaan/update_stored_new',
    access: either,
    body: goodsReceiptUpdateBody,
    tags,
    summary: 'Mengubah penerimaan yang masih menunggu persetujuan (baris diganti seluruhnya; pesanannya tetap)',
    data: goodsReceiptSaved,
    check: ({ tx, auth, body }) => checkUpdateGoodsReceipt(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updateGoodsReceipt(tx, auth, body), 'Penerimaan berhasil diubah'),
  });
  definePair(app, {
    validationUrl: '/penerimaan/validation_delete',
    storedUrl: '/penerimaan/delete',
    access: either,
    body: goodsReceiptIdBody,
    tags,
    summary: 'Menghapus penerimaan yang belum disetujui; nomor dan riwayatnya tetap',
    data: z.object({ penerimaan_id: z.number().int(), penerimaan_number: z.string(), status: z.literal('cancelled') }),
    check: ({ tx, auth, body }) => checkDeleteGoodsReceipt(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await deleteGoodsReceipt(tx, auth, body), 'Penerimaan berhasil dihapus'),
  });
  // The original client sends these two without a leading slash: see rewriteRelativeCall (platform/relative-calls.ts).
  definePair(app, {
    validationUrl: '/penerimaan/validation_approved',
    storedUrl: '/penerimaan/approved_stored',
    access: either,
    body: goodsReceiptIdBody,
    tags,
    summary: 'Menyetujui penerimaan: stok masuk dengan harga beli (rata-rata bergerak), pesanan tercatat diterima sebagian atau seluruhnya; sekali saja',
    data: goodsReceiptApproved,
    check: ({ tx, auth, body }) => checkApproveGoodsReceipt(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await approveGoodsReceipt(tx, auth, body), 'Penerimaan berhasil disetujui'),
  });
  definePair(app, {
    validationUrl: '/penerimaan/manual_kledo_sync_validation',
    storedUrl: '/penerimaan/manual_kledo_sync',
    access: either,
    body: goodsReceiptKledoBody,
    tags,
    summary: 'Sinkronisasi penerimaan ke akuntansi (Kledo): belum tersedia, selalu ditolak dengan pesan yang jelas',
    check: ({ tx, auth, body }) => refuseKledoSync(tx, auth, body.penerimaan_id),
    store: async ({ tx, auth, body }) => refuseKledoSync(tx, auth, body.penerimaan_id),
  });
}
