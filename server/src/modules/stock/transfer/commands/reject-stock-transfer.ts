import type { StockTransferApprovalBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { storedStockTransfer } from '../transfer-document.js';
import { checkStockTransferMove } from './transfer-rules.js';

/** Rejects a waiting transfer with a reason: nothing has left the source, so nothing moves. */
export async function rejectStockTransfer(tx: Tx, actor: Actor, body: StockTransferApprovalBody) {
  const { header } = await checkStockTransferMove(tx, actor, { ...body, action: 'reject' });
  return runTransition(tx, actor, storedStockTransfer, { id: body.transfer_id, action: 'reject', reason: body.transfer_reject_reason }, async ({ reason }) => {
    await tx.execute(sql`update stock_transfer set transfer_reject_reason = ${reason}, approved_by = ${actor.userId}, approved_at = now()
        where transfer_id = ${header.transfer_id}`);
    return { transfer_id: header.transfer_id, transfer_number: header.transfer_number, status: 'rejected' };
  });
}
