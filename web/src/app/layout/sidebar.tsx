import { groupBySection, SIDEBAR_WIDTH } from '@bo/contract';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGeneralConfig } from '../../lib/config';
import type { MenuEntry } from '../../lib/route-filter';
import { settingsStore } from '../settings-store';
import { routeIcon } from '../../components/route-icon';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: MenuEntry[], top = true): Item[] {
  return entries.map((e) =>
    e.children
      ? {
          key: e.key,
          label: e.title,
          icon: top ? routeIcon(e.icon) : undefined,
          children: e.name === 'configure' ? sectionItems(e.children) : toItems(e.children, false),
        }
      : { key: e.key, label: <span data-path={e.path}>{e.title}</span>, icon: top ? routeIcon(e.icon) : undefined },
  );
}

/** Pengaturan's many pages under a few labelled sections (contract SETTINGS_SECTIONS). */
function sectionItems(entries: MenuEntry[]): Item[] {
  return groupBySection(entries).map((g) => ({ type: 'group' as const, key: `section:${g.title}`, label: g.title, children: toItems(g.items, false) }));
}

function findOpenKeys(entries: MenuEntry[], path: string, trail: string[] = []): string[] | null {
  for (const e of entries) {
    if (e.children) {
      const found = findOpenKeys(e.children, path, [...trail, e.key]);
      if (found) return found;
    } else if (e.path === path) return trail;
  }
  return null;
}

/** Sidebar menu (210 px, collapsible) built from the routes the user may see. */
export function Sidebar({ menu, collapsed, onNavigate }: { menu: MenuEntry[]; collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settings = settingsStore.use();
  const config = useGeneralConfig();
  const items = useMemo(() => toItems(menu), [menu]);
  const externals = useMemo(() => {
    const m = new Map<string, MenuEntry>();
    const walk = (list: MenuEntry[]) => {
      for (const e of list) {
        if (e.children) walk(e.children);
        else m.set(e.key, e);
      }
    };
    walk(menu);
    return m;
  }, [menu]);
  const openKeys = useMemo(() => findOpenKeys(menu, pathname) ?? [], [menu, pathname]);
  const name = config.data?.config_name || 'INVENTORY';
  const logo = config.data?.config_logo || '/favicon.svg';
  return (
    <div className="sidebar" style={{ width: collapsed ? 80 : SIDEBAR_WIDTH }}>
      {settings.sidebarLogo ? (
        <div className="sidebar-logo">
          <img src={logo} alt="logo" />
          {collapsed ? null : <span className="sidebar-title">{name}</span>}
        </div>
      ) : null}
      <Menu
        key={collapsed ? 'collapsed' : 'open'}
        theme="dark"
        mode="inline"
        inlineCollapsed={collapsed}
        selectedKeys={[pathname]}
        defaultOpenKeys={collapsed ? [] : openKeys}
        items={items}
        onClick={({ key }) => {
          const entry = externals.get(key);
          if (entry?.external || /^https?:\/\//.test(key)) {
            window.open(entry?.path ?? key, '_blank', 'noopener');
            return;
          }
          navigate(key);
          onNavigate?.();
        }}
      />
    </div>
  );
}
