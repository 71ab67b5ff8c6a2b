import { Button, Result, Space } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { getCompanyName } from '../api/token-store';
import { useProfileQuery, useToken } from '../lib/session';
import { logout } from './logout';
import { pageTitle, STATUS_TITLES } from './page-title';

const AppLayout = lazy(() => import('./layout/app-layout').then((m) => ({ default: m.AppLayout })));

/**
 * A status page with the way back home ('/', which leads to the first permitted page) and, for a
 * logged-in user, Log Out. A logged-in user sees it inside the main layout (menu, navbar).
 */
function StatusResult(props: { status: '403' | '404'; title: string; subTitle: string }) {
  const token = useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(STATUS_TITLES[pathname] ?? props.title, getCompanyName());
  }, [pathname, props.title]);
  return (
    <Result
      {...props}
      className="status-page"
      extra={
        <Space>
          <Link to="/">
            <Button type="primary">Kembali ke Beranda</Button>
          </Link>
          {token ? (
            <Button className="status-logout" onClick={() => void logout(navigate)}>
              Log Out
            </Button>
          ) : null}
        </Space>
      }
    />
  );
}

/** Inside the layout when logged in with a loaded profile; bare otherwise (public route). */
function InLayoutWhenLoggedIn({ children }: { children: ReactNode }) {
  const token = useToken();
  const profile = useProfileQuery();
  if (!token || profile.isError) return children;
  if (!profile.data) return null;
  return (
    <Suspense fallback={null}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}

export function NotFoundPage() {
  return (
    <InLayoutWhenLoggedIn>
      <StatusResult status="404" title="404" subTitle="Maaf, halaman yang Anda cari tidak ditemukan." />
    </InLayoutWhenLoggedIn>
  );
}

export function UnauthorizedPage() {
  return (
    <InLayoutWhenLoggedIn>
      <StatusResult status="403" title="401" subTitle="Anda tidak memiliki akses ke halaman ini." />
    </InLayoutWhenLoggedIn>
  );
}

/** A page of the route table whose screen comes in a later issue. */
export function PlaceholderPage() {
  return (
    <div className="page-card">
      <Result status="info" title="Halaman sedang disiapkan" subTitle="Fitur ini akan tersedia pada pembaruan berikutnya." />
    </div>
  );
}
