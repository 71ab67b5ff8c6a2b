import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resources/registry.js';
import { MAIN_ROLES, ROLE } from './roles.js';
import { canAccess, flattenRoutes, PERMISSION_NAMES, ROUTE_ACCESS } from './routes.js';

describe('the route-role table', () => {
  it('names every route once: a name is a permission', () => {
    const names = flattenRoutes().map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(PERMISSION_NAMES.length).toBe(names.length);
  });

  it('gives the access lists of spec-1 §6', () => {
    expect(ROUTE_ACCESS.dashboard).toEqual(expect.arrayContaining(MAIN_ROLES));
    expect(ROUTE_ACCESS.kontak).toEqual([ROLE.superuser, ROLE.spvSales]);
    expect(ROUTE_ACCESS.stockAdjustment).toEqual([ROLE.superuser, ROLE.supervisor, ROLE.spvWhs]);
    expect(ROUTE_ACCESS.verificationPayment).toEqual([ROLE.superuser, ROLE.adminFinance, ROLE.spvFinance]);
    expect(ROUTE_ACCESS.users).toEqual([ROLE.superuser]);
    expect(ROUTE_ACCESS.schedule).toEqual([ROLE.superuser]);
  });

  it('decides access: superuser by privileges, others by roles widened by privileges', () => {
    expect(canAccess({ roles: ['superuser'], groupType: 'superuser', privileges: [] }, 'users')).toBe(true);
    expect(canAccess({ roles: ['superuser'], groupType: 'superuser', privileges: ['dashboard'] }, 'users')).toBe(false);
    expect(canAccess({ roles: [ROLE.adminWhs], groupType: 'staff', privileges: [] }, 'stockTransfer')).toBe(true);
    expect(canAccess({ roles: [ROLE.adminWhs], groupType: 'staff', privileges: [] }, 'users')).toBe(false);
    expect(canAccess({ roles: ['Kasir'], groupType: 'staff', privileges: ['kontak'] }, 'kontak')).toBe(true);
    expect(canAccess({ roles: [ROLE.superuser], groupType: 'staff', privileges: [] }, 'no-such-route')).toBe(false);
  });

  it('has a route for every permission a master resource declares', () => {
    for (const def of RESOURCES) {
      const { pick = [], ...own } = def.permission;
      for (const p of [...Object.values(own), ...pick]) expect(ROUTE_ACCESS[p], `${def.key}: ${p}`).toBeDefined();
    }
  });
});
