import { formatUnits, type PickLine } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import type { SheetColumn, XlsxStreamOptions } from '../../../platform/excel/xlsx-stream.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { visibleSalesOrder } from '../order/commands/order-scope.js';
import { salesOrderScope } from '../order/commands/order-scope.js';
import { SALES_ORDER_DOC, SALES_ORDER_RETURN_DOC } from '../order/order-document.js';
import { fefoBatches } from '../../stock/queries.js';

/** Filters of the picking list (Siap Dikirim) and its export, from the top level or columnFilters. */
export const PICKING_FILTERS = ['order_id', 'gudang_id', 'ekspedisi_id', 'date_start', 'date_end', 'invoice_number', 'packed', 'search'] as const;

export const pickingListSpec: ListSpec = {
  filters: {
    order_id: { column: sql`o.order_id`, op: 'eq' },
    gudang_id: { column: sql`o.gudang_id`, op: 'eq' },
    ekspedisi_id: { column: sql`o.ekspedisi_id`, op: 'eq' },
    date_start: { column: sql`o.order_date`, op: 'from' },
    date_end: { column: sql`o.order_date`, op: 'to' },
    invoice_number: { column: sql`o.invoice_number`, op: 'contains' },
  },
  search: [sql`o.invoice_number`, sql`coalesce(mm.member_name, o.customer_name, '')`, sql`coalesce(o.destination_name, '')`, sql`coalesce(o.no_resi, '')`],
  sort: {
    order_id: sql`o.order_id`,
    order_date: sql`o.order_date`,
    invoice_number: sql`o.invoice_number`,
  },
  defaultSort: { field: 'order_id', type: 'asc' },
};

const orderFrom = sql`sales_order o left join master_member mm on mm.member_id = o.member_id
  left join master_gudang g on g.master_gudang_id = o.gudang_id left join master_ekspedisi e on e.ekspedisi_id = o.ekspedisi_id`;

/** Ordered and packed quantities (in the ordered unit) of an order's lines. */
const packedTotals = sql`(select coalesce(sum(l.qty_input), 0) from sales_order_line l where l.order_id = o.order_id)::float8 as qty_ordered_total,
  (select coalesce(sum(least(pi.qty_packed, l.qty_input)), 0) from sales_order_line l join packing_item pi on pi.order_id = l.order_id and pi.line_id = l.line_id
    where l.order_id = o.order_id)::float8 as qty_packed_total`;

const orderSelect = sql`o.order_id, o.invoice_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.status, o.gudang_id, g.master_gudang_name,
  o.member_id, coalesce(mm.member_name, o.customer_name) as customer_name, coalesce(mm.member_phone, o.customer_phone) as customer_phone,
  o.destination_name, o.destination_phone, o.destination_address, o.destination_district_name, o.destination_city_name, o.destination_state_name,
  o.destination_zipcode, o.ekspedisi_id, e.ekspedisi_name, o.kurir, o.shipping_service, o.no_resi, o.shipping_cost::float8 as shipping_cost,
  o.cod_fee::float8 as cod_fee, o.payment_method, o.grand_total::float8 as grand_total, o.is_paid::int as is_paid, o.note, o.stock_taken::int as stock_taken,
  ${packedTotals}`;

/** Orders waiting to be picked and packed: Siap Dikirim, not deleted, within the user's reach. */
const pickingWhere = (actor: Actor, extra?: SQL) =>
  sql`o.status = 'siap_dikirim' and o.deleted_at is null and ${salesOrderScope(actor)}${extra ? sql` and ${extra}` : sql``}`;

/** The `packed` filter: '1' fully packed, '0' not yet. */
function packedCondition(query: ListQueryInput & { columnFilters?: Record<string, unknown> }): SQL | undefined {
  const v = query.columnFilters?.packed;
  if (v === undefined) return undefined;
  if (v !== '0' && v !== '1') throw fieldError('packed', 'packed harus 0 atau 1');
  const full = sql`not exists (select 1 from sales_order_line l left join packing_item pi on pi.order_id = l.order_id and pi.line_id = l.line_id
    where l.order_id = o.order_id and coalesce(pi.qty_packed, 0) < l.qty_input)`;
  return v === '1' ? full : sql`not (${full})`;
}

function withoutPacked(query: ListQueryInput & { columnFilters?: Record<string, unknown> }): ListQueryInput {
  const { packed: _, ...rest } = query.columnFilters ?? {};
  return { ...query, columnFilters: rest };
}

