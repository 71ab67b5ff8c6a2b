import { jakartaToday, type PaymentFor, type PaymentSource, type PaymentState, paymentDocument } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { enterDocument } from '../../../platform/documents/enter-document.js';
import { ErrorBag } from '../../../platform/errors.js';
import { nextCode } from '../../../platform/number-series.js';
import { receiptBalances } from '../../purchase/receipt/commands/record-receipt-payment.js';
import { orderBalances } from '../../sales/retur-konsumen/queries.js';
import { applyPaymentDetails } from './apply-payment.js';
import { customerCreditBalance, lockCustomerCredit } from './customer-credit.js';

/** One document a payment pays: a customer invoice (order_id) or a supplier receipt (penerimaan_id), and how much of the payment goes to it. */
export interface PaymentDetailInput {
  order_id?: number | null;
  penerimaan_id?: number | null;
  amount: number;
}

/**
 * A payment to record (createPayment). Customer payments name invoices (order_id) of one customer
 * (order_vendor_id = the orders' member_id, null for a walk-in customer's single invoice); supplier
 * payments name receipts (penerimaan_id) of one vendor (order_vendor_id = vendor_id). Money:
 * Σ details.amount + credit_amount = amount + credit_used (credit only for customers).
 */
export interface CreatePaymentInput {
  payment_for: PaymentFor;
  order_vendor_id: number | null;
  details: readonly PaymentDetailInput[];
  /** What came in / went out, rupiah. */
  amount: number;
  /** YYYY-MM-DD; today (Jakarta) when absent. */
  payment_date?: string | null;
  payment_method?: string | null;
  bank_id?: number | null;
  note?: string | null;
  /** Part of an overpayment kept as the customer's credit. */
  credit_amount?: number;
  /** Part paid from the customer's credit balance. */
  credit_used?: number;
  /** The warehouse of its documents; taken from them when they share one. */
  gudang_id?: number | null;
  source?: PaymentSource;
  /** Proofs uploaded before (upload_attachment), attached to the payment. */
  attachment_ids?: readonly number[];
  /** 1 for a payment covering several documents; by default 1 when there is more than one detail. */
  is_multiple?: 0 | 1;
  /** Entered approved (Tandai Lunas, COD settlement, cashier): recorded on the documents at once. */
  approved?: boolean;
}

export interface CheckedPayment extends Required<Omit<CreatePaymentInput, 'approved' | 'details'>> {
  details: { order_id: number | null; penerimaan_id: number | null; amount: number }[];
  approved: boolean;
}

/** The request field of a detail's key: `details.N.key` for a multi-document payment, the top-level field for a single one. */
export const detailField = (isMultiple: number, i: number, key: 'amount' | 'order_id' | 'penerimaan_id') => (isMultiple ? `details.${i}.${key}` : key);

/**
 * Every rule of a new payment, writing nothing (422 at the field): at least one detail, each naming
 * exactly one document of the payment's kind, once; the documents exist (row-level security), belong
 * to the payer/payee, can be paid (invoice not cancelled/deleted/awaiting discount approval; receipt
 * approved) and each detail is at most what the document still owes now (approval checks again under
 * locks); the money adds up; credit is used only by a customer and up to their balance; the account
 * exists and is active; the date is not in the future; proofs exist and belong to no payment yet.
 * Scope (which documents the caller may reach) is the caller's check.
 */
