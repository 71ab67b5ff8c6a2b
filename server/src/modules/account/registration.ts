import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { defineCall, ok } from '../../platform/call.js';
import { ErrorBag, fieldError } from '../../platform/errors.js';
import { f, passwordPair } from '../../platform/fields.js';
import { hashPassword, hashToken, newToken } from '../../platform/tokens.js';
import { APP_NAME_PATTERN, createCompany, freeAppName } from '../company/create-company.js';

const tags = ['Registrasi'];
const VERIFY_HOURS = 72;

const companyFields = {
  company_name: f.text('Nama perusahaan', 150),
  app_name: f.optText('Kode aplikasi', 64).meta({ pattern: APP_NAME_PATTERN.source }),
};

async function checkAppName(db: Executor, bag: ErrorBag, appName: string | undefined) {
  if (appName === undefined) return;
  if (!APP_NAME_PATTERN.test(appName)) bag.add('app_name', 'Kode aplikasi hanya huruf kecil, angka dan tanda minus (2–63 karakter)');
  else if ((await db.execute(sql`select 1 from companies where app_name = ${appName}`)).rows.length) bag.add('app_name', 'Kode aplikasi sudah digunakan');
}

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
      const result = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(424243)`);
        const bag = new ErrorBag();
        if ((await tx.execute(sql`select 1 from users where lower(username) = lower(${body.username})`)).rows.length)
          bag.add('username', 'Username sudah digunakan');
        if ((await tx.execute(sql`select 1 from users where lower(email) = lower(${body.email})`)).rows.length) bag.add('email', 'Email sudah terdaftar');
        await checkAppName(tx, bag, body.app_name);
        bag.throwIfAny();
        const [user] = await tx
          .insert(users)
          .values({ username: body.username, passwordHash: await hashPassword(body.password), name: body.name, email: body.email, phone: body.phone })
          .returning({ id: users.id });
        const appName = body.app_name ?? (await freeAppName(tx, body.company_name));
        await createCompany(tx, { companyName: body.company_name, appName, ownerUserId: user.id });
        return { userId: user.id, appName };
      });
      await sendVerification(app, result.userId, body.email);
      return ok({ app_name: result.appName }, 'Pendaftaran berhasil. Silakan cek email Anda untuk verifikasi.');
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
    handler: async ({ body, auth, database }) => {
      const created = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(424243)`);
        const bag = new ErrorBag();
        await checkAppName(tx, bag, body.app_name);
        bag.throwIfAny();
        const appName = body.app_name ?? (await freeAppName(tx, body.company_name));
        await createCompany(tx, { companyName: body.company_name, appName, ownerUserId: auth.userId });
        return appName;
      });
      return ok({ app_name: created, company_name: body.company_name }, 'Perusahaan berhasil ditambahkan');
    },
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
      const r = await database.db.execute(sql`
        update user_tokens set used_at = now()
         where token_hash = ${hashToken(body.token)} and purpose = 'verify' and used_at is null and expires_at > now()
        returning user_id`);
      const row = r.rows[0] as { user_id: number } | undefined;
      if (!row) throw fieldError('token', 'Tautan verifikasi tidak valid atau sudah kedaluwarsa');
      await database.db.execute(sql`update users set is_verified = true where id = ${row.user_id}`);
      return ok(null, 'Email berhasil diverifikasi');
    },
  });
}
