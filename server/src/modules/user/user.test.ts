import { describe, expect, it } from 'vitest';
import { countRows, tableSnapshot } from '../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { SHARED_CREDENTIALS } from './rules.js';

const ctx = useTestServer();
const PASSWORD = 'Password-123';

const newUser = (username: string, extra: Record<string, unknown> = {}) => ({
  admin_username: username,
  admin_person_full_name: `Pengguna ${username}`,
  admin_group_id: 5,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...extra,
});

describe('POST /user/create', () => {
  it('adds a member who can log in and is listed with the group name', async () => {
    const r = await ctx.admin.post('/user/create', newUser('budi', { admin_email: 'budi@demo.test', admin_phone: '0812-3456-789' }));
    expect(r.http).toBe(200);
    expect(r.data.admin_id).toBeGreaterThan(1);
    const list = await ctx.admin.post('/user/index', { columnFilters: { admin_username: 'budi' } });
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({ admin_username: 'budi', admin_email: 'budi@demo.test', group_name: 'admin', status: 1, access_gudang: [] });
    const c = await new Client(ctx.server.url).login('budi', PASSWORD);
    const p = await c.get('/account/profile');
    expect(p.data.roles).toEqual(['admin']);
    expect(p.data.mitra_data).toBeNull();
  });

  it('gives a Sales partner its mitra_data', async () => {
    const { client, userId } = await userWithGroup(ctx.admin, 10, 'mitra_satu');
    expect((await client.get('/account/profile')).data.mitra_data).toEqual({ mitra_id: userId, mitra_name: 'Pengguna mitra_satu' });
  });

  it('refuses taken usernames and e-mails, unknown or inactive groups and unequal passwords, writing nothing', async () => {
    await ctx.admin.post('/group/stored', { group_name: 'Peran Mati' });
    const dead = (await ctx.admin.post('/group/list', { columnFilters: { group_name: 'Peran Mati' } })).data.data[0].group_id;
    await ctx.admin.post('/group/update_status', { group_id: dead, status: 0 }, { json: true });
    const before = await tableSnapshot(ctx.server.database);
    const cases: [Record<string, unknown>, string][] = [
      [newUser('BUDI'), 'admin_username'],
      [newUser('budi2', { admin_email: 'BUDI@demo.test' }), 'admin_email'],
      [newUser('budi3', { admin_group_id: 99 }), 'admin_group_id'],
      [newUser('budi4', { admin_group_id: dead }), 'admin_group_id'],
      [newUser('budi5', { password_confirmation: 'lain-sekali' }), 'password_confirmation'],
      [newUser('budi6', { password: 'pendek', password_confirmation: 'pendek' }), 'password'],
      [newUser('bu di'), 'admin_username'],
    ];
    for (const [body, field] of cases) {
      const r = await ctx.admin.post('/user/create', body);
      expect(r.http, field).toBe(422);
      expect(r.status).toBe(false);
      expect(r.errors?.[field], JSON.stringify(r.errors)).toBeDefined();
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('creates an inactive member who cannot log in', async () => {
    await ctx.admin.post('/user/create', newUser('nonaktif', { status: '0' }));
    const r = await new Client(ctx.server.url, '10.2.0.1').post('/login/stored', { username: 'nonaktif', password: PASSWORD });
    expect(r.http).toBe(422);
    expect(r.errors?.username).toEqual(['Akun Anda tidak aktif']);
  });
});

describe('POST /user/index', () => {
  it('pages, filters, searches and sorts', async () => {
    await Promise.all(['daftar_a', 'daftar_b', 'daftar_c'].map((u, i) => ctx.admin.post('/user/create', newUser(u, { admin_group_id: 7 + i }))));
    const page = await ctx.admin.post('/user/index', {
      columnFilters: { search: 'daftar_' },
      page: 2,
      perPage: 2,
      sort: { field: 'admin_username', type: 'desc' },
    });
    expect(page.data).toMatchObject({ total: 3, page: 2, perPage: 2 });
    expect(page.data.data.map((u: { admin_username: string }) => u.admin_username)).toEqual(['daftar_a']);
    const byGroup = await ctx.admin.post('/user/index', { columnFilters: JSON.stringify({ admin_group_id: 8 }) });
    expect(byGroup.data.data.map((u: { admin_username: string }) => u.admin_username)).toEqual(['daftar_b']);
    const json = await ctx.admin.post('/user/index', { columnFilters: { admin_person_full_name: 'Pengguna daftar_c' } }, { json: true });
    expect(json.data.total).toBe(1);
    // Unknown filters and sorts are ignored rather than reaching SQL.
    const odd = await ctx.admin.post('/user/index', { columnFilters: { password_hash: 'x' }, sort: { field: 'password_hash', type: 'asc' } });
    expect(odd.status).toBe(200);
    expect(JSON.stringify(odd.data)).not.toContain('argon2');
  });

  it('refuses an out-of-range perPage', async () => {
    const r = await ctx.admin.post('/user/index', { perPage: 100000 });
    expect(r.http).toBe(422);
    expect(r.errors?.perPage).toBeDefined();
  });
});

describe('own profile and password', () => {
  it('POST /user/update changes the own profile and refuses a taken e-mail', async () => {
    const { client } = await userWithGroup(ctx.admin, 3, 'profil_saya');
    const r = await client.post('/user/update', { admin_person_full_name: 'Nama Baru', admin_email: 'baru@demo.test', introduction: 'Halo' });
    expect(r.status).toBe(200);
    const p = await client.get('/account/profile');
    expect(p.data).toMatchObject({ name: 'Nama Baru', admin_email: 'baru@demo.test', introduction: 'Halo' });
    const taken = await client.post('/user/update', { admin_person_full_name: 'Nama Baru', admin_email: 'budi@demo.test' });
    expect(taken.http).toBe(422);
    expect(taken.errors?.admin_email).toBeDefined();
    expect((await client.post('/user/update', { admin_person_full_name: '' })).errors?.admin_person_full_name).toBeDefined();
  });

  it('POST /user/update_password checks the old password and ends the other sessions', async () => {
    const { client, username, password } = await userWithGroup(ctx.admin, 4, 'ganti_pw');
    const other = await new Client(ctx.server.url).login(username, password);
    const wrong = await client.post('/user/update_password', { old_password: 'bukan-ini', password: 'Baru-12345', password_confirmation: 'Baru-12345' });
    expect(wrong.http).toBe(422);
    expect(wrong.errors?.old_password).toEqual(['Password lama salah']);
    const r = await client.post('/user/update_password', { old_password: password, password: 'Baru-12345', password_confirmation: 'Baru-12345' });
    expect(r.status).toBe(200);
    expect((await client.get('/account/profile')).status).toBe(200);
    expect((await other.get('/account/profile')).status).toBe(50012);
    await new Client(ctx.server.url).login(username, 'Baru-12345');
  });
});

describe('managing other users', () => {
  it('POST /user/update_other changes name and group, not the own group', async () => {
    const { client, userId } = await userWithGroup(ctx.admin, 5, 'diubah');
    const r = await ctx.admin.post('/user/update_other', { admin_id: userId, admin_person_full_name: 'Sudah Diubah', admin_group_id: 10 });
    expect(r.status).toBe(200);
    const p = await client.get('/account/profile');
    expect(p.data.roles).toEqual(['Sales']);
    expect(p.data.mitra_data).toEqual({ mitra_id: userId, mitra_name: 'Sudah Diubah' });
    const self = await ctx.admin.post('/user/update_other', { admin_id: 1, admin_person_full_name: 'Super Admin', admin_group_id: 5 });
    expect(self.http).toBe(422);
    expect(self.errors?.admin_group_id).toBeDefined();
    expect((await ctx.admin.post('/user/update_other', { admin_id: 9999, admin_person_full_name: 'X', admin_group_id: 5 })).http).toBe(404);
  });

  it('POST /user/update_other_password sets a new password and ends the user sessions', async () => {
    const { client, userId, username } = await userWithGroup(ctx.admin, 5, 'pw_lain');
    const r = await ctx.admin.post('/user/update_other_password', { admin_id: userId, password: 'Dari-Admin-1', password_confirmation: 'Dari-Admin-1' });
    expect(r.status).toBe(200);
    expect((await client.get('/account/profile')).status).toBe(50012);
    await new Client(ctx.server.url).login(username, 'Dari-Admin-1');
    expect(
      (await ctx.admin.post('/user/update_other_password', { admin_id: 9999, password: 'Dari-Admin-1', password_confirmation: 'Dari-Admin-1' })).http,
    ).toBe(404);
  });

  it('POST /user/update_status (JSON) deactivates and reactivates, never oneself', async () => {
    const { client, userId, username, password } = await userWithGroup(ctx.admin, 5, 'status_u');
    const off = await ctx.admin.post('/user/update_status', { admin_id: userId, status: 0 }, { json: true });
    expect(off.data).toEqual({ admin_id: userId, status: 0 });
    expect((await client.get('/account/profile')).status).not.toBe(200);
    expect((await new Client(ctx.server.url, '10.2.0.2').post('/login/stored', { username, password })).http).toBe(422);
    expect((await ctx.admin.post('/user/update_status', { admin_id: userId, status: 1 }, { json: true })).status).toBe(200);
    await new Client(ctx.server.url).login(username, password);
    expect((await ctx.admin.post('/user/update_status', { admin_id: 1, status: 0 }, { json: true })).http).toBe(422);
    expect((await ctx.admin.post('/user/update_status', { admin_id: userId, status: 2 }, { json: true })).errors?.status).toBeDefined();
  });

  it('POST /user/delete removes the member, keeps the identity and ends the sessions', async () => {
    const { client, userId } = await userWithGroup(ctx.admin, 5, 'dihapus');
    await ctx.admin.post('/user/accessgudang/stored', { admin_id: userId, gudang_id: 1 });
    const r = await ctx.admin.post('/user/delete', { admin_id: userId });
    expect(r.status).toBe(200);
    expect((await client.get('/account/profile')).status).toBe(50012);
    expect((await ctx.admin.post('/user/index', { columnFilters: { admin_username: 'dihapus' } })).data.total).toBe(0);
    expect(await countRows(ctx.server.database, 'users', `id = ${userId}`)).toBe(1);
    expect(await countRows(ctx.server.database, 'user_gudang_access', `user_id = ${userId}`)).toBe(0);
    expect((await ctx.admin.post('/user/delete', { admin_id: userId })).http).toBe(404);
    expect((await ctx.admin.post('/user/delete', { admin_id: 1 })).http).toBe(422);
  });
});

describe('warehouse access', () => {
  it('validation writes nothing; stored grants; delete strips and resets the active warehouse', async () => {
    const { client, userId } = await userWithGroup(ctx.admin, 6, 'akses_gdg');
    const before = await tableSnapshot(ctx.server.database);
    const v = await ctx.admin.post('/user/accessgudang/validation', { admin_id: userId, gudang_id: 2 });
    expect(v.status).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    // Group 6 sees only granted warehouses.
    expect((await client.post('/master_gudang/list', {})).data.total).toBe(0);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 2 })).http).toBe(422);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: userId, gudang_id: 2 })).status).toBe(200);
    const again = await ctx.admin.post('/user/accessgudang/stored', { admin_id: userId, gudang_id: 2 });
    expect(again.http).toBe(422);
    expect(again.errors?.gudang_id).toEqual(['Pengguna sudah memiliki akses ke gudang ini']);
    expect((await ctx.admin.post('/user/accessgudang/validation', { admin_id: userId, gudang_id: 999 })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    expect((await client.post('/master_gudang/list', {})).data.data.map((w: { master_gudang_id: number }) => w.master_gudang_id)).toEqual([2]);
    expect((await client.post('/account/update_gudang_active', { gudang_id: 2 })).status).toBe(200);
    const profile = await client.get('/account/profile');
    expect(profile.data.access_gudang).toEqual([{ gudang_id: 2, master_gudang_name: 'Gudang Cabang' }]);
    expect(profile.data.admin_gudang_id_active).toBe(2);
    const listed = await ctx.admin.post('/user/index', { columnFilters: { admin_username: 'akses_gdg' } });
    expect(listed.data.data[0].access_gudang).toEqual([{ gudang_id: 2, master_gudang_name: 'Gudang Cabang' }]);
    expect((await ctx.admin.post('/user/accessgudang/delete', { admin_id: userId, gudang_id: 2 })).status).toBe(200);
    expect((await client.get('/account/profile')).data.admin_gudang_id_active).toBe(0);
    expect((await ctx.admin.post('/user/accessgudang/delete', { admin_id: userId, gudang_id: 2 })).http).toBe(422);
  });
});

