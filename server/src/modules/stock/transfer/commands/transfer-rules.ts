import type { StockTransferApprovalBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { type CheckedTransition, checkDocumentTransition } from '../../../../platform/documents/run-transition.js';
import { ErrorBag, fieldError, notFound } from '../../../../platform/errors.js';
import { warehouseScope } from '../../../../platform/warehouse-scope.js';
import { storedStockTransfer } from '../transfer-document.js';
import { fefoBatchesOf } from '../../queries.js';
import { fefoSplit, type TransferLine, transferShortages } from './create-stock-transfer.js';

export interface TransferHeader {
  transfer_id: number;
  transfer_number: string;
  gudang_from_id: number;
  gudang_to_id: number;
  status: string;
}

/** A transfer the user may see (group 6: from or to one of its warehouses), or 404. */
export async function visibleTransfer(tx: Tx, actor: Actor, id: number): Promise<TransferHeader> {
  const r = await tx.execute(sql`select t.transfer_id, t.transfer_number, t.gudang_from_id, t.gudang_to_id, t.status from stock_transfer t
    where t.transfer_id = ${id} and (${warehouseScope(actor, sql`t.gudang_from_id`)} or ${warehouseScope(actor, sql`t.gudang_to_id`)})`);
  const row = r.rows[0] as unknown as TransferHeader | undefined;
  if (!row) throw notFound('Transfer stok tidak ditemukan');
  return { ...row, transfer_id: Number(row.transfer_id), gudang_from_id: Number(row.gudang_from_id), gudang_to_id: Number(row.gudang_to_id) };
}

/** The stored lines of a transfer, in line order (index = position). */
export async function transferLines(tx: Tx, id: number) {
  const r = await tx.execute(sql`select line_id, product_id, batch_id, qty::bigint as qty, unit_cost::float8 as unit_cost, fefo
    from stock_transfer_line where transfer_id = ${id} order by line_id`);
  return (r.rows as Record<string, unknown>[]).map((x, index) => ({
    line_id: Number(x.line_id),
    product_id: Number(x.product_id),
    batch_id: Number(x.batch_id),
    qty: Number(x.qty),
    unit_cost: x.unit_cost === null ? null : Number(x.unit_cost),
    fefo: x.fefo === true,
    index,
  }));
}

/**
 * What approval takes from the source: lines with a named batch as stored; each product stored
 * without a batch (its `fefo` lines, the proposal made when storing) split again over the source's
 * batches first expiry first, as they are now (fefoSplit), at the index of its first stored line.
 * So a sale (or anything) that took the proposed batch while the transfer waited leaves approval
 * the other batches, and a batch that came in meanwhile is used in its expiry order.
 */
export async function approvalLines(tx: Tx, gudangFromId: number, stored: readonly StoredTransferLine[]): Promise<TransferLine[]> {
  const lines: TransferLine[] = [];
  const fefo = new Map<number, { qty: number; index: number }>();
  for (const l of stored) {
    if (!l.fefo) {
      lines.push({ product_id: l.product_id, batch_id: l.batch_id, qty: l.qty, index: l.index });
      continue;
    }
    const f = fefo.get(l.product_id);
    if (f) f.qty += l.qty;
    else fefo.set(l.product_id, { qty: l.qty, index: l.index });
  }
  const batches = await fefoBatchesOf(tx, [...fefo.keys()], gudangFromId);
  for (const [productId, f] of fefo) lines.push(...fefoSplit(productId, f.qty, f.index, batches.get(productId) ?? []));
  return lines;
}

export type StoredTransferLine = Awaited<ReturnType<typeof transferLines>>[number];

/**
 * Every rule of one move of a transfer, writing nothing (the validation call): the transfer is
 * visible (404), the machine and the permission allow the action (runTransition's check, which
 * locks the row), the user works in the warehouse the action touches (approve and reject: the
 * source; receive: the destination), and for approve the source holds every line now.
 */
export async function checkStockTransferMove(
  tx: Tx,
  actor: Actor,
  body: StockTransferApprovalBody,
): Promise<{ header: TransferHeader; checked: CheckedTransition<string, string> }> {
  const header = await visibleTransfer(tx, actor, body.transfer_id);
  const checked = await checkDocumentTransition(tx, actor, storedStockTransfer, {
    id: body.transfer_id,
    action: body.action,
    reason: body.transfer_reject_reason,
  });
  const gudang = body.action === 'receive' ? header.gudang_to_id : header.gudang_from_id;
  const own = await tx.execute(sql`select 1 from master_gudang g where g.master_gudang_id = ${gudang} and ${warehouseScope(actor, sql`g.master_gudang_id`)}`);
  if (!own.rows.length)
    throw fieldError('transfer_id', body.action === 'receive' ? 'Gudang tujuan transfer ini bukan gudang Anda' : 'Gudang asal transfer ini bukan gudang Anda');
  if (body.action === 'approve') {
    const bag = new ErrorBag();
    await transferShortages(tx, header.gudang_from_id, await approvalLines(tx, header.gudang_from_id, await transferLines(tx, header.transfer_id)), bag);
    bag.throwIfAny();
  }
  return { header, checked };
}
