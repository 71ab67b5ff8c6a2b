/** The two cookies of spec-1 §3: 'app-info' (JSON user info, 7 days) and the theme colour. */
export const APP_INFO_COOKIE = 'app-info';
export const THEME_COOKIE = 'theme';
export const APP_INFO_DAYS = 7;

function writeCookie(text: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: two small cookies of spec-1 §3; the Cookie Store API is missing in Firefox and Safari
  document.cookie = text;
}

export function setCookie(name: string, value: string, days?: number) {
  const expires = days === undefined ? '' : `; expires=${new Date(Date.now() + days * 86_400_000).toUTCString()}`;
  writeCookie(`${name}=${encodeURIComponent(value)}${expires}; path=/; SameSite=Lax`);
}

export function getCookie(name: string): string | null {
  for (const part of document.cookie.split('; ')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i) === name) return decodeURIComponent(part.slice(i + 1));
  }
  return null;
}

export function removeCookie(name: string) {
  writeCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
}

/** Who is logged in, for 7 days: no token or other secret, only what the navbar shows. */
export interface AppInfo {
  username: string;
  name: string;
  group_name: string;
  app_name: string;
  company_name: string;
}

export function writeAppInfoCookie(info: AppInfo) {
  setCookie(APP_INFO_COOKIE, JSON.stringify(info), APP_INFO_DAYS);
}

export function readAppInfoCookie(): AppInfo | null {
  const raw = getCookie(APP_INFO_COOKIE);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as AppInfo;
  } catch {
    return null;
  }
}

export const clearAppInfoCookie = () => removeCookie(APP_INFO_COOKIE);

/** The chosen theme colour (spec-1 §3 theme cookie); only strings are accepted (§5). */
export function writeThemeCookie(color: unknown) {
  if (typeof color === 'string' && color) setCookie(THEME_COOKIE, color, 365);
}

export const readThemeCookie = () => getCookie(THEME_COOKIE);
