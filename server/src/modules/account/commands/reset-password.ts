import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { fieldError } from '../../../platform/errors.js';
import { assertNewPassword, personalWordsOf } from '../../../platform/password-rule.js';
import { clearAccountThrottle } from './verify-credentials.js';
import { hashPassword, hashToken } from '../../../platform/tokens.js';

/** Sets a new password from a reset link: the link is used up, every session of the user ends, and so do the user's other links. */
export async function resetPassword(tx: Tx, input: { token: string; password: string }): Promise<void> {
  assertNewPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const r = await tx.execute(
    sql`update user_tokens set used_at = now() where token_hash = ${hashToken(input.token)} and purpose = 'reset' and used_at is null and expires_at > now() returning user_id`,
  );
  const row = r.rows[0] as { user_id: number } | undefined;
  if (!row) throw fieldError('token', 'Tautan reset password tidak valid atau sudah kedaluwarsa');
  // A refusal rolls the transaction back: the link stays usable.
  assertNewPassword(input.password, await personalWordsOf(tx, row.user_id));
  await tx.execute(
    sql`update users set password_hash = ${passwordHash}, failed_login_count = 0, locked_until = null, updated_at = now() where id = ${row.user_id}`,
  );
  await tx.execute(sql`update sessions set ended_at = now(), ended_reason = 'password' where user_id = ${row.user_id} and ended_at is null`);
  // The link proves the owner: the account's failure ceiling no longer closes their new address.
  const u = await tx.execute(sql`select username from users where id = ${row.user_id}`);
  await clearAccountThrottle(tx, String((u.rows[0] as { username: string }).username));
  await tx.execute(sql`update user_tokens set used_at = now() where user_id = ${row.user_id} and purpose = 'reset' and used_at is null`);
}
