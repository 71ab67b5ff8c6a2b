import { z } from 'zod';
import { day, int, num, optText } from './answers.js';
import { field } from './fields.js';
import { paymentSaved } from './payment.js';
import { optPaymentMethodField } from './sales-order-extra.js';
import { optDateField } from './stock-opname.js';

/*
 * Multi-invoice payments (Pembayaran > Tagihan Pelanggan / Tagihan Supplier, issue 22 item 3): one
 * transfer covering several invoices of ONE customer (type customer, order_vendor_id = member_id) or
 * several goods receipts of ONE supplier (type supplier, order_vendor_id = vendor_id).
 *
 * Multipart encoding of finance_order_multiple_* and upload_finance_order_multiple_*: plain fields as
 * text, `details` as ONE text field holding a JSON array ('[{"order_id":12,"amount":"1.000.000"}]');
 * the proofs as the repeated file field `attachments` (JPG, PNG or PDF, at most 5 MB each). The same
 * calls also take a JSON or form body (details as an array, or details[0][order_id]=… in a form), and
 * proofs uploaded first with /payment/upload_attachment as attachment_ids. A detail's problem is
 * answered at `details.N.amount` / `details.N.order_id` / `details.N.penerimaan_id`.
 */

/** Whose documents a multi-invoice payment pays: a customer's invoices or a supplier's receipts. */
export const PAYMENT_MULTIPLE_TYPES = ['customer', 'supplier'] as const;
export type PaymentMultipleType = (typeof PAYMENT_MULTIPLE_TYPES)[number];
const typeField = z.enum(PAYMENT_MULTIPLE_TYPES, { error: 'Tipe harus customer atau supplier' });

/** The file field of the proofs in a multipart body. */
export const PAYMENT_MULTIPLE_FILE_FIELD = 'attachments';
/** At most this many proofs on one payment. */
export const PAYMENT_MULTIPLE_MAX_ATTACHMENTS = 10;
/** Largest multipart body of these calls: 5 proofs of 5 MB and the fields. */
export const PAYMENT_MULTIPLE_BODY_LIMIT = 26 * 1024 * 1024;

const emptyList = (v: unknown) => (v === undefined || v === null || v === '' ? [] : v);
const zeroIfBlank = (v: unknown) => (v === undefined || v === null || v === '' ? 0 : v);
const optFlag = (label: string) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v)), field.flag(label));

/** Query of GET /payment/list_invoice_order: the open documents of one customer (member_id) or supplier (vendor_id). */
export const paymentInvoiceOrderQuery = z.object({
  order_vendor_id: field.id('Pelanggan/Supplier'),
  type: typeField,
});
export type PaymentInvoiceOrderQuery = z.infer<typeof paymentInvoiceOrderQuery>;

/** One detail of a multi-invoice payment: an invoice (order_id, type customer) or a receipt (penerimaan_id, type supplier) and the amount paid on it. */
export const paymentMultipleDetailInput = z.object({
  order_id: field.optInt('Tagihan', 1),
  penerimaan_id: field.optInt('Penerimaan', 1),
  amount: field.money('Jumlah'),
});
export type PaymentMultipleDetailInput = z.infer<typeof paymentMultipleDetailInput>;

/**
 * Body of /payment/finance_order_multiple_validation and finance_order_multiple_stored (multipart; see
 * the file comment). Money: `amount` is what came in (default Σ details.amount − use_credit); with
 * use_credit the part paid from the customer's credit, Σ details.amount = amount + use_credit, except
 * that keep_as_credit = '1' keeps what came in beyond the details as the customer's credit (else it is
 * refused at `amount`). Credit is for customers only. Files in `attachments` (loose: the file parts
 * stay in the body).
 */
export const paymentMultipleBody = z.looseObject({
  order_vendor_id: field.id('Pelanggan/Supplier'),
  type: typeField,
  payment_date: optDateField('Tanggal pembayaran'),
  payment_method: optPaymentMethodField,
  bank_id: field.optInt('Rekening', 1),
  note: field.optText('Catatan', 500),
  amount: field.optMoney('Jumlah pembayaran'),
  keep_as_credit: optFlag('Simpan kelebihan sebagai kredit'),
  use_credit: z.preprocess(zeroIfBlank, field.money('Kredit yang dipakai')),
  details: z.preprocess(emptyList, field.list(paymentMultipleDetailInput, 'Rincian')),
  attachment_ids: z.preprocess(emptyList, field.list(field.id('Lampiran'), 'Lampiran')),
});
export type PaymentMultipleBody = z.infer<typeof paymentMultipleBody>;

