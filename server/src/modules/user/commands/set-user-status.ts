import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { findManagedMember } from '../queries.js';

/** Activates or deactivates another member; deactivating ends their sessions in this company for good. */
export async function setUserStatus(tx: Tx, actor: Actor, input: { admin_id: number; status: '0' | '1' }) {
  await findManagedMember(tx, actor, input.admin_id);
  if (input.admin_id === actor.userId) throw fieldError('admin_id', 'Anda tidak dapat mengubah status akun Anda sendiri');
  await tx.execute(sql`update company_users set status = ${Number(input.status)} where user_id = ${input.admin_id}`);
  if (input.status === '0') await tx.execute(sql`select end_member_sessions(${input.admin_id}, false, 'deactivated')`);
  return { admin_id: input.admin_id, status: Number(input.status) };
}
