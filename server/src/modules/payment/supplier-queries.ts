import { jakartaToday, type SupplierInvoiceRow, type SupplierSummaryAnswer } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { buildList, type ListQueryInput, type ListSpec, runList } from '../../platform/list.js';
import { warehouseScope } from '../../platform/warehouse-scope.js';
import { receiptDueSql, receiptReturnCreditSql } from '../purchase/receipt/queries.js';

/**
 * Tagihan Supplier: approved supplier receipts (what the company owes), in the user's warehouses
 * (row-level security keeps other companies out), each with what is still owed (receiptDueSql, the
 * one place), what payments awaiting verification hold, and how many days past its due date it is
 * as of today in Asia/Jakarta.
 */
const today = () => sql`${jakartaToday()}::date`;

export const supplierReceiptsSql = (actor: Actor): SQL => sql`(select r.penerimaan_id, r.penerimaan_number, r.penerimaan_date, r.invoice_number,
    r.order_id, o.order_number, r.vendor_id, v.vendor_name, r.gudang_id, g.master_gudang_name, r.grand_total, r.paid_amount, r.due_date,
    ${receiptReturnCreditSql()} as returned_total, ${receiptDueSql()} as amount_due,
    coalesce((select sum(d.amount) from payment_detail d join payment p on p.payment_id = d.payment_id
      where d.penerimaan_id = r.penerimaan_id and p.status = 'menunggu_verifikasi'), 0) as pending_amount
  from goods_receipt r left join purchase_order o on o.order_id = r.order_id left join master_vendor v on v.vendor_id = r.vendor_id
    left join master_gudang g on g.master_gudang_id = r.gudang_id
  where r.is_internal = 0 and r.status = 'approved' and ${warehouseScope(actor, sql`r.gudang_id`)}) x`;

export const supplierInvoiceSpec: ListSpec = {
  filters: {
    vendor_id: { column: sql`x.vendor_id`, op: 'eq' },
    gudang_id: { column: sql`x.gudang_id`, op: 'eq' },
    date_start: { column: sql`x.penerimaan_date`, op: 'from' },
    date_end: { column: sql`x.penerimaan_date`, op: 'to' },
    penerimaan_number: { column: sql`x.penerimaan_number`, op: 'contains' },
  },
  search: [sql`x.penerimaan_number`, sql`coalesce(x.order_number, '')`, sql`coalesce(x.invoice_number, '')`, sql`coalesce(x.vendor_name, '')`],
  sort: {
    penerimaan_id: sql`x.penerimaan_id`,
    penerimaan_date: sql`x.penerimaan_date`,
    due_date: sql`x.due_date`,
    amount_due: sql`x.amount_due`,
    grand_total: sql`x.grand_total`,
    vendor_name: sql`x.vendor_name`,
  },
  defaultSort: { field: 'due_date', type: 'asc' },
};

/** The filters the list spec cannot say: overdue '1'/'0' and payment_status 'paid'/'unpaid' (what is still owed). */
function computedWhere(filters: Record<string, unknown>): SQL {
  const parts: SQL[] = [sql`true`];
  if (String(filters.overdue ?? '') === '1') parts.push(sql`x.amount_due > 0 and x.due_date < ${today()}`);
  if (String(filters.overdue ?? '') === '0') parts.push(sql`not (x.amount_due > 0 and x.due_date < ${today()})`);
  if (filters.payment_status === 'paid') parts.push(sql`x.amount_due = 0`);
  if (filters.payment_status === 'unpaid') parts.push(sql`x.amount_due > 0`);
  return sql.join(parts, sql` and `);
}

const selectRow = sql`x.penerimaan_id, x.penerimaan_number, to_char(x.penerimaan_date, 'YYYY-MM-DD') as penerimaan_date, x.invoice_number, x.order_id,
  x.order_number, x.vendor_id, x.vendor_name, x.gudang_id, x.master_gudang_name, x.grand_total::float8 as grand_total,
  x.returned_total::float8 as returned_total, x.paid_amount::float8 as paid_amount, x.pending_amount::float8 as pending_amount,
  x.amount_due::float8 as amount_due, to_char(x.due_date, 'YYYY-MM-DD') as due_date,
  case when x.amount_due > 0 and x.due_date < ${today()} then (${today()} - x.due_date) else 0 end as days_overdue`;

