import { DASHBOARD_WIDGETS, type DashboardWidget } from '@bo/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filterParams } from './api/dashboard-api';
import { dashboardWidgetsFor } from './dashboard-page';

const ALL = Object.keys(DASHBOARD_WIDGETS) as DashboardWidget[];
const staff = (role: string) => ({ roles: [role], privileges: [], group_type: 'staff' });

describe('dashboard widgets per user', () => {
  it('a superuser (no privileges list) sees every widget', () => {
    expect([...dashboardWidgetsFor({ roles: ['superuser'], privileges: [], group_type: 'superuser' })].sort()).toEqual([...ALL].sort());
  });

  it('a superuser-type group with a privileges list sees only the widgets of the sub-permissions listed', () => {
    const got = dashboardWidgetsFor({ roles: ['Kasir Senior'], privileges: ['dashboard', 'dashboardOrderStatus'], group_type: 'superuser' });
    expect([...got].sort()).toEqual(['jumlah_pesanan', 'jumlah_pesanan_belum_dikirim', 'jumlah_pesanan_dikirim']);
  });

  it('SPV Sales: sales, customers, products, shipments and stock warnings, not the warehouse information (stock out, POs)', () => {
    const got = dashboardWidgetsFor(staff('SPV Sales'));
    for (const w of [
      'total_rp_penjualan',
      'summary_statistik_penjualan',
      'jumlah_pesanan',
      'list_pengiriman_pending',
      'produk_terlaris',
      'loyal_customer',
    ] as const)
      expect(got.has(w), w).toBe(true);
    for (const w of [
      'grafik_stok_keluar_minggu_ini',
      'stock_per_product',
      'daftar_po_belum_dikirim',
      'daftar_po_penerimaan',
      'material_order_pending',
    ] as const)
      expect(got.has(w), w).toBe(false);
  });

  it('a partner (Sales) sees only its orders and shipments, no company figures', () => {
    const got = dashboardWidgetsFor({ roles: ['Sales'], privileges: [], group_type: 'mitra' });
    expect([...got].sort()).toEqual(['jumlah_pesanan', 'jumlah_pesanan_belum_dikirim', 'jumlah_pesanan_dikirim', 'list_pengiriman_pending']);
  });

  it('an explicit privilege widens a group: Admin Purchasing given dashboardSalesTurnover gets the sales widgets', () => {
    expect(dashboardWidgetsFor(staff('Admin Purchasing')).has('total_rp_penjualan')).toBe(false);
    expect(dashboardWidgetsFor({ ...staff('Admin Purchasing'), privileges: ['dashboardSalesTurnover'] }).has('total_rp_penjualan')).toBe(true);
  });
});

describe('dashboard filters', () => {
  it('sends the period as YYYY-MM-DD and the warehouse id', () => {
    expect(filterParams({ period: [dayjs('2026-11-01'), dayjs('2026-11-28')], gudang_id: 3 })).toEqual({
      date_start: '2026-11-01',
      date_end: '2026-11-28',
      gudang_id: 3,
    });
  });
});
