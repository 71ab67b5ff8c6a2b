import {
  SALES_ORDER_SOURCES,
  SALES_ORDER_STATES,
  SALES_PAYMENT_METHODS,
  SERIES,
  type SalesPaymentSummaryQuery,
  salesOrderSourceLabel,
  salesPaymentLabel,
  salesPaymentMethodLabel,
} from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { previewCode } from '../../../platform/number-series.js';
import { readConfigs } from '../../config/queries.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';
import { NO_BALANCE, orderBalances } from '../retur-konsumen/queries.js';
import { salesOrderScope } from './commands/order-scope.js';

/*
 * Reads of the secondary calls of a customer's order (purchase_order in the spec): the order as its
 * user may see it, the payment summary, the form's choices, the recipient, and a partner's own
 * invoice and payment.
 */

export { isPartner, salesOrderScope } from './commands/order-scope.js';

/** The header fields the secondary calls work on. */
export interface SalesOrderHead {
  order_id: number;
  invoice_number: string;
  order_date: string;
  status: string;
  is_pos: number;
  is_paid: number;
  grand_total: number;
  paid_amount: number;
  payment_method: string | null;
  bank_id: number | null;
  shipping_cost: number;
  shipping_discount: number;
  cod_fee: number;
  deleted: boolean;
}

/**
 * An order the user may see, locked for the write when `lock` (another company's, another
 * warehouse's or another partner's is 404 'Tagihan tidak ditemukan').
 */
export async function salesOrderHead(tx: Tx, actor: Actor, id: number, lock = true): Promise<SalesOrderHead> {
  const r = await tx.execute(sql`select o.order_id, o.invoice_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.status, o.is_pos,
      o.is_paid, o.grand_total, o.paid_amount, o.payment_method, o.bank_id, o.shipping_cost, o.shipping_discount, o.cod_fee,
      (o.deleted_at is not null) as deleted
    from sales_order o where o.order_id = ${id} and ${salesOrderScope(actor)} ${lock ? sql`for update` : sql``}`);
  const row = r.rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound('Tagihan tidak ditemukan');
  const n = (k: string) => Number(row[k] ?? 0);
  return {
    order_id: n('order_id'),
    invoice_number: String(row.invoice_number),
    order_date: String(row.order_date),
    status: String(row.status),
    is_pos: n('is_pos'),
    is_paid: n('is_paid'),
    grand_total: n('grand_total'),
    paid_amount: n('paid_amount'),
    payment_method: (row.payment_method as string | null) ?? null,
    bank_id: row.bank_id === null || row.bank_id === undefined ? null : n('bank_id'),
    shipping_cost: n('shipping_cost'),
    shipping_discount: n('shipping_discount'),
    cod_fee: n('cod_fee'),
    deleted: row.deleted === true || row.deleted === 't',
  };
}

/** A local date (YYYY-MM-DD, Asia/Jakarta) as an instant inside that day, for the number series' period. */
export const jakartaNoon = (date: string) => new Date(`${date}T12:00:00+07:00`);

/**
 * The invoice number the next order will get (sales_invoice, or sales_invoice_ppn when is_ppn_jual),
 * in the period of the order date (today when not given); it takes nothing from the counter.
 */
export async function previewInvoiceNumber(tx: Tx, actor: Actor, isPpn: boolean, orderDate?: string) {
  const series = isPpn ? SERIES.sales_invoice_ppn : SERIES.sales_invoice;
  return {
    invoice_number: await previewCode(tx, actor.companyId, series, orderDate ? jakartaNoon(orderDate) : new Date()),
    is_ppn_jual: isPpn ? 1 : 0,
  };
}

/**
 * Counts and sums of paid and unpaid orders (neither cancelled nor deleted) by order date, in the
 * user's scope. gudang_name names a warehouse the user sees (422 when there is none by that name).
 */
