import { allowedActions, customerPayment, PAYMENT_STATES, salesPaymentMethodLabel } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type Actor, actorCan } from '../../platform/command.js';
import { editableSql } from '../../platform/documents/editable.js';
import { stateHistory } from '../../platform/documents/run-transition.js';
import type { ExportSheet } from '../../platform/excel/export-job.js';
import { notFound } from '../../platform/errors.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList } from '../../platform/list.js';
import { warehouseScope } from '../../platform/warehouse-scope.js';
import { receiptBalances } from '../purchase/receipt/commands/record-receipt-payment.js';
import { isPartner, salesOrderScope } from '../sales/order/commands/order-scope.js';
import { orderBalances } from '../sales/retur-konsumen/queries.js';
import { customerCreditBalance } from './commands/customer-credit.js';
import { storedPaymentOf } from './payment-document.js';

export const PAYMENT_LIST_FILTERS = [
  'payment_id',
  'status',
  'payment_for',
  'is_multiple',
  'source',
  'date_start',
  'date_end',
  'order_id',
  'penerimaan_id',
  'order_vendor_id',
  'gudang_id',
  'bank_id',
  'payment_method',
  'payment_number',
  'invoice_number',
  'search',
] as const;

/** Customer payments are read with the Tagihan Pelanggan page, the Tagihan page or (a partner) Pemesanan; supplier payments with Tagihan Supplier. */
export const readsCustomerPayments = (actor: Actor) => actorCan(actor, 'verificationPayment') || actorCan(actor, 'orderList') || actorCan(actor, 'indexSales');
export const readsSupplierPayments = (actor: Actor) => actorCan(actor, 'verificationPaymentOrder');

/**
 * The payments a user reaches (alias `p`): customer payments with a customer page, supplier payments
 * with Tagihan Supplier; a partner only payments of its own orders (every invoice it pays is the
 * partner's); group 6 only payments of its warehouses; row-level security keeps other companies out.
 */
export function paymentScope(actor: Actor): SQL {
  const kinds: SQL[] = [];
  if (readsCustomerPayments(actor)) {
    kinds.push(
      isPartner(actor)
        ? sql`(p.payment_for = 'customer' and not exists (select 1 from payment_detail d join sales_order o on o.order_id = d.order_id
            where d.payment_id = p.payment_id and o.mitra_user_id is distinct from ${actor.userId}))`
        : sql`p.payment_for = 'customer'`,
    );
  }
  if (readsSupplierPayments(actor) && !isPartner(actor)) kinds.push(sql`p.payment_for = 'supplier'`);
  if (!kinds.length) return sql`false`;
  return sql`(${sql.join(kinds, sql` or `)}) and ${warehouseScope(actor, sql`p.gudang_id`)}`;
}

const docNumbers = sql`(select string_agg(coalesce(o.invoice_number, r.penerimaan_number), ', ' order by d.payment_detail_id)
    from payment_detail d left join sales_order o on o.order_id = d.order_id left join goods_receipt r on r.penerimaan_id = d.penerimaan_id
    where d.payment_id = p.payment_id)`;

const listSpec: ListSpec = {
  filters: {
    payment_id: { column: sql`p.payment_id`, op: 'eq' },
    status: { column: sql`p.status`, op: 'eq' },
    payment_for: { column: sql`p.payment_for`, op: 'eq' },
    is_multiple: { column: sql`p.is_multiple`, op: 'eq' },
    source: { column: sql`p.source`, op: 'eq' },
    date_start: { column: sql`p.payment_date`, op: 'from' },
    date_end: { column: sql`p.payment_date`, op: 'to' },
    order_vendor_id: { column: sql`p.order_vendor_id`, op: 'eq' },
    gudang_id: { column: sql`p.gudang_id`, op: 'eq' },
    bank_id: { column: sql`p.bank_id`, op: 'eq' },
    payment_method: { column: sql`p.payment_method`, op: 'eq' },
    payment_number: { column: sql`p.payment_number`, op: 'contains' },
    invoice_number: { column: docNumbers, op: 'contains' },
  },
  search: [sql`p.payment_number`, docNumbers, sql`coalesce(mb.member_name, v.vendor_name, '')`, sql`coalesce(p.note, '')`],
  sort: {
    payment_id: sql`p.payment_id`,
    payment_number: sql`p.payment_number`,
    payment_date: sql`p.payment_date`,
    amount: sql`p.amount`,
    status: sql`p.status`,
    created_at: sql`p.created_at`,
  },
  defaultSort: { field: 'payment_id', type: 'desc' },
};

