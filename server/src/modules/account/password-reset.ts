import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f, passwordPair } from '../../platform/fields.js';
import { enqueueJob } from '../../platform/jobs/enqueue.js';
import { assertNewPassword, personalWordsOf } from '../../platform/password-rule.js';
import { mailResetLinks } from './commands/mail-reset-links.js';
import { resetPassword } from './commands/reset-password.js';
import { validResetToken } from './queries.js';

const tags = ['Lupa Password'];
const SENT = 'Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim';

export const RESET_MAIL_JOB = 'account.reset-mail';

export function registerPasswordResetRoutes(app: FastifyInstance) {
  app.jobs.define<{ email: string }>(RESET_MAIL_JOB, {
    run: (ctx) => ctx.step((tx) => mailResetLinks(tx, { email: ctx.payload.email, public_url: app.config.publicUrl })),
  });
  const forgot = z.object({ email: f.email() });
  defineCall(app, {
    method: 'POST',
    url: '/password_reset/validation_forgot_password',
    access: 'public',
    tags,
    summary: 'Validasi permintaan reset password',
    body: forgot,
    handler: async () => ok(null, 'Validasi berhasil'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/password_reset/stored_forgot_password',
    access: 'public',
    rateLimit: { max: 10, windowMinutes: 15 },
    tags,
    summary: 'Mengirim tautan reset password ke email',
    body: forgot,
    // The answer goes out before anything is looked up, so known and unknown addresses take the
    // same time: the request only queues a job, which makes and mails the links.
    handler: async ({ body, database }) => {
      await enqueueJob(database.db, { name: RESET_MAIL_JOB, payload: { email: body.email }, companyId: null });
      return ok(null, SENT);
    },
  });

  const reset = passwordPair({ token: f.text('Token', 200) });
  defineCall(app, {
    method: 'POST',
    url: '/password_reset/validation_reset_password',
    access: 'public',
    tags,
    summary: 'Validasi token dan password baru',
    body: reset,
    handler: async ({ body, database }) => {
      const token = await validResetToken(database.db, body.token);
      assertNewPassword(body.password, await personalWordsOf(database.db, token.user_id));
      return ok(null, 'Validasi berhasil');
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/password_reset/stored_reset_password',
    access: 'public',
    tags,
    summary: 'Menyimpan password baru; semua sesi pengguna diakhiri',
    body: reset,
    handler: async ({ body, database }) => {
      await database.db.transaction((tx) => resetPassword(tx, body));
      return ok(null, 'Password berhasil diubah, silakan login');
    },
  });
}