export async function paymentSummary(tx: Tx, actor: Actor, q: SalesPaymentSummaryQuery) {
  if (q.start_date && q.end_date && q.end_date < q.start_date) throw fieldError('end_date', 'Tanggal akhir tidak boleh sebelum tanggal awal');
  let gudangId: number | undefined;
  if (q.gudang_name) {
    const g = await tx.execute(sql`select g.master_gudang_id as id from master_gudang g
      where lower(g.master_gudang_name) = lower(${q.gudang_name}) and ${warehouseScope(actor, sql`g.master_gudang_id`)} order by g.master_gudang_id limit 1`);
    if (!g.rows.length) throw fieldError('gudang_name', 'Gudang tidak ditemukan');
    gudangId = Number((g.rows[0] as { id: number }).id);
  }
  const where: SQL[] = [salesOrderScope(actor), sql`o.deleted_at is null`, sql`o.status <> 'dibatalkan'`];
  if (q.start_date) where.push(sql`o.order_date >= ${q.start_date}::date`);
  if (q.end_date) where.push(sql`o.order_date <= ${q.end_date}::date`);
  if (gudangId !== undefined) where.push(sql`o.gudang_id = ${gudangId}`);
  if (q.is_pos !== undefined) where.push(sql`o.is_pos = ${Number(q.is_pos)}`);
  if (q.is_indent !== undefined) where.push(sql`o.is_indent = ${Number(q.is_indent)}`);
  // The amount due of each order by orderBalances' rule (grand_total − approved returns − paid_amount, at
  // least 0; cancelled orders are left out above), summed in the same one statement: no query per order.
  const r = await tx.execute(sql`with o as (select o.order_id, o.is_paid, o.grand_total, o.paid_amount from sales_order o where ${sql.join(where, sql` and `)}),
    b as (select o.*, coalesce(rk.returned_total, 0) as returned_total,
        greatest(0, o.grand_total - coalesce(rk.returned_total, 0) - o.paid_amount) as amount_due
      from o left join (select r.order_id, sum(r.refund_total) as returned_total from retur_konsumen r
        where r.status = 'disetujui' and r.order_id in (select order_id from o) group by r.order_id) rk on rk.order_id = o.order_id)
    select
      count(*) filter (where b.is_paid = 1)::int as paid_count,
      coalesce(sum(b.grand_total) filter (where b.is_paid = 1), 0)::bigint as paid_total,
      count(*) filter (where b.is_paid = 0)::int as unpaid_count,
      coalesce(sum(b.grand_total) filter (where b.is_paid = 0), 0)::bigint as unpaid_total,
      count(*)::int as total_count,
      coalesce(sum(b.grand_total), 0)::bigint as grand_total,
      coalesce(sum(b.returned_total), 0)::bigint as returned_total,
      coalesce(sum(b.amount_due) filter (where b.is_paid = 0), 0)::bigint as unpaid_amount_due,
      coalesce(sum(b.amount_due), 0)::bigint as amount_due_total
    from b`);
  const row = r.rows[0] as Record<string, unknown>;
  return {
    paid_count: Number(row.paid_count),
    paid_total: Number(row.paid_total),
    unpaid_count: Number(row.unpaid_count),
    unpaid_total: Number(row.unpaid_total),
    total_count: Number(row.total_count),
    grand_total: Number(row.grand_total),
    returned_total: Number(row.returned_total),
    unpaid_amount_due: Number(row.unpaid_amount_due),
    amount_due_total: Number(row.amount_due_total),
  };
}

/** komponen/source: the order sources. */
export const sourceOptions = () => SALES_ORDER_SOURCES.map((s) => ({ value: s.value, label: s.label }));
/** komponen/payment: the payment methods, and whether an account of Kas & Bank goes with each. */
export const paymentOptions = () =>
  SALES_PAYMENT_METHODS.map((m) => ({ value: m.value, label: m.label, needs_bank: m.needsBank, cashier: m.cashier, verified: m.verified }));

const bankColumns = sql`k.kasbank_id, k.kasbank_code, k.kasbank_name, k.kasbank_type, k.kasbank_bank_name, k.kasbank_account_number, k.kasbank_account_holder`;
type BankRow = {
  kasbank_id: number;
  kasbank_code: string;
  kasbank_name: string;
  kasbank_type: string;
  kasbank_bank_name: string | null;
  kasbank_account_number: string | null;
  kasbank_account_holder: string | null;
};
/** An account as an option: "BCA 1234567890 a.n. PT Contoh" for a bank, its name for cash. */
const bankOption = (k: BankRow) => {
  const id = Number(k.kasbank_id);
  const parts = [k.kasbank_bank_name || k.kasbank_name, k.kasbank_account_number, k.kasbank_account_holder ? `a.n. ${k.kasbank_account_holder}` : null];
  const label = k.kasbank_type === 'bank' ? parts.filter(Boolean).join(' ') : k.kasbank_name;
  return { ...k, kasbank_id: id, value: id, label };
};

