import type { BonusDetailFilter, BonusSalesFilter } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { type ExportSheet, inBatches } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import { periodOf, periodStamp } from '../report-filter.js';
import { bonusSales, bonusSalesDetail } from './queries.js';

const MONEY = (header: string, key: string, width = 18): SheetColumn => ({ header, key, kind: 'money', width });

/** Bonus Sales as .xlsx: one row per seller as on screen, then the total row (the screen's total). */
export async function bonusSalesSheet(tx: Tx, actor: Actor, filter: BonusSalesFilter): Promise<ExportSheet> {
  const period = periodOf(filter);
  const { data, total } = await bonusSales(tx, actor, filter);
  const rows = data.map((r) => ({ ...r, target_met: r.target_met ? 'Ya' : 'Tidak' }));
  return {
    fileName: `bonus-sales-${periodStamp(period)}.xlsx`,
    sheetName: 'Bonus Sales',
    columns: [
      { header: 'Sales', key: 'seller_name', width: 28 },
      { header: 'Jumlah Tagihan', key: 'orders', kind: 'number', width: 14 },
      MONEY('Penjualan (DPP)', 'revenue'),
      MONEY('Retur (DPP)', 'returned_revenue'),
      MONEY('Penjualan Bersih', 'net_revenue'),
      { header: 'Aturan Bonus', key: 'rule_label', width: 40 },
      { header: 'Target Tercapai', key: 'target_met', width: 14 },
      MONEY('Bonus', 'bonus'),
    ],
    batches: inBatches([...rows, { seller_name: 'TOTAL', ...total }]),
  };
}

/** One seller's invoices with their bonus as .xlsx, then the total row. */
export async function bonusDetailSheet(tx: Tx, actor: Actor, filter: BonusDetailFilter): Promise<ExportSheet> {
  const period = periodOf(filter);
  const { all, seller } = await bonusSalesDetail(tx, actor, { ...filter, page: 1, perPage: 1 });
  const rows = await all();
  return {
    fileName: `bonus-sales-${seller.seller_id}-${periodStamp(period)}.xlsx`,
    sheetName: 'Detail Bonus Sales',
    columns: [
      { header: 'No. Tagihan', key: 'invoice_number', width: 24, kind: 'text' },
      { header: 'Tanggal', key: 'order_date', width: 12 },
      { header: 'Pelanggan', key: 'customer_name', width: 28 },
      { header: 'Tipe Member', key: 'member_type_name', width: 16 },
      { header: 'Gudang', key: 'master_gudang_name', width: 18 },
      MONEY('Penjualan (DPP)', 'revenue'),
      MONEY('Retur (DPP)', 'returned_revenue'),
      MONEY('Penjualan Bersih', 'net_revenue'),
      { header: 'Aturan Bonus', key: 'rule_label', width: 36 },
      MONEY('Bonus', 'bonus'),
    ],
    batches: inBatches([
      ...rows,
      {
        invoice_number: `TOTAL ${seller.seller_name}`,
        revenue: seller.revenue,
        returned_revenue: seller.returned_revenue,
        net_revenue: seller.net_revenue,
        bonus: seller.bonus,
      },
    ]),
  };
}
