import { z } from 'zod';
import { day, int, listAnswer, num, optText } from './answers.js';

/*
 * Beranda (/dashboard, spec-2 §7.9): what each widget's call answers in `data`, the filters every
 * call takes, and which dashboard sub-permission each widget belongs to. The server
 * (server/src/modules/report/dashboard) declares these on its calls; the page draws a widget only
 * when the user holds its permission (DASHBOARD_WIDGET_PERMISSION, in ../dashboard-widgets.ts) and never
 * calls the others (403).
 *
 * Figures come from the sales facts (sales_daily/sales_monthly, sales_product_daily/monthly: counted
 * orders only, i.e. not cancelled and not awaiting discount approval), from stock_daily/stock_monthly
 * (stock out = every movement out of a warehouse) and from the documents' own tables (POs, material
 * orders, orders awaiting shipment). Money in whole rupiah, quantities in the product's small unit.
 * Warehouse-restricted users (group 6) get figures of their warehouses only; a partner (group Sales)
 * gets only the order widgets, of their own orders.
 */

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

/** YYYY-MM-DD. */
const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus YYYY-MM-DD');
/** YYYY-MM. */
const monthText = z.string().regex(/^\d{4}-\d{2}$/, 'Bulan harus YYYY-MM');
/** A number sent as text (query strings and forms) or as a number. */
const intParam = z.coerce.number().int().min(0);

/**
 * The filters every dashboard call takes (query of the GET calls, body of the POST calls):
 * date_start..date_end (default: the first day of the current month .. today, WIB) and gudang_id
 * (0 or absent = every warehouse the user may see; another warehouse than those → 422 at gudang_id).
 */
export const dashboardFilter = z.object({
  date_start: dayText.optional(),
  date_end: dayText.optional(),
  gudang_id: intParam.optional(),
});
export type DashboardFilter = z.infer<typeof dashboardFilter>;

/**
 * produk_terlaris, kategori_terlaris, top_10_pembelian_terbanyak: `month` (YYYY-MM) replaces the
 * period by that calendar month; without it the period applies.
 */
export const dashboardMonthFilter = dashboardFilter.extend({ month: monthText.optional() });
export type DashboardMonthFilter = z.infer<typeof dashboardMonthFilter>;

/** top_10_pembelian_terbanyak: `type` = a member_type_id (customer type) to rank only those customers; 0/absent = all. */
export const dashboardTopPurchaseFilter = dashboardMonthFilter.extend({ type: intParam.optional() });
export type DashboardTopPurchaseFilter = z.infer<typeof dashboardTopPurchaseFilter>;

/**
 * The order widgets (POST jumlah_pesanan, jumlah_pesanan_dikirim, jumlah_pesanan_belum_dikirim,
 * list_pengiriman_pending): `user_id` = the seller (the order's partner, else who made it) whose
 * orders count; 0/absent = everyone's. A partner always gets their own (user_id is forced to them).
 * list_pengiriman_pending also pages (page from 1, perPage up to 100, default 10).
 */
export const dashboardUserFilter = dashboardFilter.extend({
  user_id: intParam.optional(),
  page: intParam.optional(),
  perPage: intParam.optional(),
});
export type DashboardUserFilter = z.infer<typeof dashboardUserFilter>;

/** list_produk_tidak_bergerak: `days` (default 90, 1..3660) = the window ending at date_end in which nothing left the warehouse. */
export const dashboardIdleFilter = dashboardFilter.extend({ days: intParam.optional() });
export type DashboardIdleFilter = z.infer<typeof dashboardIdleFilter>;

/** stock_per_product: the list contract's page/perPage (default 10) and a search on name/SKU/barcode. */
export const dashboardStockFilter = dashboardFilter.extend({ page: intParam.optional(), perPage: intParam.optional(), search: z.string().optional() });
export type DashboardStockFilter = z.infer<typeof dashboardStockFilter>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** The period a widget's figures cover (after defaults and `month`). */
const periodFields = { date_start: day(), date_end: day() };

/**
 * total_rp_penjualan (card "Total Penjualan"): counted orders of the period. grand_total = what was
 * invoiced (PPN, shipping included); returned_value = what approved customer returns gave back;
 * net_total = grand_total − returned_value; revenue = the dpp (PPN excluded) less returned revenue is
 * net_revenue; paid_amount = what was paid on those orders.
 */
