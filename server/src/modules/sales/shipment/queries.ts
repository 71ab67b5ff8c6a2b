import { ENTRY_FROM_STATE, SALES_ORDER_STATES, salesOrder, shipmentDoc, shipmentStateLabel } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { editableSql } from '../../../platform/documents/editable.js';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { stateHistory } from '../../../platform/documents/run-transition.js';
import { notFound } from '../../../platform/errors.js';
import type { SheetColumn, XlsxStreamOptions } from '../../../platform/excel/xlsx-stream.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { salesOrderScope, visibleSalesOrder } from '../order/commands/order-scope.js';
import { linesOf } from '../picking/queries.js';

/** Shipments the user reaches: those carrying an order of their reach (partner, warehouse rules of the orders). */
export const shipmentScope = (actor: Actor): SQL =>
  sql`exists (select 1 from shipment_order so join sales_order o on o.order_id = so.order_id where so.shipment_id = s.shipment_id and ${salesOrderScope(actor)})`;

/** A shipment the user reaches, locked for the write; 404 otherwise. */
export async function visibleShipment(tx: Tx, actor: Actor, id: number) {
  const r = await tx.execute(
    sql`select s.shipment_id, s.shipment_number, s.status from shipment s where s.shipment_id = ${id} and ${shipmentScope(actor)} for update`,
  );
  const row = r.rows[0] as { shipment_id: number; shipment_number: string; status: string } | undefined;
  if (!row) throw notFound('Pengiriman tidak ditemukan');
  return { shipment_id: Number(row.shipment_id), shipment_number: row.shipment_number, status: row.status };
}

export const SHIPMENT_FILTERS = ['shipment_id', 'status', 'ekspedisi_id', 'date_start', 'date_end', 'no_resi', 'order_id', 'search'] as const;

export const shipmentListSpec: ListSpec = {
  filters: {
    shipment_id: { column: sql`s.shipment_id`, op: 'eq' },
    status: { column: sql`s.status`, op: 'eq' },
    ekspedisi_id: { column: sql`s.ekspedisi_id`, op: 'eq' },
    date_start: { column: sql`s.shipment_date`, op: 'from' },
    date_end: { column: sql`s.shipment_date`, op: 'to' },
    no_resi: { column: sql`s.no_resi`, op: 'contains' },
  },
  search: [
    sql`s.shipment_number`,
    sql`coalesce(s.no_resi, '')`,
    sql`coalesce(s.kurir, '')`,
    sql`coalesce(e.ekspedisi_name, '')`,
    sql`(select coalesce(string_agg(o.invoice_number || ' ' || coalesce(o.customer_name, '') || ' ' || coalesce(o.destination_name, ''), ' '), '')
      from shipment_order x join sales_order o on o.order_id = x.order_id where x.shipment_id = s.shipment_id)`,
  ],
  sort: {
    shipment_id: sql`s.shipment_id`,
    shipment_date: sql`s.shipment_date`,
    shipment_number: sql`s.shipment_number`,
    status: sql`s.status`,
  },
  defaultSort: { field: 'shipment_id', type: 'desc' },
};

const shipmentFrom = sql`shipment s left join master_ekspedisi e on e.ekspedisi_id = s.ekspedisi_id left join users u on u.id = s.created_by`;
const shipmentSelect = sql`s.shipment_id, s.shipment_number, to_char(s.shipment_date, 'YYYY-MM-DD') as shipment_date, s.ekspedisi_id, e.ekspedisi_name,
  s.kurir, s.shipping_service, s.no_resi, s.shipping_cost::float8 as shipping_cost, s.shipping_provider, s.aggregator_booking_id, s.aggregator_tracking,
  s.status, s.status_note, s.note, s.created_at, u.name as created_by_name, ${editableSql(shipmentDoc, sql`s.status`)},
  (select count(*)::int from shipment_order x where x.shipment_id = s.shipment_id) as order_count,
  (select string_agg(o.invoice_number, ', ' order by o.order_id) from shipment_order x join sales_order o on o.order_id = x.order_id
    where x.shipment_id = s.shipment_id) as invoice_numbers,
  (select string_agg(distinct coalesce(o.destination_name, o.customer_name, ''), ', ') from shipment_order x join sales_order o on o.order_id = x.order_id
    where x.shipment_id = s.shipment_id) as recipients`;

