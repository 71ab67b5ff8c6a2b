import {
  purchaseOrder,
  PURCHASE_ORDER_BODY_LIMIT,
  purchaseOrderAutoBody,
  purchaseOrderAutoProposal,
  purchaseOrderAutoSaved,
  purchaseOrderBody,
  purchaseOrderDeleteBody,
  purchaseOrderDetail,
  purchaseOrderDetailQuery,
  purchaseOrderImageDeleteBody,
  purchaseOrderInternalBody,
  purchaseOrderInternalUpdateBody,
  purchaseOrderOpenRow,
  purchaseOrderRow,
  purchaseOrderSaved,
  purchaseOrderUpdateBody,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { checkStatusFilter } from '../../../platform/documents/status-filter.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { fieldError } from '../../../platform/errors.js';
import { listQuerySchema } from '../../../platform/list.js';
import { listAnswer } from '../../../platform/openapi.js';
import { definePair } from '../../../platform/pair.js';
import { listFilters } from '../../../platform/list-filters.js';
import { checkWarehouse } from '../../../platform/warehouse-scope.js';
import { cancelPurchaseOrder, checkCancelPurchaseOrder } from './commands/cancel-purchase-order.js';
import { createAutomaticPurchaseOrders } from './commands/create-automatic-purchase-orders.js';
import {
  checkCreatePurchaseOrder,
  checkCreatePurchaseOrderInternal,
  createPurchaseOrder,
  createPurchaseOrderInternal,
} from './commands/create-purchase-order.js';
import { deletePurchaseOrderImage } from './commands/delete-purchase-order-image.js';
import { checkUpdatePurchaseOrder, updatePurchaseOrder, updatePurchaseOrderInternal } from './commands/update-purchase-order.js';
import {
  automaticOrderProposal,
  listOpenPurchaseOrders,
  listPurchaseOrders,
  ORDER_LIST_FILTERS,
  purchaseOrderDetail as readDetail,
  purchaseOrderSheet,
} from './queries.js';

const tags = ['Pemesanan Pembelian'];
const external = { permission: 'purchaseOrder' } as const;
const internal = { permission: 'purchaseOrderInternal' } as const;
/** Calls serving both pages: either page's holders; each sees and moves only the kinds it holds. */
const either = { permission: 'purchaseOrder', orPermissions: ['purchaseOrderInternal'] } as const;
/** Lookups of the receipt pages too: the orders to receive against and their detail. */
const receiving = { permission: 'purchaseOrder', orPermissions: ['purchaseOrderInternal', 'purchaseAcceptance', 'purchaseAcceptanceInternal'] } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list query of a body: its filters from the top level or columnFilters, checked (422 at the field). */
function orderQuery(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, ORDER_LIST_FILTERS, {
    ints: ['order_id', 'vendor_id', 'gudang_id', 'gudang_source_id', 'is_internal', 'is_automatic'],
    dates: ['date_start', 'date_end'],
  });
  // Both kinds share one machine: its states are what the filter accepts.
  checkStatusFilter(purchaseOrder, columnFilters);
  for (const k of ['is_internal', 'is_automatic'])
    if (columnFilters[k] !== undefined && !['0', '1'].includes(String(columnFilters[k]))) throw fieldError(k, `${k} harus 0 atau 1`);
  return { ...b, columnFilters };
}

/**
 * Pembelian > order (penerimaan_order, spec-2 §7.5): purchase orders to suppliers and internal orders
 * between the company's warehouses, on the purchaseOrder / purchaseOrderInternal machines; receipts
 * (penerimaan) move them to partly received and received.
 */
