import { formatUnits, SALES_ORDER_STATES, salesOrder, salesPaymentLabel, unitsOfRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { editableSql } from '../../../platform/documents/editable.js';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { stateHistory } from '../../../platform/documents/run-transition.js';
import { notFound } from '../../../platform/errors.js';
import type { SheetColumn, XlsxStreamOptions } from '../../../platform/excel/xlsx-stream.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { NO_BALANCE, orderBalances, returnsOfOrder } from '../retur-konsumen/queries.js';
import { salesOrderScope } from './commands/order-scope.js';

/** Filters of the order list, list_deleted and the export, from the body's top level or columnFilters. */
export const SALES_ORDER_LIST_FILTERS = [
  'date_start',
  'date_end',
  'status',
  'is_paid',
  'payment_status',
  'gudang_id',
  'member_id',
  'is_pos',
  'is_indent',
  'invoice_number',
  'search',
] as const;

export const salesOrderListSpec: ListSpec = {
  filters: {
    date_start: { column: sql`o.order_date`, op: 'from' },
    date_end: { column: sql`o.order_date`, op: 'to' },
    status: { column: sql`o.status`, op: 'eq' },
    is_paid: { column: sql`o.is_paid`, op: 'eq' },
    gudang_id: { column: sql`o.gudang_id`, op: 'eq' },
    member_id: { column: sql`o.member_id`, op: 'eq' },
    is_pos: { column: sql`o.is_pos`, op: 'eq' },
    is_indent: { column: sql`o.is_indent`, op: 'eq' },
    invoice_number: { column: sql`o.invoice_number`, op: 'contains' },
  },
  search: [
    sql`o.invoice_number`,
    sql`coalesce(mm.member_name, o.customer_name, '')`,
    sql`coalesce(o.customer_phone, mm.member_phone, '')`,
    sql`coalesce(o.destination_name, '')`,
  ],
  sort: {
    order_id: sql`o.order_id`,
    invoice_number: sql`o.invoice_number`,
    order_date: sql`o.order_date`,
    status: sql`o.status`,
    grand_total: sql`o.grand_total`,
    created_at: sql`o.created_at`,
  },
  defaultSort: { field: 'order_id', type: 'desc' },
};

const headerFrom = sql`sales_order o left join master_member mm on mm.member_id = o.member_id
  left join master_gudang g on g.master_gudang_id = o.gudang_id left join master_ekspedisi e on e.ekspedisi_id = o.ekspedisi_id
  left join users u on u.id = o.created_by left join users mu on mu.id = o.mitra_user_id`;

const headerSelect = sql`o.order_id, o.invoice_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, to_char(o.due_date, 'YYYY-MM-DD') as due_date,
  o.member_id, mm.member_name, coalesce(mm.member_name, o.customer_name) as customer_name, coalesce(o.customer_phone, mm.member_phone) as customer_phone,
  o.gudang_id, g.master_gudang_name, o.mitra_user_id, mu.name as mitra_name, o.lead_id, o.source, o.payment_method, o.bank_id,
  o.is_pos::int as is_pos, o.is_indent::int as is_indent, o.is_ppn_jual::int as is_ppn_jual, o.status, o.stock_reduction_at, o.stock_taken::int as stock_taken,
  o.is_paid::int as is_paid, o.paid_amount::float8 as paid_amount, o.ppn_percent::float8 as ppn_percent, o.ppn_included::int as ppn_included,
  o.gross_total::float8 as gross_total, o.discount_total::float8 as discount_total, o.subtotal::float8 as subtotal, o.order_discount::float8 as order_discount,
  o.dpp::float8 as dpp, o.ppn::float8 as ppn, o.shipping_cost::float8 as shipping_cost, o.shipping_discount::float8 as shipping_discount,
  o.cod_fee::float8 as cod_fee, o.grand_total::float8 as grand_total, o.destination_name, o.destination_phone, o.destination_city_name,
  o.ekspedisi_id, e.ekspedisi_name, o.kurir, o.no_resi,
  (select count(*)::int from sales_order_line l where l.order_id = o.order_id) as line_count,
  (select coalesce(sum(l.qty), 0)::float8 from sales_order_line l where l.order_id = o.order_id) as qty_total,
  o.note, u.name as created_by_name, o.created_at, o.deleted_at, o.delete_reason,
  ${editableSql(salesOrder, sql`o.status`, sql`o.is_paid::int = 0 and o.is_pos::int = 0 and o.deleted_at is null`)}`;

export const salesStatusLabel = (s: unknown) => SALES_ORDER_STATES.find((x) => x.value === s)?.label ?? String(s);

const intOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

function shapeHeader(r: Record<string, unknown>) {
  return {
    ...r,
    order_id: Number(r.order_id),
    member_id: intOrNull(r.member_id),
    gudang_id: Number(r.gudang_id),
    mitra_user_id: intOrNull(r.mitra_user_id),
    lead_id: intOrNull(r.lead_id),
    bank_id: intOrNull(r.bank_id),
    ekspedisi_id: intOrNull(r.ekspedisi_id),
    status_label: salesStatusLabel(r.status),
    created_at: iso(r.created_at) as string,
    deleted_at: iso(r.deleted_at),
  };
}

/** /purchase_order/list (deleted = false) and /purchase_order/list_deleted (deleted = true): one page of the orders the user reaches. */
export async function listSalesOrders(tx: Tx, actor: Actor, query: ListQueryInput, deleted = false) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: salesOrderListSpec,
    query,
    select: headerSelect,
    from: headerFrom,
    where: sql`${salesOrderScope(actor)} and o.deleted_at is ${deleted ? sql`not null` : sql`null`}`,
    tiebreak: sql`o.order_id`,
    count: 'estimated',
  });
  // The invoice after returns for the whole page in one statement (orderBalances), never per row.
  const balances = await orderBalances(
    tx,
    page.data.map((r) => Number(r.order_id)),
  );
  return { ...page, data: page.data.map((r) => ({ ...shapeHeader(r), ...(balances.get(Number(r.order_id)) ?? NO_BALANCE) })) };
}

