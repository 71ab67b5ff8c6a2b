import { canAccess, groupTypeOfRole, MSG, PERMISSION_NAMES, ROLE, SEEDED_ROLES } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXCEEDS_OWN, OWN_PRIVILEGES, SUPERUSER_ONLY } from '../modules/group/rights.js';
import { tableSnapshot } from '../test/db-state.js';
import { type Answer, Client, useTestServer, toForm, userWithGroup } from '../test/harness.js';
import type { RegisteredCall } from './call.js';

/**
 * Generated from the route-role table: every call guarded by a permission, for each of the ten
 * seeded groups. A refused call answers the 403 envelope and writes nothing; an allowed call
 * passes the guard (and the list/read calls answer 200).
 */

const ctx = useTestServer();
const clients = new Map<number, Client>();
let guarded: (RegisteredCall & { permission: string })[] = [];
/** A call is open to a subject holding its permission or any of its orPermissions. */
const mayCall = (subject: Parameters<typeof canAccess>[0], call: RegisteredCall & { permission: string }) =>
  [call.permission, ...((call.access as { orPermissions?: readonly string[] }).orPermissions ?? [])].some((p) => canAccess(subject, p));
const spare = { userId: 0, deletableUserId: 0, groupId: 0, productId: 0 };
const unique = (p: string) => `${p}${Math.random().toString(36).slice(2, 8)}`;

/** A body the call accepts as valid when the caller may make it; the same body is sent to refused callers. */
function sampleBody(call: RegisteredCall): { body: Record<string, unknown>; json?: boolean; query?: Record<string, string | number> } | undefined {
  const password = 'Password-456';
  const samples: Record<string, () => { body: Record<string, unknown>; json?: boolean; query?: Record<string, string | number> }> = {
    'POST /user/index': () => ({ body: { page: 1, perPage: 20 } }),
    'POST /user/create': () => ({
      body: { admin_username: unique('mx'), admin_person_full_name: 'Matrix Baru', admin_group_id: 5, password, password_confirmation: password },
    }),
    'POST /user/update_other': () => ({ body: { admin_id: spare.userId, admin_person_full_name: 'Matrix Cadangan', admin_group_id: 5 } }),
    'POST /user/update_other_password': () => ({ body: { admin_id: spare.userId, password, password_confirmation: password } }),
    'POST /user/update_status': () => ({ body: { admin_id: spare.userId, status: 1 }, json: true }),
    'POST /user/delete': () => ({ body: { admin_id: spare.deletableUserId } }),
    'POST /user/accessgudang/validation': () => ({ body: { admin_id: spare.userId, gudang_id: 1 } }),
    'POST /user/accessgudang/stored': () => ({ body: { admin_id: spare.userId, gudang_id: 1 } }),
    'POST /user/accessgudang/delete': () => ({ body: { admin_id: spare.userId, gudang_id: 1 } }),
    'POST /group/list': () => ({ body: {} }),
    'GET /group': () => ({ body: {}, query: { group_id: 1 } }),
    'POST /group/stored': () => ({ body: { group_name: unique('Peran ') } }),
    'POST /group/update': () => ({ body: { group_id: spare.groupId, group_name: unique('Peran Ubah ') } }),
    'POST /group/update_status': () => ({ body: { group_id: spare.groupId, status: 1 }, json: true }),
    'POST /group/update_privilege': () => ({ body: { group_id: spare.groupId, privileges: ['users'] }, json: true }),
    'POST /config/stored_config_show_ppn': () => ({ body: { config_show_ppn: '1' } }),
    'POST /config/stored_config_minus_stock': () => ({ body: { config_minus_stock: '0' } }),
    'POST /config/stored_config_ppn': () => ({ body: { config_ppn: '11' } }),
    'POST /config/stored_config_note_payment': () => ({ body: { config_note_payment: 'Transfer ke BCA' } }),
    'POST /config/stored_config_note_payment_lock': () => ({ body: { config_note_payment_lock: '1' } }),
    'POST /config/stored_config_stock_account': () => ({ body: { config_kledo_stock_account: '1-10200' } }),
    'POST /config/stored_config_color': () => ({ body: { config_color: '#1890ff' } }),
    'POST /config/stored_config_kasir_discount': () => ({ body: { config_kasir_discount: '1' } }),
    'POST /config/stored_config_kasir_price_manual': () => ({ body: { config_kasir_price_manual: '1' } }),
    'POST /config/stored_config_kasir_add_customer': () => ({ body: { config_kasir_add_customer: '1' } }),
    'POST /config/stored_config_google_map_apikey': () => ({ body: { config_google_map_apikey: 'AIza-test-key' } }),
    'POST /config/stored_config_sales_discount_limit': () => ({ body: { config_sales_discount_limit: '0' } }),
    'POST /config/stored_config_approval_self_allowed': () => ({ body: { config_approval_self_allowed: '0' } }),
    'POST /config/stored_config_general': () => ({ body: { config_company: 'PT Demo Niaga Sejahtera', config_name: 'INVENTORY' } }),
    'POST /stock_reduction/stored_config': () => ({ body: { config_stock_reduction: '1' } }),
    'GET /config/get_config_google_map_apikey': () => ({ body: {} }),
    'GET /konfig_pos/payment/get': () => ({ body: {} }),
    'POST /konfig_pos/payment/update': () => ({ body: { midtrans_merchant_id: 'M-1', midtrans_is_production: '0', midtrans_is_active: '0' } }),
    // /product/find is the detail of one product (not a picker search): it is asked for a seeded one.
    'POST /product/find': () => ({ body: { product_id: spare.productId } }),
    'POST /stock_opname/list_batch': () => ({ body: { gudang_id: 1, product_id: spare.productId } }),
    'POST /master_gudang/validation_add': () => ({ body: { master_gudang_name: unique('Gudang ') } }),
    'POST /master_gudang/add_stored': () => ({ body: { master_gudang_name: unique('Gudang ') } }),
    'POST /master_gudang/validation_update': () => ({ body: { master_gudang_id: 2, master_gudang_name: 'Gudang Cabang' } }),
    'POST /master_gudang/update_stored': () => ({ body: { master_gudang_id: 2, master_gudang_name: 'Gudang Cabang' } }),
  };
  return samples[`${call.method} ${call.url}`]?.();
}

