import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { queueMail } from '../../../platform/mailer.js';
import { newToken } from '../../../platform/tokens.js';

export const VERIFY_HOURS = 72;

/** Makes an e-mail verification link for a user and queues it to their address (owner connection). */
export async function sendVerification(db: Executor, input: { user_id: number; email: string; public_url: string }) {
  const { token, hash } = newToken();
  await db.execute(
    sql`insert into user_tokens (user_id, purpose, token_hash, expires_at) values (${input.user_id}, 'verify', ${hash}, now() + make_interval(hours => ${VERIFY_HOURS}))`,
  );
  await queueMail(db, {
    to: input.email,
    subject: 'Verifikasi email akun Anda',
    body: `Buka tautan berikut untuk memverifikasi email Anda (berlaku ${VERIFY_HOURS} jam):\n${input.public_url}/auth-redirect?verify_token=${token}`,
  });
}
