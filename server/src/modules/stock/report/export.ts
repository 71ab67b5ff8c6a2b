import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import type { SheetColumn, XlsxStreamOptions } from '../../../platform/excel/xlsx-stream.js';
import type { ListQueryInput } from '../../../platform/list.js';
import { cursorBatches } from '../../../platform/resource/resource-export.js';
import {
  defectaExportQuery,
  latestStockExportQuery,
  persediaanExportQuery,
  reportWarehouses,
  type StockReportFilters,
  shapeCustomRow,
  shapeDefectaRow,
  shapePersediaanRow,
} from './queries.js';

const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

const PRODUCT_COLUMNS: SheetColumn[] = [
  { header: 'ID Produk', key: 'product_id', width: 10, kind: 'number' },
  { header: 'Nama Produk', key: 'product_name', width: 36 },
  { header: 'SKU', key: 'product_sku', kind: 'text' },
  { header: 'Etalase', key: 'product_main_category' },
  { header: 'Vendor Utama', key: 'main_vendor_name', width: 24 },
  { header: 'Satuan Besar', key: 'product_satuan_besar_name' },
  { header: 'Isi', key: 'product_isi', kind: 'number', width: 8 },
  { header: 'Satuan Kecil', key: 'product_satuan_kecil_name' },
];

/** Stock in transit (transfers approved and not yet received) and warehouses + transit, after the warehouse figures. */
const TRANSIT_COLUMNS: SheetColumn[] = [
  { header: 'Dalam Perjalanan (satuan kecil)', key: 'transit_qty', kind: 'number', width: 18 },
  { header: 'Nilai Dalam Perjalanan', key: 'transit_value', kind: 'money', width: 18 },
  { header: 'Nilai Total (gudang + perjalanan)', key: 'total_value', kind: 'money', width: 20 },
];
const TRANSIT_TOTALS = ['transit_qty', 'transit_value', 'total_value'];

type Row = Record<string, unknown>;

/** Rows of a cursor shaped one by one, then one total row (sums of the given keys). */
async function* shaped(batches: AsyncIterable<Row[]>, shape: (r: Row) => Row, totals: string[]): AsyncGenerator<Row[]> {
  const sum: Record<string, number> = Object.fromEntries(totals.map((k) => [k, 0]));
  for await (const batch of batches) {
    const rows = batch.map(shape);
    for (const r of rows) for (const k of totals) sum[k] += Number(r[k] ?? 0);
    yield rows;
  }
  yield [{ product_name: 'TOTAL', ...Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, Math.round(v * 100) / 100])) }];
}

/** Latest stock per warehouse as .xlsx: a quantity column per warehouse (small units), total in both units, value. */
export async function latestStockSheet(tx: Tx, actor: Actor, query: ListQueryInput, gudangId?: number): Promise<XlsxStreamOptions> {
  const warehouses = await reportWarehouses(tx, actor, gudangId);
  const columns: SheetColumn[] = [
    ...PRODUCT_COLUMNS,
    ...warehouses.map(
      (w): SheetColumn => ({ header: `${w.master_gudang_name} (satuan kecil)`, key: `gudang_${w.master_gudang_id}`, kind: 'number', width: 18 }),
    ),
    { header: 'Total (satuan kecil)', key: 'qty', kind: 'number' },
    { header: 'Total', key: 'qty_text', width: 24 },
    { header: 'Stok Minimal', key: 'product_min_stock', kind: 'number' },
    { header: 'HPP Rata-rata', key: 'avg_cost', kind: 'money' },
    { header: 'Nilai Stok', key: 'stock_value', kind: 'money', width: 18 },
    ...TRANSIT_COLUMNS,
  ];
  const shape = (r: Row) => {
    const row = shapeCustomRow(r, warehouses) as Row & { gudang: { gudang_id: number; qty: number }[] };
    return { ...row, ...Object.fromEntries(row.gudang.map((g) => [`gudang_${g.gudang_id}`, g.qty])) };
  };
  return {
    fileName: `stok-terkini-${stamp()}.xlsx`,
    sheetName: 'Stok Terkini',
    columns,
    batches: shaped(cursorBatches(tx, latestStockExportQuery(actor, query, gudangId)), shape, [
      ...warehouses.map((w) => `gudang_${w.master_gudang_id}`),
      'qty',
      'stock_value',
      ...TRANSIT_TOTALS,
    ]),
  };
}

/** Defecta as .xlsx: stock, minimum, shortage and what to order in big units, per variant with its vendor. */
export async function defectaSheet(tx: Tx, actor: Actor, query: ListQueryInput, gudangId?: number): Promise<XlsxStreamOptions> {
  const columns: SheetColumn[] = [
    ...PRODUCT_COLUMNS,
    { header: 'Stok (satuan kecil)', key: 'qty', kind: 'number' },
    { header: 'Stok', key: 'qty_text', width: 22 },
    { header: 'Stok Minimal (satuan kecil)', key: 'product_min_stock', kind: 'number' },
    { header: 'Kekurangan (satuan kecil)', key: 'shortage', kind: 'number' },
    { header: 'Kekurangan', key: 'shortage_text', width: 22 },
    { header: 'Saran Pesan (satuan besar)', key: 'order_besar', kind: 'number' },
  ];
  return {
    fileName: `produk-defecta-${stamp()}.xlsx`,
    sheetName: 'Produk Defecta',
    columns,
    batches: shaped(cursorBatches(tx, defectaExportQuery(actor, query, gudangId)), shapeDefectaRow, ['shortage']),
  };
}

/** Persediaan at a date as .xlsx: quantity in both units, moving-average cost and value per variant, and the total. */
export async function persediaanSheet(
  tx: Tx,
  actor: Actor,
  query: ListQueryInput,
  filters: StockReportFilters & { date_end: string },
): Promise<XlsxStreamOptions> {
  const columns: SheetColumn[] = [
    ...PRODUCT_COLUMNS,
    { header: 'Jumlah (satuan kecil)', key: 'qty', kind: 'number' },
    { header: 'Jumlah', key: 'qty_text', width: 22 },
    { header: 'HPP Rata-rata', key: 'avg_cost', kind: 'money' },
    { header: 'Nilai Persediaan', key: 'stock_value', kind: 'money', width: 18 },
    ...TRANSIT_COLUMNS,
  ];
  return {
    fileName: `persediaan-${filters.date_end.replace(/-/g, '')}.xlsx`,
    sheetName: `Persediaan ${filters.date_end}`,
    columns,
    batches: shaped(cursorBatches(tx, await persediaanExportQuery(tx, actor, query, filters)), shapePersediaanRow, ['qty', 'stock_value', ...TRANSIT_TOTALS]),
  };
}
