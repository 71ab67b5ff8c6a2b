import { DASHBOARD_WIDGETS, type DashboardWidget } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFreshCompany } from '../../../seed-company.js';
import { type Answer, Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { jakartaToday as todayWib } from '@bo/contract';
import { downloadXlsx } from '../report-test-kit.js';
import { addMonths, monthStart } from './scope.js';

/*
 * The dashboard calls on a small data set worked by hand (company 1, Gudang Utama = 1, Gudang Cabang = 2),
 * stock leaving at the order (configuration stock_reduction 1), every strip in at Rp 500:
 *
 *   O1  2026-10-05  Toko Emas (Gold, P)   G1  10 Strip A  × 1.000 = 10.000   admin
 *   O2  2026-11-03  Toko Emas             G2   2 Strip B  × 5.000 = 10.000   admin, picked and shipped (Dikirim)
 *   O3  2026-11-10  Pelanggan Dasbor (L)  G1   4 A + 1 B           =  9.000   SPV Sales user, picked (Siap Dikirim)
 *   O4  2026-11-12  walk-in Pak Budi      G1   2 Strip A           =  2.000   admin, with an address (ongkir waits)
 *   O5  2026-11-13  walk-in               G1   7 Strip A           =  7.000   cancelled: counts nowhere
 *   O6  2026-11-14  walk-in (partner's)   G1   1 Strip B           =  5.000   partner (group Sales)
 *
 * A is in category Analgesik, B in none; C has stock (50 Strip at 800 in G1) and never moves.
 */

const ctx = useTestServer();
const { move, makeProduct } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const ids = { a: 0, b: 0, c: 0, gold: 0, m1: 0, m2: 0, district: 0, province: 0, provinceName: '', o: [] as number[] };
let spv: { client: Client; userId: number };
let partner: { client: Client; userId: number };
const TODAY = todayWib();
const NOV = { date_start: '2026-11-01', date_end: '2026-11-30' };

/** Calls a widget as the contract names it (GET with a query, POST with a form body). */
async function ask(widget: DashboardWidget, params: Record<string, string | number> = {}, c: Client = ctx.admin, id?: number): Promise<Answer> {
  const w = DASHBOARD_WIDGETS[widget];
  const url = w.url.replace(':id', String(id ?? 0));
  return w.method === 'GET' ? c.get(url, params) : c.post(url, params);
}
async function data(widget: DashboardWidget, params: Record<string, string | number> = {}, c: Client = ctx.admin, id?: number) {
  const r = await ask(widget, params, c, id);
  expect(r.http, `${widget}: ${r.msg} ${JSON.stringify(r.errors)}`).toBe(200);
  return r.data;
}

async function order(body: Record<string, unknown>, c: Client = ctx.admin) {
  const r = await c.post('/purchase_order/add_stored', body, { json: true });
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  ids.o.push(r.data.order_id);
  return r.data.order_id as number;
}

beforeAll(async () => {
  expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '1' })).http).toBe(200);
  ids.a = (await makeProduct('Parasetamol Dasbor')).product_id;
  ids.b = (await makeProduct('Vitamin Dasbor')).product_id;
  ids.c = (await makeProduct('Kasa Diam')).product_id;
  expect((await ctx.admin.post('/master/merk/add_stored', { merk_name: 'Analgesik' })).http).toBe(200);
  await owner().execute(sql`update product_main set merk_id = (select merk_id from master_merk where merk_name = 'Analgesik')
    where main_id = (select main_id from product where product_id = ${ids.a})`);
  for (const [id, price] of [
    [ids.a, 1000],
    [ids.b, 5000],
    [ids.c, 3000],
  ])
    expect((await ctx.admin.post('/product_price/stored', { product_id: id, gudang_id: 0, product_price_sale: price, grosir: [] }, { json: true })).http).toBe(
      200,
    );
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.a, qty: 1000, unit_cost: 500 },
      { gudang_id: 2, product_id: ids.a, qty: 100, unit_cost: 500 },
      { gudang_id: 1, product_id: ids.b, qty: 1000, unit_cost: 500 },
      { gudang_id: 2, product_id: ids.b, qty: 100, unit_cost: 500 },
      { gudang_id: 1, product_id: ids.c, qty: 50, unit_cost: 800 },
    ],
  });
  expect((await ctx.admin.post('/member_type/stored', { member_type_name: 'Gold', member_type_discount: 0 })).http).toBe(200);
  ids.gold = (await ctx.admin.post('/member_type/list', { perPage: 50 })).data.data.find(
    (t: { member_type_name: string }) => t.member_type_name === 'Gold',
  ).member_type_id;
  const d = (
    await owner().execute(sql`select d.district_id, p.province_id, p.province_name from region_district d join region_city c on c.city_id = d.city_id
      join region_province p on p.province_id = c.province_id order by d.district_id limit 1`)
  ).rows[0] as { district_id: number; province_id: number; province_name: string };
  Object.assign(ids, { district: Number(d.district_id), province: Number(d.province_id), provinceName: d.province_name });
  const member = async (body: Record<string, unknown>) => {
    const r = await ctx.admin.post('/member/create_stored', body);
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
  };
  await member({ member_name: 'Toko Emas', member_phone: '081277700001', member_type_id: ids.gold, member_gender: 'P', kecamatan_id: ids.district });
  await member({ member_name: 'Pelanggan Dasbor', member_phone: '081277700002', member_gender: 'L' });
  const members = (await ctx.admin.post('/member/index', { perPage: 50 })).data.data as { member_id: number; member_name: string }[];
  ids.m1 = members.find((m) => m.member_name === 'Toko Emas')?.member_id ?? 0;
  ids.m2 = members.find((m) => m.member_name === 'Pelanggan Dasbor')?.member_id ?? 0;
  spv = await userWithGroup(ctx.admin, 2);
  partner = await userWithGroup(ctx.admin, 10);

  const line = (product_id: number, qty: number) => ({ product_id, unit: 'kecil', qty });
  await order({ member_id: ids.m1, gudang_id: 1, order_date: '2026-10-05', lines: [line(ids.a, 10)] });
  const o2 = await order({ member_id: ids.m1, gudang_id: 2, order_date: '2026-11-03', lines: [line(ids.b, 2)] });
  const o3 = await order({ member_id: ids.m2, gudang_id: 1, order_date: '2026-11-10', lines: [line(ids.a, 4), line(ids.b, 1)] }, spv.client);
  await order({
    customer_name: 'Pak Budi',
    gudang_id: 1,
    order_date: '2026-11-12',
    destination_name: 'Budi',
    destination_address: 'Jl. Mawar 2',
    destination_city_name: 'Bandung',
    lines: [line(ids.a, 2)],
  });
  const o5 = await order({ customer_name: 'Batal', gudang_id: 1, order_date: '2026-11-13', lines: [line(ids.a, 7)] });
  await order({ customer_name: 'Pembeli Mitra', gudang_id: 1, order_date: '2026-11-14', lines: [line(ids.b, 1)] }, partner.client);
  for (const id of [o2, o3]) expect((await ctx.admin.post('/purchase_order/update_status', { order_id: id, action: 'pick' })).http).toBe(200);
  expect((await ctx.admin.post('/purchase_order/update_shipping_by_shipment', { order_id: o2, kurir: 'JNE' })).http).toBe(200);
  expect((await ctx.admin.post('/purchase_order/delete', { order_id: o5, reason: 'Batal' })).http).toBe(200);
});

