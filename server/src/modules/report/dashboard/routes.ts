import {
  DASHBOARD_WIDGETS,
  type DashboardWidget,
  dashboardBestCategoryAnswer,
  dashboardBestProductAnswer,
  dashboardCustomerProvinceAnswer,
  dashboardCustomerTypeAnswer,
  dashboardFilter,
  dashboardGenderAnswer,
  dashboardIdleAnswer,
  dashboardIdleFilter,
  dashboardLoyalCustomerAnswer,
  dashboardMaterialAnswer,
  dashboardMonthFilter,
  dashboardOmzetStatsAnswer,
  dashboardOrderCount,
  dashboardPendingShipmentAnswer,
  dashboardPoDraftAnswer,
  dashboardPoReceiptAnswer,
  dashboardProductsOut,
  dashboardSalesStatsAnswer,
  dashboardSalesTotal,
  dashboardShippingCostPendingAnswer,
  dashboardStockAnswer,
  dashboardStockDetailAnswer,
  dashboardStockFilter,
  dashboardStockOutAnswer,
  dashboardTopPurchaseAnswer,
  dashboardTopPurchaseFilter,
  dashboardUserFilter,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, ok } from '../../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import {
  awaitingReceipt,
  draftPurchaseOrders,
  ORDER_COUNT_STATES,
  orderCount,
  pendingMaterialOrders,
  pendingShipments,
  shippingCostPending,
} from './document-queries.js';
import {
  bestCategories,
  bestProducts,
  customersByGender,
  customersByProvince,
  customersByType,
  loyalCustomers,
  omzetStatistics,
  productsOut,
  salesStatistics,
  salesTotal,
  topPurchases,
} from './sales-queries.js';
import { companyScope, dashboardScope } from './scope.js';
import { customerSummarySheet, salesSummarySheet } from './summary-export.js';
import { idleProducts, stockOfProduct, stockOutPerMonth, stockOutThisWeek, stockOutThreeMonths, stockPerProduct } from './stock-queries.js';

const tags = ['Beranda'];
/** The access of a widget: its dashboard sub-permission, or a report page that reads the same call (DASHBOARD_WIDGETS). */
const access = (w: DashboardWidget) => ({ permission: DASHBOARD_WIDGETS[w].permission, orPermissions: DASHBOARD_WIDGETS[w].orPermissions });
const FILTER_NOTE = 'Filter: date_start, date_end (bawaan awal bulan ini s.d. hari ini), gudang_id (0 = semua gudang yang boleh dilihat)';

