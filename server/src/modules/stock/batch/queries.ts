import { formatUnits, RESTRICTED_GROUP_ID, unitsOfRow, jakartaToday } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { fefoBatches } from '../queries.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';

const listSpec: ListSpec = {
  filters: {
    product_id: { column: sql`b.product_id`, op: 'eq' },
    batch_no: { column: sql`b.batch_no`, op: 'contains' },
    expired_start: { column: sql`b.expired_date`, op: 'from' },
    expired_end: { column: sql`b.expired_date`, op: 'to' },
  },
  search: [sql`b.batch_no`, sql`m.main_name`, sql`coalesce(p.varian_sku, '')`],
  sort: {
    batch_id: sql`b.batch_id`,
    batch_no: sql`b.batch_no`,
    expired_date: sql`b.expired_date`,
    product_name: sql`lower(m.main_name)`,
  },
  defaultSort: { field: 'expired_date', type: 'asc' },
};

/**
 * One page of batches with their quantity on hand per warehouse (only the warehouses the user may
 * see; with gudang_id, that one) and in total. Group 6 sees the batches held in its warehouses.
 */
export async function listBatches(tx: Tx, actor: Actor, query: ListQueryInput & { gudang_id?: number }) {
  const scope = warehouseScope(actor, sql`s.gudang_id`);
  const inGudang = query.gudang_id ? sql`s.gudang_id = ${query.gudang_id}` : sql`true`;
  const restricted = actor.groupId === RESTRICTED_GROUP_ID || query.gudang_id !== undefined;
  const page = await runList(tx, {
    spec: listSpec,
    query,
    select: sql`b.batch_id, b.batch_no, to_char(b.expired_date, 'YYYY-MM-DD') as expired_date, b.product_id,
      concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku, m.is_product_expire::int as is_product_expire,
      m.product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name,
      coalesce((select json_agg(json_build_object('gudang_id', s.gudang_id, 'master_gudang_name', g.master_gudang_name, 'qty', s.qty) order by g.master_gudang_name)
        from stock_balance s join master_gudang g on g.master_gudang_id = s.gudang_id
        where s.batch_id = b.batch_id and s.product_id = b.product_id and s.qty <> 0 and ${scope} and ${inGudang}), '[]'::json) as warehouses,
      (select coalesce(sum(s.qty), 0)::bigint from stock_balance s where s.batch_id = b.batch_id and s.product_id = b.product_id and ${scope} and ${inGudang}) as qty`,
    from: sql`stock_batch b join product p on p.product_id = b.product_id join product_main m on m.main_id = p.main_id
      left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
      left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`,
    where: restricted
      ? sql`exists (select 1 from stock_balance s where s.batch_id = b.batch_id and s.product_id = b.product_id and ${scope} and ${inGudang})`
      : sql`true`,
    tiebreak: sql`b.batch_id`,
  });
  return {
    ...page,
    data: (page.data as Record<string, unknown>[]).map((r) => {
      const units = unitsOfRow(r);
      return {
        ...r,
        qty: Number(r.qty),
        qty_text: formatUnits(Number(r.qty), units),
        warehouses: (r.warehouses as { gudang_id: number; master_gudang_name: string; qty: number }[]).map((w) => ({
          ...w,
          qty: Number(w.qty),
          qty_text: formatUnits(Number(w.qty), units),
        })),
      };
    }),
  };
}

/** Whether the user may see a batch: any batch for most, for group 6 one held in its warehouses. */
export async function visibleBatch(tx: Tx, actor: Actor, batchId: number) {
  const r = await tx.execute(sql`select b.batch_id, b.product_id, b.batch_no, to_char(b.expired_date, 'YYYY-MM-DD') as expired_date,
      m.is_product_expire::int as is_product_expire
    from stock_batch b join product p on p.product_id = b.product_id join product_main m on m.main_id = p.main_id
    where b.batch_id = ${batchId}
      and ${actor.groupId === RESTRICTED_GROUP_ID ? sql`exists (select 1 from stock_balance s where s.batch_id = b.batch_id and ${warehouseScope(actor, sql`s.gudang_id`)})` : sql`true`}`);
  return r.rows[0] as { batch_id: number; product_id: number; batch_no: string; expired_date: string | null; is_product_expire: number } | undefined;
}

/** The corrections of a batch, newest first. */
export async function batchChanges(tx: Tx, batchId: number) {
  const r = await tx.execute(sql`select c.change_id, c.old_batch_no, c.new_batch_no, to_char(c.old_expired_date, 'YYYY-MM-DD') as old_expired_date,
      to_char(c.new_expired_date, 'YYYY-MM-DD') as new_expired_date, c.note, c.user_id, u.name as user_name, c.created_at
    from stock_batch_change c left join users u on u.id = c.user_id where c.batch_id = ${batchId} order by c.change_id desc`);
  return r.rows;
}

/**
 * GET /penerimaan/stock_fefo: a variant's batches with stock in a warehouse in the order outbound
 * flows take them (first expiry first out; batches without an expiry last), each with its quantity
 * in both units and the days to expiry (Asia/Jakarta). Null when the variant is not the company's.
 */
export async function stockFefo(tx: Tx, productId: number, gudangId: number) {
  const product = await tx.execute(sql`select p.product_id, concat_ws(' ', m.main_name, p.varian) as product_name, m.product_isi,
      kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name, m.is_product_expire::int as is_product_expire
    from product p join product_main m on m.main_id = p.main_id
      left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
      left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where p.product_id = ${productId}`);
  const row = product.rows[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  const units = unitsOfRow(row);
  const today = jakartaToday();
  const batches = await fefoBatches(tx, productId, gudangId);
  const total = batches.reduce((s, b) => s + b.qty, 0);
  return {
    product_id: productId,
    product_name: String(row.product_name),
    gudang_id: gudangId,
    is_product_expire: Number(row.is_product_expire),
    qty: total,
    qty_text: formatUnits(total, units),
    batches: batches.map((b, i) => ({
      ...b,
      fefo_order: i + 1,
      days_left: b.expired_date === null ? null : Math.round((Date.parse(b.expired_date) - Date.parse(today)) / 86_400_000),
      qty_text: formatUnits(b.qty, units),
    })),
  };
}
