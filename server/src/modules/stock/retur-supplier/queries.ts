import { returSupplier, formatUnits, RETUR_SUPPLIER_STATES, unitsOfRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { editableSql } from '../../../platform/documents/editable.js';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import type { ExportSheet } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { availableOf, fefoBatches, reservedIn } from '../queries.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';

export const RETUR_LIST_FILTERS = [
  'gudang_id',
  'vendor_id',
  'status',
  'date_start',
  'date_end',
  'retur_supplier_number',
  'retur_supplier_id',
  'search',
] as const;

const listSpec: ListSpec = {
  filters: {
    retur_supplier_id: { column: sql`r.retur_supplier_id`, op: 'eq' },
    gudang_id: { column: sql`r.gudang_id`, op: 'eq' },
    vendor_id: { column: sql`r.vendor_id`, op: 'eq' },
    status: { column: sql`r.status`, op: 'eq' },
    date_start: { column: sql`r.retur_supplier_date`, op: 'from' },
    date_end: { column: sql`r.retur_supplier_date`, op: 'to' },
    retur_supplier_number: { column: sql`r.retur_supplier_number`, op: 'contains' },
  },
  search: [sql`r.retur_supplier_number`, sql`coalesce(r.note, '')`, sql`coalesce(v.vendor_name, '')`],
  sort: {
    retur_supplier_id: sql`r.retur_supplier_id`,
    retur_supplier_number: sql`r.retur_supplier_number`,
    retur_supplier_date: sql`r.retur_supplier_date`,
    status: sql`r.status`,
    created_at: sql`r.created_at`,
  },
  defaultSort: { field: 'retur_supplier_id', type: 'desc' },
};

const headerFrom = sql`retur_supplier r left join master_gudang g on g.master_gudang_id = r.gudang_id
  left join master_vendor v on v.vendor_id = r.vendor_id left join users u on u.id = r.created_by
  left join goods_receipt gr on gr.penerimaan_id = r.penerimaan_id`;

const statusLabel = (s: unknown) => RETUR_SUPPLIER_STATES.find((x) => x.value === s)?.label ?? String(s);

/**
 * One page of returns in the user's warehouses, each with its lines (product, batch, expiry,
 * quantity in both units, reason, and once sent the cost it left at), totals and print count.
 */
export async function listReturSupplier(tx: Tx, actor: Actor, query: ListQueryInput) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: listSpec,
    query,
    select: sql`r.retur_supplier_id, r.retur_supplier_number, to_char(r.retur_supplier_date, 'YYYY-MM-DD') as retur_supplier_date,
      r.gudang_id, g.master_gudang_name, r.vendor_id, v.vendor_name, r.penerimaan_id, gr.penerimaan_number, r.note, r.status, r.cancel_reason, r.created_at, r.updated_at,
      u.name as created_by_name, ${editableSql(returSupplier, sql`r.status`)}`,
    from: headerFrom,
    where: warehouseScope(actor, sql`r.gudang_id`),
    tiebreak: sql`r.retur_supplier_id`,
    count: 'estimated',
  });
  const ids = page.data.map((r) => Number(r.retur_supplier_id));
  const lines = ids.length
    ? await tx.execute(sql`select l.retur_supplier_id, l.line_id, l.product_id, concat_ws(' ', m.main_name, p.varian) as product_name,
        p.varian_sku as product_sku, l.batch_id, b.batch_no, to_char(b.expired_date, 'YYYY-MM-DD') as expired_date,
        l.qty::bigint as qty, l.reason, l.unit_cost::float8 as unit_cost, m.product_isi,
        kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name
      from retur_supplier_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
      left join stock_batch b on b.batch_id = l.batch_id
      left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
      left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
      where l.retur_supplier_id = any(${sql.param(ids)}::int[]) order by l.line_id`)
    : { rows: [] };
  const numbers = page.data.map((r) => String(r.retur_supplier_number));
  const prints = numbers.length
    ? await tx.execute(sql`select reference_id, count(*)::int as n from print_logs
        where print_type = 'print_retur_supplier' and reference_id = any(${sql.param(numbers)}::text[]) group by 1`)
    : { rows: [] };
  const printsOf = new Map((prints.rows as { reference_id: string; n: number }[]).map((p) => [p.reference_id, Number(p.n)]));
  const linesOf = new Map<number, Record<string, unknown>[]>();
  for (const l of lines.rows as Record<string, unknown>[]) {
    const qty = Number(l.qty);
    const unitCost = l.unit_cost === null ? null : Number(l.unit_cost);
    const units = unitsOfRow(l);
    const row = {
      line_id: Number(l.line_id),
      product_id: Number(l.product_id),
      product_name: l.product_name,
      product_sku: l.product_sku,
      batch_id: Number(l.batch_id),
      batch_no: l.batch_no ?? null,
      expired_date: l.expired_date ?? null,
      qty,
      qty_text: formatUnits(qty, units),
      reason: l.reason,
      unit_cost: unitCost,
      value: unitCost === null ? null : qty * unitCost,
      product_isi: units.isi,
      product_satuan_besar_name: units.besar,
      product_satuan_kecil_name: units.kecil,
    };
    const id = Number(l.retur_supplier_id);
    linesOf.set(id, [...(linesOf.get(id) ?? []), row]);
  }
  return {
    ...page,
    data: page.data.map((r) => {
      const ls = linesOf.get(Number(r.retur_supplier_id)) ?? [];
      const sent = ls.every((l) => l.unit_cost !== null);
      return {
        ...r,
        status_label: statusLabel(r.status),
        line_count: ls.length,
        qty_total: ls.reduce((a, l) => a + Number(l.qty), 0),
        value_total: sent && ls.length ? ls.reduce((a, l) => a + Number(l.value), 0) : null,
        print_count: printsOf.get(String(r.retur_supplier_number)) ?? 0,
        lines: ls,
      };
    }),
  };
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Nomor Retur', key: 'retur_supplier_number', kind: 'text', width: 20 },
  { header: 'Tanggal', key: 'retur_supplier_date', kind: 'date' },
  { header: 'Status', key: 'status_label' },
  { header: 'Gudang', key: 'master_gudang_name', width: 20 },
  { header: 'Supplier', key: 'vendor_name', width: 24 },
  { header: 'SKU', key: 'product_sku', kind: 'text', width: 16 },
  { header: 'Produk', key: 'product_name', width: 30 },
  { header: 'Batch', key: 'batch_no', kind: 'text' },
  { header: 'Kedaluwarsa', key: 'expired_date', kind: 'date' },
  { header: 'Jumlah (satuan kecil)', key: 'qty', kind: 'number' },
  { header: 'Jumlah', key: 'qty_text', width: 20 },
  { header: 'Alasan', key: 'reason', width: 30 },
  { header: 'Harga Pokok', key: 'unit_cost', kind: 'money' },
  { header: 'Nilai', key: 'value', kind: 'money' },
  { header: 'Catatan', key: 'note', width: 30 },
  { header: 'Alasan Batal', key: 'cancel_reason', width: 30 },
];

