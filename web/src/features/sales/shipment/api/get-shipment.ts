import { useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/client';
import { type ShipmentDetail, shipmentKeys } from './shipment-keys';

/** POST /shipment/detail: the shipment, its orders (recipient, lines) and history. */
export const getShipment = (id: number) => post<ShipmentDetail>('/shipment/detail', { shipment_id: id });

export const useShipment = (id: number | null) =>
  useQuery({ queryKey: shipmentKeys.detail(id ?? 0), queryFn: () => getShipment(id ?? 0), enabled: id !== null });
