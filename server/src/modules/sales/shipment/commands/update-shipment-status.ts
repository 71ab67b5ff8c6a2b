import { SHIPMENT_STATES, type ShipmentState, type ShipmentStatusBody, shipmentDoc } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { AppError, fieldError } from '../../../../platform/errors.js';
import { checkReturnSalesOrder, deliverSalesOrder, returnSalesOrder } from '../../order/commands/transition-sales-order.js';
import { visibleShipment } from '../queries.js';
import { storedShipment } from '../shipment-document.js';

const labelOf = (s: string) => SHIPMENT_STATES.find((x) => x.value === s)?.label ?? s;

/** The transition that takes the shipment from its state to the one wanted; 422 at status when none does. */
function actionFor(from: string, to: ShipmentState) {
  const t = shipmentDoc.transitions.find((x) => x.to === to && (x.from as readonly string[]).includes(from));
  if (!t) throw fieldError('status', `Status pengiriman tidak dapat diubah dari ${labelOf(from)} ke ${labelOf(to)}`);
  return t;
}

/** The orders a shipment still carries on the road: Dikirim and not deleted, in order. */
async function ordersOnTheRoad(tx: Tx, shipmentId: number) {
  const r = await tx.execute(sql`select so.order_id from shipment_order so join sales_order o on o.order_id = so.order_id
    where so.shipment_id = ${shipmentId} and o.status = 'dikirim' and o.deleted_at is null order by so.order_id`);
  return (r.rows as { order_id: number }[]).map((x) => Number(x.order_id));
}

/** The reason a returned parcel writes in each of its orders' state history. */
const returnReason = (shipmentNumber: string, note: string | null | undefined) => `Pengiriman ${shipmentNumber} dikembalikan: ${note?.trim() ?? ''}`;

/**
 * The rules of a status change, writing nothing: the shipment is the user's to see (404), the move is
 * one of the machine's (422 at status), the user holds its permission (403), a note is given where
 * the move asks for one (gagal, dikembalikan; 422 at note). Dikembalikan also needs each of its
 * orders to be able to go back to Siap Dikirim (checkReturnSalesOrder: no customer return made
 * against it), refused at status naming the order.
 */
export async function checkUpdateShipmentStatus(tx: Tx, actor: Actor, body: ShipmentStatusBody) {
  const s = await visibleShipment(tx, actor, body.shipment_id);
  const t = actionFor(s.status, body.status);
  const checked = await checkDocumentTransition(tx, actor, storedShipment, { id: s.shipment_id, action: t.action, reason: body.note });
  if (t.action === 'return') {
    const problems: string[] = [];
    for (const orderId of await ordersOnTheRoad(tx, s.shipment_id))
      try {
        await checkReturnSalesOrder(tx, actor, { order_id: orderId, reason: returnReason(s.shipment_number, body.note) });
      } catch (e) {
        if (!(e instanceof AppError) || e.httpStatus !== 422 || !e.errors) throw e;
        problems.push(...Object.values(e.errors).flat());
      }
    if (problems.length) throw fieldError('status', problems.join('\n'));
  }
  return checked;
}

/**
 * POST /shipment/update_status: moves the shipment. Diterima makes each of its orders Selesai through
 * the order's `deliver` transition. Dikembalikan (the parcel came back) takes each of its orders back
 * to Siap Dikirim through the order's `return` transition (returnSalesOrder: stock given back and
 * reserved again for orders reduced at shipment, kept taken otherwise), with the note as reason, so
 * they can be shipped again in a new shipment or cancelled. A note (gagal, dikembalikan) is kept on
 * the shipment.
 */
export async function updateShipmentStatus(tx: Tx, actor: Actor, body: ShipmentStatusBody) {
  const s = await visibleShipment(tx, actor, body.shipment_id);
  const t = actionFor(s.status, body.status);
  if (t.action === 'return') await checkUpdateShipmentStatus(tx, actor, body);
  return runTransition(tx, actor, storedShipment, { id: s.shipment_id, action: t.action, reason: body.note }, async ({ transition, reason }) => {
    const delivered: number[] = [];
    const returned: number[] = [];
    if (transition.action === 'deliver')
      for (const orderId of await ordersOnTheRoad(tx, s.shipment_id)) {
        await deliverSalesOrder(tx, actor, { order_id: orderId });
        delivered.push(orderId);
      }
    if (transition.action === 'return')
      for (const orderId of await ordersOnTheRoad(tx, s.shipment_id)) {
        await returnSalesOrder(tx, actor, { order_id: orderId, reason: returnReason(s.shipment_number, reason) });
        returned.push(orderId);
      }
    await tx.execute(sql`update shipment set status_note = ${reason ?? body.note ?? null}, updated_at = now() where shipment_id = ${s.shipment_id}`);
    return {
      shipment_id: s.shipment_id,
      shipment_number: s.shipment_number,
      status: transition.to,
      delivered_order_ids: delivered,
      returned_order_ids: returned,
    };
  });
}
