import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';

/**
 * The figures of the Inventori portal, in the warehouses the user may see: stock value (quantity ×
 * moving average per warehouse and variant, from stock_cost), active products below their minimum
 * stock, batches with stock expiring within 90 days (or already expired), and supplier returns
 * waiting as draft. Each is one aggregate over an indexed table.
 */
export async function inventorySummary(tx: Tx, actor: Actor) {
  const r = await tx.execute(sql`select
      (select coalesce(sum(c.qty * c.avg_cost), 0)::float8 from stock_cost c where c.qty > 0 and ${warehouseScope(actor, sql`c.gudang_id`)}) as stock_value,
      (select count(*)::int from product_main m where m.status = 1 and m.main_min_stock > 0 and m.main_min_stock > coalesce((
          select sum(b.qty) from stock_balance b join product p on p.product_id = b.product_id
          where p.main_id = m.main_id and ${warehouseScope(actor, sql`b.gudang_id`)}), 0)) as below_minimum,
      (select count(*)::int from stock_balance b join stock_batch sb on sb.batch_id = b.batch_id
        where b.qty > 0 and sb.expired_date < (now() at time zone 'Asia/Jakarta')::date + 90 and ${warehouseScope(actor, sql`b.gudang_id`)}) as expiring_batches,
      (select count(*)::int from stock_balance b join stock_batch sb on sb.batch_id = b.batch_id
        where b.qty > 0 and sb.expired_date < (now() at time zone 'Asia/Jakarta')::date and ${warehouseScope(actor, sql`b.gudang_id`)}) as expired_batches,
      (select count(*)::int from retur_supplier r where r.status = 'draft' and ${warehouseScope(actor, sql`r.gudang_id`)}) as retur_draft`);
  const x = r.rows[0] as Record<string, number>;
  return {
    stock_value: Math.round(Number(x.stock_value)),
    below_minimum: Number(x.below_minimum),
    expiring_batches: Number(x.expiring_batches),
    expired_batches: Number(x.expired_batches),
    retur_draft: Number(x.retur_draft),
  };
}