const from = sql`payment p
  left join master_member mb on p.payment_for = 'customer' and mb.member_id = p.order_vendor_id
  left join master_vendor v on p.payment_for = 'supplier' and v.vendor_id = p.order_vendor_id
  left join master_kasbank k on k.kasbank_id = p.bank_id
  left join master_gudang g on g.master_gudang_id = p.gudang_id
  left join users u on u.id = p.created_by left join users uv on uv.id = p.verified_by`;

const select = sql`p.payment_id, p.payment_number, p.payment_for, p.is_multiple::int as is_multiple, p.order_vendor_id,
  coalesce(mb.member_name, v.vendor_name, (select o.customer_name from payment_detail d join sales_order o on o.order_id = d.order_id
    where d.payment_id = p.payment_id order by d.payment_detail_id limit 1)) as order_vendor_name,
  to_char(p.payment_date, 'YYYY-MM-DD') as payment_date, p.amount::float8 as amount, p.credit_amount::float8 as credit_amount,
  p.credit_used::float8 as credit_used, p.payment_method, p.bank_id, k.kasbank_name as bank_name, p.note, p.status, p.status_reason, p.gudang_id,
  g.master_gudang_name, p.source, ${docNumbers} as document_numbers,
  (select coalesce(sum(d.amount), 0) from payment_detail d where d.payment_id = p.payment_id)::float8 as details_total,
  (select count(*) from payment_attachment a where a.payment_id = p.payment_id)::int as attachment_count,
  p.created_at, u.name as created_by_name, p.verified_at, uv.name as verified_by_name, ${editableSql(customerPayment, sql`p.status`)}`;

const stateLabel = (s: unknown) => PAYMENT_STATES.find((x) => x.value === s)?.label ?? String(s);
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

function rowOf(x: Record<string, unknown>) {
  return {
    payment_id: Number(x.payment_id),
    payment_number: String(x.payment_number),
    payment_for: x.payment_for as 'customer' | 'supplier',
    is_multiple: Number(x.is_multiple),
    order_vendor_id: x.order_vendor_id === null ? null : Number(x.order_vendor_id),
    order_vendor_name: (x.order_vendor_name as string | null) ?? null,
    payment_date: String(x.payment_date),
    amount: Number(x.amount),
    credit_amount: Number(x.credit_amount),
    credit_used: Number(x.credit_used),
    payment_method: (x.payment_method as string | null) ?? null,
    payment_method_label: salesPaymentMethodLabel(x.payment_method as string | null) ?? (x.payment_method as string | null) ?? null,
    bank_id: x.bank_id === null ? null : Number(x.bank_id),
    bank_name: (x.bank_name as string | null) ?? null,
    note: (x.note as string | null) ?? null,
    status: x.status as (typeof PAYMENT_STATES)[number]['value'],
    status_label: stateLabel(x.status),
    status_reason: (x.status_reason as string | null) ?? null,
    gudang_id: x.gudang_id === null ? null : Number(x.gudang_id),
    master_gudang_name: (x.master_gudang_name as string | null) ?? null,
    source: String(x.source),
    document_numbers: String(x.document_numbers ?? ''),
    details_total: Number(x.details_total),
    attachment_count: Number(x.attachment_count),
    created_at: iso(x.created_at) as string,
    created_by_name: (x.created_by_name as string | null) ?? null,
    verified_at: iso(x.verified_at),
    verified_by_name: (x.verified_by_name as string | null) ?? null,
    editable: Boolean(x.editable),
  };
}