const lineSelect = sql`l.line_id, l.order_id, l.product_id, concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku,
  l.package_id, k.package_name, l.package_qty, l.unit, l.unit_isi, l.qty_input::float8 as qty_input, l.qty::float8 as qty,
  l.qty_returned::float8 as qty_returned, l.price::float8 as price, l.price_source, l.discount_type, l.discount::float8 as discount,
  l.gross::float8 as gross, l.discount_amount::float8 as discount_amount, l.subtotal::float8 as subtotal, l.note, m.product_isi::int as product_isi,
  kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name`;
const lineFrom = sql`sales_order_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
  left join product_package k on k.package_id = l.package_id
  left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`;

function shapeLine(r: Record<string, unknown>) {
  const units = unitsOfRow(r);
  const qty = Number(r.qty);
  return {
    line_id: Number(r.line_id),
    product_id: Number(r.product_id),
    product_name: String(r.product_name),
    product_sku: (r.product_sku as string | null) ?? null,
    package_id: intOrNull(r.package_id),
    package_name: (r.package_name as string | null) ?? null,
    package_qty: intOrNull(r.package_qty),
    unit: r.unit as 'besar' | 'kecil',
    unit_name: r.unit === 'besar' ? units.besar : units.kecil,
    product_isi: units.isi,
    product_satuan_besar_name: units.besar,
    product_satuan_kecil_name: units.kecil,
    qty_input: Number(r.qty_input),
    qty,
    qty_text: formatUnits(qty, units),
    qty_returned: Number(r.qty_returned),
    price: Number(r.price),
    price_source: r.price_source as 'normal' | 'grosir' | 'member' | 'manual',
    discount_type: r.discount_type as 'percent' | 'rupiah',
    discount: Number(r.discount),
    gross: Number(r.gross),
    discount_amount: Number(r.discount_amount),
    subtotal: Number(r.subtotal),
    note: (r.note as string | null) ?? null,
  };
}

/**
 * /purchase_order/detail: an order the user reaches (404 otherwise, deleted ones too) with recipient,
 * lines, what it still holds, its history, its customer returns and the invoice after them
 * (returned_total, amount_due, refund_due: orderBalances).
 */
