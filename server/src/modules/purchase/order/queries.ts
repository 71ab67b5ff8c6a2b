import { purchaseOrder, formatUnits, PURCHASE_ORDER_STATES, purchaseOrderDocument, unitsOfRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { editableSql } from '../../../platform/documents/editable.js';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { stateHistory } from '../../../platform/documents/run-transition.js';
import { notFound } from '../../../platform/errors.js';
import type { SheetColumn, XlsxStreamOptions } from '../../../platform/excel/xlsx-stream.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { defecta } from '../../stock/report/queries.js';
import { orderScope } from './commands/order-rules.js';

/** Filters of the order list, the open-order picker and the export, from the body's top level or columnFilters. */
export const ORDER_LIST_FILTERS = [
  'order_id',
  'vendor_id',
  'gudang_id',
  'gudang_source_id',
  'status',
  'date_start',
  'date_end',
  'order_number',
  'is_internal',
  'is_automatic',
  'search',
] as const;

export const orderListSpec: ListSpec = {
  filters: {
    order_id: { column: sql`o.order_id`, op: 'eq' },
    vendor_id: { column: sql`o.vendor_id`, op: 'eq' },
    gudang_id: { column: sql`o.gudang_id`, op: 'eq' },
    gudang_source_id: { column: sql`o.gudang_source_id`, op: 'eq' },
    status: { column: sql`o.status`, op: 'eq' },
    date_start: { column: sql`o.order_date`, op: 'from' },
    date_end: { column: sql`o.order_date`, op: 'to' },
    order_number: { column: sql`o.order_number`, op: 'contains' },
    is_internal: { column: sql`o.is_internal`, op: 'eq' },
    is_automatic: { column: sql`o.is_automatic`, op: 'eq' },
  },
  search: [sql`o.order_number`, sql`coalesce(o.note, '')`, sql`coalesce(v.vendor_name, '')`],
  sort: {
    order_id: sql`o.order_id`,
    order_number: sql`o.order_number`,
    order_date: sql`o.order_date`,
    status: sql`o.status`,
    grand_total: sql`o.grand_total`,
    created_at: sql`o.created_at`,
  },
  defaultSort: { field: 'order_id', type: 'desc' },
};

const headerFrom = sql`purchase_order o left join master_vendor v on v.vendor_id = o.vendor_id
  left join master_gudang g on g.master_gudang_id = o.gudang_id left join master_gudang gs on gs.master_gudang_id = o.gudang_source_id
  left join users u on u.id = o.created_by`;

const headerSelect = sql`o.order_id, o.order_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, to_char(o.expected_date, 'YYYY-MM-DD') as expected_date,
  o.is_internal::int as is_internal, o.is_automatic::int as is_automatic, o.vendor_id, v.vendor_name, o.gudang_id, g.master_gudang_name,
  o.gudang_source_id, gs.master_gudang_name as gudang_source_name, o.status, o.is_ppn::int as is_ppn, o.ppn_percent::float8 as ppn_percent,
  o.ppn_included::int as ppn_included, o.gross_total::float8 as gross_total, o.discount_total::float8 as discount_total, o.subtotal::float8 as subtotal,
  o.dpp::float8 as dpp, o.ppn::float8 as ppn, o.grand_total::float8 as grand_total, o.note, u.name as created_by_name,
  (select count(*)::int from purchase_order_line l where l.order_id = o.order_id) as line_count,
  (select coalesce(sum(l.qty), 0)::float8 from purchase_order_line l where l.order_id = o.order_id) as qty_total,
  (select coalesce(sum(l.qty_received), 0)::float8 from purchase_order_line l where l.order_id = o.order_id) as qty_received_total,
  ${editableSql(purchaseOrder, sql`o.status`, sql`not exists (select 1 from purchase_order_line rl where rl.order_id = o.order_id and rl.qty_received > 0)`)}`;

export const statusLabel = (s: unknown) => PURCHASE_ORDER_STATES.find((x) => x.value === s)?.label ?? String(s);

const shapeHeader = (r: Record<string, unknown>) => ({
  ...r,
  order_id: Number(r.order_id),
  vendor_id: r.vendor_id === null ? null : Number(r.vendor_id),
  gudang_id: Number(r.gudang_id),
  gudang_source_id: r.gudang_source_id === null ? null : Number(r.gudang_source_id),
  status_label: statusLabel(r.status),
});

/** /penerimaan_order/index: one page of the orders the user may see, with totals and received quantities. */
export async function listPurchaseOrders(tx: Tx, actor: Actor, query: ListQueryInput) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: orderListSpec,
    query,
    select: headerSelect,
    from: headerFrom,
    where: orderScope(actor),
    tiebreak: sql`o.order_id`,
    count: 'estimated',
  });
  return { ...page, data: page.data.map(shapeHeader) };
}

