import { LOCK_AFTER_FAILURES, MSG } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, Client, useTestServer, userWithGroup } from '../../test/harness.js';

const ctx = useTestServer();
const PASSWORD = 'Password-123';

describe('POST /login/stored', () => {
  it('accepts the username in any case and picks the first company', async () => {
    const r = await new Client(ctx.server.url).post('/login/stored', { username: 'SuperAdmin', password: ADMIN.password });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ app_name: 'demo', company_name: 'PT Demo Niaga Sejahtera' });
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('answers an unknown username like a wrong password', async () => {
    const r = await new Client(ctx.server.url, '10.3.0.1').post('/login/stored', { username: 'siapa', password: 'apa-saja-1' });
    expect(r.http).toBe(422);
    expect(r.msg).toBe(MSG.loginFailed);
    expect(r.errors?.username).toEqual([MSG.wrongCredentials]);
    expect(r.data.failed_login_count).toBe(0);
  });

  it('turns the captcha on after 3 failures and locks the account after 5, even for the right password', async () => {
    await userWithGroup(ctx.admin, 5, 'dikunci');
    const c = new Client(ctx.server.url, '10.3.0.2');
    let last = await c.post('/login/stored', { username: 'dikunci', password: 'salah' });
    for (let i = 2; i <= LOCK_AFTER_FAILURES; i++) {
      last = await c.post('/login/stored', { username: 'dikunci', password: 'salah' });
      if (i === 3) expect(last.data.captcha).toBe(true);
    }
    expect(last.errors?.username).toEqual([MSG.accountLocked]);
    const right = await c.post('/login/stored', { username: 'dikunci', password: PASSWORD });
    expect(right.http).toBe(422);
    expect(right.errors?.username).toEqual([MSG.accountLocked]);
    // Once the lock has passed, the right password works and resets the counter.
    await ctx.server.database.db.execute(sql`update users set locked_until = now() - interval '1 minute' where username = 'dikunci'`);
    await new Client(ctx.server.url).login('dikunci', PASSWORD);
    const count = await ctx.server.database.db.execute(sql`select failed_login_count from users where username = 'dikunci'`);
    expect(count.rows[0].failed_login_count).toBe(0);
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
    expect((await client.post('/account/update_gudang_active', { gudang_id: 0 })).status).toBe(200);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 999 })).http).toBe(422);
    expect((await client.post('/account/update_gudang_active', {})).errors?.gudang_id).toBeDefined();
    const mitra = await userWithGroup(ctx.admin, 10, 'mitra_gudang');
    expect((await mitra.client.post('/account/update_gudang_active', { gudang_id: 1 })).http).toBe(403);
    // The admin's own active warehouse is untouched by another user's switch.
    expect((await ctx.admin.get('/account/profile')).data.admin_gudang_id_active).toBe(0);
  });
});
