import {
  salesOrder,
  SALES_ORDER_STATE_VALUES,
  salesOrderBody,
  salesOrderDeleteBody,
  salesOrderDeleted,
  salesOrderDetail,
  salesOrderDetailBody,
  salesOrderRow,
  salesOrderSaved,
  salesOrderStatusBody,
  salesOrderUpdateBody,
  salesPriceAllAnswer,
  salesPriceAllQuery,
  salesPriceByCustomerAnswer,
  salesPriceByCustomerQuery,
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
import { PDF_MIME, sendPdf } from '../../../platform/pdf/document-pdf.js';
import { listFilters } from '../../../platform/list-filters.js';
import { cancelSalesOrder, checkCancelSalesOrder } from './commands/cancel-sales-order.js';
import { checkCreateSalesOrder, createSalesOrder } from './commands/create-sales-order.js';
import { approveSalesOrderDiscount, pickSalesOrder } from './commands/transition-sales-order.js';
import { checkUpdateSalesOrder, updateSalesOrder } from './commands/update-sales-order.js';
import { salesInvoicePdf } from './invoice-pdf.js';
import { priceAll, priceByCustomer } from './price-queries.js';
import { listSalesOrders, SALES_ORDER_LIST_FILTERS, salesOrderDetail as readDetail, salesOrderSheet } from './queries.js';

const tags = ['Tagihan Penjualan'];
/** The Tagihan page; partners (Pemesanan, indexSales) read and make their own orders. */
const read = { permission: 'orderList', orPermissions: ['indexSales'] } as const;
const add = { permission: 'orderList', orPermissions: ['createOrder', 'cashier', 'indexSales'] } as const;
const edit = { permission: 'orderList', orPermissions: ['editOrder', 'indexSales'] } as const;
const staff = { permission: 'orderList' } as const;
/** The detail and its PDF: partners their own orders, a cashier their own cashier sales (the receipt). */
const detail = { permission: 'orderList', orPermissions: ['indexSales', 'cashier'] } as const;
const pricing = { permission: 'orderList', orPermissions: ['createOrder', 'editOrder', 'cashier', 'indexSales'] } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list query of a body: its filters from the top level or columnFilters, checked (422 at the field). */
export function salesOrderQuery(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const f = listFilters(b, SALES_ORDER_LIST_FILTERS, {
    ints: ['gudang_id', 'member_id', 'is_paid', 'is_pos', 'is_indent'],
    dates: ['date_start', 'date_end'],
  });
  checkStatusFilter(salesOrder, f);
  for (const k of ['is_paid', 'is_pos', 'is_indent']) if (f[k] !== undefined && !['0', '1'].includes(String(f[k]))) throw fieldError(k, `${k} harus 0 atau 1`);
  if (f.payment_status !== undefined) {
    if (!['paid', 'unpaid'].includes(String(f.payment_status))) throw fieldError('payment_status', 'Status pembayaran harus paid atau unpaid');
    f.is_paid ??= f.payment_status === 'paid' ? '1' : '0';
    delete f.payment_status;
  }
  return { ...b, columnFilters: f };
}

/**
 * Penjualan > Tagihan (the spec's purchase_order): customers' orders and invoices, cashier sales and
 * pre-orders on the salesOrder machine; prices through sales/pricing.ts, stock per configuration
 * stock_reduction (order-stock.ts).
 */
export function registerSalesOrderRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'tagihan', async (tx, actor, body: unknown) => salesOrderSheet(tx, actor, salesOrderQuery(body)));
  const listSummary =
    'filter date_start, date_end (tanggal tagihan), status, is_paid atau payment_status paid/unpaid, gudang_id, member_id, is_pos, is_indent, invoice_number, search (nomor, pelanggan, telepon, penerima)';
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/list',
    access: read,
    tags,
    summary: `Daftar tagihan (mitra: hanya tagihannya sendiri; grup gudang: hanya gudangnya); ${listSummary}`,
    body: listBody,
    data: listAnswer(salesOrderRow),
    handler: async ({ tx, auth, body }) => ok(await listSalesOrders(tx, auth, salesOrderQuery(body))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/list_deleted',
    access: staff,
    tags,
    summary: `Daftar tagihan yang dihapus (dibatalkan), dengan alasan dan waktunya; ${listSummary}`,
    body: listBody,
    data: listAnswer(salesOrderRow),
    handler: async ({ tx, auth, body }) => ok(await listSalesOrders(tx, auth, salesOrderQuery(body), true)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/detail',
    access: detail,
    tags,
    summary: 'Detail tagihan: kepala, penerima, baris (dua satuan, harga dan sumbernya, diskon), stok yang masih dipesan dan riwayat status',
    body: salesOrderDetailBody,
    data: salesOrderDetail,
    handler: async ({ tx, auth, body }) => ok(await readDetail(tx, auth, body.order_id)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/purchase_order/invoice_pdf',
    access: detail,
    tags,
    summary:
      'Faktur tagihan sebagai PDF A4 (unduhan, nama file = nomor tagihan): isi cetak tagihan, status LUNAS/BELUM LUNAS dan terbilang; akses seperti detail (mitra hanya tagihannya, grup gudang hanya gudangnya)',
    query: salesOrderDetailBody,
    file: PDF_MIME,
    handler: async ({ tx, auth, query, reply }) => {
      const pdf = await salesInvoicePdf(tx, auth, query.order_id);
      sendPdf(reply, pdf.fileName, pdf.bytes);
      return undefined;
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/excel',
    access: staff,
    tags,
    summary: `Ekspor tagihan (.xlsx, satu baris per produk; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
  definePair(app, {
    validationUrl: '/purchase_order/validation_add',
    storedUrl: '/purchase_order/add_stored',
    access: add,
    body: salesOrderBody,
    tags,
    summary:
      'Menyimpan tagihan (atau penjualan kasir is_pos = 1, atau indent); harga, diskon, PPN, ongkir dan total dihitung server; stok diambil atau dipesan sesuai pengaturan pengurangan stok. Header Idempotency-Key: dikirim ulang tetap satu tagihan',
    data: salesOrderSaved,
    check: ({ tx, auth, body, storing }) => checkCreateSalesOrder(tx, auth, body, storing),
    store: async ({ tx, auth, body }, checked) =>
      ok(await createSalesOrder(tx, auth, body, checked), body.is_pos === '1' ? 'Penjualan berhasil disimpan' : 'Tagihan berhasil disimpan'),
  });
  definePair(app, {
    validationUrl: '/purchase_order/update_validation',
    storedUrl: '/purchase_order/update_stored',
    access: edit,
    body: salesOrderUpdateBody,
    tags,
    summary: 'Mengubah tagihan yang masih Baru dan belum lunas (baris diganti seluruhnya; stok yang dipesan atau diambil diulang)',
    data: salesOrderSaved,
    check: ({ tx, auth, body }) => checkUpdateSalesOrder(tx, auth, body),
    store: async ({ tx, auth, body }, checked) => ok(await updateSalesOrder(tx, auth, body, checked), 'Tagihan berhasil diubah'),
  });
  definePair(app, {
    validationUrl: '/purchase_order/validation_delete',
    storedUrl: '/purchase_order/delete',
    access: staff,
    body: salesOrderDeleteBody,
    tags,
    summary: 'Menghapus tagihan: dibatalkan dan dihapus lunak (tampil di list_deleted); stok yang diambil kembali tepat ke batchnya, pesanan stok dilepas',
    data: salesOrderDeleted,
    check: ({ tx, auth, body }) => checkCancelSalesOrder(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await cancelSalesOrder(tx, auth, body), 'Tagihan berhasil dihapus'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/update_status',
    access: staff,
    tags,
    summary:
      "Memproses tagihan (action pick: Baru → Siap Dikirim, tombol 'Proses'; stok diambil bila pengurangan stok saat picking, atau tagihan indent) atau menyetujui diskon di atas batas (action approve_discount: Menunggu Persetujuan Diskon → Baru; hak orderDiscountApprove, bukan oleh yang memintanya)",
    body: salesOrderStatusBody,
    data: z.object({
      order_id: z.number().int(),
      invoice_number: z.string(),
      status: z.enum(SALES_ORDER_STATE_VALUES),
      stock_taken: z.number().int(),
      movements: z.number().int(),
    }),
    handler: async ({ tx, auth, body }) =>
      body.action === 'approve_discount'
        ? ok(await approveSalesOrderDiscount(tx, auth, body), 'Diskon tagihan disetujui')
        : ok(await pickSalesOrder(tx, auth, body), 'Tagihan diproses ke Siap Dikirim'),
  });
  defineCall(app, {
    method: 'GET',
    url: '/purchase_order/komponen/price_all',
    access: pricing,
    tags,
    summary: 'Harga produk untuk gudang (harga gudang atau semua gudang), tingkat grosir dan harga per tipe member; atau isi dan harga paket (packages_id)',
    query: salesPriceAllQuery,
    data: salesPriceAllAnswer,
    handler: async ({ tx, auth, query }) => ok(await priceAll(tx, auth, query)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/purchase_order/komponen/price_by_customer',
    access: pricing,
    tags,
    summary: 'Harga produk untuk pelanggan (user = member_id: diskon tipe member), gudang dan jumlah (grosir); harga terendah berlaku',
    query: salesPriceByCustomerQuery,
    data: salesPriceByCustomerAnswer,
    handler: async ({ tx, auth, query }) => ok(await priceByCustomer(tx, auth, query)),
  });
}