/** The order_id filter: payments with a detail on that invoice (penerimaan_id likewise). */
function detailFilters(query: ListQueryInput): SQL | undefined {
  const f = (query.columnFilters ?? {}) as Record<string, unknown>;
  const parts: SQL[] = [];
  if (f.order_id) parts.push(sql`exists (select 1 from payment_detail d where d.payment_id = p.payment_id and d.order_id = ${Number(f.order_id)})`);
  if (f.penerimaan_id)
    parts.push(sql`exists (select 1 from payment_detail d where d.payment_id = p.payment_id and d.penerimaan_id = ${Number(f.penerimaan_id)})`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

const withoutDetailFilters = (query: ListQueryInput): ListQueryInput => {
  const { order_id: _o, penerimaan_id: _r, ...rest } = (query.columnFilters ?? {}) as Record<string, unknown>;
  return { ...query, columnFilters: rest };
};

const whereOf = (actor: Actor, query: ListQueryInput) => {
  const extra = detailFilters(query);
  return extra ? sql`${paymentScope(actor)} and ${extra}` : paymentScope(actor);
};

/** One page of the payments the user reaches (filters PAYMENT_LIST_FILTERS), newest first. */
export async function listPayments(tx: Tx, actor: Actor, query: ListQueryInput) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: listSpec,
    query: withoutDetailFilters(query),
    select,
    from,
    where: whereOf(actor, query),
    tiebreak: sql`p.payment_id`,
    count: 'exact',
  });
  return { ...page, data: page.data.map(rowOf) };
}

/** A payment the user reaches, or 404 (another company's, another partner's, another warehouse's). */
export async function visiblePayment(tx: Tx, actor: Actor, paymentId: number) {
  const r = await tx.execute(sql`select ${select} from ${from} where p.payment_id = ${paymentId} and ${paymentScope(actor)}`);
  const x = r.rows[0] as Record<string, unknown> | undefined;
  if (!x) throw notFound('Pembayaran tidak ditemukan');
  return rowOf(x);
}

/** The details of a payment with each document's number and what it still owes now (after returns and approved payments). */
export async function paymentDetails(tx: Tx, paymentId: number) {
  const r = await tx.execute(sql`select d.payment_detail_id, d.order_id, d.penerimaan_id, d.amount::float8 as amount,
      coalesce(o.invoice_number, gr.penerimaan_number) as document_number, coalesce(o.grand_total, gr.grand_total)::float8 as document_total,
      coalesce(o.paid_amount, gr.paid_amount)::float8 as paid_amount, coalesce(o.is_paid, gr.is_paid)::int as is_paid,
      case when o.deleted_at is not null then 'Tagihan ' || o.invoice_number || ' sudah dihapus'
        when o.status = 'dibatalkan' then 'Tagihan ' || o.invoice_number || ' sudah dibatalkan' end as closed
    from payment_detail d left join sales_order o on o.order_id = d.order_id left join goods_receipt gr on gr.penerimaan_id = d.penerimaan_id
    where d.payment_id = ${paymentId} order by d.payment_detail_id`);
  const rows = r.rows as Record<string, unknown>[];
  const orders = await orderBalances(
    tx,
    rows.filter((x) => x.order_id !== null).map((x) => Number(x.order_id)),
  );
  const receipts = await receiptBalances(
    tx,
    rows.filter((x) => x.penerimaan_id !== null).map((x) => Number(x.penerimaan_id)),
  );
  return rows.map((x) => {
    const b = x.order_id !== null ? orders.get(Number(x.order_id)) : receipts.get(Number(x.penerimaan_id));
    return {
      payment_detail_id: Number(x.payment_detail_id),
      order_id: x.order_id === null ? null : Number(x.order_id),
      penerimaan_id: x.penerimaan_id === null ? null : Number(x.penerimaan_id),
      document_number: String(x.document_number ?? ''),
      amount: Number(x.amount),
      document_total: Number(x.document_total ?? 0),
      returned_total: b?.returned_total ?? 0,
      paid_amount: Number(x.paid_amount ?? 0),
      amount_due: b?.amount_due ?? 0,
      is_paid: Number(x.is_paid ?? 0),
      closed: (x.closed as string | null) ?? null,
    };
  });
}

/**
 * Why a payment's detail cannot be approved now (null when it can): its invoice deleted or cancelled
 * since the payment was recorded, or more than the document still owes.
 */