/**
 * Body of /payment/finance_order_multiple_update_validation and _update_stored (multipart): a payment
 * still awaiting verification, replaced whole (date, method, account, note, details); proofs sent are
 * added. The customer/supplier and the type stay as stored (they may be sent, equal).
 */
export const paymentMultipleUpdateBody = z.looseObject({
  ...paymentMultipleBody.shape,
  payment_id: field.id('Pembayaran'),
  order_vendor_id: field.optInt('Pelanggan/Supplier', 1),
  type: z.preprocess((v) => (v === '' || v === null ? undefined : v), typeField.optional()),
});
export type PaymentMultipleUpdateBody = z.infer<typeof paymentMultipleUpdateBody>;

/** Body of /payment/finance_order_multiple_remove_invoice_validation and _remove_invoice: one detail of a pending payment (not its last). */
export const paymentMultipleRemoveInvoiceBody = z.object({ payment_detail_id: field.id('Rincian pembayaran') });
export type PaymentMultipleRemoveInvoiceBody = z.infer<typeof paymentMultipleRemoveInvoiceBody>;

/** Body of /payment/approval_finance_order_multiple_validation and _stored: approve, or reject with a reason. */
export const paymentMultipleApprovalBody = z.object({
  payment_id: field.id('Pembayaran'),
  action: z.enum(['approve', 'reject'], { error: 'Aksi harus approve atau reject' }),
  reason: field.optText('Alasan penolakan', 500),
});
export type PaymentMultipleApprovalBody = z.infer<typeof paymentMultipleApprovalBody>;

/** Body of /payment/delete_finance_order_multiple_validation and _stored: a multi-invoice payment awaiting verification. */
export const paymentMultipleDeleteBody = z.object({ payment_id: field.id('Pembayaran') });
export type PaymentMultipleDeleteBody = z.infer<typeof paymentMultipleDeleteBody>;

/** Body of /payment/upload_finance_order_multiple_validation and _stored: proofs added to a multi-invoice payment (files in `attachments`, or attachment_ids). */
export const paymentMultipleUploadBody = z.looseObject({
  payment_id: field.id('Pembayaran'),
  attachment_ids: z.preprocess(emptyList, field.list(field.id('Lampiran'), 'Lampiran')),
});
export type PaymentMultipleUploadBody = z.infer<typeof paymentMultipleUploadBody>;

/** The filters of POST /payment/list_multiple (top level or in columnFilters), as /payment/list. */
export const PAYMENT_MULTIPLE_LIST_FILTERS = [
  'payment_id',
  'payment_for',
  'order_vendor_id',
  'status',
  'bank_id',
  'payment_method',
  'gudang_id',
  'date_start',
  'date_end',
  'search',
] as const;

/* Answers. */

/** One open document of list_invoice_order: what it was, what came off it and what is still due. */
export const paymentInvoiceOrderDocument = z.object({
  order_id: int().nullable(),
  penerimaan_id: int().nullable(),
  /** Invoice or receipt number. */
  document_number: z.string(),
  document_date: day(),
  due_date: day().nullable(),
  grand_total: num(),
  /** Approved customer returns (supplier returns) taken off it. */
  returned_total: num(),
  /** Σ approved payments' details against it. */
  paid_amount: num(),
  /** Σ details of payments still awaiting verification against it (not yet paid; shown so they are not paid twice). */
  pending_amount: num(),
  amount_due: num(),
  gudang_id: int(),
  master_gudang_name: optText(),
});
export type PaymentInvoiceOrderDocument = z.infer<typeof paymentInvoiceOrderDocument>;

/** GET /payment/list_invoice_order: the customer's or supplier's open documents, oldest first, and the customer's credit. */
export const paymentInvoiceOrderAnswer = z.object({
  type: typeField,
  order_vendor_id: int(),
  order_vendor_name: optText(),
  /** The customer's credit balance (0 for a supplier). */
  credit_balance: num(),
  /** Σ amount_due of the documents. */
  total_due: num(),
  documents: z.array(paymentInvoiceOrderDocument),
});
export type PaymentInvoiceOrderAnswer = z.infer<typeof paymentInvoiceOrderAnswer>;

/** The stored calls' answer (create, update, approval, delete, remove invoice, upload): the payment, its state and amounts, its details and proofs counted. */
export const paymentMultipleSaved = paymentSaved.extend({
  payment_for: typeField,
  detail_count: int(),
  attachment_count: int(),
});
export type PaymentMultipleSaved = z.infer<typeof paymentMultipleSaved>;
