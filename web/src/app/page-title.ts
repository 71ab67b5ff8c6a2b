import { DEFAULT_SITE_TITLE } from '@bo/contract';

/** Titles of the status pages, so a redirect to them never leaves the previous page's title. */
export const STATUS_TITLES: Record<string, string> = { '/401': 'Akses Ditolak', '/404': 'Halaman Tidak Ditemukan' };

/**
 * '{page title} - {site title}' of spec-1 §2: the site title is the active company's name, else the
 * configured site name, else 'Admin-VirtualOffice'.
 */
export function pageTitle(title: string | undefined, companyName: string | null | undefined, siteTitle: string = DEFAULT_SITE_TITLE): string {
  const site = companyName?.trim() || siteTitle || DEFAULT_SITE_TITLE;
  return title ? `${title} - ${site}` : site;
}
