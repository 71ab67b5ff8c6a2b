import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { createCompany } from '../../company/commands/create-company.js';
import { appNameProblem, freeAppName } from '../../company/queries.js';
import { COMPANY_CREATION_LOCK } from './register-company.js';

/** Creates another company owned by the actor, who becomes its superuser. Runs on the owner connection. */
export async function addCompany(tx: Tx, actor: Actor, input: { company_name: string; app_name?: string }) {
  await tx.execute(sql`select pg_advisory_xact_lock(${COMPANY_CREATION_LOCK})`);
  const refusal = input.app_name === undefined ? undefined : await appNameProblem(tx, input.app_name);
  if (refusal) throw fieldError('app_name', refusal);
  const appName = input.app_name ?? (await freeAppName(tx, input.company_name));
  await createCompany(tx, { companyName: input.company_name, appName, ownerUserId: actor.userId });
  return { app_name: appName, company_name: input.company_name };
}
