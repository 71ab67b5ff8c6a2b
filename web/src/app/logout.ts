import { logOut } from '../api/log-out';
import { clearCompany, resetToken } from '../api/token-store';
import { clearAppInfoCookie } from '../lib/cookies';
import { queryClient } from './query-client';
import { resetTags } from './tags-store';

/**
 * GET /account/logout, then clear the session (token, app name, company, app-info cookie, cached
 * queries, tabs) and go to /login (spec-1 §2, §4).
 */
export async function logout(navigate: (to: string) => void) {
  try {
    await logOut();
  } catch {
    // the session is cleared locally either way
  }
  resetToken();
  clearCompany();
  clearAppInfoCookie();
  resetTags();
  queryClient.removeQueries();
  navigate('/login');
}
