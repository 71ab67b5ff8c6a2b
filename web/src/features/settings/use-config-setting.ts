import { useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { configKey, useConfigValue } from '../../lib/config';

/** One configuration entry: GET /config/get_config_<key>, POST /config/stored_config_<key> with config_<field>. */
export function useConfigSetting(key: string, field = `config_${key}`) {
  const query = useConfigValue(key);
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const save = async (value: string) => {
    setSaving(true);
    try {
      const env = await call('POST', `/config/stored_config_${key}`, { [field]: value });
      message.success(env.msg || 'Pengaturan berhasil disimpan');
      await qc.invalidateQueries({ queryKey: configKey(key) });
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { value: query.data ?? '', loading: query.isLoading, saving, save, error: query.error };
}
