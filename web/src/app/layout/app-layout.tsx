import { DESKTOP_MIN_WIDTH, SIDEBAR_WIDTH } from '@bo/contract';
import { Drawer, Layout } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { siteTitleOf, useConfigValue, useGeneralConfig } from '../../lib/config';
import { writeAppInfoCookie, writeThemeCookie } from '../../lib/cookies';
import { buildMenu, filterRoutes, flattenPermitted, showsPartnerMenu, tableRoutes } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';
import { pageTitle, STATUS_TITLES } from '../page-title';
import { settingsStore, sidebarStore, toggleSidebar } from '../settings-store';
import { addView, tagsStore } from '../tags-store';
import { Navbar } from './navbar';
import { SettingsPanel } from './settings-panel';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';

const ALL_TABLE_ROUTES = tableRoutes();

function useResponsive() {
  useEffect(() => {
    const onResize = () => {
      const mobile = window.innerWidth < DESKTOP_MIN_WIDTH;
      const s = sidebarStore.get();
      if (mobile !== s.mobile) sidebarStore.set({ mobile, opened: mobile ? false : localStorage.getItem('sidebarStatus') !== '0' });
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
}

/** The main layout: sidebar, navbar, tags view, settings panel, page outlet keyed by path (or `children`: the status pages). */
export function AppLayout({ children }: { children?: ReactNode } = {}) {
  const profile = useProfile();
  const location = useLocation();
  const settings = settingsStore.use();
  const { opened, mobile } = sidebarStore.use();
  const { refreshKeys } = tagsStore.use();
  const config = useGeneralConfig();
  const storedColor = useConfigValue('color');
  useResponsive();

  const permitted = useMemo(() => filterRoutes(profile), [profile]);
  const menu = useMemo(() => buildMenu(permitted, showsPartnerMenu(profile)), [permitted, profile]);
  const permittedNames = useMemo(() => new Set(flattenPermitted(permitted).map((r) => r.name)), [permitted]);

  const current = useMemo(() => {
    const candidates = ALL_TABLE_ROUTES.filter((r) => matchPath({ path: r.fullPath, end: true }, location.pathname));
    // prefer a leaf over a group sharing the same path (/configure)
    return candidates.find((r) => !r.children?.length) ?? candidates[0];
  }, [location.pathname]);

  const crumbs = useMemo(() => {
    if (!current) return [];
    const chain: { title: string; path?: string }[] = [];
    let r: (typeof ALL_TABLE_ROUTES)[number] | undefined = current;
    while (r) {
      // a group titled like its page (Kontak › Kontak, Pengaturan › Pengaturan) shows once
      if (chain[0]?.title !== r.title) chain.unshift({ title: r.title, path: r.children?.length ? undefined : r.fullPath });
      const parentName: string | undefined = r.parent;
      r = parentName ? ALL_TABLE_ROUTES.find((p) => p.name === parentName) : undefined;
    }
    return chain;
  }, [current]);

  const siteTitle = siteTitleOf(config.data);
  useEffect(() => {
    // every path sets its own title, so a redirect never leaves the previous page's
    document.title = pageTitle(current?.title ?? STATUS_TITLES[location.pathname], profile.company_name, siteTitle);
  }, [current, location.pathname, profile.company_name, siteTitle]);
  // 'app-info' cookie (spec-1 §3): who is logged in, for 7 days
  useEffect(() => {
    writeAppInfoCookie({
      username: profile.admin_username,
      name: profile.admin_person_full_name || profile.name,
      group_name: profile.group_name,
      app_name: profile.app_name,
      company_name: profile.company_name,
    });
  }, [profile]);
  // theme cookie (spec-1 §3): the colour chosen in the settings panel, else the stored one
  useEffect(() => writeThemeCookie(settings.themeColor ?? storedColor.data), [settings.themeColor, storedColor.data]);
  useEffect(() => {
    const fav = config.data?.config_favicon;
    if (!fav) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = fav;
  }, [config.data?.config_favicon]);

  // affixed tabs first, then the visited page
  useEffect(() => {
    for (const r of ALL_TABLE_ROUTES) if (r.affix && permittedNames.has(r.name)) addView({ path: r.fullPath, title: r.title, affix: true });
  }, [permittedNames]);
  useEffect(() => {
    if (current && !location.pathname.startsWith('/redirect')) addView({ path: location.pathname, title: current.title });
  }, [current, location.pathname]);

  // the sidebar closes on route change in the mobile layout
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path
  useEffect(() => {
    if (sidebarStore.get().mobile && sidebarStore.get().opened) toggleSidebar(false);
  }, [location.pathname]);

  if (current && !permittedNames.has(current.name)) return <Navigate to="/401" replace />;

  const collapsed = !opened;
  const sider = mobile ? (
    <Drawer
      open={opened}
      placement="left"
      size={SIDEBAR_WIDTH}
      onClose={() => toggleSidebar(false)}
      closable={false}
      styles={{ body: { padding: 0, background: '#001529' } }}
    >
      <Sidebar menu={menu} collapsed={false} onNavigate={() => toggleSidebar(false)} />
    </Drawer>
  ) : (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsed={collapsed}
      collapsedWidth={80}
      trigger={null}
      style={{ height: '100vh', position: 'fixed', left: 0, top: 0, bottom: 0, overflowY: 'auto', zIndex: 10 }}
      className="app-sider"
    >
      <Sidebar menu={menu} collapsed={collapsed} />
    </Layout.Sider>
  );
  const offset = mobile ? 0 : collapsed ? 80 : SIDEBAR_WIDTH;
  const pageKey = `${location.pathname}#${refreshKeys[location.pathname] ?? 0}`;
  return (
    <Layout style={{ minHeight: '100vh' }} className={mobile ? 'layout-mobile' : 'layout-desktop'}>
      {sider}
      <Layout style={{ marginLeft: offset, transition: 'margin-left 0.2s' }}>
        <div className="app-header" style={settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 9 } : undefined}>
          <Navbar profile={profile} menu={menu} crumbs={crumbs} />
          {settings.tagsView ? <TagsView /> : null}
        </div>
        <Layout.Content className="app-main">{children ?? <Outlet key={pageKey} />}</Layout.Content>
      </Layout>
      <SettingsPanel />
    </Layout>
  );
}