export function detailRefusal(d: { amount: number; amount_due: number; closed: string | null }): string | null {
  if (d.closed) return d.closed;
  if (d.amount > d.amount_due) return `Jumlah melebihi sisa tagihan (sisa Rp ${d.amount_due.toLocaleString('id-ID')})`;
  return null;
}

/** The proofs of a payment (no bytes). */
export async function paymentAttachments(tx: Tx, paymentId: number) {
  const r = await tx.execute(sql`select attachment_id, payment_id, file_name, mime, size, created_at from payment_attachment
    where payment_id = ${paymentId} order by attachment_id`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    attachment_id: Number(x.attachment_id),
    payment_id: x.payment_id === null ? null : Number(x.payment_id),
    file_name: String(x.file_name),
    mime: String(x.mime),
    size: Number(x.size),
    created_at: iso(x.created_at) as string,
  }));
}

/** GET /payment/view: the payment, its details with what each document still owes, its proofs, its state history, the customer's credit and the moves the user may make. */
export async function viewPayment(tx: Tx, actor: Actor, paymentId: number) {
  const row = await visiblePayment(tx, actor, paymentId);
  const { doc } = storedPaymentOf(row.payment_for);
  const history = await stateHistory(tx, doc, paymentId);
  return {
    ...row,
    details: await paymentDetails(tx, paymentId),
    attachments: await paymentAttachments(tx, paymentId),
    credit_balance: row.payment_for === 'customer' ? await customerCreditBalance(tx, row.order_vendor_id) : 0,
    history: history.map((h) => ({
      from_state: h.from_state,
      to_state: h.to_state,
      action: h.action,
      action_label: h.action_label,
      user_name: h.user_name,
      reason: h.reason,
      at: iso(h.at) as string,
    })),
    actions: allowedActions(doc, row.status, (perm) => actorCan(actor, perm)).map((t) => t.action),
  };
}

/** A proof the user reaches: a payment's (through the payment's scope) or one not yet attached that the user uploaded. */
export async function visibleAttachment(tx: Tx, actor: Actor, attachmentId: number) {
  const r = await tx.execute(sql`select a.attachment_id, a.payment_id, a.file_name, a.mime, a.content, a.created_by from payment_attachment a
    where a.attachment_id = ${attachmentId}`);
  const x = r.rows[0] as { payment_id: number | null; file_name: string; mime: string; content: Buffer | Uint8Array; created_by: number | null } | undefined;
  if (!x) throw notFound('Lampiran tidak ditemukan');
  if (x.payment_id === null) {
    if (Number(x.created_by) !== actor.userId) throw notFound('Lampiran tidak ditemukan');
  } else await visiblePayment(tx, actor, Number(x.payment_id));
  return { file_name: x.file_name, mime: x.mime, content: Buffer.from(x.content) };
}

const PAYMENT_COLUMNS = [
  { header: 'No. Pembayaran', key: 'payment_number', width: 20 },
  { header: 'Tanggal', key: 'payment_date', width: 12 },
  { header: 'Jenis', key: 'payment_for_label', width: 10 },
  { header: 'Pelanggan/Supplier', key: 'order_vendor_name', width: 24 },
  { header: 'Tagihan', key: 'document_numbers', width: 28 },
  { header: 'Jumlah', key: 'amount', width: 14 },
  { header: 'Kredit Disimpan', key: 'credit_amount', width: 14 },
  { header: 'Kredit Dipakai', key: 'credit_used', width: 14 },
  { header: 'Metode', key: 'payment_method_label', width: 14 },
  { header: 'Rekening', key: 'bank_name', width: 18 },
  { header: 'Gudang', key: 'master_gudang_name', width: 16 },
  { header: 'Status', key: 'status_label', width: 18 },
  { header: 'Alasan', key: 'status_reason', width: 24 },
  { header: 'Catatan', key: 'note', width: 24 },
  { header: 'Dibuat Oleh', key: 'created_by_name', width: 16 },
  { header: 'Diverifikasi Oleh', key: 'verified_by_name', width: 16 },
];

