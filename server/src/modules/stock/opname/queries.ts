import { stockOpname, formatUnits, unitsOfRow } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { editableSql } from '../../../platform/documents/editable.js';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';

/** A batch's quantity in a warehouse as the ledger held it at a moment (the sum of its movements until then). */
export async function systemQtyAt(tx: Tx, gudangId: number, productId: number, batchId: number, at: Date): Promise<number> {
  const r = await tx.execute(sql`select coalesce(sum(qty), 0)::bigint as qty from stock_log
    where gudang_id = ${gudangId} and product_id = ${productId} and batch_id = ${batchId} and created_at <= ${at.toISOString()}`);
  return Number((r.rows[0] as { qty: number }).qty);
}

const listSpec: ListSpec = {
  filters: {
    gudang_id: { column: sql`o.gudang_id`, op: 'eq' },
    date_start: { column: sql`(o.created_at at time zone 'Asia/Jakarta')::date`, op: 'from' },
    date_end: { column: sql`(o.created_at at time zone 'Asia/Jakarta')::date`, op: 'to' },
    opname_code: { column: sql`o.opname_code`, op: 'contains' },
    status: { column: sql`o.status`, op: 'eq' },
  },
  search: [sql`o.opname_code`, sql`o.note`],
  sort: { opname_id: sql`o.opname_id`, opname_code: sql`o.opname_code`, created_at: sql`o.created_at` },
  defaultSort: { field: 'opname_id', type: 'desc' },
};

/** One page of counts in the warehouses the user may see, with their line and difference counts. */
export const listStockOpname = (tx: Tx, actor: Actor, query: ListQueryInput) =>
  runList(tx, {
    spec: listSpec,
    query,
    select: sql`o.opname_id, o.opname_code, o.gudang_id, g.master_gudang_name, o.counted_at, o.note, o.status, o.created_at, ${editableSql(stockOpname, sql`o.status`)},
      u.name as created_by_name,
      (select count(*)::int from stock_opname_line l where l.opname_id = o.opname_id) as line_count,
      (select count(*)::int from stock_opname_line l where l.opname_id = o.opname_id and l.diff_qty <> 0) as diff_count,
      (select coalesce(sum(l.diff_qty * l.unit_cost), 0)::float8 from stock_opname_line l where l.opname_id = o.opname_id) as diff_value`,
    from: sql`stock_opname o left join master_gudang g on g.master_gudang_id = o.gudang_id left join users u on u.id = o.created_by`,
    where: warehouseScope(actor, sql`o.gudang_id`),
    tiebreak: sql`o.opname_id`,
  });

/** A count with its lines: product, batch, expiry, system, counted and difference in both units. */
export async function stockOpnameDetail(tx: Tx, actor: Actor, id: number) {
  const h =
    await tx.execute(sql`select o.opname_id, o.opname_code, o.gudang_id, g.master_gudang_name, o.counted_at, o.note, o.status, o.created_at, ${editableSql(stockOpname, sql`o.status`)},
      u.name as created_by_name
    from stock_opname o left join master_gudang g on g.master_gudang_id = o.gudang_id left join users u on u.id = o.created_by
    where o.opname_id = ${id} and ${warehouseScope(actor, sql`o.gudang_id`)}`);
  if (!h.rows.length) return undefined;
  const lines = await tx.execute(sql`select l.line_id, l.product_id, p.main_id, m.main_name, p.varian as varian_name,
      concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku,
      l.batch_id, b.batch_no, to_char(b.expired_date, 'YYYY-MM-DD') as expired_date,
      l.system_qty::float8 as system_qty, l.counted_qty::float8 as counted_qty, l.diff_qty::float8 as diff_qty, l.unit_cost::float8, (l.diff_qty * l.unit_cost)::float8 as diff_value, l.note,
      m.product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name
    from stock_opname_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
    left join stock_batch b on b.batch_id = l.batch_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
    left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where l.opname_id = ${id} order by l.line_id`);
  return {
    ...(h.rows[0] as Record<string, unknown>),
    lines: (lines.rows as Record<string, unknown>[]).map((r) => ({
      ...r,
      system_qty_text: formatUnits(Number(r.system_qty), unitsOfRow(r)),
      counted_qty_text: formatUnits(Number(r.counted_qty), unitsOfRow(r)),
      diff_qty_text: formatUnits(Number(r.diff_qty), unitsOfRow(r)),
    })),
  };
}

/**
 * What to count for a product in a warehouse: each batch that holds or held stock there (and "no
 * batch"), with the quantity now and the product's units; `counted_at` is the moment to send back.
 */
export async function opnameBatches(tx: Tx, actor: Actor, gudangId: number, productId: number) {
  const p = await tx.execute(sql`select p.product_id, concat_ws(' ', m.main_name, p.varian) as product_name, m.main_name, p.varian as varian_name,
      m.is_product_expire::int as is_product_expire, m.product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name
    from product p join product_main m on m.main_id = p.main_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
    left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where p.product_id = ${productId}`);
  if (!p.rows.length) return undefined;
  const product = p.rows[0] as Record<string, unknown>;
  const r = await tx.execute(sql`select s.batch_id, b.batch_no, to_char(b.expired_date, 'YYYY-MM-DD') as expired_date, s.qty::float8 as qty
    from stock_balance s left join stock_batch b on b.batch_id = s.batch_id
    where s.gudang_id = ${gudangId} and s.product_id = ${productId} and ${warehouseScope(actor, sql`s.gudang_id`)}
    order by b.expired_date asc nulls last, s.batch_id`);
  const batches = (r.rows as Record<string, unknown>[]).map((b) => ({ ...b, qty_text: formatUnits(Number(b.qty), unitsOfRow(product)) }));
  const now = await tx.execute(sql`select now() as at`);
  return { product, batches, counted_at: new Date(String((now.rows[0] as { at: string }).at)).toISOString() };
}

/** The batches of a product with a number (any expiry). */
export async function batchesByNumber(tx: Tx, productId: number, batchNo: string) {
  const r = await tx.execute(sql`select batch_id, batch_no, to_char(expired_date, 'YYYY-MM-DD') as expired_date from stock_batch
    where product_id = ${productId} and batch_no = ${batchNo.trim()} order by batch_id`);
  return r.rows as { batch_id: number; batch_no: string; expired_date: string | null }[];
}