describe('sales figures (sales facts)', () => {
  it('total_rp_penjualan: the counted orders of the period, per warehouse, over a split of days and whole months', async () => {
    expect(await data('total_rp_penjualan', NOV)).toEqual({
      ...NOV,
      orders: 4,
      grand_total: 26000,
      returned_value: 0,
      net_total: 26000,
      revenue: 26000,
      net_revenue: 26000,
      paid_amount: 0,
    });
    expect(await data('total_rp_penjualan', { ...NOV, gudang_id: 1 })).toMatchObject({ orders: 3, grand_total: 16000 });
    expect(await data('total_rp_penjualan', { ...NOV, gudang_id: 2 })).toMatchObject({ orders: 1, grand_total: 10000 });
    // Edge days of October and the whole of November.
    expect(await data('total_rp_penjualan', { date_start: '2026-10-05', date_end: '2026-11-30' })).toMatchObject({ orders: 5, grand_total: 36000 });
    expect(await data('total_rp_penjualan', { date_start: '2026-10-06', date_end: '2026-11-09' })).toMatchObject({ orders: 1, grand_total: 10000 });
  });

  it('total_produk_keluar_penjualan: quantities sold in small units', async () => {
    // A 4 + 2, B 2 + 1 + 1.
    expect(await data('total_produk_keluar_penjualan', NOV)).toEqual({ ...NOV, qty: 10, qty_returned: 0, net_qty: 10, product_count: 2 });
  });

  it('produk_terlaris and kategori_terlaris by month', async () => {
    expect(await data('produk_terlaris', { month: '2026-11' })).toEqual([
      { product_id: ids.a, product_name: 'Parasetamol Dasbor', product_sku: expect.anything(), qty: 6, revenue: 6000 },
      { product_id: ids.b, product_name: 'Vitamin Dasbor', product_sku: expect.anything(), qty: 4, revenue: 20000 },
    ]);
    expect(await data('kategori_terlaris', { month: '2026-11' })).toEqual([
      { merk_id: null, merk_name: 'Tanpa Kategori', qty: 4, revenue: 20000 },
      { merk_id: expect.any(Number), merk_name: 'Analgesik', qty: 6, revenue: 6000 },
    ]);
    expect(await data('produk_terlaris', { month: '2026-10' })).toMatchObject([{ product_id: ids.a, qty: 10, revenue: 10000 }]);
    expect((await ask('produk_terlaris', { month: '2026-13' })).http).toBe(422);
  });

  it('customers by province, gender and type count registered customers (walk-ins left out)', async () => {
    expect(await data('summary_statistik_customer_provinsi', NOV)).toEqual([
      { province_id: ids.province, province_name: ids.provinceName, customers: 1, orders: 1, grand_total: 10000 },
      { province_id: null, province_name: 'Tidak diketahui', customers: 1, orders: 1, grand_total: 9000 },
    ]);
    expect(await data('summary_statistik_jenis_kelamin', NOV)).toEqual([
      { gender: 'L', label: 'Laki-laki', total: 1, customers: 1, orders: 1, grand_total: 9000 },
      { gender: 'P', label: 'Perempuan', total: 1, customers: 1, orders: 1, grand_total: 10000 },
    ]);
    expect(await data('summary_statistik_type_customer_pie', NOV)).toEqual([
      { member_type_id: ids.gold, label: 'Gold', total: 1, customers: 1, orders: 1, grand_total: 10000 },
      { member_type_id: null, label: 'Tanpa Tipe', total: 1, customers: 1, orders: 1, grand_total: 9000 },
    ]);
    expect(await data('summary_statistik_jenis_kelamin', { ...NOV, gudang_id: 2 })).toEqual([
      { gender: 'P', label: 'Perempuan', total: 1, customers: 1, orders: 1, grand_total: 10000 },
    ]);
  });

  it('loyal_customer and top_10_pembelian_terbanyak rank customers', async () => {
    const period = { date_start: '2026-10-01', date_end: '2026-11-30' };
    expect(await data('loyal_customer', period)).toEqual([
      {
        member_id: ids.m1,
        member_name: 'Toko Emas',
        member_phone: '081277700001',
        member_type_name: 'Gold',
        orders: 2,
        grand_total: 20000,
        last_order_date: '2026-11-03',
      },
      {
        member_id: ids.m2,
        member_name: 'Pelanggan Dasbor',
        member_phone: '081277700002',
        member_type_name: null,
        orders: 1,
        grand_total: 9000,
        last_order_date: '2026-11-10',
      },
    ]);
    expect(
      (await data('top_10_pembelian_terbanyak', { month: '2026-11' })).map((r: { member_id: number; grand_total: number }) => [r.member_id, r.grand_total]),
    ).toEqual([
      [ids.m1, 10000],
      [ids.m2, 9000],
    ]);
    expect((await data('top_10_pembelian_terbanyak', { month: '2026-11', type: ids.gold })).map((r: { member_id: number }) => r.member_id)).toEqual([ids.m1]);
  });

  it('summary_statistik_penjualan: a point per day up to 62 days, else per month', async () => {
    const nov = await data('summary_statistik_penjualan', NOV);
    expect(nov).toMatchObject({ ...NOV, interval: 'day', orders: 4, grand_total: 26000, returned_value: 0 });
    expect(nov.points).toHaveLength(30);
    expect(nov.points.filter((p: { orders: number }) => p.orders > 0)).toEqual([
      { day: '2026-11-03', label: '3 Nov', orders: 1, grand_total: 10000, returned_value: 0 },
      { day: '2026-11-10', label: '10 Nov', orders: 1, grand_total: 9000, returned_value: 0 },
      { day: '2026-11-12', label: '12 Nov', orders: 1, grand_total: 2000, returned_value: 0 },
      { day: '2026-11-14', label: '14 Nov', orders: 1, grand_total: 5000, returned_value: 0 },
    ]);
    const year = await data('summary_statistik_penjualan', { date_start: '2026-01-01', date_end: '2026-11-30' });
    expect(year).toMatchObject({ interval: 'month', orders: 5, grand_total: 36000 });
    expect(year.points).toHaveLength(11);
    expect(year.points.slice(9)).toEqual([
      { day: '2026-10-01', label: 'Okt 2026', orders: 1, grand_total: 10000, returned_value: 0 },
      { day: '2026-11-01', label: 'Nov 2026', orders: 4, grand_total: 26000, returned_value: 0 },
    ]);
  });

  it('summary_statistik_omzet: net revenue, cost at the moving average and margin', async () => {
    // Every strip left at Rp 500: O2 2, O3 5, O4 2, O6 1 = 10 strips = 5.000; margin 26.000 − 5.000 = 21.000 (80,77 %).
    const r = await data('summary_statistik_omzet', NOV);
    expect(r).toMatchObject({ interval: 'day', revenue: 26000, returned_revenue: 0, net_revenue: 26000, cost: 5000, margin: 21000, margin_percent: 80.77 });
    expect(r.points.find((p: { day: string }) => p.day === '2026-11-10')).toEqual({
      day: '2026-11-10',
      label: '10 Nov',
      revenue: 9000,
      returned_revenue: 0,
      net_revenue: 9000,
      cost: 2500,
      margin: 6500,
    });
  });
});

