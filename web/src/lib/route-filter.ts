import { canAccess, type FlatRoute, flattenRoutes, type RoleName, type RouteDef, ROUTES } from '@bo/contract';

export interface AccessProfile {
  roles: string[];
  privileges: string[];
  group_type: string;
}

/** A child path may be relative to its parent ('order-status' under '/dashboard'). */
export function resolvePath(parentPath: string | undefined, path: string): string {
  if (path.startsWith('/') || !parentPath) return path;
  return `${parentPath.replace(/\/$/, '')}/${path}`;
}

/** Table routes with absolute paths (a child path may be relative to its parent). */
export function tableRoutes(): (FlatRoute & { fullPath: string })[] {
  const byName = new Map<string, string>();
  const out: (FlatRoute & { fullPath: string })[] = [];
  for (const r of flattenRoutes()) {
    const fullPath = resolvePath(r.parent ? byName.get(r.parent) : undefined, r.path);
    byName.set(r.name, fullPath);
    out.push({ ...r, fullPath });
  }
  return out;
}

function allowed(route: RouteDef, profile: AccessProfile, inherited: RoleName[]): boolean {
  if (profile.group_type === 'superuser') {
    // superuser-type groups: routes generated from the privileges list (empty list = everything)
    return profile.privileges.length === 0 || profile.privileges.includes(route.name);
  }
  const roles = route.roles ?? inherited;
  if (profile.roles.some((r) => (roles as string[]).includes(r))) return true;
  return profile.privileges.includes(route.name);
}

/**
 * Route filtering of spec-1 §6: group_type 'superuser' → routes from its privileges; others by the
 * routes' roles (widened by explicit privileges). Unlike the original client, a roles list
 * containing 'admin' does not get every route: the menu shows exactly what the server's guard
 * (canAccess) allows, so no entry always fails with 403 (docs/ARCHITECTURE.md).
 * A route without children is kept only if allowed; a parent with no remaining children is dropped.
 * Child paths come back resolved to absolute paths.
 */
export function filterRoutes(profile: AccessProfile, routes: RouteDef[] = ROUTES, inherited: RoleName[] = [], parentPath?: string): RouteDef[] {
  const out: RouteDef[] = [];
  for (const r of routes) {
    const path = resolvePath(parentPath, r.path);
    const roles = r.roles ?? inherited;
    if (r.children?.length) {
      // a parent stays while any child remains: children carry their own roles (as the server's canAccess)
      const children = filterRoutes(profile, r.children, roles, path);
      // a parent with a page of its own (dashboard) stays when its name is an explicit privilege, as canAccess grants it
      const ownPage = profile.privileges.includes(r.name);
      if (children.length === 0 && !ownPage) continue;
      out.push({ ...r, path, children });
    } else if (allowed(r, profile, inherited)) {
      out.push({ ...r, path });
    }
  }
  return out;
}

/** Flat list of permitted routes (parents included), paths resolved. */
export function flattenPermitted(routes: RouteDef[], parent?: RouteDef): (RouteDef & { parentTitle?: string })[] {
  const out: (RouteDef & { parentTitle?: string })[] = [];
  for (const r of routes) {
    out.push({ ...r, parentTitle: parent?.title });
    if (r.children) out.push(...flattenPermitted(r.children, r));
  }
  return out;
}

/** Whether a single permission is granted: the server's own rule, so the menu and the guard agree. */
export function mayUse(profile: AccessProfile, name: string): boolean {
  return canAccess({ roles: profile.roles, groupType: profile.group_type, privileges: profile.privileges }, name);
}

/** Menu entries: non-hidden routes; a parent whose children are all hidden becomes a plain link. */
export interface MenuEntry {
  key: string;
  name: string;
  title: string;
  path: string;
  icon?: string;
  external?: boolean;
  children?: MenuEntry[];
}

/**
 * Menu of the permitted routes. `partner` keeps the partner-only entries ('Pemesanan' of the Sales
 * partner); the layout passes showsPartnerMenu(profile), so a superuser, who may open them, does
 * not get them in the menu and sees 'Pemesanan' once (Pembelian › Pemesanan).
 */
export function buildMenu(routes: RouteDef[], partner = true): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const r of routes) {
    if (r.hidden || r.redirect404 || (r.partnerMenu && !partner)) continue;
    const visible = r.children ? buildMenu(r.children, partner) : [];
    if (visible.length > 0) {
      out.push({ key: `group:${r.name}`, name: r.name, title: r.title, path: r.path, icon: r.icon, children: visible });
    } else {
      out.push({ key: r.path, name: r.name, title: r.title, path: r.path, icon: r.icon, external: r.external });
    }
  }
  return out;
}

/** Partner-only menu entries are for the partner group (group_type mitra) or users carrying mitra_data. */
export function showsPartnerMenu(profile: AccessProfile & { mitra_data?: unknown }): boolean {
  return profile.group_type === 'mitra' || (profile.mitra_data !== null && profile.mitra_data !== undefined);
}

/** Leaves of the menu in menu order. */
export function menuLeaves(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => (e.children ? menuLeaves(e.children) : [e]));
}

/**
 * Where '/' and 'Kembali ke Beranda' lead: /dashboard when permitted (spec-1 §2), otherwise the
 * first permitted menu page past the profile (supervisor: Inventori › Penyesuaian Stok), else /me.
 */
export function landingPath(menu: MenuEntry[]): string {
  const leaves = menuLeaves(menu).filter((e) => !e.external);
  if (leaves.some((e) => e.path === '/dashboard')) return '/dashboard';
  return (leaves.find((e) => e.name !== 'profile') ?? leaves[0])?.path ?? '/me';
}
