import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { ErrorBag } from '../../../platform/errors.js';
import { hashPassword } from '../../../platform/tokens.js';
import { createCompany } from '../../company/commands/create-company.js';
import { appNameProblem, freeAppName } from '../../company/queries.js';

/** Serialises company creation, so that two registrations cannot take one username or app_name. */
export const COMPANY_CREATION_LOCK = 424243;

export interface RegisterCompanyInput {
  company_name: string;
  app_name?: string;
  name: string;
  username: string;
  email: string;
  phone?: string;
  password: string;
}

/**
 * Registers a new company with its first user as superuser. Runs on the owner connection: neither the user nor the company exists yet.
 */
export async function registerCompany(tx: Tx, input: RegisterCompanyInput): Promise<{ user_id: number; app_name: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMPANY_CREATION_LOCK})`);
  const bag = new ErrorBag();
  if ((await tx.execute(sql`select 1 from users where lower(username) = lower(${input.username})`)).rows.length)
    bag.add('username', 'Username sudah digunakan');
  if ((await tx.execute(sql`select 1 from users where lower(email) = lower(${input.email})`)).rows.length) bag.add('email', 'Email sudah terdaftar');
  const appNameRefusal = input.app_name === undefined ? undefined : await appNameProblem(tx, input.app_name);
  if (appNameRefusal) bag.add('app_name', appNameRefusal);
  bag.throwIfAny();
  const [user] = await tx
    .insert(users)
    .values({ username: input.username, passwordHash: await hashPassword(input.password), name: input.name, email: input.email, phone: input.phone })
    .returning({ id: users.id });
  const appName = input.app_name ?? (await freeAppName(tx, input.company_name));
  await createCompany(tx, { companyName: input.company_name, appName, ownerUserId: user.id });
  return { user_id: user.id, app_name: appName };
}
