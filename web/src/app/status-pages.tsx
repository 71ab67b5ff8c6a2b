import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';

/** A status page with the way back home. */
function StatusResult(props: { status: '403' | '404'; title: string; subTitle: string }) {
  return (
    <Result
      {...props}
      extra={
        <Link to="/">
          <Button type="primary">Kembali ke Beranda</Button>
        </Link>
      }
    />
  );
}

export function NotFoundPage() {
  return <StatusResult status="404" title="404" subTitle="Maaf, halaman yang Anda cari tidak ditemukan." />;
}

export function UnauthorizedPage() {
  return <StatusResult status="403" title="401" subTitle="Anda tidak memiliki akses ke halaman ini." />;
}

/** A page of the route table whose screen comes in a later issue. */
export function PlaceholderPage() {
  const { pathname } = useLocation();
  return (
    <div className="page-card">
      <Result status="info" title="Halaman sedang disiapkan" subTitle={`Fitur ${pathname} akan tersedia pada pembaruan berikutnya.`} />
    </div>
  );
}
