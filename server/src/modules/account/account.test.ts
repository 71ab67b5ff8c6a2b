import { describe, expect, it } from 'vitest';
import { ADMIN, Client, useTestServer } from '../../test/harness.js';

const ctx = useTestServer({ admin: false });

describe('login and profile', () => {
  it('logs in the seeded superuser and reads the profile', async () => {
    const c = await new Client(ctx.server.url).login(ADMIN.username, ADMIN.password);
    expect(c.appName).toBe('demo');
    const p = await c.get('/account/profile');
    expect(p.status).toBe(200);
    expect(p.data.roles).toEqual(['superuser']);
    expect(p.data.group_type).toBe('superuser');
    expect(p.data.mitra_data).toBeNull();
    expect(p.data.company_name).toBe('PT Demo Niaga Sejahtera');
  });

  it('refuses a wrong password with Gagal login and field errors, writing the failure count', async () => {
    const c = new Client(ctx.server.url, '10.0.0.9');
    const r = await c.post('/login/stored', { username: ADMIN.username, password: 'salah-sekali' });
    expect(r.http).toBe(422);
    expect(r.msg).toBe('Gagal login');
    expect(r.errors?.username?.[0]).toBe('Username atau password salah');
    expect(r.data.failed_login_count).toBe(1);
  });

  it('answers 50014 for an unknown token and 50012 after logout', async () => {
    const c = new Client(ctx.server.url);
    c.token = 'tidak-ada';
    expect((await c.get('/account/profile')).status).toBe(50014);
    const d = await new Client(ctx.server.url).login(ADMIN.username, ADMIN.password);
    expect((await d.get('/account/logout')).status).toBe(200);
    const after = await d.get('/account/profile');
    expect(after.http).toBe(401);
    expect(after.status).toBe(50012);
  });
});
