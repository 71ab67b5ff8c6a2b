import { MSG } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, tableSnapshot } from '../test/db-state.js';
import { ADMIN, Client, useTestServer, userWithGroup } from '../test/harness.js';

/**
 * Company A is the seeded demo company; company B registers itself. B's superuser guesses A's ids
 * and sends A's app_name; every attempt must miss, and A's rows must stay as they were.
 */

const ctx = useTestServer();
let a: Client;
let b: Client;
let aUser: { userId: number; username: string; password: string; client: Client };
let aGroupId: number;
let bCompanyId: number;
let bOwnerId: number;
const B = { username: 'owner_b', password: 'Password-B-123', appName: 'perusahaan-b' };

/** A's own rows, read on the owner connection. */
async function companyARows() {
  const r = await ctx.server.database.db.execute(
    sql`select
      (select json_agg(t order by t.group_id) from groups t where company_id = 1) as groups,
      (select json_agg(t order by t.master_gudang_id) from master_gudang t where company_id = 1) as gudang,
      (select json_agg(t order by t.configuration_index) from configs t where company_id = 1) as configs,
      (select json_agg(t order by t.user_id) from company_users t where company_id = 1) as members,
      (select json_agg(t order by t.user_id, t.gudang_id) from user_gudang_access t where company_id = 1) as access,
      (select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'hash', u.password_hash) order by u.id)
         from users u where u.id in (select user_id from company_users where company_id = 1)) as users`,
  );
  return r.rows[0];
}

beforeAll(async () => {
  a = ctx.admin;
  aUser = await userWithGroup(a, 5, 'alice_a');
  aGroupId = (await a.post('/group/stored', { group_name: 'Peran Rahasia A' })).data.group_id;
  await a.post('/user/accessgudang/stored', { admin_id: aUser.userId, gudang_id: 2 });
  await a.post('/config/stored_config_color', { config_color: '#11a983' });
  const reg = await new Client(ctx.server.url).post('/registration/submit', {
    company_name: 'CV Tetangga',
    app_name: B.appName,
    name: 'Pemilik B',
    username: B.username,
    email: 'owner@b.test',
    password: B.password,
    password_confirmation: B.password,
  });
  expect(reg.status).toBe(200);
  b = await new Client(ctx.server.url).login(B.username, B.password);
  const ids = await ctx.server.database.db.execute(
    sql`select c.id as company_id, m.user_id from companies c join company_users m on m.company_id = c.id where c.app_name = ${B.appName}`,
  );
  bCompanyId = Number(ids.rows[0].company_id);
  bOwnerId = Number(ids.rows[0].user_id);
});

