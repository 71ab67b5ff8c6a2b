import type { StockTransferApprovalBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { postStockMovements } from '../../commands/post-stock-movements.js';
import { storedStockTransfer } from '../transfer-document.js';
import { approvalLines, checkStockTransferMove, transferLines } from './transfer-rules.js';

/**
 * Approves a waiting transfer: every line leaves the source warehouse, batch by batch, through the
 * ledger (a shortage refuses the whole approval at its line), and the transfer is in transit,
 * holding the stock in no warehouse until it is received. Each line keeps the cost it left at.
 * Lines stored without a batch get their batches now, first expiry first over what the source
 * holds (approvalLines), read under the items' stock_cost locks, so no sale can take them between
 * the choice and the ledger; their stored rows are rewritten to the batches that left.
 * Two approvals at once: the row lock makes the second wait, see in_transit and be refused.
 */
export async function approveStockTransfer(tx: Tx, actor: Actor, body: StockTransferApprovalBody) {
  const { header } = await checkStockTransferMove(tx, actor, { ...body, action: 'approve' });
  return runTransition(tx, actor, storedStockTransfer, { id: body.transfer_id, action: 'approve' }, async () => {
    const stored = await transferLines(tx, header.transfer_id);
    // The source's cost rows of the transfer's items, locked in the ledger's order before the batches are chosen.
    await tx.execute(sql`select 1 from stock_cost where gudang_id = ${header.gudang_from_id}
      and product_id = any(${sql.param([...new Set(stored.map((l) => l.product_id))])}::int[]) order by product_id for update`);
    const lines = await approvalLines(tx, header.gudang_from_id, stored);
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
    const left = (l: { product_id: number; batch_id: number }) => byKey.get(`${l.product_id}:${l.batch_id}`);
    for (const l of stored.filter((x) => !x.fefo))
      await tx.execute(
        sql`update stock_transfer_line set unit_cost = ${left(l)?.unit_cost ?? 0}, out_log_id = ${left(l)?.stock_log_id ?? null} where line_id = ${l.line_id}`,
      );
    // Rows stored without a batch become the batches that left: the product's rows reused in order, more added or the rest removed.
    for (const productId of new Set(stored.filter((x) => x.fefo).map((x) => x.product_id))) {
      const rows = stored.filter((x) => x.fefo && x.product_id === productId);
      const parts = lines.filter((x) => x.fefo && x.product_id === productId);
      for (const [k, part] of parts.entries()) {
        const p = left(part);
        if (k < rows.length)
          await tx.execute(sql`update stock_transfer_line set batch_id = ${part.batch_id}, qty = ${part.qty}, unit_cost = ${p?.unit_cost ?? 0},
              out_log_id = ${p?.stock_log_id ?? null} where line_id = ${rows[k].line_id}`);
        else
          await tx.execute(sql`insert into stock_transfer_line (transfer_id, product_id, batch_id, qty, fefo, unit_cost, out_log_id)
              values (${header.transfer_id}, ${productId}, ${part.batch_id}, ${part.qty}, true, ${p?.unit_cost ?? 0}, ${p?.stock_log_id ?? null})`);
      }
      const surplus = rows.slice(parts.length).map((x) => x.line_id);
      if (surplus.length) await tx.execute(sql`delete from stock_transfer_line where line_id = any(${sql.param(surplus)}::int[])`);
    }
    await tx.execute(sql`update stock_transfer set approved_by = ${actor.userId}, approved_at = now() where transfer_id = ${header.transfer_id}`);
    return { transfer_id: header.transfer_id, transfer_number: header.transfer_number, status: 'in_transit', lines: lines.length };
  });
}
