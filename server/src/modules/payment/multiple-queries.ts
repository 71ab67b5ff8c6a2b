import type { PAYMENT_STATES, PaymentMultipleType } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type Actor, actorCan } from '../../platform/command.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { warehouseScope } from '../../platform/warehouse-scope.js';
import { receiptBalances } from '../purchase/receipt/commands/record-receipt-payment.js';
import { isPartner, salesOrderScope } from '../sales/order/commands/order-scope.js';
import { orderBalances } from '../sales/retur-konsumen/queries.js';
import { customerCreditBalance } from './commands/customer-credit.js';
import { paymentScope, readsCustomerPayments, readsSupplierPayments } from './queries.js';

/*
 * Reads of the multi-invoice payments (multiple-routes.ts): who may see which, the open documents of
 * a customer or supplier (list_invoice_order), the list of multi-invoice payments (list_multiple).
 */

/** Whether the actor may read payments of this kind, as /payment/list (customer: Tagihan Pelanggan, Tagihan or a partner's Pemesanan; supplier: Tagihan Supplier, never a partner). */
export function canSeeKind(actor: Actor, type: PaymentMultipleType | string) {
  return type === 'supplier' ? readsSupplierPayments(actor) && !isPartner(actor) : readsCustomerPayments(actor);
}
/** Writes: finance of the kind's page only (a partner never). */
export function assertCanWrite(actor: Actor, type: PaymentMultipleType | string) {
  const page = type === 'supplier' ? 'verificationPaymentOrder' : 'verificationPayment';
  if (isPartner(actor) || !actorCan(actor, page)) throw forbidden();
}

export interface MultiplePaymentHead {
  payment_id: number;
  payment_number: string;
  payment_for: PaymentMultipleType;
  order_vendor_id: number | null;
  status: string;
  payment_date: string;
  payment_method: string | null;
  bank_id: number | null;
  note: string | null;
}

/**
 * A multi-invoice payment the user reaches, locked until the transaction ends (404 for another
 * company's, a single payment, or one of documents the user does not reach); `write` also needs the
 * kind's finance page (403).
 */
export async function visibleMultiplePayment(tx: Tx, actor: Actor, paymentId: number, write = true): Promise<MultiplePaymentHead> {
  const r =
    await tx.execute(sql`select p.payment_id, p.payment_number, p.payment_for, p.order_vendor_id, p.status, to_char(p.payment_date, 'YYYY-MM-DD') as payment_date,
      p.payment_method, p.bank_id, p.note
    from payment p where p.payment_id = ${paymentId} and p.is_multiple = 1 and ${paymentScope(actor)} for update of p`);
  const x = r.rows[0] as Record<string, unknown> | undefined;
  if (!x) throw notFound('Pembayaran tidak ditemukan');
  const head: MultiplePaymentHead = {
    payment_id: Number(x.payment_id),
    payment_number: String(x.payment_number),
    payment_for: x.payment_for === 'supplier' ? 'supplier' : 'customer',
    order_vendor_id: x.order_vendor_id === null ? null : Number(x.order_vendor_id),
    status: String(x.status),
    payment_date: String(x.payment_date),
    payment_method: (x.payment_method as string | null) ?? null,
    bank_id: x.bank_id === null ? null : Number(x.bank_id),
    note: (x.note as string | null) ?? null,
  };
  if (write) assertCanWrite(actor, head.payment_for);
  return head;
}

/** The customer's (member) or supplier's (vendor) name, or 404 when the company has no such one. */
export async function partyName(tx: Tx, type: PaymentMultipleType, id: number): Promise<string> {
  const r =
    type === 'customer'
      ? await tx.execute(sql`select member_name as name from master_member where member_id = ${id}`)
      : await tx.execute(sql`select vendor_name as name from master_vendor where vendor_id = ${id}`);
  const row = r.rows[0] as { name: string | null } | undefined;
  if (!row) throw notFound(type === 'customer' ? 'Pelanggan tidak ditemukan' : 'Supplier tidak ditemukan');
  return row.name ?? '';
}

/** Σ details of payments awaiting verification per document (what is being paid but not yet approved). */
const pendingOf = (column: SQL) => sql`(select coalesce(sum(pd.amount), 0)::float8 from payment_detail pd join payment pp on pp.payment_id = pd.payment_id
  where ${column} and pp.status = 'menunggu_verifikasi')`;

