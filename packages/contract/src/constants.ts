/** Business constants of spec-2 §9. */

/** The partner (mitra) API base; the core base is the root (spec-2 §7.0). */
export const MITRA_BASE_PATH = '/api/mitra';
export const REQUEST_TIMEOUT_MS = 50_000;
export const ERROR_TOAST_MS = 5_000;
export const WAREHOUSE_RELOAD_DELAY_MS = 3_000;
export const WAREHOUSE_NOTICE_MS = 2_000;
export const MEMBER_SYNC_POLL_MS = 60_000;
export const CAPTCHA_BADGE_HIDE_MS = 5_000;
export const SELECT_SEARCH = { debounceMs: 200, minChars: 3, optionLimit: 300, visibleLimit: 20, maxHeight: 600 } as const;
export const DISTRICT_SEARCH_MIN_CHARS = 3;
export const WAREHOUSE_FIRST_LOAD = { page: 0, perPage: 20 } as const;
export const STOCK_MUTATION_DEFAULT = { page: 1, perPage: 20 } as const;
export const COMPANY_NAME_DISPLAY_MAX = 15;
export const MENU_SEARCH = {
  threshold: 0.4,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
} as const;
export const DEFAULT_THEME_COLOR = '#828282';
export const SETTINGS_DEFAULT_THEME_COLOR = '#1890ff';
export const THEME_PRESETS = ['#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d', '#828282'] as const;
export const DEFAULT_SITE_TITLE = 'Admin-VirtualOffice';
export const DEFAULT_CONFIG_NAME = 'INVENTORY';
export const DEFAULT_COUNTRY = 'Indonesia';
export const DEFAULT_LAYOUT_SETTINGS = { fixedHeader: true, tagsView: false, showSettings: false, sidebarLogo: true } as const;
export const MOBILE_MAX_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 992;
export const SIDEBAR_WIDTH = 210;
export const CONTEXT_MENU_WIDTH = 105;
export const FILTER_DIALOG_WIDTH = '70%';
export const FILTER_LABEL_WIDTH = 130;
export const SESSION_COOKIE_DAYS = 7;
export const UI_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export const DEFAULT_UI_SIZE = 'medium';
export const SHIPPING_DEFAULTS = { provider: 'hubungiadmin', cod: '0', drop: '0', courierText: 'Mohon Pilih Kurir', cost: 0 } as const;
export const PRODUCT_DEFAULTS = { minStock: 0, barcode: '--', price: '0' } as const;
export const PACKAGE_TYPES: Record<number, string> = {
  1: 'Electronics and gadgets',
  2: 'Clothing',
  3: 'Fragile goods',
  4: 'Documents',
  5: 'Household appliances',
  6: 'Accessories',
  7: 'Others',
  8: 'Valuable documents',
  9: 'Health and beauty equipment',
  10: 'Sports and entertainment equipment',
  11: 'Car and motorbike accessories',
};

/** Session lifetime without activity; an older token answers 50008. */
export const SESSION_IDLE_DAYS = 7;
/** Failed logins before the captcha flag turns on, and before the account locks. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
/** Failed logins from one address within the window before further attempts are refused. */
export const ADDRESS_FAILURE_LIMIT = 20;
export const ADDRESS_WINDOW_MINUTES = 15;
