import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f, passwordPair } from '../../platform/fields.js';
import { newToken } from '../../platform/tokens.js';
import { resetPassword } from './commands/reset-password.js';
import { validResetToken } from './queries.js';

const tags = ['Lupa Password'];
const RESET_MINUTES = 60;
const SENT = 'Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim';

/** Makes a reset link for every account with this e-mail address and mails it. */
async function mailResetLinks(app: FastifyInstance, email: string) {
  const database = app.database;
  const r = await database.db.execute(sql`select id, email from users where lower(email) = lower(${email}) order by id`);
  for (const row of r.rows as { id: number; email: string }[]) {
    const { token, hash } = newToken();
    await database.db.execute(
      sql`insert into user_tokens (user_id, purpose, token_hash, expires_at) values (${row.id}, 'reset', ${hash}, now() + make_interval(mins => ${RESET_MINUTES}))`,
    );
    await app.mailer.send({
      to: row.email,
      subject: 'Atur ulang password',
      body: `Buka tautan berikut untuk mengatur ulang password Anda (berlaku ${RESET_MINUTES} menit):\n${app.config.publicUrl}/reset-password?token=${token}`,
    });
  }
}

export function registerPasswordResetRoutes(app: FastifyInstance) {
  const jobs = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...jobs]);
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
    // same time; the link is made and mailed by a job after the reply.
    handler: async ({ body, reply }) => {
      // Starts once the answer has left (or the connection is gone), not while it is still being written.
      const job = new Promise<void>((resolve) => reply.raw.once('close', () => setImmediate(resolve)))
        .then(() => mailResetLinks(app, body.email))
        .catch((err) => app.log.error({ err }, 'password reset mail failed'));
      jobs.add(job);
      void job.finally(() => jobs.delete(job));
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
      await validResetToken(database.db, body.token);
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
