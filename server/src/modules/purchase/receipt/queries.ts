import { goodsReceipt, formatUnits, GOODS_RECEIPT_STATES, SERIES } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { editableSql } from '../../../platform/documents/editable.js';
import type { Tx } from '../../../db/client.js';
import { type Actor, actorCan } from '../../../platform/command.js';
import { notFound } from '../../../platform/errors.js';
import type { SheetColumn, XlsxStreamOptions } from '../../../platform/excel/xlsx-stream.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { previewCode } from '../../../platform/number-series.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';
import { openOrderLines, receiptScope } from './commands/receipt-rules.js';
import { receiptDueSql, receiptReturnCreditSql } from './receipt-balances.js';

/** What a receipt still owes (the one place, receipt-balances.ts), for the payment module and the supplier return's credit. */
export { type ReceiptBalance, receiptBalances, receiptDueSql, receiptReturnCreditSql } from './receipt-balances.js';

/** Filters of the receipt list, the recap and the export, from the body's top level or columnFilters. */
export const RECEIPT_LIST_FILTERS = [
  'penerimaan_id',
  'order_id',
  'vendor_id',
  'gudang_id',
  'status',
  'date_start',
  'date_end',
  'penerimaan_number',
  'is_internal',
  'is_paid',
  'search',
] as const;

export const receiptListSpec: ListSpec = {
  filters: {
    penerimaan_id: { column: sql`r.penerimaan_id`, op: 'eq' },
    order_id: { column: sql`r.order_id`, op: 'eq' },
    vendor_id: { column: sql`r.vendor_id`, op: 'eq' },
    gudang_id: { column: sql`r.gudang_id`, op: 'eq' },
    status: { column: sql`r.status`, op: 'eq' },
    date_start: { column: sql`r.penerimaan_date`, op: 'from' },
    date_end: { column: sql`r.penerimaan_date`, op: 'to' },
    penerimaan_number: { column: sql`r.penerimaan_number`, op: 'contains' },
    is_internal: { column: sql`r.is_internal`, op: 'eq' },
    is_paid: { column: sql`r.is_paid`, op: 'eq' },
  },
  search: [sql`r.penerimaan_number`, sql`o.order_number`, sql`coalesce(r.invoice_number, '')`, sql`coalesce(v.vendor_name, '')`],
  sort: {
    penerimaan_id: sql`r.penerimaan_id`,
    penerimaan_number: sql`r.penerimaan_number`,
    penerimaan_date: sql`r.penerimaan_date`,
    due_date: sql`r.due_date`,
    status: sql`r.status`,
    grand_total: sql`r.grand_total`,
  },
  defaultSort: { field: 'penerimaan_id', type: 'desc' },
};

const headerFrom = sql`goods_receipt r join purchase_order o on o.order_id = r.order_id left join master_vendor v on v.vendor_id = r.vendor_id
  left join master_gudang g on g.master_gudang_id = r.gudang_id left join master_gudang gs on gs.master_gudang_id = r.gudang_source_id
  left join users u on u.id = r.created_by left join users ua on ua.id = r.approved_by`;

const headerSelect = sql`r.penerimaan_id, r.penerimaan_number, to_char(r.penerimaan_date, 'YYYY-MM-DD') as penerimaan_date, r.order_id, o.order_number,
  r.is_internal::int as is_internal, r.vendor_id, v.vendor_name, r.gudang_id, g.master_gudang_name, r.gudang_source_id,
  gs.master_gudang_name as gudang_source_name, r.status, r.invoice_number, r.is_ppn::int as is_ppn, r.ppn_percent::float8 as ppn_percent,
  r.ppn_included::int as ppn_included, r.subtotal::float8 as subtotal, r.dpp::float8 as dpp, r.ppn::float8 as ppn, r.grand_total::float8 as grand_total,
  to_char(r.due_date, 'YYYY-MM-DD') as due_date, r.paid_amount::float8 as paid_amount, r.is_paid::int as is_paid, r.note, r.approved_at,
  u.name as created_by_name, ua.name as approved_by_name, (r.grand_total - ${receiptReturnCreditSql()} - r.paid_amount)::float8 as outstanding_net,
  (select count(*)::int from goods_receipt_line l where l.penerimaan_id = r.penerimaan_id) as line_count,
  (select coalesce(sum(l.qty), 0)::float8 from goods_receipt_line l where l.penerimaan_id = r.penerimaan_id) as qty_total,
  ${editableSql(goodsReceipt, sql`r.status`)}`;

