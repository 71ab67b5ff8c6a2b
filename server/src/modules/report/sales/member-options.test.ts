import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundSalesFacts } from '../facts/sales-facts-test-kit.js';

/*
 * POST /report/sales/member_options (the customer filter of the report pages), through HTTP:
 *   Apotek Satu   admin, Gudang 1          Toko Dua   admin, Gudang 2
 *   walk-in       admin, Gudang 1 (no contact: not offered, the report calls read member_id 0 as no filter)
 *   Mitra Tiga    the partner's own contact, ordered by the partner in Gudang 1
 *   Tanpa Beli    a contact without any sale: never offered
 * The admin sees the three customers; a group 6 user granted only Gudang 2 sees Toko Dua; a partner (its group
 * granted the report) only the customers of its own sales; a user without the report pages 403.
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const ids = { para: 0, satu: 0, dua: 0, tiga: 0, none: 0 };
let partner: Awaited<ReturnType<typeof userWithGroup>>;
let g6: Awaited<ReturnType<typeof userWithGroup>>;

const options = (c: Client, body: Record<string, unknown> = {}) => c.post('/report/sales/member_options', body, { json: true });
const addMember = async (name: string, phone: string) => {
  const r = await ctx.admin.post('/member/create_stored', { member_name: name, member_phone: phone });
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return Number(((await owner().execute(sql`select member_id from master_member where member_phone = ${phone}`)).rows[0] as { member_id: number }).member_id);
};
const order = async (c: Client, gudang_id: number, member_id?: number) => {
  const r = await c.post(
    '/purchase_order/add_stored',
    { ...(member_id ? { member_id } : { customer_name: 'Umum' }), gudang_id, lines: [{ product_id: ids.para, unit: 'kecil', qty: 1 }] },
    { json: true },
  );
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
};

beforeAll(async () => {
  ids.para = (await kit.makeProduct('Paracetamol Opsi Pelanggan')).product_id;
  await kit.move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.para, qty: 50, unit_cost: 3000 },
      { gudang_id: 2, product_id: ids.para, qty: 50, unit_cost: 3000 },
    ],
  });
  expect((await ctx.admin.post('/product_price/stored', { product_id: ids.para, gudang_id: 0, product_price_sale: 5000, grosir: [] })).http).toBe(200);
  partner = await userWithGroup(ctx.admin, 10);
  g6 = await userWithGroup(ctx.admin, 6);
  expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
  ids.satu = await addMember('Apotek Satu', '081366600001');
  ids.dua = await addMember('Toko Dua', '081366600002');
  ids.tiga = await addMember('Mitra Tiga', '081366600003');
  ids.none = await addMember('Tanpa Beli', '081366600004');
  await owner().execute(sql`update master_member set created_by = ${partner.userId} where member_id = ${ids.tiga}`);
  await order(ctx.admin, 1, ids.satu);
  await order(ctx.admin, 2, ids.dua);
  await order(ctx.admin, 1);
  await order(partner.client, 1, ids.tiga);
});

describe('report member options', () => {
  it('the admin: every customer that bought, by name, no walk-in; search by name or phone', async () => {
    const all = await options(ctx.admin);
    expect(all.http).toBe(200);
    expect(all.data).toEqual([
      { value: ids.satu, label: 'Apotek Satu' },
      { value: ids.tiga, label: 'Mitra Tiga' },
      { value: ids.dua, label: 'Toko Dua' },
    ]);
    expect((await options(ctx.admin, { search: 'dua' })).data).toEqual([{ value: ids.dua, label: 'Toko Dua' }]);
    expect((await options(ctx.admin, { search: '600001' })).data).toEqual([{ value: ids.satu, label: 'Apotek Satu' }]);
    expect((await options(ctx.admin, { search: 'beli' })).data).toEqual([]);
  });

  it('group 6 sees only the customers of its warehouses', async () => {
    const r = await options(g6.client);
    expect(r.http).toBe(200);
    expect(r.data).toEqual([{ value: ids.dua, label: 'Toko Dua' }]);
  });

  it('a partner: 403 without the report; with it granted, only the customers of its own sales', async () => {
    expect((await options(partner.client)).http).toBe(403);
    const groups = (await ctx.admin.post('/group/list', { perPage: 50 })).data.data as { group_id: number; group_name: string }[];
    const group = groups.find((g) => g.group_name === 'Sales')?.group_id;
    const current = (
      (await owner().execute(sql`select privileges from groups where group_id = ${group} and company_id = 1`)).rows[0] as { privileges: string[] }
    ).privileges;
    expect((await ctx.admin.post('/group/update_privilege', { group_id: group, privileges: [...current, 'reportSales'] })).http).toBe(200);
    const r = await options(partner.client);
    expect(r.http).toBe(200);
    expect(r.data).toEqual([{ value: ids.tiga, label: 'Mitra Tiga' }]);
  });

  it('bad input: 422 at search', async () => {
    const r = await options(ctx.admin, { search: 'x'.repeat(101) });
    expect(r.http).toBe(422);
    expect(Object.keys(r.errors ?? {})).toEqual(['search']);
  });
});
