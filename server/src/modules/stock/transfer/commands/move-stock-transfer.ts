import type { StockTransferApprovalBody } from '@bo/contract';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { approveStockTransfer } from './approve-stock-transfer.js';
import { receiveStockTransfer } from './receive-stock-transfer.js';
import { rejectStockTransfer } from './reject-stock-transfer.js';

/** One move of a transfer's machine, by the body's action (the /transfer_stok/approval call). */
export function moveStockTransfer(tx: Tx, actor: Actor, body: StockTransferApprovalBody) {
  if (body.action === 'approve') return approveStockTransfer(tx, actor, body);
  if (body.action === 'reject') return rejectStockTransfer(tx, actor, body);
  return receiveStockTransfer(tx, actor, body);
}
