import { ROLE, type RouteDef } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { buildMenu, filterRoutes, flattenPermitted, landingPath, type MenuEntry, mayUse, menuLeaves, showsPartnerMenu } from './route-filter';

const staff = (role: string, privileges: string[] = []) => ({ roles: [role], group_type: role === ROLE.sales ? 'mitra' : 'staff', privileges });
const names = (profile: Parameters<typeof filterRoutes>[0]) => new Set(flattenPermitted(filterRoutes(profile)).map((r) => r.name));
const topTitles = (profile: Parameters<typeof filterRoutes>[0]) => buildMenu(filterRoutes(profile)).map((e: MenuEntry) => e.title);

describe('route filtering of spec-1 §6', () => {
  it('a superuser group with no privileges gets every route', () => {
    const n = names({ roles: ['superuser'], group_type: 'superuser', privileges: [] });
    for (const name of ['dashboard', 'bank', 'users', 'groups', 'offlineSales', 'schedule', 'inventoryPortal', 'portalPengaturan'])
      expect(n.has(name)).toBe(true);
  });

  it('a superuser group gets only routes named in its privileges; empty parents disappear', () => {
    const n = names({ roles: ['superuser'], group_type: 'superuser', privileges: ['users', 'bank', 'latestStock'] });
    expect(n.has('users')).toBe(true);
    expect(n.has('configure')).toBe(true);
    expect(n.has('groups')).toBe(false);
    expect(n.has('bank')).toBe(true);
    expect(n.has('latestStock')).toBe(true);
    expect(n.has('stockOpname')).toBe(false);
    expect(n.has('sale')).toBe(false);
    expect(n.has('offlineSales')).toBe(false);
  });

  it("a roles list containing 'admin' gets only what the server allows (departure from the original client)", () => {
    const n = names(staff(ROLE.admin));
    for (const no of ['users', 'groups', 'divisi', 'kontak', 'supplierData', 'masterMemberType', 'categoryData', 'schedule']) expect(n.has(no), no).toBe(false);
    for (const yes of ['dashboard', 'bank', 'edList', 'orderList', 'reportRatioSourceLeads', 'broadcast', 'masterKemasan']) expect(n.has(yes), yes).toBe(true);
  });

  it('every permitted route of every seeded group is one the server guard (canAccess) allows', () => {
    for (const role of Object.values(ROLE)) {
      const p = role === ROLE.superuser ? { roles: [role], group_type: 'superuser', privileges: [] } : staff(role);
      for (const r of flattenPermitted(filterRoutes(p))) if (!r.children?.length) expect(mayUse(p, r.name), `${role} ${r.name}`).toBe(true);
    }
  });

  it('landing page: /dashboard when permitted, else the first permitted page (supervisor: stock adjustment)', () => {
    expect(landingPath(buildMenu(filterRoutes(staff(ROLE.adminWhs))))).toBe('/dashboard');
    expect(landingPath(buildMenu(filterRoutes(staff(ROLE.supervisor))))).toBe('/inventory/stokadjustment');
    expect(landingPath([])).toBe('/me');
  });

  it("a superuser's menu shows one 'Pemesanan'; the partner keeps its own", () => {
    const su = { roles: ['superuser'], group_type: 'superuser', privileges: [] };
    const count = (entries: MenuEntry[]) =>
      menuLeaves(entries).filter((e) => e.title === 'Pemesanan').length + entries.filter((e) => e.title === 'Pemesanan').length;
    expect(count(buildMenu(filterRoutes(su), showsPartnerMenu(su)))).toBe(1);
    const partner = { ...staff(ROLE.sales), mitra_data: {} };
    expect(showsPartnerMenu(partner)).toBe(true);
    expect(menuLeaves(buildMenu(filterRoutes(partner), true)).some((e) => e.name === 'indexSales')).toBe(true);
  });

  it('Admin WHS sees its areas and not configuration, contacts or payments', () => {
    const n = names(staff(ROLE.adminWhs));
    for (const yes of [
      'dashboard',
      'bank',
      'product',
      'latestStock',
      'edList',
      'stockOpname',
      'stockTransfer',
      'returPabrik',
      'masterWarehouse',
      'orderList',
      'purchaseOrder',
      'masterKemasan',
      'categoryData',
    ])
      expect(n.has(yes), yes).toBe(true);
    for (const no of ['stockAdjustment', 'inventoryPortal', 'kontak', 'verificationPayment', 'users', 'groups', 'schedule', 'reportSales', 'supplierData'])
      expect(n.has(no), no).toBe(false);
  });

  it('SPV Finance sees payments, purchasing, sales reports, supplier; no products or contacts', () => {
    const n = names(staff(ROLE.spvFinance));
    for (const yes of [
      'verificationPayment',
      'verificationCod',
      'purchaseOrder',
      'reportSales',
      'reportOmzet',
      'reportSummarySale',
      'stockOpname',
      'stockTransfer',
      'supplierData',
      'orderList',
    ])
      expect(n.has(yes), yes).toBe(true);
    for (const no of ['product', 'kontak', 'edList', 'stockAdjustment', 'users', 'reportRatioSourceLeads', 'reportSummaryCustomer', 'categoryData'])
      expect(n.has(no), no).toBe(false);
  });

  it('a Sales partner sees profile, dashboard, Pemesanan and the company list only', () => {
    expect(topTitles(staff(ROLE.sales))).toEqual(['Profil', 'Beranda', 'Pemesanan', 'Pengaturan']);
    const n = names(staff(ROLE.sales));
    expect(n.has('indexSales')).toBe(true);
    expect(n.has('bank')).toBe(false);
    expect(n.has('listCompanyPage')).toBe(true);
    expect(n.has('users')).toBe(false);
    expect(n.has('orderList')).toBe(false);
  });

  it('supervisor gets stock adjustment (a child role wider than its parent, as the server decides)', () => {
    const n = names(staff(ROLE.supervisor));
    expect(n.has('stockAdjustment')).toBe(true);
    expect(n.has('latestStock')).toBe(false);
    expect(n.has('profile')).toBe(true);
  });

  it('explicit privileges widen a staff group', () => {
    expect(names(staff(ROLE.adminWhs, ['stockAdjustment'])).has('stockAdjustment')).toBe(true);
  });

  it('contact and offline-sales rows of the table', () => {
    expect(names(staff(ROLE.spvSales)).has('kontak')).toBe(true);
    expect(names(staff(ROLE.spvWhs)).has('kontak')).toBe(false);
    expect(names(staff(ROLE.spvSales)).has('schedule')).toBe(false);
    expect(names(staff(ROLE.adminPurchasing)).has('supplierData')).toBe(true);
    expect(names(staff(ROLE.adminPurchasing)).has('stockTransfer')).toBe(false);
  });

  it('the menu hides hidden routes and shows a parent with only hidden children as a link', () => {
    const menu = buildMenu(filterRoutes(staff(ROLE.adminWhs)));
    const dashboard = menu.find((m) => m.name === 'dashboard');
    expect(dashboard?.children).toBeUndefined();
    expect(dashboard?.path).toBe('/dashboard');
    const inventory = menu.find((m) => m.name === 'inventory');
    expect(inventory?.children?.some((c) => c.name === 'masterWarehouseCreate')).toBe(false);
  });

  it('resolves relative child paths', () => {
    const all = flattenPermitted(filterRoutes({ roles: ['superuser'], group_type: 'superuser', privileges: [] }));
    expect(all.find((r) => r.name === 'dashboardOrderStatus')?.path).toBe('/dashboard/order-status');
  });

  it('mayUse follows the same rules', () => {
    expect(mayUse(staff(ROLE.adminWhs), 'masterWarehouseCreate')).toBe(false);
    expect(mayUse({ roles: ['superuser'], group_type: 'superuser', privileges: [] }, 'masterWarehouseCreate')).toBe(true);
    expect(mayUse(staff(ROLE.admin), 'users')).toBe(false);
  });

  it('works on a custom table', () => {
    const table: RouteDef[] = [{ name: 'a', path: '/a', title: 'A', roles: ['SPV WHS'], children: [{ name: 'b', path: 'b', title: 'B' }] }];
    expect(filterRoutes(staff(ROLE.spvWhs), table)[0].children?.[0].path).toBe('/a/b');
    expect(filterRoutes(staff(ROLE.spvSales), table)).toEqual([]);
  });

  it('a custom staff group keeps a parent page named in its privileges (dashboard), as the server grants it', () => {
    const clerk = { roles: ['Kasir'], group_type: 'staff', privileges: ['dashboard', 'kontak'] };
    const names = flattenPermitted(filterRoutes(clerk)).map((r) => r.name);
    expect(names).toContain('dashboard');
    expect(names).toContain('kontak');
    expect(names).not.toContain('verifikasi');
    expect(mayUse(clerk, 'dashboard')).toBe(true);
  });
});
