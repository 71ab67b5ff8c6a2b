import { formatUnits, returnLineTotals } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { fieldError, notFound } from '../../../../platform/errors.js';
import { salesOrderScope, visibleSalesOrder } from '../../order/commands/order-scope.js';

/** Order states a return can be made against: the goods have left (a cashier sale is stored `selesai`). */
export const RETURNABLE_ORDER_STATES = ['dikirim', 'selesai'] as const;

/** The money of an order a return's value is worked from. */
export interface OrderMoney {
  order_id: number;
  invoice_number: string;
  gudang_id: number;
  status: string;
  stock_taken: number;
  deleted_at: string | null;
  subtotal: number;
  grand_total: number;
  paid_amount: number;
  /** What the invoice charged for the goods: grand_total less shipping and COD fee (after the order discount, PPN as charged). */
  goods_total: number;
}

/** A line of the order with what it sold, what approved returns took back and what open returns ask for (all small units). */
export interface OrderLineState {
  line_id: number;
  product_id: number;
  product_name: string;
  qty: number;
  qty_returned: number;
  qty_open: number;
  subtotal: number;
  isi: number;
  besar: string;
  kecil: string;
}

/**
 * The order a return is made against, locked for the write (visibleSalesOrder: 404 for another
 * company's, another partner's or another warehouse's), and refused at `order_id` unless it was
 * shipped or finished with its stock taken and is not deleted.
 */
export async function returnableOrder(tx: Tx, actor: Actor, orderId: number): Promise<OrderMoney> {
  const head = await visibleSalesOrder(tx, actor, orderId);
  const money = await orderMoney(tx, actor, orderId);
  if (head.deleted_at !== null || !(RETURNABLE_ORDER_STATES as readonly string[]).includes(head.status) || head.stock_taken !== 1)
    throw fieldError('order_id', 'Retur hanya untuk tagihan yang sudah dikirim atau selesai');
  return money;
}

/** The order's money as the invoice has it (no lock). */
export async function orderMoney(tx: Tx, actor: Actor, orderId: number): Promise<OrderMoney> {
  const r = await tx.execute(sql`select o.order_id, o.invoice_number, o.gudang_id, o.status, o.stock_taken::int as stock_taken, o.deleted_at,
      o.subtotal, o.grand_total, o.paid_amount, (o.grand_total - o.shipping_cost + o.shipping_discount - o.cod_fee) as goods_total
    from sales_order o where o.order_id = ${orderId} and ${salesOrderScope(actor)}`);
  const x = r.rows[0] as Record<string, unknown> | undefined;
  if (!x) throw notFound('Tagihan tidak ditemukan');
  return {
    order_id: Number(x.order_id),
    invoice_number: String(x.invoice_number),
    gudang_id: Number(x.gudang_id),
    status: String(x.status),
    stock_taken: Number(x.stock_taken),
    deleted_at: (x.deleted_at as string | null) ?? null,
    subtotal: Number(x.subtotal),
    grand_total: Number(x.grand_total),
    paid_amount: Number(x.paid_amount),
    goods_total: Math.max(0, Number(x.goods_total)),
  };
}

/** The order's lines with their sold, returned and open-return quantities; `exceptReturId`'s own lines are not counted as open. */
export async function orderLineStates(tx: Tx, orderId: number, exceptReturId = 0): Promise<Map<number, OrderLineState>> {
  const r = await tx.execute(sql`select l.line_id, l.product_id, concat_ws(' ', m.main_name, p.varian) as product_name, l.qty::bigint as qty,
      l.qty_returned::bigint as qty_returned, l.subtotal, greatest(1, coalesce(m.product_isi, 1))::int as isi,
      coalesce(kb.kemasan_name, '') as besar, coalesce(kk.kemasan_name, '') as kecil,
      coalesce((select sum(rl.qty) from retur_konsumen_line rl join retur_konsumen rk on rk.retur_konsumen_id = rl.retur_konsumen_id
        where rl.order_line_id = l.line_id and rk.status = 'diajukan' and rk.retur_konsumen_id <> ${exceptReturId}), 0)::bigint as qty_open
    from sales_order_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where l.order_id = ${orderId} order by l.line_id`);
  const out = new Map<number, OrderLineState>();
  for (const x of r.rows as Record<string, unknown>[])
    out.set(Number(x.line_id), {
      line_id: Number(x.line_id),
      product_id: Number(x.product_id),
      product_name: String(x.product_name),
      qty: Number(x.qty),
      qty_returned: Number(x.qty_returned),
      qty_open: Number(x.qty_open),
      subtotal: Number(x.subtotal),
      isi: Number(x.isi),
      besar: String(x.besar),
      kecil: String(x.kecil),
    });
  return out;
}

