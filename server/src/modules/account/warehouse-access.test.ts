import { describe, expect, it } from 'vitest';
import { useTestServer, userWithGroup } from '../../test/harness.js';

const ctx = useTestServer();

/** spec-1 §5: group 6 sees only its access_gudang; id 0 only for superusers or a restricted user covering every warehouse. */
describe('active warehouse of spec-1 §5', () => {
  it('group 6 with one warehouse gets it as default, cannot choose all warehouses or another one', async () => {
    const { client, userId } = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: userId, gudang_id: 2 })).status).toBe(200);
    const profile = (await client.get('/account/profile')).data;
    expect(profile.access_gudang).toEqual([{ gudang_id: 2, master_gudang_name: 'Gudang Cabang' }]);
    expect(profile.admin_gudang_id_active).toBe(2);
    expect(profile.admin_gudang_active_name).toBe('Gudang Cabang');
    expect(profile.gudang_all_allowed).toBe(false);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 0 })).http).toBe(422);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 1 })).http).toBe(422);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 2 })).status).toBe(200);
  });

  it('group 6 covering every warehouse may choose all (id 0); a revoke moves the active one inside its access', async () => {
    const { client, userId } = await userWithGroup(ctx.admin, 6);
    await ctx.admin.post('/user/accessgudang/stored', { admin_id: userId, gudang_id: 1 });
    await ctx.admin.post('/user/accessgudang/stored', { admin_id: userId, gudang_id: 2 });
    expect((await client.get('/account/profile')).data.gudang_all_allowed).toBe(true);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 0 })).status).toBe(200);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 1 })).status).toBe(200);
    await ctx.admin.post('/user/accessgudang/delete', { admin_id: userId, gudang_id: 1 });
    expect((await client.get('/account/profile')).data.admin_gudang_id_active).toBe(2);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 0 })).http).toBe(422);
  });

  it('a user moved into group 6 gets an active warehouse inside its access', async () => {
    const { client, userId, username } = await userWithGroup(ctx.admin, 8);
    await ctx.admin.post('/user/accessgudang/stored', { admin_id: userId, gudang_id: 2 });
    expect((await client.get('/account/profile')).data.admin_gudang_id_active).toBe(0);
    const moved = await ctx.admin.post('/user/update_other', { admin_id: userId, admin_person_full_name: `Pengguna ${username}`, admin_group_id: 6 });
    expect(moved.status).toBe(200);
    expect((await client.get('/account/profile')).data.admin_gudang_id_active).toBe(2);
  });

  it('other groups see every warehouse, but only superusers get all warehouses (id 0)', async () => {
    const { client } = await userWithGroup(ctx.admin, 2);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 1 })).status).toBe(200);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 0 })).http).toBe(422);
    expect((await client.get('/account/profile')).data.gudang_all_allowed).toBe(false);
    expect((await ctx.admin.post('/account/update_gudang_active', { gudang_id: 0 })).status).toBe(200);
    expect((await ctx.admin.get('/account/profile')).data.gudang_all_allowed).toBe(true);
  });
});
