import { groupTypeOfRole, PERMISSION_NAMES, ROLE, SEEDED_ROLES } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companies, companyUsers, configs, groups, warehouses } from '../../db/schema/index.js';
import { defaultConfigs } from '../config/defaults.js';

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
  await db.insert(configs).values(Object.entries(defaultConfigs(c.companyName)).map(([key, value]) => ({ companyId: company.id, key, value })));
  await db.insert(companyUsers).values({ companyId: company.id, userId: c.ownerUserId, groupId: 1, gudangIdActive: 0 });
  return { company, warehouseIds: created.map((w) => w.id) };
}

/** A free app_name derived from the company name (lowercase letters, digits and dashes). */
export async function freeAppName(db: Executor, companyName: string): Promise<string> {
  const base =
    companyName
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'perusahaan';
  for (let i = 0; i < 1000; i++) {
    const candidate = i === 0 ? base : `${base}-${i + 1}`;
    const taken = await db.execute(sql`select 1 from companies where app_name = ${candidate}`);
    if (taken.rows.length === 0) return candidate;
  }
  return `${base}-${Date.now()}`;
}

export const APP_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;
