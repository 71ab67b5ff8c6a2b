import { useList } from '../../../../lib/use-list';
import { type ShipmentRow, shipmentKeys } from './shipment-keys';

/** POST /shipment/list: one page of the shipments with their filters. */
export const useShipments = (initialFilters: Record<string, unknown>) =>
  useList<ShipmentRow>(shipmentKeys, '/shipment/list', { perPage: 20, columnFilters: initialFilters, sort: { field: 'shipment_id', type: 'desc' } });
