import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../../api/client';
import { pickingKeys } from '../../picking/api/picking-keys';
import { shipmentKeys } from './shipment-keys';

export interface ShipmentInput {
  order_ids: number[];
  ekspedisi_id?: number | null;
  kurir?: string;
  shipping_service?: string;
  no_resi?: string;
  shipping_cost?: string | number;
  shipment_date?: string;
  note?: string;
}

/** POST /shipment/validation_add then /shipment/add_stored: the shipment of packed orders (ships them). */
export async function createShipment(v: ShipmentInput) {
  const body = Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null && x !== '')) as Record<string, unknown>;
  await postJson('/shipment/validation_add', body);
  return postJson<{ shipment_id: number; shipment_number: string }>('/shipment/add_stored', body);
}

export function useCreateShipment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: shipmentKeys.all });
      qc.invalidateQueries({ queryKey: pickingKeys.all });
    },
  });
}
