import { useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/client';
import { shipmentKeys, type TimelineStep } from './shipment-keys';

/** POST /shipment/info_proses_pengiriman: the shipment's process as a timeline, oldest first. */
export const useShipmentProcess = (id: number | null) =>
  useQuery({
    queryKey: shipmentKeys.item('process', id ?? 0),
    queryFn: () => post<{ timeline: TimelineStep[] }>('/shipment/info_proses_pengiriman', { shipment_id: id ?? 0 }),
    enabled: id !== null,
  });
