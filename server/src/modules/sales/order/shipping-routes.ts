import { salesOrderCodFeeBody, salesOrderRecipient, salesOrderRecipientBody, salesOrderRecipientQuery, salesOrderShippingBody } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { storeCodFee } from './commands/store-cod-fee.js';
import { updateSalesOrderRecipient } from './commands/update-sales-order-recipient.js';
import { updateSalesOrderShipping } from './commands/update-sales-order-shipping.js';
import { recipientOf } from './extra-queries.js';

const tags = ['Tagihan Penjualan'];
const orderList = { permission: 'orderList' } as const;
/** Calls of the shipment (packing) page, which the Tagihan page may make too. */
const shipment = { permission: 'packing', orPermissions: ['orderList'] } as const;

/**
 * Shipping and recipient of a customer's order (purchase_order, spec-2 §7.5 and spec-1 §3 'Shipping
 * object' and 'Recipient'). Couriers come from master Ekspedisi; the provider stays hubungiadmin
 * until the shipping aggregator is connected. The grand total is worked out by the server.
 */
export function registerSalesOrderShippingRoutes(app: FastifyInstance) {
  const shippingNote =
    'Field yang tidak dikirim tetap. Ongkir, diskon ongkir dan biaya COD mengubah grand_total; ditolak bila tagihan lunas, batal atau sudah dikirim';
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/update_shipping',
    access: orderList,
    tags,
    summary: `Mengubah pengiriman tagihan (ekspedisi_id, kurir, shipping_service, no_resi, shipping_cost, shipping_discount, cod_fee). ${shippingNote}`,
    body: salesOrderShippingBody,
    data: salesOrderRecipient,
    handler: async ({ tx, auth, body }) => ok(await updateSalesOrderShipping(tx, auth, body, 'order'), 'Pengiriman tagihan berhasil diubah'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/update_shipping_by_shipment',
    access: shipment,
    tags,
    summary: `Pengiriman dari halaman pengiriman: menyimpan kurir/resi/ongkir dan memindahkan pesanan Siap Dikirim ke Dikirim. ${shippingNote}`,
    body: salesOrderShippingBody,
    data: salesOrderRecipient,
    handler: async ({ tx, auth, body }) => ok(await updateSalesOrderShipping(tx, auth, body, 'shipment'), 'Pengiriman tagihan berhasil disimpan'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/update_shipping_by_shipment_without_status',
    access: shipment,
    tags,
    summary: `Pengiriman dari halaman pengiriman tanpa mengubah status pesanan. ${shippingNote}`,
    body: salesOrderShippingBody,
    data: salesOrderRecipient,
    handler: async ({ tx, auth, body }) =>
      ok(await updateSalesOrderShipping(tx, auth, body, 'shipment_without_status'), 'Pengiriman tagihan berhasil disimpan'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/update_penerima',
    access: { permission: 'orderList', orPermissions: ['indexSales'] },
    tags,
    summary:
      'Mengubah penerima tagihan (nama, telepon, alamat, kecamatan → nama kecamatan/kota/provinsi dari master wilayah, kode pos); ditolak bila batal/terhapus/sudah dikirim; mitra hanya tagihannya sendiri',
    body: salesOrderRecipientBody,
    data: salesOrderRecipient,
    handler: async ({ tx, auth, body }) => ok(await updateSalesOrderRecipient(tx, auth, body), 'Penerima tagihan berhasil diubah'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/update_penerima_by_shipment',
    access: shipment,
    tags,
    summary: 'Mengubah penerima dari halaman pengiriman (aturan sama dengan update_penerima)',
    body: salesOrderRecipientBody,
    data: salesOrderRecipient,
    handler: async ({ tx, auth, body }) => ok(await updateSalesOrderRecipient(tx, auth, body), 'Penerima tagihan berhasil diubah'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/stored_cod_fee',
    access: orderList,
    tags,
    summary: 'Menyimpan biaya COD tagihan (hanya tagihan COD) dan menghitung ulang grand_total; ditolak bila lunas, batal atau sudah dikirim',
    body: salesOrderCodFeeBody,
    data: salesOrderRecipient,
    handler: async ({ tx, auth, body }) => ok(await storeCodFee(tx, auth, body), 'Biaya COD berhasil disimpan'),
  });
  defineCall(app, {
    method: 'GET',
    url: '/purchase_order/detail_penerima',
    access: { permission: 'orderList', orPermissions: ['pickingList', 'packing', 'indexSales'] },
    tags,
    summary: 'Penerima dan pengiriman tagihan (id = order_id); mitra hanya tagihannya sendiri',
    query: salesOrderRecipientQuery,
    data: salesOrderRecipient,
    handler: async ({ tx, auth, query }) => ok(await recipientOf(tx, auth, query.id)),
  });
}