/** What can still be returned of a line: sold − returned by approved returns − asked by other open returns. */
export const returnableQty = (l: OrderLineState) => Math.max(0, l.qty - l.qty_returned - l.qty_open);

/** The refusal of a quantity above what a line can still return, with the figures in the product's units. */
export function tooMuchMessage(l: OrderLineState, asked: number) {
  const u = { isi: l.isi, besar: l.besar, kecil: l.kecil };
  const open = l.qty_open > 0 ? `, dalam retur lain ${formatUnits(l.qty_open, u)}` : '';
  return `Jumlah retur ${l.product_name} melebihi yang dapat diretur: terjual ${formatUnits(l.qty, u)}, sudah diretur ${formatUnits(l.qty_returned, u)}${open}, sisa ${formatUnits(returnableQty(l), u)}, diminta ${formatUnits(asked, u)}`;
}

/** Each line's share of what the invoice charged for the goods (the contract's returnLineTotals). */
export function lineTotals(states: ReadonlyMap<number, Pick<OrderLineState, 'line_id' | 'subtotal'>>, order: Pick<OrderMoney, 'goods_total'>) {
  return returnLineTotals(states.values(), order.goods_total);
}

/** Σ refund_total of an order's approved returns: what returns took off its invoice. */
export async function returnedTotalOf(tx: Tx, orderId: number, exceptReturId = 0) {
  const r = await tx.execute(sql`select coalesce(sum(refund_total), 0)::bigint as n from retur_konsumen
    where order_id = ${orderId} and status = 'disetujui' and retur_konsumen_id <> ${exceptReturId}`);
  return Number((r.rows[0] as { n: number }).n);
}

/** The invoice of an order after its returns and payments (whole rupiah). */
export interface OrderBalance {
  /** Σ refund_total of the order's approved (`disetujui`) returns. */
  returned_total: number;
  /** max(0, grand_total − returned_total − paid_amount): what the customer still owes. */
  amount_due: number;
  /** max(0, −(grand_total − returned_total − paid_amount)): what the customer paid beyond the reduced invoice. */
  refund_due: number;
}

/**
 * The invoice after returns, for the given orders, in one statement (a list passes its page's ids):
 * returned_total = Σ refund_total of approved returns, amount_due = max(0, grand_total −
 * returned_total − paid_amount), and refund_due what the customer paid beyond the reduced invoice
 * (to be refunded or credited). Pending, rejected and cancelled returns count for nothing. A
 * cancelled order owes nothing (its invoice is void): amount_due 0, refund_due what it was paid.
 * Worked out on every read, never stored.
 */
export async function orderBalances(tx: Tx, orderIds: readonly number[]): Promise<Map<number, OrderBalance>> {
  if (!orderIds.length) return new Map();
  const r = await tx.execute(sql`select o.order_id, o.status, o.grand_total, o.paid_amount, coalesce(rk.returned_total, 0)::bigint as returned_total
    from sales_order o left join (select order_id, sum(refund_total) as returned_total from retur_konsumen
      where order_id = any(${sql.param([...orderIds])}::int[]) and status = 'disetujui' group by order_id) rk on rk.order_id = o.order_id
    where o.order_id = any(${sql.param([...orderIds])}::int[])`);
  return new Map(
    (r.rows as Record<string, unknown>[]).map((x) => {
      const returned = Number(x.returned_total);
      const paid = Number(x.paid_amount);
      const net = x.status === 'dibatalkan' ? -paid : Number(x.grand_total) - returned - paid;
      return [Number(x.order_id), { returned_total: returned, amount_due: Math.max(0, net), refund_due: Math.max(0, -net) }];
    }),
  );
}

/** A balance for an order orderBalances did not answer (none of the ids): nothing returned, nothing due. */
export const NO_BALANCE: OrderBalance = { returned_total: 0, amount_due: 0, refund_due: 0 };
