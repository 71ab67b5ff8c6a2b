import { post } from '../../../api/client';

/** POST /password_reset/validation_forgot_password, then stored_forgot_password: mails a reset link. */
export async function requestPasswordReset(input: { email: string }) {
  await post('/password_reset/validation_forgot_password', { ...input });
  await post('/password_reset/stored_forgot_password', { ...input });
}

/** POST /notif/email_resend: sends the last mail again. */
export const resendEmail = (input: { email: string }) => post('/notif/email_resend', { ...input });
