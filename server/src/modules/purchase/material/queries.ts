import { purchaseMaterial, PURCHASE_MATERIAL_STATES } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { editableSql } from '../../../platform/documents/editable.js';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import type { SheetColumn, XlsxStreamOptions } from '../../../platform/excel/xlsx-stream.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';

/** Filters of the list and the export, from the body's top level or columnFilters. */
export const MATERIAL_LIST_FILTERS = ['material_id', 'status', 'vendor_id', 'gudang_id', 'date_start', 'date_end', 'search'] as const;

export const materialListSpec: ListSpec = {
  filters: {
    material_id: { column: sql`m.material_id`, op: 'eq' },
    status: { column: sql`m.status`, op: 'eq' },
    vendor_id: { column: sql`m.vendor_id`, op: 'eq' },
    gudang_id: { column: sql`m.gudang_id`, op: 'eq' },
    date_start: { column: sql`m.material_date`, op: 'from' },
    date_end: { column: sql`m.material_date`, op: 'to' },
  },
  search: [
    sql`m.material_number`,
    sql`coalesce(m.note, '')`,
    sql`coalesce(v.vendor_name, '')`,
    sql`coalesce((select string_agg(l.material_name, ' ') from purchase_material_line l where l.material_id = m.material_id), '')`,
  ],
  sort: {
    material_id: sql`m.material_id`,
    material_number: sql`m.material_number`,
    material_date: sql`m.material_date`,
    status: sql`m.status`,
    grand_total: sql`m.grand_total`,
    created_at: sql`m.created_at`,
  },
  defaultSort: { field: 'material_id', type: 'desc' },
};

/** The orders a user sees: the company's (row-level security), group 6 only those of its warehouses. */
export const materialScope = (actor: Actor) => warehouseScope(actor, sql`m.gudang_id`);

const headerFrom = sql`purchase_material m left join master_vendor v on v.vendor_id = m.vendor_id
  left join master_gudang g on g.master_gudang_id = m.gudang_id left join users u on u.id = m.created_by`;
const headerSelect = sql`m.material_id, m.material_number, to_char(m.material_date, 'YYYY-MM-DD') as material_date, m.vendor_id, v.vendor_name,
  m.gudang_id, g.master_gudang_name, m.status, m.grand_total::float8 as grand_total, m.note, u.name as created_by_name,
  (select count(*)::int from purchase_material_line l where l.material_id = m.material_id) as line_count,
  ${editableSql(purchaseMaterial, sql`m.status`)}`;

export const materialStatusLabel = (s: unknown) => PURCHASE_MATERIAL_STATES.find((x) => x.value === s)?.label ?? String(s);

/** /purchase_material/index: one page of the orders the user may see, each with its lines and images. */
export async function listPurchaseMaterials(tx: Tx, actor: Actor, query: ListQueryInput) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: materialListSpec,
    query,
    select: headerSelect,
    from: headerFrom,
    where: materialScope(actor),
    tiebreak: sql`m.material_id`,
  });
  const ids = page.data.map((r) => Number(r.material_id));
  const lines = ids.length
    ? await tx.execute(sql`select line_id, material_id, material_name, qty::float8 as qty, unit, price::float8 as price, subtotal::float8 as subtotal, note
        from purchase_material_line where material_id = any(${sql.param(ids)}::int[]) order by line_id`)
    : { rows: [] };
  const images = ids.length
    ? await tx.execute(sql`select image_id, material_id, mime, size, bytes from purchase_material_image
        where material_id = any(${sql.param(ids)}::int[]) order by image_id`)
    : { rows: [] };
  return {
    ...page,
    data: page.data.map((r) => {
      const id = Number(r.material_id);
      return {
        ...r,
        material_id: id,
        vendor_id: r.vendor_id === null ? null : Number(r.vendor_id),
        gudang_id: Number(r.gudang_id),
        status_label: materialStatusLabel(r.status),
        lines: (lines.rows as Record<string, unknown>[])
          .filter((l) => Number(l.material_id) === id)
          .map((l) => ({
            line_id: Number(l.line_id),
            material_name: String(l.material_name),
            qty: Number(l.qty),
            unit: String(l.unit),
            price: Number(l.price),
            subtotal: Number(l.subtotal),
            note: (l.note as string | null) ?? null,
          })),
        images: (images.rows as { image_id: number; material_id: number; mime: string; size: number; bytes: Buffer }[])
          .filter((i) => Number(i.material_id) === id)
          .map((i) => ({
            image_id: Number(i.image_id),
            mime: i.mime,
            size: Number(i.size),
            data_url: `data:${i.mime};base64,${Buffer.from(i.bytes).toString('base64')}`,
          })),
      };
    }),
  };
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Nomor', key: 'material_number', kind: 'text', width: 20 },
  { header: 'Tanggal', key: 'material_date', kind: 'date' },
  { header: 'Status', key: 'status_label', width: 14 },
  { header: 'Supplier', key: 'vendor_name', width: 24 },
  { header: 'Gudang', key: 'master_gudang_name', width: 20 },
  { header: 'Bahan', key: 'material_name', width: 30 },
  { header: 'Jumlah', key: 'qty', kind: 'number' },
  { header: 'Satuan', key: 'unit' },
  { header: 'Harga', key: 'price', kind: 'money' },
  { header: 'Subtotal', key: 'subtotal', kind: 'money' },
  { header: 'Total Pembelian', key: 'grand_total', kind: 'money' },
  { header: 'Catatan', key: 'note', width: 30 },
];

/** /purchase_material/generate_excel: the orders matching the list's filters, one row per line, in keyset pages. */
export function purchaseMaterialSheet(tx: Tx, actor: Actor, query: ListQueryInput): XlsxStreamOptions {
  const { where } = buildList(materialListSpec, { ...query, page: 1 }, materialScope(actor));
  const filter: SQL = where ?? sql`true`;
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select: sql`l.line_id, l.material_name, l.qty::float8 as qty, l.unit, l.price::float8 as price, l.subtotal::float8 as subtotal,
        coalesce(l.note, m.note) as note, m.material_number, to_char(m.material_date, 'YYYY-MM-DD') as material_date, m.status, v.vendor_name,
        g.master_gudang_name, m.grand_total::float8 as grand_total`,
      from: sql`purchase_material_line l join ${headerFrom} on m.material_id = l.material_id`,
      where: filter,
      key: { column: sql`l.line_id`, name: 'line_id' },
      batch: 1000,
    })) {
      yield batch.map((r) => ({
        ...r,
        status_label: materialStatusLabel(r.status),
        qty: Number(r.qty),
        price: Number(r.price),
        subtotal: Number(r.subtotal),
        grand_total: Number(r.grand_total),
      }));
    }
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `pembelian-bahan-${stamp}.xlsx`, sheetName: 'Pembelian Bahan', columns: EXPORT_COLUMNS, batches: rows() };
}
