import { returKonsumen, formatUnits, RETUR_KONSUMEN_DESTINATIONS, RETUR_KONSUMEN_STATES, unitsOfRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { editableSql } from '../../../platform/documents/editable.js';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import type { ExportSheet } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { salesOrderScope } from '../order/commands/order-scope.js';
import {
  lineTotals,
  NO_BALANCE,
  type OrderBalance,
  orderBalances,
  orderLineStates,
  orderMoney,
  RETURNABLE_ORDER_STATES,
  returnableQty,
} from './commands/return-rules.js';

/** The invoice after returns per order (returned_total, amount_due, refund_due), for the order pages and payments to show. */
export { NO_BALANCE, type OrderBalance, orderBalances };

/**
 * The returns of one order, every state, oldest first: number, date, state, the value of the lines and
 * the amount taken off the invoice (only `disetujui` ones count in orderBalances). No scope check: the
 * caller has already reached the order.
 */
export async function returnsOfOrder(tx: Tx, orderId: number) {
  const r = await tx.execute(sql`select r.retur_konsumen_id, r.retur_konsumen_number, to_char(r.retur_date, 'YYYY-MM-DD') as retur_date, r.status,
      r.lines_total::float8 as lines_total, r.refund_total::float8 as refund_total,
      (select coalesce(sum(l.qty), 0) from retur_konsumen_line l where l.retur_konsumen_id = r.retur_konsumen_id)::float8 as qty_total
    from retur_konsumen r where r.order_id = ${orderId} order by r.retur_konsumen_id`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    retur_konsumen_id: Number(x.retur_konsumen_id),
    retur_konsumen_number: String(x.retur_konsumen_number),
    retur_date: String(x.retur_date),
    status: String(x.status),
    status_label: statusLabel(x.status),
    lines_total: Number(x.lines_total),
    refund_total: Number(x.refund_total),
    qty_total: Number(x.qty_total),
  }));
}

export const RETUR_KONSUMEN_LIST_FILTERS = [
  'retur_konsumen_id',
  'order_id',
  'gudang_id',
  'destination',
  'status',
  'date_start',
  'date_end',
  'retur_konsumen_number',
  'invoice_number',
  'search',
] as const;

const listSpec: ListSpec = {
  filters: {
    retur_konsumen_id: { column: sql`r.retur_konsumen_id`, op: 'eq' },
    order_id: { column: sql`r.order_id`, op: 'eq' },
    gudang_id: { column: sql`r.gudang_id`, op: 'eq' },
    destination: { column: sql`r.destination`, op: 'eq' },
    status: { column: sql`r.status`, op: 'eq' },
    date_start: { column: sql`r.retur_date`, op: 'from' },
    date_end: { column: sql`r.retur_date`, op: 'to' },
    retur_konsumen_number: { column: sql`r.retur_konsumen_number`, op: 'contains' },
    invoice_number: { column: sql`o.invoice_number`, op: 'contains' },
  },
  search: [
    sql`r.retur_konsumen_number`,
    sql`o.invoice_number`,
    sql`coalesce(o.customer_name, '')`,
    sql`coalesce(mb.member_name, '')`,
    sql`coalesce(r.note, '')`,
  ],
  sort: {
    retur_konsumen_id: sql`r.retur_konsumen_id`,
    retur_konsumen_number: sql`r.retur_konsumen_number`,
    retur_date: sql`r.retur_date`,
    refund_total: sql`r.refund_total`,
    status: sql`r.status`,
    created_at: sql`r.created_at`,
  },
  defaultSort: { field: 'retur_konsumen_id', type: 'desc' },
};

const headerFrom = sql`retur_konsumen r join sales_order o on o.order_id = r.order_id
  left join master_gudang g on g.master_gudang_id = r.gudang_id left join master_gudang og on og.master_gudang_id = o.gudang_id
  left join master_member mb on mb.member_id = o.member_id left join users u on u.id = r.created_by left join users ua on ua.id = r.approved_by`;

