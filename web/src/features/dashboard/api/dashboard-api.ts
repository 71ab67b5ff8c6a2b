import {
  DASHBOARD_WIDGETS,
  type DashboardFilter,
  type DashboardWidget,
  type dashboardBestCategoryAnswer,
  type dashboardBestProductAnswer,
  type dashboardCustomerProvinceAnswer,
  type dashboardCustomerTypeAnswer,
  type dashboardGenderAnswer,
  type dashboardIdleAnswer,
  type dashboardLoyalCustomerAnswer,
  type dashboardMaterialAnswer,
  type dashboardOmzetStatsAnswer,
  type dashboardOrderCount,
  type dashboardPendingShipmentAnswer,
  type dashboardPoDraftAnswer,
  type dashboardPoReceiptAnswer,
  type dashboardProductsOut,
  type dashboardSalesStatsAnswer,
  type dashboardSalesTotal,
  type dashboardShippingCostPendingAnswer,
  type dashboardStockAnswer,
  type dashboardStockDetailAnswer,
  type dashboardStockOutAnswer,
  type dashboardTopPurchaseAnswer,
  type ExpiryListAnswer,
} from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { get, post } from '../../../api/client';
import { createQueryKeys } from '../../../lib/query-keys';
import { useInView } from '../in-view';

export const dashboardKeys = createQueryKeys('dashboard');

/** What each widget's call answers (the contract's schemas). */
export interface WidgetAnswers {
  total_rp_penjualan: z.infer<typeof dashboardSalesTotal>;
  summary_statistik_penjualan: z.infer<typeof dashboardSalesStatsAnswer>;
  summary_statistik_omzet: z.infer<typeof dashboardOmzetStatsAnswer>;
  summary_statistik_customer_provinsi: z.infer<typeof dashboardCustomerProvinceAnswer>;
  summary_statistik_jenis_kelamin: z.infer<typeof dashboardGenderAnswer>;
  summary_statistik_type_customer_pie: z.infer<typeof dashboardCustomerTypeAnswer>;
  loyal_customer: z.infer<typeof dashboardLoyalCustomerAnswer>;
  top_10_pembelian_terbanyak: z.infer<typeof dashboardTopPurchaseAnswer>;
  total_produk_keluar_penjualan: z.infer<typeof dashboardProductsOut>;
  produk_terlaris: z.infer<typeof dashboardBestProductAnswer>;
  kategori_terlaris: z.infer<typeof dashboardBestCategoryAnswer>;
  jumlah_pesanan: z.infer<typeof dashboardOrderCount>;
  jumlah_pesanan_dikirim: z.infer<typeof dashboardOrderCount>;
  jumlah_pesanan_belum_dikirim: z.infer<typeof dashboardOrderCount>;
  list_pengiriman_pending: z.infer<typeof dashboardPendingShipmentAnswer>;
  grafik_stok_keluar_minggu_ini: z.infer<typeof dashboardStockOutAnswer>;
  grafik_stok_keluar_tiga_bulan_terakhir: z.infer<typeof dashboardStockOutAnswer>;
  grafik_stok_keluar_per_bulan: z.infer<typeof dashboardStockOutAnswer>;
  stock_per_product: z.infer<typeof dashboardStockAnswer>;
  stock_per_product_detail: z.infer<typeof dashboardStockDetailAnswer>;
  daftar_po_belum_dikirim: z.infer<typeof dashboardPoDraftAnswer>;
  daftar_po_penerimaan: z.infer<typeof dashboardPoReceiptAnswer>;
  material_order_pending: z.infer<typeof dashboardMaterialAnswer>;
  list_produk_tidak_bergerak: z.infer<typeof dashboardIdleAnswer>;
  stock_expiry_warning: ExpiryListAnswer;
  ongkir_belum_disetujui: z.infer<typeof dashboardShippingCostPendingAnswer>;
}

/** The page's filters as the user chose them: a period and a warehouse (0 = every warehouse the user may see). */
export interface DashboardFilters {
  period: [Dayjs, Dayjs];
  gudang_id: number;
}

/** The default period: this month up to today. */
export const thisMonth = (): [Dayjs, Dayjs] => [dayjs().startOf('month'), dayjs().startOf('day')];

/** The filters every widget's call takes (spec-2 §7.9 and the contract's dashboardFilter). */
export function filterParams(f: DashboardFilters): Required<DashboardFilter> {
  return { date_start: f.period[0].format('YYYY-MM-DD'), date_end: f.period[1].format('YYYY-MM-DD'), gudang_id: f.gudang_id };
}

/** Extra parameters of a widget (paging, search, a product id). */
export type WidgetExtra = Record<string, string | number | undefined>;

/** One widget's call: its method and url from DASHBOARD_WIDGETS, the filters in the query (GET) or the form body (POST). Silent: the widget shows its own error. */
export function fetchWidget<W extends DashboardWidget>(
  widget: W,
  params: DashboardFilter,
  extra: WidgetExtra = {},
  signal?: AbortSignal,
): Promise<WidgetAnswers[W]> {
  const def = DASHBOARD_WIDGETS[widget];
  const { id, ...rest } = extra;
  const url = def.url.replace(':id', String(id ?? ''));
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries({ ...params, ...rest })) if (v !== undefined && v !== null && v !== '') values[k] = v;
  return def.method === 'GET' ? get<WidgetAnswers[W]>(url, values, { silent: true, signal }) : post<WidgetAnswers[W]>(url, values, { silent: true, signal });
}

/**
 * A widget's data. The key holds the widget, the filters and its extras, so a filter change refetches
 * every widget at once and each widget loads (and fails) on its own. `enabled: false` (a widget the
 * user may not see) never calls; under an <InView> (the dashboard) a widget calls once its place nears
 * the screen. The last answer stays on screen while a new filter loads.
 */
export function useWidget<W extends DashboardWidget>(widget: W, params: DashboardFilter, extra: WidgetExtra = {}, enabled = true) {
  const inView = useInView();
  return useQuery({
    queryKey: dashboardKeys.item(widget, params, extra),
    queryFn: ({ signal }) => fetchWidget(widget, params, extra, signal),
    enabled: enabled && inView,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
