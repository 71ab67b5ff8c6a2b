import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './product.js';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

/**
 * A payment (Pembayaran): money that came in from a customer (`payment_for` 'customer') or went out
 * to a supplier ('supplier'), allocated to one or more documents by its `payment_detail` rows. Its
 * state follows the contract's customerPayment / supplierPayment machine (menunggu_verifikasi →
 * disetujui | ditolak | dihapus; disetujui → dibatalkan). Only an approved payment counts: a
 * document's paid_amount is Σ of the approved details against it (modules/payment/README.md).
 *
 * `order_vendor_id` is the payer/payee: the customer's member_id (null for a walk-in customer) or the
 * vendor_id. `amount` is what moved in rupiah; `credit_used` the part paid from the customer's credit
 * and `credit_amount` the part of an overpayment kept as credit, so that
 * Σ details + credit_amount = amount + credit_used.
 */
export const payment = pgTable(
  'payment',
  {
    payment_id: integer('payment_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    payment_number: varchar('payment_number', { length: 60 }).notNull(),
    payment_for: varchar('payment_for', { length: 10 }).notNull(),
    is_multiple: smallint('is_multiple').notNull().default(0),
    order_vendor_id: integer('order_vendor_id'),
    payment_date: date('payment_date', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    credit_amount: bigint('credit_amount', { mode: 'number' }).notNull().default(0),
    credit_used: bigint('credit_used', { mode: 'number' }).notNull().default(0),
    payment_method: varchar('payment_method', { length: 40 }),
    bank_id: integer('bank_id'),
    note: text('note'),
    status: varchar('status', { length: 24 }).notNull().default('menunggu_verifikasi'),
    status_reason: text('status_reason'),
    gudang_id: integer('gudang_id'),
    source: varchar('source', { length: 20 }).notNull().default('manual'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verified_by: integer('verified_by'),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_number_key').on(t.company_id, t.payment_number),
    index('payment_list_idx').on(t.company_id, t.payment_for, t.payment_date),
    index('payment_party_idx').on(t.company_id, t.payment_for, t.order_vendor_id, t.status),
    check('payment_for_check', sql`${t.payment_for} in ('customer', 'supplier')`),
    check('payment_money', sql`${t.amount} >= 0 and ${t.credit_amount} >= 0 and ${t.credit_used} >= 0`),
    check('payment_is_multiple', sql`${t.is_multiple} in (0, 1)`),
    tenantPolicy('payment'),
  ],
).enableRLS();

/** One document a payment pays (the spec's payment_detail_id): a customer invoice (order_id) or a supplier receipt (penerimaan_id). */
export const paymentDetail = pgTable(
  'payment_detail',
  {
    payment_detail_id: integer('payment_detail_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    payment_id: integer('payment_id').notNull(),
    order_id: integer('order_id'),
    penerimaan_id: integer('penerimaan_id'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.payment_id], foreignColumns: [payment.payment_id], name: 'payment_detail_header_fk' }).onDelete('cascade'),
    uniqueIndex('payment_detail_order_key').on(t.payment_id, t.order_id),
    uniqueIndex('payment_detail_receipt_key').on(t.payment_id, t.penerimaan_id),
    index('payment_detail_order_idx').on(t.company_id, t.order_id),
    index('payment_detail_receipt_idx').on(t.company_id, t.penerimaan_id),
    check('payment_detail_amount', sql`${t.amount} > 0`),
    check('payment_detail_target', sql`(${t.order_id} is null) <> (${t.penerimaan_id} is null)`),
    tenantPolicy('payment_detail'),
  ],
).enableRLS();

/**
 * A proof of payment (transfer slip: jpg, png or pdf, at most 5 MB). Uploaded before its payment
 * exists (payment_id null) and attached when the payment is stored.
 */
export const paymentAttachment = pgTable(
  'payment_attachment',
  {
    attachment_id: integer('attachment_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    payment_id: integer('payment_id'),
    file_name: varchar('file_name', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.payment_id], foreignColumns: [payment.payment_id], name: 'payment_attachment_header_fk' }).onDelete('cascade'),
    index('payment_attachment_header_idx').on(t.company_id, t.payment_id),
    check('payment_attachment_size', sql`${t.size} > 0 and ${t.size} <= 5242880`),
    tenantPolicy('payment_attachment'),
  ],
).enableRLS();