describe('orders (per user)', () => {
  it('counts all, shipped and not shipped orders of the period, per seller', async () => {
    expect(await data('jumlah_pesanan', NOV)).toEqual({ ...NOV, user_id: 0, total: 4, grand_total: 26000 });
    expect(await data('jumlah_pesanan_dikirim', NOV)).toMatchObject({ total: 1, grand_total: 10000 });
    expect(await data('jumlah_pesanan_belum_dikirim', NOV)).toMatchObject({ total: 3, grand_total: 16000 });
    expect(await data('jumlah_pesanan', { ...NOV, user_id: spv.userId })).toMatchObject({ user_id: spv.userId, total: 1, grand_total: 9000 });
    expect(await data('jumlah_pesanan', { ...NOV, user_id: 1 })).toMatchObject({ total: 2, grand_total: 12000 });
    expect(await data('jumlah_pesanan', { ...NOV, gudang_id: 2 })).toMatchObject({ total: 1 });
  });

  it('list_pengiriman_pending: orders Siap Dikirim; ongkir_belum_disetujui: orders to deliver whose cost waits', async () => {
    const pending = await data('list_pengiriman_pending', NOV);
    expect(pending).toMatchObject({ total: 1, page: 1, perPage: 10 });
    expect(pending.data).toEqual([
      expect.objectContaining({ order_id: ids.o[2], status: 'siap_dikirim', customer_name: 'Pelanggan Dasbor', grand_total: 9000 }),
    ]);
    const ongkir = await data('ongkir_belum_disetujui', NOV);
    expect(ongkir.data.map((o: { order_id: number; shipping_provider: string }) => [o.order_id, o.shipping_provider])).toEqual([[ids.o[3], 'hubungiadmin']]);
    expect(ongkir.data[0]).toMatchObject({ customer_name: 'Pak Budi', destination_city_name: 'Bandung', grand_total: 2000 });
  });

  it('a partner gets only its own orders, whatever user_id it sends, and no company figure', async () => {
    expect(await data('jumlah_pesanan', { ...NOV, user_id: 1 }, partner.client)).toMatchObject({ user_id: partner.userId, total: 1, grand_total: 5000 });
    expect(await data('jumlah_pesanan_belum_dikirim', NOV, partner.client)).toMatchObject({ total: 1 });
    expect(await data('jumlah_pesanan_dikirim', NOV, partner.client)).toMatchObject({ total: 0, grand_total: 0 });
    expect((await data('list_pengiriman_pending', NOV, partner.client)).total).toBe(0);
    // Granted a company widget by hand, it is still refused.
    await owner().execute(sql`update groups set privileges = '["dashboardSalesTurnover"]'::jsonb where company_id = 1 and group_id = 10`);
    try {
      expect((await ask('total_rp_penjualan', NOV, partner.client)).http).toBe(403);
    } finally {
      await owner().execute(sql`update groups set privileges = '[]'::jsonb where company_id = 1 and group_id = 10`);
    }
  });
});

