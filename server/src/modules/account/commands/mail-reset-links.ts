import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { mailUserToken } from './mail-user-token.js';

export const RESET_MINUTES = 60;

/** Makes a reset link for every account with this e-mail address and queues it (owner connection). */
export async function mailResetLinks(db: Executor, input: { email: string; public_url: string }): Promise<{ accounts: number }> {
  const r = await db.execute(sql`select id, email from users where lower(email) = lower(${input.email}) order by id`);
  const users = r.rows as { id: number; email: string }[];
  for (const user of users) {
    await mailUserToken(db, {
      user_id: Number(user.id),
      email: user.email,
      purpose: 'reset',
      valid_minutes: RESET_MINUTES,
      subject: 'Atur ulang password',
      body: (token) =>
        `Buka tautan berikut untuk mengatur ulang password Anda (berlaku ${RESET_MINUTES} menit):\n${input.public_url}/reset-password?token=${token}`,
    });
  }
  return { accounts: users.length };
}
