import {
  MSG,
  salesInvoiceNumberAnswer,
  salesInvoiceNumberQuery,
  salesOrderPaidBody,
  salesOrderPaidValidationBody,
  salesOrderPaymentAnswer,
  salesOrderUnpaidBody,
  salesPaymentSummary,
  salesPaymentSummaryQuery,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { checkUpdateSalesOrderPaid, updateSalesOrderPaid } from './commands/update-sales-order-paid.js';
import { paymentSummary, previewInvoiceNumber } from './extra-queries.js';

const tags = ['Tagihan Penjualan'];
const orderList = { permission: 'orderList' } as const;
/** The order form's readers: the Tagihan page and its form pages, the cashier and the partners' Pemesanan page. */
const orderForms = { permission: 'orderList', orPermissions: ['createOrder', 'editOrder', 'cashier', 'indexSales'] } as const;

/**
 * Payment of a customer's order (purchase_order, spec-2 §7.5): paid/unpaid with its validation, the
 * invoice number preview and the payment summary of the Tagihan page.
 */
export function registerSalesOrderPaymentRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/validation_update_paid_unpaid',
    access: orderList,
    tags,
    summary:
      'Validasi tandai lunas (status=paid, dengan payment_method, bank_id, paid_date opsional) atau belum lunas (status=unpaid): aturan yang sama dengan update_paid / update_unpaid; tidak menulis',
    body: salesOrderPaidValidationBody,
    handler: async ({ tx, auth, body }) => {
      await checkUpdateSalesOrderPaid(tx, auth, body);
      return ok(null, MSG.validationOk);
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/update_paid',
    access: orderList,
    tags,
    summary:
      'Menandai tagihan lunas: is_paid 1, paid_amount naik sebesar sisa tagihan (grand_total dikurangi retur konsumen yang disetujui), waktu dan pengguna; metode, rekening Kas & Bank dan tanggal bayar opsional. Ditolak untuk tagihan batal/terhapus/sudah lunas',
    body: salesOrderPaidBody,
    data: salesOrderPaymentAnswer,
    handler: async ({ tx, auth, body }) => ok(await updateSalesOrderPaid(tx, auth, { ...body, status: 'paid' }), 'Tagihan ditandai lunas'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_order/update_unpaid',
    access: orderList,
    tags,
    summary: 'Membatalkan status lunas tagihan (pembayaran dihapus). Ditolak untuk tagihan batal/terhapus/belum lunas dan penjualan kasir',
    body: salesOrderUnpaidBody,
    data: salesOrderPaymentAnswer,
    handler: async ({ tx, auth, body }) => ok(await updateSalesOrderPaid(tx, auth, { ...body, status: 'unpaid' }), 'Tagihan ditandai belum lunas'),
  });
  defineCall(app, {
    method: 'GET',
    url: '/purchase_order/generate_invoice_number',
    access: orderForms,
    tags,
    summary: 'Nomor tagihan yang akan didapat tagihan berikutnya (is_ppn_jual=1: seri PPN), tanpa mengambil nomor',
    query: salesInvoiceNumberQuery,
    data: salesInvoiceNumberAnswer,
    handler: async ({ tx, auth, query }) => ok(await previewInvoiceNumber(tx, auth, query.is_ppn_jual === '1', query.order_date)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/purchase_order/summary_payment_status',
    access: { permission: 'orderList', orPermissions: ['indexSales'] },
    tags,
    summary:
      'Jumlah dan total tagihan lunas dan belum lunas (tanpa yang batal atau terhapus) per tanggal tagihan start_date–end_date, gudang_name, is_pos, is_indent; mitra hanya tagihannya sendiri',
    query: salesPaymentSummaryQuery,
    data: salesPaymentSummary,
    handler: async ({ tx, auth, query }) => ok(await paymentSummary(tx, auth, query)),
  });
}