/** The returns matching the list's filters as a sheet, one row per line, read in line order by keyset pages (after `after`: an export job's next step). */
export async function returSupplierSheet(tx: Tx, actor: Actor, query: ListQueryInput, after?: unknown): Promise<ExportSheet> {
  const where: SQL | undefined = buildList(listSpec, query, warehouseScope(actor, sql`r.gudang_id`)).where;
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select: sql`l.line_id, r.retur_supplier_number, to_char(r.retur_supplier_date, 'YYYY-MM-DD') as retur_supplier_date, r.status,
        g.master_gudang_name, v.vendor_name, p.varian_sku as product_sku, concat_ws(' ', m.main_name, p.varian) as product_name,
        b.batch_no, to_char(b.expired_date, 'YYYY-MM-DD') as expired_date, l.qty::bigint as qty, l.reason, l.unit_cost::float8 as unit_cost,
        r.note, r.cancel_reason, m.product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name`,
      from: sql`retur_supplier_line l join ${headerFrom} on r.retur_supplier_id = l.retur_supplier_id
        join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
        left join stock_batch b on b.batch_id = l.batch_id
        left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
        left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`,
      where,
      key: { column: sql`l.line_id`, name: 'line_id' },
      after: after === undefined ? undefined : Number(after),
    })) {
      yield batch.map((r) => ({
        ...r,
        status_label: statusLabel(r.status),
        qty: Number(r.qty),
        qty_text: formatUnits(Number(r.qty), unitsOfRow(r)),
        value: r.unit_cost === null ? null : Number(r.qty) * Number(r.unit_cost),
      }));
    }
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `retur-supplier-${stamp}.xlsx`, sheetName: 'Retur Supplier', columns: EXPORT_COLUMNS, batches: rows(), resumeKey: 'line_id' };
}

