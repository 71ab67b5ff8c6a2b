import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { CONFIG_CALLS, type ConfigKey } from '../../../lib/config';
import { configKeys } from '../../../lib/query-keys';

export interface SaveConfigInput {
  key: ConfigKey;
  value: string;
  /** The body field; `config_<key>` unless the call names it otherwise. */
  field?: string;
}

/** POST /config/stored_config_<key> (the paths are listed in CONFIG_CALLS). */
export const saveConfig = ({ key, value, field = `config_${key}` }: SaveConfigInput) => call('POST', CONFIG_CALLS[key].stored, { [field]: value });

export function useSaveConfig() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveConfig, onSuccess: (_env, input) => qc.invalidateQueries({ queryKey: configKeys.detail(input.key) }) });
}
