import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companyUsers, users } from '../../../db/schema/index.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { passwordProblem } from '../../../platform/password-rule.js';
import { hashPassword } from '../../../platform/tokens.js';
import { assertMayAssign } from '../../group/queries.js';
import { usernameTaken } from '../queries.js';
import { checkGroup, emailCheck, mitraDataFor } from '../rules.js';

export interface CreateUserInput {
  admin_username: string;
  password: string;
  admin_person_full_name: string;
  admin_email?: string;
  admin_phone?: string;
  admin_group_id: number;
  status?: '0' | '1';
}

/** Creates an account and makes it a member of the actor's company, in a group the actor may assign. */
export async function createUser(tx: Tx, actor: Actor, input: CreateUserInput): Promise<{ admin_id: number }> {
  const bag = new ErrorBag();
  if (await usernameTaken(tx, input.admin_username)) bag.add('admin_username', 'Username sudah digunakan');
  await emailCheck(tx, bag, input.admin_email);
  const group = await checkGroup(tx, bag, input.admin_group_id);
  const company = await tx.execute(sql`select company_name from companies where id = ${actor.companyId}`);
  const weak = passwordProblem(input.password, [
    input.admin_username,
    input.admin_person_full_name,
    (company.rows[0] as { company_name?: string } | undefined)?.company_name,
  ]);
  if (weak) bag.add('password', weak);
  bag.throwIfAny();
  assertMayAssign(actor, group);
  // The id is taken first: the new user is not a member yet, so row-level security would refuse RETURNING it.
  const id = Number((await tx.execute(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`)).rows[0].id);
  await tx.insert(users).values({
    id,
    username: input.admin_username,
    passwordHash: await hashPassword(input.password),
    name: input.admin_person_full_name,
    email: input.admin_email,
    phone: input.admin_phone,
  });
  await tx.insert(companyUsers).values({
    userId: id,
    groupId: input.admin_group_id,
    status: input.status === '0' ? 0 : 1,
    mitraData: mitraDataFor(group?.group_name, id, input.admin_person_full_name),
  });
  return { admin_id: id };
}
