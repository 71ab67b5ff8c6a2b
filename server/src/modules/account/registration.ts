import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { f, passwordPair } from '../../platform/fields.js';
import { APP_NAME_PATTERN } from '@bo/contract';
import { addCompany } from './commands/add-company.js';
import { REGISTRATION_SENT, registerCompany } from './commands/register-company.js';
import { sendVerification } from './commands/send-verification.js';
import { verifyEmail } from './commands/verify-email.js';
import { accountToVerify } from './queries.js';

const tags = ['Registrasi'];

const companyFields = {
  company_name: f.text('Nama perusahaan', 150),
  app_name: f.optText('Kode aplikasi', 64).meta({ pattern: APP_NAME_PATTERN.source }),
};

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
      // The company, its superuser and the verification mail commit together.
      const registered = await database.db.transaction(async (tx) => {
        const company = await registerCompany(tx, body, { public_url: app.config.publicUrl });
        if (company.user_id !== null) await sendVerification(tx, { user_id: company.user_id, email: body.email, public_url: app.config.publicUrl });
        return company;
      });
      // The same answer whether the account was made or its username or e-mail was taken (see registerCompany).
      return ok({ app_name: registered.app_name }, REGISTRATION_SENT);
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
      if (!auth && !body.email) return ok(null, 'Email wajib diisi');
      await database.db.transaction(async (tx) => {
        const user = await accountToVerify(tx, auth ? { user_id: auth.userId } : { email: body.email });
        if (user?.email && !user.is_verified) await sendVerification(tx, { user_id: user.id, email: user.email, public_url: app.config.publicUrl });
      });
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
