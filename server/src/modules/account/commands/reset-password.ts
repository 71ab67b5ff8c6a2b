import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { fieldError } from '../../../platform/errors.js';
import { hashPassword, hashToken } from '../../../platform/tokens.js';

/** Sets a new password from a reset link: the link is used up, every session of the user ends, and so do the user's other links. */
export async function resetPassword(tx: Tx, input: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const r = await tx.execute(
    sql`update user_tokens set used_at = now() where token_hash = ${hashToken(input.token)} and purpose = 'reset' and used_at is null and expires_at > now() returning user_id`,
  );
  const row = r.rows[0] as { user_id: number } | undefined;
  if (!row) throw fieldError('token', 'Tautan reset password tidak valid atau sudah kedaluwarsa');
  await tx.execute(
    sql`update users set password_hash = ${passwordHash}, failed_login_count = 0, locked_until = null, updated_at = now() where id = ${row.user_id}`,
  );
  await tx.execute(sql`update sessions set ended_at = now(), ended_reason = 'password' where user_id = ${row.user_id} and ended_at is null`);
  await tx.execute(sql`update user_tokens set used_at = now() where user_id = ${row.user_id} and purpose = 'reset' and used_at is null`);
}
