import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { assertMayManage, findGroup } from '../queries.js';

const SUPERUSER_GROUP_ID = 1;

/**
 * Activates or deactivates a group the actor may manage. Deactivating ends its members' sessions in
 * this company, and re-activating does not revive them; the superuser group and the actor's own stay active.
 */
export async function setGroupStatus(tx: Tx, actor: Actor, input: { group_id: number; status: '0' | '1' }) {
  assertMayManage(actor, await findGroup(tx, input.group_id));
  if (input.status === '0' && (input.group_id === SUPERUSER_GROUP_ID || input.group_id === actor.groupId)) {
    throw fieldError('group_id', 'Peran ini tidak dapat dinonaktifkan');
  }
  await tx.execute(sql`update groups set status = ${Number(input.status)} where group_id = ${input.group_id}`);
  if (input.status === '0') {
    await tx.execute(sql`select end_member_sessions(m.user_id, false, 'deactivated') from company_users m where m.group_id = ${input.group_id}`);
  }
  return { group_id: input.group_id, status: Number(input.status) };
}
