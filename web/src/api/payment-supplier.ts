import type { AgeingAnswer, AgeingType, PaymentMultipleSaved, SupplierInvoiceRow, SupplierSummaryAnswer } from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../components/resource/resource-transfer';
import { createQueryKeys } from '../lib/query-keys';
import { useList } from '../lib/use-list';
import { get, post, postJson } from './client';
import { paymentKeys } from './payment';

/**
 * The Tagihan Supplier calls (server/src/modules/payment/supplier-routes.ts): receipts with what is
 * still owed, the supplier summary, the ageing and its Excel; paying is the multi-invoice payment with
 * type supplier (finance_order_multiple_*). A payment refreshes these lists too.
 */
export const supplierInvoiceKeys = createQueryKeys('supplier_invoice');
export type { AgeingAnswer, AgeingRow, AgeingType, SupplierInvoiceRow, SupplierSummaryAnswer, SupplierSummaryRow } from '@bo/contract';

export const useSupplierInvoices = (columnFilters: Record<string, unknown> = {}) =>
  useList<SupplierInvoiceRow>(supplierInvoiceKeys, '/payment/list_supplier_invoice', { perPage: 20, columnFilters });

export const useSupplierSummary = (columnFilters: Record<string, unknown>) =>
  useQuery({
    queryKey: supplierInvoiceKeys.item('summary', columnFilters),
    queryFn: () => post<SupplierSummaryAnswer>('/payment/supplier_summary', { columnFilters }, { silent: true }),
  });

export const useAgeing = (type: AgeingType, date: string) =>
  useQuery({ queryKey: supplierInvoiceKeys.item('ageing', type, date), queryFn: () => get<AgeingAnswer>('/payment/ageing', { type, date }) });

export const exportAgeing = (type: AgeingType, date: string) => downloadFile('POST', '/payment/ageing_excel', { type, date });

/** 'Bayar': one supplier's receipts in one payment awaiting verification (validation, then stored with one Idempotency-Key per press). */
export const useSaveSupplierPayment = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: Record<string, unknown>; key: string }) => {
      await postJson('/payment/finance_order_multiple_validation', body);
      return postJson<PaymentMultipleSaved>('/payment/finance_order_multiple_stored', body, { idempotencyKey: key });
    },
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: supplierInvoiceKeys.all }), qc.invalidateQueries({ queryKey: paymentKeys.all })]),
  });
};
