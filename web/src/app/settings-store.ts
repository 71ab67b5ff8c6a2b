import { DEFAULT_LAYOUT_SETTINGS, DEFAULT_UI_SIZE } from '@bo/contract';
import { createStore } from './create-store';

export type UiSize = 'default' | 'medium' | 'small' | 'mini';

export interface LayoutSettings {
  fixedHeader: boolean;
  tagsView: boolean;
  showSettings: boolean;
  sidebarLogo: boolean;
  /** Chosen in the settings panel; null means the stored colour configuration. */
  themeColor: string | null;
}

const SETTINGS_KEY = 'layout-settings';
const SIDEBAR_KEY = 'sidebarStatus';
const SIZE_KEY = 'size';

function load<T>(key: string, fallback: T, parse: (s: string) => T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : parse(raw);
  } catch {
    return fallback;
  }
}

function save(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // ignore
  }
}

export const settingsStore = createStore<LayoutSettings>({
  ...DEFAULT_LAYOUT_SETTINGS,
  themeColor: null,
  ...load(SETTINGS_KEY, {}, (s) => JSON.parse(s) as Partial<LayoutSettings>),
  showSettings: false,
});

export function changeSetting<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) {
  settingsStore.set((s) => ({ ...s, [key]: value }));
  const { showSettings: _, ...persisted } = settingsStore.get();
  save(SETTINGS_KEY, JSON.stringify(persisted));
}

/** Sidebar open state, remembered as '1'/'0' (default open). */
export const sidebarStore = createStore<{ opened: boolean; mobile: boolean }>({
  opened: load(SIDEBAR_KEY, true, (s) => s !== '0'),
  mobile: typeof window !== 'undefined' && window.innerWidth < 992,
});

export function toggleSidebar(force?: boolean) {
  const { opened, mobile } = sidebarStore.get();
  const next = force ?? !opened;
  sidebarStore.set({ opened: next, mobile });
  if (!mobile) save(SIDEBAR_KEY, next ? '1' : '0');
}

export const sizeStore = createStore<UiSize>(load(SIZE_KEY, DEFAULT_UI_SIZE as UiSize, (s) => s as UiSize));

export function setSize(size: UiSize) {
  sizeStore.set(size);
  save(SIZE_KEY, size);
}
