import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';
import { refreshSalesFacts } from '../../report/facts/commands/refresh-sales-facts.js';

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const RANGE = { date_start: '2026-10-01', date_end: '2026-10-03' };
const ids = { a: 0, b: 0, member: 0, product: 0 };
const invoices: string[] = [];
/** Leads of the hand-worked figures: name → id and code. */
const leads: Record<string, { lead_id: number; lead_code: string }> = {};
let b: Client;

const add = (body: Record<string, unknown>, c: Client = ctx.admin) => c.post('/lead/add_stored', body);

/**
 * A sales order made from a lead through /purchase_order/add_stored (the orders' own command): `units`
 * small units of the test product at Rp 50.000 each, dated `date`. 'dibatalkan' cancels it in place
 * (no call cancels an order without deleting it: the delete call does both, used for `deleted`).
 */
async function closing(lead: string | null, date: string, units: number, how: 'open' | 'dibatalkan' | 'deleted' = 'open') {
  const r = await ctx.admin.post(
    '/purchase_order/add_stored',
    {
      customer_name: lead ? `Calon ${lead}` : 'Tanpa Lead',
      gudang_id: 1,
      order_date: date,
      lead_id: lead ? leads[lead].lead_id : undefined,
      lines: [{ product_id: ids.product, unit: 'kecil', qty: units }],
    },
    { json: true },
  );
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  expect(r.data.grand_total).toBe(units * 50000);
  if (how === 'dibatalkan') {
    await owner().execute(sql`update sales_order set status = 'dibatalkan' where order_id = ${r.data.order_id}`);
    await refreshSalesFacts(owner(), [r.data.order_id]);
  }
  if (how === 'deleted') expect((await ctx.admin.post('/purchase_order/delete', { order_id: r.data.order_id, reason: 'Batal beli' })).http).toBe(200);
  return r.data as { order_id: number; invoice_number: string };
}

/** A partner group (mitra) holding the Closing Leads page, and a member of it. */
async function partner() {
  await owner().execute(sql`insert into groups (company_id, group_id, group_name, group_type, privileges)
    values (1, 71, 'Mitra Leads', 'mitra', ${JSON.stringify(['closingLeads'])}::jsonb)`);
  return userWithGroup(ctx.admin, 71);
}

beforeAll(async () => {
  ids.product = (await makeProduct('Madu Hutan 500 ml')).product_id;
  expect((await ctx.admin.post('/product_price/stored', { product_id: ids.product, gudang_id: 0, product_price_sale: 50000 }, { json: true })).http).toBe(200);
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.product, qty: 100, unit_cost: 30000 }] });
  ids.a = Number(((await owner().execute(sql`select id from users where username = 'superadmin'`)).rows[0] as { id: number }).id);
  const cs = await userWithGroup(ctx.admin, 5, 'cs_budi');
  b = cs.client;
  ids.b = cs.userId;
  await owner().execute(sql`update users set name = 'Budi CS' where id = ${ids.b}`);
  const m = await ctx.admin.post('/member/create_stored', { member_name: 'Siti Aminah', member_phone: '081234567001' });
  expect(m.http).toBe(200);
  ids.member = Number(
    ((await owner().execute(sql`select member_id from master_member where member_phone = '081234567001'`)).rows[0] as { member_id: number }).member_id,
  );
  // The figures below: six leads from 1 to 3 October 2026 (A = superadmin, B = Budi), one on 30 September.
  const rows: [string, string, string, number][] = [
    ['L7', '2026-09-30', 'whatsapp', ids.a],
    ['L1', '2026-10-01', 'whatsapp', ids.a],
    ['L2', '2026-10-01', 'whatsapp', ids.b],
    ['L3', '2026-10-01', 'instagram', ids.a],
    ['L4', '2026-10-02', 'shopee', ids.b],
    ['L5', '2026-10-03', 'whatsapp', ids.a],
    ['L6', '2026-10-03', 'tiktok', ids.b],
  ];
  for (const [name, date, source, admin] of rows) {
    const r = await add({ lead_name: `Calon ${name}`, lead_phone: '0812-3456-7890', lead_date: date, source, admin_id: admin, product_interest: 'Madu Hutan' });
    expect(r.http).toBe(200);
    leads[name] = r.data;
  }
  // Orders (Rp 50.000 a unit): L1 on 2 Oct (3 units) and 3 Oct (1); L3 on 3 Oct, cancelled; L4 on 3 Oct (4);
  // L5 on 3 Oct, deleted; L7 on 1 Oct (1); L2 on 5 Oct, after the period (2); one order without a lead on 2 Oct.
  invoices.push((await closing('L1', '2026-10-02', 3)).invoice_number);
  invoices.push((await closing('L1', '2026-10-03', 1)).invoice_number);
  invoices.push((await closing('L3', '2026-10-03', 2, 'dibatalkan')).invoice_number);
  await closing('L4', '2026-10-03', 4);
  await closing('L5', '2026-10-03', 1, 'deleted');
  await closing('L7', '2026-10-01', 1);
  await closing('L2', '2026-10-05', 2);
  await closing(null, '2026-10-02', 1);
});

