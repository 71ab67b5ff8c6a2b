import type { OmzetListAnswer, OmzetSummaryAnswer, PurchaseProductRow, PurchaseReportRow, PurchaseTotals, SalesReportAnswer } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/client';
import { downloadFile } from '../../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../../lib/query-keys';

export const salesReportKeys = createQueryKeys('sales_report');

/** The filters of the sales, omzet and purchase reports (absent gudang_id: every warehouse the user may see). */
export interface SalesReportFilters {
  date_start: string;
  date_end: string;
  gudang_id?: number | null;
  seller_id?: number | null;
  /** Customer (master_member id). */
  member_id?: number | null;
  status?: string;
  is_paid?: 0 | 1;
  search?: string;
}

export interface Paging {
  page: number;
  perPage: number;
  sort?: { field: string; type: 'asc' | 'desc' };
}

export type OmzetGroup = 'day' | 'month';
export type OmzetBy = 'none' | 'seller' | 'gudang';
export type PurchaseGroup = 'receipt' | 'product';

export type { OmzetListAnswer, OmzetSummaryAnswer, PurchaseProductRow, PurchaseReportRow, PurchaseTotals, SalesReportAnswer };
export interface PurchaseAnswer<Row> {
  date_start: string;
  date_end: string;
  group: PurchaseGroup;
  data: Row[];
  total: number;
  page: number;
  perPage: number;
  totals: PurchaseTotals;
}

/** The body of a report call: only the filters that are set. */
export const reportBody = (f: SalesReportFilters & Record<string, unknown>, paging?: Paging) => {
  const out: Record<string, unknown> = { ...paging };
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
};

/** POST /report/sales/list: the period's invoices (a page) and the period's totals. */
export const useSalesReport = (f: SalesReportFilters, paging: Paging) =>
  useQuery({
    queryKey: salesReportKeys.list({ call: 'sales', ...f, ...paging }),
    queryFn: () => post<SalesReportAnswer>('/report/sales/list', reportBody({ ...f }, paging)),
    placeholderData: keepPreviousData,
  });

/** POST /report/omzet/list: omzet per day or month (and seller or warehouse). */
export const useOmzetList = (f: SalesReportFilters & { group: OmzetGroup; by: OmzetBy }, paging: Paging) =>
  useQuery({
    queryKey: salesReportKeys.list({ call: 'omzet', ...f, ...paging }),
    queryFn: () => post<OmzetListAnswer>('/report/omzet/list', reportBody({ ...f }, paging)),
    placeholderData: keepPreviousData,
  });

/** POST /report/omzet/summary: the period against the previous period of the same length. */
export const useOmzetSummary = (f: SalesReportFilters) =>
  useQuery({
    queryKey: salesReportKeys.item(`omzet_summary:${JSON.stringify(reportBody({ ...f }))}`),
    queryFn: () => post<OmzetSummaryAnswer>('/report/omzet/summary', reportBody({ ...f })),
    placeholderData: keepPreviousData,
  });

/** POST /report/sales/list_pembelian: approved supplier receipts of the period, or the purchases per product. */
export const usePurchaseReport = <Row>(f: SalesReportFilters & { group: PurchaseGroup; vendor_id?: number | null }, paging: Paging) =>
  useQuery({
    queryKey: salesReportKeys.list({ call: 'pembelian', ...f, ...paging }),
    queryFn: () => post<PurchaseAnswer<Row>>('/report/sales/list_pembelian', reportBody({ ...f }, paging)),
    placeholderData: keepPreviousData,
  });

export type SalesReportExport = 'sales' | 'pembelian' | 'omzet';
const EXPORTS: Record<SalesReportExport, string> = {
  sales: '/report/sales/excel',
  pembelian: '/report/sales/excel_pembelian',
  omzet: '/report/omzet/excel',
};

/** Downloads the report as .xlsx with the page's filters (a big one as a job with progress); answers the file name. */
export const exportSalesReport = (kind: SalesReportExport, f: SalesReportFilters & Record<string, unknown>) =>
  downloadFile('POST', EXPORTS[kind], reportBody(f));
