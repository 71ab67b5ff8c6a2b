import { describe, expect, it } from 'vitest';
import { PAGES } from './page-registry';
import { buildMenu, filterRoutes } from '../lib/route-filter';
import { quickLinks } from '../features/dashboard/dashboard-page';

const superuser = { roles: ['superuser'], privileges: [], group_type: 'superuser' };

describe("dashboard 'Akses Cepat'", () => {
  it('lists each page and each title once, never the dashboard, only pages with a screen', () => {
    const menu = buildMenu(filterRoutes(superuser), false);
    const links = quickLinks(menu, (n) => n in PAGES, 1000);
    expect(links.length).toBeGreaterThan(5);
    expect(new Set(links.map((l) => l.path)).size).toBe(links.length);
    expect(new Set(links.map((l) => l.title)).size).toBe(links.length);
    expect(links.some((l) => l.path === '/dashboard')).toBe(false);
    for (const l of links) expect(PAGES[l.name], l.name).toBeDefined();
    // pages still being prepared (no screen yet) are left out, e.g. Kunjungan › Jadwal Kunjungan
    expect(PAGES).not.toHaveProperty('schedule');
    expect(links.some((l) => l.name === 'schedule')).toBe(false);
    expect(links.some((l) => l.name === 'orderList')).toBe(true);
  });
  it('offers only what the group may open', () => {
    const menu = buildMenu(filterRoutes({ roles: ['SPV Sales'], privileges: [], group_type: 'staff' }), false);
    const names = quickLinks(menu, (n) => n in PAGES, 1000).map((l) => l.name);
    expect(names).toContain('kontak');
    expect(names).not.toContain('users');
  });
  it('keeps to the limit', () => {
    expect(quickLinks(buildMenu(filterRoutes(superuser), false), () => true).length).toBe(24);
  });
});
