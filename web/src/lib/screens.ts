/**
 * Names of the routes that have a screen of their own, filled by page-registry at start (the others
 * show 'Halaman sedang disiapkan'). A plain set, so a page can ask without importing the registry
 * and its lazy pages.
 */
export const SCREENS = new Set<string>();
