import { describe, expect, it } from 'vitest';
import { Client, useTestServer, userWithGroup } from '../../test/harness.js';

const ctx = useTestServer();

describe('sessions', () => {
  it('POST /session/session_data lists only the caller own open sessions and marks the current one', async () => {
    const { client, username, password } = await userWithGroup(ctx.admin, 5, 'sesi_a');
    const second = await new Client(ctx.server.url, '10.4.0.2').login(username, password);
    const r = await client.post('/session/session_data', {});
    expect(r.data.total).toBe(2);
    expect(r.data.data.filter((s: { is_current: boolean }) => s.is_current)).toHaveLength(1);
    expect(r.data.data.map((s: { ip: string }) => s.ip).sort()).toEqual(['10.4.0.2', '127.0.0.1']);
    const page = await client.post('/session/session_data', { page: 2, perPage: 1 });
    expect(page.data).toMatchObject({ total: 2, page: 2, perPage: 1 });
    expect(page.data.data).toHaveLength(1);
    await second.get('/account/logout');
    expect((await client.post('/session/session_data', {})).data.total).toBe(1);
  });

  it('POST /session/terminate ends one own session; an unknown or ended one is refused', async () => {
    const { client, username, password } = await userWithGroup(ctx.admin, 5, 'sesi_b');
    const other = await new Client(ctx.server.url, '10.4.0.3').login(username, password);
    const list = await client.post('/session/session_data', {});
    const target = list.data.data.find((s: { is_current: boolean }) => !s.is_current).session_id;
    expect((await client.post('/session/terminate', { session_id: target })).status).toBe(200);
    expect((await other.get('/account/profile')).status).toBe(50012);
    expect((await client.post('/session/terminate', { session_id: target })).http).toBe(422);
    expect((await client.post('/session/terminate', { session_id: 999999 })).errors?.session_id).toEqual(['Sesi tidak ditemukan']);
    expect((await client.post('/session/terminate', {})).http).toBe(422);
    // Another user's session of the same company is out of reach too.
    const adminSessions = await ctx.admin.post('/session/session_data', {});
    const adminSession = adminSessions.data.data[0].session_id;
    expect((await client.post('/session/terminate', { session_id: adminSession })).http).toBe(422);
    expect((await ctx.admin.get('/account/profile')).status).toBe(200);
  });

  it('POST /session/terminate_all ends every other session and keeps this one', async () => {
    const { client, username, password } = await userWithGroup(ctx.admin, 5, 'sesi_c');
    const others = await Promise.all([1, 2].map(() => new Client(ctx.server.url, '10.4.0.4').login(username, password)));
    const r = await client.post('/session/terminate_all', {});
    expect(r.data).toEqual({ terminated: 2 });
    for (const o of others) expect((await o.get('/account/profile')).status).toBe(50012);
    expect((await client.get('/account/profile')).status).toBe(200);
    expect((await ctx.admin.get('/account/profile')).status).toBe(200);
  });
});
