import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { type Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';

const ctx = useTestServer();
const { move, makeProduct } = stockTestKit(ctx);
const ids = { a: 0, b: 0, c: 0, d: 0, pkg: 0, gold: 0, member: 0, plainMember: 0 };
const owner = () => ctx.server.database.db;
const add = (body: Record<string, unknown>, c: Client = ctx.admin, headers?: Record<string, string>) =>
  c.post('/purchase_order/add_stored', body, { json: true, headers });
const detail = (id: number, c: Client = ctx.admin) => c.post('/purchase_order/detail', { order_id: id });
const config = async (path: string, body: Record<string, unknown>) => expect((await ctx.admin.post(path, body)).http).toBe(200);

/** Three lines worked out by hand (warehouse 1): see the first test. */
const threeLines = () => [
  { product_id: ids.a, unit: 'besar', qty: 3, discount_type: 'percent', discount: 10 },
  { product_id: ids.b, unit: 'kecil', qty: 7, discount_type: 'rupiah', discount: 2000, note: 'Strip lepas' },
  { package_id: ids.pkg, qty: 2 },
];

beforeAll(async () => {
  ids.a = (await makeProduct('Paracetamol Jual')).product_id;
  ids.b = (await makeProduct('Vitamin Jual')).product_id;
  ids.c = (await makeProduct('Kapas Paket')).product_id;
  ids.d = (await makeProduct('Plester Paket')).product_id;
  const price = async (product_id: number, gudang_id: number, product_price_sale: number, grosir: unknown[] = []) =>
    expect((await ctx.admin.post('/product_price/stored', { product_id, gudang_id, product_price_sale, grosir }, { json: true })).http).toBe(200);
  // A: 1.000 a Strip everywhere, 1.200 in warehouse 1; from 20 Strip Rp 100 off each.
  await price(ids.a, 0, 1000, [{ grosir_kuantitas: 20, grosir_is_rupiah: '1', grosir_harga_grosir: 100 }]);
  await price(ids.a, 1, 1200, [{ grosir_kuantitas: 20, grosir_is_rupiah: '1', grosir_harga_grosir: 100 }]);
  // B: 5.000; from 50 Strip 10 % off.
  await price(ids.b, 0, 5000, [{ grosir_kuantitas: 50, grosir_is_rupiah: '0', grosir_harga_grosir: 10 }]);
  // C: 2.000, from 4 Strip 50 % off; D: 3.000.
  await price(ids.c, 0, 2000, [{ grosir_kuantitas: 4, grosir_is_rupiah: '0', grosir_harga_grosir: 50 }]);
  await price(ids.d, 0, 3000);
  const pkg = await ctx.admin.post(
    '/product_package/create_stored',
    {
      package_name: 'Paket P3K',
      package_product: [
        { product_id: ids.c, package_qty: 2 },
        { product_id: ids.d, package_qty: 1 },
      ],
    },
    { json: true },
  );
  expect(pkg.http, JSON.stringify(pkg.errors)).toBe(200);
  ids.pkg = pkg.data.package_id;
  expect((await ctx.admin.post('/member_type/stored', { member_type_name: 'Gold', member_type_discount: 15 })).http).toBe(200);
  ids.gold = (await ctx.admin.post('/member_type/list', { perPage: 50 })).data.data.find(
    (t: { member_type_name: string }) => t.member_type_name === 'Gold',
  ).member_type_id;
  const m = await ctx.admin.post('/member/create_stored', { member_name: 'Toko Emas', member_phone: '081234500001', member_type_id: ids.gold });
  expect(m.http, JSON.stringify(m.errors)).toBe(200);
  expect((await ctx.admin.post('/member/create_stored', { member_name: 'Pelanggan Biasa', member_phone: '081234500002' })).http).toBe(200);
  const members = (await ctx.admin.post('/member/index', { perPage: 50 })).data.data as { member_id: number; member_name: string }[];
  ids.member = members.find((x) => x.member_name === 'Toko Emas')?.member_id ?? 0;
  ids.plainMember = members.find((x) => x.member_name === 'Pelanggan Biasa')?.member_id ?? 0;
  for (const p of [ids.a, ids.b, ids.c, ids.d])
    await move({
      doc_type: 'test_in',
      lines: [
        { gudang_id: 1, product_id: p, qty: 1000, unit_cost: 500 },
        { gudang_id: 2, product_id: p, qty: 100, unit_cost: 500 },
      ],
    });
  await config('/config/stored_config_ppn', { config_ppn: '11' });
  await config('/config/stored_config_show_ppn', { config_show_ppn: '0' });
});

describe('invoice totals', () => {
  it('prices units, tiers, a package, line and order discounts, shipping and COD as worked by hand', async () => {
    const body = {
      customer_name: 'Bu Sari',
      customer_phone: '081299990000',
      gudang_id: 1,
      order_discount: 2700,
      shipping_cost: 15000,
      shipping_discount: 5000,
      cod_fee: 3000,
      destination_name: 'Sari',
      destination_address: 'Jl. Melati 1',
      destination_city_name: 'Bandung',
      lines: threeLines(),
    };
    const before = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/purchase_order/validation_add', body, { json: true })).http).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const r = await add(body);
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    // A: 3 Box = 30 Strip ≥ 20: 1.200 − 100 = 1.100 a Strip, 11.000 a Box; 33.000 − 10 % = 29.700.
    // B: 7 Strip × 5.000 = 35.000 − Rp 2.000 = 33.000.
    // Package ×2: C 4 Strip ≥ 4: 2.000 − 50 % = 1.000 → 4.000; D 2 Strip × 3.000 = 6.000.
    // Subtotal 72.700 − 2.700 = 70.000; no PPN; + 15.000 − 5.000 + 3.000 = 83.000.
    expect(r.data).toMatchObject({ status: 'baru', is_paid: 0, lines: 4, grand_total: 83000, paid_amount: 0, change_due: 0, stock_reduction_at: 'shipment' });
    expect(r.data.invoice_number).toMatch(/^INV\/\d{4}\/00001$/);
    expect(r.data.public_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const d = (await detail(r.data.order_id)).data;
    expect(d).toMatchObject({
      customer_name: 'Bu Sari',
      gudang_id: 1,
      status: 'baru',
      status_label: 'Baru',
      gross_total: 78000,
      discount_total: 5300,
      subtotal: 72700,
      order_discount: 2700,
      dpp: 70000,
      ppn: 0,
      shipping_cost: 15000,
      shipping_discount: 5000,
      cod_fee: 3000,
      grand_total: 83000,
      destination_city_name: 'Bandung',
      line_count: 4,
      qty_total: 30 + 7 + 4 + 2,
    });
    expect(
      d.lines.map((l: Record<string, unknown>) => [
        l.product_id,
        l.unit,
        l.qty_input,
        l.qty,
        l.qty_text,
        l.price,
        l.price_source,
        l.gross,
        l.discount_amount,
        l.subtotal,
        l.package_id,
      ]),
    ).toEqual([
      [ids.a, 'besar', 3, 30, '3 Box', 11000, 'grosir', 33000, 3300, 29700, null],
      [ids.b, 'kecil', 7, 7, '7 Strip', 5000, 'normal', 35000, 2000, 33000, null],
      [ids.c, 'kecil', 4, 4, '4 Strip', 1000, 'grosir', 4000, 0, 4000, ids.pkg],
      [ids.d, 'kecil', 2, 2, '2 Strip', 3000, 'normal', 6000, 0, 6000, ids.pkg],
    ]);
    expect(d.lines[2]).toMatchObject({ package_name: 'Paket P3K', package_qty: 2 });
    expect(d.history.map((h: { to_state: string; action: string }) => [h.to_state, h.action])).toEqual([['baru', 'create']]);
  });

  it('gives a member type its discount (the lower of tier and member price) and adds PPN on top', async () => {
    const r = await add({
      member_id: ids.member,
      gudang_id: 1,
      is_ppn_jual: 1,
      lines: [
        { product_id: ids.b, unit: 'kecil', qty: 10 },
        { product_id: ids.a, unit: 'besar', qty: 3 },
      ],
    });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    // B: 5.000 − 15 % = 4.250 × 10 = 42.500. A: 30 Strip: tier 1.100, member 1.200 − 180 = 1.020 (lower): 10.200 a Box × 3 = 30.600.
    // Subtotal 73.100; PPN 11 % on top = 8.041; total 81.141. Numbered in the PPN series.
    expect(r.data.grand_total).toBe(81141);
    expect(r.data.invoice_number).toMatch(/^INVP\/\d{4}\/00001$/);
    const d = (await detail(r.data.order_id)).data;
    expect(d).toMatchObject({ is_ppn_jual: 1, ppn_percent: 11, ppn_included: 0, subtotal: 73100, dpp: 73100, ppn: 8041, grand_total: 81141 });
    expect(d.lines.map((l: Record<string, unknown>) => [l.price, l.price_source, l.subtotal])).toEqual([
      [4250, 'member', 42500],
      [10200, 'member', 30600],
    ]);
  });

  it('splits PPN out of prices that include it (show_ppn 1)', async () => {
    await config('/config/stored_config_show_ppn', { config_show_ppn: '1' });
    try {
      const r = await add({
        customer_name: 'PT Termasuk',
        gudang_id: 1,
        is_ppn_jual: 1,
        shipping_cost: 5000,
        lines: [{ product_id: ids.b, unit: 'kecil', qty: 2 }],
      });
      // 10.000 includes 11 %: DPP round(10.000 × 100 / 111) = 9.009, PPN 991; + 5.000 shipping = 15.000.
      expect(r.data.grand_total).toBe(15000);
      expect((await detail(r.data.order_id)).data).toMatchObject({ ppn_included: 1, subtotal: 10000, dpp: 9009, ppn: 991, grand_total: 15000 });
    } finally {
      await config('/config/stored_config_show_ppn', { config_show_ppn: '0' });
    }
  });

  it('takes a manual price only where the cashier settings allow it', async () => {
    const body = { customer_name: 'Harga Nego', gudang_id: 1, lines: [{ product_id: ids.a, unit: 'kecil', qty: 2, price: 900 }] };
    const refused = await add(body);
    expect(refused.http).toBe(422);
    expect(refused.errors).toEqual({ 'lines.0.price': ['Harga manual tidak diizinkan (Pengaturan Kasir: harga manual nonaktif)'] });
    await config('/config/stored_config_kasir_price_manual', { config_kasir_price_manual: '1' });
    try {
      const r = await add(body);
      expect(r.data.grand_total).toBe(1800);
      expect((await detail(r.data.order_id)).data.lines[0]).toMatchObject({ price: 900, price_source: 'manual' });
      const pkgPrice = await add({ customer_name: 'Harga Nego', gudang_id: 1, lines: [{ package_id: ids.pkg, qty: 1, price: 1 }] });
      expect(pkgPrice.errors).toEqual({ 'lines.0.price': ['Harga paket dihitung dari isinya; harga manual tidak dapat diisi'] });
    } finally {
      await config('/config/stored_config_kasir_price_manual', { config_kasir_price_manual: '0' });
    }
  });

  it('answers prices for the order form: price_all (tiers, member types, package) and price_by_customer', async () => {
    const all = await ctx.admin.get('/purchase_order/komponen/price_all', { product_id: ids.a, gudang_id: 1 });
    expect(all.http).toBe(200);
    expect(all.data.price).toMatchObject({ base_price: 1200, price: 1200, price_source: 'normal', price_manual_allowed: false });
    expect(all.data.grosir).toEqual([
      { grosir_id: expect.any(Number), grosir_kuantitas: 20, grosir_is_rupiah: 1, grosir_harga_grosir: 100, grosir_harga_akhir: 1100 },
    ]);
    expect(all.data.member_types).toContainEqual({ member_type_id: ids.gold, member_type_name: 'Gold', member_type_discount: 15, price: 1020 });
    const pkg = await ctx.admin.get('/purchase_order/komponen/price_all', { packages_id: ids.pkg, gudang_id: 1, qty: 2 });
    expect(pkg.data.package).toMatchObject({ package_name: 'Paket P3K', qty: 2, total: 10000 });
    const cust = await ctx.admin.get('/purchase_order/komponen/price_by_customer', {
      product_id: ids.a,
      user: ids.member,
      gudang_id: 1,
      qty: 3,
      unit: 'besar',
    });
    expect(cust.data).toMatchObject({ base_price: 1200, grosir_price: 1100, member_price: 1020, price_small: 1020, price: 10200, price_source: 'member' });
    const plain = await ctx.admin.get('/purchase_order/komponen/price_by_customer', {
      product_id: ids.a,
      user: ids.plainMember,
      gudang_id: 2,
      qty: 25,
      unit: 'kecil',
    });
    expect(plain.data).toMatchObject({ base_price: 1000, grosir_price: 900, price: 900, price_source: 'grosir', member_type_discount: 0 });
    expect((await ctx.admin.get('/purchase_order/komponen/price_by_customer', { product_id: 999999 })).http).toBe(404);
    expect((await ctx.admin.get('/purchase_order/komponen/price_all', { gudang_id: 1 })).errors).toEqual({ product_id: ['Produk atau paket wajib diisi'] });
  });
});
