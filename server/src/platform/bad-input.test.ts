import { MSG } from '@bo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../test/db-state.js';
import { type Answer, Client, useTestServer } from '../test/harness.js';

/**
 * Missing fields, wrong types, over-long strings, SQL and script fragments and huge bodies: each
 * is answered with an error envelope (status false or an HTTP status, a message, field errors
 * where a field is at fault) and no row is written.
 */

const ctx = useTestServer();
let anon: Client;

const PASSWORD = 'Password-123';
interface Target {
  url: string;
  public?: boolean;
  body: () => Record<string, unknown>;
  /** A free-text field of the call and its maximum length. */
  text: string;
  max: number;
  required: string[];
}
const TARGETS: Target[] = [
  { url: '/group/stored', body: () => ({ group_name: 'Peran Uji' }), text: 'group_name', max: 100, required: ['group_name'] },
  {
    url: '/master_gudang/add_stored',
    body: () => ({ master_gudang_name: 'Gudang Uji' }),
    text: 'master_gudang_name',
    max: 100,
    required: ['master_gudang_name'],
  },
  {
    url: '/user/create',
    body: () => ({ admin_username: 'uji_input', admin_person_full_name: 'Uji Input', admin_group_id: 5, password: PASSWORD, password_confirmation: PASSWORD }),
    text: 'admin_person_full_name',
    max: 150,
    required: ['admin_username', 'admin_person_full_name', 'admin_group_id', 'password'],
  },
  {
    url: '/config/stored_config_general',
    body: () => ({ config_company: 'PT Uji', config_name: 'UJI' }),
    text: 'config_company',
    max: 150,
    required: ['config_company', 'config_name'],
  },
  {
    url: '/registration/submit',
    public: true,
    body: () => ({
      company_name: 'PT Uji Input',
      name: 'Uji',
      username: 'uji_daftar',
      email: 'uji@input.test',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
    text: 'company_name',
    max: 150,
    required: ['company_name', 'name', 'username', 'email', 'password'],
  },
];

const SCRIPTS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'Toko <b>Besar</b>', '<svg/onload=alert(1)>', 'javascript:alert(1)'];

function expectErrorEnvelope(r: Answer, label: string) {
  expect(r.http, label).toBeGreaterThanOrEqual(400);
  expect(r.http, label).toBeLessThan(500);
  expect(r.status === false || r.status === r.http, label).toBe(true);
  expect(typeof r.msg, label).toBe('string');
  expect(r.msg.length, label).toBeGreaterThan(0);
  expect(r.msg, label).not.toMatch(/select|insert|syntax|pglite|postgres|drizzle/i);
}

async function raw(path: string, body: string, contentType: string, c: Client = ctx.admin): Promise<Answer> {
  const res = await fetch(ctx.server.url + path, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${c.token}`, 'x-forwarded-for': '10.6.0.1' },
    body,
  });
  const text = await res.text();
  let env: Answer;
  try {
    env = { http: res.status, ...JSON.parse(text) };
  } catch {
    throw new Error(`not an envelope (${res.status}): ${text.slice(0, 200)}`);
  }
  return env;
}

beforeAll(async () => {
  anon = new Client(ctx.server.url, '10.6.0.2');
});

// Public calls are limited per client address; these tests are about input, so each public request
// comes from its own address.
let address = 0;
const freshClient = () => new Client(ctx.server.url, `10.6.1.${++address}`);

describe.each(TARGETS)('$url', (t) => {
  const c = () => (t.public ? freshClient() : ctx.admin);

  it('answers missing fields with an error per required field and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    for (const json of [false, true]) {
      const r = await c().post(t.url, {}, { json });
      expectErrorEnvelope(r, 'empty body');
      expect(r.http).toBe(422);
      for (const f of t.required) expect(r.errors?.[f], `${f} of ${JSON.stringify(r.errors)}`).toBeDefined();
    }
    for (const f of t.required) {
      const r = await c().post(t.url, { ...t.body(), [f]: '' });
      expect(r.errors?.[f], `blank ${f}`).toBeDefined();
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('answers wrong types with a field error and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    for (const wrong of [{ a: 1 }, [1, 2], true, 12345, null]) {
      const r = await c().post(t.url, { ...t.body(), [t.text]: wrong }, { json: true });
      if (wrong === 12345 || wrong === null) {
        // A number is not text, and null counts as missing.
        expect(r.http, JSON.stringify(wrong)).toBe(422);
      } else {
        expectErrorEnvelope(r, JSON.stringify(wrong));
        expect(r.errors?.[t.text], JSON.stringify(wrong)).toBeDefined();
      }
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('answers over-long strings with the limit in the message and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    for (const len of [t.max + 1, 100_000]) {
      const r = await c().post(t.url, { ...t.body(), [t.text]: 'x'.repeat(len) });
      expect(r.http).toBe(422);
      expect(r.errors?.[t.text]?.[0]).toMatch(new RegExp(`maksimal ${t.max} karakter`));
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('refuses script fragments and NUL characters in text and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    for (const s of [...SCRIPTS, 'abc\u0000def']) {
      const r = await c().post(t.url, { ...t.body(), [t.text]: s });
      expectErrorEnvelope(r, s);
      expect(r.http, s).toBe(422);
      expect(r.errors?.[t.text], s).toBeDefined();
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });
});

describe('SQL fragments', () => {
  it('are refused in ids, flags, usernames, e-mails, colours and app names, writing nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const cases: [string, Record<string, unknown>, string, boolean?][] = [
      ['/user/update_other', { admin_id: '1 OR 1=1', admin_person_full_name: 'X', admin_group_id: 1 }, 'admin_id'],
      ['/user/delete', { admin_id: '1; DROP TABLE users' }, 'admin_id'],
      ['/group/update_status', { group_id: '1) or (1=1', status: 0 }, 'group_id', true],
      ['/group/update_status', { group_id: 2, status: "0' --" }, 'status', true],
      [
        '/user/create',
        { admin_username: "x' OR '1'='1", admin_person_full_name: 'X', admin_group_id: 5, password: PASSWORD, password_confirmation: PASSWORD },
        'admin_username',
      ],
      ['/user/update', { admin_person_full_name: 'X', admin_email: "a@b.c' or 1=1 --" }, 'admin_email'],
      ['/config/stored_config_color', { config_color: "#fff'; drop table configs; --" }, 'config_color'],
      ['/config/stored_config_ppn', { config_ppn: '11; delete from configs' }, 'config_ppn'],
      ['/registration/add_company', { company_name: 'PT X', app_name: "x'; drop table companies; --" }, 'app_name'],
      ['/master_gudang/update_stored', { master_gudang_id: '1 or 1=1', master_gudang_name: 'Semua' }, 'master_gudang_id'],
    ];
    for (const [url, body, field, json] of cases) {
      const r = await ctx.admin.post(url, body, { json });
      expectErrorEnvelope(r, url);
      expect(r.http, url).toBe(422);
      expect(r.errors?.[field], `${url} ${JSON.stringify(r.errors)}`).toBeDefined();
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('are refused at login without a session', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const r = await new Client(ctx.server.url, '10.6.0.3').post('/login/stored', { username: "' OR 1=1 --", password: "' OR ''='" });
    expect(r.http).toBe(422);
    expect(r.msg).toBe(MSG.loginFailed);
    const after = await tableSnapshot(ctx.server.database);
    expect(after.sessions).toBe(before.sessions);
  });

  it('in list filters and sorts match nothing and reach no SQL', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const filtered = await ctx.admin.post('/master_gudang/list', {
      columnFilters: { master_gudang_name: "%' OR 1=1 --", search: "'; drop table master_gudang; --" },
    });
    expect(filtered.status).toBe(200);
    expect(filtered.data.total).toBe(0);
    const sorted = await ctx.admin.post('/user/index', {
      columnFilters: { 'status) or (1=1': 1 },
      sort: { field: 'u.password_hash; drop table users', type: 'asc' },
    });
    expect(sorted.status).toBe(200);
    expect(sorted.data.total).toBe(1);
    const badSortType = await ctx.admin.post('/user/index', { sort: { field: 'admin_username', type: 'asc; drop table users' } });
    expect(badSortType.http).toBe(422);
    const percent = await ctx.admin.post('/master_gudang/find', { gudang_name: '_' });
    expect(percent.data).toEqual([]);
    // Text that only reaches the database (a filter, a long note) with a NUL in it.
    const nulFilter = await ctx.admin.post('/master_gudang/list', { columnFilters: { master_gudang_name: 'a\u0000b' } }, { json: true });
    expectErrorEnvelope(nulFilter, 'NUL filter');
    const nulNote = await ctx.admin.post('/config/stored_config_note_payment', { config_note_payment: 'a\u0000b' }, { json: true });
    expectErrorEnvelope(nulNote, 'NUL note');
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('in free text are kept as plain text, never run', async () => {
    const name = "Robert'); DROP TABLE groups;--";
    const r = await ctx.admin.post('/group/stored', { group_name: name });
    expect(r.status).toBe(200);
    const g = await ctx.admin.get('/group', { group_id: r.data.group_id });
    expect(g.data.group_name).toBe(name);
    expect((await ctx.admin.post('/group/list', {})).data.total).toBe(11);
  });
});

describe('huge and unreadable bodies', () => {
  it('answers a body over 1 MB with 413 and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const big = 'x'.repeat(2 * 1024 * 1024);
    const form = await raw('/group/stored', `group_name=${big}`, 'application/x-www-form-urlencoded');
    expect(form.http).toBe(413);
    expect(form.status).toBe(413);
    expect(form.msg).toBe(MSG.bodyTooLarge);
    const json = await raw('/master_gudang/add_stored', JSON.stringify({ master_gudang_name: 'Besar', origin_address: big }), 'application/json');
    expect(json.http).toBe(413);
    const publicCall = await raw('/registration/submit', JSON.stringify({ company_name: big }), 'application/json', anon);
    expect(publicCall.http).toBe(413);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('answers deep nesting, many fields, malformed JSON and unknown content types with an envelope', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const deep = await raw('/group/stored', `{"group_name":${'['.repeat(200_000)}${']'.repeat(200_000)}}`, 'application/json');
    expectErrorEnvelope(deep, 'deep');
    const manyFields = Array.from({ length: 20_000 }, (_, i) => `f${i}=1`).join('&');
    const many = await raw('/group/stored', `${manyFields}&group_name=${'y'.repeat(101)}`, 'application/x-www-form-urlencoded');
    expectErrorEnvelope(many, 'many');
    const deepForm = await raw('/group/stored', `group_name${'[a]'.repeat(50)}=1`, 'application/x-www-form-urlencoded');
    expectErrorEnvelope(deepForm, 'deep form');
    const malformed = await raw('/group/stored', '{"group_name": "tanpa penutup', 'application/json');
    expect(malformed.http).toBe(400);
    expect(malformed.msg).toBe('Isi permintaan tidak dapat dibaca');
    const empty = await raw('/group/stored', '', 'application/json');
    expectErrorEnvelope(empty, 'empty json');
    const text = await raw('/group/stored', 'group_name=Teks', 'text/plain');
    expect(text.http).toBe(422);
    const xml = await raw('/group/stored', '<group_name>Teks</group_name>', 'application/xml');
    expect(xml.http).toBe(415);
    expect(xml.msg).toBe('Jenis konten tidak didukung');
    const arrayBody = await raw('/group/stored', '[1,2,3]', 'application/json');
    expect(arrayBody.http).toBe(422);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('answers an over-long token and an unknown path with an envelope', async () => {
    const c = new Client(ctx.server.url);
    c.token = 't'.repeat(5000);
    const r = await c.get('/account/profile');
    expect(r.status).toBe(50014);
    const missing = await ctx.admin.post('/tidak/ada', {});
    expect(missing.http).toBe(404);
    expect(missing.msg).toBe(MSG.routeNotFound);
  });
});

describe('body depth: at most 32 levels, answered 422 with a clear message', () => {
  const nested = (levels: number, leaf = '"x"') => `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;

  it('columnFilters nested 20,000 levels in a JSON body answers 422, not a stack overflow', async () => {
    const r = await raw('/user/index', `{"columnFilters":${nested(20_000)},"page":1}`, 'application/json');
    expect(r.http).toBe(422);
    expect(r.msg).toBe(MSG.bodyTooDeep);
    expect(r.msg).toMatch(/bersarang terlalu dalam/);
    expect(r.errors?.columnFilters).toEqual([MSG.bodyTooDeep]);
  });

  it('columnFilters as deep JSON text inside a form field answers 422', async () => {
    const r = await raw('/user/index', `columnFilters=${encodeURIComponent(nested(20_000))}&page=1`, 'application/x-www-form-urlencoded');
    expect(r.http).toBe(422);
    expect(r.errors?.columnFilters).toEqual([MSG.bodyTooDeep]);
  });

  it('a form body with 40 bracket levels answers 422', async () => {
    const r = await raw('/user/index', `columnFilters${'[a]'.repeat(40)}=1`, 'application/x-www-form-urlencoded');
    expect(r.http).toBe(422);
    expect(r.msg).toBe(MSG.bodyTooDeep);
  });

  it('deep bodies with prototype keys and deep arrays answer 422 too', async () => {
    for (const body of [`{"columnFilters":${nested(5_000, '{"__proto__":{"x":1}}')}}`, `{"columnFilters":{"search":${'['.repeat(40)}${']'.repeat(40)}}}`]) {
      const r = await raw('/user/index', body, 'application/json');
      expect(r.http, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(r.http, body.slice(0, 40)).toBeLessThan(500);
    }
  });

  it('nesting within the limit still answers the list', async () => {
    const r = await raw('/user/index', `{"columnFilters":{"search":${nested(20, '""')}},"page":1}`, 'application/json');
    expect(r.http).toBe(200);
  });
});