const shapeShipment = (
  r: Record<string, unknown>,
): Record<string, unknown> & {
  shipment_id: number;
  shipment_number: string;
  courier: string;
  created_at: string | null;
  no_resi: string | null;
  created_by_name: string | null;
} => ({
  ...r,
  shipment_id: Number(r.shipment_id),
  shipment_number: String(r.shipment_number),
  no_resi: (r.no_resi as string | null) ?? null,
  created_by_name: (r.created_by_name as string | null) ?? null,
  ekspedisi_id: r.ekspedisi_id === null ? null : Number(r.ekspedisi_id),
  courier: [r.ekspedisi_name ?? r.kurir, r.shipping_service].filter(Boolean).join(' '),
  status_label: shipmentStateLabel(r.status as string),
  order_count: Number(r.order_count),
  created_at: r.created_at ? new Date(r.created_at as string).toISOString() : null,
});

/** The order_id filter: shipments carrying that order. */
function withOrder(query: ListQueryInput & { columnFilters?: Record<string, unknown> }) {
  const { order_id, ...rest } = query.columnFilters ?? {};
  const extra =
    order_id === undefined ? undefined : sql`exists (select 1 from shipment_order x where x.shipment_id = s.shipment_id and x.order_id = ${Number(order_id)})`;
  return { query: { ...query, columnFilters: rest }, extra };
}

/** POST /shipment/list: one page of the shipments the user reaches. */
export async function listShipments(tx: Tx, actor: Actor, q: ListQueryInput & { columnFilters?: Record<string, unknown> }) {
  const { query, extra } = withOrder(q);
  const page = await runList<Record<string, unknown>>(tx, {
    spec: shipmentListSpec,
    query,
    select: shipmentSelect,
    from: shipmentFrom,
    where: extra ? sql`${shipmentScope(actor)} and ${extra}` : shipmentScope(actor),
    tiebreak: sql`s.shipment_id`,
    count: 'exact',
  });
  return { ...page, data: page.data.map(shapeShipment) };
}

const orderLabel = (s: string) => SALES_ORDER_STATES.find((x) => x.value === s)?.label ?? s;

/** The orders of a shipment with their recipient and lines. */
async function ordersOf(tx: Tx, shipmentId: number) {
  const r = await tx.execute(sql`select o.order_id, o.invoice_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.status,
      coalesce(mm.member_name, o.customer_name) as customer_name, coalesce(mm.member_phone, o.customer_phone) as customer_phone,
      o.destination_name, o.destination_phone, o.destination_address, o.destination_district_name, o.destination_city_name, o.destination_state_name,
      o.destination_zipcode, o.payment_method, o.is_paid::int as is_paid, o.grand_total::float8 as grand_total, o.cod_fee::float8 as cod_fee,
      o.shipping_cost::float8 as order_shipping_cost, o.note, g.master_gudang_name
    from shipment_order x join sales_order o on o.order_id = x.order_id left join master_member mm on mm.member_id = o.member_id
    left join master_gudang g on g.master_gudang_id = o.gudang_id
    where x.shipment_id = ${shipmentId} order by o.order_id`);
  const orders = (r.rows as Record<string, unknown>[]).map((o) => ({ ...o, order_id: Number(o.order_id), status_label: orderLabel(String(o.status)) }));
  const lines = await linesOf(
    tx,
    orders.map((o) => o.order_id),
  );
  return orders.map((o) => ({ ...o, lines: lines.filter((l) => l.order_id === o.order_id) }));
}

