import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, postJson } from '../../../../api/client';
import { shipmentKeys } from './shipment-keys';

/** POST /shipment/validation_update_status then /shipment/update_status. */
export async function updateShipmentStatus(v: { shipment_id: number; status: string; note?: string }) {
  await post('/shipment/validation_update_status', v);
  return postJson<{ shipment_id: number; status: string }>('/shipment/update_status', v);
}

export function useUpdateShipmentStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateShipmentStatus, onSuccess: () => qc.invalidateQueries({ queryKey: shipmentKeys.all }) });
}