describe('company isolation', () => {
  it('company B starts with its own groups, warehouse and configuration', async () => {
    expect(b.appName).toBe(B.appName);
    expect(bCompanyId).not.toBe(1);
    const groups = await b.post('/group/list', { perPage: 100 });
    expect(groups.data.total).toBe(10);
    expect(groups.data.data.map((g: { group_name: string }) => g.group_name)).not.toContain('Peran Rahasia A');
    const gudang = await b.post('/master_gudang/list', { perPage: 100 });
    expect(gudang.data.data.map((g: { master_gudang_name: string }) => g.master_gudang_name)).toEqual(['Gudang Utama']);
    expect((await b.get('/config/get_config_color')).data.configuration_value).toBe('#828282');
    expect((await b.get('/config/get_config_general')).data.config_company).toBe('CV Tetangga');
  });

  it('B can neither list nor change nor delete A users by guessing ids', async () => {
    const before = await companyARows();
    const list = await b.post('/user/index', { perPage: 500 });
    expect(list.data.data.map((u: { admin_username: string }) => u.admin_username)).toEqual([B.username]);
    const searched = await b.post('/user/index', { columnFilters: { search: 'alice' } });
    expect(searched.data.total).toBe(0);
    for (const id of [1, aUser.userId]) {
      const attempts = await Promise.all([
        b.post('/user/update_other', { admin_id: id, admin_person_full_name: 'Dibajak', admin_group_id: 1 }),
        b.post('/user/update_other_password', { admin_id: id, password: 'Dibajak-123', password_confirmation: 'Dibajak-123' }),
        b.post('/user/update_status', { admin_id: id, status: 0 }, { json: true }),
        b.post('/user/delete', { admin_id: id }),
        b.post('/user/accessgudang/validation', { admin_id: id, gudang_id: 1 }),
        b.post('/user/accessgudang/stored', { admin_id: id, gudang_id: 1 }),
        b.post('/user/accessgudang/delete', { admin_id: id, gudang_id: 2 }),
      ]);
      for (const r of attempts) {
        expect(r.http).toBe(404);
        expect(r.status).toBe(404);
      }
    }
    expect(await companyARows()).toEqual(before);
    // A's user still works, with the old password and full access.
    const again = await new Client(ctx.server.url).login(aUser.username, aUser.password);
    expect((await again.get('/account/profile')).data.access_gudang).toHaveLength(1);
  });

  it('B cannot read or change A groups; its own changes stay in B', async () => {
    const before = await companyARows();
    const read = await b.get('/group', { group_id: aGroupId });
    expect(read.http).toBe(404);
    for (const r of await Promise.all([
      b.post('/group/update', { group_id: aGroupId, group_name: 'Dibajak' }),
      b.post('/group/update_status', { group_id: aGroupId, status: 0 }, { json: true }),
      b.post('/group/update_privilege', { group_id: aGroupId, privileges: ['users'] }, { json: true }),
    ]))
      expect(r.http).toBe(404);
    // Same group_id in both companies: B switching off its group 5 and widening its group 2 leave A's alone.
    expect((await b.post('/group/update_status', { group_id: 5, status: 0 }, { json: true })).status).toBe(200);
    expect((await b.post('/group/update_privilege', { group_id: 2, privileges: ['users', 'groups'] }, { json: true })).status).toBe(200);
    const created = await b.post('/group/stored', { group_name: 'Peran Rahasia A' });
    expect(created.status).toBe(200);
    expect(created.data.group_id).toBe(11);
    expect(await companyARows()).toEqual(before);
    expect((await aUser.client.get('/account/profile')).status).toBe(200);
    expect((await a.get('/group', { group_id: 2 })).data.privileges).toEqual([]);
  });

  it('B cannot see, find, change or use A warehouses', async () => {
    const before = await companyARows();
    expect((await b.post('/master_gudang/find', { gudang_name: 'Cabang' })).data).toEqual([]);
    expect((await b.post('/master_gudang/list', { columnFilters: { master_gudang_name: 'Cabang' } })).data.total).toBe(0);
    for (const id of [1, 2]) {
      const body = { master_gudang_id: id, master_gudang_name: 'Dibajak', status: 0 };
      expect((await b.post('/master_gudang/validation_update', body)).http).toBe(404);
      expect((await b.post('/master_gudang/update_stored', body)).http).toBe(404);
      const active = await b.post('/account/update_gudang_active', { gudang_id: id });
      expect(active.http).toBe(422);
      const grant = await b.post('/user/accessgudang/stored', { admin_id: bOwnerId, gudang_id: id });
      expect(grant.http).toBe(422);
      expect(grant.errors?.gudang_id).toBeDefined();
    }
    // A company_id in the body is ignored: the row belongs to the caller's company.
    const made = await b.post('/master_gudang/add_stored', { master_gudang_name: 'Gudang Cabang', company_id: 1 });
    expect(made.status).toBe(200);
    expect(await countRows(ctx.server.database, 'master_gudang', `company_id = ${bCompanyId}`)).toBe(2);
    expect(await companyARows()).toEqual(before);
  });

  it('B cannot list or end A sessions', async () => {
    const aSessions = await a.post('/session/session_data', {});
    const aSessionIds: number[] = aSessions.data.data.map((s: { session_id: number }) => s.session_id);
    expect(aSessionIds.length).toBeGreaterThan(0);
    const mine = await b.post('/session/session_data', { perPage: 100 });
    for (const s of mine.data.data) expect(aSessionIds).not.toContain(s.session_id);
    for (const id of aSessionIds) {
      const r = await b.post('/session/terminate', { session_id: id });
      expect(r.http).toBe(422);
    }
    expect((await b.post('/session/terminate_all', {})).status).toBe(200);
    expect((await a.get('/account/profile')).status).toBe(200);
    expect((await aUser.client.get('/account/profile')).status).toBe(200);
  });

  it('B configuration writes never touch A configuration', async () => {
    const before = await companyARows();
    const writes = await Promise.all([
      b.post('/config/stored_config_color', { config_color: '#f5222d' }),
      b.post('/config/stored_config_ppn', { config_ppn: '12' }),
      b.post('/config/stored_config_general', { config_company: 'CV Tetangga Baru', config_name: 'TOKO B' }),
      b.post('/stock_reduction/stored_config', { config_stock_reduction: '1' }),
      b.post('/konfig_pos/payment/update', { midtrans_server_key: 'SB-secret-b', midtrans_is_production: '1', midtrans_is_active: '1' }),
    ]);
    for (const w of writes) expect(w.status).toBe(200);
    expect(await companyARows()).toEqual(before);
    expect((await a.get('/config/get_config_color')).data.configuration_value).toBe('#11a983');
    expect((await a.get('/config/get_config_ppn')).data.configuration_value).toBe('11');
    expect((await a.get('/config/get_config_general')).data.config_company).toBe('PT Demo Niaga Sejahtera');
    expect((await a.get('/konfig_pos/payment/get')).data.server_key_set).toBe(false);
    expect((await b.get('/config/get_config_color')).data.configuration_value).toBe('#f5222d');
  });

  it('another app_name never reaches the other company', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const foreign = await b.get('/account/profile', {}, { app_name: 'demo' });
    expect(foreign.http).toBe(403);
    expect(foreign.msg).toBe(MSG.companyMismatch);
    const write = await b.post('/master_gudang/add_stored', { master_gudang_name: 'Lewat Header' }, { headers: { app_name: 'demo' } });
    expect(write.http).toBe(403);
    const list = await b.post('/user/index', {}, { headers: { app_name: 'demo' } });
    expect(list.http).toBe(403);
    expect((await a.get('/account/profile', {}, { app_name: B.appName })).http).toBe(403);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    const login = await new Client(ctx.server.url, '10.1.0.1').post(
      '/login/stored',
      { username: B.username, password: B.password },
      { headers: { app_name: 'demo' } },
    );
    expect(login.http).toBe(422);
    expect(login.errors?.username).toEqual([MSG.noCompany]);
    const login2 = await new Client(ctx.server.url, '10.1.0.1').post('/users/auth/login', { username: B.username, password: B.password, app_name: 'demo' });
    expect(login2.http).toBe(422);
    const unknown = await new Client(ctx.server.url, '10.1.0.1').post('/users/auth/login', {
      username: B.username,
      password: B.password,
      app_name: 'tidak-ada',
    });
    expect(unknown.errors?.app_name).toEqual([MSG.unknownCompany]);
    const sw = await b.post('/login/stored_via_app', { app_name: 'demo' });
    expect(sw.http).toBe(422);
    expect((await b.get('/account/profile')).status).toBe(200);
    const apps = await new Client(ctx.server.url, '10.1.0.1').post('/users/auth/get_app_name', { username: B.username, password: B.password });
    expect(apps.data).toEqual([{ app_name: B.appName, company_name: 'CV Tetangga' }]);
  });

  it('print counters are counted per company', async () => {
    // A print names a document the caller can read: one opname of the same number in each company.
    for (const [companyId, userId] of [
      [1, 1],
      [bCompanyId, bOwnerId],
    ]) {
      await ctx.server.database.withTenant({ companyId, userId }, (tx) =>
        tx.execute(sql`insert into stock_opname (opname_code, gudang_id, counted_at)
          select 'SO/ISO/0001', min(master_gudang_id), now() from master_gudang`),
      );
    }
    const body = { print_type: 'print_stock_opname', reference_id: 'SO/ISO/0001' };
    expect((await a.post('/print/create', body)).data.total).toBe(1);
    expect((await a.post('/print/create', body)).data.total).toBe(2);
    expect((await b.post('/print/create', body)).data.total).toBe(1);
    expect((await b.post('/print/create', { ...body, reference_id: 'SO/ISO/0002' })).http).toBe(404);
  });

  it('usernames stay unique across companies without revealing the other company', async () => {
    const r = await b.post('/user/create', {
      admin_username: aUser.username,
      admin_person_full_name: 'Tiruan',
      admin_group_id: 5,
      password: 'Password-123',
      password_confirmation: 'Password-123',
    });
    expect(r.http).toBe(422);
    expect(r.errors?.admin_username).toEqual(['Username sudah digunakan']);
    expect(JSON.stringify(r)).not.toContain('PT Demo');
  });

  it('a user of two companies sees only the company of the current session', async () => {
    const added = await a.post('/registration/add_company', { company_name: 'PT Anak Usaha', app_name: 'anak-usaha' });
    expect(added.status).toBe(200);
    const c = await new Client(ctx.server.url).login(ADMIN.username, ADMIN.password);
    const companies = await c.get('/user/app/list_companies');
    expect(companies.data.map((x: { app_name: string }) => x.app_name)).toEqual(['demo', 'anak-usaha']);
    const switched = await c.post('/login/stored_via_app', { app_name: 'anak-usaha' });
    expect(switched.status).toBe(200);
    expect(switched.msg).toBe(MSG.companySwitched);
    const old = await c.get('/account/profile');
    expect(old.status).toBe(50012);
    c.token = switched.data.token;
    c.appName = 'anak-usaha';
    const users = await c.post('/user/index', {});
    expect(users.data.data.map((u: { admin_username: string }) => u.admin_username)).toEqual([ADMIN.username]);
    expect((await c.post('/master_gudang/list', {})).data.total).toBe(1);
    expect((await c.get('/group', { group_id: aGroupId })).http).toBe(404);
    expect((await c.post('/user/update_other', { admin_id: aUser.userId, admin_person_full_name: 'X', admin_group_id: 1 })).http).toBe(404);
    expect((await c.get('/config/get_config_color')).data.configuration_value).toBe('#828282');
  });
});
