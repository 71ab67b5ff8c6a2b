import type { KonsinyasiFilter } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { type ExportSheet, inBatches } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import { checkKonsinyasiFilter, konsinyasiPeriod, konsinyasiProductRows, konsinyasiVendorRows, sumVendors } from './queries.js';

/*
 * The two Excel files of Laporan Konsinyasi: the consignors (/report/konsinyasi/excel) and one
 * consignor's products (/report/konsinyasi/detail-excel), the same rows as the screen (every page),
 * and a last row TOTAL with the same totals the screen shows.
 */

const MOVEMENT_COLUMNS: SheetColumn[] = [
  { header: 'Diterima', key: 'qty_received', kind: 'number' },
  { header: 'Nilai Diterima', key: 'value_received', kind: 'money' },
  { header: 'Terjual', key: 'qty_sold', kind: 'number' },
  { header: 'Retur Pelanggan', key: 'qty_customer_returned', kind: 'number' },
  { header: 'Terjual Bersih', key: 'qty_sold_net', kind: 'number' },
  { header: 'Penjualan Bersih (DPP)', key: 'revenue', kind: 'money', width: 22 },
  { header: 'Retur ke Supplier', key: 'qty_returned_supplier', kind: 'number' },
  { header: 'Stok Awal', key: 'stock_start', kind: 'number' },
  { header: 'Stok Akhir', key: 'stock_end', kind: 'number' },
  { header: 'Stok Saat Ini', key: 'stock_now', kind: 'number' },
  { header: 'Hutang Periode', key: 'owed', kind: 'money', width: 18 },
];

const VENDOR_COLUMNS: SheetColumn[] = [
  { header: 'Kode Supplier', key: 'vendor_code', kind: 'text' },
  { header: 'Supplier Konsinyasi', key: 'vendor_name', width: 32 },
  { header: 'Jumlah Produk', key: 'product_count', kind: 'number' },
  ...MOVEMENT_COLUMNS,
  { header: 'Dibayar Periode', key: 'paid', kind: 'money', width: 18 },
  { header: 'Hutang s.d. Akhir', key: 'owed_to_date', kind: 'money', width: 18 },
  { header: 'Dibayar s.d. Akhir', key: 'paid_to_date', kind: 'money', width: 18 },
  { header: 'Sisa Hutang', key: 'balance', kind: 'money', width: 18 },
];

const PRODUCT_COLUMNS: SheetColumn[] = [
  { header: 'ID Produk', key: 'product_id', kind: 'number', width: 10 },
  { header: 'Nama Produk', key: 'product_name', width: 36 },
  { header: 'SKU', key: 'product_sku', kind: 'text' },
  { header: 'Satuan Kecil', key: 'product_satuan_kecil_name' },
  ...MOVEMENT_COLUMNS,
  { header: 'HPP per Satuan Kecil', key: 'unit_cost', kind: 'money', width: 20 },
];

const fileDays = (f: KonsinyasiFilter) => {
  const p = konsinyasiPeriod(f);
  return `${p.start.replace(/-/g, '')}-${p.end.replace(/-/g, '')}`;
};

/** /report/konsinyasi/excel: every consignor of the filter and the TOTAL row. */
export async function konsinyasiSheet(tx: Tx, actor: Actor, f: KonsinyasiFilter): Promise<ExportSheet> {
  await checkKonsinyasiFilter(tx, actor, f);
  const rows = await konsinyasiVendorRows(tx, actor, f);
  const total = { ...sumVendors(rows), vendor_code: '', vendor_name: 'TOTAL' };
  return {
    fileName: `laporan-konsinyasi-${fileDays(f)}.xlsx`,
    sheetName: 'Konsinyasi',
    columns: VENDOR_COLUMNS,
    batches: inBatches([...rows, total]),
  };
}

/** /report/konsinyasi/detail-excel: one consignor's products and the TOTAL row (the consignor's figures). */
export async function konsinyasiDetailSheet(tx: Tx, actor: Actor, f: KonsinyasiFilter): Promise<ExportSheet> {
  await checkKonsinyasiFilter(tx, actor, f, true);
  const rows = await konsinyasiProductRows(tx, actor, f);
  const total: Record<string, unknown> = { product_name: 'TOTAL' };
  for (const c of MOVEMENT_COLUMNS) total[c.key] = rows.reduce((s, r) => s + Number((r as Record<string, unknown>)[c.key] ?? 0), 0);
  const vendorName = rows[0]?.vendor_name ?? `supplier-${f.vendor_id}`;
  return {
    fileName: `konsinyasi-${vendorName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${fileDays(f)}.xlsx`,
    sheetName: 'Detail Konsinyasi',
    columns: PRODUCT_COLUMNS,
    batches: inBatches([...rows, total]),
  };
}
