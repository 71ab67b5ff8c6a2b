import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { buildMenu, filterRoutes, landingPath, showsPartnerMenu, tableRoutes } from '../lib/route-filter';
import { useProfile } from '../lib/session';
import { AuthGuard, RootGuard } from './guards';
import { PAGES } from './page-registry';
import { RedirectPage } from './redirect-page';

const lazyPage = (load: () => Promise<React.ComponentType>) => async () => ({ Component: await load() });

function pageRoutes(): RouteObject[] {
  const seen = new Map<string, RouteObject>();
  const all = tableRoutes();
  // leaves (and parents with a page of their own) first, so '/configure' is the portal page
  for (const r of all) {
    const isParent = !!r.children?.length;
    if (isParent && !PAGES[r.name]) continue;
    if (seen.has(r.fullPath)) continue;
    // a registered page wins over redirect404 (productPriceUpdatePrice: a permission with a page of its own)
    if (PAGES[r.name]) seen.set(r.fullPath, { path: r.fullPath, lazy: lazyPage(PAGES[r.name]) });
    else if (r.redirect404) seen.set(r.fullPath, { path: r.fullPath, element: <Navigate to="/404" replace /> });
    else seen.set(r.fullPath, { path: r.fullPath, lazy: lazyPage(() => import('./status-pages').then((m) => m.PlaceholderPage)) });
  }
  // a group path without a page goes to its first child
  for (const r of all) {
    if (!r.children?.length || seen.has(r.fullPath)) continue;
    const first = all.find((c) => c.parent === r.name && !c.hidden);
    if (first) seen.set(r.fullPath, { path: r.fullPath, element: <Navigate to={first.fullPath} replace /> });
  }
  return [...seen.values()];
}

/** '/' leads to /dashboard, or for a group without it (supervisor) to its first permitted page. */
function HomeRedirect() {
  const profile = useProfile();
  return <Navigate to={landingPath(buildMenu(filterRoutes(profile), showsPartnerMenu(profile)))} replace />;
}

const publicPage = (path: string, load: () => Promise<React.ComponentType>): RouteObject => ({ path, lazy: lazyPage(load) });

export const router = createBrowserRouter([
  {
    element: <RootGuard />,
    HydrateFallback: () => null,
    children: [
      publicPage('/login', () => import('../features/auth/login-page').then((m) => m.LoginPage)),
      publicPage('/register', () => import('../features/auth/register-page').then((m) => m.RegisterPage)),
      publicPage('/forgot-password', () => import('../features/auth/password-pages').then((m) => m.ForgotPasswordPage)),
      publicPage('/reset-password', () => import('../features/auth/password-pages').then((m) => m.ResetPasswordPage)),
      publicPage('/auth-redirect', () => import('../features/auth/auth-redirect-page').then((m) => m.AuthRedirectPage)),
      publicPage('/connect-to-company', () => import('../features/company/connect-to-company-page').then((m) => m.ConnectToCompanyPage)),
      publicPage('/configure/company/add_company', () => import('../features/company/add-company-page').then((m) => m.AddCompanyPage)),
      ...['/info', '/info/:id', '/info/:id/*'].map((p) =>
        publicPage(p, () => import('../features/public-invoice/public-invoice-pages').then((m) => m.PublicInfoPage)),
      ),
      ...['/kwitansi', '/kwitansi/:id', '/kwitansi/:id/*'].map((p) =>
        publicPage(p, () => import('../features/public-invoice/public-invoice-pages').then((m) => m.PublicKwitansiPage)),
      ),
      publicPage('/404', () => import('./status-pages').then((m) => m.NotFoundPage)),
      publicPage('/401', () => import('./status-pages').then((m) => m.UnauthorizedPage)),
      {
        element: <AuthGuard />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
            children: [{ path: '/', element: <HomeRedirect /> }, { path: '/redirect/*', element: <RedirectPage /> }, ...pageRoutes()],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