export const dashboardSalesTotal = z.object({
  ...periodFields,
  orders: int(),
  grand_total: int(),
  returned_value: int(),
  net_total: int(),
  revenue: int(),
  net_revenue: int(),
  paid_amount: int(),
});
export type DashboardSalesTotal = z.infer<typeof dashboardSalesTotal>;

/** total_produk_keluar_penjualan (card "Produk Terjual"): quantity sold in the period (small units), returned, net, and how many variants. */
export const dashboardProductsOut = z.object({
  ...periodFields,
  qty: int(),
  qty_returned: int(),
  net_qty: int(),
  product_count: int(),
});
export type DashboardProductsOut = z.infer<typeof dashboardProductsOut>;

/**
 * A customer group of the demography widgets: customers = distinct registered customers (member)
 * with a counted order in the period (walk-in sales without a member are left out), their orders
 * and grand total.
 */
const customerGroupFields = { customers: int(), orders: int(), grand_total: int() };

/** summary_statistik_customer_provinsi (bar): per province of the customer's address; province_id null = "Tidak diketahui". Largest first. */
export const dashboardCustomerProvinceRow = z.object({ province_id: int().nullable(), province_name: z.string(), ...customerGroupFields });
export const dashboardCustomerProvinceAnswer = z.array(dashboardCustomerProvinceRow);
export type DashboardCustomerProvinceRow = z.infer<typeof dashboardCustomerProvinceRow>;

/** summary_statistik_jenis_kelamin (pie): gender L, P or null ("Tidak diketahui") with label and total (= customers). */
export const dashboardGenderRow = z.object({ gender: optText(), label: z.string(), total: int(), ...customerGroupFields });
export const dashboardGenderAnswer = z.array(dashboardGenderRow);
export type DashboardGenderRow = z.infer<typeof dashboardGenderRow>;

/** summary_statistik_type_customer_pie (pie): entries label (member type name, "Tanpa Tipe") and total (= customers). */
export const dashboardCustomerTypeRow = z.object({ member_type_id: int().nullable(), label: z.string(), total: int(), ...customerGroupFields });
export const dashboardCustomerTypeAnswer = z.array(dashboardCustomerTypeRow);
export type DashboardCustomerTypeRow = z.infer<typeof dashboardCustomerTypeRow>;

/** A customer ranked by purchases (loyal_customer, top_10_pembelian_terbanyak). */
export const dashboardCustomerRankRow = z.object({
  member_id: int(),
  member_name: z.string(),
  member_phone: optText(),
  member_type_name: optText(),
  orders: int(),
  grand_total: int(),
  /** The last day of the period the customer had a counted order. */
  last_order_date: day(),
});
export type DashboardCustomerRankRow = z.infer<typeof dashboardCustomerRankRow>;

/** loyal_customer (table): the 10 customers with the most counted orders in the period (ties: larger grand total). */
export const dashboardLoyalCustomerAnswer = z.array(dashboardCustomerRankRow);

/** top_10_pembelian_terbanyak (bar): the 10 customers with the largest grand total in the month/period (of member type `type` when given). */
export const dashboardTopPurchaseAnswer = z.array(dashboardCustomerRankRow);

/** A point of a stock-out chart: quantity (small units) and value (moving-average cost) out of the warehouses. */
export const dashboardStockOutPoint = z.object({
  /** The day, or the first day of the month for monthly points. */
  day: day(),
  /** Axis label: "Sen 23/11" for days, "Nov 2026" for months. */
  label: z.string(),
  qty_out: int(),
  value_out: int(),
});
export type DashboardStockOutPoint = z.infer<typeof dashboardStockOutPoint>;

/**
 * grafik_stok_keluar_minggu_ini (bar, 7 points Monday..Sunday of date_end's week),
 * grafik_stok_keluar_tiga_bulan_terakhir (bar, 3 monthly points: date_end's month and the two before),
 * grafik_stok_keluar_per_bulan (bar, one point per month from date_start's month to date_end's; when
 * that is under 12 months, the 12 months ending with date_end's month).
 */
export const dashboardStockOutAnswer = z.object({ points: z.array(dashboardStockOutPoint), qty_out: int(), value_out: int() });
export type DashboardStockOutAnswer = z.infer<typeof dashboardStockOutAnswer>;

