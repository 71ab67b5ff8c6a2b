import { MARGIN_GROUP_LABELS, type MarginFilter } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { type ExportSheet, inBatches } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import { periodOf, periodStamp } from '../report-filter.js';
import { allMargins } from './queries.js';

/** Laba Kotor as .xlsx in the chosen grouping: every group in the list's order, then the total row (the screen's totals). */
export async function marginSheet(tx: Tx, actor: Actor, filter: MarginFilter): Promise<ExportSheet> {
  const period = periodOf(filter);
  const group = filter.group_by ?? 'month';
  const { rows, totals } = await allMargins(tx, actor, filter);
  const first: SheetColumn[] =
    group === 'invoice'
      ? [
          { header: 'No. Tagihan', key: 'label', width: 24, kind: 'text' },
          { header: 'Tanggal', key: 'order_date', width: 12 },
          { header: 'Pelanggan', key: 'extra', width: 28 },
        ]
      : group === 'product'
        ? [
            { header: 'Produk', key: 'label', width: 36 },
            { header: 'SKU', key: 'extra', width: 16, kind: 'text' },
            { header: 'Terjual Bersih', key: 'qty_net', kind: 'number', width: 14 },
          ]
        : group === 'category'
          ? [
              { header: 'Etalase', key: 'label', width: 28 },
              { header: 'Terjual Bersih', key: 'qty_net', kind: 'number', width: 14 },
            ]
          : [{ header: MARGIN_GROUP_LABELS[group], key: 'label', width: group === 'day' || group === 'month' ? 14 : 28 }];
  return {
    fileName: `laba-kotor-${group}-${periodStamp(period)}.xlsx`,
    sheetName: `Laba Kotor per ${MARGIN_GROUP_LABELS[group]}`,
    columns: [
      ...first,
      { header: 'Penjualan Bersih (DPP)', key: 'net_revenue', kind: 'money', width: 18 },
      { header: 'Belum Keluar Gudang', key: 'uncosted_revenue', kind: 'money', width: 18 },
      { header: 'Penjualan Terhitung HPP', key: 'revenue_costed', kind: 'money', width: 18 },
      { header: 'HPP', key: 'cost', kind: 'money', width: 18 },
      { header: 'Laba Kotor', key: 'margin', kind: 'money', width: 18 },
      { header: 'Margin (%)', key: 'margin_pct', kind: 'number', width: 10 },
    ],
    batches: inBatches([...rows, { label: 'TOTAL', ...totals }]),
  };
}
