import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { queueMail } from '../../../platform/mailer.js';
import { newToken } from '../../../platform/tokens.js';

/** Issues a one-time token of a user (only its hash is kept) and queues the mail carrying its link (owner connection). */
export async function mailUserToken(
  db: Executor,
  input: { user_id: number; email: string; purpose: 'verify' | 'reset'; valid_minutes: number; subject: string; body: (token: string) => string },
) {
  const { token, hash } = newToken();
  await db.execute(
    sql`insert into user_tokens (user_id, purpose, token_hash, expires_at) values (${input.user_id}, ${input.purpose}, ${hash}, now() + make_interval(mins => ${input.valid_minutes}))`,
  );
  await queueMail(db, { to: input.email, subject: input.subject, body: input.body(token) });
}
