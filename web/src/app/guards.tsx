import { MSG } from '@bo/contract';
import { message } from 'antd';
import NProgress from 'nprogress';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { isConnectFlagOn, resetToken } from '../api/token-store';
import { useProfileQuery, useToken } from '../lib/session';
import { queryClient } from './query-client';
import { resetTags } from './tags-store';

// the loading bar is decoration: nprogress's default role="bar" is not an ARIA role (axe: critical)
NProgress.configure({ showSpinner: false, barSelector: '.bar', template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>' });

/** Public paths that need no login (spec-1 §2). */
export function isPublicPath(path: string): boolean {
  if (path.includes('/info/') || path.includes('/kwitansi/')) return true;
  return [
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/auth-redirect',
    '/404',
    '/401',
    '/connect-to-company',
    '/configure/company/add_company',
  ].includes(path);
}

/** Only same-site paths are followed after login. */
export function safeRedirect(target: string | null): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** Loading bar on navigation (no spinner). */
function NavigationProgress() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (navigation.state !== 'idle') NProgress.start();
    else NProgress.done();
  }, [navigation.state]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar runs on every change of path
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    NProgress.start();
    const t = setTimeout(() => NProgress.done(), 150);
    return () => clearTimeout(t);
  }, [pathname]);
  return null;
}

/** Root guard: logged-in users on /login go to /, the lc flag forces /connect-to-company. */
export function RootGuard() {
  const token = useToken();
  const { pathname, search } = useLocation();
  let redirect: string | null = null;
  if (token) {
    if (pathname === '/login') redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
    else if (isConnectFlagOn() && pathname !== '/connect-to-company') redirect = '/connect-to-company';
  }
  return (
    <>
      <NavigationProgress />
      {redirect ? <Navigate to={redirect} replace /> : <Outlet />}
    </>
  );
}

/** Authenticated area: needs a token and a loaded profile; failures reset the token and go to /login. */
export function AuthGuard() {
  const token = useToken();
  const location = useLocation();
  const profile = useProfileQuery();
  const failed = profile.isError;
  useLayoutEffect(() => {
    if (!failed) return;
    const text = (profile.error as Error | null)?.message || MSG.hasError;
    resetToken();
    resetTags();
    queryClient.removeQueries();
    message.error(text);
  }, [failed, profile.error]);
  useEffect(() => {
    if (profile.isLoading) NProgress.start();
    else NProgress.done();
  }, [profile.isLoading]);
  if (!token || failed) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={back && back !== '/' ? `/login?redirect=${encodeURIComponent(back)}` : '/login'} replace />;
  }
  if (!profile.data) return null;
  return <Outlet />;
}
