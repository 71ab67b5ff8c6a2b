import { sql } from 'drizzle-orm';
import type { Database } from './db/client.js';
import { users } from './db/schema/index.js';
import { COMPANY_CREATION_LOCK } from './modules/account/commands/register-company.js';
import { createCompany } from './modules/company/commands/create-company.js';
import { hashPassword } from './platform/tokens.js';

export interface FreshCompanyOptions {
  appName: string;
  companyName: string;
  adminUsername: string;
  adminPassword: string;
  /** Unique over the users; `<adminUsername>@<appName>.local` when absent. */
  adminEmail?: string;
  warehouseNames?: string[];
}

export interface FreshCompany {
  companyId: number;
  appName: string;
  adminUserId: number;
  /** The warehouse ids in the order of `warehouseNames`. */
  warehouseIds: number[];
}

/**
 * A fresh company shaped like the demo one (its groups, default configuration, warehouses Gudang
 * Utama and Gudang Cabang unless named) with its own superuser, in one transaction, on a database
 * that may already hold other companies. For tests that share one server and isolate themselves by
 * company (row-level security) instead of by database: much cheaper than a database per test file.
 */
export async function seedFreshCompany(database: Database, opts: FreshCompanyOptions): Promise<FreshCompany> {
  const passwordHash = await hashPassword(opts.adminPassword);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMPANY_CREATION_LOCK})`);
    const [admin] = await tx
      .insert(users)
      .values({
        username: opts.adminUsername,
        passwordHash,
        name: 'Super Admin',
        email: opts.adminEmail ?? `${opts.adminUsername}@${opts.appName}.local`,
        isVerified: true,
      })
      .returning({ id: users.id });
    const { company, warehouseIds } = await createCompany(tx, {
      companyName: opts.companyName,
      appName: opts.appName,
      ownerUserId: admin.id,
      warehouseNames: opts.warehouseNames ?? ['Gudang Utama', 'Gudang Cabang'],
    });
    return { companyId: company.id, appName: company.appName, adminUserId: admin.id, warehouseIds };
  });
}
