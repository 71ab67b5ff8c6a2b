import { ROLE } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { assertMayManage, findGroup, groupNameTaken } from '../queries.js';

/** Renames a group the actor may manage; the seeded role names stay, since the route-role table refers to them. */
export async function renameGroup(tx: Tx, actor: Actor, input: { group_id: number; group_name: string }): Promise<void> {
  const g = await findGroup(tx, input.group_id);
  assertMayManage(actor, g);
  const bag = new ErrorBag();
  if (await groupNameTaken(tx, input.group_name, input.group_id)) bag.add('group_name', 'Nama peran sudah digunakan');
  if (Object.values(ROLE).includes(g.group_name as never) && g.group_name !== input.group_name) bag.add('group_name', 'Nama peran bawaan tidak dapat diubah');
  bag.throwIfAny();
  await tx.execute(sql`update groups set group_name = ${input.group_name} where group_id = ${input.group_id}`);
}