/** Excel of payments (POST /payment/generate_excel): the list's filters, one row per payment. */
export async function paymentSheet(tx: Tx, actor: Actor, query: ListQueryInput, after?: unknown): Promise<ExportSheet> {
  const built = buildList(listSpec, withoutDetailFilters(query), whereOf(actor, query));
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select,
      from,
      where: built.where,
      key: { column: sql`p.payment_id`, name: 'payment_id' },
      after: after === undefined ? undefined : Number(after),
    })) {
      yield batch.map((x) => {
        const r = rowOf(x);
        return { ...r, payment_for_label: r.payment_for === 'customer' ? 'Pelanggan' : 'Supplier' };
      });
    }
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `pembayaran-${stamp}.xlsx`, sheetName: 'Pembayaran', columns: PAYMENT_COLUMNS, batches: rows(), resumeKey: 'payment_id' };
}

const ORDER_COLUMNS = [
  { header: 'No. Tagihan', key: 'invoice_number', width: 20 },
  { header: 'Tanggal', key: 'order_date', width: 12 },
  { header: 'Pelanggan', key: 'customer_name', width: 24 },
  { header: 'Gudang', key: 'master_gudang_name', width: 16 },
  { header: 'Total Tagihan', key: 'grand_total', width: 14 },
  { header: 'Retur', key: 'returned_total', width: 14 },
  { header: 'Terbayar', key: 'paid_amount', width: 14 },
  { header: 'Sisa Tagihan', key: 'amount_due', width: 14 },
  { header: 'Status Bayar', key: 'paid_label', width: 14 },
  { header: 'Menunggu Verifikasi', key: 'pending_amount', width: 16 },
];

/**
 * Excel of invoices with what is paid and still due (POST /payment/generate_excel_order): the orders
 * the user reaches (not deleted), filters date_start/date_end (order date), is_paid, gudang_id,
 * member_id; with the sum of payments still awaiting verification.
 */
export async function orderPaymentSheet(tx: Tx, actor: Actor, filters: Record<string, unknown>, after?: unknown): Promise<ExportSheet> {
  const parts: SQL[] = [sql`o.deleted_at is null`, sql`o.status <> 'dibatalkan'`, salesOrderScope(actor)];
  if (filters.date_start) parts.push(sql`o.order_date >= ${String(filters.date_start)}`);
  if (filters.date_end) parts.push(sql`o.order_date <= ${String(filters.date_end)}`);
  if (filters.is_paid !== undefined && filters.is_paid !== '') parts.push(sql`o.is_paid = ${Number(filters.is_paid)}`);
  if (filters.gudang_id) parts.push(sql`o.gudang_id = ${Number(filters.gudang_id)}`);
  if (filters.member_id) parts.push(sql`o.member_id = ${Number(filters.member_id)}`);
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select: sql`o.order_id, o.invoice_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, coalesce(mb.member_name, o.customer_name) as customer_name,
        g.master_gudang_name, o.grand_total::float8 as grand_total, o.paid_amount::float8 as paid_amount, o.is_paid::int as is_paid,
        (select coalesce(sum(d.amount), 0) from payment_detail d join payment p on p.payment_id = d.payment_id
          where d.order_id = o.order_id and p.status = 'menunggu_verifikasi')::float8 as pending_amount`,
      from: sql`sales_order o left join master_member mb on mb.member_id = o.member_id left join master_gudang g on g.master_gudang_id = o.gudang_id`,
      where: sql.join(parts, sql` and `),
      key: { column: sql`o.order_id`, name: 'order_id' },
      after: after === undefined ? undefined : Number(after),
    })) {
      const balances = await orderBalances(
        tx,
        batch.map((x) => Number(x.order_id)),
      );
      yield batch.map((x) => {
        const b = balances.get(Number(x.order_id));
        return { ...x, returned_total: b?.returned_total ?? 0, amount_due: b?.amount_due ?? 0, paid_label: Number(x.is_paid) ? 'Lunas' : 'Belum Lunas' };
      });
    }
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `tagihan-pembayaran-${stamp}.xlsx`, sheetName: 'Tagihan', columns: ORDER_COLUMNS, batches: rows(), resumeKey: 'order_id' };
}
