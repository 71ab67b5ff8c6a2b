import { Button, Card, List, Result, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { getAppName, resetToken, setConnectFlag } from '../../api/token-store';
import { switchCompany, useCompanies } from '../../lib/company';
import { useToken } from '../../lib/session';

/** /connect-to-company: forced while the local flag lc is '1'; pick (or add) a company to continue. */
export function ConnectToCompanyPage() {
  const token = useToken();
  const navigate = useNavigate();
  const companies = useCompanies(!!token);
  if (!token) {
    return <Result status="warning" title="Silakan login terlebih dahulu" extra={<Link to="/login">Masuk</Link>} />;
  }
  const active = getAppName();
  return (
    <div style={{ maxWidth: 560, margin: '48px auto', padding: 16 }}>
      <Card title="Hubungkan ke Perusahaan" className="connect-to-company">
        <p>Pilih perusahaan untuk melanjutkan sesi Anda.</p>
        <List
          loading={companies.isFetching}
          dataSource={companies.data ?? []}
          renderItem={(c) => (
            <List.Item
              actions={[
                c.app_name === active ? (
                  <Button
                    key="go"
                    type="primary"
                    onClick={() => {
                      setConnectFlag(false);
                      navigate('/', { replace: true });
                    }}
                  >
                    Lanjutkan
                  </Button>
                ) : (
                  <Button key="switch" onClick={() => switchCompany(c, active, () => window.location.assign('/'))}>
                    Pilih
                  </Button>
                ),
              ]}
            >
              {c.company_name} <span style={{ color: '#999' }}>({c.app_name})</span>
            </List.Item>
          )}
        />
        <Space style={{ marginTop: 16 }}>
          <Link to="/configure/company/add_company">
            <Button>Tambah Perusahaan</Button>
          </Link>
          <Button
            danger
            onClick={() => {
              setConnectFlag(false);
              resetToken();
              navigate('/login', { replace: true });
            }}
          >
            Keluar
          </Button>
        </Space>
      </Card>
    </div>
  );
}
