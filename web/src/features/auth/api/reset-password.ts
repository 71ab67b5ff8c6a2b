import { post } from '../../../api/client';

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}

/** POST /password_reset/validation_reset_password, then stored_reset_password: a new password from a mailed link. */
export async function resetPassword(input: ResetPasswordInput) {
  await post('/password_reset/validation_reset_password', { ...input });
  await post('/password_reset/stored_reset_password', { ...input });
}