/**
 * /penerimaan_order/index_main: orders still open for receiving (ordered or partly received) with
 * what is left to receive, for the receipt form's order picker; no count (a picker's pager).
 */
export async function listOpenPurchaseOrders(tx: Tx, actor: Actor, query: ListQueryInput) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: orderListSpec,
    query,
    select: sql`o.order_id, o.order_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.is_internal::int as is_internal, o.vendor_id,
      v.vendor_name, o.gudang_id, g.master_gudang_name, o.gudang_source_id, o.status,
      (select coalesce(sum(l.qty), 0)::float8 from purchase_order_line l where l.order_id = o.order_id) as qty_total,
      (select coalesce(sum(l.qty - l.qty_received), 0)::float8 from purchase_order_line l where l.order_id = o.order_id) as qty_remaining_total`,
    from: headerFrom,
    where: sql`${orderScope(actor, true)} and o.status in ('ordered', 'partly_received')`,
    tiebreak: sql`o.order_id`,
    count: 'none',
  });
  return { ...page, data: page.data.map(shapeHeader) };
}

const lineSelect = sql`l.line_id, l.order_id, l.product_id, concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku,
  l.unit, l.unit_isi, l.qty_input::float8 as qty_input, l.qty::float8 as qty, l.qty_received::float8 as qty_received, l.price::float8 as price,
  l.unit_price_small::float8 as unit_price_small, l.discount_type, l.discount::float8 as discount, l.gross::float8 as gross,
  l.discount_amount::float8 as discount_amount, l.subtotal::float8 as subtotal, l.note, m.product_isi::int as product_isi,
  kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name`;
const lineFrom = sql`purchase_order_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
  left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`;

function shapeLine(r: Record<string, unknown>) {
  const units = unitsOfRow(r);
  const qty = Number(r.qty);
  const received = Number(r.qty_received);
  return {
    line_id: Number(r.line_id),
    product_id: Number(r.product_id),
    product_name: String(r.product_name),
    product_sku: (r.product_sku as string | null) ?? null,
    unit: r.unit as 'besar' | 'kecil',
    unit_name: r.unit === 'besar' ? units.besar : units.kecil,
    product_isi: units.isi,
    product_satuan_besar_name: units.besar,
    product_satuan_kecil_name: units.kecil,
    qty_input: Number(r.qty_input),
    qty,
    qty_text: formatUnits(qty, units),
    qty_received: received,
    qty_remaining: qty - received,
    qty_remaining_text: formatUnits(qty - received, units),
    price: Number(r.price),
    unit_price_small: Number(r.unit_price_small),
    discount_type: r.discount_type as 'percent' | 'rupiah',
    discount: Number(r.discount),
    gross: Number(r.gross),
    discount_amount: Number(r.discount_amount),
    subtotal: Number(r.subtotal),
    note: (r.note as string | null) ?? null,
  };
}

