import type { DashboardMaterialRow, DashboardOrderCount, DashboardPendingShipmentRow, DashboardPurchaseOrderRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { type DashboardScope, n } from './scope.js';

/*
 * The widgets read from the documents' own tables: order counts per state (sales_order by its
 * (company_id, status, order_date) index), orders waiting to ship, purchase orders and material orders
 * still open (a few rows per company). The order widgets take `user_id`: the seller whose orders
 * count (the order's partner, else who made it: the sales facts' seller_id); a partner always gets
 * their own.
 */

/** The orders of the widget: not deleted, in the period and the scope's warehouses, of the seller when one is named. */
function ordersOf(s: DashboardScope, userId: number | undefined, statuses: readonly string[]): SQL {
  const seller = s.partner ? s.userId : userId;
  return sql`o.deleted_at is null and o.status in (${sql.join(
    statuses.map((st) => sql`${st}`),
    sql`, `,
  )}) and o.order_date >= ${s.start}::date and o.order_date <= ${s.end}::date
    and ${s.warehouses(sql`o.gudang_id`)} ${seller ? sql`and coalesce(o.mitra_user_id, o.created_by, 0) = ${seller}` : sql``}`;
}

/** The states each order-count widget counts (counted orders: not cancelled, not awaiting discount approval). */
export const ORDER_COUNT_STATES = {
  jumlah_pesanan: ['baru', 'siap_dikirim', 'dikirim', 'selesai'],
  jumlah_pesanan_dikirim: ['dikirim', 'selesai'],
  jumlah_pesanan_belum_dikirim: ['baru', 'siap_dikirim'],
} as const;

/** jumlah_pesanan, jumlah_pesanan_dikirim, jumlah_pesanan_belum_dikirim. */
export async function orderCount(tx: Tx, s: DashboardScope, userId: number | undefined, states: readonly string[]): Promise<DashboardOrderCount> {
  const r = await tx.execute(sql`select count(*)::int as total, coalesce(sum(o.grand_total), 0)::bigint as grand_total
    from sales_order o where ${ordersOf(s, userId, states)}`);
  const x = r.rows[0] as Record<string, unknown>;
  return { date_start: s.start, date_end: s.end, user_id: s.partner ? s.userId : (userId ?? 0), total: n(x.total), grand_total: n(x.grand_total) };
}

const pendingColumns = sql`o.order_id, o.invoice_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.status,
  coalesce(m.member_name, o.customer_name) as customer_name, o.destination_city_name, o.kurir, o.shipping_provider,
  g.master_gudang_name, o.grand_total, count(*) over () as total`;

async function pendingOrders(tx: Tx, where: SQL, q: { page?: number; perPage?: number }) {
  const page = Math.max(1, q.page || 1);
  const perPage = Math.min(100, Math.max(1, q.perPage || 10));
  const r = await tx.execute(sql`select ${pendingColumns} from sales_order o
    left join master_member m on m.member_id = o.member_id left join master_gudang g on g.master_gudang_id = o.gudang_id
    where ${where} order by o.order_date, o.order_id limit ${perPage} offset ${(page - 1) * perPage}`);
  let total = r.rows.length ? n((r.rows[0] as Record<string, unknown>).total) : 0;
  if (!r.rows.length && page > 1) total = n(((await tx.execute(sql`select count(*)::int as c from sales_order o where ${where}`)).rows[0] as { c: number }).c);
  const data: DashboardPendingShipmentRow[] = r.rows.map((row) => {
    const x = row as Record<string, unknown>;
    return {
      order_id: n(x.order_id),
      invoice_number: String(x.invoice_number),
      order_date: String(x.order_date),
      status: String(x.status),
      customer_name: (x.customer_name as string | null) ?? null,
      destination_city_name: (x.destination_city_name as string | null) ?? null,
      kurir: (x.kurir as string | null) ?? null,
      shipping_provider: String(x.shipping_provider),
      master_gudang_name: (x.master_gudang_name as string | null) ?? null,
      grand_total: n(x.grand_total),
    };
  });
  return { data, total, page, perPage };
}

/** list_pengiriman_pending: orders packed (Siap Dikirim) and not shipped, not cashier sales. */
export const pendingShipments = (tx: Tx, s: DashboardScope, userId: number | undefined, q: { page?: number; perPage?: number }) =>
  pendingOrders(tx, sql`${ordersOf(s, userId, ['siap_dikirim'])} and o.is_pos = 0`, q);

/**
 * ongkir_belum_disetujui: orders to deliver (a destination address), not shipped yet, whose shipping
 * cost still waits for the admin: provider hubungiadmin ("hubungi admin") and no cost entered.
 */
export const shippingCostPending = (tx: Tx, s: DashboardScope, q: { page?: number; perPage?: number }) =>
  pendingOrders(
    tx,
    sql`${ordersOf(s, undefined, ['baru', 'siap_dikirim'])} and o.is_pos = 0 and o.shipping_provider = 'hubungiadmin' and o.shipping_cost = 0
      and coalesce(btrim(o.destination_address), '') <> ''`,
    q,
  );

const poColumns = sql`po.order_id, po.order_number, to_char(po.order_date, 'YYYY-MM-DD') as order_date, po.is_internal::int as is_internal, po.status,
  coalesce(v.vendor_name, gs.master_gudang_name) as vendor_name, g.master_gudang_name, po.grand_total,
  coalesce((select sum(l.qty) from purchase_order_line l where l.order_id = po.order_id), 0)::bigint as qty,
  coalesce((select sum(l.qty_received) from purchase_order_line l where l.order_id = po.order_id), 0)::bigint as qty_received,
  count(*) over () as total`;

async function purchaseOrders(tx: Tx, s: DashboardScope, statuses: string[]) {
  const r = await tx.execute(sql`select ${poColumns} from purchase_order po
    left join master_vendor v on v.vendor_id = po.vendor_id
    left join master_gudang g on g.master_gudang_id = po.gudang_id
    left join master_gudang gs on gs.master_gudang_id = po.gudang_source_id
    where po.status in (${sql.join(
      statuses.map((st) => sql`${st}`),
      sql`, `,
    )}) and po.order_date <= ${s.end}::date and ${s.warehouses(sql`po.gudang_id`)}
    order by po.order_date, po.order_id limit 10`);
  const rows: DashboardPurchaseOrderRow[] = r.rows.map((row) => {
    const x = row as Record<string, unknown>;
    return {
      order_id: n(x.order_id),
      order_number: String(x.order_number),
      order_date: String(x.order_date),
      is_internal: n(x.is_internal),
      status: String(x.status),
      vendor_name: (x.vendor_name as string | null) ?? null,
      master_gudang_name: (x.master_gudang_name as string | null) ?? null,
      grand_total: n(x.grand_total),
      qty: n(x.qty),
      qty_received: n(x.qty_received),
    };
  });
  return { rows, total: r.rows.length ? n((r.rows[0] as Record<string, unknown>).total) : 0 };
}

/** daftar_po_belum_dikirim: purchase orders still draft (not yet sent), any date up to date_end. */
export const draftPurchaseOrders = (tx: Tx, s: DashboardScope) => purchaseOrders(tx, s, ['draft']);
/** daftar_po_penerimaan: purchase orders sent and awaiting receipt. */
export const awaitingReceipt = (tx: Tx, s: DashboardScope) => purchaseOrders(tx, s, ['ordered', 'partly_received']);

/** material_order/pending: material orders still pending, any date up to date_end. */
export async function pendingMaterialOrders(tx: Tx, s: DashboardScope) {
  const r = await tx.execute(sql`select pm.material_id, pm.material_number, to_char(pm.material_date, 'YYYY-MM-DD') as material_date,
      v.vendor_name, g.master_gudang_name, pm.grand_total, count(*) over () as total
    from purchase_material pm left join master_vendor v on v.vendor_id = pm.vendor_id left join master_gudang g on g.master_gudang_id = pm.gudang_id
    where pm.status = 'pending' and pm.material_date <= ${s.end}::date and ${s.warehouses(sql`pm.gudang_id`)}
    order by pm.material_date, pm.material_id limit 10`);
  const rows: DashboardMaterialRow[] = r.rows.map((row) => {
    const x = row as Record<string, unknown>;
    return {
      material_id: n(x.material_id),
      material_number: String(x.material_number),
      material_date: String(x.material_date),
      vendor_name: (x.vendor_name as string | null) ?? null,
      master_gudang_name: (x.master_gudang_name as string | null) ?? null,
      grand_total: n(x.grand_total),
    };
  });
  return { rows, total: r.rows.length ? n((r.rows[0] as Record<string, unknown>).total) : 0 };
}