describe('adding a lead', () => {
  it('stores a lead numbered from the lead series of its month, handled by the user who adds it unless another admin is chosen', async () => {
    expect(leads.L7.lead_code).toBe('LD/2609/00001');
    expect(leads.L1.lead_code).toBe('LD/2610/00001');
    expect(leads.L6.lead_code).toBe('LD/2610/00006');
    const v = await ctx.admin.post('/lead/validation_add', { lead_name: 'Rina', source: 'Instagram' });
    expect(v.http).toBe(200);
    const r = await add({ lead_name: ' Rina ', source: 'Instagram', lead_phone: '085711112222', member_id: ids.member, note: 'Tanya ongkir' });
    expect(r).toMatchObject({ http: 200, msg: 'Lead berhasil ditambahkan' });
    expect(r.data.lead_code).toMatch(/^LD\/\d{4}\/\d{5}$/);
    const d = await ctx.admin.get('/lead/detail', { code: r.data.lead_code });
    expect(d.data).toMatchObject({
      lead_id: r.data.lead_id,
      lead_name: 'Rina',
      source: 'instagram',
      source_label: 'Instagram',
      admin_id: ids.a,
      member_id: ids.member,
      member_name: 'Siti Aminah',
      note: 'Tanya ongkir',
      is_closed: 0,
      closing_order_id: null,
      orders: [],
    });
    const byB = await add({ lead_name: 'Joko', source: 'offline' }, b);
    expect((await ctx.admin.get('/lead/detail', { code: byB.data.lead_code })).data).toMatchObject({ admin_id: ids.b, admin_name: 'Budi CS' });
  });

  it('refuses bad fields one by one with Indonesian messages and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const bad = { lead_name: '', lead_phone: 'abc', source: 'friendster', lead_date: '2026-13-01', product_interest: 'x'.repeat(256) };
    for (const url of ['/lead/validation_add', '/lead/add_stored']) {
      const r = await ctx.admin.post(url, bad);
      expect(r.http).toBe(422);
      expect(r.errors?.lead_name).toEqual(['Nama calon pelanggan wajib diisi']);
      expect(r.errors?.lead_phone?.[0]).toMatch(/^Nomor telepon harus berupa angka/);
      expect(r.errors?.source?.[0]).toMatch(/^Sumber harus salah satu dari WhatsApp, Instagram/);
      expect(r.errors?.lead_date?.[0]).toBe('Tanggal lead tidak valid');
      expect(r.errors?.product_interest).toEqual(['Produk yang diminati maksimal 255 karakter']);
    }
    expect((await ctx.admin.post('/lead/add_stored', { lead_name: 'Andi', source: '' })).errors).toEqual({ source: ['Sumber wajib diisi'] });
    // Rules beyond the form: a date in the future, an admin and a contact that are not the company's.
    const rules = { lead_name: 'Andi', source: 'whatsapp', lead_date: '2099-01-01', admin_id: 999999, member_id: 999999 };
    for (const url of ['/lead/validation_add', '/lead/add_stored']) {
      const r = await ctx.admin.post(url, rules);
      expect(r.http).toBe(422);
      expect(r.errors).toEqual({
        lead_date: ['Tanggal lead tidak boleh di masa depan'],
        admin_id: ['Admin/CS tidak ditemukan'],
        member_id: ['Kontak tidak ditemukan'],
      });
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });
});

