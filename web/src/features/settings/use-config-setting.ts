import { message } from 'antd';
import { type ConfigKey, useConfigValue } from '../../lib/config';
import { useSaveConfig } from './api/save-config';

/** One configuration entry read and saved: its get and stored calls (CONFIG_CALLS), `config_<key>` in the body. */
export function useConfigSetting(key: ConfigKey, field?: string) {
  const query = useConfigValue(key);
  const saveConfig = useSaveConfig();
  const save = async (value: string) => {
    try {
      const env = await saveConfig.mutateAsync({ key, value, field });
      message.success(env.msg || 'Pengaturan berhasil disimpan');
      return true;
    } catch {
      return false;
    }
  };
  return { value: query.data ?? '', loading: query.isLoading, saving: saveConfig.isPending, save, error: query.error };
}
