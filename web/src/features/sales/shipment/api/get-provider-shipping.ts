import { useQuery } from '@tanstack/react-query';
import { get } from '../../../../api/client';
import { shipmentKeys } from './shipment-keys';

export interface ProviderShipping {
  order_id: number;
  current: {
    ekspedisi_id: number | null;
    kurir: string | null;
    shipping_service: string | null;
    no_resi: string | null;
    shipping_cost: number;
    is_cod: boolean;
  };
  providers: { ekspedisi_id: number; ekspedisi_name: string; ekspedisi_code: string; cod: number }[];
}

/** GET /shipment/provider_shipping?header_id: the couriers of master Ekspedisi for the order. */
export const useProviderShipping = (orderId: number | null) =>
  useQuery({
    queryKey: shipmentKeys.item('provider', orderId ?? 0),
    queryFn: () => get<ProviderShipping>('/shipment/provider_shipping', { header_id: orderId ?? 0 }),
    enabled: orderId !== null,
  });