export const receiptStatusLabel = (s: unknown) => GOODS_RECEIPT_STATES.find((x) => x.value === s)?.label ?? String(s);

const shapeHeader = ({ outstanding_net, ...r }: Record<string, unknown>) => ({
  ...r,
  penerimaan_id: Number(r.penerimaan_id),
  order_id: Number(r.order_id),
  vendor_id: r.vendor_id === null ? null : Number(r.vendor_id),
  gudang_id: Number(r.gudang_id),
  gudang_source_id: r.gudang_source_id === null ? null : Number(r.gudang_source_id),
  status_label: receiptStatusLabel(r.status),
  /** grand_total − credit of supplier returns against it − paid (receipt-balances.ts). */
  outstanding: Number(outstanding_net),
  approved_at: r.approved_at ? new Date(r.approved_at as string).toISOString() : null,
});

/** /penerimaan/index: one page of the receipts the user may see, with what each owes the supplier. */
export async function listGoodsReceipts(tx: Tx, actor: Actor, query: ListQueryInput) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: receiptListSpec,
    query,
    select: headerSelect,
    from: headerFrom,
    where: receiptScope(actor),
    tiebreak: sql`r.penerimaan_id`,
    count: 'estimated',
  });
  return { ...page, data: page.data.map(shapeHeader) };
}

const lineSelect = sql`l.line_id, l.penerimaan_id, l.order_line_id, l.product_id, concat_ws(' ', m.main_name, p.varian) as product_name,
  p.varian_sku as product_sku, l.unit, l.unit_isi, l.qty_input::float8 as qty_input, l.qty::float8 as qty, l.batch_no,
  to_char(l.expired_date, 'YYYY-MM-DD') as expired_date, l.unit_price_small::float8 as unit_price_small, l.subtotal::float8 as subtotal, l.note,
  m.product_isi::int as product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name`;
const lineFrom = sql`goods_receipt_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
  left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`;

function shapeLine(r: Record<string, unknown>) {
  const units = {
    isi: Math.max(1, Number(r.product_isi ?? 1)),
    besar: String(r.product_satuan_besar_name ?? ''),
    kecil: String(r.product_satuan_kecil_name ?? ''),
  };
  const qty = Number(r.qty);
  return {
    line_id: Number(r.line_id),
    order_line_id: Number(r.order_line_id),
    product_id: Number(r.product_id),
    product_name: String(r.product_name),
    product_sku: (r.product_sku as string | null) ?? null,
    unit: r.unit as 'besar' | 'kecil',
    unit_name: r.unit === 'besar' ? units.besar : units.kecil,
    product_isi: units.isi,
    qty_input: Number(r.qty_input),
    qty,
    qty_text: formatUnits(qty, units),
    batch_no: (r.batch_no as string | null) ?? null,
    expired_date: (r.expired_date as string | null) ?? null,
    unit_price_small: Number(r.unit_price_small),
    subtotal: Number(r.subtotal),
    note: (r.note as string | null) ?? null,
  };
}

/** GET /penerimaan/list_penerimaan_by_pemesanan_id: the receipts of an order the user may see, oldest first, with their lines. */
export async function receiptsOfOrder(tx: Tx, actor: Actor, orderId: number) {
  const h = await tx.execute(sql`select ${headerSelect} from ${headerFrom} where r.order_id = ${orderId} and ${receiptScope(actor)} order by r.penerimaan_id`);
  const headers = (h.rows as Record<string, unknown>[]).map(shapeHeader);
  if (!headers.length) return [];
  const l = await tx.execute(
    sql`select ${lineSelect} from ${lineFrom} where l.penerimaan_id = any(${sql.param(headers.map((x) => x.penerimaan_id))}::int[]) order by l.line_id`,
  );
  const lines = (l.rows as Record<string, unknown>[]).map((r) => ({ ...shapeLine(r), penerimaan_id: Number(r.penerimaan_id) }));
  return headers.map((x) => ({ ...x, lines: lines.filter((y) => y.penerimaan_id === x.penerimaan_id).map(({ penerimaan_id: _, ...y }) => y) }));
}

