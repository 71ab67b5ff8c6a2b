import { createHash } from 'node:crypto';
import { MSG } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { ACCOUNT_FAILURE_CEILING, DELAY_AFTER_FAILURES, delaySeconds, MAX_DELAY_SECONDS, tryLaterMessage } from './commands/verify-credentials.js';

const ctx = useTestServer();
const PASSWORD = 'Password-123';

describe('POST /login/stored', () => {
  it('accepts the username in any case and picks the first company', async () => {
    const r = await new Client(ctx.server.url).post('/login/stored', { username: 'SuperAdmin', password: ADMIN.password });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ app_name: 'demo', company_name: 'PT Demo Niaga Sejahtera' });
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('answers an unknown username exactly like a wrong password, failure counts included', async () => {
    await userWithGroup(ctx.admin, 5, 'ada_orangnya');
    const unknown = new Client(ctx.server.url, '10.3.0.1');
    const known = new Client(ctx.server.url, '10.3.1.1');
    for (let i = 1; i <= 3; i++) {
      const a = await unknown.post('/login/stored', { username: 'tidak_ada_orangnya', password: 'apa-saja-1' });
      const b = await known.post('/login/stored', { username: 'ada_orangnya', password: 'apa-saja-1' });
      const { http, status, msg, errors, data } = a;
      expect({ http, status, msg, errors, data }).toEqual({ http: b.http, status: b.status, msg: b.msg, errors: b.errors, data: b.data });
      expect(a.http).toBe(422);
      expect(a.msg).toBe(MSG.loginFailed);
      expect(a.errors?.username).toEqual([MSG.wrongCredentials]);
      expect(a.data).toEqual({ failed_login_count: i, captcha: i >= 3, retry_after: 0 });
    }
    // Both spend an argon2 verification: comparable time (loose bound, the machine is shared).
    const time = async (c: Client, username: string) => {
      const t = performance.now();
      await c.post('/login/stored', { username, password: 'apa-saja-1' });
      return performance.now() - t;
    };
    // Medians of interleaved samples, each from a fresh address, so one slow moment of a busy machine does not decide.
    const unknownTimes: number[] = [];
    const knownTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      unknownTimes.push(await time(new Client(ctx.server.url, `10.3.2.${i + 1}`), 'tidak_ada_orangnya'));
      knownTimes.push(await time(new Client(ctx.server.url, `10.3.3.${i + 1}`), 'ada_orangnya'));
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[3];
    const tUnknown = median(unknownTimes);
    const tKnown = median(knownTimes);
    expect(tUnknown).toBeGreaterThan(tKnown / 3);
    expect(tKnown).toBeGreaterThan(tUnknown / 3);
  });

  it('throttles an (account, address) with a growing delay while the owner keeps logging in from elsewhere', async () => {
    await userWithGroup(ctx.admin, 5, 'dikunci');
    const attacker = new Client(ctx.server.url, '10.3.0.2');
    let last = await attacker.post('/login/stored', { username: 'dikunci', password: 'salah' });
    for (let i = 2; i <= DELAY_AFTER_FAILURES; i++) last = await attacker.post('/login/stored', { username: 'dikunci', password: 'salah' });
    expect(last.data).toMatchObject({ failed_login_count: DELAY_AFTER_FAILURES, captcha: true, retry_after: 2 });
    // During the delay even the right password from that address is refused, without a hint.
    const waiting = await attacker.post('/login/stored', { username: 'dikunci', password: PASSWORD });
    expect(waiting.http).toBe(422);
    expect(waiting.errors?.username?.[0]).toBe(tryLaterMessage(waiting.data.retry_after));
    // The owner, from the usual address, is not locked out.
    await new Client(ctx.server.url, '10.3.9.2').login('dikunci', PASSWORD);
    // Once the delay has passed, another failure doubles it; the right password then works and resets the pair.
    await ctx.server.database.db.execute(sql`update login_throttle set last_failure_at = now() - interval '3 seconds' where key like 'p:%:10.3.0.2'`);
    const again = await attacker.post('/login/stored', { username: 'dikunci', password: 'salah' });
    expect(again.data).toMatchObject({ failed_login_count: DELAY_AFTER_FAILURES + 1, retry_after: 4 });
    await ctx.server.database.db.execute(sql`update login_throttle set last_failure_at = now() - interval '5 seconds' where key like 'p:%:10.3.0.2'`);
    await attacker.login('dikunci', PASSWORD);
    expect((await attacker.post('/login/stored', { username: 'dikunci', password: 'salah' })).data.failed_login_count).toBe(1);
    expect(delaySeconds(30)).toBe(MAX_DELAY_SECONDS);
  });

  it("refuses new addresses once an account has 100 failures in an hour (OWASP ASVS 2.2.1), never the owner's own", async () => {
    await userWithGroup(ctx.admin, 5, 'diserbu');
    const account = createHash('sha256').update('diserbu').digest('hex').slice(0, 32);
    await ctx.server.database.db.execute(
      sql`insert into login_throttle (key, failures, window_start, last_failure_at) values (${`a:${account}`}, ${ACCOUNT_FAILURE_CEILING - 1}, now() - interval '10 minutes', now())`,
    );
    const owner = new Client(ctx.server.url, '10.3.8.1');
    // Below the ceiling the owner gets in; the 100th failure reaches it.
    await owner.login('diserbu', PASSWORD);
    expect((await new Client(ctx.server.url, '10.3.8.2').post('/login/stored', { username: 'diserbu', password: 'salah' })).http).toBe(422);
    const refused = await new Client(ctx.server.url, '10.3.8.3').post('/login/stored', { username: 'Diserbu', password: PASSWORD });
    expect(refused.http).toBe(422);
    expect(refused.errors?.username?.[0]).toBe(tryLaterMessage(refused.data.retry_after));
    expect(refused.data.retry_after).toBeGreaterThan(45 * 60);
    // The address the owner logged in from stays open.
    await owner.login('Diserbu', PASSWORD);
    await ctx.server.database.db.execute(sql`update login_throttle set window_start = now() - interval '61 minutes' where key = ${`a:${account}`}`);
    await new Client(ctx.server.url, '10.3.8.3').login('diserbu', PASSWORD);
  });

  it('an attack from 20 addresses does not lock the owner out of their usual address; a reset link opens a new one', async () => {
    const { userId } = await userWithGroup(ctx.admin, 5, 'pemilik_diserang');
    await ctx.server.database.db.execute(sql`update users set email = 'pemilik.diserang@contoh.id' where id = ${userId}`);
    const home = new Client(ctx.server.url, '10.4.0.1');
    await home.login('pemilik_diserang', PASSWORD);
    // 20 addresses, 5 wrong passwords each (below each pair's delay): the account's 100 an hour.
    await Promise.all(
      Array.from({ length: 20 }, async (_, a) => {
        const attacker = new Client(ctx.server.url, `10.4.1.${a + 1}`);
        for (let i = 0; i < 5; i++) await attacker.post('/login/stored', { username: 'pemilik_diserang', password: `salah-${i}` });
      }),
    );
    // A new address is refused for the hour; the owner's own is not.
    expect((await new Client(ctx.server.url, '10.4.2.1').post('/login/stored', { username: 'pemilik_diserang', password: PASSWORD })).http).toBe(422);
    await home.login('pemilik_diserang', PASSWORD);
    // A password reset proves the owner: their new address opens too.
    const since = Number((await ctx.server.database.db.execute(sql`select coalesce(max(id), 0)::int as id from mail_outbox`)).rows[0].id);
    await new Client(ctx.server.url, '10.4.2.1').post('/password_reset/stored_forgot_password', { email: 'pemilik.diserang@contoh.id' });
    let token = '';
    for (let i = 0; i < 100 && !token; i++) {
      const r = await ctx.server.database.db.execute(sql`select body from mail_outbox where to_address = 'pemilik.diserang@contoh.id' and id > ${since}`);
      token = /[?&]token=([A-Za-z0-9_-]+)/.exec(String((r.rows[0] as { body?: string } | undefined)?.body ?? ''))?.[1] ?? '';
      if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const reset = await new Client(ctx.server.url, '10.4.2.1').post('/password_reset/stored_reset_password', {
      token,
      password: 'Baru-Lagi-Aman-7',
      password_confirmation: 'Baru-Lagi-Aman-7',
    });
    expect(reset.status).toBe(200);
    await new Client(ctx.server.url, '10.4.2.1').login('pemilik_diserang', 'Baru-Lagi-Aman-7');
  });

  it('tells an inactive member, or a member of a deactivated group, that the account is inactive', async () => {
    const { userId, username, password } = await userWithGroup(ctx.admin, 5, 'tidak_aktif');
    await ctx.admin.post('/user/update_status', { admin_id: userId, status: 0 }, { json: true });
    const r = await new Client(ctx.server.url, '10.3.7.1').post('/login/stored', { username, password });
    expect(r.http).toBe(422);
    expect(r.errors?.username).toEqual([MSG.accountInactive]);
    const withApp = await new Client(ctx.server.url, '10.3.7.1').post('/users/auth/login', { username, password, app_name: 'demo' });
    expect(withApp.errors?.username).toEqual([MSG.accountInactive]);
    await ctx.admin.post('/user/update_status', { admin_id: userId, status: 1 }, { json: true });
    await new Client(ctx.server.url).login(username, password);

    const groupId = (await ctx.admin.post('/group/stored', { group_name: 'Peran Login Mati' })).data.group_id;
    const member = await userWithGroup(ctx.admin, groupId, 'grup_mati');
    await ctx.admin.post('/group/update_status', { group_id: groupId, status: 0 }, { json: true });
    // The open session ends for good: it does not revive when the group is active again.
    const ended = await member.client.get('/account/profile');
    expect(ended.http).toBe(401);
    expect(ended.msg).toBe(MSG.accountInactive);
    const login = await new Client(ctx.server.url, '10.3.7.2').post('/login/stored', { username: member.username, password: member.password });
    expect(login.http).toBe(422);
    expect(login.errors?.username).toEqual([MSG.accountInactive]);
    expect(login.data?.token).toBeUndefined();
    await ctx.admin.post('/group/update_status', { group_id: groupId, status: 1 }, { json: true });
    expect((await member.client.get('/account/profile')).status).toBe(50012);
    await new Client(ctx.server.url).login(member.username, member.password);
  });

  it('refuses an address after too many failures with 429', async () => {
    const c = new Client(ctx.server.url, '10.3.0.3');
    await ctx.server.database.db.execute(sql`insert into login_failures (address, count, window_start) values ('10.3.0.3', 20, now())`);
    const r = await c.post('/login/stored', { username: ADMIN.username, password: ADMIN.password });
    expect(r.http).toBe(429);
    expect(r.msg).toBe(MSG.tooManyRequests);
    expect((await new Client(ctx.server.url, '10.3.0.4').post('/login/stored', { username: ADMIN.username, password: ADMIN.password })).status).toBe(200);
  });

  it('keeps spaces at the ends of a password', async () => {
    const password = '  spasi-di-tepi  ';
    const made = await ctx.admin.post('/user/create', {
      admin_username: 'spasi',
      admin_person_full_name: 'Spasi',
      admin_group_id: 5,
      password,
      password_confirmation: password,
    });
    expect(made.status).toBe(200);
    await new Client(ctx.server.url).login('spasi', password);
    expect((await new Client(ctx.server.url, '10.3.0.5').post('/login/stored', { username: 'spasi', password: password.trim() })).http).toBe(422);
  });

  it('refuses missing fields with field errors', async () => {
    const r = await new Client(ctx.server.url).post('/login/stored', {});
    expect(r.http).toBe(422);
    expect(Object.keys(r.errors ?? {}).sort()).toEqual(['password', 'username']);
  });
});

describe('choosing a company at login', () => {
  it('POST /users/auth/get_app_name lists the companies, POST /users/auth/login logs in to one', async () => {
    await ctx.admin.post('/registration/add_company', { company_name: 'PT Kedua', app_name: 'kedua' });
    const list = await new Client(ctx.server.url).post('/users/auth/get_app_name', { username: ADMIN.username, password: ADMIN.password });
    expect(list.data).toEqual([
      { app_name: 'demo', company_name: 'PT Demo Niaga Sejahtera' },
      { app_name: 'kedua', company_name: 'PT Kedua' },
    ]);
    const wrong = await new Client(ctx.server.url, '10.3.0.6').post('/users/auth/get_app_name', { username: ADMIN.username, password: 'salah-lagi' });
    expect(wrong.http).toBe(422);
    const r = await new Client(ctx.server.url).post('/users/auth/login', { username: ADMIN.username, password: ADMIN.password, app_name: 'kedua' });
    expect(r.data).toMatchObject({ app_name: 'kedua', company_name: 'PT Kedua' });
    expect(r.data.token_app).toBe(r.data.token);
    const c = new Client(ctx.server.url);
    c.token = r.data.token;
    expect((await c.get('/account/profile')).data.company_name).toBe('PT Kedua');
    expect((await new Client(ctx.server.url).post('/users/auth/login', { username: ADMIN.username, password: ADMIN.password })).errors?.app_name).toBeDefined();
    const header = await new Client(ctx.server.url).post(
      '/login/stored',
      { username: ADMIN.username, password: ADMIN.password },
      { headers: { app_name: 'kedua' } },
    );
    expect(header.data.app_name).toBe('kedua');
  });

  it('POST /login/stored_via_app switches company and ends the old token', async () => {
    const c = await new Client(ctx.server.url).login(ADMIN.username, ADMIN.password);
    const r = await c.post('/login/stored_via_app', { app_name: 'kedua' });
    expect(r.msg).toBe(MSG.companySwitched);
    expect((await c.get('/account/profile')).status).toBe(50012);
    c.token = r.data.token;
    c.appName = r.data.app_name;
    expect((await c.get('/account/profile')).data.app_name).toBe('kedua');
    expect((await c.post('/login/stored_via_app', { app_name: 'tidak-ada' })).errors?.app_name).toEqual([MSG.noCompany]);
  });
});

describe('GET /account/profile and /account/logout', () => {
  it('answers 50008 for a session idle too long and 50014 without a token', async () => {
    const c = await new Client(ctx.server.url).login(ADMIN.username, ADMIN.password);
    await ctx.server.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '8 days' where ended_at is null and user_id = 1 and id = (select max(id) from sessions)`,
    );
    const r = await c.get('/account/profile');
    expect(r.http).toBe(401);
    expect(r.status).toBe(50008);
    expect((await c.get('/account/profile')).status).toBe(50008);
    const none = await new Client(ctx.server.url).get('/account/profile');
    expect(none.status).toBe(50014);
    expect(none.msg).toBe(MSG.tokenMissing);
  });

  it('describes a partner and a restricted user', async () => {
    const mitra = await userWithGroup(ctx.admin, 10, 'mitra_profil');
    const p = await mitra.client.get('/account/profile');
    expect(p.data).toMatchObject({
      roles: ['Sales'],
      group_type: 'mitra',
      admin_group_id: 10,
      admin_gudang_id_active: 0,
      admin_gudang_active_name: 'Semua Gudang',
      captcha: false,
    });
    expect((await mitra.client.get('/account/logout')).msg).toBe('Logout berhasil');
    expect((await mitra.client.get('/account/profile')).status).toBe(50012);
  });
});

describe('POST /account/update_gudang_active', () => {
  it('switches the active warehouse, refuses unknown ones and partners', async () => {
    const { client } = await userWithGroup(ctx.admin, 4, 'pilih_gudang');
    const r = await client.post('/account/update_gudang_active', { gudang_id: 2 });
    expect(r.msg).toBe(MSG.warehouseChanged);
    expect((await client.get('/account/profile')).data).toMatchObject({ admin_gudang_id_active: 2, admin_gudang_active_name: 'Gudang Cabang' });
    // 'all warehouses' (id 0) is for superusers and restricted users covering all (spec-1 §5), not SPV WHS
    expect((await client.post('/account/update_gudang_active', { gudang_id: 0 })).http).toBe(422);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 999 })).http).toBe(422);
    expect((await client.post('/account/update_gudang_active', {})).errors?.gudang_id).toBeDefined();
    const mitra = await userWithGroup(ctx.admin, 10, 'mitra_gudang');
    expect((await mitra.client.post('/account/update_gudang_active', { gudang_id: 1 })).http).toBe(403);
    // The admin's own active warehouse is untouched by another user's switch.
    expect((await ctx.admin.get('/account/profile')).data.admin_gudang_id_active).toBe(0);
  });
});
