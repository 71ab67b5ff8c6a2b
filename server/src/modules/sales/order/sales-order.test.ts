import { salesOrderDetail, salesOrderRow, salesOrderSaved, salesPriceAllAnswer, salesPriceByCustomerAnswer } from '@bo/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { openCashierShift } from '../cashier/cashier-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);
const ids = { a: 0, b: 0, c: 0, d: 0, pkg: 0, gold: 0, member: 0, plainMember: 0 };

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
  await openCashierShift(ctx.admin);
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
    // The answers are what the contract says the pages get.
    expect(() => salesOrderSaved.parse(r.data)).not.toThrow();
    expect(() => salesOrderDetail.parse(d)).not.toThrow();
    const rows = (await ctx.admin.post('/purchase_order/list', {})).data.data;
    expect(() => rows.map((x: unknown) => salesOrderRow.parse(x))).not.toThrow();
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
    expect(() => salesPriceAllAnswer.parse(all.data)).not.toThrow();
    const pkg = await ctx.admin.get('/purchase_order/komponen/price_all', { packages_id: ids.pkg, gudang_id: 1, qty: 2 });
    expect(() => salesPriceAllAnswer.parse(pkg.data)).not.toThrow();
    expect(pkg.data.package).toMatchObject({ package_name: 'Paket P3K', qty: 2, total: 10000 });
    const cust = await ctx.admin.get('/purchase_order/komponen/price_by_customer', {
      product_id: ids.a,
      user: ids.member,
      gudang_id: 1,
      qty: 3,
      unit: 'besar',
    });
    expect(() => salesPriceByCustomerAnswer.parse(cust.data)).not.toThrow();
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

