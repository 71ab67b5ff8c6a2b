import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import type { ExportSheet } from '../../../platform/excel/export-job.js';
import type { SheetColumn, XlsxStreamOptions } from '../../../platform/excel/xlsx-stream.js';
import { checkReportFilter, periodOf } from './period.js';
import { type MutationQuery, mutationDetailRows, stockMutationRows } from './queries.js';

const MUTATION_COLUMNS: SheetColumn[] = [
  { header: 'ID Produk', key: 'product_id', kind: 'number', width: 10 },
  { header: 'Nama Produk', key: 'product_name', width: 36 },
  { header: 'SKU', key: 'product_sku', kind: 'text' },
  { header: 'Stok Awal', key: 'opening', kind: 'number' },
  { header: 'Masuk', key: 'qty_in', kind: 'number' },
  { header: 'Keluar', key: 'qty_out', kind: 'number' },
  { header: 'Stok Akhir', key: 'closing', kind: 'number' },
  { header: 'Stok Awal (satuan)', key: 'opening_text', width: 22 },
  { header: 'Masuk (satuan)', key: 'qty_in_text', width: 22 },
  { header: 'Keluar (satuan)', key: 'qty_out_text', width: 22 },
  { header: 'Stok Akhir (satuan)', key: 'closing_text', width: 22 },
  { header: 'Nilai Masuk', key: 'value_in', kind: 'money' },
  { header: 'Nilai Keluar', key: 'value_out', kind: 'money' },
];

export const MOVEMENT_COLUMNS: SheetColumn[] = [
  { header: 'Waktu', key: 'stock_log_datetime', width: 20 },
  { header: 'Gudang', key: 'master_gudang_name', width: 18 },
  { header: 'Nama Produk', key: 'product_name', width: 36 },
  { header: 'SKU', key: 'product_sku', kind: 'text' },
  { header: 'Batch', key: 'batch_no', kind: 'text' },
  { header: 'Kedaluwarsa', key: 'expired_date', kind: 'date' },
  { header: 'Jenis Dokumen', key: 'doc_type_label', width: 20 },
  { header: 'No. Dokumen', key: 'doc_number', kind: 'text', width: 20 },
  { header: 'Keterangan', key: 'note', width: 30 },
  { header: 'Masuk', key: 'qty_in', kind: 'number' },
  { header: 'Keluar', key: 'qty_out', kind: 'number' },
  { header: 'Saldo Gudang', key: 'qty_after', kind: 'number' },
  { header: 'Saldo Gudang (satuan)', key: 'qty_after_text', width: 22 },
  { header: 'HPP per Satuan Kecil', key: 'unit_cost', kind: 'money' },
  { header: 'Pengguna', key: 'user_name', width: 20 },
];

const fileDays = (q: MutationQuery) => {
  const p = periodOf(q);
  return `${p.start.replace(/-/g, '')}-${p.end.replace(/-/g, '')}`;
};

/** /mutasi_stok/generate_excel (per variant) and /mutasi_stok/excel_index_v2 (per variant and warehouse). */
export async function stockMutationSheet(tx: Tx, actor: Actor, q: MutationQuery, perWarehouse: boolean): Promise<XlsxStreamOptions> {
  await checkReportFilter(tx, actor, q);
  return {
    fileName: `mutasi-stok${perWarehouse ? '-gudang' : ''}-${fileDays(q)}.xlsx`,
    sheetName: 'Mutasi Stok',
    columns: perWarehouse ? [{ header: 'Gudang', key: 'master_gudang_name', width: 18 }, ...MUTATION_COLUMNS] : MUTATION_COLUMNS,
    batches: stockMutationRows(tx, actor, q, perWarehouse),
  };
}

/** /mutasi_stok/excel_index_detail_v2: every movement of the period in posting order (an export job's step reads on after `after`). */
export async function mutationDetailSheet(tx: Tx, actor: Actor, q: MutationQuery, after?: unknown): Promise<ExportSheet> {
  await checkReportFilter(tx, actor, q);
  return {
    fileName: `mutasi-stok-detail-${fileDays(q)}.xlsx`,
    sheetName: 'Detail Mutasi Stok',
    columns: MOVEMENT_COLUMNS,
    batches: mutationDetailRows(tx, actor, q, after),
    resumeKey: 'stock_log_id',
  };
}
