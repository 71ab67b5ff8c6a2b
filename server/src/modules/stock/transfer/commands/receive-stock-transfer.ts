import type { StockTransferApprovalBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { postStockMovements } from '../../commands/post-stock-movements.js';
import { storedStockTransfer } from '../transfer-document.js';
import { checkStockTransferMove, transferLines } from './transfer-rules.js';

/**
 * Receives a transfer in transit: every line arrives at the destination in the batch it left with,
 * at the cost it left at (so the destination's moving average takes the goods' real cost), and
 * the transfer holds nothing any more.
 */
export async function receiveStockTransfer(tx: Tx, actor: Actor, body: StockTransferApprovalBody) {
  const { header } = await checkStockTransferMove(tx, actor, { ...body, action: 'receive' });
  return runTransition(tx, actor, storedStockTransfer, { id: body.transfer_id, action: 'receive' }, async () => {
    const lines = await transferLines(tx, header.transfer_id);
    const from = await tx.execute(sql`select master_gudang_name as n from master_gudang where master_gudang_id = ${header.gudang_from_id}`);
    const posted = await postStockMovements(tx, actor, {
      doc_type: 'stock_transfer',
      doc_id: header.transfer_id,
      doc_number: header.transfer_number,
      note: `Transfer masuk dari ${String((from.rows[0] as { n: string } | undefined)?.n ?? header.gudang_from_id)}`,
      lines: lines.map((l) => ({
        gudang_id: header.gudang_to_id,
        product_id: l.product_id,
        batch_id: l.batch_id,
        qty: l.qty,
        unit_cost: l.unit_cost ?? undefined,
        field: `lines.${l.index}.qty`,
      })),
    });
    const byKey = new Map(posted.map((p) => [`${p.product_id}:${p.batch_id}`, p]));
    for (const l of lines)
      await tx.execute(
        sql`update stock_transfer_line set in_log_id = ${byKey.get(`${l.product_id}:${l.batch_id}`)?.stock_log_id ?? null} where line_id = ${l.line_id}`,
      );
    await tx.execute(sql`update stock_transfer set received_by = ${actor.userId}, received_at = now() where transfer_id = ${header.transfer_id}`);
    return { transfer_id: header.transfer_id, transfer_number: header.transfer_number, status: 'received', lines: lines.length };
  });
}
