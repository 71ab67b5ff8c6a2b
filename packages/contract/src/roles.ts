/** Group names of spec-1 §6, in seeding order: the position + 1 is the seeded group_id. */
export const ROLE = {
  superuser: 'superuser',
  spvSales: 'SPV Sales',
  spvFinance: 'SPV Finance',
  spvWhs: 'SPV WHS',
  admin: 'admin',
  adminFinance: 'Admin Finance',
  adminPurchasing: 'Admin Purchasing',
  adminWhs: 'Admin WHS',
  supervisor: 'supervisor',
  sales: 'Sales',
} as const;

export type RoleName = (typeof ROLE)[keyof typeof ROLE];

export const SEEDED_ROLES: readonly RoleName[] = [
  ROLE.superuser,
  ROLE.spvSales,
  ROLE.spvFinance,
  ROLE.spvWhs,
  ROLE.admin,
  ROLE.adminFinance,
  ROLE.adminPurchasing,
  ROLE.adminWhs,
  ROLE.supervisor,
  ROLE.sales,
];

/** group_type tells how a group's access is computed (spec-1 §6 route filtering). */
export const GROUP_TYPE = { superuser: 'superuser', staff: 'staff', mitra: 'mitra' } as const;
export type GroupType = (typeof GROUP_TYPE)[keyof typeof GROUP_TYPE];

export function groupTypeOfRole(role: string): GroupType {
  if (role === ROLE.superuser) return GROUP_TYPE.superuser;
  if (role === ROLE.sales) return GROUP_TYPE.mitra;
  return GROUP_TYPE.staff;
}

/** The eight main roles that most areas open to. */
export const MAIN_ROLES: RoleName[] = SEEDED_ROLES.slice(0, 8);

export const PARTNER_GROUP_NAME = ROLE.sales;
/** Group id that sees only the warehouses listed in its access_gudang (spec-2 §9). */
export const RESTRICTED_GROUP_ID = 6;
/** Warehouse id meaning 'all warehouses'. */
export const ALL_WAREHOUSES_ID = 0;
