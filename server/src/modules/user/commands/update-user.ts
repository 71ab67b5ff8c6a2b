import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { settleActiveWarehouse } from '../../account/commands/settle-active-warehouse.js';
import { assertMayAssign } from '../../group/queries.js';
import { findManagedMember } from '../queries.js';
import { assertOwnsCredentials, checkGroup, emailCheck, mitraDataFor } from '../rules.js';

export interface UpdateUserInput {
  admin_id: number;
  admin_person_full_name: string;
  admin_email?: string;
  admin_phone?: string;
  admin_group_id: number;
}

/**
 * Updates another member's profile and group. Nobody changes their own group, moves someone into a
 * group beyond their rights, or changes the e-mail of a user who belongs to another company too.
 */
export async function updateUser(tx: Tx, actor: Actor, input: UpdateUserInput): Promise<void> {
  const member = await findManagedMember(tx, actor, input.admin_id);
  const bag = new ErrorBag();
  await emailCheck(tx, bag, input.admin_email, input.admin_id);
  const group = await checkGroup(tx, bag, input.admin_group_id);
  if (member.user_id === actor.userId && input.admin_group_id !== member.group_id) bag.add('admin_group_id', 'Anda tidak dapat mengubah peran Anda sendiri');
  bag.throwIfAny();
  if (input.admin_group_id !== member.group_id) assertMayAssign(actor, group);
  const current = (await tx.execute(sql`select email from users where id = ${input.admin_id}`)).rows[0] as { email: string | null };
  if ((current.email ?? '').toLowerCase() !== (input.admin_email ?? '').toLowerCase()) await assertOwnsCredentials(tx, actor, input.admin_id, 'admin_email');
  await tx.execute(
    sql`update users set name = ${input.admin_person_full_name}, email = ${input.admin_email ?? null}, phone = ${input.admin_phone ?? null}, updated_at = now() where id = ${input.admin_id}`,
  );
  await tx.execute(sql`update company_users set group_id = ${input.admin_group_id},
    mitra_data = ${JSON.stringify(mitraDataFor(group?.group_name, input.admin_id, input.admin_person_full_name))}::jsonb where user_id = ${input.admin_id}`);
  await settleActiveWarehouse(tx, actor, { user_id: input.admin_id });
}
