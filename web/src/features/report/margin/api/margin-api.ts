import type { MarginAnswer } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/client';
import { createQueryKeys } from '../../../../lib/query-keys';

export const marginKeys = createQueryKeys('report_margin');

/** POST /report/margin/list: revenue, cost, margin per group, with totals. */
export const useMargins = (body: Record<string, unknown>) =>
  useQuery({
    queryKey: marginKeys.list({ call: 'list', ...body }),
    queryFn: () => post<MarginAnswer>('/report/margin/list', body),
    placeholderData: keepPreviousData,
  });

/**
 * POST /report/sales/seller_options (Laporan Penjualan's): the sellers with sales in the user's
 * warehouses, for the seller filter; silent, so a group holding this report but not Laporan
 * Penjualan simply gets no filter options.
 */
export const useReportSellers = () =>
  useQuery({
    queryKey: marginKeys.item('seller_options'),
    queryFn: () => post<{ value: number; label: string }[]>('/report/sales/seller_options', {}, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** POST /report/bestseller/category_options: the etalase of the etalase filter (Produk Terlaris, Laba Kotor by product/etalase). */
export const useReportCategories = () =>
  useQuery({
    queryKey: marginKeys.item('category_options'),
    queryFn: () => post<{ value: number; label: string }[]>('/report/bestseller/category_options', {}, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
