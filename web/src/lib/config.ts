import { DEFAULT_SITE_TITLE } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import { useToken } from './session';
import { configKeys } from './query-keys';

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

/** The get/stored pair of each configuration entry, written out so that grep finds every path. */
export const CONFIG_CALLS = {
  show_ppn: { get: '/config/get_config_show_ppn', stored: '/config/stored_config_show_ppn' },
  minus_stock: { get: '/config/get_config_minus_stock', stored: '/config/stored_config_minus_stock' },
  ppn: { get: '/config/get_config_ppn', stored: '/config/stored_config_ppn' },
  note_payment: { get: '/config/get_config_note_payment', stored: '/config/stored_config_note_payment' },
  note_payment_lock: { get: '/config/get_config_note_payment_lock', stored: '/config/stored_config_note_payment_lock' },
  stock_account: { get: '/config/get_config_stock_account', stored: '/config/stored_config_stock_account' },
  color: { get: '/config/get_config_color', stored: '/config/stored_config_color' },
  kasir_discount: { get: '/config/get_config_kasir_discount', stored: '/config/stored_config_kasir_discount' },
  kasir_price_manual: { get: '/config/get_config_kasir_price_manual', stored: '/config/stored_config_kasir_price_manual' },
  kasir_add_customer: { get: '/config/get_config_kasir_add_customer', stored: '/config/stored_config_kasir_add_customer' },
  google_map_apikey: { get: '/config/get_config_google_map_apikey', stored: '/config/stored_config_google_map_apikey' },
  sales_discount_limit: { get: '/config/get_config_sales_discount_limit', stored: '/config/stored_config_sales_discount_limit' },
  approval_self_allowed: { get: '/config/get_config_approval_self_allowed', stored: '/config/stored_config_approval_self_allowed' },
} as const;
export type ConfigKey = keyof typeof CONFIG_CALLS;

export interface ConfigEntry {
  configuration_index: string;
  configuration_value: string | null;
}

/** GET /config/get_config_general (needs a session). */
export function useGeneralConfig() {
  const token = useToken();
  return useQuery({
    queryKey: [...configKeys.detail('general'), token],
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
export function useConfigValue(key: ConfigKey, enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...configKeys.detail(key), token],
    queryFn: async () => {
      const entry = await get<ConfigEntry | null>(CONFIG_CALLS[key].get, undefined, { silent: true, noLogoutBox: true });
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
    queryKey: [...configKeys.detail('google_map_apikey'), 'maps', token],
    queryFn: async () => {
      const entry = await get<ConfigEntry | null>(CONFIG_CALLS.google_map_apikey.get, undefined, { silent: true, noLogoutBox: true });
      const v = entry?.configuration_value ?? '';
      return v === '0' ? '' : v;
    },
    enabled: !!token && enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
