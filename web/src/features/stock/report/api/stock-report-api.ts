import type { PersediaanSeriesAnswer, PersediaanSummaryAnswer, StockReportRow, StockSummaryAnswer, WarehouseStockTotal } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';

export const stockReportKeys = createQueryKeys('stock_report');

/** The filters the stock reports take (0 / absent gudang_id: every warehouse the user may see). */
export interface StockReportFilters {
  gudang_id?: number | null;
  search?: string;
  only_stock?: 1;
  date_end?: string;
}

/** A variant of the latest stock and persediaan: warehouses, in transit (transit_*) and both (total_*); stockReportRow of the contract. */
export type StockRowBase = StockReportRow;
export interface WarehouseRef {
  master_gudang_id: number;
  master_gudang_name: string;
}
export type LatestStockRow = StockRowBase & { gudang: { gudang_id: number; qty: number; qty_text: string }[] };
export type DefectaRow = StockRowBase & { shortage: number; shortage_text: string; product_min_stock_text: string; order_besar: number };
/** A warehouse's totals; transit_in_* is what is on its way to it. */
export type WarehouseTotal = WarehouseStockTotal;
export type StockSummary = StockSummaryAnswer;
export type PersediaanSummary = PersediaanSummaryAnswer;
export type PersediaanSeries = PersediaanSeriesAnswer;
export type SeriesInterval = PersediaanSeries['interval'];
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
}

export interface Paging {
  page: number;
  perPage: number;
}

const body = (f: StockReportFilters, paging?: Paging) => {
  const out: Record<string, unknown> = { ...paging };
  if (f.gudang_id) out.gudang_id = f.gudang_id;
  if (f.search) out.search = f.search;
  if (f.only_stock) out.only_stock = 1;
  if (f.date_end) out.date_end = f.date_end;
  return out;
};

/** POST /report/stock/index_custom: the latest stock of each variant, a column per warehouse. */
export const useLatestStock = (f: StockReportFilters, paging: Paging) =>
  useQuery({
    queryKey: stockReportKeys.list({ call: 'index_custom', ...f, ...paging }),
    queryFn: () => post<Page<LatestStockRow> & { gudang: WarehouseRef[] }>('/report/stock/index_custom', body(f, paging)),
    placeholderData: keepPreviousData,
  });

/** POST /report/stock/summary_custom: totals per warehouse and overall. */
export const useStockSummary = (f: StockReportFilters) =>
  useQuery({
    queryKey: stockReportKeys.item(`summary_custom:${f.gudang_id ?? 0}`),
    queryFn: () => post<StockSummary>('/report/stock/summary_custom', body({ gudang_id: f.gudang_id })),
  });

/** POST /report/stock/index_defecta: variants below their minimum stock. */
export const useDefecta = (f: StockReportFilters, paging: Paging) =>
  useQuery({
    queryKey: stockReportKeys.list({ call: 'index_defecta', ...f, ...paging }),
    queryFn: () => post<Page<DefectaRow>>('/report/stock/index_defecta', body(f, paging)),
    placeholderData: keepPreviousData,
  });

/** POST /report/stock/persediaan: quantity and value of each variant at the end of a day. */
export const usePersediaan = (f: StockReportFilters, paging: Paging) =>
  useQuery({
    queryKey: stockReportKeys.list({ call: 'persediaan', ...f, ...paging }),
    queryFn: () => post<Page<StockRowBase> & { date_end: string }>('/report/stock/persediaan', body(f, paging)),
    placeholderData: keepPreviousData,
  });

/** POST /report/stock/summary_persediaan: the persediaan per warehouse and in total at the date. */
export const usePersediaanSummary = (f: StockReportFilters) =>
  useQuery({
    queryKey: stockReportKeys.item(`summary_persediaan:${f.gudang_id ?? 0}:${f.date_end ?? ''}`),
    queryFn: () => post<PersediaanSummary>('/report/stock/summary_persediaan', body({ gudang_id: f.gudang_id, date_end: f.date_end })),
  });

/** POST /report/stock/persediaan_chart: the value at the end of each day, week or month over a range. */
export const usePersediaanSeries = (f: StockReportFilters & { date_start: string; interval: SeriesInterval }) =>
  useQuery({
    queryKey: stockReportKeys.item(`persediaan_chart:${f.gudang_id ?? 0}:${f.date_start}:${f.date_end ?? ''}:${f.interval}`),
    queryFn: () =>
      post<PersediaanSeries>('/report/stock/persediaan_chart', {
        ...body({ gudang_id: f.gudang_id, date_end: f.date_end }),
        date_start: f.date_start,
        interval: f.interval,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /komponen/stock: one variant's stock per warehouse (and batches). */
export const getVariantStock = (productId: number, gudangId?: number) =>
  get<Record<string, unknown>>('/komponen/stock', { productId, gudangId: gudangId ?? undefined });

export type StockReportExport = 'custom' | 'defecta' | 'persediaan';
const EXPORTS: Record<StockReportExport, string> = {
  custom: '/report/stock/generate_excel_custom',
  defecta: '/report/stock/generate_excel_defecta',
  persediaan: '/report/stock/generate_persediaan_excel',
};

/** Downloads the report as .xlsx with the page's filters; answers the file name. */
export const exportStockReport = (kind: StockReportExport, f: StockReportFilters) => downloadFile('POST', EXPORTS[kind], body(f));
