import { z } from 'zod';
import { PAYMENT_STATE_VALUES } from '../documents/payment.js';
import { day, editableField, int, num, optText, timestamp } from './answers.js';
import { field } from './fields.js';
import { optPaymentMethodField } from './sales-order-extra.js';
import { optDateField } from './stock-opname.js';

/** Proofs of payment: jpg, png or pdf, at most 5 MB each (POST /payment/upload_attachment). */
export const PAYMENT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const PAYMENT_ATTACHMENT_MIMES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const PAYMENT_ATTACHMENT_RULE = 'Bukti pembayaran harus berupa JPG, PNG atau PDF, maksimal 5 MB';

const optFlag = (label: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v)), field.flag(label));

/**
 * Body of /payment/cs_submit_validation and cs_submit_stored: a customer's transfer for ONE invoice
 * (order_id), stored awaiting finance's verification. amount is what came in ('1.250.000' is read as
 * 1250000); use_credit the part paid from the customer's credit (at most the credit balance);
 * keep_as_credit = 1 keeps what exceeds the amount due as the customer's credit (else an overpayment
 * is refused at amount). attachment_ids are proofs uploaded first with upload_attachment.
 */
export const paymentCsSubmitBody = z.object({
  order_id: field.id('Tagihan'),
  amount: field.money('Jumlah pembayaran'),
  payment_date: optDateField('Tanggal pembayaran'),
  payment_method: optPaymentMethodField,
  bank_id: field.optInt('Rekening', 1),
  note: field.optText('Catatan', 500),
  attachment_ids: z.preprocess((v) => (v === undefined || v === null || v === '' ? [] : v), field.list(field.id('Lampiran'), 'Lampiran')),
  keep_as_credit: optFlag('Simpan kelebihan sebagai kredit'),
  use_credit: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), field.money('Kredit yang dipakai')),
});
export type PaymentCsSubmitBody = z.infer<typeof paymentCsSubmitBody>;

/**
 * Body of /payment/finance_submit_validation and finance_submit_stored: approve, reject with a reason,
 * or void an approved payment (Tandai Belum Lunas of that payment alone: its amounts are due again).
 */
export const paymentFinanceSubmitBody = z.object({
  payment_id: field.id('Pembayaran'),
  action: z.enum(['approve', 'reject', 'void'], { error: 'Aksi harus approve, reject atau void' }),
  reason: field.optText('Alasan penolakan', 500),
});
export type PaymentFinanceSubmitBody = z.infer<typeof paymentFinanceSubmitBody>;

/** Body of /payment/delete_validation and delete_stored: a payment still awaiting verification. */
export const paymentDeleteBody = z.object({ payment_id: field.id('Pembayaran') });
export type PaymentDeleteBody = z.infer<typeof paymentDeleteBody>;

/** Query of GET /payment/view. */
export const paymentViewQuery = z.object({ payment_id: field.id('Pembayaran') });
/** Query of GET /payment/attachment (the file of one proof). */
export const paymentAttachmentQuery = z.object({ attachment_id: field.id('Lampiran') });

/* Answers (server/src/modules/payment). */

const paymentStatus = z.enum(PAYMENT_STATE_VALUES);

/** A stored proof: id, name, type and size (its bytes at GET /payment/attachment?attachment_id=). */
export const paymentAttachmentAnswer = z.object({
  attachment_id: int(),
  payment_id: int().nullable(),
  file_name: z.string(),
  mime: z.string(),
  size: int(),
  created_at: timestamp(),
});
export type PaymentAttachment = z.infer<typeof paymentAttachmentAnswer>;

/** A detail of a payment with the document it pays and what that document still owes now. */
export const paymentDetailAnswer = z.object({
  payment_detail_id: int(),
  order_id: int().nullable(),
  penerimaan_id: int().nullable(),
  /** The invoice or receipt number. */
  document_number: z.string(),
  amount: num(),
  document_total: num(),
  /** Approved returns taken off the document. */
  returned_total: num(),
  paid_amount: num(),
  amount_due: num(),
  is_paid: int(),
});
export type PaymentDetailAnswer = z.infer<typeof paymentDetailAnswer>;

/** One payment of /payment/list. */
export const paymentRow = z.object({
  payment_id: int(),
  payment_number: z.string(),
  payment_for: z.enum(['customer', 'supplier']),
  is_multiple: int(),
  order_vendor_id: int().nullable(),
  /** The customer's or supplier's name. */
  order_vendor_name: optText(),
  payment_date: day(),
  amount: num(),
  credit_amount: num(),
  credit_used: num(),
  payment_method: optText(),
  payment_method_label: optText(),
  bank_id: int().nullable(),
  bank_name: optText(),
  note: optText(),
  status: paymentStatus,
  status_label: z.string(),
  status_reason: optText(),
  gudang_id: int().nullable(),
  master_gudang_name: optText(),
  source: z.string(),
  /** The numbers of the invoices/receipts it pays, comma separated. */
  document_numbers: z.string(),
  details_total: num(),
  attachment_count: int(),
  created_at: timestamp(),
  created_by_name: optText(),
  verified_at: timestamp().nullable(),
  verified_by_name: optText(),
  ...editableField,
});
export type PaymentRow = z.infer<typeof paymentRow>;

/** GET /payment/view: the payment, its details with what each document still owes, proofs, state history, the customer's credit. */
export const paymentView = paymentRow.extend({
  details: z.array(paymentDetailAnswer),
  attachments: z.array(paymentAttachmentAnswer),
  /** The customer's credit balance now (0 for supplier payments). */
  credit_balance: num(),
  history: z.array(
    z.object({
      from_state: z.string(),
      to_state: z.string(),
      action: z.string(),
      action_label: z.string(),
      user_name: optText(),
      reason: optText(),
      at: z.string(),
    }),
  ),
  actions: z.array(z.string()),
});
export type PaymentView = z.infer<typeof paymentView>;

/** The stored calls' answer: the payment, its state and amounts. */
export const paymentSaved = z.object({
  payment_id: int(),
  payment_number: z.string(),
  status: paymentStatus,
  amount: num(),
  credit_amount: num(),
  credit_used: num(),
});
export type PaymentSaved = z.infer<typeof paymentSaved>;