/** A variant's stock now (stock_per_product rows). */
export const dashboardStockRow = z.object({
  product_id: int(),
  product_name: z.string(),
  product_sku: optText(),
  product_satuan_kecil_name: optText(),
  product_min_stock: int(),
  /** On hand in the filter's warehouses now (small units), and as text ("2 Box + 3 Strip"). */
  qty: int(),
  qty_text: z.string(),
  /** Quantity out within the period. */
  qty_out: int(),
  /** 1 when qty is under the product's minimum stock. */
  below_min: int(),
});
export type DashboardStockRow = z.infer<typeof dashboardStockRow>;

/** stock_per_product (table, paged, list contract): variants with stock or with stock out in the period, most stock out first. */
export const dashboardStockAnswer = listAnswer(dashboardStockRow);

/** stock_per_product/{id} (drawer): one variant's stock now in each visible warehouse, and its stock out per month of the period. */
export const dashboardStockDetailAnswer = z.object({
  product_id: int(),
  product_name: z.string(),
  product_sku: optText(),
  product_min_stock: int(),
  qty: int(),
  qty_text: z.string(),
  gudang: z.array(z.object({ gudang_id: int(), master_gudang_name: z.string(), qty: int(), qty_text: z.string() })),
  stock_out: z.array(dashboardStockOutPoint),
});
export type DashboardStockDetailAnswer = z.infer<typeof dashboardStockDetailAnswer>;

/** A purchase order (daftar_po_belum_dikirim, daftar_po_penerimaan rows). */
export const dashboardPurchaseOrderRow = z.object({
  order_id: int(),
  order_number: z.string(),
  order_date: day(),
  is_internal: int(),
  status: z.string(),
  vendor_name: optText(),
  master_gudang_name: optText(),
  grand_total: int(),
  /** Ordered and received (small units, all lines). */
  qty: int(),
  qty_received: int(),
});
export type DashboardPurchaseOrderRow = z.infer<typeof dashboardPurchaseOrderRow>;

/** A short list of documents: the first `rows` (at most 10) and how many there are in all. */
const shortList = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: int() });

/** daftar_po_belum_dikirim (table): purchase orders (to suppliers and internal) still draft, i.e. not yet sent; any date up to date_end, oldest first. */
export const dashboardPoDraftAnswer = shortList(dashboardPurchaseOrderRow);
/** daftar_po_penerimaan (table): purchase orders sent and awaiting receipt (ordered, partly received), any date up to date_end, oldest first. */
export const dashboardPoReceiptAnswer = shortList(dashboardPurchaseOrderRow);

/** material_order/pending (table): material purchase orders still pending, any date up to date_end, oldest first. */
export const dashboardMaterialRow = z.object({
  material_id: int(),
  material_number: z.string(),
  material_date: day(),
  vendor_name: optText(),
  master_gudang_name: optText(),
  grand_total: int(),
});
export const dashboardMaterialAnswer = shortList(dashboardMaterialRow);
export type DashboardMaterialRow = z.infer<typeof dashboardMaterialRow>;

/** A product or category ranked by quantity sold (net of returns) in the month/period. */
export const dashboardBestProductRow = z.object({ product_id: int(), product_name: z.string(), product_sku: optText(), qty: int(), revenue: int() });
export type DashboardBestProductRow = z.infer<typeof dashboardBestProductRow>;
/** produk_terlaris (bar): the 10 variants with the largest net quantity sold. */
export const dashboardBestProductAnswer = z.array(dashboardBestProductRow);

/** kategori_terlaris (bar/pie): the 10 product categories (Kategori Produk, master_merk; null = "Tanpa Kategori") with the largest net revenue. */
export const dashboardBestCategoryRow = z.object({ merk_id: int().nullable(), merk_name: z.string(), qty: int(), revenue: int() });
export type DashboardBestCategoryRow = z.infer<typeof dashboardBestCategoryRow>;
export const dashboardBestCategoryAnswer = z.array(dashboardBestCategoryRow);

