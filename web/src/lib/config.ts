import { DEFAULT_SITE_TITLE } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import { useToken } from './session';

export interface GeneralConfig {
  config_address: string;
  config_city_name: string;
  config_company: string;
  config_country_name: string;
  config_district_name: string;
  config_favicon: string;
  config_logo: string;
  config_name: string;
  config_phone: string;
  config_email: string;
  config_province_name: string;
}

export interface ConfigEntry {
  configuration_index: string;
  configuration_value: string | null;
}

export const GENERAL_CONFIG_KEY = ['config', 'general'] as const;
export const configKey = (key: string) => ['config', key] as const;

/** GET /config/get_config_general (needs a session). */
export function useGeneralConfig() {
  const token = useToken();
  return useQuery({
    queryKey: [...GENERAL_CONFIG_KEY, token],
    queryFn: () => get<GeneralConfig>('/config/get_config_general', undefined, { silent: true, noLogoutBox: true }),
    enabled: !!token,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * GET /config/get_config_<key>; an empty value counts as '0'. Public settings only (colour, PPN flags,
 * cashier switches…): secrets are answered to holders of their settings page alone (403 otherwise).
 */
export function useConfigValue(key: string, enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...configKey(key), token],
    queryFn: async () => {
      const entry = await get<ConfigEntry | null>(`/config/get_config_${key}`, undefined, { silent: true, noLogoutBox: true });
      return entry?.configuration_value ?? '';
    },
    enabled: !!token && enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function siteTitleOf(config: GeneralConfig | undefined): string {
  return config?.config_name || config?.config_company || DEFAULT_SITE_TITLE;
}

/**
 * The browser-side Google Maps key, for pages that show maps (and the Google Maps settings page);
 * the server answers it only to holders of those pages. Empty when none is set or not allowed.
 */
export function useGoogleMapsKey(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...configKey('google_map_apikey'), 'maps', token],
    queryFn: async () => {
      const entry = await get<ConfigEntry | null>('/config/get_config_google_map_apikey', undefined, { silent: true, noLogoutBox: true });
      const v = entry?.configuration_value ?? '';
      return v === '0' ? '' : v;
    },
    enabled: !!token && enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
