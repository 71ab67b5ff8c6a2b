import { stockTransfer, formatUnits, STOCK_TRANSFER_STATES, unitsOfRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { editableSql } from '../../../platform/documents/editable.js';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { availableOf, reservedIn } from '../queries.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';

const stateLabel = (s: unknown) => STOCK_TRANSFER_STATES.find((x) => x.value === s)?.label ?? String(s);

export const transferListSpec: ListSpec = {
  filters: {
    transfer_id: { column: sql`t.transfer_id`, op: 'eq' },
    gudang_from_id: { column: sql`t.gudang_from_id`, op: 'eq' },
    gudang_to_id: { column: sql`t.gudang_to_id`, op: 'eq' },
    status: { column: sql`t.status`, op: 'eq' },
    date_start: { column: sql`t.transfer_date`, op: 'from' },
    date_end: { column: sql`t.transfer_date`, op: 'to' },
    transfer_number: { column: sql`t.transfer_number`, op: 'contains' },
  },
  search: [sql`t.transfer_number`, sql`coalesce(t.note, '')`],
  sort: {
    transfer_id: sql`t.transfer_id`,
    transfer_number: sql`t.transfer_number`,
    transfer_date: sql`t.transfer_date`,
    status: sql`t.status`,
    created_at: sql`t.created_at`,
  },
  defaultSort: { field: 'transfer_id', type: 'desc' },
};

/** The transfers a user may see: group 6 those from or to one of its warehouses; `gudangId` either side. */
export function transferScope(actor: Actor, gudangId?: number): SQL {
  const scope = sql`(${warehouseScope(actor, sql`t.gudang_from_id`)} or ${warehouseScope(actor, sql`t.gudang_to_id`)})`;
  return gudangId ? sql`${scope} and (t.gudang_from_id = ${gudangId} or t.gudang_to_id = ${gudangId})` : scope;
}

export const TRANSFER_FROM = sql`stock_transfer t
  left join master_gudang gf on gf.master_gudang_id = t.gudang_from_id
  left join master_gudang gt on gt.master_gudang_id = t.gudang_to_id
  left join users uc on uc.id = t.created_by
  left join users ua on ua.id = t.approved_by
  left join users ur on ur.id = t.received_by`;

export const TRANSFER_COLUMNS = sql`t.transfer_id, t.transfer_number, to_char(t.transfer_date, 'YYYY-MM-DD') as transfer_date,
  t.gudang_from_id, gf.master_gudang_name as gudang_from_name, t.gudang_to_id, gt.master_gudang_name as gudang_to_name,
  t.status, t.note, t.transfer_reject_reason, t.created_at, uc.name as created_by_name,
  t.approved_at, ua.name as approved_by_name, t.received_at, ur.name as received_by_name, ${editableSql(stockTransfer, sql`t.status`)}`;

/** Lines of transfers: product, batch, expiry, quantity in both units, and the cost they left at (once approved). */
async function linesOf(tx: Tx, ids: number[]) {
  if (!ids.length) return new Map<number, Record<string, unknown>[]>();
  const r = await tx.execute(sql`select l.transfer_id, l.line_id, l.product_id, p.main_id, m.main_name, p.varian as varian_name,
      concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku,
      l.batch_id, b.batch_no, to_char(b.expired_date, 'YYYY-MM-DD') as expired_date,
      l.qty::float8 as qty, l.unit_cost::float8 as unit_cost, (l.qty * l.unit_cost)::float8 as value,
      m.product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name
    from stock_transfer_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
    left join stock_batch b on b.batch_id = l.batch_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
    left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where l.transfer_id = any(${sql.param(ids)}::int[]) order by l.transfer_id, l.line_id`);
  const out = new Map<number, Record<string, unknown>[]>();
  for (const x of r.rows as Record<string, unknown>[]) {
    const id = Number(x.transfer_id);
    const { transfer_id: _, ...line } = x;
    out.set(id, [...(out.get(id) ?? []), { ...line, product_isi: Number(x.product_isi), qty_text: formatUnits(Number(x.qty), unitsOfRow(x)) }]);
  }
  return out;
}

/**
 * One page of transfers the user may see (filters transfer_id, gudang_id either side,
 * gudang_from_id, gudang_to_id, status, date_start, date_end, transfer_number, search), each with
 * its state label, print count and lines: the list is also the detail the page and the print read.
 */
export async function listStockTransfer(tx: Tx, actor: Actor, query: ListQueryInput, gudangId?: number) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: transferListSpec,
    query,
    select: sql`${TRANSFER_COLUMNS},
      (select count(*)::int from print_logs pl where pl.print_type = 'print_stock_transfer' and pl.reference_id = t.transfer_number) as print_count`,
    from: TRANSFER_FROM,
    where: transferScope(actor, gudangId),
    tiebreak: sql`t.transfer_id`,
    count: 'estimated',
  });
  const lines = await linesOf(
    tx,
    page.data.map((r) => Number(r.transfer_id)),
  );
  return {
    ...page,
    data: page.data.map((r) => {
      const ls = lines.get(Number(r.transfer_id)) ?? [];
      return { ...r, status_label: stateLabel(r.status), line_count: ls.length, lines: ls };
    }),
  };
}

