import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="Maaf, halaman yang Anda cari tidak ditemukan."
      extra={
        <Link to="/">
          <Button type="primary">Kembali ke Beranda</Button>
        </Link>
      }
    />
  );
}

export function UnauthorizedPage() {
  return (
    <Result
      status="403"
      title="401"
      subTitle="Anda tidak memiliki akses ke halaman ini."
      extra={
        <Link to="/">
          <Button type="primary">Kembali ke Beranda</Button>
        </Link>
      }
    />
  );
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
