import { salesBankOptionRow, salesBankQuery, salesOptionRow, salesPaymentOptionRow } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { bankOptions, paymentOptions, sourceOptions } from './extra-queries.js';

const tags = ['Tagihan Penjualan'];
/** The order form's readers: the Tagihan page and its form pages, the cashier and the partners' Pemesanan page. */
const access = { permission: 'orderList', orPermissions: ['createOrder', 'editOrder', 'cashier', 'indexSales'] } as const;

/** The choices of the order form (purchase_order/komponen/*, spec-2 §7.5). */
export function registerSalesOrderKomponenRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'GET',
    url: '/purchase_order/komponen/source',
    access,
    tags,
    summary: 'Pilihan sumber pesanan (WhatsApp, Instagram, …, Offline/Toko, Lainnya): value disimpan di tagihan, label ditampilkan',
    data: z.array(salesOptionRow),
    handler: async () => ok(sourceOptions()),
  });
  defineCall(app, {
    method: 'GET',
    url: '/purchase_order/komponen/payment',
    access,
    tags,
    summary: 'Pilihan metode pembayaran (Tunai, Transfer Bank, QRIS, Kartu Debit, Kartu Kredit, COD, Tempo); needs_bank: pilih rekening Kas & Bank',
    data: z.array(salesPaymentOptionRow),
    handler: async () => ok(paymentOptions()),
  });
  defineCall(app, {
    method: 'GET',
    url: '/purchase_order/komponen/bank',
    access,
    tags,
    summary: 'Rekening Kas & Bank perusahaan yang aktif (kasbank_type kas/bank untuk membatasi), bank lebih dulu',
    query: salesBankQuery,
    data: z.array(salesBankOptionRow),
    handler: async ({ tx, query }) => ok(await bankOptions(tx, query.kasbank_type)),
  });
}