/**
 * Products held in a warehouse (stock above 0), matching a text (name, SKU, barcode), with what
 * orders have reserved there and what is left to return (product_qty_reserved, product_qty_available)
 * and their batches there first expiry first (fefoBatches): what a return can take, and the FEFO proposal.
 */
export async function productsInGudang(tx: Tx, gudangId: number, search: string, limit = 20) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const r = await tx.execute(sql`select p.product_id, concat_ws(' ', m.main_name, p.varian) as product_name, p.varian_sku as product_sku,
      coalesce(p.product_barcode, '') as product_barcode, m.product_isi, m.is_product_expire::int as is_product_expire,
      kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name, s.qty::float8 as product_qty,
      ${reservedIn(gudangId)} as product_qty_reserved
    from (select product_id, sum(qty) as qty from stock_balance where gudang_id = ${gudangId} group by product_id having sum(qty) > 0) s
    join product p on p.product_id = s.product_id join product_main m on m.main_id = p.main_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
    left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where ${pattern === null ? sql`true` : sql`(m.main_name ilike ${pattern} or p.varian ilike ${pattern} or p.varian_sku ilike ${pattern} or p.product_barcode ilike ${pattern})`}
    order by m.main_name, p.product_id limit ${limit}`);
  const out = [];
  for (const x of r.rows as Record<string, unknown>[]) {
    const units = unitsOfRow(x);
    const batches = await fefoBatches(tx, Number(x.product_id), gudangId);
    out.push({
      product_id: Number(x.product_id),
      product_name: String(x.product_name),
      product_sku: String(x.product_sku ?? ''),
      product_barcode: String(x.product_barcode ?? ''),
      product_price_sale: 0,
      product_qty: Number(x.product_qty),
      ...availableOf(Number(x.product_qty), Number(x.product_qty_reserved), units),
      product_isi: units.isi,
      product_satuan_besar_name: units.besar,
      product_satuan_kecil_name: units.kecil,
      is_product_expire: Number(x.is_product_expire),
      batches: batches.map((b) => ({ ...b, qty_text: formatUnits(b.qty, units) })),
    });
  }
  return out;
}

/** Id and name of the company's active suppliers, for the return form (holders of the page need not hold the supplier master). */
export async function vendorOptions(tx: Tx, search: string, ids: number[]) {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const r = await tx.execute(sql`(select vendor_id as value, vendor_name as label from master_vendor
      where status = 1 and ${pattern === null ? sql`true` : sql`vendor_name ilike ${pattern}`} order by vendor_name, vendor_id limit 200)
    union select vendor_id, vendor_name from master_vendor where vendor_id = any(${sql.param(ids)}::int[])`);
  return (r.rows as { value: number; label: string }[])
    .map((x) => ({ value: Number(x.value), label: x.label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'id'));
}