const productSpec: ListSpec = {
  filters: {},
  search: [sql`m.main_name`, sql`coalesce(p.varian, '')`, sql`coalesce(p.varian_sku, '')`, sql`coalesce(p.product_barcode, '')`],
  sort: { product_name: sql`lower(concat_ws(' ', m.main_name, p.varian))`, product_id: sql`p.product_id` },
  defaultSort: { field: 'product_name', type: 'asc' },
};

/**
 * The products holding stock in a warehouse the user may use: quantity in small units and in both
 * units, what orders have reserved of it there and what is left to take (product_qty_reserved,
 * product_qty_available: a transfer never takes reserved stock), the product's units and sale
 * price, and its batches there in FEFO order (first expiry first, no batch last) with their
 * quantities: the transfer form's picker and FEFO proposal.
 */
export async function productsInGudang(tx: Tx, actor: Actor, gudangId: number, query: ListQueryInput) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: productSpec,
    query,
    select: sql`p.product_id, p.main_id, m.main_name, p.varian as varian_name, concat_ws(' ', m.main_name, p.varian) as product_name,
      p.varian_sku as product_sku, coalesce(p.product_barcode, '--') as product_barcode, m.is_product_expire::int as is_product_expire,
      s.qty::float8 as product_qty, ${reservedIn(gudangId)} as product_qty_reserved, m.product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name,
      coalesce((select pp.product_price_sale::float8 from product_price pp where pp.product_id = p.product_id and pp.gudang_id in (0, ${gudangId})
        order by pp.gudang_id desc limit 1), 0) as product_price_sale,
      ${gudangId}::int as gudang_id`,
    from: sql`(select b.product_id, sum(b.qty) as qty from stock_balance b where b.gudang_id = ${gudangId} and ${warehouseScope(actor, sql`b.gudang_id`)}
        group by b.product_id having sum(b.qty) > 0) s
      join product p on p.product_id = s.product_id join product_main m on m.main_id = p.main_id
      left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
      left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`,
    tiebreak: sql`p.product_id`,
    count: 'none',
  });
  const ids = page.data.map((r) => Number(r.product_id));
  const batches = ids.length
    ? await tx.execute(sql`select b.product_id, b.batch_id, sb.batch_no, to_char(sb.expired_date, 'YYYY-MM-DD') as expired_date, b.qty::float8 as qty
        from stock_balance b left join stock_batch sb on sb.batch_id = b.batch_id
        where b.gudang_id = ${gudangId} and b.product_id = any(${sql.param(ids)}::int[]) and b.qty > 0
        order by b.product_id, sb.expired_date asc nulls last, b.batch_id asc`)
    : { rows: [] };
  const byProduct = new Map<number, Record<string, unknown>[]>();
  for (const b of batches.rows as Record<string, unknown>[]) {
    const id = Number(b.product_id);
    byProduct.set(id, [...(byProduct.get(id) ?? []), b]);
  }
  return {
    ...page,
    data: page.data.map((r) => {
      const units = unitsOfRow(r);
      return {
        ...r,
        product_isi: units.isi,
        product_qty: Number(r.product_qty),
        product_qty_text: formatUnits(Number(r.product_qty), units),
        ...availableOf(Number(r.product_qty), Number(r.product_qty_reserved), units),
        batches: (byProduct.get(Number(r.product_id)) ?? []).map(({ product_id: _, ...b }) => ({
          ...b,
          batch_id: Number(b.batch_id),
          qty: Number(b.qty),
          qty_text: formatUnits(Number(b.qty), units),
        })),
      };
    }),
  };
}
