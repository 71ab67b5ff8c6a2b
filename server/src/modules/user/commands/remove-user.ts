import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { findManagedMember } from '../queries.js';

/** Takes another member out of the company (sessions, warehouse access, membership); the account itself stays. */
export async function removeUser(tx: Tx, actor: Actor, input: { admin_id: number }): Promise<void> {
  await findManagedMember(tx, actor, input.admin_id);
  if (input.admin_id === actor.userId) throw fieldError('admin_id', 'Anda tidak dapat menghapus akun Anda sendiri');
  await tx.execute(sql`select end_member_sessions(${input.admin_id}, false, 'removed')`);
  await tx.execute(sql`delete from user_gudang_access where user_id = ${input.admin_id}`);
  await tx.execute(sql`delete from company_users where user_id = ${input.admin_id}`);
}
