import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postMultipart } from '../../../components/resource/resource-transfer';
import { resourceKeys } from '../../../lib/query-keys';

export interface CourierConfigInput {
  fields: { ekspedisi_id: string; ekspedisi_discount_ongkir: string; ekspedisi_cod: '0' | '1' };
  logo?: File;
}

/** POST /ekspedisi/validation_config, then /ekspedisi/stored_config (multipart, with the logo). */
export async function saveCourierConfig({ fields, logo }: CourierConfigInput) {
  await postMultipart('/ekspedisi/validation_config', fields, { ekspedisi_logo: logo });
  return postMultipart('/ekspedisi/stored_config', fields, { ekspedisi_logo: logo });
}

export function useSaveCourierConfig() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveCourierConfig, onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys('ekspedisi').lists() }) });
}
