import { GROUP_TYPE } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { groupNameTaken } from '../queries.js';
import { beyondCaller, EXCEEDS_OWN } from '../rights.js';

export interface CreateGroupInput {
  group_name: string;
  privileges?: string[];
}

/** Adds a staff group numbered after the company's last one; it may not open more than the actor holds. */
export async function createGroup(tx: Tx, actor: Actor, input: CreateGroupInput): Promise<{ group_id: number }> {
  if (await groupNameTaken(tx, input.group_name)) throw fieldError('group_name', 'Nama peran sudah digunakan');
  const privileges = input.privileges ?? [];
  if (beyondCaller(actor, { group_name: input.group_name, group_type: GROUP_TYPE.staff, privileges }).length > 0) throw fieldError('privileges', EXCEEDS_OWN);
  // group_id is numbered per company; the lock keeps two creations from taking the same number.
  await tx.execute(sql`lock table groups in share row exclusive mode`);
  const r = await tx.execute(sql`
    insert into groups (group_id, group_name, group_type, privileges)
    values ((select coalesce(max(group_id), 0) + 1 from groups), ${input.group_name}, ${GROUP_TYPE.staff}, ${JSON.stringify(privileges)}::jsonb)
    returning group_id`);
  return { group_id: (r.rows[0] as { group_id: number }).group_id };
}