/** GET /penerimaan_order/get_detail: an order the user may see (404 otherwise) with its lines, images and state history. */
export async function purchaseOrderDetail(tx: Tx, actor: Actor, orderId: number) {
  const h = await tx.execute(sql`select ${headerSelect} from ${headerFrom} where o.order_id = ${orderId} and ${orderScope(actor, true)}`);
  const header = h.rows[0] as Record<string, unknown> | undefined;
  if (!header) throw notFound('Pesanan tidak ditemukan');
  const lines = await tx.execute(sql`select ${lineSelect} from ${lineFrom} where l.order_id = ${orderId} order by l.line_id`);
  const images = await tx.execute(sql`select image_id, mime, size, bytes from purchase_order_image where order_id = ${orderId} order by image_id`);
  const history = await stateHistory(tx, purchaseOrderDocument(Number(header.is_internal)), orderId);
  return {
    ...shapeHeader(header),
    lines: (lines.rows as Record<string, unknown>[]).map(shapeLine),
    images: (images.rows as { image_id: number; mime: string; size: number; bytes: Buffer }[]).map((i) => ({
      image_id: Number(i.image_id),
      mime: i.mime,
      size: Number(i.size),
      data_url: `data:${i.mime};base64,${Buffer.from(i.bytes).toString('base64')}`,
    })),
    history: history.map((x) => ({ ...x, user_id: x.user_id === null ? null : Number(x.user_id), at: new Date(x.at).toISOString() })),
  };
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Nomor Pesanan', key: 'order_number', kind: 'text', width: 20 },
  { header: 'Tanggal', key: 'order_date', kind: 'date' },
  { header: 'Jenis', key: 'kind', width: 10 },
  { header: 'Status', key: 'status_label', width: 18 },
  { header: 'Supplier / Gudang Asal', key: 'source_name', width: 24 },
  { header: 'Gudang', key: 'master_gudang_name', width: 20 },
  { header: 'SKU', key: 'product_sku', kind: 'text', width: 16 },
  { header: 'Produk', key: 'product_name', width: 30 },
  { header: 'Jumlah', key: 'qty_input', kind: 'number' },
  { header: 'Satuan', key: 'unit_name' },
  { header: 'Jumlah (satuan kecil)', key: 'qty', kind: 'number' },
  { header: 'Diterima (satuan kecil)', key: 'qty_received', kind: 'number' },
  { header: 'Harga', key: 'price', kind: 'money' },
  { header: 'Diskon', key: 'discount_amount', kind: 'money' },
  { header: 'Subtotal', key: 'subtotal', kind: 'money' },
  { header: 'PPN Pesanan', key: 'order_ppn', kind: 'money' },
  { header: 'Total Pesanan', key: 'order_total', kind: 'money' },
  { header: 'Catatan', key: 'note', width: 30 },
];

/**
 * /penerimaan_order/generate_excel: the orders matching the list's filters, one row per line, read in
 * line order by keyset pages and written as they come.
 */
export function purchaseOrderSheet(tx: Tx, actor: Actor, query: ListQueryInput): XlsxStreamOptions {
  const { where } = buildList(orderListSpec, { ...query, page: 1 }, orderScope(actor));
  const filter: SQL = where ?? sql`true`;
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select: sql`${lineSelect}, o.order_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.is_internal::int as is_internal, o.status,
        coalesce(v.vendor_name, gs.master_gudang_name) as source_name, g.master_gudang_name, o.ppn::float8 as order_ppn,
        o.grand_total::float8 as order_total, o.note as order_note`,
      from: sql`${lineFrom} join ${headerFrom} on o.order_id = l.order_id`,
      where: filter,
      key: { column: sql`l.line_id`, name: 'line_id' },
      batch: 1000,
    })) {
      yield batch.map((r) => {
        const line = shapeLine(r);
        return {
          ...line,
          order_number: r.order_number,
          order_date: r.order_date,
          kind: Number(r.is_internal) ? 'Internal' : 'Supplier',
          status_label: statusLabel(r.status),
          source_name: r.source_name,
          master_gudang_name: r.master_gudang_name,
          order_ppn: Number(r.order_ppn),
          order_total: Number(r.order_total),
          note: line.note ?? r.order_note ?? null,
        };
      });
    }
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `pesanan-pembelian-${stamp}.xlsx`, sheetName: 'Pesanan Pembelian', columns: EXPORT_COLUMNS, batches: rows() };
}

