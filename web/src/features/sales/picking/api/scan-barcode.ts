import { call } from '../../../../api/client';
import type { PickLine } from './picking-keys';

export interface ScanAnswer {
  order_id: number;
  line_id: number;
  product_name: string;
  unit_name: string;
  qty_packed: number;
  qty_ordered: number;
  line_complete: boolean;
  order_complete: boolean;
  lines: PickLine[];
}

/** POST /shipment/scan_barcode: one scan checked against the order; the page shows the refusal itself (silent). */
export const scanBarcode = (v: { order_id: number; barcode: string; qty?: number }) => call<ScanAnswer>('POST', '/shipment/scan_barcode', v, { silent: true });
