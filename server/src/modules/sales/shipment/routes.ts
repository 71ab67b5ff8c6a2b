import {
  listAnswer,
  packingScanned,
  providerShippingAnswer,
  providerShippingQuery,
  scanBarcodeBody,
  shipmentAddBody,
  shipmentDetail as shipmentDetailAnswer,
  shipmentDoc,
  shipmentIdBody,
  shipmentInfoBody,
  shipmentProcess,
  shipmentRow,
  shipmentSaved,
  shipmentStatusBody,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { checkStatusFilter } from '../../../platform/documents/status-filter.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { listQuerySchema } from '../../../platform/list.js';
import { definePair } from '../../../platform/pair.js';
import { listFilters } from '../../../platform/list-filters.js';
import { checkCreateShipment, createShipment } from './commands/create-shipment.js';
import { scanPacking } from './commands/scan-packing.js';
import { checkUpdateShipmentStatus, updateShipmentStatus } from './commands/update-shipment-status.js';
import { listShipments, processInfo, providerShipping, SHIPMENT_FILTERS, shipmentDetail, shipmentSheet } from './queries.js';

const tags = ['Pengiriman'];
const packing = { permission: 'packing' } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

function shipmentQuery(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, SHIPMENT_FILTERS, { ints: ['shipment_id', 'ekspedisi_id', 'order_id'], dates: ['date_start', 'date_end'] });
  checkStatusFilter(shipmentDoc, columnFilters);
  return { ...b, columnFilters };
}

/**
 * Penjualan > Dikirim (packing) and its shipments (Pengiriman, spec-2 §7.5): the scan that checks each
 * packed item against the order, the couriers of an order, shipments of packed orders (which ship
 * the orders), their list, Excel, detail, process timeline and status.
 */
export function registerShipmentRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'shipment', async (tx, actor, body: unknown) => shipmentSheet(tx, actor, shipmentQuery(body)));
  defineCall(app, {
    method: 'POST',
    url: '/shipment/scan_barcode',
    access: packing,
    tags: ['Siap Dikirim'],
    summary:
      'Packing: barcode atau SKU yang dipindai dicocokkan dengan tagihan yang dikemas; menjawab baris yang cocok dan jumlah dikemas dari jumlah dipesan. Barang di luar tagihan atau melebihi pesanan ditolak (422). Progres disimpan di server per tagihan',
    body: scanBarcodeBody,
    data: packingScanned,
    handler: async ({ tx, auth, body }) => ok(await scanPacking(tx, auth, body), 'Barang cocok'),
  });
  defineCall(app, {
    method: 'GET',
    url: '/shipment/provider_shipping',
    access: { permission: 'packing', orPermissions: ['shipmentCreate'] },
    tags,
    summary: 'Kurir untuk tagihan (header_id): ekspedisi aktif dari master Ekspedisi; tarif, layanan dan estimasi dari agregator pengiriman masih kosong',
    query: providerShippingQuery,
    data: providerShippingAnswer,
    handler: async ({ tx, auth, query }) => ok(await providerShipping(tx, auth, query.header_id)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/shipment/list',
    access: packing,
    tags,
    summary: 'Daftar pengiriman (filter shipment_id, status, ekspedisi_id, date_start, date_end, no_resi, order_id, search)',
    body: listBody,
    data: listAnswer(shipmentRow),
    handler: async ({ tx, auth, body }) => ok(await listShipments(tx, auth, shipmentQuery(body))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/shipment/excel',
    access: packing,
    tags,
    summary: `Ekspor pengiriman (.xlsx, satu baris per tagihan; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
  definePair(app, {
    validationUrl: '/shipment/validation_add',
    storedUrl: '/shipment/add_stored',
    access: { permission: 'shipmentCreate' },
    body: shipmentAddBody,
    tags,
    summary:
      'Membuat pengiriman untuk tagihan yang sudah selesai dikemas (order_ids; ekspedisi_id atau kurir, layanan, resi, tanggal, ongkos): tagihan berpindah dari Siap Dikirim ke Dikirim',
    check: ({ tx, auth, body }) => checkCreateShipment(tx, auth, body),
    data: shipmentSaved,
    store: async ({ tx, auth, body }) => ok(await createShipment(tx, auth, body), 'Pengiriman berhasil dibuat'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/shipment/detail',
    access: packing,
    tags,
    summary: 'Detail pengiriman: kurir, resi, tagihan dengan penerima dan barisnya, riwayat status',
    body: shipmentIdBody,
    data: shipmentDetailAnswer,
    handler: async ({ tx, auth, body }) => ok(await shipmentDetail(tx, auth, body.shipment_id)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/shipment/info_proses_pengiriman',
    access: { permission: 'packing', orPermissions: ['orderList'] },
    tags,
    summary: 'Linimasa proses pengiriman sebuah pengiriman (shipment_id) atau tagihan (order_id): tagihan dibuat, diproses, dikirim, status pengiriman',
    body: shipmentInfoBody,
    data: shipmentProcess,
    handler: async ({ tx, auth, body }) => ok(await processInfo(tx, auth, body)),
  });
  definePair(app, {
    validationUrl: '/shipment/validation_update_status',
    storedUrl: '/shipment/update_status',
    access: { permission: 'shipmentUpdate' },
    body: shipmentStatusBody,
    tags,
    summary:
      'Mengubah status pengiriman: dikirim → diterima (tagihan menjadi Selesai) / gagal / dikembalikan (tagihan kembali ke Siap Dikirim; stok yang diambil saat pengiriman dikembalikan dan dipesan lagi), gagal → dikirim / dikembalikan; note wajib untuk gagal dan dikembalikan',
    check: async ({ tx, auth, body }) => {
      await checkUpdateShipmentStatus(tx, auth, body);
    },
    data: shipmentSaved,
    store: async ({ tx, auth, body }) => ok(await updateShipmentStatus(tx, auth, body), 'Status pengiriman berhasil diubah'),
  });
}