/** A variant with stock and nothing out within `days` days up to date_end (list_produk_tidak_bergerak rows). */
export const dashboardIdleRow = z.object({
  product_id: int(),
  product_name: z.string(),
  product_sku: optText(),
  qty: int(),
  qty_text: z.string(),
  /** At the moving average. */
  stock_value: int(),
  /** The last day stock of it left a visible warehouse (before the window), null when never. */
  last_out_day: day().nullable(),
});
export type DashboardIdleRow = z.infer<typeof dashboardIdleRow>;
/** list_produk_tidak_bergerak (table): the 20 idle variants of the largest stock value, and how many in all. */
export const dashboardIdleAnswer = z.object({ days: int(), since: day(), rows: z.array(dashboardIdleRow), total: int() });

/** jumlah_pesanan / jumlah_pesanan_dikirim / jumlah_pesanan_belum_dikirim (cards): a count of orders of the period. */
export const dashboardOrderCount = z.object({
  ...periodFields,
  user_id: int(),
  /** jumlah_pesanan: every counted order; dikirim: Dikirim or Selesai; belum_dikirim: Baru or Siap Dikirim. */
  total: int(),
  grand_total: int(),
});
export type DashboardOrderCount = z.infer<typeof dashboardOrderCount>;

/** An order waiting to be shipped (list_pengiriman_pending rows). */
export const dashboardPendingShipmentRow = z.object({
  order_id: int(),
  invoice_number: z.string(),
  order_date: day(),
  status: z.string(),
  customer_name: optText(),
  destination_city_name: optText(),
  kurir: optText(),
  shipping_provider: z.string(),
  master_gudang_name: optText(),
  grand_total: int(),
});
export type DashboardPendingShipmentRow = z.infer<typeof dashboardPendingShipmentRow>;
/** list_pengiriman_pending (table, paged): orders Siap Dikirim (packed, not shipped) of the period, oldest first (not cashier sales). */
export const dashboardPendingShipmentAnswer = listAnswer(dashboardPendingShipmentRow);

/** Interval of the statistics series: day when the period is at most 62 days, else month. */
export const DASHBOARD_SERIES_INTERVALS = ['day', 'month'] as const;
export type DashboardSeriesInterval = (typeof DASHBOARD_SERIES_INTERVALS)[number];

/** A point of summary_statistik_penjualan: counted orders and their grand total on that day/month. */
export const dashboardSalesPoint = z.object({ day: day(), label: z.string(), orders: int(), grand_total: int(), returned_value: int() });
export type DashboardSalesPoint = z.infer<typeof dashboardSalesPoint>;
/** summary_statistik_penjualan (line): one point per day or month of the period (zeros included), and the totals. */
export const dashboardSalesStatsAnswer = z.object({
  ...periodFields,
  interval: z.enum(DASHBOARD_SERIES_INTERVALS),
  points: z.array(dashboardSalesPoint),
  orders: int(),
  grand_total: int(),
  returned_value: int(),
});
export type DashboardSalesStatsAnswer = z.infer<typeof dashboardSalesStatsAnswer>;

/**
 * A point of summary_statistik_omzet: omzet = net revenue (dpp less returned revenue, PPN and shipping
 * excluded); margin = net revenue of lines whose stock has left − their cost (moving average).
 */
export const dashboardOmzetPoint = z.object({
  day: day(),
  label: z.string(),
  revenue: int(),
  returned_revenue: int(),
  net_revenue: int(),
  cost: int(),
  margin: int(),
});
export type DashboardOmzetPoint = z.infer<typeof dashboardOmzetPoint>;
/** summary_statistik_omzet (line): one point per day or month, and the totals with margin_percent (of revenue_costed, 2 decimals; 0 when none). */
export const dashboardOmzetStatsAnswer = z.object({
  ...periodFields,
  interval: z.enum(DASHBOARD_SERIES_INTERVALS),
  points: z.array(dashboardOmzetPoint),
  revenue: int(),
  returned_revenue: int(),
  net_revenue: int(),
  cost: int(),
  margin: int(),
  margin_percent: num(),
});
export type DashboardOmzetStatsAnswer = z.infer<typeof dashboardOmzetStatsAnswer>;

/**
 * dashboard/ongkir_belum_disetujui (extra call, table, paged): orders not yet shipped whose shipping
 * cost still waits for the admin (shipping provider hubungiadmin: "hubungi admin untuk ongkir"), oldest first.
 */
export const dashboardShippingCostPendingAnswer = listAnswer(dashboardPendingShipmentRow);
