import { canAccess, PERMISSION_NAMES, type RouteDef, ROUTE_ACCESS, ROUTES } from '@bo/contract';

export interface GroupAccessSubject {
  group_name: string;
  group_type: string;
  privileges: string[];
}

export interface GroupAccess {
  /** Everything (a superuser group with an empty privilege list). */
  all: boolean;
  /** Permission names granted through the group's role in the route table. */
  fromRoles: Set<string>;
  /** Permission names granted explicitly (the privilege list). */
  explicit: Set<string>;
  /** Every permission the group has: what the server's guard (canAccess) allows. */
  effective: Set<string>;
}

/**
 * What a group can do: through its role (the route-role table, for staff and partner groups) and
 * through the privileges an administrator checked. A superuser group is governed by its privileges
 * alone (none = everything), as the server's canAccess.
 */
export function groupAccess(g: GroupAccessSubject): GroupAccess {
  const subject = { roles: [g.group_name], groupType: g.group_type, privileges: g.privileges };
  const all = g.group_type === 'superuser' && g.privileges.length === 0;
  const fromRoles = new Set(g.group_type === 'superuser' ? [] : PERMISSION_NAMES.filter((n) => (ROUTE_ACCESS[n] as readonly string[]).includes(g.group_name)));
  const explicit = new Set(g.privileges.filter((p) => p in ROUTE_ACCESS));
  const effective = new Set(PERMISSION_NAMES.filter((n) => canAccess(subject, n)));
  return { all, fromRoles, explicit, effective };
}

/** 'Semua akses', or how many permissions, split into role and explicit ones. */
export function accessSummary(a: GroupAccess): string {
  if (a.all) return 'Semua akses';
  const extra = [...a.explicit].filter((p) => !a.fromRoles.has(p)).length;
  if (a.fromRoles.size === 0) return `${a.effective.size} izin`;
  return `${a.effective.size} izin (${a.fromRoles.size} dari peran${extra ? `, ${extra} tambahan` : ''})`;
}

export interface PrivilegeNode {
  key: string;
  title: string;
  /** Granted by the group's role: shown checked, cannot be unchecked here. */
  fromRole?: boolean;
  children?: PrivilegeNode[];
}

/** The route table as a tree of permission names, marking what the role already grants. */
export function privilegeTree(fromRoles: Set<string>, routes: RouteDef[] = ROUTES): PrivilegeNode[] {
  return routes.map((r) => ({
    key: r.name,
    title: `${r.title}${r.hidden ? ' (izin)' : ''}`,
    fromRole: fromRoles.has(r.name) || undefined,
    children: r.children ? privilegeTree(fromRoles, r.children) : undefined,
  }));
}

/** Nodes whose title matches `q` (case-insensitive), with their ancestors; all of a matching parent's children stay. */
export function searchTree(nodes: PrivilegeNode[], q: string): PrivilegeNode[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return nodes;
  const out: PrivilegeNode[] = [];
  for (const n of nodes) {
    if (n.title.toLowerCase().includes(needle)) out.push(n);
    else if (n.children) {
      const kids = searchTree(n.children, q);
      if (kids.length) out.push({ ...n, children: kids });
    }
  }
  return out;
}

/** Keys of every node (to expand a search result fully). */
export function treeKeys(nodes: PrivilegeNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...(n.children ? treeKeys(n.children) : [])]);
}