const lineSelect = sql`l.line_id, l.order_id, l.product_id, concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku,
  nullif(p.product_barcode, '--') as product_barcode, l.unit, l.unit_isi::int as unit_isi, l.qty_input::float8 as qty_input, l.qty::float8 as qty,
  coalesce(pi.qty_packed, 0)::float8 as qty_packed, m.product_isi::int as product_isi, kb.kemasan_name as besar, kk.kemasan_name as kecil`;
const lineFrom = sql`sales_order_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
  left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
  left join packing_item pi on pi.order_id = l.order_id and pi.line_id = l.line_id`;

function shapeLine(r: Record<string, unknown>): PickLine {
  const units = { isi: Math.max(1, Number(r.product_isi ?? 1)), besar: String(r.besar ?? ''), kecil: String(r.kecil ?? '') };
  const qtyInput = Number(r.qty_input);
  const packed = Math.min(Number(r.qty_packed), qtyInput);
  return {
    line_id: Number(r.line_id),
    order_id: Number(r.order_id),
    product_id: Number(r.product_id),
    product_name: String(r.product_name),
    product_sku: (r.product_sku as string | null) ?? null,
    product_barcode: (r.product_barcode as string | null) ?? null,
    unit: r.unit as 'besar' | 'kecil',
    unit_name: r.unit === 'besar' ? units.besar : units.kecil,
    qty_input: qtyInput,
    qty: Number(r.qty),
    qty_text: formatUnits(Number(r.qty), units),
    qty_packed: packed,
    packed: packed >= qtyInput,
  };
}

/** The lines of some orders with their packing progress, in line order. */
export async function linesOf(tx: Tx, orderIds: readonly number[]): Promise<PickLine[]> {
  if (!orderIds.length) return [];
  const r = await tx.execute(
    sql`select ${lineSelect} from ${lineFrom} where l.order_id = any(${sql.param([...orderIds])}::int[]) order by l.order_id, l.line_id`,
  );
  return (r.rows as Record<string, unknown>[]).map(shapeLine);
}

const shapeOrder = (r: Record<string, unknown>) => ({
  ...r,
  order_id: Number(r.order_id),
  gudang_id: Number(r.gudang_id),
  member_id: r.member_id === null ? null : Number(r.member_id),
  ekspedisi_id: r.ekspedisi_id === null ? null : Number(r.ekspedisi_id),
  qty_ordered_total: Number(r.qty_ordered_total),
  qty_packed_total: Number(r.qty_packed_total),
  packed: Number(r.qty_packed_total) >= Number(r.qty_ordered_total),
});

/** POST /picking/list: one page of the orders in Siap Dikirim the user reaches, each with its lines to pick and what is packed. */
export async function listPicking(tx: Tx, actor: Actor, query: ListQueryInput & { columnFilters?: Record<string, unknown> }) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: pickingListSpec,
    query: withoutPacked(query),
    select: orderSelect,
    from: orderFrom,
    where: pickingWhere(actor, packedCondition(query)),
    tiebreak: sql`o.order_id`,
    count: 'exact',
  });
  const orders = page.data.map(shapeOrder);
  const lines = await linesOf(
    tx,
    orders.map((o) => o.order_id),
  );
  return { ...page, data: orders.map((o) => ({ ...o, lines: lines.filter((l) => l.order_id === o.order_id) })) };
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Nomor Tagihan', key: 'invoice_number', kind: 'text', width: 20 },
  { header: 'Tanggal', key: 'order_date', kind: 'date' },
  { header: 'Gudang', key: 'master_gudang_name', width: 18 },
  { header: 'Pelanggan', key: 'customer_name', width: 24 },
  { header: 'Penerima', key: 'destination_name', width: 24 },
  { header: 'Alamat', key: 'address', width: 40 },
  { header: 'Ekspedisi', key: 'courier', width: 18 },
  { header: 'SKU', key: 'product_sku', kind: 'text', width: 16 },
  { header: 'Barcode', key: 'product_barcode', kind: 'text', width: 16 },
  { header: 'Produk', key: 'product_name', width: 30 },
  { header: 'Jumlah', key: 'qty_input', kind: 'number' },
  { header: 'Satuan', key: 'unit_name' },
  { header: 'Jumlah (satuan kecil)', key: 'qty', kind: 'number' },
  { header: 'Sudah Dikemas', key: 'qty_packed', kind: 'number' },
];