export async function checkCreatePayment(tx: Tx, actor: Actor, input: CreatePaymentInput): Promise<CheckedPayment> {
  const bag = new ErrorBag();
  const isMultiple = input.is_multiple ?? (input.details.length > 1 ? 1 : 0);
  const customer = input.payment_for === 'customer';
  const creditAmount = customer ? (input.credit_amount ?? 0) : 0;
  const creditUsed = customer ? (input.credit_used ?? 0) : 0;
  if (!customer && (input.credit_amount || input.credit_used)) bag.add('use_credit', 'Kredit hanya untuk pembayaran pelanggan');
  if (!input.details.length) bag.add('details', customer ? 'Pilih minimal satu tagihan' : 'Pilih minimal satu penerimaan');
  const details = input.details.map((d) => ({ order_id: d.order_id ?? null, penerimaan_id: d.penerimaan_id ?? null, amount: d.amount }));
  const key = customer ? 'order_id' : 'penerimaan_id';
  const seen = new Set<number>();
  details.forEach((d, i) => {
    const id = d[key];
    if (id === null || (customer ? d.penerimaan_id : d.order_id) !== null)
      bag.add(detailField(isMultiple, i, key), customer ? 'Rincian harus menunjuk satu tagihan' : 'Rincian harus menunjuk satu penerimaan');
    else if (seen.has(id)) bag.add(detailField(isMultiple, i, key), customer ? 'Tagihan dipilih dua kali' : 'Penerimaan dipilih dua kali');
    else seen.add(id);
    if (!Number.isInteger(d.amount) || d.amount <= 0) bag.add(detailField(isMultiple, i, 'amount'), 'Jumlah harus lebih dari 0');
  });
  const ids = [...seen];
  let gudangs = new Set<number>();
  if (customer && ids.length) {
    const r = await tx.execute(sql`select order_id, member_id, gudang_id, status, deleted_at from sales_order where order_id = any(${sql.param(ids)}::int[])`);
    const rows = new Map((r.rows as Record<string, unknown>[]).map((x) => [Number(x.order_id), x]));
    const balances = await orderBalances(tx, ids);
    gudangs = new Set([...rows.values()].map((x) => Number(x.gudang_id)));
    details.forEach((d, i) => {
      if (d.order_id === null) return;
      const o = rows.get(d.order_id);
      const f = detailField(isMultiple, i, 'order_id');
      if (!o) bag.add(f, 'Tagihan tidak ditemukan');
      else if (o.deleted_at) bag.add(f, 'Tagihan sudah dihapus');
      else if (o.status === 'dibatalkan') bag.add(f, 'Tagihan sudah dibatalkan');
      else if (o.status === 'menunggu_persetujuan') bag.add(f, 'Tagihan masih menunggu persetujuan diskon');
      else if ((o.member_id === null ? null : Number(o.member_id)) !== input.order_vendor_id) bag.add(f, 'Tagihan bukan milik pelanggan ini');
      else {
        const due = balances.get(d.order_id)?.amount_due ?? 0;
        if (due === 0) bag.add(f, 'Tagihan sudah lunas');
        else if (d.amount > due) bag.add(detailField(isMultiple, i, 'amount'), `Jumlah melebihi sisa tagihan (sisa Rp ${due.toLocaleString('id-ID')})`);
      }
    });
  } else if (ids.length) {
    const r = await tx.execute(sql`select penerimaan_id, vendor_id, gudang_id, status from goods_receipt where penerimaan_id = any(${sql.param(ids)}::int[])`);
    const rows = new Map((r.rows as Record<string, unknown>[]).map((x) => [Number(x.penerimaan_id), x]));
    const balances = await receiptBalances(tx, ids);
    gudangs = new Set([...rows.values()].map((x) => Number(x.gudang_id)));
    details.forEach((d, i) => {
      if (d.penerimaan_id === null) return;
      const x = rows.get(d.penerimaan_id);
      const f = detailField(isMultiple, i, 'penerimaan_id');
      if (!x) bag.add(f, 'Penerimaan tidak ditemukan');
      else if (x.status !== 'approved') bag.add(f, 'Penerimaan belum disetujui atau sudah dihapus');
      else if ((x.vendor_id === null ? null : Number(x.vendor_id)) !== input.order_vendor_id) bag.add(f, 'Penerimaan bukan dari supplier ini');
      else {
        const due = balances.get(d.penerimaan_id)?.amount_due ?? 0;
        if (due === 0) bag.add(f, 'Penerimaan sudah lunas');
        else if (d.amount > due) bag.add(detailField(isMultiple, i, 'amount'), `Jumlah melebihi sisa tagihan (sisa Rp ${due.toLocaleString('id-ID')})`);
      }
    });
  }
  const allocated = details.reduce((s, d) => s + d.amount, 0);
  if (bag.empty && allocated + creditAmount !== input.amount + creditUsed)
    bag.add('amount', 'Jumlah pembayaran tidak sama dengan jumlah yang dialokasikan ke tagihan (ditambah kredit)');
  if (creditUsed > 0) {
    if (input.order_vendor_id === null) bag.add('use_credit', 'Pelanggan tanpa kontak tidak memiliki kredit');
    else {
      await lockCustomerCredit(tx, input.order_vendor_id);
      const balance = await customerCreditBalance(tx, input.order_vendor_id);
      if (creditUsed > balance) bag.add('use_credit', `Kredit yang dipakai melebihi saldo kredit pelanggan (Rp ${balance.toLocaleString('id-ID')})`);
    }
  }
  if (creditAmount > 0 && input.order_vendor_id === null)
    bag.add('keep_as_credit', 'Kelebihan bayar hanya dapat disimpan sebagai kredit untuk pelanggan terdaftar');
  if (input.bank_id !== undefined && input.bank_id !== null) {
    const bank = await tx.execute(sql`select status from master_kasbank where kasbank_id = ${input.bank_id}`);
    const row = bank.rows[0] as { status: number } | undefined;
    if (!row) bag.add('bank_id', 'Rekening tidak ditemukan');
    else if (Number(row.status) !== 1) bag.add('bank_id', 'Rekening tidak aktif');
  }
  const paymentDate = input.payment_date || jakartaToday();
  if (paymentDate > jakartaToday()) bag.add('payment_date', 'Tanggal pembayaran tidak boleh di masa depan');
  const attachmentIds = [...new Set(input.attachment_ids ?? [])];
  if (attachmentIds.length) {
    // A proof not attached yet is its uploader's alone (as GET /payment/attachment): another user's is "not found".
    const r = await tx.execute(sql`select attachment_id, payment_id from payment_attachment where attachment_id = any(${sql.param(attachmentIds)}::int[])
      and (payment_id is not null or created_by = ${actor.userId})`);
    const found = new Map((r.rows as { attachment_id: number; payment_id: number | null }[]).map((x) => [Number(x.attachment_id), x.payment_id]));
    for (const id of attachmentIds) {
      if (!found.has(id)) bag.add('attachment_ids', 'Lampiran tidak ditemukan');
      else if (found.get(id) !== null) bag.add('attachment_ids', 'Lampiran sudah dipakai pembayaran lain');
    }
  }
  bag.throwIfAny();
  return {
    payment_for: input.payment_for,
    order_vendor_id: input.order_vendor_id,
    details,
    amount: input.amount,
    payment_date: paymentDate,
    payment_method: input.payment_method ?? null,
    bank_id: input.bank_id ?? null,
    note: input.note ?? null,
    credit_amount: creditAmount,
    credit_used: creditUsed,
    gudang_id: input.gudang_id ?? (gudangs.size === 1 ? [...gudangs][0] : null),
    source: input.source ?? 'manual',
    attachment_ids: attachmentIds,
    is_multiple: isMultiple as 0 | 1,
    approved: input.approved ?? false,
  };
}

