import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import type { ExportSheet } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import type { ListQueryInput } from '../../../platform/list.js';
import { cursorBatches } from '../../../platform/resource/resource-export.js';
import {
  omzetExportQuery,
  omzetOptions,
  periodTotals,
  purchaseExportQuery,
  purchaseGroup,
  purchaseTotals,
  type ReportFilters,
  salesExportQuery,
  salesTotals,
  shapeOmzetRow,
  shapeProductRow,
  shapeReceiptRow,
  shapeSalesRow,
} from './queries.js';

type Row = Record<string, unknown>;

/**
 * The Excel files of the sales, purchase and omzet reports: the rows of the list (all pages, read
 * through a cursor) and one TOTAL row holding the very totals the screen shows (the same function
 * computes them), so the file's totals equal the screen's.
 */

const compact = (d: string) => d.replace(/-/g, '');
const periodName = (f: ReportFilters) => `${compact(f.date_start)}-${compact(f.date_end)}`;

/** Rows of a cursor shaped one by one, then the total row. */
async function* withTotal(batches: AsyncIterable<Row[]>, shape: (r: Row) => Row, total: () => Promise<Row>): AsyncGenerator<Row[]> {
  for await (const batch of batches) yield batch.map(shape);
  yield [await total()];
}

const MONEY_COLUMNS: SheetColumn[] = [
  { header: 'Bruto', key: 'gross_total', kind: 'money', width: 16 },
  { header: 'Diskon Baris', key: 'discount_total', kind: 'money', width: 14 },
  { header: 'Diskon Tagihan', key: 'order_discount', kind: 'money', width: 14 },
  { header: 'DPP', key: 'revenue', kind: 'money', width: 16 },
  { header: 'PPN', key: 'ppn', kind: 'money', width: 14 },
  { header: 'Ongkir', key: 'shipping_cost', kind: 'money', width: 14 },
  { header: 'Diskon Ongkir', key: 'shipping_discount', kind: 'money', width: 14 },
  { header: 'Biaya COD', key: 'cod_fee', kind: 'money', width: 12 },
  { header: 'Grand Total', key: 'grand_total', kind: 'money', width: 16 },
  { header: 'Retur', key: 'returned_value', kind: 'money', width: 14 },
  { header: 'Total Bersih', key: 'net_total', kind: 'money', width: 16 },
  { header: 'Dibayar', key: 'paid_amount', kind: 'money', width: 16 },
  { header: 'Sisa Tagihan', key: 'outstanding', kind: 'money', width: 16 },
  { header: 'HPP', key: 'cost', kind: 'money', width: 16 },
  { header: 'Laba Kotor', key: 'margin', kind: 'money', width: 16 },
];

/** Laporan Penjualan as .xlsx: one row per invoice, then the period's totals. */
export async function salesSheet(tx: Tx, actor: Actor, query: ListQueryInput, f: ReportFilters): Promise<ExportSheet> {
  const columns: SheetColumn[] = [
    { header: 'No. Tagihan', key: 'invoice_number', kind: 'text', width: 22 },
    { header: 'Tanggal', key: 'order_date', kind: 'date', width: 12 },
    { header: 'Pelanggan', key: 'customer_name', width: 24 },
    { header: 'Penjual', key: 'seller_name', width: 18 },
    { header: 'Gudang', key: 'gudang_name', width: 18 },
    { header: 'Status', key: 'status_label', width: 14 },
    { header: 'Lunas', key: 'paid_label', width: 8 },
    ...MONEY_COLUMNS,
  ];
  return {
    fileName: `laporan-penjualan-${periodName(f)}.xlsx`,
    sheetName: 'Laporan Penjualan',
    columns,
    batches: withTotal(
      cursorBatches(tx, salesExportQuery(actor, query, f)),
      (r) => {
        const row = shapeSalesRow(r);
        return { ...row, paid_label: row.is_paid ? 'Ya' : 'Belum' };
      },
      async () => {
        const t = await salesTotals(tx, actor, f);
        return { invoice_number: 'TOTAL', customer_name: `${t.orders} tagihan`, ...t };
      },
    ),
  };
}