/**
 * The automatic-order proposal for a warehouse: every variant of the defecta report there (stock
 * under the product's minimum), grouped by its main supplier, ordering the report's order_besar
 * (whole big units up to the minimum, less what placed orders to the warehouse still bring:
 * on_order) at the last price the company ordered it at from a supplier
 * (per big unit; 0 when never ordered). Variants without a main supplier are listed apart. Each
 * supplier names its open automatic draft for the warehouse, which saving updates.
 */
export async function automaticOrderProposal(tx: Tx, actor: Actor, gudangId: number) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const r = await defecta(tx, actor, { page, perPage: 500 }, gudangId);
    rows.push(...(r.data as Record<string, unknown>[]));
    if (r.data.length < 500) break;
  }
  const ids = rows.map((r) => Number(r.product_id));
  const prices = await tx.execute(sql`select distinct on (l.product_id) l.product_id, l.price::float8 as price, l.unit_isi, m.product_isi::int as isi
    from purchase_order_line l join purchase_order o on o.order_id = l.order_id
    join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
    where o.is_internal = 0 and o.status <> 'cancelled' and l.product_id = any(${sql.param(ids)}::int[])
    order by l.product_id, l.line_id desc`);
  const priceOf = new Map(
    (prices.rows as { product_id: number; price: number; unit_isi: number; isi: number }[]).map((x) => [
      Number(x.product_id),
      Math.round((Number(x.price) / Math.max(1, Number(x.unit_isi))) * Math.max(1, Number(x.isi))),
    ]),
  );
  const onOrder = await tx.execute(sql`select l.product_id, sum(l.qty - l.qty_received)::float8 as n from purchase_order_line l
    join purchase_order o on o.order_id = l.order_id
    where o.gudang_id = ${gudangId} and o.status in ('ordered', 'partly_received') and l.product_id = any(${sql.param(ids)}::int[]) group by l.product_id`);
  const onOrderOf = new Map((onOrder.rows as { product_id: number; n: number }[]).map((x) => [Number(x.product_id), Number(x.n)]));
  const drafts = await tx.execute(sql`select vendor_id, min(order_id)::int as order_id from purchase_order
    where is_automatic = 1 and is_internal = 0 and status = 'draft' and gudang_id = ${gudangId} group by vendor_id`);
  const draftOf = new Map((drafts.rows as { vendor_id: number; order_id: number }[]).map((x) => [Number(x.vendor_id), Number(x.order_id)]));
  const vendors = new Map<number, { vendor_id: number; vendor_name: string; open_draft_id: number | null; lines: ReturnType<typeof proposalLine>[] }>();
  const withoutVendor: ReturnType<typeof proposalLine>[] = [];
  for (const r of rows) {
    const line = proposalLine(r, priceOf.get(Number(r.product_id)) ?? 0, onOrderOf.get(Number(r.product_id)) ?? 0);
    const vendorId = r.main_vendor_id === null || r.main_vendor_name === null ? null : Number(r.main_vendor_id);
    if (vendorId === null) {
      withoutVendor.push(line);
      continue;
    }
    const v = vendors.get(vendorId) ?? {
      vendor_id: vendorId,
      vendor_name: String(r.main_vendor_name),
      open_draft_id: draftOf.get(vendorId) ?? null,
      lines: [],
    };
    v.lines.push(line);
    vendors.set(vendorId, v);
  }
  return {
    gudang_id: gudangId,
    vendors: [...vendors.values()].sort((a, b) => a.vendor_name.localeCompare(b.vendor_name, 'id')),
    without_vendor: withoutVendor,
  };
}

function proposalLine(r: Record<string, unknown>, price: number, onOrder: number) {
  const units = unitsOfRow(r);
  const missing = Math.max(0, Number(r.shortage) - onOrder);
  return {
    product_id: Number(r.product_id),
    product_name: String(r.product_name),
    product_sku: (r.product_sku as string | null) ?? null,
    qty: Number(r.qty),
    qty_text: String(r.qty_text),
    product_min_stock: Number(r.product_min_stock),
    shortage: Number(r.shortage),
    product_isi: units.isi,
    product_satuan_besar_name: units.besar,
    product_satuan_kecil_name: units.kecil,
    on_order: onOrder,
    unit: 'besar' as const,
    order_qty: Math.ceil(missing / units.isi),
    price,
  };
}