/** /picking/generate_excel: the picking list's orders (same filters), one row per line. */
export function pickingSheet(tx: Tx, actor: Actor, query: ListQueryInput & { columnFilters?: Record<string, unknown> }): XlsxStreamOptions {
  const { where } = buildList(pickingListSpec, { ...withoutPacked(query), page: 1 }, pickingWhere(actor, packedCondition(query)));
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select: sql`${lineSelect}, o.invoice_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, g.master_gudang_name,
        coalesce(mm.member_name, o.customer_name) as customer_name, o.destination_name,
        concat_ws(', ', o.destination_address, o.destination_district_name, o.destination_city_name, o.destination_state_name, o.destination_zipcode) as address,
        concat_ws(' ', coalesce(e.ekspedisi_name, o.kurir), o.shipping_service) as courier`,
      from: sql`${lineFrom} join ${orderFrom} on o.order_id = l.order_id`,
      where: where ?? sql`true`,
      key: { column: sql`l.line_id`, name: 'line_id' },
      batch: 1000,
    })) {
      yield batch.map((r) => ({
        ...shapeLine(r),
        invoice_number: r.invoice_number,
        order_date: r.order_date,
        master_gudang_name: r.master_gudang_name,
        customer_name: r.customer_name,
        destination_name: r.destination_name,
        address: r.address,
        courier: r.courier,
      }));
    }
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `siap-dikirim-${stamp}.xlsx`, sheetName: 'Siap Dikirim', columns: EXPORT_COLUMNS, batches: rows() };
}

export interface BatchPick {
  batch_id: number;
  batch_no: string | null;
  expired_date: string | null;
  qty: number;
}

/**
 * POST /picking/recomendation_ed_batch: per line of the order, the batches to pick from, first expiry
 * first. When the order's stock was already taken, the batches the ledger shows it took (what it took
 * less what was given back); else a proposal from the balances of the order's warehouse, the lines of
 * one variant sharing them in line order. `short`: what the warehouse cannot cover.
 */
export async function recommendEdBatch(tx: Tx, actor: Actor, orderId: number) {
  const order = await visibleSalesOrder(tx, actor, orderId);
  const lines = await linesOf(tx, [order.order_id]);
  const source = order.stock_taken === 1 ? 'ledger' : 'stock';
  const pools = new Map<number, BatchPick[]>();
  if (order.stock_taken === 1) {
    const r =
      await tx.execute(sql`select s.product_id, s.batch_id, sb.batch_no, to_char(sb.expired_date, 'YYYY-MM-DD') as expired_date, (-sum(s.qty))::float8 as qty
      from stock_log s left join stock_batch sb on sb.batch_id = s.batch_id
      where s.doc_type in (${SALES_ORDER_DOC}, ${SALES_ORDER_RETURN_DOC}) and s.doc_id = ${order.order_id}
      group by s.product_id, s.batch_id, sb.batch_no, sb.expired_date having sum(s.qty) < 0
      order by sb.expired_date asc nulls last, s.batch_id`);
    for (const x of r.rows as Record<string, unknown>[]) {
      const list = pools.get(Number(x.product_id)) ?? [];
      list.push({
        batch_id: Number(x.batch_id),
        batch_no: (x.batch_no as string | null) ?? null,
        expired_date: (x.expired_date as string | null) ?? null,
        qty: Number(x.qty),
      });
      pools.set(Number(x.product_id), list);
    }
  } else {
    for (const id of new Set(lines.map((l) => l.product_id))) pools.set(id, await fefoBatches(tx, id, order.gudang_id));
  }
  const out = lines.map((l) => {
    const pool = pools.get(l.product_id) ?? [];
    let rest = l.qty;
    const batches: BatchPick[] = [];
    for (const b of pool) {
      if (rest <= 0) break;
      if (b.qty <= 0) continue;
      const take = Math.min(rest, b.qty);
      batches.push({ ...b, qty: take });
      b.qty -= take;
      rest -= take;
    }
    return {
      line_id: l.line_id,
      product_id: l.product_id,
      product_name: l.product_name,
      product_sku: l.product_sku,
      unit_name: l.unit_name,
      qty_input: l.qty_input,
      qty: l.qty,
      qty_text: l.qty_text,
      batches,
      short: rest,
    };
  });
  return { order_id: order.order_id, invoice_number: order.invoice_number, gudang_id: order.gudang_id, source, lines: out };
}
