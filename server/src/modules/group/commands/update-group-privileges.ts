import { GROUP_TYPE } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError, forbidden } from '../../../platform/errors.js';
import { assertMayManage, findGroup } from '../queries.js';
import { beyondCaller, EXCEEDS_OWN, OWN_PRIVILEGES, SUPERUSER_ONLY } from '../rights.js';

/** Replaces a group's privileges: never the actor's own group, and never beyond what the actor holds. */
export async function updateGroupPrivileges(tx: Tx, actor: Actor, input: { group_id: number; privileges: string[] }): Promise<void> {
  const g = await findGroup(tx, input.group_id);
  if (input.group_id === actor.groupId) throw forbidden(OWN_PRIVILEGES);
  assertMayManage(actor, g);
  if (beyondCaller(actor, { ...g, privileges: input.privileges }).length > 0) {
    throw fieldError('privileges', g.group_type === GROUP_TYPE.superuser ? SUPERUSER_ONLY : EXCEEDS_OWN);
  }
  await tx.execute(sql`update groups set privileges = ${JSON.stringify(input.privileges)}::jsonb where group_id = ${input.group_id}`);
}
