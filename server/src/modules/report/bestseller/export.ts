import type { BestsellerFilter } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { type ExportSheet, inBatches } from '../../../platform/excel/export-job.js';
import { periodOf, periodStamp } from '../report-filter.js';
import { allBestsellers } from './queries.js';

/** Produk Terlaris as .xlsx: every ranked variant of the filter, then the total row (the screen's totals). */
export async function bestsellerSheet(tx: Tx, actor: Actor, filter: BestsellerFilter): Promise<ExportSheet> {
  const period = periodOf(filter);
  const { rows, totals } = await allBestsellers(tx, actor, filter);
  return {
    fileName: `produk-terlaris-${periodStamp(period)}.xlsx`,
    sheetName: 'Produk Terlaris',
    columns: [
      { header: 'Peringkat', key: 'rank', kind: 'number', width: 10 },
      { header: 'Produk', key: 'product_name', width: 36 },
      { header: 'SKU', key: 'varian_sku', kind: 'text', width: 16 },
      { header: 'Etalase', key: 'category_name', width: 18 },
      { header: 'Satuan', key: 'product_satuan_kecil_name', width: 10 },
      { header: 'Terjual', key: 'qty', kind: 'number', width: 12 },
      { header: 'Diretur', key: 'qty_returned', kind: 'number', width: 12 },
      { header: 'Terjual Bersih', key: 'qty_net', kind: 'number', width: 14 },
      { header: 'Penjualan (DPP)', key: 'revenue', kind: 'money', width: 18 },
      { header: 'Retur (DPP)', key: 'returned_revenue', kind: 'money', width: 16 },
      { header: 'Penjualan Bersih', key: 'net_revenue', kind: 'money', width: 18 },
      { header: 'Peringkat Jumlah', key: 'rank_qty', kind: 'number', width: 10 },
      { header: 'Peringkat Penjualan', key: 'rank_revenue', kind: 'number', width: 10 },
    ],
    batches: inBatches([...rows, { product_name: 'TOTAL', ...totals }]),
  };
}