/**
 * GET /penerimaan/check_received: an order's lines with what is ordered, received (approved receipts),
 * waiting (receipts not approved yet) and still open, so the receipt form shows remaining quantities.
 * Any order of the company into a warehouse the user may use, of a kind whose receipt page it holds.
 */
export async function checkReceived(tx: Tx, actor: Actor, orderId: number) {
  const r = await tx.execute(sql`select o.order_id, o.order_number, o.status from purchase_order o
    where o.order_id = ${orderId} and ${warehouseScope(actor, sql`o.gudang_id`)}
      and o.is_internal in (${kindOf(actor, 0)}, ${kindOf(actor, 1)})`);
  const o = r.rows[0] as { order_id: number; order_number: string; status: string } | undefined;
  if (!o) throw notFound('Pesanan tidak ditemukan');
  const lines = (await openOrderLines(tx, orderId)).map((l) => {
    const remaining = Math.max(0, l.qty - l.qty_received - l.qty_waiting);
    return {
      order_line_id: l.line_id,
      product_id: l.product_id,
      product_name: l.product_name,
      is_product_expire: l.is_product_expire,
      unit: l.unit,
      product_isi: l.product_isi,
      qty: l.qty,
      qty_received: l.qty_received,
      qty_waiting: l.qty_waiting,
      qty_remaining: remaining,
      qty_remaining_text: formatUnits(remaining, { isi: l.product_isi, besar: l.besar, kecil: l.kecil }),
      unit_price_small: l.unit_price_small,
    };
  });
  return {
    order_id: Number(o.order_id),
    order_number: o.order_number,
    status: o.status,
    is_received: lines.every((l) => l.qty_received >= l.qty) ? 1 : 0,
    lines,
  };
}

/** An order kind the user receives (its receipt page), else -1 (matches no order). */
const kindOf = (actor: Actor, kind: 0 | 1) => (actorCan(actor, kind ? 'purchaseAcceptanceInternal' : 'purchaseAcceptance') ? kind : -1);

/** GET /penerimaan/generate_code: the number the next receipt of that kind and date would get, taking nothing. */
export const previewReceiptCode = (tx: Tx, actor: Actor, internal: boolean, date?: string) =>
  previewCode(tx, actor.companyId, internal ? SERIES.goods_receipt_internal : SERIES.goods_receipt, date ? new Date(`${date}T12:00:00+07:00`) : new Date());

/**
 * POST /penerimaan/rekapitulasi: approved supplier receipts per supplier in the period (the list's
 * filters: date_start, date_end, vendor_id, gudang_id, is_paid), with quantity, money, what is paid,
 * what is still owed and what of it is past its due date (Asia/Jakarta today). Supplier receipts only.
 */