const statusLabel = (s: unknown) => RETUR_KONSUMEN_STATES.find((x) => x.value === s)?.label ?? String(s);
const destinationLabel = (s: unknown) => RETUR_KONSUMEN_DESTINATIONS.find((x) => x.value === s)?.label ?? String(s);

const headerSelect = sql`r.retur_konsumen_id, r.retur_konsumen_number, to_char(r.retur_date, 'YYYY-MM-DD') as retur_date, r.order_id, o.invoice_number,
  to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.status as order_status, o.is_pos::int as is_pos,
  coalesce(mb.member_name, o.customer_name) as customer_name, o.gudang_id as order_gudang_id, og.master_gudang_name as order_gudang_name,
  r.gudang_id, g.master_gudang_name, r.destination, r.note, r.status, r.status_reason, r.lines_total::float8 as lines_total,
  r.refund_total::float8 as refund_total, r.refund_manual::int as refund_manual, o.grand_total::float8 as order_grand_total,
  o.paid_amount::float8 as order_paid_amount, r.created_at, r.updated_at, r.approved_at, u.name as created_by_name, ua.name as approved_by_name,
  ${editableSql(returKonsumen, sql`r.status`)}`;

/**
 * One page of returns of the orders the user reaches, each with its lines (product, unit, quantity
 * in both units, reason, value), the order's invoice after returns (returned total, amount due,
 * refund due) and the print count.
 */
