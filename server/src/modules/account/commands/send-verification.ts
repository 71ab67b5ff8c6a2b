import type { Executor } from '../../../db/client.js';
import { mailUserToken } from './mail-user-token.js';

export const VERIFY_HOURS = 72;

/** Makes an e-mail verification link for a user and queues it to their address (owner connection). */
export async function sendVerification(db: Executor, input: { user_id: number; email: string; public_url: string }) {
  await mailUserToken(db, {
    user_id: input.user_id,
    email: input.email,
    purpose: 'verify',
    valid_minutes: VERIFY_HOURS * 60,
    subject: 'Verifikasi email akun Anda',
    body: (token) =>
      `Buka tautan berikut untuk memverifikasi email Anda (berlaku ${VERIFY_HOURS} jam):\n${input.public_url}/auth-redirect?verify_token=${token}`,
  });
}