describe('the lead list and detail', () => {
  const list = async (filters: Record<string, unknown>, c: Client = ctx.admin) => {
    const r = await c.post('/lead/list', { perPage: 100, ...filters });
    expect(r.http).toBe(200);
    return r.data as { total: number; data: { lead_code: string; lead_name: string; is_closed: number; closing_invoice_number: string | null }[] };
  };
  const names = (p: { data: { lead_name: string }[] }) => p.data.map((x) => x.lead_name).sort();

  it('filters by period, source, admin, closing and text', async () => {
    expect(names(await list(RANGE))).toEqual(['Calon L1', 'Calon L2', 'Calon L3', 'Calon L4', 'Calon L5', 'Calon L6']);
    // Closed: L1 (two orders), L2 (an order after the period), L4; L3's order is cancelled and L5's deleted.
    const closed = await list({ ...RANGE, is_closed: 1 });
    expect(names(closed)).toEqual(['Calon L1', 'Calon L2', 'Calon L4']);
    expect(closed.data.find((x) => x.lead_name === 'Calon L1')?.closing_invoice_number).toBe(invoices[0]);
    expect(names(await list({ columnFilters: { ...RANGE, is_closed: '0' } }))).toEqual(['Calon L3', 'Calon L5', 'Calon L6']);
    expect(names(await list({ ...RANGE, source: 'whatsapp' }))).toEqual(['Calon L1', 'Calon L2', 'Calon L5']);
    expect(names(await list({ ...RANGE, admin_id: ids.b }))).toEqual(['Calon L2', 'Calon L4', 'Calon L6']);
    expect(names(await list({ search: 'calon l7' }))).toEqual(['Calon L7']);
    expect(names(await list({ lead_code: 'LD/2609' }))).toEqual(['Calon L7']);
    const bad = await ctx.admin.post('/lead/list', { source: 'myspace', is_closed: 2, date_start: '1 Okt' });
    expect(bad.http).toBe(422);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['date_start']);
    const bad2 = await ctx.admin.post('/lead/list', { source: 'myspace', is_closed: 2 });
    expect(bad2.errors).toEqual({ source: ['Sumber tidak dikenal'], is_closed: ['is_closed harus 0 atau 1'] });
  });

  it('answers a lead by its code with every order made from it', async () => {
    const d = await ctx.admin.get('/lead/detail', { code: leads.L1.lead_code });
    expect(d.http).toBe(200);
    expect(d.data).toMatchObject({ lead_name: 'Calon L1', lead_date: '2026-10-01', source: 'whatsapp', is_closed: 1, closing_date: '2026-10-02' });
    expect(d.data.orders.map((o: { invoice_number: string; grand_total: number }) => [o.invoice_number, o.grand_total])).toEqual([
      [invoices[0], 150000],
      [invoices[1], 50000],
    ]);
    const cancelled = (await ctx.admin.get('/lead/detail', { code: leads.L3.lead_code })).data;
    expect(cancelled).toMatchObject({ is_closed: 0, closing_order_id: null });
    expect(cancelled.orders.map((o: { status: string }) => o.status)).toEqual(['dibatalkan']);
    expect((await ctx.admin.get('/lead/detail', { code: 'LD/0000/99999' })).http).toBe(404);
    expect(await ctx.admin.get('/lead/detail', {})).toMatchObject({ http: 422, errors: { code: ['Kode lead wajib diisi'] } });
    // By id, as the create-order page asks after the Closing button; code and id must name the same lead.
    const byId = await ctx.admin.get('/lead/detail', { lead_id: leads.L1.lead_id });
    expect(byId.data).toMatchObject({ lead_code: leads.L1.lead_code, closing_invoice_number: invoices[0] });
    expect((await ctx.admin.get('/lead/detail', { lead_id: leads.L1.lead_id, code: leads.L2.lead_code })).http).toBe(404);
  });
});

