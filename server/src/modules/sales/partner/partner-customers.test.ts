import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

/*
 * A partner (mitra) uses only its own customers: the contacts it created or that a lead it handles
 * names. Another partner's, the company's, another company's, a pending or a missing contact is
 * refused alike (same field error, same 404: no existence oracle) by the order, price_by_customer,
 * the lead form and its contact choices; pending contacts are usable by nobody.
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const ids = { para: 0, gold: 0, staff: 0, pending: 0, ownA: 0, pendingA: 0, handedA: 0, ownB: 0, foreign: 0 };
let partnerA: Awaited<ReturnType<typeof userWithGroup>>;
let partnerB: Awaited<ReturnType<typeof userWithGroup>>;

const memberId = async (phone: string) =>
  Number(((await owner().execute(sql`select member_id from master_member where member_phone = ${phone}`)).rows[0] as { member_id: number }).member_id);
const addMember = async (c: Client, name: string, phone: string, extra: Record<string, unknown> = {}) => {
  const r = await c.post('/member/create_stored', { member_name: name, member_phone: phone, ...extra });
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return memberId(phone);
};
const order = (c: Client, member_id: number) =>
  c.post('/purchase_order/add_stored', { member_id, gudang_id: 1, lines: [{ product_id: ids.para, unit: 'kecil', qty: 1 }] }, { json: true });
const price = (c: Client, user: number) => c.get('/purchase_order/komponen/price_by_customer', { product_id: ids.para, user, gudang_id: 1, unit: 'kecil' });

beforeAll(async () => {
  ids.para = (await makeProduct('Paracetamol Pelanggan')).product_id;
  expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: ids.para, product_price_sale: 10000 })).http).toBe(200);
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 5000 }] });
  expect((await ctx.admin.post('/member_type/stored', { member_type_name: 'Emas Mitra', member_type_discount: 20 })).http).toBe(200);
  ids.gold = Number(
    ((await owner().execute(sql`select member_type_id from master_member_type where member_type_name = 'Emas Mitra'`)).rows[0] as { member_type_id: number })
      .member_type_id,
  );
  partnerA = await userWithGroup(ctx.admin, 10);
  partnerB = await userWithGroup(ctx.admin, 10);
  const gold = { member_type_id: ids.gold };
  ids.staff = await addMember(ctx.admin, 'Kontak Kantor', '081300000001', gold);
  ids.pending = await addMember(ctx.admin, 'Kontak Menunggu', '081300000002', gold);
  ids.ownA = await addMember(ctx.admin, 'Pelanggan Mitra A', '081300000003', gold);
  ids.pendingA = await addMember(ctx.admin, 'Calon Mitra A', '081300000004', gold);
  ids.handedA = await addMember(ctx.admin, 'Titipan Kantor', '081300000005', gold);
  ids.ownB = await addMember(ctx.admin, 'Pelanggan Mitra B', '081300000006', gold);
  // Contacts a partner stored itself carry it as created_by; pending ones wait in Verifikasi Kontak.
  await owner().execute(sql`update master_member set created_by = ${partnerA.userId} where member_id in (${ids.ownA}, ${ids.pendingA})`);
  await owner().execute(sql`update master_member set created_by = ${partnerB.userId} where member_id = ${ids.ownB}`);
  await owner().execute(sql`update master_member set member_approval = 'pending' where member_id in (${ids.pending}, ${ids.pendingA})`);
  // Staff hand a company contact over to partner A through a lead it handles.
  const lead = await ctx.admin.post('/lead/add_stored', { lead_name: 'Titipan', source: 'whatsapp', admin_id: partnerA.userId, member_id: ids.handedA });
  expect(lead.http, JSON.stringify(lead.errors)).toBe(200);
  const reg = await ctx.admin.post('/registration/submit', {
    company_name: 'CV Lain Pelanggan',
    app_name: 'lain-pelanggan',
    name: 'Pemilik Lain',
    username: 'owner_lain_p',
    email: 'owner@lain-p.test',
    password: 'Password-L-123',
    password_confirmation: 'Password-L-123',
  });
  expect(reg.status).toBe(200);
  const other = await new Client(ctx.server.url).login('owner_lain_p', 'Password-L-123');
  ids.foreign = await addMember(other, 'Pelanggan Perusahaan Lain', '081300000009');
});

describe("a partner's customers", () => {
  it('orders only for its own or handed-over approved contacts; any other id is the same field error and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const refusals = [];
    for (const id of [ids.staff, ids.pending, ids.pendingA, ids.ownB, ids.foreign, 999999]) {
      const r = await order(partnerA.client, id);
      refusals.push({ http: r.http, errors: r.errors, msg: r.msg });
    }
    for (const r of refusals) expect(r).toEqual({ http: 422, errors: { member_id: ['Pelanggan tidak ditemukan'] }, msg: refusals[0].msg });
    // The partner's own contact's name and type never leak into an answer either.
    expect(JSON.stringify(refusals)).not.toMatch(/Kontak Kantor|Emas Mitra|0813/);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    for (const id of [ids.ownA, ids.handedA]) {
      const r = await order(partnerA.client, id);
      expect(r.http, JSON.stringify(r.errors)).toBe(200);
      const d = await partnerA.client.post('/partner/invoice_detail', { id: r.data.order_id });
      // 20 % member discount: 10.000 → 8.000.
      expect(d.data).toMatchObject({ grand_total: 8000 });
    }
    expect((await order(partnerB.client, ids.ownA)).errors).toEqual({ member_id: ['Pelanggan tidak ditemukan'] });
    expect((await order(partnerB.client, ids.ownB)).http).toBe(200);
  });

  it('staff use every approved contact of the company, pending ones nobody', async () => {
    for (const id of [ids.staff, ids.ownA, ids.ownB]) expect((await order(ctx.admin, id)).http).toBe(200);
    for (const id of [ids.pending, ids.foreign]) expect((await order(ctx.admin, id)).errors).toEqual({ member_id: ['Pelanggan tidak ditemukan'] });
  });

  it("price_by_customer answers a partner's own customer's discount and the same 404 for any other", async () => {
    const own = await price(partnerA.client, ids.ownA);
    expect(own.http).toBe(200);
    expect(own.data).toMatchObject({ member_type_discount: 20, price: 8000 });
    const answers = [];
    for (const id of [ids.staff, ids.pending, ids.ownB, ids.foreign, 999999]) {
      const r = await price(partnerA.client, id);
      answers.push({ http: r.http, msg: r.msg, data: r.data ?? null });
    }
    for (const a of answers) expect(a).toEqual({ http: 404, msg: 'Pelanggan tidak ditemukan', data: null });
    expect((await price(ctx.admin, ids.ownA)).data.member_type_discount).toBe(20);
    expect((await price(ctx.admin, ids.pending)).http).toBe(404);
  });

  it('the lead form takes and offers only contacts the user may use', async () => {
    await owner().execute(sql`update groups set privileges = '["closingLeads"]'::jsonb where company_id = 1 and group_id = 10`);
    const lead = (c: Client, member_id: number) => c.post('/lead/validation_add', { lead_name: 'Prospek', source: 'whatsapp', member_id });
    for (const id of [ids.staff, ids.pendingA, ids.ownB, ids.foreign, 999999])
      expect((await lead(partnerA.client, id)).errors).toEqual({ member_id: ['Kontak tidak ditemukan'] });
    expect((await lead(partnerA.client, ids.ownA)).http).toBe(200);
    expect((await lead(ctx.admin, ids.pending)).errors).toEqual({ member_id: ['Kontak tidak ditemukan'] });
    const options = await partnerA.client.get('/lead/options', { search: '0813' });
    expect(options.http).toBe(200);
    expect((options.data.members as { member_id: number }[]).map((m) => m.member_id).sort((a, b) => a - b)).toEqual([ids.ownA, ids.handedA]);
    const staffOptions = (await ctx.admin.get('/lead/options', { search: '0813' })).data.members as { member_id: number }[];
    expect(staffOptions.map((m) => m.member_id)).not.toContain(ids.pending);
    expect(staffOptions.map((m) => m.member_id)).toContain(ids.ownB);
  });
});
