import { PERMISSION_NAMES } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/db-state.js';
import { useTestServer, userWithGroup } from '../../test/harness.js';
import { OWN_PRIVILEGES } from './rights.js';

const ctx = useTestServer();

describe('POST /group/list and GET /group', () => {
  it('lists the ten seeded groups with their types and member counts', async () => {
    const r = await ctx.admin.post('/group/list', { perPage: 50 });
    expect(r.data.total).toBe(10);
    expect(r.data.data.map((g: { group_id: number }) => g.group_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(r.data.data[0]).toMatchObject({ group_name: 'superuser', group_type: 'superuser', status: 1, total_user: 1 });
    expect(r.data.data[9]).toMatchObject({ group_name: 'Sales', group_type: 'mitra', privileges: [] });
    const filtered = await ctx.admin.post('/group/list', { columnFilters: { group_name: 'spv' }, sort: { field: 'group_name', type: 'desc' } });
    expect(filtered.data.data.map((g: { group_name: string }) => g.group_name)).toEqual(['SPV WHS', 'SPV Sales', 'SPV Finance']);
  });

  it('reads one group and answers 404 for an unknown id', async () => {
    const r = await ctx.admin.get('/group', { group_id: 1 });
    expect(r.data.privileges).toEqual([...PERMISSION_NAMES]);
    expect((await ctx.admin.get('/group', { group_id: 77 })).http).toBe(404);
    expect((await ctx.admin.get('/group')).http).toBe(422);
    expect((await ctx.admin.get('/group', { group_id: 'abc' })).errors?.group_id).toBeDefined();
  });
});

describe('POST /group/stored and /group/update', () => {
  it('creates a staff group numbered after the last one, refusing a taken name', async () => {
    const r = await ctx.admin.post('/group/stored', { group_name: 'Kasir', privileges: JSON.stringify(['users']) });
    expect(r.data.group_id).toBe(11);
    const g = await ctx.admin.get('/group', { group_id: 11 });
    expect(g.data).toMatchObject({ group_name: 'Kasir', group_type: 'staff', privileges: ['users'], total_user: 0 });
    const before = await tableSnapshot(ctx.server.database);
    const taken = await ctx.admin.post('/group/stored', { group_name: 'kasir' });
    expect(taken.http).toBe(422);
    expect(taken.errors?.group_name).toEqual(['Nama peran sudah digunakan']);
    expect((await ctx.admin.post('/group/stored', { group_name: 'X', privileges: ['bukan_hak'] })).errors?.privileges).toBeDefined();
    expect((await ctx.admin.post('/group/stored', {})).errors?.group_name).toEqual(['Nama peran wajib diisi']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('numbers concurrent creations without collisions', async () => {
    const made = await Promise.all([1, 2, 3, 4].map((i) => ctx.admin.post('/group/stored', { group_name: `Paralel ${i}` })));
    const ids = made.map((m) => m.data.group_id);
    expect(new Set(ids).size).toBe(4);
  });

  it('renames a custom group, never a seeded one', async () => {
    expect((await ctx.admin.post('/group/update', { group_id: 11, group_name: 'Kasir Toko' })).status).toBe(200);
    expect((await ctx.admin.get('/group', { group_id: 11 })).data.group_name).toBe('Kasir Toko');
    const seeded = await ctx.admin.post('/group/update', { group_id: 2, group_name: 'Penjualan' });
    expect(seeded.http).toBe(422);
    expect((await ctx.admin.post('/group/update', { group_id: 11, group_name: 'admin' })).errors?.group_name).toEqual(['Nama peran sudah digunakan']);
    expect((await ctx.admin.post('/group/update', { group_id: 99, group_name: 'Tidak Ada' })).http).toBe(404);
  });
});

describe('POST /group/update_status and /group/update_privilege (JSON)', () => {
  it('deactivating a group shuts its members out for good; the superuser group stays on', async () => {
    const { client } = await userWithGroup(ctx.admin, 11, 'anggota_kasir');
    expect((await ctx.admin.post('/group/update_status', { group_id: 11, status: 0 }, { json: true })).data).toEqual({ group_id: 11, status: 0 });
    const r = await client.get('/account/profile');
    expect(r.http).toBe(401);
    expect(r.msg).toBe('Akun Anda tidak aktif');
    await ctx.admin.post('/group/update_status', { group_id: 11, status: 1 }, { json: true });
    // The old token does not come back to life; a new login works.
    expect((await client.get('/account/profile')).status).toBe(50012);
    await client.login('anggota_kasir', 'Password-123');
    expect((await client.get('/account/profile')).status).toBe(200);
    expect((await ctx.admin.post('/group/update_status', { group_id: 1, status: 0 }, { json: true })).http).toBe(422);
    expect((await ctx.admin.post('/group/update_status', { group_id: 99, status: 1 }, { json: true })).http).toBe(404);
  });

  it('privileges widen a staff group at once', async () => {
    const { client } = await userWithGroup(ctx.admin, 9, 'pengawas');
    expect((await client.post('/group/list', {})).http).toBe(403);
    expect((await ctx.admin.post('/group/update_privilege', { group_id: 9, privileges: ['groups'] }, { json: true })).status).toBe(200);
    expect((await client.post('/group/list', {})).status).toBe(200);
    expect((await client.get('/account/profile')).data.privileges).toEqual(['groups']);
    // Form-encoded as a JSON string works as well.
    expect((await ctx.admin.post('/group/update_privilege', { group_id: 9, privileges: '[]' })).status).toBe(200);
    expect((await client.post('/group/list', {})).http).toBe(403);
  });

  it('refuses unknown permissions and any change to the own group privileges', async () => {
    expect((await ctx.admin.post('/group/update_privilege', { group_id: 9, privileges: ['root'] }, { json: true })).errors?.privileges).toBeDefined();
    const self = await ctx.admin.post('/group/update_privilege', { group_id: 1, privileges: ['users'] }, { json: true });
    expect(self.http).toBe(403);
    expect(self.msg).toBe(OWN_PRIVILEGES);
    expect((await ctx.admin.post('/group/update_privilege', { group_id: 9, privileges: 'bukan-json' }, { json: true })).http).toBe(422);
  });
});
