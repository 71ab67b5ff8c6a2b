import { useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/client';
import { type SalesOrderDetail, salesOrderKeys } from './sales-order-keys';

/** POST /purchase_order/detail: header, recipient, lines, reserved stock and state history. */
export const getSalesOrder = (id: number) => post<SalesOrderDetail>('/purchase_order/detail', { order_id: id });

export const useSalesOrder = (id: number | null) =>
  useQuery({ queryKey: salesOrderKeys.detail(id ?? 0), queryFn: () => getSalesOrder(id ?? 0), enabled: id !== null });
