import type { StockTransferApprovalBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { postStockMovements } from '../../commands/post-stock-movements.js';
import { storedStockTransfer } from '../transfer-document.js';
import { checkStockTransferMove, transferLines } from './transfer-rules.js';

/**
 * Approves a waiting transfer: every line leaves the source warehouse, batch by batch, through the
 * ledger (a shortage refuses the whole approval at its line), and the transfer is in transit,
 * holding the stock in no warehouse until it is received. Each line keeps the cost it left at.
 * Two approvals at once: the row lock makes the second wait, see in_transit and be refused.
 */
export async function approveStockTransfer(tx: Tx, actor: Actor, body: StockTransferApprovalBody) {
  const { header } = await checkStockTransferMove(tx, actor, { ...body, action: 'approve' });
  return runTransition(tx, actor, storedStockTransfer, { id: body.transfer_id, action: 'approve' }, async () => {
    const lines = await transferLines(tx, header.transfer_id);
    const to = await tx.execute(sql`select master_gudang_name as n from master_gudang where master_gudang_id = ${header.gudang_to_id}`);
    const posted = await postStockMovements(tx, actor, {
      doc_type: 'stock_transfer',
      doc_id: header.transfer_id,
      doc_number: header.transfer_number,
      note: `Transfer keluar ke ${String((to.rows[0] as { n: string } | undefined)?.n ?? header.gudang_to_id)}`,
      lines: lines.map((l) => ({
        gudang_id: header.gudang_from_id,
        product_id: l.product_id,
        batch_id: l.batch_id,
        qty: -l.qty,
        field: `lines.${l.index}.qty`,
      })),
    });
    // A product and batch is on one line only, so each movement is found by its key.
    const byKey = new Map(posted.map((p) => [`${p.product_id}:${p.batch_id}`, p]));
    for (const l of lines) {
      const p = byKey.get(`${l.product_id}:${l.batch_id}`);
      await tx.execute(
        sql`update stock_transfer_line set unit_cost = ${p?.unit_cost ?? 0}, out_log_id = ${p?.stock_log_id ?? null} where line_id = ${l.line_id}`,
      );
    }
    await tx.execute(sql`update stock_transfer set approved_by = ${actor.userId}, approved_at = now() where transfer_id = ${header.transfer_id}`);
    return { transfer_id: header.transfer_id, transfer_number: header.transfer_number, status: 'in_transit', lines: lines.length };
  });
}