/**
 * GET /payment/list_invoice_order: the open documents of one customer (invoices not cancelled, not
 * deleted, not awaiting discount approval, with something still due after approved returns and
 * payments) or one supplier (approved receipts with something due), oldest first, those the user
 * reaches; with the customer's credit balance.
 */
export async function listInvoiceOrder(tx: Tx, actor: Actor, type: PaymentMultipleType, partyId: number) {
  if (!canSeeKind(actor, type)) throw forbidden();
  const name = await partyName(tx, type, partyId);
  // one row shape for both sides: the document's id, number and date under the same names
  const customer = type === 'customer';
  const r = customer
    ? await tx.execute(sql`select o.order_id as id, o.invoice_number as document_number, to_char(o.order_date, 'YYYY-MM-DD') as document_date,
        to_char(o.due_date, 'YYYY-MM-DD') as due_date, o.grand_total::float8 as grand_total, o.paid_amount::float8 as paid_amount, o.gudang_id,
        g.master_gudang_name, ${pendingOf(sql`pd.order_id = o.order_id`)} as pending
      from sales_order o left join master_gudang g on g.master_gudang_id = o.gudang_id
      where o.member_id = ${partyId} and o.deleted_at is null and o.status not in ('dibatalkan', 'menunggu_persetujuan') and ${salesOrderScope(actor)}
      order by o.order_date, o.order_id`)
    : await tx.execute(sql`select r.penerimaan_id as id, r.penerimaan_number as document_number, to_char(r.penerimaan_date, 'YYYY-MM-DD') as document_date,
        to_char(r.due_date, 'YYYY-MM-DD') as due_date, r.grand_total::float8 as grand_total, r.paid_amount::float8 as paid_amount, r.gudang_id,
        g.master_gudang_name, ${pendingOf(sql`pd.penerimaan_id = r.penerimaan_id`)} as pending
      from goods_receipt r left join master_gudang g on g.master_gudang_id = r.gudang_id
      where r.vendor_id = ${partyId} and r.is_internal = 0 and r.status = 'approved' and ${warehouseScope(actor, sql`r.gudang_id`)}
      order by r.penerimaan_date, r.penerimaan_id`);
  const rows = r.rows as Record<string, unknown>[];
  const ids = rows.map((x) => Number(x.id));
  const balances: Map<number, { returned_total: number; amount_due: number }> = customer ? await orderBalances(tx, ids) : await receiptBalances(tx, ids);
  const documents = rows.map((x) => {
    const id = Number(x.id);
    const b = balances.get(id);
    return {
      order_id: customer ? id : null,
      penerimaan_id: customer ? null : id,
      document_number: String(x.document_number),
      document_date: String(x.document_date),
      due_date: (x.due_date as string | null) ?? null,
      grand_total: Number(x.grand_total),
      returned_total: b?.returned_total ?? 0,
      paid_amount: Number(x.paid_amount),
      pending_amount: Number(x.pending),
      amount_due: b?.amount_due ?? 0,
      gudang_id: Number(x.gudang_id),
      master_gudang_name: (x.master_gudang_name as string | null) ?? null,
    };
  });
  const open = documents.filter((d) => d.amount_due > 0);
  return {
    type,
    order_vendor_id: partyId,
    order_vendor_name: name,
    credit_balance: type === 'customer' ? await customerCreditBalance(tx, partyId) : 0,
    total_due: open.reduce((s, d) => s + d.amount_due, 0),
    documents: open,
  };
}

/** What the stored calls answer: the payment's state and money, its details and proofs counted. */
export async function multipleSaved(tx: Tx, paymentId: number) {
  const r =
    await tx.execute(sql`select p.payment_id, p.payment_number, p.payment_for, p.status, p.amount::float8 as amount, p.credit_amount::float8 as credit_amount,
      p.credit_used::float8 as credit_used,
      (select count(*)::int from payment_detail d where d.payment_id = p.payment_id) as detail_count,
      (select count(*)::int from payment_attachment a where a.payment_id = p.payment_id) as attachment_count
    from payment p where p.payment_id = ${paymentId}`);
  const x = r.rows[0] as Record<string, unknown>;
  return {
    payment_id: Number(x.payment_id),
    payment_number: String(x.payment_number),
    payment_for: x.payment_for as PaymentMultipleType,
    status: x.status as (typeof PAYMENT_STATES)[number]['value'],
    amount: Number(x.amount),
    credit_amount: Number(x.credit_amount),
    credit_used: Number(x.credit_used),
    detail_count: Number(x.detail_count),
    attachment_count: Number(x.attachment_count),
  };
}
