import { SERIES, jakartaToday, shipmentDoc } from '@bo/contract';
import { enterDocument } from '../../../../platform/documents/enter-document.js';
import { nextCode } from '../../../../platform/number-series.js';
import type { ShipmentAddBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { AppError, ErrorBag } from '../../../../platform/errors.js';
import { ekspedisiOf } from '../../order/extra-queries.js';
import { updateSalesOrderShipping } from '../../order/commands/update-sales-order-shipping.js';
import { packableOrder, packingState } from './scan-packing.js';

/**
 * The rules of a new shipment, writing nothing: each order reachable (404 otherwise), named once, in
 * Siap Dikirim and fully packed (422 at order_ids.<i>); the courier company of master Ekspedisi
 * exists and is active, or a courier name is given.
 */
export async function checkCreateShipment(tx: Tx, actor: Actor, body: ShipmentAddBody) {
  const bag = new ErrorBag();
  const seen = new Set<number>();
  const orders: { order_id: number; invoice_number: string }[] = [];
  for (const [i, id] of body.order_ids.entries()) {
    const field = `order_ids.${i}`;
    if (seen.has(id)) {
      bag.add(field, 'Tagihan disebut lebih dari sekali');
      continue;
    }
    seen.add(id);
    try {
      const order = await packableOrder(tx, actor, id, field);
      const p = await packingState(tx, order.order_id);
      if (!p.complete) bag.add(field, `Tagihan ${order.invoice_number} belum selesai dikemas: ${p.packed} dari ${p.ordered}`);
      orders.push({ order_id: order.order_id, invoice_number: order.invoice_number });
    } catch (e) {
      if (e instanceof AppError && e.httpStatus === 422 && e.errors) for (const [k, v] of Object.entries(e.errors)) for (const m of v) bag.add(k, m);
      else throw e;
    }
  }
  let ekspedisiName: string | null = null;
  if (body.ekspedisi_id !== undefined) {
    const e = await ekspedisiOf(tx, body.ekspedisi_id);
    if (!e) bag.add('ekspedisi_id', 'Ekspedisi tidak ditemukan');
    else if (!e.active) bag.add('ekspedisi_id', 'Ekspedisi tidak aktif');
    else ekspedisiName = e.ekspedisi_name;
  } else if (!body.kurir) bag.add('ekspedisi_id', 'Ekspedisi atau kurir wajib diisi');
  bag.throwIfAny();
  return { orders, ekspedisiName };
}

/**
 * POST /shipment/add_stored: a shipment of packed orders. Stores it as Dikirim (number
 * from series shipment, KRM/YYMM/nnnnn), writes the courier, service and resi on each order and ships each through the
 * order's `ship` transition (stock leaves now for orders whose moment is the shipment).
 */
export async function createShipment(tx: Tx, actor: Actor, body: ShipmentAddBody) {
  const { orders } = await checkCreateShipment(tx, actor, body);
  const date = body.shipment_date ?? jakartaToday();
  const number = await nextCode(tx, actor.companyId, SERIES.shipment, new Date(`${date}T12:00:00+07:00`));
  const r = await tx.execute(sql`insert into shipment (shipment_number, shipment_date, ekspedisi_id, kurir, shipping_service, no_resi, shipping_cost, note)
    values (${number}, ${date}, ${body.ekspedisi_id ?? null}, ${body.kurir ?? null}, ${body.shipping_service ?? null}, ${body.no_resi ?? null},
      ${body.shipping_cost ?? 0}, ${body.note ?? null}) returning shipment_id`);
  const shipmentId = Number((r.rows[0] as { shipment_id: number }).shipment_id);
  await enterDocument(tx, actor, shipmentDoc, shipmentId);
  for (const o of orders) {
    await tx.execute(sql`insert into shipment_order (shipment_id, order_id) values (${shipmentId}, ${o.order_id})`);
    await updateSalesOrderShipping(
      tx,
      actor,
      {
        order_id: o.order_id,
        ekspedisi_id: body.ekspedisi_id,
        kurir: body.kurir,
        shipping_service: body.shipping_service,
        no_resi: body.no_resi,
      },
      'shipment',
    );
  }
  return { shipment_id: shipmentId, shipment_number: number, status: 'dikirim' as const, order_ids: orders.map((o) => o.order_id) };
}
