import { groupTypeOfRole, PERMISSION_NAMES, ROLE, SEEDED_ROLES } from '@bo/contract';
import type { Executor } from '../../../db/client.js';
import { companies, companyUsers, groups, warehouses } from '../../../db/schema/index.js';
import { storeDefaultConfigs } from '../../config/commands/store-default-configs.js';

export interface NewCompany {
  companyName: string;
  appName: string;
  ownerUserId: number;
  warehouseNames?: string[];
}

/**
 * Creates a company with the groups of spec-1 §6 (group_id 1..10 in that order), its warehouses,
 * its default configuration, and the owner as superuser. Runs on the owner connection: the company
 * does not exist yet, so no tenant scope can cover it.
 */
export async function createCompany(db: Executor, c: NewCompany) {
  const [company] = await db.insert(companies).values({ appName: c.appName, companyName: c.companyName }).returning();
  await db.insert(groups).values(
    SEEDED_ROLES.map((role, i) => ({
      companyId: company.id,
      groupId: i + 1,
      groupName: role,
      groupType: groupTypeOfRole(role),
      privileges: role === ROLE.superuser ? [...PERMISSION_NAMES] : [],
    })),
  );
  const names = c.warehouseNames ?? ['Gudang Utama'];
  const created = await db
    .insert(warehouses)
    .values(names.map((name) => ({ companyId: company.id, name })))
    .returning({ id: warehouses.id });
  await storeDefaultConfigs(db, { companyId: company.id, companyName: c.companyName });
  await db.insert(companyUsers).values({ companyId: company.id, userId: c.ownerUserId, groupId: 1, gudangIdActive: 0 });
  return { company, warehouseIds: created.map((w) => w.id) };
}