describe('GET /user/app/list_companies', () => {
  it('lists the companies of the user and marks the active one', async () => {
    const r = await ctx.admin.get('/user/app/list_companies');
    expect(r.data).toEqual([{ app_name: 'demo', company_name: 'PT Demo Niaga Sejahtera', is_active: true }]);
  });
});

describe('a user who also belongs to another company', () => {
  it('keeps credentials out of reach of one company, membership within it; the own password change ends sessions everywhere', async () => {
    const { client, userId, username, password } = await userWithGroup(ctx.admin, 5, 'dua_pt');
    expect(
      (await ctx.admin.post('/user/update_other', { admin_id: userId, admin_person_full_name: 'Dua PT', admin_email: 'dua@pt.test', admin_group_id: 5 }))
        .status,
    ).toBe(200);
    // Still only in this company: the admin may set the password.
    const alone = await ctx.admin.post('/user/update_other_password', { admin_id: userId, password: 'Dari-Admin-2', password_confirmation: 'Dari-Admin-2' });
    expect(alone.status).toBe(200);
    await client.login(username, 'Dari-Admin-2');
    expect((await client.post('/registration/add_company', { company_name: 'PT Milik Sendiri', app_name: 'milik-sendiri' })).status).toBe(200);

    const before = await tableSnapshot(ctx.server.database);
    const pw = await ctx.admin.post('/user/update_other_password', { admin_id: userId, password: 'Ambil-Alih-1', password_confirmation: 'Ambil-Alih-1' });
    expect(pw.http).toBe(422);
    expect(pw.errors?.admin_id).toEqual([SHARED_CREDENTIALS]);
    const mail = await ctx.admin.post('/user/update_other', {
      admin_id: userId,
      admin_person_full_name: 'Dua PT',
      admin_email: 'penyerang@luar.test',
      admin_group_id: 5,
    });
    expect(mail.http).toBe(422);
    expect(mail.errors?.admin_email).toEqual([SHARED_CREDENTIALS]);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    await new Client(ctx.server.url, '10.2.3.1').login(username, 'Dari-Admin-2');

    // Membership stays the company's: name and group, status, warehouse access.
    expect(
      (await ctx.admin.post('/user/update_other', { admin_id: userId, admin_person_full_name: 'Dua PT Baru', admin_email: 'DUA@pt.test', admin_group_id: 7 }))
        .status,
    ).toBe(200);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: userId, gudang_id: 1 })).status).toBe(200);
    expect((await ctx.admin.post('/user/update_status', { admin_id: userId, status: 1 }, { json: true })).status).toBe(200);

    // The person changes the own password: sessions in both companies end, except the one used.
    const demo = await new Client(ctx.server.url).login(username, 'Dari-Admin-2', 'demo');
    const other = await new Client(ctx.server.url).login(username, 'Dari-Admin-2', 'milik-sendiri');
    expect((await other.get('/account/profile')).data.app_name).toBe('milik-sendiri');
    const own = await demo.post('/user/update_password', { old_password: 'Dari-Admin-2', password: password, password_confirmation: password });
    expect(own.status).toBe(200);
    expect((await other.get('/account/profile')).status).toBe(50012);
    expect((await client.get('/account/profile')).status).toBe(50012);
    expect((await demo.get('/account/profile')).status).toBe(200);
  });
});
