import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import type { StockNeed, StockOrder } from '../../../stock/commands/reserve-stock.js';
import { releaseStock as releaseOrderStock } from '../../../stock/commands/release-stock.js';
import { takeStock as takeOrderStock } from '../../../stock/commands/take-stock.js';
import { refreshSalesFacts } from '../../../report/facts/commands/refresh-sales-facts.js';

/*
 * The stock of a sale. The stock module owns it: reservations (reserveStock, lockStockItems,
 * checkAvailable in stock/commands/reserve-stock.ts), the take (stock/commands/take-stock.ts) and the
 * give-back (stock/commands/release-stock.ts), all under the ledger's item locks. The sale calls them
 * and keeps on its own row whether its stock is taken (sales_order.stock_taken).
 */

/** Takes the order's needs out of its warehouse (takeStock of the stock module) and marks the order taken. */
export async function takeStock(tx: Tx, actor: Actor, order: StockOrder, needs: readonly StockNeed[], opts: { reserved: boolean }) {
  const movements = await takeOrderStock(tx, actor, order, needs, opts);
  await tx.execute(sql`update sales_order set stock_taken = 1, updated_at = now() where order_id = ${order.order_id}`);
  await refreshSalesFacts(tx, [order.order_id]);
  return movements;
}

/** Gives back everything the order holds or took (releaseStock of the stock module) and marks the order not taken. */
export async function releaseStock(tx: Tx, actor: Actor, order: StockOrder) {
  const movements = await releaseOrderStock(tx, actor, order);
  await tx.execute(sql`update sales_order set stock_taken = 0, updated_at = now() where order_id = ${order.order_id}`);
  await refreshSalesFacts(tx, [order.order_id]);
  return movements;
}
