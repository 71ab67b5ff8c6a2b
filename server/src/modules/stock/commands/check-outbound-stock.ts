import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { ErrorBag } from '../../../platform/errors.js';
import { readConfigs } from '../../config/queries.js';
import { heldByOrders, type MovementLine, outboundRefusal, shortageMessage } from './post-stock-movements.js';

const arr = (values: readonly number[]) => sql.param(values);

/**
 * The ledger's outbound rule (outboundRefusal), read without locks, for documents whose stock moves
 * later: a transfer waiting for approval, a supplier return's draft, and the validation calls of
 * approve and send. Each outbound line must be held by its batch (unless minus_stock) and may not
 * take what orders have reserved of its variant in the warehouse; a refusal goes to the line's field
 * in the ledger's wording. Advisory: postStockMovements decides again, under its locks, when the
 * stock moves. Lines need their batch_id (0 = no batch).
 */
export async function outboundShortages(tx: Tx, lines: readonly MovementLine[], bag: ErrorBag) {
  const out = lines.filter((l) => l.qty < 0).sort((a, b) => a.gudang_id - b.gudang_id || a.product_id - b.product_id || (a.batch_id ?? 0) - (b.batch_id ?? 0));
  if (!out.length) return;
  const allowMinus = (await readConfigs(tx, ['minus_stock'])).minus_stock === '1';
  const g = arr(out.map((l) => l.gudang_id));
  const p = arr(out.map((l) => l.product_id));
  const balances = await tx.execute(sql`select gudang_id, product_id, batch_id, qty::float8 as qty from stock_balance
    where (gudang_id, product_id, batch_id) in (select * from unnest(${g}::int[], ${p}::int[], ${arr(out.map((l) => l.batch_id ?? 0))}::int[]))`);
  const before = new Map((balances.rows as Record<string, unknown>[]).map((r) => [`${r.gudang_id}:${r.product_id}:${r.batch_id}`, Number(r.qty)]));
  const stock = await tx.execute(sql`select gudang_id, product_id, qty::float8 as qty from stock_cost
    where (gudang_id, product_id) in (select * from unnest(${g}::int[], ${p}::int[]))`);
  const stockOf = new Map((stock.rows as Record<string, unknown>[]).map((r) => [`${r.gudang_id}:${r.product_id}`, Number(r.qty)]));
  const held = await heldByOrders(tx, lines, (gudangId, productId) => stockOf.get(`${gudangId}:${productId}`) ?? 0);
  const taken = new Map<string, number>();
  for (const line of out) {
    const batchId = line.batch_id ?? 0;
    const bKey = `${line.gudang_id}:${line.product_id}:${batchId}`;
    const left = (before.get(bKey) ?? 0) - (taken.get(bKey) ?? 0);
    // heldByOrders keys its items `gudang:product:0`.
    const refused = outboundRefusal(line, left, held.get(`${line.gudang_id}:${line.product_id}:0`), allowMinus);
    if (refused) bag.add(line.field ?? 'qty', await shortageMessage(tx, line, batchId, refused.available, refused.held));
    else taken.set(bKey, (taken.get(bKey) ?? 0) + -line.qty);
  }
}
