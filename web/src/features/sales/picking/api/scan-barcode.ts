import { call } from '../../../../api/client';
import type { PackingScanned } from '@bo/contract';

/** What a scan answers (the contract's packingScanned). */
export type ScanAnswer = PackingScanned;

/** POST /shipment/scan_barcode: one scan checked against the order; the page shows the refusal itself (silent). */
export const scanBarcode = (v: { order_id: number; barcode: string; qty?: number }) => call<ScanAnswer>('POST', '/shipment/scan_barcode', v, { silent: true });