describe('warehouse figures (stock ledger, documents)', () => {
  // Today every sale's stock left: A 10 + 4 + 2 + 7 (the cancelled order's, back in) = 23 from G1; B 1 + 1 from G1 and 2 from G2.
  it('stock out this week, the last three months and per month', async () => {
    const week = await data('grafik_stok_keluar_minggu_ini');
    expect(week.points).toHaveLength(7);
    expect(week.points[0].label).toMatch(/^Sen /);
    expect(week.points.find((p: { day: string }) => p.day === TODAY)).toMatchObject({ qty_out: 27, value_out: 13500 });
    expect(week).toMatchObject({ qty_out: 27, value_out: 13500 });
    expect(await data('grafik_stok_keluar_minggu_ini', { gudang_id: 2 })).toMatchObject({ qty_out: 2, value_out: 1000 });
    const three = await data('grafik_stok_keluar_tiga_bulan_terakhir');
    expect(three.points.map((p: { day: string }) => p.day)).toEqual([addMonths(TODAY, -2), addMonths(TODAY, -1), monthStart(TODAY)]);
    expect(three.points[2]).toMatchObject({ qty_out: 27, value_out: 13500 });
    const months = await data('grafik_stok_keluar_per_bulan');
    expect(months.points).toHaveLength(12);
    expect(months).toMatchObject({ qty_out: 27, value_out: 13500 });
    // A period before today: nothing left then.
    expect(await data('grafik_stok_keluar_minggu_ini', { date_start: '2025-01-01', date_end: '2025-01-08' })).toMatchObject({ qty_out: 0 });
    // This month up to today is read from the month's row; up to yesterday from its days, without today's.
    if (TODAY !== monthStart(TODAY)) {
      const untilYesterday = { date_start: monthStart(TODAY), date_end: addDaysText(TODAY, -1) };
      expect((await data('grafik_stok_keluar_tiga_bulan_terakhir', untilYesterday)).points[2]).toMatchObject({ qty_out: 0, value_out: 0 });
      expect((await data('stock_per_product', untilYesterday)).data.every((r: { qty_out: number }) => r.qty_out === 0)).toBe(true);
      expect((await data('stock_per_product', { date_start: monthStart(TODAY), date_end: TODAY })).data.map((r: { qty_out: number }) => r.qty_out)).toEqual([
        23, 4, 0,
      ]);
    }
  });

  it('stock_per_product and stock_per_product/{id}', async () => {
    const list = await data('stock_per_product');
    expect(list).toMatchObject({ total: 3, page: 1, perPage: 10 });
    expect(list.data.map((r: { product_id: number; qty: number; qty_out: number; qty_text: string }) => [r.product_id, r.qty, r.qty_out, r.qty_text])).toEqual([
      [ids.a, 1084, 23, '108 Box + 4 Strip'],
      [ids.b, 1096, 4, '109 Box + 6 Strip'],
      [ids.c, 50, 0, '5 Box'],
    ]);
    expect((await data('stock_per_product', { search: 'vitamin' })).data.map((r: { product_id: number }) => r.product_id)).toEqual([ids.b]);
    expect(await data('stock_per_product', { page: 2, perPage: 2 })).toMatchObject({ total: 3, page: 2, perPage: 2, data: [{ product_id: ids.c }] });
    const one = await data('stock_per_product_detail', {}, ctx.admin, ids.a);
    expect(one).toMatchObject({ product_id: ids.a, product_name: 'Parasetamol Dasbor', qty: 1084 });
    expect(one.gudang).toEqual([
      { gudang_id: 2, master_gudang_name: 'Gudang Cabang', qty: 100, qty_text: '10 Box' },
      { gudang_id: 1, master_gudang_name: 'Gudang Utama', qty: 984, qty_text: '98 Box + 4 Strip' },
    ]);
    expect(one.stock_out).toEqual([{ day: monthStart(TODAY), label: expect.any(String), qty_out: 23, value_out: 11500 }]);
    expect((await ask('stock_per_product_detail', {}, ctx.admin, 999999)).http).toBe(404);
  });

  it('list_produk_tidak_bergerak: stock and nothing out in the window', async () => {
    const idle = await data('list_produk_tidak_bergerak');
    expect(idle).toMatchObject({ days: 90, total: 1 });
    expect(idle.rows).toEqual([
      { product_id: ids.c, product_name: 'Kasa Diam', product_sku: expect.anything(), qty: 50, qty_text: '5 Box', stock_value: 40000, last_out_day: null },
    ]);
    // Before today nothing had moved yet, so a window ending yesterday holds all three.
    expect((await data('list_produk_tidak_bergerak', { date_end: addDaysText(TODAY, -1), date_start: addDaysText(TODAY, -1) })).total).toBe(3);
    expect((await ask('list_produk_tidak_bergerak', { days: 0 })).http).toBe(422);
  });

  it('purchase orders not sent, awaiting receipt, and pending material orders', async () => {
    expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'DSB1', vendor_name: 'PT Pemasok Dasbor' })).http).toBe(200);
    const vendor = ((await ctx.admin.post('/vendor/index', { perPage: 50 })).data.data as { vendor_id: number; vendor_code: string }[]).find(
      (v) => v.vendor_code === 'DSB1',
    )?.vendor_id;
    const po = async (status: string, gudang_id: number) => {
      const r = await ctx.admin.post(
        '/penerimaan_order/add_stored',
        { vendor_id: vendor, gudang_id, status, lines: [{ product_id: ids.a, unit: 'besar', qty: 2, price: 4000 }] },
        { json: true },
      );
      expect(r.http, JSON.stringify(r.errors)).toBe(200);
      return r.data.order_id as number;
    };
    const draft = await po('draft', 1);
    const ordered = await po('ordered', 2);
    expect(await data('daftar_po_belum_dikirim')).toEqual({
      total: 1,
      rows: [
        expect.objectContaining({
          order_id: draft,
          status: 'draft',
          vendor_name: 'PT Pemasok Dasbor',
          master_gudang_name: 'Gudang Utama',
          grand_total: 8000,
          qty: 20,
          qty_received: 0,
        }),
      ],
    });
    expect(await data('daftar_po_penerimaan')).toMatchObject({ total: 1, rows: [{ order_id: ordered, status: 'ordered', qty: 20 }] });
    expect(await data('daftar_po_penerimaan', { gudang_id: 1 })).toEqual({ total: 0, rows: [] });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      vendor_id: vendor,
      gudang_id: 2,
      lines: JSON.stringify([{ material_name: 'Kardus', qty: 3, unit: 'Ikat', price: 15000 }]),
    }))
      form.append(k, String(v));
    const res = await fetch(`${ctx.server.url}/purchase_material/create_stored`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await data('material_order_pending')).toEqual({
      total: 1,
      rows: [expect.objectContaining({ vendor_name: 'PT Pemasok Dasbor', master_gudang_name: 'Gudang Cabang', grand_total: 45000 })],
    });
    expect(await data('material_order_pending', { gudang_id: 1 })).toEqual({ total: 0, rows: [] });
  });
});

