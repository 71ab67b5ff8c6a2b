import { createQueryKeys } from '../../../../lib/query-keys';

/** Query keys of the shipments (Pengiriman). */
export const shipmentKeys = createQueryKeys('shipment');

/** The answer types come from the contract's schemas (the server checks its answers against them). */
export type { ShipmentDetail, ShipmentOrder, ShipmentRow, TimelineStep } from '@bo/contract';
