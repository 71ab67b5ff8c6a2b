import { RESTRICTED_GROUP_ID } from '@bo/contract';
import { Card, Col, Descriptions, Row, Statistic, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useGeneralConfig } from '../../lib/config';
import { formatDate } from '../../lib/dates';
import { buildMenu, filterRoutes, type MenuEntry } from '../../lib/route-filter';
import { isPartner, useProfile } from '../../lib/session';

function leaves(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children ? leaves(e.children) : [e]));
}

/** /dashboard: a welcome page from the profile (dashboards come in a later issue). */
export function DashboardPage() {
  const p = useProfile();
  const config = useGeneralConfig();
  const links = useMemo(() => leaves(buildMenu(filterRoutes(p))).filter((e) => e.path !== '/dashboard'), [p]);
  return (
    <div className="dashboard-page">
      <Card style={{ marginBottom: 16 }}>
        <h2 style={{ marginTop: 0 }} className="welcome-title">
          Selamat datang, {p.admin_person_full_name || p.name}!
        </h2>
        <div style={{ color: '#888' }}>{formatDate(new Date(), 'dddd, D MMMM YYYY')}</div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Perusahaan" value={p.company_name} valueStyle={{ fontSize: 20 }} />
            <div style={{ color: '#888' }}>{p.app_name}</div>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic
              title="Gudang Aktif"
              value={isPartner(p) ? '-' : p.admin_gudang_active_name || (p.admin_gudang_id_active === 0 ? 'Semua Gudang' : '-')}
              valueStyle={{ fontSize: 20 }}
            />
            <div style={{ color: '#888' }}>
              {p.admin_group_id === RESTRICTED_GROUP_ID ? `${p.access_gudang.length} gudang dapat diakses` : 'Semua gudang dapat diakses'}
            </div>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Peran" value={p.group_name} valueStyle={{ fontSize: 20 }} />
            <div style={{ color: '#888' }}>@{p.admin_username}</div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Akses Cepat">
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {links.slice(0, 24).map((l) => (
                <Link key={l.path} to={l.path}>
                  <Tag style={{ padding: '4px 10px', cursor: 'pointer' }}>{l.title}</Tag>
                </Link>
              ))}
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Informasi Perusahaan">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Nama">{config.data?.config_company || p.company_name}</Descriptions.Item>
              <Descriptions.Item label="Alamat">{config.data?.config_address || '-'}</Descriptions.Item>
              <Descriptions.Item label="Kota">{config.data?.config_city_name || '-'}</Descriptions.Item>
              <Descriptions.Item label="Telepon">{config.data?.config_phone || '-'}</Descriptions.Item>
              <Descriptions.Item label="Email">{config.data?.config_email || '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
