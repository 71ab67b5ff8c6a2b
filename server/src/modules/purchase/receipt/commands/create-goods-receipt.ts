import type { GoodsReceiptBody } from '@bo/contract';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkReceiptContent, insertReceipt, writeReceiptContent } from './receipt-rules.js';

/** The rules of /penerimaan/validation_add (supplier orders), writing nothing. */
export const checkCreateGoodsReceipt = (tx: Tx, actor: Actor, body: GoodsReceiptBody) => checkReceiptContent(tx, actor, body, { internal: false });
/** The rules of /penerimaan/validation_add_internal (internal orders), writing nothing. */
export const checkCreateGoodsReceiptInternal = (tx: Tx, actor: Actor, body: GoodsReceiptBody) => checkReceiptContent(tx, actor, body, { internal: true });

/** Stores a receipt waiting for approval: header with its number, lines and money. Nothing moves until approval. */
async function storeReceipt(tx: Tx, actor: Actor, body: GoodsReceiptBody, internal: boolean) {
  const { order, date, dueDate, lines, totals } = await checkReceiptContent(tx, actor, body, { internal });
  const { penerimaan_id, penerimaan_number } = await insertReceipt(tx, actor, {
    internal,
    date,
    dueDate,
    order,
    invoice_number: body.invoice_number,
    note: body.note,
  });
  await writeReceiptContent(tx, penerimaan_id, lines, totals);
  return { penerimaan_id, penerimaan_number, status: 'waiting' as const, lines: lines.length, grand_total: totals.grand_total };
}

/** /penerimaan/add_stored: a receipt against a purchase order to a supplier. */
export const createGoodsReceipt = (tx: Tx, actor: Actor, body: GoodsReceiptBody) => storeReceipt(tx, actor, body, false);
/** /penerimaan/add_stored_internal: a receipt against an internal order. */
export const createGoodsReceiptInternal = (tx: Tx, actor: Actor, body: GoodsReceiptBody) => storeReceipt(tx, actor, body, true);