const shapeRow = (r: Record<string, unknown>): SupplierInvoiceRow => ({
  penerimaan_id: Number(r.penerimaan_id),
  penerimaan_number: String(r.penerimaan_number),
  penerimaan_date: String(r.penerimaan_date),
  invoice_number: (r.invoice_number as string | null) ?? null,
  order_id: Number(r.order_id),
  order_number: (r.order_number as string | null) ?? null,
  vendor_id: Number(r.vendor_id),
  vendor_name: (r.vendor_name as string | null) ?? null,
  gudang_id: Number(r.gudang_id),
  master_gudang_name: (r.master_gudang_name as string | null) ?? null,
  grand_total: Number(r.grand_total),
  returned_total: Number(r.returned_total),
  paid_amount: Number(r.paid_amount),
  pending_amount: Number(r.pending_amount),
  amount_due: Number(r.amount_due),
  due_date: (r.due_date as string | null) ?? null,
  days_overdue: Number(r.days_overdue),
  is_overdue: Number(r.days_overdue) > 0 ? 1 : 0,
  is_paid: Number(r.amount_due) === 0 ? 1 : 0,
});

/** POST /payment/list_supplier_invoice. */
export async function listSupplierInvoices(tx: Tx, actor: Actor, query: ListQueryInput & { columnFilters?: Record<string, unknown> }) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: supplierInvoiceSpec,
    query,
    select: selectRow,
    from: supplierReceiptsSql(actor),
    where: computedWhere(query.columnFilters ?? {}),
    tiebreak: sql`x.penerimaan_id`,
    count: 'exact',
  });
  return { ...page, data: page.data.map(shapeRow) };
}

/** POST /payment/supplier_summary: per supplier over the receipts matching the list's filters, and the totals. */
export async function supplierSummary(
  tx: Tx,
  actor: Actor,
  query: ListQueryInput & { columnFilters?: Record<string, unknown> },
): Promise<SupplierSummaryAnswer> {
  const { where } = buildList(supplierInvoiceSpec, { ...query, page: 1 }, computedWhere(query.columnFilters ?? {}));
  const overdue = sql`(x.amount_due > 0 and x.due_date < ${today()})`;
  const r = await tx.execute(sql`select x.vendor_id, min(x.vendor_name) as vendor_name,
      coalesce((select v.payment_term_days from master_vendor v where v.vendor_id = x.vendor_id), 0)::int as payment_term_days,
      count(*)::int as receipt_count, count(*) filter (where x.amount_due > 0)::int as unpaid_count, count(*) filter (where ${overdue})::int as overdue_count,
      sum(x.grand_total)::float8 as grand_total, sum(x.returned_total)::float8 as returned_total, sum(x.paid_amount)::float8 as paid_amount,
      sum(x.amount_due)::float8 as amount_due, coalesce(sum(x.amount_due) filter (where ${overdue}), 0)::float8 as overdue_amount
    from ${supplierReceiptsSql(actor)} where ${where ?? sql`true`} group by x.vendor_id order by min(x.vendor_name), x.vendor_id`);
  const data = (r.rows as Record<string, unknown>[]).map((x) => ({
    vendor_id: Number(x.vendor_id),
    vendor_name: (x.vendor_name as string | null) ?? null,
    payment_term_days: Number(x.payment_term_days),
    receipt_count: Number(x.receipt_count),
    unpaid_count: Number(x.unpaid_count),
    overdue_count: Number(x.overdue_count),
    grand_total: Number(x.grand_total),
    returned_total: Number(x.returned_total),
    paid_amount: Number(x.paid_amount),
    amount_due: Number(x.amount_due),
    overdue_amount: Number(x.overdue_amount),
  }));
  const sum = (k: keyof (typeof data)[number]) => data.reduce((a, d) => a + Number(d[k]), 0);
  return {
    data,
    totals: {
      receipt_count: sum('receipt_count'),
      unpaid_count: sum('unpaid_count'),
      overdue_count: sum('overdue_count'),
      grand_total: sum('grand_total'),
      returned_total: sum('returned_total'),
      paid_amount: sum('paid_amount'),
      amount_due: sum('amount_due'),
      overdue_amount: sum('overdue_amount'),
    },
  };
}