/**
 * THE command that records a payment (customer or supplier, one or several documents): checks
 * (checkCreatePayment), numbers it (customer_payment / supplier_payment series), stores the header,
 * its details and proofs, enters it into its machine in menunggu_verifikasi, or in disetujui with
 * `approved` (then the details are recorded on the documents at once, as approvePayment does).
 * Answers the stored payment.
 */
export async function createPayment(tx: Tx, actor: Actor, input: CreatePaymentInput) {
  const p = await checkCreatePayment(tx, actor, input);
  const doc = paymentDocument(p.payment_for);
  const state: PaymentState = p.approved ? 'disetujui' : 'menunggu_verifikasi';
  const number = await nextCode(tx, actor.companyId, doc.series ?? (undefined as never));
  const r = await tx.execute(sql`insert into payment (payment_number, payment_for, is_multiple, order_vendor_id, payment_date, amount, credit_amount,
      credit_used, payment_method, bank_id, note, status, gudang_id, source, created_by, verified_by, verified_at)
    values (${number}, ${p.payment_for}, ${p.is_multiple}, ${p.order_vendor_id}, ${p.payment_date}, ${p.amount}, ${p.credit_amount}, ${p.credit_used},
      ${p.payment_method}, ${p.bank_id}, ${p.note}, ${state}, ${p.gudang_id}, ${p.source}, ${actor.userId},
      ${p.approved ? actor.userId : null}, ${p.approved ? sql`now()` : null})
    returning payment_id`);
  const paymentId = Number((r.rows[0] as { payment_id: number }).payment_id);
  await tx.execute(sql`insert into payment_detail (payment_id, order_id, penerimaan_id, amount)
    select ${paymentId}, o, r, a from unnest(${sql.param(p.details.map((d) => d.order_id))}::int[], ${sql.param(p.details.map((d) => d.penerimaan_id))}::int[],
      ${sql.param(p.details.map((d) => d.amount))}::bigint[]) as x(o, r, a)`);
  if (p.attachment_ids.length)
    await tx.execute(sql`update payment_attachment set payment_id = ${paymentId} where attachment_id = any(${sql.param([...p.attachment_ids])}::int[])`);
  await enterDocument(tx, actor, doc, paymentId, state);
  if (p.approved) await applyPaymentDetails(tx, actor, paymentId, 1);
  return { payment_id: paymentId, payment_number: number, status: state, amount: p.amount, credit_amount: p.credit_amount, credit_used: p.credit_used };
}