/** Beranda (spec-2 §7.9): the 24 dashboard calls and ongkir_belum_disetujui, one widget each (README.md beside this file). */
export function registerDashboardRoutes(app: FastifyInstance) {
  registerSummaryExcel(app);
  // ------------------------------------------------------------------ sales (facts)
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/total_rp_penjualan',
    access: access('total_rp_penjualan'),
    tags,
    summary: `Total penjualan periode: jumlah tagihan, grand total, retur, bersih, omzet (DPP) dan terbayar. ${FILTER_NOTE}`,
    query: dashboardFilter,
    data: dashboardSalesTotal,
    handler: async ({ tx, auth, query }) => ok(await salesTotal(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/total_produk_keluar_penjualan',
    access: access('total_produk_keluar_penjualan'),
    tags,
    summary: `Jumlah produk terjual periode (satuan kecil), diretur, bersih dan jumlah varian. ${FILTER_NOTE}`,
    query: dashboardFilter,
    data: dashboardProductsOut,
    handler: async ({ tx, auth, query }) => ok(await productsOut(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/summary_statistik_customer_provinsi',
    access: access('summary_statistik_customer_provinsi'),
    tags,
    summary: `Pelanggan terdaftar yang bertransaksi dalam periode per provinsi alamatnya. ${FILTER_NOTE}`,
    query: dashboardFilter,
    data: dashboardCustomerProvinceAnswer,
    handler: async ({ tx, auth, query }) => ok(await customersByProvince(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/summary_statistik_jenis_kelamin',
    access: access('summary_statistik_jenis_kelamin'),
    tags,
    summary: `Pelanggan yang bertransaksi dalam periode per jenis kelamin (label, total). ${FILTER_NOTE}`,
    query: dashboardFilter,
    data: dashboardGenderAnswer,
    handler: async ({ tx, auth, query }) => ok(await customersByGender(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/summary_statistik_type_customer_pie',
    access: access('summary_statistik_type_customer_pie'),
    tags,
    summary: `Pelanggan yang bertransaksi dalam periode per tipe member (label, total). ${FILTER_NOTE}`,
    query: dashboardFilter,
    data: dashboardCustomerTypeAnswer,
    handler: async ({ tx, auth, query }) => ok(await customersByType(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/loyal_customer',
    access: access('loyal_customer'),
    tags,
    summary: `10 pelanggan dengan tagihan terbanyak dalam periode. ${FILTER_NOTE}`,
    query: dashboardFilter,
    data: dashboardLoyalCustomerAnswer,
    handler: async ({ tx, auth, query }) => ok(await loyalCustomers(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/top_10_pembelian_terbanyak',
    access: access('top_10_pembelian_terbanyak'),
    tags,
    summary: `10 pelanggan dengan pembelian (grand total) terbesar pada bulan month (YYYY-MM) atau periode; type = member_type_id. ${FILTER_NOTE}`,
    query: dashboardTopPurchaseFilter,
    data: dashboardTopPurchaseAnswer,
    handler: async ({ tx, auth, query }) => ok(await topPurchases(tx, await companyScope(tx, auth, query), query.type || undefined)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/produk_terlaris',
    access: access('produk_terlaris'),
    tags,
    summary: `10 produk terlaris (jumlah bersih) pada bulan month (YYYY-MM) atau periode. ${FILTER_NOTE}`,
    query: dashboardMonthFilter,
    data: dashboardBestProductAnswer,
    handler: async ({ tx, auth, query }) => ok(await bestProducts(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/kategori_terlaris',
    access: access('kategori_terlaris'),
    tags,
    summary: `10 kategori produk terlaris (omzet bersih) pada bulan month (YYYY-MM) atau periode. ${FILTER_NOTE}`,
    query: dashboardMonthFilter,
    data: dashboardBestCategoryAnswer,
    handler: async ({ tx, auth, query }) => ok(await bestCategories(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/dashboard/summary_statistik_penjualan',
    access: access('summary_statistik_penjualan'),
    tags,
    summary: `Statistik penjualan: tagihan dan grand total per hari (periode ≤ 62 hari) atau per bulan. ${FILTER_NOTE}`,
    body: dashboardFilter.optional(),
    data: dashboardSalesStatsAnswer,
    handler: async ({ tx, auth, body }) => ok(await salesStatistics(tx, await companyScope(tx, auth, body ?? {}))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/dashboard/summary_statistik_omzet',
    access: access('summary_statistik_omzet'),
    tags,
    summary: `Statistik omzet: omzet bersih (DPP − retur), HPP dan laba kotor per hari (periode ≤ 62 hari) atau per bulan. ${FILTER_NOTE}`,
    body: dashboardFilter.optional(),
    data: dashboardOmzetStatsAnswer,
    handler: async ({ tx, auth, body }) => ok(await omzetStatistics(tx, await companyScope(tx, auth, body ?? {}))),
  });

  // ------------------------------------------------------------------ orders (per user)
  for (const [widget, url, what] of [
    ['jumlah_pesanan', '/dashboard/jumlah_pesanan', 'semua tagihan yang dihitung (bukan batal, bukan menunggu persetujuan diskon)'],
    ['jumlah_pesanan_dikirim', '/dashboard/jumlah_pesanan_dikirim', 'tagihan Dikirim atau Selesai'],
    ['jumlah_pesanan_belum_dikirim', '/dashboard/jumlah_pesanan_belum_dikirim', 'tagihan Baru atau Siap Dikirim'],
  ] as const) {
    defineCall(app, {
      method: 'POST',
      url,
      access: access(widget),
      tags,
      summary: `Jumlah ${what} dalam periode; user_id = penjual (mitra atau pembuat tagihan), mitra selalu miliknya sendiri. ${FILTER_NOTE}`,
      body: dashboardUserFilter.optional(),
      data: dashboardOrderCount,
      handler: async ({ tx, auth, body }) =>
        ok(await orderCount(tx, await dashboardScope(tx, auth, body ?? {}), body?.user_id || undefined, ORDER_COUNT_STATES[widget])),
    });
  }
  defineCall(app, {
    method: 'POST',
    url: '/dashboard/list_pengiriman_pending',
    access: access('list_pengiriman_pending'),
    tags,
    summary: `Tagihan Siap Dikirim (belum dikirim) dalam periode, terlama dulu; user_id seperti jumlah_pesanan; page, perPage (bawaan 10). ${FILTER_NOTE}`,
    body: dashboardUserFilter.optional(),
    data: dashboardPendingShipmentAnswer,
    handler: async ({ tx, auth, body }) => ok(await pendingShipments(tx, await dashboardScope(tx, auth, body ?? {}), body?.user_id || undefined, body ?? {})),
  });
  defineCall(app, {
    method: 'POST',
    url: '/dashboard/ongkir_belum_disetujui',
    access: access('ongkir_belum_disetujui'),
    tags,
    summary: `Tagihan belum dikirim yang ongkirnya masih menunggu admin (kurir hubungiadmin, ongkir 0, ada alamat tujuan); page, perPage. ${FILTER_NOTE}`,
    body: dashboardUserFilter.optional(),
    data: dashboardShippingCostPendingAnswer,
    handler: async ({ tx, auth, body }) => ok(await shippingCostPending(tx, await companyScope(tx, auth, body ?? {}), body ?? {})),
  });

  // ------------------------------------------------------------------ warehouse
  const stockOut = [
    ['grafik_stok_keluar_minggu_ini', '/dashboard/grafik_stok_keluar_minggu_ini', 'per hari Senin s.d. Minggu pada minggu date_end', stockOutThisWeek],
    [
      'grafik_stok_keluar_tiga_bulan_terakhir',
      '/dashboard/grafik_stok_keluar_tiga_bulan_terakhir',
      'per bulan: bulan date_end dan dua bulan sebelumnya',
      stockOutThreeMonths,
    ],
    [
      'grafik_stok_keluar_per_bulan',
      '/dashboard/grafik_stok_keluar_per_bulan',
      'per bulan periode (paling sedikit 12 bulan sampai date_end)',
      stockOutPerMonth,
    ],
  ] as const;
  for (const [widget, url, what, read] of stockOut) {
    defineCall(app, {
      method: 'GET',
      url,
      access: access(widget),
      tags,
      summary: `Stok keluar (semua pergerakan keluar gudang, satuan kecil dan nilai) ${what}. ${FILTER_NOTE}`,
      query: dashboardFilter,
      data: dashboardStockOutAnswer,
      handler: async ({ tx, auth, query }) => ok(await read(tx, await companyScope(tx, auth, query))),
    });
  }
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/stock_per_product',
    access: access('stock_per_product'),
    tags,
    summary: `Stok sekarang per varian dan stok keluar dalam periode (stok keluar terbanyak dulu); page, perPage (bawaan 10), search. ${FILTER_NOTE}`,
    query: dashboardStockFilter,
    data: dashboardStockAnswer,
    handler: async ({ tx, auth, query }) => ok(await stockPerProduct(tx, await companyScope(tx, auth, query), query)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/stock_per_product/:id',
    access: access('stock_per_product_detail'),
    tags,
    summary: `Stok satu varian per gudang dan stok keluarnya per bulan periode. ${FILTER_NOTE}`,
    query: dashboardFilter,
    data: dashboardStockDetailAnswer,
    handler: async ({ tx, auth, query, req }) => {
      const raw = String((req.params as { id?: string }).id ?? '');
      if (!/^\d{1,9}$/.test(raw)) throw notFound('Produk tidak ditemukan');
      return ok(await stockOfProduct(tx, await companyScope(tx, auth, query), Number(raw)));
    },
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/daftar_po_belum_dikirim',
    access: access('daftar_po_belum_dikirim'),
    tags,
    summary: `Pesanan pembelian (ke supplier dan internal) masih draft, belum dikirim, sampai date_end; 10 terlama dan jumlahnya. ${FILTER_NOTE}`,
    query: dashboardFilter,
    data: dashboardPoDraftAnswer,
    handler: async ({ tx, auth, query }) => ok(await draftPurchaseOrders(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/daftar_po_penerimaan',
    access: access('daftar_po_penerimaan'),
    tags,
    summary: `Pesanan pembelian yang menunggu penerimaan (Dipesan, Diterima Sebagian) sampai date_end; 10 terlama dan jumlahnya. ${FILTER_NOTE}`,
    query: dashboardFilter,
    data: dashboardPoReceiptAnswer,
    handler: async ({ tx, auth, query }) => ok(await awaitingReceipt(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/material_order/pending',
    access: access('material_order_pending'),
    tags,
    summary: `Pembelian bahan yang masih Menunggu sampai date_end; 10 terlama dan jumlahnya. ${FILTER_NOTE}`,
    query: dashboardFilter,
    data: dashboardMaterialAnswer,
    handler: async ({ tx, auth, query }) => ok(await pendingMaterialOrders(tx, await companyScope(tx, auth, query))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/dashboard/list_produk_tidak_bergerak',
    access: access('list_produk_tidak_bergerak'),
    tags,
    summary: `Varian berstok tanpa stok keluar dalam days hari (bawaan 90) sampai date_end; 20 bernilai terbesar dan jumlahnya. ${FILTER_NOTE}`,
    query: dashboardIdleFilter,
    data: dashboardIdleAnswer,
    handler: async ({ tx, auth, query }) => {
      const days = query.days ?? 90;
      if (days < 1 || days > 3660) throw fieldError('days', 'Hari harus 1 sampai 3660');
      return ok(await idleProducts(tx, await companyScope(tx, auth, query), days));
    },
  });
}

/** Excel of Laporan › Statistik Penjualan and Demografi Pelanggan: the pages' tables, from the widgets' own queries. */
function registerSummaryExcel(app: FastifyInstance) {
  const sales = defineExcelExport(app, 'statistik_penjualan', salesSummarySheet);
  const customers = defineExcelExport(app, 'demografi_pelanggan', customerSummarySheet);
  defineCall(app, {
    method: 'POST',
    url: '/report/summary_sale/excel',
    access: { permission: 'reportSummarySale' },
    tags: ['Laporan Statistik Penjualan'],
    summary: `Ekspor Statistik Penjualan (.xlsx): pesanan, total tagihan, retur, omzet, HPP dan laba kotor per hari (per bulan di atas 62 hari) dan baris total. ${FILTER_NOTE}. ${EXPORT_NOTE}`,
    body: dashboardFilter,
    ...EXPORT_ANSWER,
    handler: (call) => sales.answer(call, call.body),
  });
  defineCall(app, {
    method: 'POST',
    url: '/report/summary_customer/excel',
    access: { permission: 'reportSummaryCustomer' },
    tags: ['Laporan Demografi Pelanggan'],
    summary: `Ekspor Demografi Pelanggan (.xlsx): pelanggan terdaftar yang berbelanja per provinsi (pelanggan, pesanan, total belanja) dan baris total. ${FILTER_NOTE}. ${EXPORT_NOTE}`,
    body: dashboardFilter,
    ...EXPORT_ANSWER,
    handler: (call) => customers.answer(call, call.body),
  });
}