describe('filters', () => {
  it('refuses a bad period, a reversed one and an unknown warehouse at the field', async () => {
    expect((await ask('total_rp_penjualan', { date_start: '2026-02-30' })).http).toBe(422);
    expect((await ask('total_rp_penjualan', { date_start: '2026-11-30', date_end: '2026-11-01' })).errors).toEqual({
      date_start: ['Tanggal mulai tidak boleh setelah tanggal akhir'],
    });
    expect((await ask('jumlah_pesanan', { gudang_id: 999 })).errors).toEqual({ gudang_id: ['Gudang tidak ditemukan'] });
  });

  it('defaults to this month up to today', async () => {
    expect(await data('total_rp_penjualan')).toMatchObject({ date_start: monthStart(TODAY), date_end: TODAY });
  });
});

const addDaysText = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('roles', () => {
  /** The default widgets of each seeded group (README.md): group id → the sub-permissions it holds. */
  const GROUP_PERMISSIONS: Record<number, string[]> = {
    1: [
      'dashboardOrderStatus',
      'dashboardProductStatistics',
      'dashboardShippingInformation',
      'dashboardWarehouseInformation',
      'dashboardStockWarning',
      'dashboardStockExpiryWarning',
      'dashboardSalesTurnover',
      'dashboardShippingCostNotApproved',
    ],
    2: [
      'dashboardOrderStatus',
      'dashboardProductStatistics',
      'dashboardShippingInformation',
      'dashboardStockWarning',
      'dashboardStockExpiryWarning',
      'dashboardSalesTurnover',
      'dashboardShippingCostNotApproved',
    ],
    3: ['dashboardOrderStatus', 'dashboardWarehouseInformation', 'dashboardStockExpiryWarning', 'dashboardSalesTurnover', 'dashboardShippingCostNotApproved'],
    4: [
      'dashboardOrderStatus',
      'dashboardProductStatistics',
      'dashboardShippingInformation',
      'dashboardWarehouseInformation',
      'dashboardStockWarning',
      'dashboardStockExpiryWarning',
    ],
    5: ['dashboardOrderStatus', 'dashboardShippingInformation', 'dashboardStockExpiryWarning', 'dashboardShippingCostNotApproved'],
    6: ['dashboardOrderStatus', 'dashboardProductStatistics', 'dashboardWarehouseInformation', 'dashboardStockExpiryWarning', 'dashboardSalesTurnover'],
    7: ['dashboardWarehouseInformation', 'dashboardStockWarning'],
    8: [
      'dashboardOrderStatus',
      'dashboardProductStatistics',
      'dashboardShippingInformation',
      'dashboardWarehouseInformation',
      'dashboardStockWarning',
      'dashboardStockExpiryWarning',
    ],
    9: [],
    10: ['dashboardOrderStatus', 'dashboardShippingInformation'],
  };

  it('each of the ten groups gets exactly the widgets of its privileges; the others answer 403', async () => {
    const widgets = Object.keys(DASHBOARD_WIDGETS) as DashboardWidget[];
    for (const [group, perms] of Object.entries(GROUP_PERMISSIONS)) {
      const c = Number(group) === 1 ? ctx.admin : (await userWithGroup(ctx.admin, Number(group))).client;
      const got: Record<string, number> = {};
      for (const w of widgets) got[w] = (await ask(w, {}, c, ids.a)).http;
      const expected = Object.fromEntries(widgets.map((w) => [w, perms.includes(DASHBOARD_WIDGETS[w].permission) ? 200 : 403]));
      expect(got, `group ${group}`).toEqual(expected);
    }
  });

  it('group 6 sees only the figures of its warehouses', async () => {
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const c = g6.client;
    expect(await data('total_rp_penjualan', NOV, c)).toMatchObject({ orders: 1, grand_total: 10000 });
    expect((await ask('total_rp_penjualan', { ...NOV, gudang_id: 1 }, c)).errors).toEqual({ gudang_id: ['Gudang tidak ditemukan'] });
    expect(await data('total_produk_keluar_penjualan', NOV, c)).toMatchObject({ qty: 2, product_count: 1 });
    expect((await data('produk_terlaris', NOV, c)).map((r: { product_id: number }) => r.product_id)).toEqual([ids.b]);
    expect(await data('summary_statistik_type_customer_pie', NOV, c)).toEqual([expect.objectContaining({ label: 'Gold', total: 1, grand_total: 10000 })]);
    expect(await data('jumlah_pesanan', NOV, c)).toMatchObject({ total: 1, grand_total: 10000 });
    expect(await data('summary_statistik_omzet', NOV, c)).toMatchObject({ revenue: 10000, cost: 1000, margin: 9000 });
    expect(await data('grafik_stok_keluar_minggu_ini', {}, c)).toMatchObject({ qty_out: 2, value_out: 1000 });
    expect((await data('stock_per_product', {}, c)).data.map((r: { product_id: number; qty: number }) => [r.product_id, r.qty])).toEqual([
      [ids.b, 98],
      [ids.a, 100],
    ]);
    expect((await data('stock_per_product_detail', {}, c, ids.a)).gudang).toEqual([
      { gudang_id: 2, master_gudang_name: 'Gudang Cabang', qty: 100, qty_text: '10 Box' },
    ]);
    expect((await data('daftar_po_belum_dikirim', {}, c)).total).toBe(0);
    expect((await data('daftar_po_penerimaan', {}, c)).total).toBe(1);
  });

  it("another company's data never shows", async () => {
    const other = await seedFreshCompany(ctx.server.database, {
      appName: 'dasborlain',
      companyName: 'PT Dasbor Lain',
      adminUsername: 'dasbor_lain',
      adminPassword: 'Rahasia-Lain-123',
    });
    const c = await new Client(ctx.server.url).login('dasbor_lain', 'Rahasia-Lain-123', other.appName);
    expect(await data('total_rp_penjualan', { date_start: '2026-10-01', date_end: '2026-11-30' }, c)).toMatchObject({ orders: 0, grand_total: 0 });
    expect(await data('jumlah_pesanan', NOV, c)).toMatchObject({ total: 0 });
    expect(await data('loyal_customer', NOV, c)).toEqual([]);
    expect(await data('grafik_stok_keluar_per_bulan', {}, c)).toMatchObject({ qty_out: 0 });
    expect((await data('stock_per_product', {}, c)).total).toBe(0);
    expect((await ask('stock_per_product_detail', {}, c, ids.a)).http).toBe(404);
    expect((await data('daftar_po_penerimaan', {}, c)).total).toBe(0);
    expect((await data('material_order_pending', {}, c)).total).toBe(0);
    expect((await data('list_pengiriman_pending', NOV, c)).total).toBe(0);
    expect((await data('ongkir_belum_disetujui', NOV, c)).total).toBe(0);
    // Its warehouse ids are its own: company 1's are unknown to it.
    expect((await ask('total_rp_penjualan', { gudang_id: 1 }, c)).errors).toEqual({ gudang_id: ['Gudang tidak ditemukan'] });
  });
});

