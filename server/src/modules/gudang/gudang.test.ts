import { WAREHOUSE_FIRST_LOAD } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/db-state.js';
import { useTestServer, userWithGroup } from '../../test/harness.js';

const ctx = useTestServer();
const names = (r: { data: { data: { master_gudang_name: string }[] } }) => r.data.data.map((w) => w.master_gudang_name);

describe('POST /master_gudang/list and /find', () => {
  it('loads with page 0 and perPage 20 as the client does, sorted by name', async () => {
    const r = await ctx.admin.post('/master_gudang/list', { ...WAREHOUSE_FIRST_LOAD });
    expect(r.data).toMatchObject({ total: 2, page: 1, perPage: 20 });
    expect(names(r)).toEqual(['Gudang Cabang', 'Gudang Utama']);
    expect(r.data.data[0]).toMatchObject({ master_gudang_id: 2, status: 1, origin_text: null });
  });

  it('finds by gudang_name, case-insensitively, and every role may read', async () => {
    expect((await ctx.admin.post('/master_gudang/find', { gudang_name: 'utama' })).data.map((w: { master_gudang_id: number }) => w.master_gudang_id)).toEqual([
      1,
    ]);
    expect((await ctx.admin.post('/master_gudang/find', {})).data).toHaveLength(2);
    expect((await ctx.admin.post('/master_gudang/find', { gudang_name: '%' })).data).toHaveLength(0);
    const { client } = await userWithGroup(ctx.admin, 10, 'mitra_gudang');
    expect((await client.post('/master_gudang/list', {})).data.total).toBe(2);
  });
});

describe('add: validation_add and add_stored', () => {
  it('validation checks and writes nothing; stored writes the warehouse', async () => {
    const body = {
      master_gudang_name: 'Gudang Surabaya',
      origin_id: 3578,
      origin_text: 'Surabaya, Jawa Timur',
      origin_phone: '031-555-1234',
      origin_title: 'Admin Gudang',
      origin_address: 'Jl. Rungkut 1',
    };
    const before = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/master_gudang/validation_add', body)).msg).toBe('Validasi berhasil');
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const r = await ctx.admin.post('/master_gudang/add_stored', body);
    expect(r.status).toBe(200);
    const id = r.data.master_gudang_id;
    const listed = await ctx.admin.post('/master_gudang/list', { columnFilters: { origin_text: 'jawa timur' } });
    expect(listed.data.data).toEqual([{ master_gudang_id: id, ...body, status: 1 }]);
  });

  it('both calls refuse a taken name or a bad phone the same way', async () => {
    for (const url of ['/master_gudang/validation_add', '/master_gudang/add_stored']) {
      const before = await tableSnapshot(ctx.server.database);
      const taken = await ctx.admin.post(url, { master_gudang_name: 'gudang utama' });
      expect(taken.http).toBe(422);
      expect(taken.errors?.master_gudang_name).toEqual(['Nama gudang sudah digunakan']);
      expect((await ctx.admin.post(url, { master_gudang_name: 'Gudang X', origin_phone: 'telepon' })).errors?.origin_phone).toBeDefined();
      expect((await ctx.admin.post(url, { master_gudang_name: '   ' })).errors?.master_gudang_name).toEqual(['Nama gudang wajib diisi']);
      expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    }
  });
});

describe('update: validation_update and update_stored', () => {
  it('renames, deactivates and refuses a taken name or an unknown id', async () => {
    const before = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/master_gudang/validation_update', { master_gudang_id: 2, master_gudang_name: 'Gudang Bandung' })).status).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    expect((await ctx.admin.post('/master_gudang/update_stored', { master_gudang_id: 2, master_gudang_name: 'Gudang Bandung', status: '0' })).status).toBe(200);
    const r = await ctx.admin.post('/master_gudang/list', { columnFilters: { status: 0 } });
    expect(r.data.data).toEqual([expect.objectContaining({ master_gudang_id: 2, master_gudang_name: 'Gudang Bandung', status: 0 })]);
    // Keeping the own name is not a clash; taking another's is.
    expect((await ctx.admin.post('/master_gudang/update_stored', { master_gudang_id: 2, master_gudang_name: 'Gudang Bandung' })).status).toBe(200);
    expect(
      (await ctx.admin.post('/master_gudang/update_stored', { master_gudang_id: 2, master_gudang_name: 'Gudang Utama' })).errors?.master_gudang_name,
    ).toBeDefined();
    expect((await ctx.admin.post('/master_gudang/update_stored', { master_gudang_id: 404, master_gudang_name: 'Gudang Hilang' })).http).toBe(404);
    expect((await ctx.admin.post('/master_gudang/validation_update', { master_gudang_name: 'Tanpa Id' })).errors?.master_gudang_id).toBeDefined();
    // A deactivated warehouse can no longer be chosen as the active one.
    expect((await ctx.admin.post('/account/update_gudang_active', { gudang_id: 2 })).http).toBe(422);
    await ctx.admin.post('/master_gudang/update_stored', { master_gudang_id: 2, master_gudang_name: 'Gudang Cabang', status: '1' });
  });
});
