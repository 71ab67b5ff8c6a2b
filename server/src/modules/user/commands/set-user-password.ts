import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { assertNewPassword, personalWordsOf } from '../../../platform/password-rule.js';
import { hashPassword } from '../../../platform/tokens.js';
import { findManagedMember } from '../queries.js';
import { assertOwnsCredentials } from '../rules.js';

/**
 * Sets another member's password, only for a user who belongs to no other company. Their sessions
 * end in every company (the actor's current one stays), and so do their reset links.
 */
export async function setUserPassword(tx: Tx, actor: Actor, input: { admin_id: number; password: string }): Promise<void> {
  await findManagedMember(tx, actor, input.admin_id);
  await assertOwnsCredentials(tx, actor, input.admin_id, 'admin_id');
  assertNewPassword(input.password, await personalWordsOf(tx, input.admin_id));
  await tx.execute(sql`update users set password_hash = ${await hashPassword(input.password)}, updated_at = now() where id = ${input.admin_id}`);
  await tx.execute(sql`select password_changed(${input.admin_id}, ${actor.sessionId ?? 0}, 'password')`);
}