describe('Excel of Statistik Penjualan and Demografi Pelanggan', () => {
  it('writes the pages’ rows and a TOTAL row equal to the calls’ totals; other roles and partners are refused', async () => {
    const sales = await data('summary_statistik_penjualan', NOV);
    const omzet = await data('summary_statistik_omzet', NOV);
    const x = await downloadXlsx(ctx.server.url, ctx.admin.token, '/report/summary_sale/excel', NOV);
    expect(x.name).toBe('Statistik Penjualan');
    expect(x.header).toEqual(['Tanggal', 'Pesanan', 'Total Tagihan', 'Retur', 'Omzet (tanpa PPN)', 'HPP', 'Laba Kotor']);
    expect(x.rows).toHaveLength(sales.points.length + 1);
    expect(x.rows.at(-1)).toEqual(['TOTAL', sales.orders, sales.grand_total, sales.returned_value, omzet.net_revenue, omzet.cost, omzet.margin]);
    const day = sales.points.findIndex((p: { orders: number }) => p.orders > 0);
    expect(x.rows[day].slice(0, 4)).toEqual([
      `${sales.points[day].label} ${NOV.date_start.slice(0, 4)}`,
      sales.points[day].orders,
      sales.points[day].grand_total,
      sales.points[day].returned_value,
    ]);
    expect(x.rows.slice(0, -1).reduce((a, r) => a + Number(r[2]), 0)).toBe(sales.grand_total);

    const provinces = await data('summary_statistik_customer_provinsi', NOV);
    const c = await downloadXlsx(ctx.server.url, ctx.admin.token, '/report/summary_customer/excel', NOV);
    expect(c.header).toEqual(['Provinsi', 'Pelanggan', 'Pesanan', 'Total Belanja']);
    expect(c.rows.slice(0, -1).map((r) => r[0])).toEqual(provinces.map((p: { province_name: string }) => p.province_name));
    const sum = (k: string) => provinces.reduce((a: number, p: Record<string, number>) => a + p[k], 0);
    expect(c.rows.at(-1)).toEqual(['TOTAL', sum('customers'), sum('orders'), sum('grand_total')]);
    expect(sum('grand_total')).toBeGreaterThan(0);

    const whs = await userWithGroup(ctx.admin, 8);
    for (const url of ['/report/summary_sale/excel', '/report/summary_customer/excel']) {
      expect((await whs.client.post(url, NOV)).http).toBe(403);
      expect((await partner.client.post(url, NOV)).http).toBe(403);
    }
    expect((await ctx.admin.post('/report/summary_sale/excel', { date_start: '2026-11-31' })).errors).toHaveProperty('date_start');
  });
});
