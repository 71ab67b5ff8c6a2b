import { sql } from 'drizzle-orm';
import { createCompany } from './modules/company/commands/create-company.js';
import { hashPassword, randomPassword } from './platform/tokens.js';
import type { Database } from './db/client.js';
import { users } from './db/schema/index.js';

export interface SeedOptions {
  adminUsername: string;
  adminPassword?: string;
}
export interface SeedResult {
  seeded: boolean;
  /** Set only when the password was generated here; shown once. */
  generatedPassword?: string;
}

/** First start on an empty database: the demo company, its warehouses and groups, the superuser. Never twice. */
export async function seedDemo(database: Database, opts: SeedOptions): Promise<SeedResult> {
  return database.db.transaction(async (tx) => {
    // Serialises two starters on one PostgreSQL database.
    await tx.execute(sql`select pg_advisory_xact_lock(424242)`);
    const existing = await tx.execute(sql`select 1 from companies limit 1`);
    if (existing.rows.length > 0) return { seeded: false };
    const password = opts.adminPassword ?? randomPassword();
    const [admin] = await tx
      .insert(users)
      .values({
        username: opts.adminUsername,
        passwordHash: await hashPassword(password),
        name: 'Super Admin',
        email: 'superadmin@demo.local',
        isVerified: true,
      })
      .returning({ id: users.id });
    await createCompany(tx, {
      companyName: 'PT Demo Niaga Sejahtera',
      appName: 'demo',
      ownerUserId: admin.id,
      warehouseNames: ['Gudang Utama', 'Gudang Cabang'],
    });
    return { seeded: true, generatedPassword: opts.adminPassword ? undefined : password };
  });
}