export async function receiptRecap(tx: Tx, actor: Actor, query: ListQueryInput) {
  const { where } = buildList(receiptListSpec, { ...query, page: 1 }, sql`${receiptScope(actor)} and r.is_internal = 0 and r.status = 'approved'`);
  const r = await tx.execute(sql`select r.vendor_id, min(v.vendor_name) as vendor_name, count(*)::int as receipt_count,
      coalesce(sum((select coalesce(sum(l.qty), 0) from goods_receipt_line l where l.penerimaan_id = r.penerimaan_id)), 0)::float8 as qty_total,
      sum(r.subtotal)::float8 as subtotal, sum(r.ppn)::float8 as ppn, sum(r.grand_total)::float8 as grand_total, sum(r.paid_amount)::float8 as paid_amount,
      sum(${receiptDueSql()})::float8 as amount_due,
      sum(${receiptDueSql()}) filter (where r.due_date < (now() at time zone 'Asia/Jakarta')::date)::float8 as overdue
    from ${headerFrom} where ${where ?? sql`true`} group by r.vendor_id order by min(v.vendor_name), r.vendor_id`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    vendor_id: Number(x.vendor_id),
    vendor_name: (x.vendor_name as string | null) ?? null,
    receipt_count: Number(x.receipt_count),
    qty_total: Number(x.qty_total),
    subtotal: Number(x.subtotal),
    ppn: Number(x.ppn),
    grand_total: Number(x.grand_total),
    paid_amount: Number(x.paid_amount),
    outstanding: Number(x.amount_due),
    overdue: Number(x.overdue ?? 0),
  }));
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Nomor Penerimaan', key: 'penerimaan_number', kind: 'text', width: 20 },
  { header: 'Tanggal', key: 'penerimaan_date', kind: 'date' },
  { header: 'Jenis', key: 'kind', width: 10 },
  { header: 'Status', key: 'status_label', width: 20 },
  { header: 'Nomor Pesanan', key: 'order_number', kind: 'text', width: 20 },
  { header: 'Supplier / Gudang Asal', key: 'source_name', width: 24 },
  { header: 'Gudang', key: 'master_gudang_name', width: 20 },
  { header: 'No. Faktur', key: 'invoice_number', kind: 'text', width: 18 },
  { header: 'SKU', key: 'product_sku', kind: 'text', width: 16 },
  { header: 'Produk', key: 'product_name', width: 30 },
  { header: 'Jumlah', key: 'qty_input', kind: 'number' },
  { header: 'Satuan', key: 'unit_name' },
  { header: 'Jumlah (satuan kecil)', key: 'qty', kind: 'number' },
  { header: 'Batch', key: 'batch_no', kind: 'text', width: 14 },
  { header: 'Kedaluwarsa', key: 'expired_date', kind: 'date' },
  { header: 'Harga Satuan Kecil', key: 'unit_price_small', kind: 'money' },
  { header: 'Subtotal', key: 'subtotal', kind: 'money' },
  { header: 'Total Penerimaan', key: 'receipt_total', kind: 'money' },
  { header: 'Jatuh Tempo', key: 'due_date', kind: 'date' },
  { header: 'Lunas', key: 'paid_label', width: 8 },
];

/** /penerimaan/generate_excel: the receipts matching the list's filters, one row per line, read by keyset pages and written as they come. */
export function goodsReceiptSheet(tx: Tx, actor: Actor, query: ListQueryInput): XlsxStreamOptions {
  const { where } = buildList(receiptListSpec, { ...query, page: 1 }, receiptScope(actor));
  const filter: SQL = where ?? sql`true`;
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select: sql`${lineSelect}, r.penerimaan_number, to_char(r.penerimaan_date, 'YYYY-MM-DD') as penerimaan_date, r.is_internal::int as is_internal,
        r.status, o.order_number, coalesce(v.vendor_name, gs.master_gudang_name) as source_name, g.master_gudang_name, r.invoice_number,
        r.grand_total::float8 as receipt_total, to_char(r.due_date, 'YYYY-MM-DD') as due_date, r.is_paid::int as is_paid`,
      from: sql`${lineFrom} join ${headerFrom} on r.penerimaan_id = l.penerimaan_id`,
      where: filter,
      key: { column: sql`l.line_id`, name: 'line_id' },
      batch: 1000,
    })) {
      yield batch.map((r) => ({
        ...shapeLine(r),
        penerimaan_number: r.penerimaan_number,
        penerimaan_date: r.penerimaan_date,
        kind: Number(r.is_internal) ? 'Internal' : 'Supplier',
        status_label: receiptStatusLabel(r.status),
        order_number: r.order_number,
        source_name: r.source_name,
        master_gudang_name: r.master_gudang_name,
        invoice_number: r.invoice_number,
        receipt_total: Number(r.receipt_total),
        due_date: r.due_date,
        paid_label: Number(r.is_paid) ? 'Ya' : 'Belum',
      }));
    }
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `penerimaan-${stamp}.xlsx`, sheetName: 'Penerimaan', columns: EXPORT_COLUMNS, batches: rows() };
}

/** The receipt a kledo sync names, visible to the user (404 otherwise). */
export async function visibleReceiptId(tx: Tx, actor: Actor, id: number) {
  const r = await tx.execute(sql`select r.penerimaan_id, r.status from goods_receipt r where r.penerimaan_id = ${id} and ${receiptScope(actor)}`);
  if (!r.rows.length) throw notFound('Penerimaan tidak ditemukan');
  return r.rows[0] as { penerimaan_id: number; status: string };
}