export async function listReturKonsumen(tx: Tx, actor: Actor, query: ListQueryInput) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: listSpec,
    query,
    select: headerSelect,
    from: headerFrom,
    where: salesOrderScope(actor),
    tiebreak: sql`r.retur_konsumen_id`,
    count: 'estimated',
  });
  const ids = page.data.map((r) => Number(r.retur_konsumen_id));
  const lines = ids.length
    ? await tx.execute(sql`select l.retur_konsumen_id, l.line_id, l.order_line_id, l.product_id, concat_ws(' ', m.main_name, p.varian) as product_name,
        p.varian_sku as product_sku, l.unit, l.unit_isi, l.qty_input::bigint as qty_input, l.qty::bigint as qty, l.reason, l.value::float8 as value,
        ol.qty::bigint as qty_sold, ol.qty_returned::bigint as qty_returned, m.product_isi,
        kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name,
        (select coalesce(json_agg(json_build_object('batch_id', s.batch_id, 'batch_no', b.batch_no, 'expired_date', to_char(b.expired_date, 'YYYY-MM-DD'),
            'qty', s.qty) order by s.batch_id), '[]'::json)
          from stock_log s left join stock_batch b on b.batch_id = s.batch_id
          where s.doc_type = 'retur_konsumen' and s.doc_id = l.retur_konsumen_id and s.product_id = l.product_id) as batches
      from retur_konsumen_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
      join sales_order_line ol on ol.line_id = l.order_line_id
      left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
      left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
      where l.retur_konsumen_id = any(${sql.param(ids)}::int[]) order by l.line_id`)
    : { rows: [] };
  const numbers = page.data.map((r) => String(r.retur_konsumen_number));
  const prints = numbers.length
    ? await tx.execute(sql`select reference_id, count(*)::int as n from print_logs
        where print_type = 'print_retur_konsumen' and reference_id = any(${sql.param(numbers)}::text[]) group by 1`)
    : { rows: [] };
  const printsOf = new Map((prints.rows as { reference_id: string; n: number }[]).map((p) => [p.reference_id, Number(p.n)]));
  const balances = await orderBalances(tx, [...new Set(page.data.map((r) => Number(r.order_id)))]);
  const linesOf = new Map<number, Record<string, unknown>[]>();
  for (const l of lines.rows as Record<string, unknown>[]) {
    const units = unitsOfRow(l);
    const qty = Number(l.qty);
    const row = {
      line_id: Number(l.line_id),
      order_line_id: Number(l.order_line_id),
      product_id: Number(l.product_id),
      product_name: l.product_name,
      product_sku: l.product_sku,
      unit: l.unit,
      qty_input: Number(l.qty_input),
      qty,
      qty_text: formatUnits(qty, units),
      qty_sold: Number(l.qty_sold),
      qty_sold_text: formatUnits(Number(l.qty_sold), units),
      qty_returned: Number(l.qty_returned),
      qty_returned_text: formatUnits(Number(l.qty_returned), units),
      reason: l.reason,
      value: Number(l.value),
      product_isi: units.isi,
      product_satuan_besar_name: units.besar,
      product_satuan_kecil_name: units.kecil,
      batches: ((l.batches ?? []) as { batch_id: number; batch_no: string | null; expired_date: string | null; qty: number }[]).map((b) => ({
        ...b,
        qty: Number(b.qty),
        qty_text: formatUnits(Number(b.qty), units),
      })),
    };
    const id = Number(l.retur_konsumen_id);
    linesOf.set(id, [...(linesOf.get(id) ?? []), row]);
  }
  return {
    ...page,
    data: page.data.map((r) => {
      const ls = linesOf.get(Number(r.retur_konsumen_id)) ?? [];
      const b = balances.get(Number(r.order_id));
      return {
        ...r,
        lines_total: Number(r.lines_total),
        refund_total: Number(r.refund_total),
        order_grand_total: Number(r.order_grand_total),
        order_paid_amount: Number(r.order_paid_amount),
        status_label: statusLabel(r.status),
        destination_label: destinationLabel(r.destination),
        order_returned_total: b?.returned_total ?? 0,
        order_amount_due: b?.amount_due ?? 0,
        order_refund_due: b?.refund_due ?? 0,
        line_count: ls.length,
        qty_total: ls.reduce((a, l) => a + Number(l.qty), 0),
        print_count: printsOf.get(String(r.retur_konsumen_number)) ?? 0,
        lines: ls,
      };
    }),
  };
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Nomor Retur', key: 'retur_konsumen_number', kind: 'text', width: 20 },
  { header: 'Tanggal', key: 'retur_date', kind: 'date' },
  { header: 'Status', key: 'status_label' },
  { header: 'No. Tagihan', key: 'invoice_number', kind: 'text', width: 22 },
  { header: 'Pelanggan', key: 'customer_name', width: 24 },
  { header: 'Gudang Tujuan', key: 'master_gudang_name', width: 20 },
  { header: 'Tujuan', key: 'destination_label' },
  { header: 'SKU', key: 'product_sku', kind: 'text', width: 16 },
  { header: 'Produk', key: 'product_name', width: 30 },
  { header: 'Jumlah (satuan kecil)', key: 'qty', kind: 'number' },
  { header: 'Jumlah', key: 'qty_text', width: 20 },
  { header: 'Alasan', key: 'reason', width: 30 },
  { header: 'Nilai Baris', key: 'value', kind: 'money' },
  { header: 'Nilai Retur', key: 'refund_total', kind: 'money' },
  { header: 'Catatan', key: 'note', width: 30 },
  { header: 'Alasan Status', key: 'status_reason', width: 30 },
];

/** The returns matching the list's filters as a sheet, one row per line, read in line order by keyset pages (after `after`: an export job's next step). */
export async function returKonsumenSheet(tx: Tx, actor: Actor, query: ListQueryInput, after?: unknown): Promise<ExportSheet> {
  const where: SQL | undefined = buildList(listSpec, query, salesOrderScope(actor)).where;
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select: sql`l.line_id, r.retur_konsumen_number, to_char(r.retur_date, 'YYYY-MM-DD') as retur_date, r.status, o.invoice_number,
        coalesce(mb.member_name, o.customer_name) as customer_name, g.master_gudang_name, r.destination, p.varian_sku as product_sku,
        concat_ws(' ', m.main_name, p.varian) as product_name, l.qty::bigint as qty, l.reason, l.value::float8 as value,
        r.refund_total::float8 as refund_total, r.note, r.status_reason, m.product_isi,
        kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name`,
      from: sql`retur_konsumen_line l join ${headerFrom} on r.retur_konsumen_id = l.retur_konsumen_id
        join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
        left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
        left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`,
      where,
      key: { column: sql`l.line_id`, name: 'line_id' },
      after: after === undefined ? undefined : Number(after),
    })) {
      yield batch.map((r) => ({
        ...r,
        status_label: statusLabel(r.status),
        destination_label: destinationLabel(r.destination),
        qty: Number(r.qty),
        qty_text: formatUnits(Number(r.qty), unitsOfRow(r)),
      }));
    }
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `retur-konsumen-${stamp}.xlsx`, sheetName: 'Retur Konsumen', columns: EXPORT_COLUMNS, batches: rows(), resumeKey: 'line_id' };
}

