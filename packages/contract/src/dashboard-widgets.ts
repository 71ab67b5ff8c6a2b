/*
 * Beranda's widgets (spec-2 §7.9): each widget's call and the one dashboard sub-permission it needs.
 * Without zod on purpose, so the dashboard page reads the table without the answer schemas
 * (schemas/dashboard.ts holds those).
 */

/** The dashboard sub-permissions (children of the dashboard route in routes.ts). */
export const DASHBOARD_PERMISSIONS = [
  'dashboardOrderStatus',
  'dashboardProductStatistics',
  'dashboardShippingInformation',
  'dashboardWarehouseInformation',
  'dashboardStockWarning',
  'dashboardStockExpiryWarning',
  'dashboardSalesTurnover',
  'dashboardShippingCostNotApproved',
] as const;
export type DashboardPermission = (typeof DASHBOARD_PERMISSIONS)[number];

/**
 * Every widget: its call (method and url, `:id` for stock_per_product/{id}), the one sub-permission it
 * needs, and — for the report pages that reuse the call — the other permissions that also open it.
 * The stock-expiry widget reuses the expiry report's call (POST /report/product/expire, filter
 * bucket/gudang_id); the shipping-cost widget is the extra call /dashboard/ongkir_belum_disetujui.
 */
export const DASHBOARD_WIDGETS = {
  total_rp_penjualan: { method: 'GET', url: '/dashboard/total_rp_penjualan', permission: 'dashboardSalesTurnover', orPermissions: ['reportSummarySale'] },
  summary_statistik_penjualan: {
    method: 'POST',
    url: '/dashboard/summary_statistik_penjualan',
    permission: 'dashboardSalesTurnover',
    orPermissions: ['reportSummarySale'],
  },
  summary_statistik_omzet: {
    method: 'POST',
    url: '/dashboard/summary_statistik_omzet',
    permission: 'dashboardSalesTurnover',
    orPermissions: ['reportSummarySale'],
  },
  summary_statistik_customer_provinsi: {
    method: 'GET',
    url: '/dashboard/summary_statistik_customer_provinsi',
    permission: 'dashboardSalesTurnover',
    orPermissions: ['reportSummaryCustomer'],
  },
  summary_statistik_jenis_kelamin: {
    method: 'GET',
    url: '/dashboard/summary_statistik_jenis_kelamin',
    permission: 'dashboardSalesTurnover',
    orPermissions: ['reportSummaryCustomer'],
  },
  summary_statistik_type_customer_pie: {
    method: 'GET',
    url: '/dashboard/summary_statistik_type_customer_pie',
    permission: 'dashboardSalesTurnover',
    orPermissions: ['reportSummaryCustomer'],
  },
  loyal_customer: { method: 'GET', url: '/dashboard/loyal_customer', permission: 'dashboardSalesTurnover', orPermissions: ['reportSummaryCustomer'] },
  top_10_pembelian_terbanyak: {
    method: 'GET',
    url: '/dashboard/top_10_pembelian_terbanyak',
    permission: 'dashboardSalesTurnover',
    orPermissions: ['reportSummaryCustomer'],
  },
  total_produk_keluar_penjualan: {
    method: 'GET',
    url: '/dashboard/total_produk_keluar_penjualan',
    permission: 'dashboardProductStatistics',
    orPermissions: [],
  },
  produk_terlaris: { method: 'GET', url: '/dashboard/produk_terlaris', permission: 'dashboardProductStatistics', orPermissions: [] },
  kategori_terlaris: { method: 'GET', url: '/dashboard/kategori_terlaris', permission: 'dashboardProductStatistics', orPermissions: [] },
  jumlah_pesanan: { method: 'POST', url: '/dashboard/jumlah_pesanan', permission: 'dashboardOrderStatus', orPermissions: [] },
  jumlah_pesanan_dikirim: { method: 'POST', url: '/dashboard/jumlah_pesanan_dikirim', permission: 'dashboardOrderStatus', orPermissions: [] },
  jumlah_pesanan_belum_dikirim: { method: 'POST', url: '/dashboard/jumlah_pesanan_belum_dikirim', permission: 'dashboardOrderStatus', orPermissions: [] },
  list_pengiriman_pending: { method: 'POST', url: '/dashboard/list_pengiriman_pending', permission: 'dashboardShippingInformation', orPermissions: [] },
  grafik_stok_keluar_minggu_ini: {
    method: 'GET',
    url: '/dashboard/grafik_stok_keluar_minggu_ini',
    permission: 'dashboardWarehouseInformation',
    orPermissions: [],
  },
  grafik_stok_keluar_tiga_bulan_terakhir: {
    method: 'GET',
    url: '/dashboard/grafik_stok_keluar_tiga_bulan_terakhir',
    permission: 'dashboardWarehouseInformation',
    orPermissions: [],
  },
  grafik_stok_keluar_per_bulan: {
    method: 'GET',
    url: '/dashboard/grafik_stok_keluar_per_bulan',
    permission: 'dashboardWarehouseInformation',
    orPermissions: [],
  },
  stock_per_product: { method: 'GET', url: '/dashboard/stock_per_product', permission: 'dashboardWarehouseInformation', orPermissions: [] },
  stock_per_product_detail: { method: 'GET', url: '/dashboard/stock_per_product/:id', permission: 'dashboardWarehouseInformation', orPermissions: [] },
  daftar_po_belum_dikirim: { method: 'GET', url: '/dashboard/daftar_po_belum_dikirim', permission: 'dashboardWarehouseInformation', orPermissions: [] },
  daftar_po_penerimaan: { method: 'GET', url: '/dashboard/daftar_po_penerimaan', permission: 'dashboardWarehouseInformation', orPermissions: [] },
  material_order_pending: { method: 'GET', url: '/dashboard/material_order/pending', permission: 'dashboardWarehouseInformation', orPermissions: [] },
  list_produk_tidak_bergerak: { method: 'GET', url: '/dashboard/list_produk_tidak_bergerak', permission: 'dashboardStockWarning', orPermissions: [] },
  stock_expiry_warning: { method: 'POST', url: '/report/product/expire', permission: 'dashboardStockExpiryWarning', orPermissions: [] },
  ongkir_belum_disetujui: { method: 'POST', url: '/dashboard/ongkir_belum_disetujui', permission: 'dashboardShippingCostNotApproved', orPermissions: [] },
} as const satisfies Record<string, { method: 'GET' | 'POST'; url: string; permission: DashboardPermission; orPermissions: readonly string[] }>;
export type DashboardWidget = keyof typeof DASHBOARD_WIDGETS;

/** widget → the sub-permission it needs (the page draws and calls a widget only when the user holds it). */
export const DASHBOARD_WIDGET_PERMISSION: Readonly<Record<DashboardWidget, DashboardPermission>> = Object.fromEntries(
  Object.entries(DASHBOARD_WIDGETS).map(([k, w]) => [k, w.permission]),
) as Record<DashboardWidget, DashboardPermission>;

/** The widgets of one sub-permission. */
export const dashboardWidgetsOf = (permission: DashboardPermission): DashboardWidget[] =>
  (Object.keys(DASHBOARD_WIDGETS) as DashboardWidget[]).filter((w) => DASHBOARD_WIDGETS[w].permission === permission);
