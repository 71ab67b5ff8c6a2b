import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import type { GeneralConfig } from '../../../lib/config';
import { configKeys } from '../../../lib/query-keys';

/** POST /config/stored_config_general: name, company, contact, address, logo and favicon. */
export const saveGeneralConfig = (input: GeneralConfig) => call('POST', '/config/stored_config_general', { ...input });

export function useSaveGeneralConfig() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveGeneralConfig, onSuccess: () => qc.invalidateQueries({ queryKey: configKeys.detail('general') }) });
}