/** Orders a return can be made against (shipped or finished, stock taken, not deleted) whose invoice number or customer matches. */
export async function returnableOrders(tx: Tx, actor: Actor, search: string, limit = 20) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const r = await tx.execute(sql`select o.order_id, o.invoice_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.status, o.is_pos::int as is_pos,
      coalesce(mb.member_name, o.customer_name) as customer_name, o.gudang_id, g.master_gudang_name, o.grand_total::float8 as grand_total
    from sales_order o left join master_member mb on mb.member_id = o.member_id left join master_gudang g on g.master_gudang_id = o.gudang_id
    where ${salesOrderScope(actor)} and o.deleted_at is null and o.stock_taken = 1
      and o.status = any(${sql.param([...RETURNABLE_ORDER_STATES])}::text[])
      and ${pattern === null ? sql`true` : sql`(o.invoice_number ilike ${pattern} or coalesce(mb.member_name, o.customer_name, '') ilike ${pattern})`}
    order by o.order_id desc limit ${limit}`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    ...x,
    order_id: Number(x.order_id),
    gudang_id: Number(x.gudang_id),
    grand_total: Number(x.grand_total),
  }));
}

/**
 * An order's lines as a return form needs them: sold, returned by approved returns, asked by other
 * open returns and what is left to return (small units and in words), the units, what the invoice
 * charged for the line (`line_total`, lineTotals) and one small unit's share of it; with the invoice
 * after returns.
 */
export async function returnOrderLines(tx: Tx, actor: Actor, orderId: number, exceptReturId = 0) {
  const order = await orderMoney(tx, actor, orderId);
  const states = await orderLineStates(tx, orderId, exceptReturId);
  const totals = lineTotals(states, order);
  const balance = (await orderBalances(tx, [orderId])).get(orderId);
  return {
    order_id: order.order_id,
    invoice_number: order.invoice_number,
    gudang_id: order.gudang_id,
    status: order.status,
    returnable: order.deleted_at === null && order.stock_taken === 1 && (RETURNABLE_ORDER_STATES as readonly string[]).includes(order.status),
    grand_total: order.grand_total,
    paid_amount: order.paid_amount,
    returned_total: balance?.returned_total ?? 0,
    amount_due: balance?.amount_due ?? 0,
    refund_due: balance?.refund_due ?? 0,
    lines: [...states.values()].map((s) => {
      const units = { isi: s.isi, besar: s.besar, kecil: s.kecil };
      return {
        order_line_id: s.line_id,
        product_id: s.product_id,
        product_name: s.product_name,
        qty_sold: s.qty,
        qty_sold_text: formatUnits(s.qty, units),
        qty_returned: s.qty_returned,
        qty_returned_text: formatUnits(s.qty_returned, units),
        qty_open: s.qty_open,
        qty_returnable: returnableQty(s),
        qty_returnable_text: formatUnits(returnableQty(s), units),
        product_isi: s.isi,
        product_satuan_besar_name: s.besar,
        product_satuan_kecil_name: s.kecil,
        // One small unit's share of the line total (4 decimals, for an estimate); a part is valued exactly by partValue(line_total,
        // qty_sold, qty_returned + qty_open, qty), as the server values it.
        unit_value: s.qty > 0 ? Math.round(((totals.get(s.line_id) ?? 0) / s.qty) * 10_000) / 10_000 : 0,
        line_total: totals.get(s.line_id) ?? 0,
      };
    }),
  };
}
