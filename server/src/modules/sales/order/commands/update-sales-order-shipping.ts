import { documentTotals, type SalesOrderShippingBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { shipSalesOrder } from './transition-sales-order.js';
import { ekspedisiOf, recipientOf, type SalesOrderHead, salesOrderHead } from '../extra-queries.js';
import { refreshSalesFacts } from '../../../report/facts/commands/refresh-sales-facts.js';

/** The money of an order's shipping: cost, discount on it, COD fee (rupiah). */
export interface ShippingMoney {
  shipping_cost: number;
  shipping_discount: number;
  cod_fee: number;
}
const MONEY_FIELDS = ['shipping_cost', 'shipping_discount', 'cod_fee'] as const;
const SHIPPED = ['dikirim', 'selesai'];

/**
 * The order's totals with new shipping money, by the order's one totals rule (contract documentTotals): its
 * stored lines, order discount and the PPN rate and inclusion it was saved with, and the new shipping
 * cost, shipping discount and COD fee.
 */
export async function totalsWithShipping(tx: Tx, orderId: number, next: ShippingMoney) {
  const h = await tx.execute(sql`select order_discount, is_ppn, ppn_percent::float8 as ppn_percent, ppn_included from sales_order where order_id = ${orderId}`);
  const head = h.rows[0] as { order_discount: number; is_ppn: number; ppn_percent: number; ppn_included: number };
  const l = await tx.execute(sql`select gross, discount_amount, subtotal from sales_order_line where order_id = ${orderId} order by line_id`);
  const lines = (l.rows as { gross: number; discount_amount: number; subtotal: number }[]).map((x) => ({
    gross: Number(x.gross),
    discount_amount: Number(x.discount_amount),
    subtotal: Number(x.subtotal),
  }));
  return documentTotals(
    lines,
    { order_discount: Number(head.order_discount), ...next },
    { on: Number(head.is_ppn) === 1, percent: Number(head.ppn_percent), included: Number(head.ppn_included) === 1 },
  );
}

/**
 * The rules of a change of an order's shipping money, at the changed fields: not on a paid order, a
 * cancelled or deleted one, nor once shipped; the discount at most the cost; a COD fee only on an
 * order paid by COD. Answers the new money and grand total.
 */
export function checkShippingMoney(order: SalesOrderHead, sent: Partial<ShippingMoney>, bag: ErrorBag) {
  const next: ShippingMoney = {
    shipping_cost: sent.shipping_cost ?? order.shipping_cost,
    shipping_discount: sent.shipping_discount ?? order.shipping_discount,
    cod_fee: sent.cod_fee ?? order.cod_fee,
  };
  const changed = MONEY_FIELDS.filter((f) => next[f] !== order[f]);
  for (const f of changed) {
    if (order.deleted || order.status === 'dibatalkan') continue; // refused at order_id
    if (order.is_paid) bag.add(f, 'Tagihan sudah lunas: ongkos kirim, diskon ongkir dan biaya COD tidak dapat diubah');
    else if (order.paid_amount > 0) bag.add(f, 'Tagihan sudah dibayar sebagian: ongkos kirim, diskon ongkir dan biaya COD tidak dapat diubah');
    else if (SHIPPED.includes(order.status)) bag.add(f, 'Pesanan sudah dikirim: ongkos kirim, diskon ongkir dan biaya COD tidak dapat diubah');
  }
  if (changed.length && next.shipping_discount > next.shipping_cost) bag.add('shipping_discount', 'Diskon ongkos kirim tidak boleh melebihi ongkos kirim');
  if (changed.includes('cod_fee') && next.cod_fee > 0 && order.payment_method !== 'cod')
    bag.add('cod_fee', 'Biaya COD hanya untuk tagihan dengan metode pembayaran COD');
  return { next, changed: changed.length > 0 };
}

/** A deleted or cancelled order takes no change, at order_id. */
export function checkOrderOpen(order: SalesOrderHead, bag: ErrorBag) {
  if (order.deleted) bag.add('order_id', 'Tagihan sudah dihapus');
  else if (order.status === 'dibatalkan') bag.add('order_id', 'Tagihan sudah dibatalkan');
}

export type ShippingMode = 'order' | 'shipment' | 'shipment_without_status';

/**
 * The rules of /purchase_order/update_shipping and its by_shipment variants, writing nothing: the
 * order is the user's to see (404), open (not cancelled nor deleted), the courier company of master
 * Ekspedisi exists and is active, and the money rules of checkShippingMoney. Sent by a shipment that
 * ships the order ('shipment'), the order must be Siap Dikirim (or already Dikirim, to correct the
 * tracking number) and have a courier.
 */
export async function checkUpdateSalesOrderShipping(tx: Tx, actor: Actor, body: SalesOrderShippingBody, mode: ShippingMode = 'order') {
  const order = await salesOrderHead(tx, actor, body.order_id);
  const bag = new ErrorBag();
  checkOrderOpen(order, bag);
  let ekspedisiName: string | null = null;
  if (body.ekspedisi_id !== undefined) {
    const e = await ekspedisiOf(tx, body.ekspedisi_id);
    if (!e) bag.add('ekspedisi_id', 'Ekspedisi tidak ditemukan');
    else if (!e.active) bag.add('ekspedisi_id', 'Ekspedisi tidak aktif');
    else ekspedisiName = e.ekspedisi_name;
  }
  const money = checkShippingMoney(order, body, bag);
  let ship = false;
  if (mode === 'shipment' && !order.deleted && order.status !== 'dibatalkan') {
    if (order.status === 'siap_dikirim') ship = true;
    else if (order.status === 'baru' || order.status === 'menunggu_persetujuan') bag.add('order_id', 'Pesanan belum diproses ke Siap Dikirim');
    else if (order.status === 'selesai') bag.add('order_id', 'Pesanan sudah selesai');
    const stored = await tx.execute(sql`select ekspedisi_id, kurir from sales_order where order_id = ${order.order_id}`);
    const s = stored.rows[0] as { ekspedisi_id: number | null; kurir: string | null };
    if (ship && body.ekspedisi_id === undefined && !body.kurir && s.ekspedisi_id === null && !s.kurir)
      bag.add('kurir', 'Kurir atau ekspedisi wajib diisi sebelum pesanan dikirim');
  }
  bag.throwIfAny();
  return { order, money, ship, ekspedisiName };
}

/** Writes the shipping fields sent (the others keep their values), the shipping money and the grand total worked out again. */
export async function writeShipping(tx: Tx, orderId: number, body: Partial<SalesOrderShippingBody>, money: ShippingMoney) {
  const grandTotal = (await totalsWithShipping(tx, orderId, money)).grand_total;
  const set = (col: string, v: unknown) => (v === undefined ? sql`` : sql`, ${sql.identifier(col)} = ${v}`);
  await tx.execute(sql`update sales_order set shipping_cost = ${money.shipping_cost}, shipping_discount = ${money.shipping_discount},
      cod_fee = ${money.cod_fee}, grand_total = ${grandTotal}, updated_at = now()
      ${set('ekspedisi_id', body.ekspedisi_id)} ${set('kurir', body.kurir)} ${set('shipping_service', body.shipping_service)}
      ${set('no_resi', body.no_resi)} ${set('shipping_provider', body.shipping_provider)}
    where order_id = ${orderId}`);
  await refreshSalesFacts(tx, [orderId]);
}

/**
 * Stores an order's shipping (update_shipping, update_shipping_by_shipment_without_status), and for
 * update_shipping_by_shipment also moves the order from Siap Dikirim to Dikirim through the order's
 * `ship` transition. Answers the order's recipient and shipping as detail_penerima does.
 */
export async function updateSalesOrderShipping(tx: Tx, actor: Actor, body: SalesOrderShippingBody, mode: ShippingMode = 'order') {
  const { order, money, ship } = await checkUpdateSalesOrderShipping(tx, actor, body, mode);
  await writeShipping(tx, order.order_id, body, money.next);
  if (ship) await shipSalesOrder(tx, actor, { order_id: order.order_id });
  return recipientOf(tx, actor, order.order_id);
}