export async function salesOrderDetail(tx: Tx, actor: Actor, orderId: number) {
  const h = await tx.execute(sql`select ${headerSelect}, o.destination_address, o.destination_kecamatan_id, o.destination_district_name,
      o.destination_state_name, o.destination_zipcode, o.shipping_provider, o.shipping_service, o.cash_received::float8 as cash_received, o.public_token
    from ${headerFrom} where o.order_id = ${orderId} and ${salesOrderScope(actor)}`);
  const header = h.rows[0] as Record<string, unknown> | undefined;
  if (!header) throw notFound('Tagihan tidak ditemukan');
  const lines = await tx.execute(sql`select ${lineSelect} from ${lineFrom} where l.order_id = ${orderId} order by l.line_id`);
  const reserved = await tx.execute(
    sql`select product_id, gudang_id, qty::float8 as qty from stock_reservation where order_id = ${orderId} order by product_id`,
  );
  const history = await stateHistory(tx, salesOrder, orderId);
  const cashReceived = Number(header.cash_received);
  const balance = (await orderBalances(tx, [orderId])).get(orderId) ?? NO_BALANCE;
  return {
    ...shapeHeader(header),
    ...balance,
    returns: await returnsOfOrder(tx, orderId),
    destination_kecamatan_id: intOrNull(header.destination_kecamatan_id),
    cash_received: cashReceived,
    change_due: Number(header.is_pos) === 1 ? Math.max(0, cashReceived - Number(header.grand_total)) : 0,
    lines: (lines.rows as Record<string, unknown>[]).map(shapeLine),
    reserved: (reserved.rows as Record<string, unknown>[]).map((x) => ({
      product_id: Number(x.product_id),
      gudang_id: Number(x.gudang_id),
      qty: Number(x.qty),
    })),
    history: history.map((x) => ({
      from_state: x.from_state,
      to_state: x.to_state,
      action: x.action,
      user_id: intOrNull(x.user_id),
      user_name: x.user_name,
      reason: x.reason,
      at: new Date(x.at).toISOString(),
    })),
  };
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Nomor Tagihan', key: 'invoice_number', kind: 'text', width: 22 },
  { header: 'Tanggal', key: 'order_date', kind: 'date' },
  { header: 'Status', key: 'status_label', width: 14 },
  { header: 'Pembayaran', key: 'paid_label', width: 12 },
  { header: 'Pelanggan', key: 'customer_name', width: 24 },
  { header: 'Gudang', key: 'master_gudang_name', width: 20 },
  { header: 'Jenis', key: 'kind', width: 10 },
  { header: 'SKU', key: 'product_sku', kind: 'text', width: 16 },
  { header: 'Produk', key: 'product_name', width: 30 },
  { header: 'Paket', key: 'package_name', width: 20 },
  { header: 'Jumlah', key: 'qty_input', kind: 'number' },
  { header: 'Satuan', key: 'unit_name' },
  { header: 'Jumlah (satuan kecil)', key: 'qty', kind: 'number' },
  { header: 'Harga', key: 'price', kind: 'money' },
  { header: 'Diskon', key: 'discount_amount', kind: 'money' },
  { header: 'Subtotal', key: 'subtotal', kind: 'money' },
  { header: 'Diskon Tagihan', key: 'order_discount', kind: 'money' },
  { header: 'PPN', key: 'order_ppn', kind: 'money' },
  { header: 'Ongkos Kirim', key: 'shipping_net', kind: 'money' },
  { header: 'Biaya COD', key: 'cod_fee', kind: 'money' },
  { header: 'Total Tagihan', key: 'order_total', kind: 'money' },
  { header: 'Retur', key: 'returned_total', kind: 'money' },
  { header: 'Sisa Tagihan', key: 'amount_due', kind: 'money' },
];

/**
 * /purchase_order/excel: the orders matching the list's filters (not deleted), one row per line,
 * read in line order by keyset pages and written as they come (a job above the export threshold).
 */
export function salesOrderSheet(tx: Tx, actor: Actor, query: ListQueryInput): XlsxStreamOptions {
  const { where } = buildList(salesOrderListSpec, { ...query, page: 1 }, sql`${salesOrderScope(actor)} and o.deleted_at is null`);
  const filter: SQL = where ?? sql`true`;
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select: sql`${lineSelect}, o.invoice_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.status, o.is_paid::int as is_paid,
        o.is_pos::int as is_pos, o.is_indent::int as is_indent, coalesce(mm.member_name, o.customer_name) as customer_name, g.master_gudang_name,
        o.order_discount::float8 as order_discount, o.ppn::float8 as order_ppn, (o.shipping_cost - o.shipping_discount)::float8 as shipping_net,
        o.cod_fee::float8 as cod_fee, o.grand_total::float8 as order_total`,
      from: sql`${lineFrom} join ${headerFrom} on o.order_id = l.order_id`,
      where: filter,
      key: { column: sql`l.line_id`, name: 'line_id' },
      batch: 1000,
    })) {
      // The invoice after returns of the batch's orders in one statement (orderBalances), as the list shows it.
      const balances = await orderBalances(tx, [...new Set(batch.map((r) => Number(r.order_id)))]);
      yield batch.map((r) => {
        const balance = balances.get(Number(r.order_id)) ?? NO_BALANCE;
        return {
          ...shapeLine(r),
          invoice_number: r.invoice_number,
          order_date: r.order_date,
          status_label: salesStatusLabel(r.status),
          paid_label: salesPaymentLabel({ is_paid: Number(r.is_paid), ...balance }),
          customer_name: r.customer_name,
          master_gudang_name: r.master_gudang_name,
          kind: Number(r.is_pos) ? 'Kasir' : Number(r.is_indent) ? 'Indent' : 'Tagihan',
          order_discount: Number(r.order_discount),
          order_ppn: Number(r.order_ppn),
          shipping_net: Number(r.shipping_net),
          cod_fee: Number(r.cod_fee),
          order_total: Number(r.order_total),
          returned_total: balance.returned_total,
          amount_due: balance.amount_due,
        };
      });
    }
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `tagihan-${stamp}.xlsx`, sheetName: 'Tagihan', columns: EXPORT_COLUMNS, batches: rows() };
}