/** The areas whose calls have a sample body; other areas' calls get an empty one. */
const SAMPLED_AREAS = /^\/(user|group|config|stock_reduction|konfig_pos|master_gudang)(\/|$)/;
/** List calls: an allowed caller gets 200 even with an empty body. */
const isRead = (call: RegisteredCall) => call.method === 'POST' && /\/(list|index|list_data|list_[a-z_]+|index_[a-z_]+|find)$/.test(call.url);

/** Makes a call as c; answers that are files (Excel, templates) count by their HTTP status. */
async function callWith(c: Client, call: RegisteredCall): Promise<Answer> {
  const s = sampleBody(call) ?? { body: {} };
  const headers: Record<string, string> = { authorization: `Bearer ${c.token}`, 'x-forwarded-for': '10.7.0.1' };
  let res: Response;
  if (call.method === 'GET') {
    const qs = new URLSearchParams(Object.entries(s.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
    res = await fetch(ctx.server.url + call.url + (qs ? `?${qs}` : ''), { headers: { ...headers, accept: 'application/json' } });
  } else {
    res = await fetch(ctx.server.url + call.url, {
      method: 'POST',
      headers: { ...headers, 'content-type': s.json ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: s.json ? JSON.stringify(s.body) : toForm(s.body),
    });
  }
  if ((res.headers.get('content-type') ?? '').includes('application/json')) return { http: res.status, ...(await res.json()) };
  await res.arrayBuffer();
  return { http: res.status, status: res.status, msg: '', data: null };
}

beforeAll(async () => {
  guarded = ctx.server.app.registeredCalls
    .filter((c): c is RegisteredCall & { permission: string } => typeof c.access === 'object')
    .map((c) => ({
      ...c,
      permission: (c.access as { permission: string }).permission,
    }));
  const made = await Promise.all(SEEDED_ROLES.map((_, i) => userWithGroup(ctx.admin, i + 1, `matrix_g${i + 1}`)));
  for (const [i, m] of made.entries()) clients.set(i + 1, m.client);
  // Group 6 works only in the warehouses granted to it: warehouse 1, where the stock samples ask.
  await ctx.admin.post('/user/accessgudang/stored', { admin_id: made[5].userId, gudang_id: 1 });
  const password = 'Password-789';
  const [a, b] = await Promise.all(
    ['matrix_spare', 'matrix_deletable'].map((u) =>
      ctx.admin.post('/user/create', { admin_username: u, admin_person_full_name: u, admin_group_id: 9, password, password_confirmation: password }),
    ),
  );
  spare.userId = a.data.admin_id;
  spare.deletableUserId = b.data.admin_id;
  spare.groupId = (await ctx.admin.post('/group/stored', { group_name: 'Peran Matriks' })).data.group_id;
  await ctx.admin.post('/kemasan/stored', { kemasan_name: 'Pcs Matriks' });
  const kemasan = await ctx.admin.post('/kemasan/list', { columnFilters: { search: 'Pcs Matriks' } });
  const unit = kemasan.data.data[0].kemasan_id;
  const product = await ctx.admin.post('/product/create_stored', {
    main_name: 'Produk Matriks',
    product_satuan_besar: unit,
    product_isi: 1,
    product_satuan_kecil: unit,
  });
  expect(product.status, JSON.stringify(product.errors)).toBe(200);
  spare.productId = product.data.product_id[0];
});

describe('authorization matrix (route-role table × seeded groups)', () => {
  it('covers every guarded call with a known permission and a sample body', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(30);
    for (const call of guarded) {
      expect(PERMISSION_NAMES, `${call.method} ${call.url}`).toContain(call.permission);
      if (SAMPLED_AREAS.test(call.url)) expect(sampleBody(call), `sample body for ${call.method} ${call.url}`).toBeDefined();
    }
  });

  // Refusals first, for every group, while the spare user and group are untouched.
  SEEDED_ROLES.forEach((role, i) => {
    const groupId = i + 1;
    const subject = { roles: [role], groupType: groupTypeOfRole(role), privileges: role === ROLE.superuser ? [...PERMISSION_NAMES] : [] };
    it(`group ${groupId} (${role}): refused calls answer 403 and write nothing`, async () => {
      const refused = guarded.filter((c) => !mayCall(subject, c));
      if (role === ROLE.superuser) expect(refused).toEqual([]);
      else expect(refused.length).toBeGreaterThan(0);
      const c = clients.get(groupId) as Client;
      // Nothing else runs meanwhile, so one snapshot around all refusals shows any write by any of them.
      const before = await tableSnapshot(ctx.server.database);
      for (let i = 0; i < refused.length; i += 8) {
        const batch = refused.slice(i, i + 8);
        const answers = await Promise.all(batch.map((call) => callWith(c, call)));
        answers.forEach((r, j) => {
          const label = `${role} ${batch[j].method} ${batch[j].url}`;
          expect(r.http, label).toBe(403);
          expect(r.status, label).toBe(403);
          expect(r.msg, label).toBe(MSG.forbidden);
          expect(r.data, label).toBeNull();
        });
      }
      expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    });
  });

  SEEDED_ROLES.forEach((role, i) => {
    const groupId = i + 1;
    const subject = { roles: [role], groupType: groupTypeOfRole(role), privileges: role === ROLE.superuser ? [...PERMISSION_NAMES] : [] };
    it(`group ${groupId} (${role}): allowed calls pass the guard`, async () => {
      const allowed = guarded.filter((c) => mayCall(subject, c));
      const c = clients.get(groupId) as Client;
      for (const call of allowed) {
        const r = await callWith(c, call);
        const label = `${role} ${call.method} ${call.url}: ${r.msg} ${JSON.stringify(r.errors ?? {})}`;
        expect(r.http, label).not.toBe(403);
        expect(r.http, label).not.toBe(401);
        expect(r.http, label).toBeLessThan(500);
        // A validation answer (422) or a missing row (404) still means the guard let the call through.
        if (sampleBody(call) || isRead(call)) {
          expect(r.http, label).toBe(200);
          expect(r.status, label).toBe(200);
        }
      }
    });
  });

  it('a privilege granted to a staff group opens exactly that permission', async () => {
    const admin5 = clients.get(5) as Client;
    expect((await admin5.post('/user/index', {})).http).toBe(403);
    const grant = await ctx.admin.post('/group/update_privilege', { group_id: 5, privileges: ['users'] }, { json: true });
    expect(grant.status).toBe(200);
    const list = await admin5.post('/user/index', {});
    expect(list.http).toBe(200);
    expect(list.data.total).toBeGreaterThan(0);
    expect((await admin5.post('/group/list', {})).http).toBe(403);
    await ctx.admin.post('/group/update_privilege', { group_id: 5, privileges: [] }, { json: true });
    expect((await admin5.post('/user/index', {})).http).toBe(403);
  });

  it('a superuser-type group narrowed by its privileges is refused the rest', async () => {
    const su = clients.get(1) as Client;
    // No group edits its own privileges through the API (the only superuser group is group 1), so the narrowing is set directly.
    const setPrivileges = (list: string[]) =>
      ctx.server.database.db.execute(sql`update groups set privileges = ${JSON.stringify(list)}::jsonb where group_id = 1 and company_id = 1`);
    await setPrivileges(['groups', 'users']);
    try {
      expect((await su.post('/group/list', {})).http).toBe(200);
      const before = await tableSnapshot(ctx.server.database);
      const r = await su.post('/master_gudang/add_stored', { master_gudang_name: 'Gudang Terlarang' });
      expect(r.http).toBe(403);
      expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    } finally {
      await setPrivileges([...PERMISSION_NAMES]);
    }
  });

  it('calls open to every logged-in user answer each group, and refuse callers without a token', async () => {
    const reads = ctx.server.app.registeredCalls.filter(
      (c) =>
        c.access === 'authenticated' &&
        c.method === 'GET' &&
        c.url !== '/account/logout' &&
        /^\/(account|config|stock_reduction|konfig_pos|user)\//.test(c.url),
    );
    expect(reads.length).toBeGreaterThan(10);
    await Promise.all(
      [...clients.values()].map(async (c) => {
        for (const call of reads) {
          const r = await c.get(call.url);
          expect(r.status, call.url).toBe(200);
        }
      }),
    );
    const anonymous = new Client(ctx.server.url);
    for (const call of ctx.server.app.registeredCalls.filter((c) => c.access !== 'public' && c.access !== 'optional')) {
      const r = call.method === 'GET' ? await anonymous.get(call.url) : await anonymous.post(call.url, {});
      expect(r.http, call.url).toBe(401);
      expect(r.status, call.url).toBe(50014);
    }
  });
});

/**
 * Delegated rights (issue 7 item 3): a staff group given only `users` or only `groups` cannot
 * reach the superuser group or its accounts, grant what it does not hold, or widen itself.
 * Each refusal writes nothing.
 */
describe('delegated rights do not escalate', () => {
  const password = 'Password-456';
  async function refusedWithoutWrite(c: Client, url: string, body: Record<string, unknown>, json: boolean) {
    const before = await tableSnapshot(ctx.server.database);
    const r = await c.post(url, body, { json });
    expect(await tableSnapshot(ctx.server.database), url).toEqual(before);
    return r;
  }

  it('a staff group given only `users` cannot create, move into, edit, reset or deactivate superuser accounts', async () => {
    const admin5 = clients.get(5) as Client;
    await ctx.admin.post('/group/update_privilege', { group_id: 5, privileges: ['users'] }, { json: true });
    try {
      const target = await ctx.admin.post('/user/create', {
        admin_username: unique('mx_t'),
        admin_person_full_name: 'Target',
        admin_group_id: 5,
        password,
        password_confirmation: password,
      });
      const targetId = target.data.admin_id as number;
      const createSu = await refusedWithoutWrite(
        admin5,
        '/user/create',
        { admin_username: unique('mx_su'), admin_person_full_name: 'Calon Superuser', admin_group_id: 1, password, password_confirmation: password },
        false,
      );
      expect(createSu.http).toBe(422);
      expect(createSu.errors?.admin_group_id).toEqual([SUPERUSER_ONLY]);
      const move = await refusedWithoutWrite(admin5, '/user/update_other', { admin_id: targetId, admin_person_full_name: 'Target', admin_group_id: 1 }, false);
      expect(move.errors?.admin_group_id).toEqual([SUPERUSER_ONLY]);
      // A staff group with rights the caller lacks is out of reach too (group 4, SPV WHS, opens product pages admin does not).
      const wider = await refusedWithoutWrite(admin5, '/user/update_other', { admin_id: targetId, admin_person_full_name: 'Target', admin_group_id: 4 }, false);
      expect(wider.errors?.admin_group_id).toEqual([EXCEEDS_OWN]);
      const superuserCalls: [string, Record<string, unknown>, boolean][] = [
        ['/user/update_other_password', { admin_id: 1, password, password_confirmation: password }, false],
        ['/user/update_other', { admin_id: 1, admin_person_full_name: 'Diambil Alih', admin_group_id: 1 }, false],
        ['/user/update_status', { admin_id: 1, status: 0 }, true],
        ['/user/delete', { admin_id: 1 }, false],
        ['/user/accessgudang/stored', { admin_id: 1, gudang_id: 1 }, false],
      ];
      for (const [url, body, json] of superuserCalls) {
        const r = await refusedWithoutWrite(admin5, url, body, json);
        expect(r.http, url).toBe(403);
        expect(r.msg, url).toBe(SUPERUSER_ONLY);
      }
      // What it holds it may still do: a user of its own group.
      const same = await admin5.post('/user/update_other', { admin_id: targetId, admin_person_full_name: 'Target Baru', admin_group_id: 5 });
      expect(same.status).toBe(200);
    } finally {
      await ctx.admin.post('/group/update_privilege', { group_id: 5, privileges: [] }, { json: true });
    }
  });

  it('a staff group given only `groups` cannot widen itself, grant what it lacks, or touch the superuser group', async () => {
    const sup9 = clients.get(9) as Client;
    await ctx.admin.post('/group/update_privilege', { group_id: 9, privileges: ['groups'] }, { json: true });
    await ctx.admin.post('/group/update_privilege', { group_id: spare.groupId, privileges: [] }, { json: true });
    try {
      const own = await refusedWithoutWrite(sup9, '/group/update_privilege', { group_id: 9, privileges: ['groups', 'users'] }, true);
      expect(own.http).toBe(403);
      expect(own.msg).toBe(OWN_PRIVILEGES);
      for (const [url, body] of [
        ['/group/update_privilege', { group_id: 1, privileges: [] }],
        ['/group/update_status', { group_id: 1, status: 0 }],
        ['/group/update', { group_id: 1, group_name: 'superuser' }],
      ] as [string, Record<string, unknown>][]) {
        const r = await refusedWithoutWrite(sup9, url, body, true);
        expect(r.http, url).toBe(403);
        expect(r.msg, url).toBe(SUPERUSER_ONLY);
      }
      const grant = await refusedWithoutWrite(sup9, '/group/update_privilege', { group_id: spare.groupId, privileges: ['users'] }, true);
      expect(grant.http).toBe(422);
      expect(grant.errors?.privileges).toEqual([EXCEEDS_OWN]);
      // A group that already holds more than the caller is out of reach altogether.
      const above = await refusedWithoutWrite(sup9, '/group/update_status', { group_id: 4, status: 0 }, true);
      expect(above.http).toBe(403);
      expect(above.msg).toBe(EXCEEDS_OWN);
      const create = await refusedWithoutWrite(sup9, '/group/stored', { group_name: unique('Peran Lebar '), privileges: ['users'] }, true);
      expect(create.errors?.privileges).toEqual([EXCEEDS_OWN]);
      // Granting what it holds works.
      expect((await sup9.post('/group/update_privilege', { group_id: spare.groupId, privileges: ['groups'] }, { json: true })).status).toBe(200);
      await ctx.admin.post('/group/update_privilege', { group_id: spare.groupId, privileges: [] }, { json: true });
    } finally {
      await ctx.admin.post('/group/update_privilege', { group_id: 9, privileges: [] }, { json: true });
    }
  });
});
