import { DEFAULT_CONFIG_NAME, DEFAULT_COUNTRY, DEFAULT_THEME_COLOR } from '@bo/contract';

/** The on/off and value configs of spec-2 §7.2; each has a get and a stored call. */
export const SIMPLE_CONFIG_KEYS = [
  'show_ppn',
  'minus_stock',
  'ppn',
  'note_payment',
  'note_payment_lock',
  'stock_account',
  'color',
  'kasir_discount',
  'kasir_price_manual',
  'kasir_add_customer',
  'google_map_apikey',
  'sales_discount_limit',
  'approval_self_allowed',
] as const;
export type SimpleConfigKey = (typeof SIMPLE_CONFIG_KEYS)[number];

/** Web configuration fields read and written by get/stored_config_general. */
export const GENERAL_CONFIG_FIELDS = [
  'config_address',
  'config_city_name',
  'config_company',
  'config_country_name',
  'config_district_name',
  'config_favicon',
  'config_logo',
  'config_name',
  'config_phone',
  'config_email',
  'config_province_name',
] as const;
export type GeneralConfigField = (typeof GENERAL_CONFIG_FIELDS)[number];

/**
 * Pages of the route-role table that draw maps (field-sales visits with their locations): their
 * holders may read the browser-side Google Maps key; everyone else gets 403.
 */
export const MAP_PAGES = [
  'schedule',
  'mySchedule',
  'myScheduleDetail',
  'myScheduleActivity',
  'scheduleDaily',
  'scheduleByCustomer',
  'reportScheduleSales',
] as const;

/** Secrets, read only by holders of their settings page (the server key: never, only whether it is set). */
export const PAYMENT_CONFIG_FIELDS = [
  'midtrans_merchant_id',
  'midtrans_client_key',
  'midtrans_server_key',
  'midtrans_is_production',
  'midtrans_is_active',
] as const;

/** Values a new company starts with; any config not stored reads as '0'. */
export function defaultConfigs(companyName: string): Record<string, string> {
  return {
    color: DEFAULT_THEME_COLOR,
    ppn: '11',
    config_company: companyName,
    config_name: DEFAULT_CONFIG_NAME,
    config_country_name: DEFAULT_COUNTRY,
    // SELF_APPROVAL_CONFIG: the creator of a receipt, transfer, return or contact may not approve it.
    approval_self_allowed: '0',
  };
}
