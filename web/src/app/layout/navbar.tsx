import { MenuFoldOutlined, MenuUnfoldOutlined, FontSizeOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Breadcrumb, Dropdown } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { get } from '../../api/client';
import { getAppName, resetToken } from '../../api/token-store';
import type { MenuEntry } from '../../lib/route-filter';
import { isPartner, type Profile } from '../../lib/session';
import { queryClient } from '../query-client';
import { setSize, sizeStore, sidebarStore, toggleSidebar, type UiSize } from '../settings-store';
import { resetTags } from '../tags-store';
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

/** GET /account/logout, then clear the session and go to /login. */
export async function logout(navigate: (to: string) => void) {
  try {
    await get('/account/logout', undefined, { silent: true, noLogoutBox: true });
  } catch {
    // the session is cleared locally either way
  }
  resetToken();
  resetTags();
  queryClient.removeQueries();
  navigate('/login');
}

export function Navbar({ profile, menu, crumbs }: { profile: Profile; menu: MenuEntry[]; crumbs: { title: string; path?: string }[] }) {
  const navigate = useNavigate();
  const { opened } = sidebarStore.use();
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
              <Link to="/dashboard">
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
        <span className="hide-mobile">
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
              { key: '/me', label: 'Profile' },
              { key: '/user/settings', label: 'Settings' },
              { type: 'divider' },
              { key: 'logout', label: <span className="logout-item">Log Out</span> },
            ],
            onClick: ({ key }) => {
              if (key === 'logout') void logout(navigate);
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
