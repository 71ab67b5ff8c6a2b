import type { SalesOrderRecipientBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { districtNames, recipientOf, salesOrderHead } from '../extra-queries.js';
import { checkOrderOpen } from './update-sales-order-shipping.js';

/**
 * The rules of /purchase_order/update_penerima and update_penerima_by_shipment, writing nothing: the
 * order is the user's to see (404; a partner's own only), open (not cancelled nor deleted) and not
 * yet on its way (Dikirim or Selesai: the package has left with the address it had), and the
 * district exists in the regions master. Answers the names to store: from the master when a
 * district is given, else as sent.
 */
export async function checkUpdateSalesOrderRecipient(tx: Tx, actor: Actor, body: SalesOrderRecipientBody) {
  const order = await salesOrderHead(tx, actor, body.order_id);
  const bag = new ErrorBag();
  checkOrderOpen(order, bag);
  if (!order.deleted && (order.status === 'dikirim' || order.status === 'selesai')) bag.add('order_id', 'Pesanan sudah dikirim: penerima tidak dapat diubah');
  let names = {
    district: body.destination_district_name ?? null,
    city: body.destination_city_name ?? null,
    state: body.destination_state_name ?? null,
  };
  if (body.destination_kecamatan_id !== undefined) {
    const d = await districtNames(tx, body.destination_kecamatan_id);
    if (!d) bag.add('destination_kecamatan_id', 'Kecamatan tidak ditemukan');
    else names = { district: d.district_name, city: d.city_name, state: d.province_name };
  }
  bag.throwIfAny();
  return { order, names };
}

/** Stores the recipient of an order (every recipient field: one left out is cleared) and answers it as detail_penerima does. */
export async function updateSalesOrderRecipient(tx: Tx, actor: Actor, body: SalesOrderRecipientBody) {
  const { order, names } = await checkUpdateSalesOrderRecipient(tx, actor, body);
  await tx.execute(sql`update sales_order set destination_name = ${body.destination_name}, destination_phone = ${body.destination_phone},
      destination_address = ${body.destination_address}, destination_kecamatan_id = ${body.destination_kecamatan_id ?? null},
      destination_district_name = ${names.district}, destination_city_name = ${names.city}, destination_state_name = ${names.state},
      destination_zipcode = ${body.destination_zipcode ?? null}, updated_at = now()
    where order_id = ${order.order_id}`);
  return recipientOf(tx, actor, order.order_id);
}
