import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { fieldError } from '../../../platform/errors.js';
import { hashToken } from '../../../platform/tokens.js';

/** Marks the e-mail of the link's user as verified; a link works once, within its time. */
export async function verifyEmail(tx: Tx, input: { token: string }): Promise<void> {
  const r = await tx.execute(sql`
    update user_tokens set used_at = now()
     where token_hash = ${hashToken(input.token)} and purpose = 'verify' and used_at is null and expires_at > now()
    returning user_id`);
  const row = r.rows[0] as { user_id: number } | undefined;
  if (!row) throw fieldError('token', 'Tautan verifikasi tidak valid atau sudah kedaluwarsa');
  await tx.execute(sql`update users set is_verified = true where id = ${row.user_id}`);
}