/** POST /shipment/detail: the shipment, its orders (recipient and lines) and its state history. */
export async function shipmentDetail(tx: Tx, actor: Actor, id: number) {
  await visibleShipment(tx, actor, id);
  const r = await tx.execute(sql`select ${shipmentSelect} from ${shipmentFrom} where s.shipment_id = ${id}`);
  const head = shapeShipment(r.rows[0] as Record<string, unknown>);
  return { ...head, orders: await ordersOf(tx, id), history: await stateHistory(tx, shipmentDoc, id) };
}

export interface TimelineStep {
  at: string;
  title: string;
  description: string | null;
  user_name: string | null;
}

const iso = (v: unknown) => new Date(v as string).toISOString();

/**
 * POST /shipment/info_proses_pengiriman: the process of a shipment (or of an order: its latest
 * shipment, if any) as a timeline, oldest first: each order made and moved (Proses, Dikirim, Selesai,
 * Batal), the shipment made with its courier and resi, and each status change of the shipment.
 */
export async function processInfo(tx: Tx, actor: Actor, body: { shipment_id?: number; order_id?: number }) {
  let shipmentId = body.shipment_id ?? null;
  let orderIds: number[] = [];
  if (shipmentId !== null) {
    await visibleShipment(tx, actor, shipmentId);
    const r = await tx.execute(sql`select order_id from shipment_order where shipment_id = ${shipmentId} order by order_id`);
    orderIds = (r.rows as { order_id: number }[]).map((x) => Number(x.order_id));
  } else {
    const order = await visibleSalesOrder(tx, actor, Number(body.order_id));
    orderIds = [order.order_id];
    const r = await tx.execute(sql`select max(shipment_id) as id from shipment_order where order_id = ${order.order_id}`);
    const id = (r.rows[0] as { id: number | null } | undefined)?.id;
    shipmentId = id === null || id === undefined ? null : Number(id);
  }
  const steps: TimelineStep[] = [];
  const o =
    await tx.execute(sql`select o.order_id, o.invoice_number, o.created_at, u.name as user_name from sales_order o left join users u on u.id = o.created_by
    where o.order_id = any(${sql.param(orderIds)}::int[]) order by o.order_id`);
  for (const x of o.rows as Record<string, unknown>[]) {
    steps.push({ at: iso(x.created_at), title: `Tagihan ${x.invoice_number} dibuat`, description: null, user_name: (x.user_name as string | null) ?? null });
    for (const h of await stateHistory(tx, salesOrder, Number(x.order_id)))
      if (h.to_state !== 'baru')
        steps.push({
          at: iso(h.at),
          title: `Tagihan ${x.invoice_number}: ${orderLabel(h.to_state)}`,
          description: h.reason,
          user_name: h.user_name,
        });
  }
  let shipment: ReturnType<typeof shapeShipment> | null = null;
  if (shipmentId !== null) {
    const r = await tx.execute(sql`select ${shipmentSelect} from ${shipmentFrom} where s.shipment_id = ${shipmentId}`);
    shipment = shapeShipment(r.rows[0] as Record<string, unknown>);
    const via = [shipment.courier, shipment.no_resi ? `resi ${shipment.no_resi}` : null].filter(Boolean).join(', ');
    steps.push({
      at: String(shipment.created_at),
      title: `Pengiriman ${shipment.shipment_number} dibuat`,
      description: via || null,
      user_name: (shipment.created_by_name as string | null) ?? null,
    });
    // its entry row is the 'dibuat' step above
    for (const h of await stateHistory(tx, shipmentDoc, shipmentId))
      if (h.from_state !== ENTRY_FROM_STATE)
        steps.push({ at: iso(h.at), title: `Pengiriman: ${shipmentStateLabel(h.to_state)}`, description: h.reason, user_name: h.user_name });
  }
  steps.sort((a, b) => a.at.localeCompare(b.at));
  return { shipment, order_ids: orderIds, timeline: steps };
}

/**
 * GET /shipment/provider_shipping?header_id: the couriers an order can be sent with: the active
 * companies of master Ekspedisi (COD and shipping discount as recorded there). The shipping
 * aggregator's rates, services and estimates are a later integration: those fields stay empty.
 */
