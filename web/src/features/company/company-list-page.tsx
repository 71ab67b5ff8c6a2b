import { Button, Card, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { getAppName } from '../../api/token-store';
import { type Company, switchCompany, useCompanies } from '../../lib/company';
import { useProfile } from '../../lib/session';

/** /configure/company/list: the user's companies with a switch button. */
export function CompanyListPage() {
  const profile = useProfile();
  const companies = useCompanies();
  const active = getAppName() ?? profile.app_name;
  return (
    <Card
      title="Daftar Perusahaan"
      extra={
        <Link to="/configure/company/add_company">
          <Button type="primary">Tambah Perusahaan</Button>
        </Link>
      }
    >
      <Table<Company>
        rowKey="app_name"
        loading={companies.isFetching}
        dataSource={companies.data ?? []}
        pagination={false}
        columns={[
          { title: 'Nama Perusahaan', dataIndex: 'company_name' },
          { title: 'Kode Aplikasi', dataIndex: 'app_name' },
          {
            title: 'Status',
            render: (_, c) =>
              c.app_name === active ? (
                <Tag color="green">Sesi aktif</Tag>
              ) : c.is_active === false || c.is_active === 0 ? (
                <Tag>Nonaktif</Tag>
              ) : (
                <Tag color="blue">Aktif</Tag>
              ),
          },
          {
            title: 'Aksi',
            render: (_, c) => (
              <Space>
                <Button size="small" disabled={c.app_name === active} onClick={() => switchCompany(c, active)}>
                  Pindah Sesi
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
