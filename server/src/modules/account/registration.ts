import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f, passwordPair } from '../../platform/fields.js';
import { newToken } from '../../platform/tokens.js';
import { APP_NAME_PATTERN } from '@bo/contract';
import { addCompany } from './commands/add-company.js';
import { registerCompany } from './commands/register-company.js';
import { verifyEmail } from './commands/verify-email.js';

const tags = ['Registrasi'];
const VERIFY_HOURS = 72;

const companyFields = {
  company_name: f.text('Nama perusahaan', 150),
  app_name: f.optText('Kode aplikasi', 64).meta({ pattern: APP_NAME_PATTERN.source }),
};

/** Sends the e-mail verification link of a user. */
export async function sendVerification(app: FastifyInstance, userId: number, email: string) {
  const { token, hash } = newToken();
  await app.database.db.execute(
    sql`insert into user_tokens (user_id, purpose, token_hash, expires_at) values (${userId}, 'verify', ${hash}, now() + make_interval(hours => ${VERIFY_HOURS}))`,
  );
  await app.mailer.send({
    to: email,
    subject: 'Verifikasi email akun Anda',
    body: `Buka tautan berikut untuk memverifikasi email Anda (berlaku ${VERIFY_HOURS} jam):\n${app.config.publicUrl}/auth-redirect?verify_token=${token}`,
  });
}

export function registerRegistrationRoutes(app: FastifyInstance) {
  const submit = passwordPair({
    ...companyFields,
    name: f.text('Nama', 150),
    username: f.username(),
    email: f.email(),
    phone: f.optPhone(),
  });

  defineCall(app, {
    method: 'POST',
    url: '/registration/submit',
    access: 'public',
    rateLimit: { max: 10, windowMinutes: 60 },
    tags,
    summary: 'Pendaftaran perusahaan baru beserta akun superuser-nya',
    body: submit,
    handler: async ({ body, database }) => {
      const registered = await database.db.transaction((tx) => registerCompany(tx, body));
      await sendVerification(app, registered.user_id, body.email);
      return ok({ app_name: registered.app_name }, 'Pendaftaran berhasil. Silakan cek email Anda untuk verifikasi.');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/registration/add_company',
    access: 'authenticated',
    noTransaction: true,
    tags,
    summary: 'Menambah perusahaan baru milik pengguna yang sedang login',
    body: z.object(companyFields),
    handler: async ({ body, auth, database }) => ok(await database.db.transaction((tx) => addCompany(tx, auth, body)), 'Perusahaan berhasil ditambahkan'),
  });

  defineCall(app, {
    method: 'POST',
    url: '/notif/email_resend',
    access: 'optional',
    rateLimit: { max: 10, windowMinutes: 15 },
    tags,
    summary: 'Mengirim ulang email verifikasi (email, atau pengguna yang login)',
    body: z.object({ email: f.optEmail() }),
    handler: async ({ body, auth, database }) => {
      const r = auth
        ? await database.db.execute(sql`select id, email, is_verified from users where id = ${auth.userId}`)
        : body.email
          ? await database.db.execute(sql`select id, email, is_verified from users where lower(email) = lower(${body.email})`)
          : undefined;
      if (!r) return ok(null, 'Email wajib diisi');
      const user = r.rows[0] as { id: number; email: string | null; is_verified: boolean } | undefined;
      if (user?.email && !user.is_verified) await sendVerification(app, Number(user.id), user.email);
      // The same answer whether or not the address is known, so the call reveals no accounts.
      return ok(null, 'Jika email terdaftar dan belum terverifikasi, tautan verifikasi telah dikirim');
    },
  });

  defineCall(app, {
    method: 'POST',
    url: '/notif/verify_email',
    access: 'public',
    tags,
    summary: 'Memverifikasi email dengan token dari tautan email (dipakai halaman /auth-redirect)',
    body: z.object({ token: f.text('Token', 200) }),
    handler: async ({ body, database }) => {
      await database.db.transaction((tx) => verifyEmail(tx, body));
      return ok(null, 'Email berhasil diverifikasi');
    },
  });
}
