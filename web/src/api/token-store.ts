/** Session values persisted in localStorage; a tiny store so React can subscribe to changes. */
const KEYS = {
  token: 'token',
  appName: 'app_name',
  companyName: 'company_name',
  failedLogin: 'failed_login_count',
  popup: 'popup',
  lc: 'lc',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode): the session lives only in memory then
  }
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit() {
  for (const l of listeners) l();
}

export const getToken = () => read(KEYS.token);
export const getAppName = () => read(KEYS.appName);
export const getCompanyName = () => read(KEYS.companyName);
export const isConnectFlagOn = () => read(KEYS.lc) === '1';

export function setConnectFlag(on: boolean) {
  write(KEYS.lc, on ? '1' : null);
  emit();
}

/** Stores a fresh login; resets the failed-login count and the popup flag (spec-1 §4). */
export function setSession(s: { token: string; appName?: string | null; companyName?: string | null; tokenApp?: string; tokenCore?: string }) {
  write(KEYS.token, s.token);
  if (s.appName) write(KEYS.appName, s.appName);
  if (s.companyName) write(KEYS.companyName, s.companyName);
  if (s.tokenApp) write('token_app', s.tokenApp);
  if (s.tokenCore) write('token_core', s.tokenCore);
  write(KEYS.failedLogin, '0');
  write(KEYS.popup, null);
  emit();
}

/** Logout or token reset: clears the token and everything derived from it. */
export function resetToken() {
  write(KEYS.token, null);
  write('token_app', null);
  write('token_core', null);
  emit();
}

/** Log out: the app name and company of the ended session go too (spec-1 §4). */
export function clearCompany() {
  write(KEYS.appName, null);
  write(KEYS.companyName, null);
  emit();
}

export function getFailedLoginCount(): number {
  return Number.parseInt(read(KEYS.failedLogin) ?? '0', 10) || 0;
}

export function incrementFailedLogin(): number {
  const next = getFailedLoginCount() + 1;
  write(KEYS.failedLogin, String(next));
  return next;
}
