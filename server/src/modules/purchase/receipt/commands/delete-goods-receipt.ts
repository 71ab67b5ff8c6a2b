import type { GoodsReceiptIdBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { storedReceiptOf } from '../receipt-document.js';
import { writableReceipt } from './receipt-rules.js';

/** The rules of /penerimaan/validation_delete, writing nothing: the user's receipt (404), its kind's page (403), still waiting (422). */
export async function checkDeleteGoodsReceipt(tx: Tx, actor: Actor, body: GoodsReceiptIdBody) {
  const h = await writableReceipt(tx, actor, body.penerimaan_id);
  await checkDocumentTransition(tx, actor, storedReceiptOf(h.is_internal), { id: h.penerimaan_id, action: 'delete' });
  return h;
}

/**
 * /penerimaan/delete: a receipt not yet approved is deleted by its machine's `delete` move; the
 * number and history stay (gap-free numbers), and its quantities stop counting as waiting.
 */
export async function deleteGoodsReceipt(tx: Tx, actor: Actor, body: GoodsReceiptIdBody) {
  const h = await checkDeleteGoodsReceipt(tx, actor, body);
  return runTransition(tx, actor, storedReceiptOf(h.is_internal), { id: h.penerimaan_id, action: 'delete' }, async () => {
    await tx.execute(sql`update goods_receipt set updated_at = now() where penerimaan_id = ${h.penerimaan_id}`);
    return { penerimaan_id: h.penerimaan_id, penerimaan_number: h.penerimaan_number, status: 'cancelled' as const };
  });
}