export function registerPurchaseOrderRoutes(app: FastifyInstance) {
  // The job keeps the request's body and reads it again, so both forms filter alike.
  const sheet = defineExcelExport(app, 'penerimaan_order', async (tx, actor, body: unknown) => purchaseOrderSheet(tx, actor, orderQuery(body)));
  defineCall(app, {
    method: 'POST',
    url: '/penerimaan_order/index',
    access: either,
    tags,
    summary:
      'Daftar pesanan pembelian dan pesanan internal dengan total (filter order_id, vendor_id, gudang_id, gudang_source_id, status, date_start, date_end, order_number, is_internal, is_automatic, search)',
    body: listBody,
    data: listAnswer(purchaseOrderRow),
    handler: async ({ tx, auth, body }) => ok(await listPurchaseOrders(tx, auth, orderQuery(body))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/penerimaan_order/index_main',
    access: receiving,
    tags,
    summary:
      'Pesanan yang masih bisa diterima (dipesan atau diterima sebagian) dengan sisa jumlahnya, untuk memilih pesanan di form penerimaan (filter seperti daftar)',
    body: listBody,
    data: listAnswer(purchaseOrderOpenRow),
    handler: async ({ tx, auth, body }) => ok(await listOpenPurchaseOrders(tx, auth, orderQuery(body))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/penerimaan_order/get_detail',
    access: receiving,
    tags,
    summary: 'Detail pesanan: kepala, baris (jumlah dua satuan, diterima, sisa, harga, diskon, subtotal), gambar dan riwayat status',
    query: purchaseOrderDetailQuery,
    data: purchaseOrderDetail,
    handler: async ({ tx, auth, query }) => ok(await readDetail(tx, auth, query.order_id)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/penerimaan_order/generate_excel',
    access: either,
    tags,
    summary: `Ekspor pesanan pembelian (.xlsx, satu baris per produk; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
  definePair(app, {
    validationUrl: '/penerimaan_order/validation_add',
    storedUrl: '/penerimaan_order/add_stored',
    access: external,
    body: purchaseOrderBody,
    tags,
    bodyLimit: PURCHASE_ORDER_BODY_LIMIT,
    summary: 'Menyimpan pesanan ke supplier (status ordered, atau draft); total, diskon dan PPN dihitung server',
    data: purchaseOrderSaved,
    check: ({ tx, auth, body }) => checkCreatePurchaseOrder(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createPurchaseOrder(tx, auth, body), 'Pesanan pembelian berhasil disimpan'),
  });
  definePair(app, {
    validationUrl: '/penerimaan_order/validation_add_internal',
    storedUrl: '/penerimaan_order/add_stored_internal',
    access: internal,
    body: purchaseOrderInternalBody,
    tags,
    bodyLimit: PURCHASE_ORDER_BODY_LIMIT,
    summary: 'Menyimpan pesanan internal dari gudang asal (gudang_source_id) ke gudang perusahaan sendiri (gudang_id)',
    data: purchaseOrderSaved,
    check: ({ tx, auth, body }) => checkCreatePurchaseOrderInternal(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createPurchaseOrderInternal(tx, auth, body), 'Pesanan internal berhasil disimpan'),
  });
  definePair(app, {
    validationUrl: '/penerimaan_order/validation_update',
    storedUrl: '/penerimaan_order/update_stored',
    access: external,
    body: purchaseOrderUpdateBody,
    tags,
    bodyLimit: PURCHASE_ORDER_BODY_LIMIT,
    summary: 'Mengubah pesanan ke supplier yang masih draft atau dipesan dan belum diterima (baris diganti seluruhnya; gambar ditambahkan)',
    data: purchaseOrderSaved,
    check: ({ tx, auth, body }) => checkUpdatePurchaseOrder(tx, auth, body, false),
    store: async ({ tx, auth, body }) => ok(await updatePurchaseOrder(tx, auth, body), 'Pesanan pembelian berhasil diubah'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/penerimaan_order/update_stored_internal',
    access: internal,
    tags,
    summary:
      'Mengubah pesanan internal yang masih draft atau dipesan dan belum diterima (aturannya sama dengan update_stored; tanpa panggilan validasi sendiri)',
    body: purchaseOrderInternalUpdateBody,
    bodyLimit: PURCHASE_ORDER_BODY_LIMIT,
    data: purchaseOrderSaved,
    handler: async ({ tx, auth, body }) => ok(await updatePurchaseOrderInternal(tx, auth, body), 'Pesanan internal berhasil diubah'),
  });
  definePair(app, {
    validationUrl: '/penerimaan_order/validation_delete',
    storedUrl: '/penerimaan_order/delete',
    access: either,
    body: purchaseOrderDeleteBody,
    tags,
    summary: 'Menghapus (membatalkan) pesanan yang belum ada penerimaannya; nomor dan riwayatnya tetap',
    data: z.object({ order_id: z.number().int(), order_number: z.string(), status: z.literal('cancelled') }),
    check: ({ tx, auth, body }) => checkCancelPurchaseOrder(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await cancelPurchaseOrder(tx, auth, body), 'Pesanan berhasil dihapus'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/penerimaan_order/delete_image_stored',
    access: either,
    tags,
    summary: 'Menghapus satu gambar pesanan',
    body: purchaseOrderImageDeleteBody,
    data: z.object({ order_id: z.number().int(), image_id: z.number().int() }),
    handler: async ({ tx, auth, body }) => ok(await deletePurchaseOrderImage(tx, auth, body), 'Gambar pesanan berhasil dihapus'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/penerimaan_order/po_automatic',
    access: external,
    tags,
    summary:
      'Pesanan otomatis dari produk defecta gudang: tanpa lines menjawab usulan per supplier (tidak menulis); dengan lines menyimpan satu draft per supplier, memperbarui draft otomatis yang masih terbuka (tidak pernah dobel)',
    body: purchaseOrderAutoBody,
    data: z.union([purchaseOrderAutoProposal, purchaseOrderAutoSaved]),
    handler: async ({ tx, auth, body }) => {
      if (!body.lines.length) {
        await checkWarehouse(tx, auth, body.gudang_id);
        return ok(await automaticOrderProposal(tx, auth, body.gudang_id), 'Usulan pesanan otomatis');
      }
      const r = await createAutomaticPurchaseOrders(tx, auth, body);
      return ok(
        r,
        `Pesanan otomatis disimpan: ${r.orders.filter((o) => o.created).length} draft baru, ${r.orders.filter((o) => !o.created).length} draft diperbarui`,
      );
    },
  });
}
