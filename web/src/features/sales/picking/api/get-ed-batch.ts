import { useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/client';
import { pickingKeys } from './picking-keys';

export interface EdBatchAnswer {
  order_id: number;
  invoice_number: string;
  source: 'stock' | 'ledger';
  lines: {
    line_id: number;
    product_name: string;
    product_sku: string | null;
    unit_name: string;
    qty_input: number;
    qty_text: string;
    short: number;
    batches: { batch_id: number; batch_no: string | null; expired_date: string | null; qty: number }[];
  }[];
}

/** POST /picking/recomendation_ed_batch: the batches to pick per line, first expiry first. */
export const useEdBatch = (orderId: number | null) =>
  useQuery({
    queryKey: pickingKeys.detail(`ed-${orderId ?? 0}`),
    queryFn: () => post<EdBatchAnswer>('/picking/recomendation_ed_batch', { order_id: orderId ?? 0 }),
    enabled: orderId !== null,
  });
