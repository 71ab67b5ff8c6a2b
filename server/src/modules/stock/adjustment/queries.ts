import { stockAdjustment, formatUnits, unitsOfRow } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { editableSql } from '../../../platform/documents/editable.js';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';

const listSpec: ListSpec = {
  filters: {
    gudang_id: { column: sql`a.gudang_id`, op: 'eq' },
    date_start: { column: sql`a.adjustment_date`, op: 'from' },
    date_end: { column: sql`a.adjustment_date`, op: 'to' },
    adjustment_number: { column: sql`a.adjustment_number`, op: 'contains' },
    status: { column: sql`a.status`, op: 'eq' },
  },
  search: [sql`a.adjustment_number`, sql`coalesce(a.note, '')`],
  sort: {
    adjustment_id: sql`a.adjustment_id`,
    adjustment_number: sql`a.adjustment_number`,
    adjustment_date: sql`a.adjustment_date`,
    created_at: sql`a.created_at`,
  },
  defaultSort: { field: 'adjustment_id', type: 'desc' },
};

/** One page of adjustments in the warehouses the user may see, with line counts and the value moved in and out. */
export const listStockAdjustment = (tx: Tx, actor: Actor, query: ListQueryInput) =>
  runList(tx, {
    spec: listSpec,
    query,
    select: sql`a.adjustment_id, a.adjustment_number, to_char(a.adjustment_date, 'YYYY-MM-DD') as adjustment_date, a.gudang_id,
      g.master_gudang_name, a.note, a.status, a.created_at, u.name as created_by_name, ${editableSql(stockAdjustment, sql`a.status`)},
      (select count(*)::int from stock_adjustment_line l where l.adjustment_id = a.adjustment_id) as line_count,
      (select coalesce(sum(greatest(l.qty_change, 0) * l.unit_cost), 0)::float8 from stock_adjustment_line l where l.adjustment_id = a.adjustment_id) as value_in,
      (select coalesce(sum(greatest(-l.qty_change, 0) * l.unit_cost), 0)::float8 from stock_adjustment_line l where l.adjustment_id = a.adjustment_id) as value_out`,
    from: sql`stock_adjustment a left join master_gudang g on g.master_gudang_id = a.gudang_id left join users u on u.id = a.created_by`,
    where: warehouseScope(actor, sql`a.gudang_id`),
    tiebreak: sql`a.adjustment_id`,
  });

/** An adjustment with its lines: product, batch, expiry, the change in both units, reason and the unit cost from the ledger. */
export async function stockAdjustmentDetail(tx: Tx, actor: Actor, id: number) {
  const h = await tx.execute(sql`select a.adjustment_id, a.adjustment_number, to_char(a.adjustment_date, 'YYYY-MM-DD') as adjustment_date,
      a.gudang_id, g.master_gudang_name, a.note, a.status, a.created_at, u.name as created_by_name, ${editableSql(stockAdjustment, sql`a.status`)}
    from stock_adjustment a left join master_gudang g on g.master_gudang_id = a.gudang_id left join users u on u.id = a.created_by
    where a.adjustment_id = ${id} and ${warehouseScope(actor, sql`a.gudang_id`)}`);
  if (!h.rows.length) return undefined;
  const lines = await tx.execute(sql`select l.line_id, l.product_id, p.main_id, m.main_name, p.varian as varian_name,
      concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku,
      l.batch_id, b.batch_no, to_char(b.expired_date, 'YYYY-MM-DD') as expired_date,
      l.qty_change::float8 as qty_change, coalesce(s.unit_cost, l.unit_cost)::float8 as unit_cost,
      (l.qty_change * coalesce(s.unit_cost, l.unit_cost))::float8 as value, l.reason, s.qty_after::float8 as qty_after,
      m.product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name
    from stock_adjustment_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
    left join stock_batch b on b.batch_id = l.batch_id
    left join stock_log s on s.stock_log_id = l.stock_log_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
    left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where l.adjustment_id = ${id} order by l.line_id`);
  const prints = await tx.execute(sql`select count(*)::int as n from print_logs
    where print_type = 'print_stock_adjustment' and reference_id = ${String((h.rows[0] as { adjustment_number: string }).adjustment_number)}`);
  return {
    ...(h.rows[0] as Record<string, unknown>),
    print_count: Number((prints.rows[0] as { n: number }).n),
    lines: (lines.rows as Record<string, unknown>[]).map((r) => ({
      ...r,
      qty_change_text: formatUnits(Number(r.qty_change), unitsOfRow(r)),
    })),
  };
}
