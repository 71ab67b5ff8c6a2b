import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../api/client';
import { salesOrderKeys } from './sales-order-keys';

/** GET /purchase_order/generate_invoice_number: the number the next order would get (the PPN series with is_ppn_jual), none taken. */
export const useInvoiceNumberPreview = (isPpnJual: boolean, orderDate: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: salesOrderKeys.item('invoice-number', isPpnJual, orderDate),
    queryFn: () =>
      get<{ invoice_number: string; is_ppn_jual: number }>(
        '/purchase_order/generate_invoice_number',
        { is_ppn_jual: isPpnJual ? 1 : 0, order_date: orderDate },
        { silent: true },
      ),
    enabled,
  });
