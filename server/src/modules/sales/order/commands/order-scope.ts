import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { type Actor, actorCan } from '../../../../platform/command.js';
import { notFound } from '../../../../platform/errors.js';
import { warehouseScope } from '../../../../platform/warehouse-scope.js';

/** Whether the actor is a partner (mitra): a user of group 'Sales' with mitra_data. */
export const isPartner = (actor: Actor) => actor.mitraData !== null && actor.mitraData !== undefined;

/**
 * The orders a user reaches (alias `o`): a partner only their own (mitra_user_id), a user of group
 * 6 only those of their warehouses, a holder of the cashier page without the order pages only their
 * own cashier sales, everyone else every order of the company (row-level security keeps other
 * companies out).
 */
export const salesOrderScope = (actor: Actor): SQL => {
  if (isPartner(actor)) return sql`o.mitra_user_id = ${actor.userId}`;
  const warehouses = warehouseScope(actor, sql`o.gudang_id`);
  // A cashier without the order pages reads only the cashier sales they made (to print the receipt).
  if (!actorCan(actor, 'orderList') && actorCan(actor, 'cashier')) return sql`o.is_pos = 1 and o.created_by = ${actor.userId} and ${warehouses}`;
  return sql`${warehouses}`;
};

export interface SalesOrderHead {
  order_id: number;
  invoice_number: string;
  status: string;
  gudang_id: number;
  member_id: number | null;
  is_pos: number;
  is_indent: number;
  is_ppn_jual: number;
  is_paid: number;
  stock_reduction_at: 'order' | 'picking' | 'shipment';
  stock_taken: number;
  deleted_at: string | null;
  order_date: string;
  mitra_user_id: number | null;
}

/** An order the user reaches, locked for the write; 404 for another company's, another partner's or another warehouse's. */
export async function visibleSalesOrder(tx: Tx, actor: Actor, orderId: number): Promise<SalesOrderHead> {
  const r =
    await tx.execute(sql`select o.order_id, o.invoice_number, o.status, o.gudang_id, o.member_id, o.is_pos::int as is_pos, o.is_indent::int as is_indent,
      o.is_ppn_jual::int as is_ppn_jual, o.is_paid::int as is_paid, o.stock_reduction_at, o.stock_taken::int as stock_taken, o.deleted_at,
      to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.mitra_user_id
    from sales_order o where o.order_id = ${orderId} and ${salesOrderScope(actor)} for update`);
  const row = r.rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound('Tagihan tidak ditemukan');
  return {
    order_id: Number(row.order_id),
    invoice_number: String(row.invoice_number),
    status: String(row.status),
    gudang_id: Number(row.gudang_id),
    member_id: row.member_id === null ? null : Number(row.member_id),
    is_pos: Number(row.is_pos),
    is_indent: Number(row.is_indent),
    is_ppn_jual: Number(row.is_ppn_jual),
    is_paid: Number(row.is_paid),
    stock_reduction_at: row.stock_reduction_at as SalesOrderHead['stock_reduction_at'],
    stock_taken: Number(row.stock_taken),
    deleted_at: (row.deleted_at as string | null) ?? null,
    order_date: String(row.order_date),
    mitra_user_id: row.mitra_user_id === null ? null : Number(row.mitra_user_id),
  };
}
