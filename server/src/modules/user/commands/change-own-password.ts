import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { assertNewPassword, personalWordsOf } from '../../../platform/password-rule.js';
import { hashPassword, verifyPassword } from '../../../platform/tokens.js';

/** Changes the actor's password after checking the old one; every other session, in every company, ends. */
export async function changeOwnPassword(tx: Tx, actor: Actor, input: { old_password: string; password: string }): Promise<void> {
  const r = await tx.execute(sql`select password_hash from users where id = ${actor.userId}`);
  if (!(await verifyPassword((r.rows[0] as { password_hash: string }).password_hash, input.old_password))) {
    throw fieldError('old_password', 'Password lama salah');
  }
  assertNewPassword(input.password, await personalWordsOf(tx, actor.userId));
  await tx.execute(sql`update users set password_hash = ${await hashPassword(input.password)}, updated_at = now() where id = ${actor.userId}`);
  // Outstanding reset links stop working too.
  await tx.execute(sql`select password_changed(${actor.userId}, ${actor.sessionId ?? 0}, 'password')`);
}
