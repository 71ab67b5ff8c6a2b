import { z } from 'zod';
import { day, int, listAnswer, num, optText } from './answers.js';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/*
 * Kas & Bank (/bank, server/src/modules/payment/bank): each kasbank account's balance and movements
 * from APPROVED payments (customer payments in, supplier payments out) over a period, with the
 * account's opening balance (master kasbank_opening_balance) before everything.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * Filter of /bank_trans/summary, /bank_trans/list and their Excel: the period in days (date_start,
 * date_end; by default the current month up to today), one account (kasbank_id; 0 or none = all,
 * -1 = payments without an account), a direction (in = money in, out = money out) and a search on the
 * payment number, the party's name and the note. page 1, perPage 20 by default.
 */
export const bankTransFilter = z.object({
  date_start: optDateField('Tanggal mulai'),
  date_end: optDateField('Tanggal akhir'),
  kasbank_id: z.preprocess(blank, field.int('Akun Kas & Bank', -1).optional()),
  direction: z.preprocess(blank, z.enum(['in', 'out'], { error: 'Arah harus in atau out' }).optional()),
  search: field.optText('Cari', 100),
  page: z.preprocess((v) => (v === '' || v == null ? 1 : v), field.int('page', 1, 1_000_000)),
  perPage: z.preprocess((v) => (v === '' || v == null ? 20 : v), field.int('perPage', 1, 500)),
});
export type BankTransFilter = z.infer<typeof bankTransFilter>;

/** An account's figures of the period: opening at the start, money in, money out, closing at the end. */
export const bankAccountBalance = z.object({
  /** null: approved payments recorded without an account of Kas & Bank. */
  kasbank_id: int().nullable(),
  kasbank_code: optText(),
  kasbank_name: z.string(),
  kasbank_type: optText(),
  kasbank_bank_name: optText(),
  kasbank_account_number: optText(),
  /** The account's opening balance of the master data (before any payment). */
  opening_balance: num(),
  /** The balance at the start of date_start: opening_balance + in − out of the approved payments before it. */
  opening: num(),
  money_in: num(),
  money_out: num(),
  closing: num(),
  movement_count: int(),
});
export type BankAccountBalance = z.infer<typeof bankAccountBalance>;

/** POST /bank_trans/summary: the period, every account and the totals of all accounts. */
export const bankTransSummary = z.object({
  date_start: day(),
  date_end: day(),
  accounts: z.array(bankAccountBalance),
  totals: z.object({ opening: num(), money_in: num(), money_out: num(), closing: num(), movement_count: int() }),
});
export type BankTransSummary = z.infer<typeof bankTransSummary>;

/** One movement: an approved payment, money in (customer) or out (supplier), and its account's balance after it. */
export const bankMovementRow = z.object({
  payment_id: int(),
  payment_number: z.string(),
  payment_for: z.enum(['customer', 'supplier']),
  payment_date: day(),
  kasbank_id: int().nullable(),
  kasbank_name: z.string(),
  /** The customer's or supplier's name. */
  party_name: optText(),
  /** The invoices or receipts it paid, comma separated. */
  document_numbers: z.string(),
  payment_method: optText(),
  note: optText(),
  money_in: num(),
  money_out: num(),
  /** The account's balance after this movement (movements of a day in payment order). */
  balance: num(),
});
export type BankMovementRow = z.infer<typeof bankMovementRow>;
export const bankMovementList = listAnswer(bankMovementRow);

/* The prints of a payment (print_pembayaran_*, print_pembelian_* of a supplier payment) and its kwitansi PDF. */

/** Query of GET /payment/print and GET /payment/kwitansi_pdf. */
export const paymentPrintQuery = z.object({ payment_id: field.id('Pembayaran') });

/** A document a payment paid, as its prints show it. */
export const paymentPrintDocument = z.object({
  order_id: int().nullable(),
  penerimaan_id: int().nullable(),
  document_number: z.string(),
  document_date: day().nullable(),
  /** The supplier's invoice number of a receipt. */
  reference_number: optText(),
  document_total: num(),
  amount: num(),
});

/** GET /payment/print: what the prints and the kwitansi of one payment show. */
export const paymentPrintAnswer = z.object({
  payment_id: int(),
  payment_number: z.string(),
  payment_for: z.enum(['customer', 'supplier']),
  is_multiple: int(),
  status: z.string(),
  status_label: z.string(),
  payment_date: day(),
  amount: num(),
  credit_used: num(),
  credit_amount: num(),
  payment_method: optText(),
  kasbank_name: optText(),
  kasbank_account: optText(),
  party_name: optText(),
  note: optText(),
  created_by_name: optText(),
  verified_by_name: optText(),
  details: z.array(paymentPrintDocument),
});
export type PaymentPrintData = z.infer<typeof paymentPrintAnswer>;