describe('daily calculations', () => {
  it('counts leads per day by the lead date, every day of the period', async () => {
    const r = await ctx.admin.post('/lead/kalkulasi_harian_lead', RANGE);
    expect(r.data).toEqual({
      date_start: '2026-10-01',
      date_end: '2026-10-03',
      total: 6,
      data: [
        { date: '2026-10-01', total: 3 },
        { date: '2026-10-02', total: 1 },
        { date: '2026-10-03', total: 2 },
      ],
    });
    const wa = await ctx.admin.post('/lead/kalkulasi_harian_lead', { ...RANGE, source: 'whatsapp' });
    expect(wa.data.data.map((d: { total: number }) => d.total)).toEqual([2, 0, 1]);
    const byB = await ctx.admin.post('/lead/kalkulasi_harian_lead', { ...RANGE, admin_id: ids.b });
    expect(byB.data.data.map((d: { total: number }) => d.total)).toEqual([1, 1, 1]);
  });

  it('counts leads per day and source', async () => {
    const r = (await ctx.admin.post('/lead/kalkulasi_harian_lead_by_source', RANGE)).data;
    expect(r.total).toBe(6);
    expect(r.data[0]).toMatchObject({ date: '2026-10-01', total: 3, whatsapp: 2, instagram: 1, shopee: 0, tiktok: 0 });
    expect(r.data[1]).toMatchObject({ date: '2026-10-02', total: 1, shopee: 1, whatsapp: 0 });
    expect(r.data[2]).toMatchObject({ date: '2026-10-03', total: 2, whatsapp: 1, tiktok: 1 });
    const totals = Object.fromEntries(r.sources.map((s: { source: string; total: number }) => [s.source, s.total]));
    expect(totals).toEqual({ whatsapp: 3, instagram: 1, facebook: 0, tiktok: 1, shopee: 1, tokopedia: 0, website: 0, offline: 0, lainnya: 0 });
  });

  it("counts closing orders per day by the order's date, without cancelled, deleted or lead-less orders", async () => {
    // 1 Oct: L7's order (lead of 30 Sep); 2 Oct: L1's first; 3 Oct: L1's second and L4's. L3 cancelled, L5 deleted.
    const r = (await ctx.admin.post('/lead/kalkulasi_harian_closing', RANGE)).data;
    expect(r.data).toEqual([
      { date: '2026-10-01', total: 1 },
      { date: '2026-10-02', total: 1 },
      { date: '2026-10-03', total: 2 },
    ]);
    expect(r.total).toBe(4);
    const s = (await ctx.admin.post('/lead/kalkulasi_harian_closing_by_source', RANGE)).data;
    expect(s.data.map((d: { whatsapp: number; shopee: number }) => [d.whatsapp, d.shopee])).toEqual([
      [1, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(s.sources.filter((x: { total: number }) => x.total > 0)).toEqual([
      { source: 'whatsapp', label: 'WhatsApp', total: 3 },
      { source: 'shopee', label: 'Shopee', total: 1 },
    ]);
    const only = (await ctx.admin.post('/lead/kalkulasi_harian_closing_by_source', { ...RANGE, source: 'shopee' })).data;
    expect(only.sources).toEqual([{ source: 'shopee', label: 'Shopee', total: 1 }]);
    expect(only.data[2]).toEqual({ date: '2026-10-03', total: 1, shopee: 1 });
  });

  it('defaults to the last 30 days and refuses a reversed or too long period', async () => {
    const r = (await ctx.admin.post('/lead/kalkulasi_harian_lead', {})).data;
    expect(r.data).toHaveLength(30);
    const rev = await ctx.admin.post('/lead/kalkulasi_harian_closing', { date_start: '2026-10-03', date_end: '2026-10-01' });
    expect(rev).toMatchObject({ http: 422, errors: { date_end: ['Tanggal akhir tidak boleh sebelum tanggal mulai'] } });
    const long = await ctx.admin.post('/lead/ratio_by_source', { date_start: '2025-01-01', date_end: '2026-10-01' });
    expect(long).toMatchObject({ http: 422, errors: { date_start: ['Periode maksimal 366 hari'] } });
    expect((await ctx.admin.post('/lead/kalkulasi_harian_lead', { source: 'myspace' })).http).toBe(422);
  });
});

describe('ratios', () => {
  it('per source: leads of the period, how many closed, the ratio and the closing total', async () => {
    const r = (await ctx.admin.post('/lead/ratio_by_source', RANGE)).data;
    const row = (s: string) => r.data.find((x: { source: string }) => x.source === s);
    // WhatsApp: L1, L2, L5; closed L1 (150.000 + 50.000) and L2 (100.000, after the period); L5's order deleted.
    expect(row('whatsapp')).toEqual({ source: 'whatsapp', label: 'WhatsApp', leads: 3, closings: 2, ratio: 66.67, closing_total: 300000 });
    expect(row('instagram')).toEqual({ source: 'instagram', label: 'Instagram', leads: 1, closings: 0, ratio: 0, closing_total: 0 });
    expect(row('shopee')).toEqual({ source: 'shopee', label: 'Shopee', leads: 1, closings: 1, ratio: 100, closing_total: 200000 });
    expect(row('tiktok')).toMatchObject({ leads: 1, closings: 0, ratio: 0 });
    expect(row('tokopedia')).toMatchObject({ leads: 0, closings: 0, ratio: 0 });
    expect(r.data).toHaveLength(9);
    expect(r.total).toEqual({ leads: 6, closings: 3, ratio: 50, closing_total: 500000 });
  });

  it('per admin: most leads first', async () => {
    const r = (await ctx.admin.post('/lead/ratio_by_admin', RANGE)).data;
    // A: L1, L3, L5 → L1 closed (200.000). B: L2, L4, L6 → L2 and L4 closed (100.000 + 200.000).
    expect(r.data).toEqual([
      { admin_id: ids.b, admin_name: 'Budi CS', leads: 3, closings: 2, ratio: 66.67, closing_total: 300000 },
      { admin_id: ids.a, admin_name: expect.any(String), leads: 3, closings: 1, ratio: 33.33, closing_total: 200000 },
    ]);
    expect(r.total).toEqual({ leads: 6, closings: 3, ratio: 50, closing_total: 500000 });
    const wa = (await ctx.admin.post('/lead/ratio_by_admin', { ...RANGE, source: 'whatsapp' })).data;
    expect(wa.data.map((x: { admin_id: number; leads: number; closings: number }) => [x.admin_id, x.leads, x.closings])).toEqual([
      [ids.a, 2, 1],
      [ids.b, 1, 1],
    ]);
  });
});

describe('who may see what', () => {
  it('refuses roles without the page (403) and writes nothing', async () => {
    const purchasing = (await userWithGroup(ctx.admin, 7)).client; // Admin Purchasing: no Penjualan
    const whs = (await userWithGroup(ctx.admin, 8)).client; // Admin WHS: Penjualan but not the lead reports
    const before = await tableSnapshot(ctx.server.database);
    for (const url of [
      '/lead/list',
      '/lead/validation_add',
      '/lead/add_stored',
      '/lead/kalkulasi_harian_lead',
      '/lead/kalkulasi_harian_lead_by_source',
      '/lead/kalkulasi_harian_closing',
      '/lead/kalkulasi_harian_closing_by_source',
      '/lead/ratio_by_source',
      '/lead/ratio_by_admin',
    ])
      expect((await purchasing.post(url, { lead_name: 'X', source: 'whatsapp' })).http, url).toBe(403);
    expect((await purchasing.get('/lead/detail', { code: leads.L1.lead_code })).http).toBe(403);
    expect((await purchasing.get('/lead/options')).http).toBe(403);
    expect((await whs.post('/lead/list', RANGE)).http).toBe(200);
    expect((await whs.post('/lead/ratio_by_source', RANGE)).http).toBe(403);
    expect((await whs.post('/lead/ratio_by_admin', RANGE)).http).toBe(403);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    // The admin group holds the page and both reports.
    expect((await b.post('/lead/ratio_by_admin', RANGE)).http).toBe(200);
  });

  it('shows a partner only the leads they handle', async () => {
    const p = await partner();
    const own = await add({ lead_name: 'Pembeli Mitra', source: 'tokopedia' }, p.client);
    expect(own.http).toBe(200);
    const other = await add({ lead_name: 'Bukan Mitra', source: 'tokopedia', admin_id: ids.a }, p.client);
    expect(other).toMatchObject({ http: 422, errors: { admin_id: ['Mitra hanya dapat mencatat lead atas namanya sendiri'] } });
    const l = await p.client.post('/lead/list', {});
    expect(l.data.data.map((x: { lead_name: string }) => x.lead_name)).toEqual(['Pembeli Mitra']);
    expect((await p.client.get('/lead/detail', { code: leads.L1.lead_code })).http).toBe(404);
    expect((await p.client.get('/lead/detail', { lead_id: leads.L1.lead_id })).http).toBe(404);
    expect((await p.client.post('/lead/kalkulasi_harian_lead', RANGE)).data.total).toBe(0);
    const opts = await p.client.get('/lead/options');
    expect(opts.data.admins).toEqual([{ admin_id: p.userId, admin_name: expect.any(String) }]);
  });

  it("answers 404 for another company's lead and counts none of ours there", async () => {
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Lead',
      app_name: 'tetangga-lead',
      name: 'Pemilik Lead',
      username: 'owner_lead_t',
      email: 'owner@lead-t.test',
      password: 'Password-L-123',
      password_confirmation: 'Password-L-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_lead_t', 'Password-L-123');
    expect((await other.get('/lead/detail', { code: leads.L1.lead_code })).http).toBe(404);
    expect((await other.get('/lead/detail', { lead_id: leads.L1.lead_id })).http).toBe(404);
    expect((await other.post('/lead/list', {})).data.total).toBe(0);
    expect((await other.post('/lead/kalkulasi_harian_closing', RANGE)).data.total).toBe(0);
    expect((await other.post('/lead/ratio_by_source', RANGE)).data.total.leads).toBe(0);
    // Their own first lead starts their own series; our admin is not theirs to choose.
    const theirs = await add({ lead_name: 'Tetangga', source: 'website', lead_date: '2026-10-02' }, other);
    expect(theirs.data.lead_code).toBe('LD/2610/00001');
    expect((await add({ lead_name: 'Tetangga', source: 'website', admin_id: ids.b }, other)).errors).toEqual({ admin_id: ['Admin/CS tidak ditemukan'] });
    expect((await ctx.admin.get('/lead/detail', { code: 'LD/2610/00001' })).data.lead_name).toBe('Calon L1');
  });
});