describe('checks, lists and export', () => {
  it('answers per-field 422s and writes nothing', async () => {
    const snap = await tableSnapshot(ctx.server.database);
    const shape = await add({
      gudang_id: '',
      is_pos: 5,
      lines: [{ qty: 1 }, { product_id: ids.a, package_id: ids.pkg, qty: 1 }, { product_id: ids.a, qty: 0 }],
    });
    expect(shape.http).toBe(422);
    expect(shape.errors).toMatchObject({
      gudang_id: ['Gudang wajib diisi'],
      is_pos: ['Kasir harus 0 atau 1'],
      'lines.0.product_id': ['Produk atau paket wajib diisi'],
      'lines.1.package_id': ['Isi produk atau paket, tidak keduanya'],
    });
    expect(shape.errors?.['lines.2.qty']).toHaveLength(1);
    const rules = await add({
      member_id: 999999,
      gudang_id: 999999,
      order_date: '2099-01-01',
      due_date: '2098-01-01',
      bank_id: 999999,
      ekspedisi_id: 999999,
      lead_id: 999999,
      shift_id: 999999,
      shipping_cost: 1000,
      shipping_discount: 2000,
      order_discount: 999999999,
      lines: [
        { product_id: 999999, qty: 1 },
        { package_id: 999999, qty: 1 },
        { product_id: ids.a, qty: 1, discount_type: 'percent', discount: 150 },
        { product_id: ids.a, qty: 1 },
      ],
    });
    expect(rules.http).toBe(422);
    expect(rules.errors).toEqual({
      gudang_id: ['Gudang tidak ditemukan'],
      member_id: ['Pelanggan tidak ditemukan'],
      order_date: ['Tanggal tagihan tidak boleh di masa depan'],
      due_date: ['Tanggal jatuh tempo tidak boleh sebelum tanggal tagihan'],
      bank_id: ['Bank tidak ditemukan'],
      ekspedisi_id: ['Ekspedisi tidak ditemukan'],
      lead_id: ['Lead tidak ditemukan'],
      shift_id: ['Sesi shift hanya untuk penjualan kasir'],
      shipping_discount: ['Diskon ongkos kirim tidak boleh melebihi ongkos kirim'],
      order_discount: ['Diskon tagihan tidak boleh melebihi subtotal'],
      'lines.0.product_id': ['Produk tidak ditemukan'],
      'lines.1.package_id': ['Paket tidak ditemukan'],
      'lines.2.discount': ['Diskon persen maksimal 100'],
      'lines.3.product_id': ['Produk ini sudah ada di baris lain'],
    });
    const walkIn = await add({ gudang_id: 1, lines: [{ product_id: ids.a, qty: 1 }] });
    expect(walkIn.errors).toEqual({ customer_name: ['Pilih pelanggan atau isi nama pelanggan'] });
    const posIndent = await add({ gudang_id: 1, is_pos: 1, is_indent: 1, cash_received: 999999, lines: [{ product_id: ids.a, qty: 1 }] });
    expect(posIndent.errors).toEqual({ is_indent: ['Penjualan kasir tidak dapat berupa indent'] });
    const noShift = await add({ gudang_id: 1, is_pos: 1, shift_id: 999999, cash_received: 999999, lines: [{ product_id: ids.a, qty: 1 }] });
    expect(noShift.errors).toEqual({ shift_id: ['Sesi shift tidak ditemukan'] });
    expect((await ctx.admin.post('/purchase_order/validation_add', { gudang_id: 1, lines: [] }, { json: true })).errors).toMatchObject({
      lines: ['Isi minimal satu produk'],
    });
    expect((await ctx.admin.post('/purchase_order/detail', { order_id: 999999 })).http).toBe(404);
    expect((await ctx.admin.post('/purchase_order/delete', { order_id: 999999 })).http).toBe(404);
    expect((await ctx.admin.post('/purchase_order/update_status', { order_id: 999999, action: 'pick' })).http).toBe(404);
    expect((await ctx.admin.post('/purchase_order/update_status', { order_id: 1, action: 'ship' })).errors).toEqual({
      action: ['Aksi harus pick atau approve_discount'],
    });
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);
  });

  it('filters the list by date, status, payment, warehouse, kind, customer and search; Excel opens with the same filters', async () => {
    const tag = `F${Date.now() % 100000}`;
    const old = await add({ customer_name: `${tag} Lama`, gudang_id: 1, order_date: '2024-01-15', lines: [{ product_id: ids.a, qty: 1 }] });
    const branch = await add({ member_id: ids.plainMember, gudang_id: 2, note: tag, lines: [{ product_id: ids.b, qty: 1, unit: 'kecil' }] });
    const pos = await add({
      customer_name: `${tag} Kasir`,
      gudang_id: 1,
      is_pos: 1,
      cash_received: 5000,
      lines: [{ product_id: ids.a, qty: 2, unit: 'kecil' }],
    });
    const indent = await add({ customer_name: `${tag} Indent`, gudang_id: 1, is_indent: 1, lines: [{ product_id: ids.d, qty: 5000, unit: 'kecil' }] });
    for (const r of [old, branch, pos, indent]) expect(r.http, JSON.stringify(r.errors)).toBe(200);
    const list = async (f: Record<string, unknown>) =>
      ((await ctx.admin.post('/purchase_order/list', { perPage: 500, ...f })).data.data as { order_id: number }[]).map((o) => o.order_id);
    expect(await list({ date_start: '2024-01-01', date_end: '2024-01-31' })).toEqual([old.data.order_id]);
    expect(await list({ columnFilters: { date_start: '2024-01-15', date_end: '2024-01-15' } })).toEqual([old.data.order_id]);
    expect(await list({ status: 'selesai' })).toEqual([pos.data.order_id]);
    expect(await list({ is_paid: 1 })).toEqual([pos.data.order_id]);
    expect(await list({ payment_status: 'unpaid' })).not.toContain(pos.data.order_id);
    expect(await list({ is_pos: 1 })).toEqual([pos.data.order_id]);
    expect(await list({ is_indent: 1 })).toEqual([indent.data.order_id]);
    expect(await list({ gudang_id: 2 })).toEqual([branch.data.order_id]);
    expect(await list({ member_id: ids.plainMember })).toEqual([branch.data.order_id]);
    expect(await list({ search: tag })).toEqual([indent.data.order_id, pos.data.order_id, old.data.order_id]);
    expect(await list({ search: pos.data.invoice_number })).toEqual([pos.data.order_id]);
    expect(await list({ search: 'Pelanggan Biasa' })).toEqual([branch.data.order_id]);
    const row = (await ctx.admin.post('/purchase_order/list', { search: pos.data.invoice_number })).data.data[0];
    expect(row).toMatchObject({
      customer_name: `${tag} Kasir`,
      master_gudang_name: expect.any(String),
      is_pos: 1,
      is_paid: 1,
      status_label: 'Selesai',
      qty_total: 2,
    });
    expect((await ctx.admin.post('/purchase_order/list', { status: 'lunas' })).errors).toEqual({
      status: ['Status harus salah satu dari: menunggu_persetujuan, baru, siap_dikirim, dikirim, selesai, dibatalkan'],
    });
    expect((await ctx.admin.post('/purchase_order/list', { date_start: '15-01-2024' })).errors).toEqual({ date_start: ['Tanggal harus berformat TTTT-BB-HH'] });

    const res = await fetch(`${ctx.server.url}/purchase_order/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: tag }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const ws = wb.worksheets[0];
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 4)).toEqual(['Nomor Tagihan', 'Tanggal', 'Status', 'Pembayaran']);
    expect(ws.rowCount).toBe(4);
    const byNumber = new Map([2, 3, 4].map((n) => [values(n)[0], values(n)]));
    expect(byNumber.get(pos.data.invoice_number)?.slice(2, 7)).toEqual(['Selesai', 'Lunas', `${tag} Kasir`, expect.any(String), 'Kasir']);
    expect(byNumber.get(indent.data.invoice_number)?.[12]).toBe(5000);
  });

  it('keeps roles, companies, partners and warehouses apart', async () => {
    const mine = await add({ customer_name: 'Milik Admin', gudang_id: 1, lines: [{ product_id: ids.a, qty: 1, unit: 'kecil' }] });
    const branch = await add({ customer_name: 'Cabang Dua', gudang_id: 2, lines: [{ product_id: ids.a, qty: 1, unit: 'kecil' }] });
    // Admin Purchasing has no Penjualan page: 403 everywhere, nothing written.
    const purchasing = await userWithGroup(ctx.admin, 7);
    const snap = await tableSnapshot(ctx.server.database);
    for (const [path, body] of [
      ['/purchase_order/list', {}],
      ['/purchase_order/list_deleted', {}],
      ['/purchase_order/detail', { order_id: mine.data.order_id }],
      ['/purchase_order/add_stored', { customer_name: 'X', gudang_id: 1, lines: [{ product_id: ids.a, qty: 1 }] }],
      ['/purchase_order/update_stored', { order_id: mine.data.order_id }],
      ['/purchase_order/delete', { order_id: mine.data.order_id }],
      ['/purchase_order/update_status', { order_id: mine.data.order_id, action: 'pick' }],
      ['/purchase_order/excel', {}],
    ] as const)
      expect((await purchasing.client.post(path, body, { json: true })).http, path).toBe(403);
    expect((await purchasing.client.get('/purchase_order/komponen/price_all', { product_id: ids.a })).http).toBe(403);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);

    // Partners (group Sales): each sees and reaches only their own orders.
    const p1 = await userWithGroup(ctx.admin, 10);
    const p2 = await userWithGroup(ctx.admin, 10);
    const own = await add({ customer_name: 'Pelanggan Mitra', gudang_id: 1, lines: [{ product_id: ids.b, qty: 1, unit: 'kecil' }] }, p1.client);
    expect(own.http, JSON.stringify(own.errors)).toBe(200);
    expect((await detail(own.data.order_id, p1.client)).data).toMatchObject({ mitra_user_id: p1.userId, customer_name: 'Pelanggan Mitra' });
    expect((await detail(own.data.order_id)).data.mitra_user_id).toBe(p1.userId);
    const p1List = (await p1.client.post('/purchase_order/list', { perPage: 500 })).data.data as { order_id: number }[];
    expect(p1List.map((o) => o.order_id)).toEqual([own.data.order_id]);
    expect((await detail(mine.data.order_id, p1.client)).http).toBe(404);
    expect((await p2.client.post('/purchase_order/list', {})).data.total).toBe(0);
    expect((await detail(own.data.order_id, p2.client)).http).toBe(404);
    const upd = { order_id: own.data.order_id, customer_name: 'Diubah', gudang_id: 1, lines: [{ product_id: ids.b, qty: 2, unit: 'kecil' }] };
    expect((await p2.client.post('/purchase_order/update_stored', upd, { json: true })).http).toBe(404);
    expect((await p1.client.post('/purchase_order/update_stored', upd, { json: true })).http).toBe(200);
    for (const path of ['/purchase_order/delete', '/purchase_order/list_deleted', '/purchase_order/excel'])
      expect((await p1.client.post(path, { order_id: own.data.order_id })).http, path).toBe(403);

    // Another company: our orders are not found and nothing of ours is written.
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Jual',
      app_name: 'tetangga-jual',
      name: 'Pemilik Jual',
      username: 'owner_jual_t',
      email: 'owner@jual-t.test',
      password: 'Password-J-123',
      password_confirmation: 'Password-J-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_jual_t', 'Password-J-123');
    const snap2 = await tableSnapshot(ctx.server.database);
    expect((await other.post('/purchase_order/list', {})).data.total).toBe(0);
    expect((await detail(mine.data.order_id, other)).http).toBe(404);
    expect((await other.post('/purchase_order/delete', { order_id: mine.data.order_id })).http).toBe(404);
    expect((await other.post('/purchase_order/update_status', { order_id: mine.data.order_id, action: 'pick' })).http).toBe(404);
    expect((await other.post('/purchase_order/update_stored', { ...upd, order_id: mine.data.order_id }, { json: true })).http).toBe(404);
    expect((await other.get('/purchase_order/komponen/price_by_customer', { product_id: ids.a })).http).toBe(404);
    const foreign = await add(
      {
        member_id: ids.member,
        gudang_id: 1,
        lines: [
          { product_id: ids.a, qty: 1 },
          { package_id: ids.pkg, qty: 1 },
        ],
      },
      other,
    );
    expect(foreign.errors).toEqual({
      gudang_id: ['Gudang tidak ditemukan'],
      member_id: ['Pelanggan tidak ditemukan'],
      'lines.0.product_id': ['Produk tidak ditemukan'],
      'lines.1.package_id': ['Paket tidak ditemukan'],
    });
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap2);

    // Group 6 granted warehouse 2 only: sees its orders alone.
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const seen = (await g6.client.post('/purchase_order/list', { perPage: 500 })).data.data as { order_id: number; gudang_id: number }[];
    expect(seen.map((o) => o.order_id)).toContain(branch.data.order_id);
    expect(seen.every((o) => o.gudang_id === 2)).toBe(true);
    expect((await detail(mine.data.order_id, g6.client)).http).toBe(404);
    expect((await g6.client.post('/purchase_order/delete', { order_id: mine.data.order_id })).http).toBe(404);
    expect((await add({ customer_name: 'X', gudang_id: 1, lines: [{ product_id: ids.a, qty: 1 }] }, g6.client)).errors).toEqual({
      gudang_id: ['Gudang tidak ditemukan'],
    });
  });
});