export async function providerShipping(tx: Tx, actor: Actor, orderId: number) {
  const order = await visibleSalesOrder(tx, actor, orderId);
  const cur = await tx.execute(sql`select ekspedisi_id, kurir, shipping_service, no_resi, shipping_cost::float8 as shipping_cost, payment_method
    from sales_order where order_id = ${order.order_id}`);
  const c = cur.rows[0] as Record<string, unknown>;
  const r = await tx.execute(sql`select ekspedisi_id, ekspedisi_code, ekspedisi_name, ekspedisi_phone, ekspedisi_cod::int as cod,
      ekspedisi_discount_ongkir::float8 as discount_ongkir from master_ekspedisi where status = 1 order by ekspedisi_name, ekspedisi_id`);
  return {
    order_id: order.order_id,
    invoice_number: order.invoice_number,
    current: {
      ekspedisi_id: c.ekspedisi_id === null ? null : Number(c.ekspedisi_id),
      kurir: c.kurir ?? null,
      shipping_service: c.shipping_service ?? null,
      no_resi: c.no_resi ?? null,
      shipping_cost: Number(c.shipping_cost),
      is_cod: c.payment_method === 'cod',
    },
    providers: (r.rows as Record<string, unknown>[]).map((x) => ({
      ekspedisi_id: Number(x.ekspedisi_id),
      ekspedisi_code: x.ekspedisi_code,
      ekspedisi_name: x.ekspedisi_name,
      ekspedisi_phone: x.ekspedisi_phone ?? null,
      cod: Number(x.cod ?? 0),
      discount_ongkir: Number(x.discount_ongkir ?? 0),
      shipping_provider: 'hubungiadmin',
      service: null,
      rate: null,
      etd: null,
    })),
  };
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Nomor Pengiriman', key: 'shipment_number', kind: 'text', width: 20 },
  { header: 'Tanggal', key: 'shipment_date', kind: 'date' },
  { header: 'Status', key: 'status_label', width: 14 },
  { header: 'Ekspedisi', key: 'courier', width: 20 },
  { header: 'No. Resi', key: 'no_resi', kind: 'text', width: 20 },
  { header: 'Ongkos Kirim', key: 'shipping_cost', kind: 'money' },
  { header: 'Nomor Tagihan', key: 'invoice_number', kind: 'text', width: 20 },
  { header: 'Penerima', key: 'destination_name', width: 24 },
  { header: 'Telepon', key: 'destination_phone', kind: 'text', width: 16 },
  { header: 'Alamat', key: 'address', width: 40 },
  { header: 'Keterangan', key: 'status_note', width: 30 },
];

/** /shipment/excel: the shipments of the list's filters, one row per order. */
export function shipmentSheet(tx: Tx, actor: Actor, q: ListQueryInput & { columnFilters?: Record<string, unknown> }): XlsxStreamOptions {
  const { query, extra } = withOrder(q);
  const scope = extra ? sql`${shipmentScope(actor)} and ${extra}` : shipmentScope(actor);
  const { where } = buildList(shipmentListSpec, { ...query, page: 1 }, scope);
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select: sql`${shipmentSelect}, (so.shipment_id::bigint * 2147483648 + so.order_id) as row_key, o.invoice_number, o.destination_name, o.destination_phone,
        concat_ws(', ', o.destination_address, o.destination_district_name, o.destination_city_name, o.destination_state_name, o.destination_zipcode) as address`,
      from: sql`${shipmentFrom} join shipment_order so on so.shipment_id = s.shipment_id join sales_order o on o.order_id = so.order_id`,
      where: where ?? sql`true`,
      key: { column: sql`(so.shipment_id::bigint * 2147483648 + so.order_id)`, name: 'row_key' },
      batch: 1000,
    })) {
      yield batch.map((r) => ({
        ...shapeShipment(r),
        invoice_number: r.invoice_number,
        destination_name: r.destination_name,
        destination_phone: r.destination_phone,
        address: r.address,
      }));
    }
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `pengiriman-${stamp}.xlsx`, sheetName: 'Pengiriman', columns: EXPORT_COLUMNS, batches: rows() };
}
