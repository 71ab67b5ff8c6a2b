import type { DashboardFilter } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { type ExportSheet, inBatches } from '../../../platform/excel/export-job.js';
import { periodStamp } from '../report-filter.js';
import { customersByProvince, omzetStatistics, salesStatistics } from './sales-queries.js';
import { companyScope, dayLabel, monthLabel } from './scope.js';

/**
 * Statistik Penjualan as .xlsx: the page's table (one row per day, per month beyond 62 days: orders,
 * grand total, returns, omzet, cost, gross margin) and its total row, from the same two calls' answers.
 */
export async function salesSummarySheet(tx: Tx, actor: Actor, filter: DashboardFilter): Promise<ExportSheet> {
  const scope = await companyScope(tx, actor, filter);
  const sales = await salesStatistics(tx, scope);
  const omzet = await omzetStatistics(tx, scope);
  const byDay = new Map(omzet.points.map((p) => [p.day, p]));
  const rows = sales.points.map((p) => {
    const o = byDay.get(p.day);
    // the year too: a period of up to 62 days may cross one
    const label = sales.interval === 'month' ? monthLabel(p.day) : `${dayLabel(p.day)} ${p.day.slice(0, 4)}`;
    return { ...p, label, net_revenue: o?.net_revenue ?? 0, cost: o?.cost ?? 0, margin: o?.margin ?? 0 };
  });
  const total = {
    label: 'TOTAL',
    orders: sales.orders,
    grand_total: sales.grand_total,
    returned_value: sales.returned_value,
    net_revenue: omzet.net_revenue,
    cost: omzet.cost,
    margin: omzet.margin,
  };
  return {
    fileName: `statistik-penjualan-${periodStamp(scope)}.xlsx`,
    sheetName: 'Statistik Penjualan',
    columns: [
      { header: sales.interval === 'month' ? 'Bulan' : 'Tanggal', key: 'label', width: 22 },
      { header: 'Pesanan', key: 'orders', kind: 'number', width: 10 },
      { header: 'Total Tagihan', key: 'grand_total', kind: 'money', width: 18 },
      { header: 'Retur', key: 'returned_value', kind: 'money', width: 16 },
      { header: 'Omzet (tanpa PPN)', key: 'net_revenue', kind: 'money', width: 18 },
      { header: 'HPP', key: 'cost', kind: 'money', width: 16 },
      { header: 'Laba Kotor', key: 'margin', kind: 'money', width: 16 },
    ],
    batches: inBatches([...rows, total]),
  };
}

/** Demografi Pelanggan as .xlsx: registered customers who bought in the period per province, and the total row. */
export async function customerSummarySheet(tx: Tx, actor: Actor, filter: DashboardFilter): Promise<ExportSheet> {
  const scope = await companyScope(tx, actor, filter);
  const rows = await customersByProvince(tx, scope);
  const sum = (k: 'customers' | 'orders' | 'grand_total') => rows.reduce((a, r) => a + r[k], 0);
  return {
    fileName: `demografi-pelanggan-${periodStamp(scope)}.xlsx`,
    sheetName: 'Demografi Pelanggan',
    columns: [
      { header: 'Provinsi', key: 'province_name', width: 28 },
      { header: 'Pelanggan', key: 'customers', kind: 'number', width: 12 },
      { header: 'Pesanan', key: 'orders', kind: 'number', width: 12 },
      { header: 'Total Belanja', key: 'grand_total', kind: 'money', width: 18 },
    ],
    batches: inBatches([...rows, { province_name: 'TOTAL', customers: sum('customers'), orders: sum('orders'), grand_total: sum('grand_total') }]),
  };
}
