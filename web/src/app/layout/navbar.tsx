import { MenuFoldOutlined, MenuUnfoldOutlined, FontSizeOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Breadcrumb, Dropdown } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getAppName } from '../../api/token-store';
import type { MenuEntry } from '../../lib/route-filter';
import { isPartner, type Profile } from '../../lib/session';
import { logout } from '../logout';
import { changeSetting, setSize, sizeStore, sidebarStore, toggleSidebar, type UiSize } from '../settings-store';
import { CompanySwitcher } from './company-switcher';
import { ErrorLog } from './error-log';
import { MenuSearch } from './menu-search';
import { WarehouseDialog } from './warehouse-dialog';

const SIZES: { key: UiSize; label: string }[] = [
  { key: 'default', label: 'Default' },
  { key: 'medium', label: 'Medium' },
  { key: 'small', label: 'Small' },
  { key: 'mini', label: 'Mini' },
];

export function Navbar({ profile, menu, crumbs }: { profile: Profile; menu: MenuEntry[]; crumbs: { title: string; path?: string }[] }) {
  const navigate = useNavigate();
  const { opened, mobile } = sidebarStore.use();
  const size = sizeStore.use();
  const [warehouseOpen, setWarehouseOpen] = useState(false);
  const partner = isPartner(profile);
  const appName = getAppName() ?? profile.app_name;
  const fullName = profile.admin_person_full_name || profile.name;
  return (
    <div className="navbar">
      <span
        className="hamburger"
        style={{ fontSize: 18, cursor: 'pointer' }}
        onClick={() => toggleSidebar()}
        role="button"
        tabIndex={0}
        aria-label="Buka/tutup menu"
      >
        {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </span>
      <Breadcrumb
        className="app-breadcrumb hide-mobile"
        items={[
          {
            title: (
              <Link to="/">
                <HomeOutlined />
              </Link>
            ),
          },
          ...crumbs.map((c, i) => ({ title: c.path && i < crumbs.length - 1 ? <Link to={c.path}>{c.title}</Link> : c.title })),
        ]}
      />
      <div className="navbar-right">
        <MenuSearch menu={menu} />
        <ErrorLog />
        {partner ? null : (
          <span className="warehouse-button hide-mobile" style={{ cursor: 'pointer' }} onClick={() => setWarehouseOpen(true)} role="button" tabIndex={0}>
            Gudang: <b>{profile.admin_gudang_active_name || (profile.admin_gudang_id_active === 0 ? 'Semua Gudang' : '-')}</b>
          </span>
        )}
        <span className="navbar-company">
          <CompanySwitcher appName={appName} companyName={profile.company_name} />
        </span>
        <Dropdown
          trigger={['click']}
          menu={{ selectedKeys: [size], items: SIZES.map((s) => ({ key: s.key, label: s.label })), onClick: ({ key }) => setSize(key as UiSize) }}
        >
          <FontSizeOutlined className="size-picker" style={{ fontSize: 18, cursor: 'pointer' }} title="Ukuran" />
        </Dropdown>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'greeting', label: <b>Halo, {fullName}</b>, disabled: true },
              { key: 'user', label: `${profile.admin_username} (${profile.group_name})`, disabled: true },
              { key: 'company', label: `Perusahaan: ${profile.company_name}`, disabled: true },
              { key: 'warehouse', label: `Gudang: ${profile.admin_gudang_active_name || '-'}`, disabled: true },
              { type: 'divider' },
              // narrow screens: the warehouse switch and the right panel live here (no room in the bar; no gear over inputs)
              ...(mobile
                ? [
                    ...(partner ? [] : [{ key: 'mobile-warehouse', label: <span className="mobile-warehouse">Ganti Gudang</span> }]),
                    { key: 'mobile-settings', label: <span className="mobile-settings">Pengaturan Tampilan</span> },
                    { type: 'divider' as const },
                  ]
                : []),
              { key: '/me', label: 'Profile' },
              { key: '/user/settings', label: 'Settings' },
              { type: 'divider' },
              { key: 'logout', label: <span className="logout-item">Log Out</span> },
            ],
            onClick: ({ key }) => {
              if (key === 'logout') void logout(navigate);
              else if (key === 'mobile-warehouse') setWarehouseOpen(true);
              else if (key === 'mobile-settings') changeSetting('showSettings', true);
              else navigate(key);
            },
          }}
        >
          <span className="avatar-wrapper" style={{ cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <Avatar size="small" src={profile.avatar || undefined} icon={<UserOutlined />} />
            <span className="hide-mobile">{profile.admin_username}</span>
          </span>
        </Dropdown>
      </div>
      {partner ? null : <WarehouseDialog open={warehouseOpen} onClose={() => setWarehouseOpen(false)} profile={profile} />}
    </div>
  );
}
