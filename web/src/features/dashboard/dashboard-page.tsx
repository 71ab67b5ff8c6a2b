import { RESTRICTED_GROUP_ID } from '@bo/contract';
import { Card, Col, Descriptions, Row, Statistic, Tag } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { SCREENS } from '../../lib/screens';
import { useGeneralConfig } from '../../lib/config';
import { formatDate } from '../../lib/dates';
import { buildMenu, filterRoutes, type MenuEntry, showsPartnerMenu } from '../../lib/route-filter';
import { isPartner, useProfile } from '../../lib/session';

/**
 * 'Akses Cepat': the menu pages that work for this user, in menu order: permitted (the menu is built
 * from the permitted routes), with a screen (not a page still being prepared), not the dashboard
 * itself, each page once and each title once.
 */
export function quickLinks(menu: MenuEntry[], hasPage: (name: string) => boolean, limit = 24): MenuEntry[] {
  const seenPath = new Set<string>();
  const seenTitle = new Set<string>();
  const out: MenuEntry[] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const e of entries) {
      if (e.children) {
        walk(e.children);
        continue;
      }
      if (e.external || e.path === '/dashboard' || !hasPage(e.name)) continue;
      if (seenPath.has(e.path) || seenTitle.has(e.title)) continue;
      seenPath.add(e.path);
      seenTitle.add(e.title);
      out.push(e);
    }
  };
  walk(menu);
  return out.slice(0, limit);
}

/** /dashboard: a welcome page from the profile (dashboards come in a later issue). */
export function DashboardPage() {
  const p = useProfile();
  const config = useGeneralConfig();
  const links = useMemo(() => quickLinks(buildMenu(filterRoutes(p), showsPartnerMenu(p)), (name) => SCREENS.has(name)), [p]);
  return (
    <div className="dashboard-page">
      <Card style={{ marginBottom: 16 }}>
        <h2 style={{ marginTop: 0 }} className="welcome-title">
          Selamat datang, {p.admin_person_full_name || p.name}!
        </h2>
        <div style={{ color: '#595959' }}>{formatDate(new Date(), 'dddd, D MMMM YYYY')}</div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Perusahaan" value={p.company_name} valueStyle={{ fontSize: 20 }} />
            <div style={{ color: '#595959' }}>{p.app_name}</div>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic
              title="Gudang Aktif"
              value={isPartner(p) ? '-' : p.admin_gudang_active_name || (p.admin_gudang_id_active === 0 ? 'Semua Gudang' : '-')}
              valueStyle={{ fontSize: 20 }}
            />
            <div style={{ color: '#595959' }}>
              {p.admin_group_id === RESTRICTED_GROUP_ID ? `${p.access_gudang.length} gudang dapat diakses` : 'Semua gudang dapat diakses'}
            </div>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Peran" value={p.group_name} valueStyle={{ fontSize: 20 }} />
            <div style={{ color: '#595959' }}>@{p.admin_username}</div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Akses Cepat" className="quick-links">
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {links.map((l) => (
                <Link key={l.path} to={l.path} className="quick-link">
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
