import type { SalesOrderCodFeeBody } from '@bo/contract';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { recipientOf, salesOrderHead } from '../extra-queries.js';
import { checkOrderOpen, checkShippingMoney, writeShipping } from './update-sales-order-shipping.js';

/**
 * The rules of /purchase_order/stored_cod_fee: the order is the user's to see (404), open, and the
 * money rules of a shipping change (not paid, not shipped; a COD fee only on a COD order).
 */
export async function checkStoreCodFee(tx: Tx, actor: Actor, body: SalesOrderCodFeeBody) {
  const order = await salesOrderHead(tx, actor, body.order_id);
  const bag = new ErrorBag();
  checkOrderOpen(order, bag);
  const money = checkShippingMoney(order, { cod_fee: body.cod_fee }, bag);
  bag.throwIfAny();
  return { order, money };
}

/** Stores an order's COD fee with the grand total worked out again; answers the order's recipient and shipping. */
export async function storeCodFee(tx: Tx, actor: Actor, body: SalesOrderCodFeeBody) {
  const { order, money } = await checkStoreCodFee(tx, actor, body);
  await writeShipping(tx, order.order_id, {}, money.next);
  return recipientOf(tx, actor, order.order_id);
}