/** komponen/bank: the company's active accounts of Kas & Bank (all, or of one type), banks first, by name. */
export async function bankOptions(tx: Tx, type?: 'kas' | 'bank') {
  const r = await tx.execute(sql`select ${bankColumns} from master_kasbank k where k.status = 1 ${type ? sql`and k.kasbank_type = ${type}` : sql``}
    order by (k.kasbank_type = 'bank') desc, lower(k.kasbank_name), k.kasbank_id`);
  return (r.rows as BankRow[]).map(bankOption);
}

/** One account of Kas & Bank (active or not), as an option; null when none. */
export async function bankOf(tx: Tx, id: number | null) {
  if (id === null) return null;
  const r = await tx.execute(sql`select ${bankColumns}, k.status from master_kasbank k where k.kasbank_id = ${id}`);
  const row = r.rows[0] as (BankRow & { status: number }) | undefined;
  if (!row) return null;
  const { status, ...rest } = row;
  return { ...bankOption(rest), active: Number(status) === 1 };
}

/** The district (kecamatan) of the regions master with its city and province names; null when unknown. */
export async function districtNames(tx: Tx, kecamatanId: number) {
  const r = await tx.execute(sql`select d.district_name, c.city_name, p.province_name
    from region_district d join region_city c on c.city_id = d.city_id join region_province p on p.province_id = c.province_id
    where d.district_id = ${kecamatanId}`);
  return (r.rows[0] as { district_name: string; city_name: string; province_name: string } | undefined) ?? null;
}

/** A courier company of master Ekspedisi; null when the company has none by that id. */
export async function ekspedisiOf(tx: Tx, id: number) {
  const r = await tx.execute(sql`select ekspedisi_id, ekspedisi_name, status from master_ekspedisi where ekspedisi_id = ${id}`);
  const row = r.rows[0] as { ekspedisi_id: number; ekspedisi_name: string; status: number } | undefined;
  return row ? { ekspedisi_id: Number(row.ekspedisi_id), ekspedisi_name: row.ekspedisi_name, active: Number(row.status) === 1 } : null;
}

const recipientColumns = sql`o.order_id, o.invoice_number, o.status, o.is_paid, coalesce(mm.member_name, o.customer_name) as customer_name,
  coalesce(mm.member_phone, o.customer_phone) as customer_phone, o.destination_name, o.destination_phone, o.destination_address,
  o.destination_kecamatan_id, o.destination_district_name, o.destination_city_name, o.destination_state_name, o.destination_zipcode,
  o.shipping_provider, o.ekspedisi_id, e.ekspedisi_name, o.kurir, o.shipping_service, o.no_resi, o.shipping_cost, o.shipping_discount,
  o.cod_fee, o.grand_total`;
const recipientJoins = sql`left join master_member mm on mm.member_id = o.member_id left join master_ekspedisi e on e.ekspedisi_id = o.ekspedisi_id`;
const MONEY = ['shipping_cost', 'shipping_discount', 'cod_fee', 'grand_total', 'gross_total', 'discount_total', 'order_discount', 'subtotal', 'dpp', 'ppn'];
const INTS = ['order_id', 'is_paid', 'destination_kecamatan_id', 'ekspedisi_id', 'gudang_id', 'paid_amount'];
function numbers<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const k of [...MONEY, ...INTS]) if (k in out && out[k] !== null && out[k] !== undefined) out[k] = Number(out[k]);
  return out as T;
}

/** detail_penerima: the recipient and shipping of an order the user sees (404 otherwise). */
export async function recipientOf(tx: Tx, actor: Actor, id: number) {
  const r = await tx.execute(sql`select ${recipientColumns} from sales_order o ${recipientJoins} where o.order_id = ${id} and ${salesOrderScope(actor)}`);
  const row = r.rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound('Tagihan tidak ditemukan');
  return numbers(row);
}

