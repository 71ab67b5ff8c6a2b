import { SHIPMENT_STATES, type ShipmentState, type ShipmentStatusBody, shipmentDoc } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { fieldError } from '../../../../platform/errors.js';
import { deliverSalesOrder } from '../../order/commands/transition-sales-order.js';
import { visibleShipment } from '../queries.js';
import { storedShipment } from '../shipment-document.js';

const labelOf = (s: string) => SHIPMENT_STATES.find((x) => x.value === s)?.label ?? s;

/** The transition that takes the shipment from its state to the one wanted; 422 at status when none does. */
function actionFor(from: string, to: ShipmentState) {
  const t = shipmentDoc.transitions.find((x) => x.to === to && (x.from as readonly string[]).includes(from));
  if (!t) throw fieldError('status', `Status pengiriman tidak dapat diubah dari ${labelOf(from)} ke ${labelOf(to)}`);
  return t;
}

/**
 * The rules of a status change, writing nothing: the shipment is the user's to see (404), the move is
 * one of the machine's (422 at status), the user holds its permission (403), a note is given where
 * the move asks for one (gagal, dikembalikan; 422 at note).
 */
export async function checkUpdateShipmentStatus(tx: Tx, actor: Actor, body: ShipmentStatusBody) {
  const s = await visibleShipment(tx, actor, body.shipment_id);
  const t = actionFor(s.status, body.status);
  return checkDocumentTransition(tx, actor, storedShipment, { id: s.shipment_id, action: t.action, reason: body.note });
}

/**
 * POST /shipment/update_status: moves the shipment. Diterima makes each of its orders Selesai through
 * the order's `deliver` transition; a note (gagal, dikembalikan) is kept on the shipment.
 */
export async function updateShipmentStatus(tx: Tx, actor: Actor, body: ShipmentStatusBody) {
  const s = await visibleShipment(tx, actor, body.shipment_id);
  const t = actionFor(s.status, body.status);
  return runTransition(tx, actor, storedShipment, { id: s.shipment_id, action: t.action, reason: body.note }, async ({ transition, reason }) => {
    const delivered: number[] = [];
    if (transition.action === 'deliver') {
      const r = await tx.execute(sql`select so.order_id from shipment_order so join sales_order o on o.order_id = so.order_id
        where so.shipment_id = ${s.shipment_id} and o.status = 'dikirim' and o.deleted_at is null order by so.order_id`);
      for (const row of r.rows as { order_id: number }[]) {
        await deliverSalesOrder(tx, actor, { order_id: Number(row.order_id) });
        delivered.push(Number(row.order_id));
      }
    }
    await tx.execute(sql`update shipment set status_note = ${reason ?? body.note ?? null}, updated_at = now() where shipment_id = ${s.shipment_id}`);
    return { shipment_id: s.shipment_id, shipment_number: s.shipment_number, status: transition.to, delivered_order_ids: delivered };
  });
}
