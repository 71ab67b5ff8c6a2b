import type { CashierShiftCurrent, CashierShiftSummary, ProductRow, SalesOrderBody, salesOrderDetail, salesOrderSaved } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post, postJson } from '../../../../api/client';

export type CashierSale = z.infer<typeof salesOrderSaved>;
export type CashierSaleDetail = z.infer<typeof salesOrderDetail>;
export type CashierProduct = Pick<
  ProductRow,
  'product_id' | 'product_name' | 'product_sku' | 'product_barcode' | 'product_price_sale' | 'product_qty' | 'product_satuan_kecil_name'
>;

export const cashierKeys = {
  all: ['cashier'] as const,
  current: () => ['cashier', 'shift-current'] as const,
  payments: () => ['cashier', 'payments'] as const,
};

/** GET /kasir/shift/current: the caller's open session (or null) and the active master shifts. */
export const useCurrentShift = () =>
  useQuery({ queryKey: cashierKeys.current(), queryFn: () => get<CashierShiftCurrent>('/kasir/shift/current', undefined, { silent: true }) });

/** POST /kasir/shift/open. */
export const openShift = (body: { master_shift_id: number; gudang_id: number; opening_cash: number }) => post<{ shift_id: number }>('/kasir/shift/open', body);

/** POST /kasir/shift/close: the counted cash; answers the expected cash and the difference stored. */
export const closeShift = (body: { shift_id: number; closing_cash: number; closing_note?: string }) =>
  post<{ shift_id: number; expected_cash: number; closing_cash: number; cash_difference: number }>('/kasir/shift/close', body);

/** GET /kasir/shift/summary. */
export const shiftSummary = (shiftId: number) => get<CashierShiftSummary>('/kasir/shift/summary', { shift_id: shiftId }, { silent: true });

/** GET /purchase_order/komponen/payment. */
export const usePaymentMethods = () =>
  useQuery({
    queryKey: cashierKeys.payments(),
    queryFn: () =>
      get<{ value: string; label: string; needs_bank: boolean; cashier: boolean; verified: boolean }[]>('/purchase_order/komponen/payment', undefined, {
        silent: true,
      }),
    staleTime: 5 * 60_000,
  });

/** Active variants matching a name, SKU or barcode, searched on the server (never the whole catalogue). */
export async function findProducts(search: string, perPage = 10): Promise<CashierProduct[]> {
  const r = await post<{ data: CashierProduct[] }>('/product_package/product', { columnFilters: { search }, page: 1, perPage }, { silent: true });
  return r.data;
}

/**
 * GET /purchase_order/komponen/price_by_customer: the server's price per small unit for the warehouse,
 * the quantity (wholesale tier) and the chosen member (user: its member type's discount).
 */
export const priceOf = (productId: number, gudangId: number, qty: number, memberId?: number) =>
  get<{ price: number; price_source: string }>(
    '/purchase_order/komponen/price_by_customer',
    { product_id: productId, gudang_id: gudangId, qty, unit: 'kecil', user: memberId },
    { silent: true },
  );

export type CashierSaleBody = Omit<SalesOrderBody, 'is_pos' | 'is_indent' | 'is_ppn_jual' | 'lines'> & {
  is_pos: '1';
  shift_id: number;
  lines: { product_id: number; unit: 'kecil'; qty: number; price?: number; discount_type: 'rupiah'; discount: number }[];
};

/**
 * The cashier sale: /purchase_order/add_stored with is_pos = 1 and the session. `key` is the sale's
 * Idempotency-Key, made when the sale started and sent again on a retry, so a sale retried after a
 * timeout is stored once.
 */
export async function storeSale(body: CashierSaleBody, key: string): Promise<CashierSale> {
  const r = await postJson<CashierSale>('/purchase_order/add_stored', body as unknown as Record<string, unknown>, { idempotencyKey: key });
  return r.data as CashierSale;
}

/** POST /purchase_order/detail: the stored sale for the receipt. */
export const saleDetail = (orderId: number) => post<CashierSaleDetail>('/purchase_order/detail', { order_id: orderId });