/** Laporan Omzet as .xlsx: one row per day or month (and seller or warehouse), then the period's totals. */
export async function omzetSheet(tx: Tx, actor: Actor, f: ReportFilters): Promise<ExportSheet> {
  const { group, by } = omzetOptions(f);
  const columns: SheetColumn[] = [
    { header: group === 'day' ? 'Tanggal' : 'Bulan', key: 'period', kind: 'date', width: 12 },
    ...(by === 'none' ? [] : [{ header: by === 'seller' ? 'Penjual' : 'Gudang', key: 'key_name', width: 20 } satisfies SheetColumn]),
    { header: 'Jumlah Tagihan', key: 'orders', kind: 'number', width: 10 },
    ...MONEY_COLUMNS,
  ];
  return {
    fileName: `laporan-omzet-${periodName(f)}.xlsx`,
    sheetName: 'Laporan Omzet',
    columns,
    batches: withTotal(cursorBatches(tx, omzetExportQuery(actor, f)), shapeOmzetRow, async () => {
      const t = await periodTotals(tx, actor, f);
      return { ...t, period: null, key_name: 'TOTAL' };
    }),
  };
}

/** Laporan Pembelian as .xlsx: per receipt or per variant, then the totals. */
export async function purchaseSheet(tx: Tx, actor: Actor, query: ListQueryInput, f: ReportFilters): Promise<ExportSheet> {
  const group = purchaseGroup(f);
  const total = () => purchaseTotals(tx, actor, f, group);
  if (group === 'product') {
    return {
      fileName: `pembelian-per-produk-${periodName(f)}.xlsx`,
      sheetName: 'Pembelian per Produk',
      columns: [
        { header: 'ID Produk', key: 'product_id', kind: 'number', width: 10 },
        { header: 'Produk', key: 'product_name', width: 32 },
        { header: 'SKU', key: 'product_sku', kind: 'text', width: 14 },
        { header: 'Pemasok', key: 'suppliers', width: 24 },
        { header: 'Penerimaan', key: 'receipt_count', kind: 'number', width: 10 },
        { header: 'Jumlah (satuan kecil)', key: 'qty', kind: 'number', width: 14 },
        { header: 'Jumlah', key: 'qty_text', width: 18 },
        { header: 'Nilai (sebelum PPN)', key: 'value', kind: 'money', width: 16 },
        { header: 'Harga Rata-rata', key: 'avg_price', kind: 'money', width: 14 },
        { header: 'Harga Terendah', key: 'min_price', kind: 'money', width: 14 },
        { header: 'Harga Tertinggi', key: 'max_price', kind: 'money', width: 14 },
        { header: 'Terakhir Diterima', key: 'last_date', kind: 'date', width: 12 },
      ],
      batches: withTotal(cursorBatches(tx, purchaseExportQuery(actor, query, f)), shapeProductRow, async () => {
        const t = await total();
        return { product_name: 'TOTAL', receipt_count: t.receipts, qty: t.qty, value: t.subtotal };
      }),
    };
  }
  return {
    fileName: `laporan-pembelian-${periodName(f)}.xlsx`,
    sheetName: 'Laporan Pembelian',
    columns: [
      { header: 'No. Penerimaan', key: 'penerimaan_number', kind: 'text', width: 20 },
      { header: 'Tanggal', key: 'penerimaan_date', kind: 'date', width: 12 },
      { header: 'No. Faktur Pemasok', key: 'invoice_number', kind: 'text', width: 18 },
      { header: 'No. PO', key: 'order_number', kind: 'text', width: 18 },
      { header: 'Pemasok', key: 'vendor_name', width: 24 },
      { header: 'Gudang', key: 'gudang_name', width: 18 },
      { header: 'Jumlah (satuan kecil)', key: 'qty', kind: 'number', width: 12 },
      { header: 'Subtotal', key: 'subtotal', kind: 'money', width: 16 },
      { header: 'DPP', key: 'dpp', kind: 'money', width: 16 },
      { header: 'PPN', key: 'ppn', kind: 'money', width: 14 },
      { header: 'Grand Total', key: 'grand_total', kind: 'money', width: 16 },
      { header: 'Retur', key: 'returned_total', kind: 'money', width: 14 },
      { header: 'Dibayar', key: 'paid_amount', kind: 'money', width: 16 },
      { header: 'Sisa Hutang', key: 'outstanding', kind: 'money', width: 16 },
      { header: 'Jatuh Tempo', key: 'due_date', kind: 'date', width: 12 },
    ],
    batches: withTotal(cursorBatches(tx, purchaseExportQuery(actor, query, f)), shapeReceiptRow, async () => {
      const t = await total();
      return { penerimaan_number: 'TOTAL', vendor_name: `${t.receipts} penerimaan`, ...t };
    }),
  };
}
