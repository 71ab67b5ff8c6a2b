import { formatUnits, unitsOfRow } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import type { ExportSheet } from '../../platform/excel/export-job.js';
import type { SheetColumn } from '../../platform/excel/xlsx-stream.js';
import type { ListQueryInput } from '../../platform/list.js';
import { cursorBatches, EXPORT_BATCH } from '../../platform/resource/resource-export.js';
import { warehouseScope } from '../../platform/warehouse-scope.js';
import { productExportQuery } from './queries.js';

const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

const MASTER_COLUMNS: SheetColumn[] = [
  { header: 'ID Produk', key: 'product_id', width: 10, kind: 'number' },
  { header: 'Nama Produk', key: 'main_name', width: 32 },
  { header: 'Varian', key: 'varian', width: 16 },
  { header: 'SKU', key: 'product_sku', kind: 'text' },
  { header: 'Barcode', key: 'product_barcode', kind: 'text', width: 16 },
  { header: 'Etalase', key: 'product_main_category' },
  { header: 'Kategori Produk', key: 'product_merk' },
  { header: 'Vendor Utama', key: 'main_vendor_name', width: 24 },
  { header: 'Rak', key: 'main_rack' },
  { header: 'Stok Minimal', key: 'product_min_stock', kind: 'number' },
  { header: 'Satuan Besar', key: 'product_satuan_besar_name' },
  { header: 'Isi', key: 'product_isi', kind: 'number', width: 8 },
  { header: 'Satuan Kecil', key: 'product_satuan_kecil_name' },
  { header: 'Harga Jual', key: 'product_price_sale', kind: 'money' },
  { header: 'Konsinyasi', key: 'is_konsinyasi', width: 10 },
  { header: 'Status', key: 'status', width: 8 },
];

const STOCK_COLUMNS: SheetColumn[] = [
  { header: 'ID Produk', key: 'product_id', width: 10, kind: 'number' },
  { header: 'Nama Produk', key: 'product_name', width: 36 },
  { header: 'SKU', key: 'product_sku', kind: 'text' },
  { header: 'Stok (satuan kecil)', key: 'product_qty', kind: 'number' },
  { header: 'Stok', key: 'product_qty_text', width: 24 },
  { header: 'Stok Minimal', key: 'product_min_stock', kind: 'number' },
  { header: 'Harga Jual', key: 'product_price_sale', kind: 'money' },
];

/** The products matching the list's filters as a sheet: the master data of every variant. */
/** Rows to skip when an export job reads on (`after`, resumeByOffset); 0 for the direct answer. */
const skipOf = (after: unknown) => (typeof after === 'number' && Number.isInteger(after) && after > 0 ? after : 0);

export async function productsMasterDataSheet(tx: Tx, actor: Actor, query: ListQueryInput, after?: unknown): Promise<ExportSheet> {
  return {
    fileName: `produk-${stamp()}.xlsx`,
    sheetName: 'Produk',
    columns: MASTER_COLUMNS,
    batches: cursorBatches(tx, productExportQuery(actor, query), EXPORT_BATCH, skipOf(after)),
    resumeByOffset: true,
  };
}

/**
 * The products matching the list's filters with their stock: in total (small units and as
 * "2 Box + 3 Strip") and per warehouse the user may see (group 6: its own), in small units.
 */
export async function productsByStockSheet(tx: Tx, actor: Actor, query: ListQueryInput, after?: unknown): Promise<ExportSheet> {
  const warehouses = (
    await tx.execute(sql`select g.master_gudang_id as id, g.master_gudang_name as name from master_gudang g
      where ${warehouseScope(actor, sql`g.master_gudang_id`)} order by g.master_gudang_name, g.master_gudang_id`)
  ).rows as { id: number; name: string }[];
  const ids = warehouses.map((w) => Number(w.id));
  async function* withStock() {
    for await (const batch of cursorBatches(tx, productExportQuery(actor, query), EXPORT_BATCH, skipOf(after))) {
      const productIds = batch.map((r) => Number(r.product_id));
      const stock = await tx.execute(sql`select product_id, gudang_id, sum(qty)::float8 as qty from stock_balance
        where product_id = any(${sql.param(productIds)}::int[]) and gudang_id = any(${sql.param(ids)}::int[]) group by 1, 2`);
      const byKey = new Map(
        (stock.rows as { product_id: number; gudang_id: number; qty: number }[]).map((x) => [`${x.product_id}:${x.gudang_id}`, Number(x.qty)]),
      );
      yield batch.map((r) => {
        const perWarehouse = Object.fromEntries(ids.map((id) => [`gudang_${id}`, byKey.get(`${r.product_id}:${id}`) ?? 0]));
        const total = Object.values(perWarehouse).reduce((a, b) => a + b, 0);
        return {
          ...r,
          ...perWarehouse,
          product_qty: total,
          product_qty_text: formatUnits(total, unitsOfRow(r)),
        };
      });
    }
  }
  const columns: SheetColumn[] = [
    ...STOCK_COLUMNS,
    ...warehouses.map((w): SheetColumn => ({ header: `Stok ${w.name} (satuan kecil)`, key: `gudang_${w.id}`, kind: 'number', width: 18 })),
  ];
  return { fileName: `stok-produk-${stamp()}.xlsx`, sheetName: 'Stok Produk', columns, batches: withStock(), resumeByOffset: true };
}
