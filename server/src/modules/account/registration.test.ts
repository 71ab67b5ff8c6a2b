import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { countRows, tableSnapshot } from '../../test/db-state.js';
import { Client, useTestServer } from '../../test/harness.js';

const ctx = useTestServer();
let anon: Client;

/** The token in the newest mail to an address, read from the outbox as a user would from the link. */
async function tokenFromMail(to: string, param: 'token' | 'verify_token', after = 0) {
  let body = '';
  // Reset links are mailed by a job after the answer: wait a moment for it.
  for (let i = 0; i < 50 && !body; i++) {
    const r = await ctx.server.database.db.execute(sql`select body from mail_outbox where to_address = ${to} and id > ${after} order by id desc limit 1`);
    body = String((r.rows[0] as { body: string } | undefined)?.body ?? '');
    if (!body) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const m = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(body);
  if (!m) throw new Error(`no ${param} link in mail to ${to}`);
  return m[1];
}
/** The newest outbox id, to read only the mail a later call sends. */
async function lastMailId() {
  const r = await ctx.server.database.db.execute(sql`select coalesce(max(id), 0)::int as id from mail_outbox`);
  return Number((r.rows[0] as { id: number }).id);
}
const mails = (to: string) => countRows(ctx.server.database, 'mail_outbox', `to_address = '${to}'`);

const registration = (extra: Record<string, unknown> = {}) => ({
  company_name: 'Toko Sumber Rejeki',
  name: 'Rina',
  username: 'rina',
  email: 'rina@toko.test',
  phone: '081234567890',
  password: 'Rahasia-Rina-1',
  password_confirmation: 'Rahasia-Rina-1',
  ...extra,
});

beforeAll(async () => {
  anon = new Client(ctx.server.url, '10.5.0.1');
});

describe('POST /registration/submit and e-mail verification', () => {
  it('creates the company with ten groups, a warehouse and its superuser, and mails a verification link', async () => {
    const r = await anon.post('/registration/submit', registration());
    expect(r.status).toBe(200);
    expect(r.data.app_name).toBe('toko-sumber-rejeki');
    const c = await new Client(ctx.server.url).login('rina', 'Rahasia-Rina-1');
    const p = await c.get('/account/profile');
    expect(p.data).toMatchObject({ roles: ['superuser'], company_name: 'Toko Sumber Rejeki', is_verified: false, admin_phone: '081234567890' });
    expect((await c.post('/group/list', {})).data.total).toBe(10);
    expect((await c.post('/master_gudang/list', {})).data.total).toBe(1);

    const token = await tokenFromMail('rina@toko.test', 'verify_token');
    expect((await anon.post('/notif/verify_email', { token })).status).toBe(200);
    expect((await c.get('/account/profile')).data.is_verified).toBe(true);
    expect((await anon.post('/notif/verify_email', { token })).errors?.token).toBeDefined();
  });

  it('derives a free app_name when the company name repeats', async () => {
    const r = await anon.post('/registration/submit', registration({ username: 'rina2', email: 'rina2@toko.test' }));
    expect(r.data.app_name).toBe('toko-sumber-rejeki-2');
  });

  it('answers a taken username or e-mail exactly like a new registration, creating nothing and telling only the mailbox', async () => {
    const users = () => countRows(ctx.server.database, 'users');
    const companies = () => countRows(ctx.server.database, 'companies');
    const [u0, c0] = [await users(), await companies()];
    const shape = (r: Awaited<ReturnType<Client['post']>>) => ({
      http: r.http,
      status: r.status,
      msg: r.msg,
      errors: r.errors,
      keys: Object.keys(r.data ?? {}),
    });
    const mailTo = async (to: string) =>
      String(
        (
          (await ctx.server.database.db.execute(sql`select body from mail_outbox where to_address = ${to} order by id desc limit 1`)).rows[0] as
            | { body?: string }
            | undefined
        )?.body ?? '',
      );
    const takenEmail = await anon.post('/registration/submit', registration({ username: 'orang_lain', email: 'rina@toko.test', company_name: 'Toko Lain' }));
    const takenUsername = await anon.post(
      '/registration/submit',
      registration({ username: 'RINA', email: 'rina.baru@toko.test', company_name: 'Toko Rina Baru' }),
    );
    expect([await users(), await companies()]).toEqual([u0, c0]);
    const fresh = await anon.post('/registration/submit', registration({ username: 'segar', email: 'segar@toko.test', company_name: 'Toko Segar' }));
    expect([await users(), await companies()]).toEqual([u0 + 1, c0 + 1]);
    expect(shape(takenEmail)).toEqual(shape(fresh));
    expect(shape(takenUsername)).toEqual(shape(fresh));
    expect(fresh.msg).toMatch(/^Pendaftaran diterima\. Jika data valid, kami mengirim email/);
    expect(JSON.stringify([takenEmail, takenUsername])).not.toMatch(/sudah (digunakan|terdaftar|dipakai)/);
    // The mailbox typed learns what happened: the account's owner, or the newcomer who must choose another username.
    expect(await mailTo('rina@toko.test')).toContain('sudah terdaftar');
    expect(await mailTo('rina.baru@toko.test')).toContain('Username "RINA" sudah dipakai');
    await new Client(ctx.server.url).login('segar', 'Rahasia-Rina-1');
  });

  it('refuses a taken or bad app_name (a company code, not a person) and missing fields, writing nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const taken = await anon.post('/registration/submit', registration({ username: 'baru', email: 'baru@toko.test', app_name: 'demo' }));
    expect(taken.http).toBe(422);
    expect(Object.keys(taken.errors ?? {})).toEqual(['app_name']);
    const bad = await anon.post('/registration/submit', registration({ username: 'baru', email: 'baru@toko.test', app_name: 'Nama Besar!' }));
    expect(bad.errors?.app_name).toBeDefined();
    const missing = await anon.post('/registration/submit', {});
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual(['company_name', 'email', 'name', 'password', 'username']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('POST /registration/add_company adds a company owned by the caller', async () => {
    const r = await ctx.admin.post('/registration/add_company', { company_name: 'PT Cabang Baru' });
    expect(r.data).toEqual({ app_name: 'pt-cabang-baru', company_name: 'PT Cabang Baru' });
    expect((await ctx.admin.get('/user/app/list_companies')).data).toHaveLength(2);
    expect((await ctx.admin.post('/registration/add_company', { company_name: 'Lagi', app_name: 'demo' })).errors?.app_name).toEqual([
      'Kode aplikasi sudah digunakan',
    ]);
    expect((await new Client(ctx.server.url).post('/registration/add_company', { company_name: 'Tanpa Login' })).http).toBe(401);
  });

  it('POST /notif/email_resend mails only unverified known addresses, answering alike', async () => {
    await anon.post('/registration/submit', registration({ username: 'belum', email: 'belum@toko.test', company_name: 'Belum Verif' }));
    const n = await mails('belum@toko.test');
    const known = await anon.post('/notif/email_resend', { email: 'belum@toko.test' });
    const unknown = await anon.post('/notif/email_resend', { email: 'tidak@ada.test' });
    expect(known.msg).toBe(unknown.msg);
    expect(await mails('belum@toko.test')).toBe(n + 1);
    expect(await mails('tidak@ada.test')).toBe(0);
    const verified = await mails('rina@toko.test');
    await anon.post('/notif/email_resend', { email: 'rina@toko.test' });
    expect(await mails('rina@toko.test')).toBe(verified);
    const c = await new Client(ctx.server.url).login('belum', 'Rahasia-Rina-1');
    await c.post('/notif/email_resend', {});
    expect(await mails('belum@toko.test')).toBe(n + 2);
    expect((await anon.post('/notif/email_resend', { email: 'bukan email' })).http).toBe(422);
  });
});

describe('password reset', () => {
  it('validation_forgot_password checks the address; stored_forgot_password mails a link only to known addresses', async () => {
    expect((await anon.post('/password_reset/validation_forgot_password', { email: 'rina@toko.test' })).status).toBe(200);
    expect((await anon.post('/password_reset/validation_forgot_password', { email: 'rina' })).errors?.email).toBeDefined();
    const since = await lastMailId();
    const unknown = await anon.post('/password_reset/stored_forgot_password', { email: 'hilang@toko.test' });
    const known = await anon.post('/password_reset/stored_forgot_password', { email: 'RINA@toko.test' });
    expect(unknown).toEqual(known);
    await tokenFromMail('rina@toko.test', 'token', since);
    expect(await mails('hilang@toko.test')).toBe(0);
  });

  it('stored_forgot_password answers before anything is looked up: the request only queues a job', async () => {
    const { app, database } = ctx.server;
    await app.jobs.stop();
    try {
      const since = await lastMailId();
      const tokens = await countRows(database, 'user_tokens', `purpose = 'reset'`);
      const known = await anon.post('/password_reset/stored_forgot_password', { email: 'rina@toko.test' });
      const unknown = await anon.post('/password_reset/stored_forgot_password', { email: 'hilang@toko.test' });
      expect(known).toEqual(unknown);
      // Nothing was read or written for either address yet: no token, no mail, two queued jobs.
      expect(await lastMailId()).toBe(since);
      expect(await countRows(database, 'user_tokens', `purpose = 'reset'`)).toBe(tokens);
      expect(await countRows(database, 'jobs', `name = 'account.reset-mail' and state = 'queued'`)).toBe(2);
      await app.jobs.start();
      // The link still arrives, from the job.
      await tokenFromMail('rina@toko.test', 'token', since);
    } finally {
      await app.jobs.start();
    }
  });

  it('using one reset link, or changing the password, voids every other outstanding link', async () => {
    let since = await lastMailId();
    await anon.post('/password_reset/stored_forgot_password', { email: 'rina@toko.test' });
    const first = await tokenFromMail('rina@toko.test', 'token', since);
    since = await lastMailId();
    await anon.post('/password_reset/stored_forgot_password', { email: 'rina@toko.test' });
    const second = await tokenFromMail('rina@toko.test', 'token', since);
    const pw = { password: 'Rahasia-Rina-1', password_confirmation: 'Rahasia-Rina-1' };
    expect((await anon.post('/password_reset/stored_reset_password', { token: second, ...pw })).status).toBe(200);
    const stale = await anon.post('/password_reset/stored_reset_password', { token: first, ...pw });
    expect(stale.http).toBe(422);
    expect(stale.errors?.token).toBeDefined();

    since = await lastMailId();
    await anon.post('/password_reset/stored_forgot_password', { email: 'rina@toko.test' });
    const pending = await tokenFromMail('rina@toko.test', 'token', since);
    const own = await new Client(ctx.server.url).login('rina', 'Rahasia-Rina-1');
    const changed = await own.post('/user/update_password', { old_password: 'Rahasia-Rina-1', ...pw });
    expect(changed.status).toBe(200);
    expect((await anon.post('/password_reset/validation_reset_password', { token: pending, ...pw })).errors?.token).toBeDefined();
  });

  it('validation_reset_password and stored_reset_password set the new password once and end every session', async () => {
    const session = await new Client(ctx.server.url).login('rina', 'Rahasia-Rina-1');
    const since = await lastMailId();
    await anon.post('/password_reset/stored_forgot_password', { email: 'rina@toko.test' });
    const token = await tokenFromMail('rina@toko.test', 'token', since);
    const body = { token, password: 'Baru-Rina-123', password_confirmation: 'Baru-Rina-123' };
    expect((await anon.post('/password_reset/validation_reset_password', body)).status).toBe(200);
    expect((await anon.post('/password_reset/validation_reset_password', { ...body, token: 'palsu' })).errors?.token).toBeDefined();
    expect(
      (await anon.post('/password_reset/validation_reset_password', { ...body, password_confirmation: 'beda' })).errors?.password_confirmation,
    ).toBeDefined();
    // A validation call leaves the token usable.
    const r = await anon.post('/password_reset/stored_reset_password', body);
    expect(r.status).toBe(200);
    expect((await session.get('/account/profile')).status).toBe(50012);
    await new Client(ctx.server.url).login('rina', 'Baru-Rina-123');
    expect((await new Client(ctx.server.url, '10.5.0.9').post('/login/stored', { username: 'rina', password: 'Rahasia-Rina-1' })).http).toBe(422);
    const reuse = await anon.post('/password_reset/stored_reset_password', { ...body, password: 'Lagi-Rina-123', password_confirmation: 'Lagi-Rina-123' });
    expect(reuse.http).toBe(422);
    expect(reuse.errors?.token).toBeDefined();
  });

  it('an expired reset link is refused', async () => {
    const since = await lastMailId();
    await anon.post('/password_reset/stored_forgot_password', { email: 'rina@toko.test' });
    const token = await tokenFromMail('rina@toko.test', 'token', since);
    await ctx.server.database.db.execute(sql`update user_tokens set expires_at = now() - interval '1 minute' where purpose = 'reset' and used_at is null`);
    const r = await anon.post('/password_reset/stored_reset_password', { token, password: 'Telat-Rina-123', password_confirmation: 'Telat-Rina-123' });
    expect(r.http).toBe(422);
  });
});

describe('the password rule: no common password, not the username, name or company name', () => {
  const pw = (password: string) => ({ password, password_confirmation: password });
  const COMMON = ['qwertyuiop', 'Password123', 'bismillah', 'iloveyou1'];

  it('registration refuses a common password and one equal to the username or company name, with a field error', async () => {
    for (const password of COMMON) {
      const r = await new Client(ctx.server.url, '10.5.2.1').post(
        '/registration/submit',
        registration({ username: 'umum', email: 'umum@toko.test', ...pw(password) }),
      );
      expect([r.http, r.errors]).toEqual([422, { password: ['Password terlalu umum dan mudah ditebak; pilih password lain'] }]);
    }
    const personal = 'Password tidak boleh sama dengan username, nama atau nama perusahaan';
    const sameUser = await new Client(ctx.server.url, '10.5.2.1').post(
      '/registration/submit',
      registration({ username: 'pemilik.toko', email: 'pt@toko.test', ...pw('Pemilik.Toko') }),
    );
    expect(sameUser.errors).toEqual({ password: [personal] });
    const sameCompany = await new Client(ctx.server.url, '10.5.2.2').post(
      '/registration/submit',
      registration({ username: 'pemilik2', email: 'pt2@toko.test', company_name: 'Maju Jaya Abadi', ...pw('majujayaabadi2024') }),
    );
    expect(sameCompany.errors).toEqual({ password: [personal] });
    expect(await countRows(ctx.server.database, 'users', `email in ('umum@toko.test', 'pt@toko.test', 'pt2@toko.test')`)).toBe(0);
  });

  it("reset, user create, change password and another user's password apply the same rule", async () => {
    await new Client(ctx.server.url, '10.5.2.1').post(
      '/registration/submit',
      registration({ username: 'aturan', email: 'aturan@toko.test', company_name: 'Toko Aturan' }),
    );
    const since = await lastMailId();
    await new Client(ctx.server.url, '10.5.2.3').post('/password_reset/stored_forgot_password', { email: 'aturan@toko.test' });
    const token = await tokenFromMail('aturan@toko.test', 'token', since);
    for (const url of ['/password_reset/validation_reset_password', '/password_reset/stored_reset_password']) {
      expect((await anon.post(url, { token, ...pw('password123') })).errors?.password?.[0]).toMatch(/^Password terlalu umum/);
      expect((await anon.post(url, { token, ...pw('Aturan2025') })).errors?.password?.[0]).toMatch(/^Password tidak boleh sama dengan username/);
    }
    // The refused reset left the link usable.
    expect((await anon.post('/password_reset/stored_reset_password', { token, ...pw('Aturan-Baru-Aman-9') })).status).toBe(200);

    const created = await ctx.admin.post('/user/create', {
      admin_username: 'kasir_umum',
      admin_person_full_name: 'Kasir Umum',
      admin_group_id: 5,
      ...pw('12345678'),
    });
    expect(created.errors?.password?.[0]).toMatch(/^Password terlalu umum/);
    const named = await ctx.admin.post('/user/create', {
      admin_username: 'kasir_umum',
      admin_person_full_name: 'Kasir Umum',
      admin_group_id: 5,
      ...pw('kasir_umum'),
    });
    expect(named.errors?.password?.[0]).toMatch(/^Password tidak boleh sama/);
    const ok = await ctx.admin.post('/user/create', {
      admin_username: 'kasir_umum',
      admin_person_full_name: 'Kasir Umum',
      admin_group_id: 5,
      ...pw('Kasir-Aman-2026'),
    });
    expect(ok.status).toBe(200);
    const other = await ctx.admin.post('/user/update_other_password', { admin_id: ok.data.admin_id, ...pw('superman1') });
    expect(other.errors?.password?.[0]).toMatch(/^Password terlalu umum/);
    const own = await new Client(ctx.server.url).login('kasir_umum', 'Kasir-Aman-2026');
    const changed = await own.post('/user/update_password', { old_password: 'Kasir-Aman-2026', ...pw('Kasir Umum') });
    expect(changed.errors?.password?.[0]).toMatch(/^Password tidak boleh sama/);
    await new Client(ctx.server.url).login('kasir_umum', 'Kasir-Aman-2026');
  });
});

describe('mail without SMTP', () => {
  it('never writes a reset link or its token to the log: only that the mail waits in mail_outbox', async () => {
    const printed: string[] = [];
    const capture = (...args: unknown[]) => {
      const text = (a: unknown) => {
        try {
          return typeof a === 'string' ? a : JSON.stringify(a);
        } catch {
          return String(a);
        }
      };
      printed.push(args.map(text).join(' '));
    };
    await new Client(ctx.server.url, '10.5.3.1').post(
      '/registration/submit',
      registration({ username: 'catat', email: 'catat@toko.test', company_name: 'Toko Catat' }),
    );
    const spies = [
      vi.spyOn(console, 'info').mockImplementation(capture),
      vi.spyOn(console, 'log').mockImplementation(capture),
      vi.spyOn(ctx.server.app.log, 'info').mockImplementation(capture as never),
      vi.spyOn(ctx.server.app.log, 'debug').mockImplementation(capture as never),
    ];
    // The old code kept quiet only under NODE_ENV=test: run as a server would.
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const since = await lastMailId();
      await new Client(ctx.server.url, '10.5.3.1').post('/password_reset/stored_forgot_password', { email: 'catat@toko.test' });
      const token = await tokenFromMail('catat@toko.test', 'token', since);
      for (let i = 0; i < 50 && !printed.some((l) => l.includes('mail_outbox')); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(printed.join('\n')).not.toContain(token);
      expect(printed.join('\n')).not.toContain('/reset-password');
      expect(printed.some((l) => l.includes('mail kept in mail_outbox'))).toBe(true);
    } finally {
      process.env.NODE_ENV = env;
      for (const spy of spies) spy.mockRestore();
    }
  });
});
