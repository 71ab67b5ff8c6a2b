import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { type DocumentTransition, defineDocument } from './define-document.js';

/**
 * The states of a payment (Pembayaran), shared by customer and supplier payments. Only `disetujui`
 * counts: a document's paid_amount is the sum of the approved payments' details against it.
 */
export const PAYMENT_STATES = [
  { value: 'menunggu_verifikasi', label: 'Menunggu Verifikasi', color: 'gold' },
  { value: 'disetujui', label: 'Disetujui', color: 'green' },
  { value: 'ditolak', label: 'Ditolak', color: 'volcano' },
  { value: 'dihapus', label: 'Dihapus', color: 'default' },
  { value: 'dibatalkan', label: 'Dibatalkan', color: 'red' },
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number]['value'];
export const PAYMENT_STATE_VALUES = PAYMENT_STATES.map((s) => s.value) as [PaymentState, ...PaymentState[]];

/** Whom a payment is for: money in from a customer (invoices, sales_order) or out to a supplier (receipts, goods_receipt). */
export const PAYMENT_FOR = [
  { value: 'customer', label: 'Pelanggan' },
  { value: 'supplier', label: 'Supplier' },
] as const;
export type PaymentFor = (typeof PAYMENT_FOR)[number]['value'];

/**
 * How a payment came to be: recorded from a transfer proof (manual, verified by finance), the Tagihan
 * page's "Tandai Lunas" (tandai_lunas, approved at once), a COD remittance (cod), the cashier (kasir).
 */
export const PAYMENT_SOURCES = ['manual', 'tandai_lunas', 'cod', 'kasir'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const paymentHeader = z.object({
  payment_id: z.number().int(),
  payment_number: z.string(),
  payment_for: z.enum(['customer', 'supplier']),
  is_multiple: z.number().int(),
  order_vendor_id: z.number().int().nullable(),
  payment_date: z.string(),
  amount: z.number(),
  credit_amount: z.number(),
  credit_used: z.number(),
  payment_method: z.string().nullable(),
  bank_id: z.number().int().nullable(),
  note: z.string().nullable(),
  status: z.enum(PAYMENT_STATE_VALUES),
  status_reason: z.string().nullable(),
  gudang_id: z.number().int().nullable(),
  source: z.string(),
});

/** One document a payment pays: an invoice (order_id) or a receipt (penerimaan_id), and the amount allocated to it. */
export const paymentDetailLine = z.object({
  payment_detail_id: z.number().int(),
  order_id: z.number().int().nullable(),
  penerimaan_id: z.number().int().nullable(),
  amount: z.number(),
});

type PaymentAction = 'approve' | 'reject' | 'delete' | 'void';

/** The machine of both payment documents; `verify` verifies (approve, reject), `remove` deletes a pending one, `unpay` voids an approved one. */
const paymentTransitions = (p: { verify: string; remove: string; unpay: string }): DocumentTransition<PaymentState, PaymentAction>[] => [
  {
    action: 'approve',
    from: ['menunggu_verifikasi'],
    to: 'disetujui',
    permission: p.verify,
    label: 'Setujui',
    done: 'Disetujui',
    confirm: 'Setujui pembayaran ini? Jumlahnya tercatat sebagai terbayar pada tagihan.',
    fourEyes: true,
  },
  {
    action: 'reject',
    from: ['menunggu_verifikasi'],
    to: 'ditolak',
    permission: p.verify,
    label: 'Tolak',
    done: 'Ditolak',
    confirm: 'Tolak pembayaran ini? Tagihan tidak berubah.',
    reason: { label: 'Alasan penolakan', max: 500 },
    danger: true,
  },
  {
    action: 'delete',
    from: ['menunggu_verifikasi'],
    to: 'dihapus',
    permission: p.remove,
    label: 'Hapus',
    done: 'Dihapus',
    confirm: 'Hapus pembayaran ini? Tagihan tidak berubah.',
    danger: true,
  },
  {
    action: 'void',
    from: ['disetujui'],
    to: 'dibatalkan',
    permission: p.unpay,
    label: 'Tandai Belum Lunas',
    done: 'Dibatalkan',
    confirm: 'Batalkan pembayaran ini? Jumlahnya kembali menjadi sisa tagihan.',
    danger: true,
  },
];

const paymentBase = {
  key: 'payment_id',
  stateField: 'status',
  header: paymentHeader,
  lines: { key: 'details', schema: paymentDetailLine },
  numberField: 'payment_number',
  states: PAYMENT_STATES,
  initial: 'menunggu_verifikasi',
  /** A transfer proof waits for verification; "Tandai Lunas", COD and cashier payments are entered approved. */
  entry: { action: 'create', done: 'Dibuat', states: ['menunggu_verifikasi', 'disetujui'] },
  editable: ['menunggu_verifikasi'],
  notEditableMessage: 'Pembayaran yang sudah disetujui, ditolak, dihapus atau dibatalkan tidak dapat diubah',
  reasonField: 'reason',
  notAllowedMessage: 'Pembayaran ini tidak lagi menunggu verifikasi',
} as const;

/**
 * A customer's payment (Pembayaran > Tagihan Pelanggan): CS records the transfer proof of an invoice
 * (menunggu_verifikasi), finance approves it (the amount is recorded on the invoices) or rejects it;
 * deleted only before approval; "Tandai Belum Lunas" voids an approved one. Numbered by customer_payment.
 */
export const customerPayment = defineDocument({
  ...paymentBase,
  name: 'customer_payment',
  label: 'Pembayaran pelanggan',
  series: SERIES.customer_payment,
  transitions: paymentTransitions({ verify: 'verificationPayment', remove: 'orderList', unpay: 'orderList' }),
});

/** A payment to a supplier (Pembayaran > Tagihan Supplier) against goods receipts; numbered by supplier_payment. */
export const supplierPayment = defineDocument({
  ...paymentBase,
  name: 'supplier_payment',
  label: 'Pembayaran supplier',
  series: SERIES.supplier_payment,
  transitions: paymentTransitions({ verify: 'verificationPaymentOrder', remove: 'verificationPaymentOrder', unpay: 'verificationPaymentOrder' }),
});

/** The declaration of a payment for `payment_for`. */
export const paymentDocument = (paymentFor: PaymentFor) => (paymentFor === 'customer' ? customerPayment : supplierPayment);