/** An order a partner page may open: id and, when given, its number must match; deleted orders are not shown. */
async function partnerOrderHead(tx: Tx, actor: Actor, id: number, invoiceNo?: string) {
  const r = await tx.execute(sql`select ${recipientColumns}, to_char(o.order_date, 'YYYY-MM-DD') as order_date,
      to_char(o.due_date, 'YYYY-MM-DD') as due_date, o.gudang_id, g.master_gudang_name as gudang_name, o.source, o.gross_total, o.discount_total,
      o.order_discount, o.subtotal, o.dpp, o.ppn, o.paid_amount, o.paid_at, o.payment_method, o.bank_id
    from sales_order o ${recipientJoins} left join master_gudang g on g.master_gudang_id = o.gudang_id
    where o.order_id = ${id} and o.deleted_at is null and ${salesOrderScope(actor)}
      ${invoiceNo ? sql`and lower(o.invoice_number) = lower(${invoiceNo})` : sql``}`);
  const row = r.rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound('Tagihan tidak ditemukan');
  return numbers(row);
}

/** The payment of an order: paid, and remaining = the amount due after approved customer returns (orderBalances). */
function paymentOf(tx: Tx, head: Record<string, unknown>) {
  return (async () => {
    const grand = Number(head.grand_total);
    const paidAmount = Number(head.paid_amount ?? 0);
    const orderId = Number(head.order_id);
    const balance = (await orderBalances(tx, [orderId])).get(orderId) ?? NO_BALANCE;
    const isPaid = Number(head.is_paid);
    const method = (head.payment_method as string | null) ?? null;
    const note = (await readConfigs(tx, ['note_payment'], '')).note_payment ?? '';
    const paidAt = head.paid_at ? new Date(head.paid_at as string).toISOString() : null;
    return {
      order_id: Number(head.order_id),
      invoice_number: String(head.invoice_number),
      order_date: String(head.order_date),
      due_date: (head.due_date as string | null) ?? null,
      grand_total: grand,
      paid_amount: paidAmount,
      remaining: balance.amount_due,
      returned_total: balance.returned_total,
      refund_due: balance.refund_due,
      is_paid: isPaid,
      payment_status: isPaid ? ('paid' as const) : ('unpaid' as const),
      payment_status_label: salesPaymentLabel({ is_paid: isPaid, ...balance }),
      paid_at: paidAt,
      payment_method: method,
      payment_method_label: salesPaymentMethodLabel(method),
      bank: await bankOf(tx, head.bank_id === null || head.bank_id === undefined ? null : Number(head.bank_id)),
      note_payment: note,
    };
  })();
}

/** partner/payment_detail: the payment state of an order the user sees (a partner: their own), with the payment note. */
export async function partnerPaymentDetail(tx: Tx, actor: Actor, id: number, invoiceNo?: string) {
  return paymentOf(tx, await partnerOrderHead(tx, actor, id, invoiceNo));
}

/** partner/invoice_detail: an order the user sees (a partner: their own) with its lines, recipient, shipping and payment. */
export async function partnerInvoiceDetail(tx: Tx, actor: Actor, id: number, invoiceNo?: string) {
  const head = await partnerOrderHead(tx, actor, id, invoiceNo);
  const lines = await tx.execute(sql`select l.line_id, l.product_id,
      trim(m.main_name || coalesce(' ' || nullif(p.varian, ''), '')) as product_name, l.unit,
      case when l.unit = 'besar' then kb.kemasan_name else kk.kemasan_name end as unit_name,
      l.qty_input, l.qty, l.price, l.discount_amount, l.subtotal
    from sales_order_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
      left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where l.order_id = ${id} order by l.line_id`);
  const status = String(head.status);
  const { paid_amount: _p, paid_at: _a, payment_method: _m, bank_id: _b, ...rest } = head;
  return {
    ...rest,
    status_label: SALES_ORDER_STATES.find((s) => s.value === status)?.label ?? status,
    source_label: salesOrderSourceLabel(head.source as string | null),
    lines: (lines.rows as Record<string, unknown>[]).map((l) => ({
      line_id: Number(l.line_id),
      product_id: Number(l.product_id),
      product_name: String(l.product_name),
      unit: l.unit as 'besar' | 'kecil',
      unit_name: (l.unit_name as string | null) ?? null,
      qty_input: Number(l.qty_input),
      qty: Number(l.qty),
      price: Number(l.price),
      discount_amount: Number(l.discount_amount),
      subtotal: Number(l.subtotal),
    })),
    payment: await paymentOf(tx, head),
  };
}
