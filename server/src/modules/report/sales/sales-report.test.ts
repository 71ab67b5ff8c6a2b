import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { downloadXlsx } from '../report-test-kit.js';
import { shipSalesOrder } from '../../sales/order/commands/transition-sales-order.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundSalesFacts } from '../facts/sales-facts-test-kit.js';
import { jakartaToday as todayWib } from '@bo/contract';
import { addDays } from '../facts/period.js';

/*
 * Laporan Penjualan, Omzet and Pembelian on a small data set made through the existing calls, worked
 * out by hand (Paracetamol Rp 5.000 a Strip, bought in at Rp 3.000):
 *
 *   A  admin, Gudang 1, today−5: 4 Strip = 20.000 + shipping 10.000 = 30.000; shipped, 1 Strip returned
 *      (5.000), then marked paid (30.000 − 5.000 = 25.000). Cost 4 × 3.000 = 12.000, net of the return 9.000.
 *   B  SPV Sales, Gudang 2, today−2, PPN 11 % on top: 10 Strip = 50.000 less 2.000 = DPP 48.000,
 *      PPN 5.280, total 53.280; unpaid. Cost 30.000.
 *   C  admin, Gudang 1, today−5: 2 Strip, cancelled: not counted.
 *   D  admin, Gudang 1, today−20: 2 Strip = 10.000: the previous period of today−14..today.
 *
 * Period today−14..today: 2 invoices, gross 70.000, order discount 2.000, DPP 68.000, PPN 5.280,
 * shipping 10.000, total 83.280, returned 5.000 (DPP 5.000), net 78.280, paid 25.000, outstanding
 * 53.280, costed DPP 15.000 + 48.000 = 63.000, cost 39.000, margin 24.000 (38,1 %).
 *
 * Purchases: 3 Box Vitamin C at 50.000 a Box (PPN 11 % on top) from PT Farma Jaya into Gudang 1,
 * received in three receipts of 1 Box: two approved (50.000 + 5.500 = 55.500 each), one waiting (not counted).
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const post = (url: string, body: Record<string, unknown> = {}, c: Client = ctx.admin) => c.post(url, body, { json: true });
const today = todayWib();
const day = (n: number) => addDays(today, n);
const PERIOD = { date_start: day(-14), date_end: today };
const ids = { para: 0, vit: 0, vendor: 0, a: 0, b: 0, c: 0, d: 0, admin: 0, spv: 0, g6: 0 };
let spv: Client;
let restricted: Client;

async function order(body: Record<string, unknown>, c: Client = ctx.admin) {
  const r = await post('/purchase_order/add_stored', { gudang_id: 1, ...body }, c);
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  return r.data as { order_id: number; invoice_number: string; grand_total: number };
}

async function download(url: string, body: Record<string, unknown>, c: Client = ctx.admin) {
  const sheet = await downloadXlsx(ctx.server.url, c.token, url, body);
  const { name, header } = sheet;
  const objects = sheet.rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
  return { name, header, rows: objects.slice(0, -1), total: objects.at(-1) as Record<string, unknown> };
}

const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((a, r) => a + Number(r[key] ?? 0), 0);

beforeAll(async () => {
  for (const [path, body] of [
    ['/stock_reduction/stored_config', { config_stock_reduction: '1' }],
    ['/config/stored_config_ppn', { config_ppn: '11' }],
    ['/config/stored_config_show_ppn', { config_show_ppn: '0' }],
  ] as const)
    expect((await ctx.admin.post(path, body)).http).toBe(200);
  ids.para = (await kit.makeProduct('Paracetamol Laporan')).product_id;
  ids.vit = (await kit.makeProduct('Vitamin C Laporan')).product_id;
  await kit.move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 3000 },
      { gudang_id: 2, product_id: ids.para, qty: 100, unit_cost: 3000 },
    ],
  });
  expect((await post('/product_price/stored', { product_id: ids.para, gudang_id: 0, product_price_sale: 5000, grosir: [] })).http).toBe(200);
  const spvUser = await userWithGroup(ctx.admin, 2);
  spv = spvUser.client;
  ids.spv = spvUser.userId;
  ids.admin = Number(((await owner().execute(sql`select id from users where username = 'superadmin'`)).rows[0] as { id: number }).id);
  const g6 = await userWithGroup(ctx.admin, 6);
  restricted = g6.client;
  ids.g6 = g6.userId;
  await owner().execute(sql`insert into user_gudang_access (company_id, user_id, gudang_id) values (1, ${g6.userId}, 2) on conflict do nothing`);

  // A: shipped, 1 of 4 returned, then paid.
  const a = await order({ customer_name: 'Toko A', order_date: day(-5), shipping_cost: 10000, lines: [{ product_id: ids.para, unit: 'kecil', qty: 4 }] });
  expect(a.grand_total).toBe(30000);
  ids.a = a.order_id;
  expect((await post('/purchase_order/update_status', { order_id: ids.a, action: 'pick' })).http).toBe(200);
  await kit.asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: ids.a }));
  const lineA = Number(((await owner().execute(sql`select line_id from sales_order_line where order_id = ${ids.a}`)).rows[0] as { line_id: number }).line_id);
  const ret = await post('/retur/konsumen/add_stored', {
    order_id: ids.a,
    gudang_id: 1,
    lines: [{ order_line_id: lineA, qty: 1, unit: 'kecil', reason: 'Rusak' }],
  });
  expect(ret.http, JSON.stringify(ret.errors)).toBe(200);
  const approved = await post('/retur/konsumen/update_status_stored', { retur_konsumen_id: ret.data.retur_konsumen_id, status: 'disetujui' });
  expect(approved.http, JSON.stringify(approved.errors)).toBe(200);
  expect((await post('/purchase_order/update_paid', { order_id: ids.a })).data).toMatchObject({ is_paid: 1, paid_amount: 25000 });

  // B: a PPN order with an order discount, by SPV Sales in Gudang 2.
  const b = await order(
    {
      customer_name: 'Toko B',
      gudang_id: 2,
      order_date: day(-2),
      is_ppn_jual: 1,
      order_discount: 2000,
      lines: [{ product_id: ids.para, unit: 'besar', qty: 1 }],
    },
    spv,
  );
  expect(b.grand_total).toBe(53280);
  ids.b = b.order_id;

  // C: cancelled. D: the previous period.
  ids.c = (await order({ customer_name: 'Toko C', order_date: day(-5), lines: [{ product_id: ids.para, unit: 'kecil', qty: 2 }] })).order_id;
  expect((await post('/purchase_order/delete', { order_id: ids.c, reason: 'Batal' })).http).toBe(200);
  ids.d = (await order({ customer_name: 'Toko D', order_date: day(-20), lines: [{ product_id: ids.para, unit: 'kecil', qty: 2 }] })).order_id;

  // Purchases: 3 Box Vitamin C at 50.000, three receipts of 1 Box, two approved.
  expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'LP1', vendor_name: 'PT Farma Jaya' })).status).toBe(200);
  const vendors = (await ctx.admin.post('/vendor/index', { perPage: 50 })).data.data as { vendor_id: number; vendor_code: string }[];
  ids.vendor = vendors.find((v) => v.vendor_code === 'LP1')?.vendor_id ?? 0;
  const po = await post('/penerimaan_order/add_stored', {
    vendor_id: ids.vendor,
    gudang_id: 1,
    is_ppn: 1,
    lines: [{ product_id: ids.vit, unit: 'besar', qty: 3, price: 50000 }],
  });
  expect(po.http, JSON.stringify(po.errors)).toBe(200);
  const detail = (await ctx.admin.get('/penerimaan_order/get_detail', { order_id: po.data.order_id })).data;
  const orderLine = (detail.lines as { line_id: number }[])[0].line_id;
  for (const [n, approve] of [
    [1, true],
    [2, true],
    [3, false],
  ] as const) {
    const r = await post('/penerimaan/add_stored', {
      order_id: po.data.order_id,
      invoice_number: `FJ-${n}`,
      lines: [{ order_line_id: orderLine, unit: 'besar', qty: 1 }],
    });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    if (approve) expect((await ctx.admin.post('/penerimaan/approved_stored', { penerimaan_id: r.data.penerimaan_id })).http).toBe(200);
  }
});

const PERIOD_TOTALS = {
  orders: 2,
  gross_total: 70000,
  discount_total: 0,
  order_discount: 2000,
  revenue: 68000,
  ppn: 5280,
  shipping_cost: 10000,
  shipping_discount: 0,
  cod_fee: 0,
  grand_total: 83280,
  paid_amount: 25000,
  returned_value: 5000,
  returned_revenue: 5000,
  net_total: 78280,
  net_revenue: 63000,
  outstanding: 53280,
  revenue_costed: 63000,
  cost: 39000,
  margin: 24000,
  margin_percent: 38.1,
};

describe('Laporan Penjualan', () => {
  it('lists the counted invoices of the period with their money and the period totals', async () => {
    const r = await post('/report/sales/list', PERIOD);
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data).toMatchObject({ ...PERIOD, total: 2, page: 1, perPage: 20, totals: PERIOD_TOTALS });
    // Newest first; the cancelled C and the earlier D are not there.
    expect(r.data.data.map((x: { order_id: number }) => x.order_id)).toEqual([ids.b, ids.a]);
    expect(r.data.data[1]).toMatchObject({
      customer_name: 'Toko A',
      order_date: day(-5),
      seller_id: ids.admin,
      gudang_id: 1,
      status: 'dikirim',
      is_paid: 1,
      gross_total: 20000,
      revenue: 20000,
      shipping_cost: 10000,
      grand_total: 30000,
      returned_value: 5000,
      net_total: 25000,
      paid_amount: 25000,
      outstanding: 0,
      cost: 9000,
      margin: 6000,
      margin_percent: 40,
    });
    expect(r.data.data[0]).toMatchObject({
      customer_name: 'Toko B',
      seller_id: ids.spv,
      gudang_id: 2,
      status: 'baru',
      is_paid: 0,
      gross_total: 50000,
      order_discount: 2000,
      revenue: 48000,
      ppn: 5280,
      grand_total: 53280,
      outstanding: 53280,
      cost: 30000,
      margin: 18000,
    });
    // The totals are the sum of the documents.
    for (const k of ['grand_total', 'revenue', 'ppn', 'paid_amount', 'returned_value', 'cost'])
      expect(sum(r.data.data, k), k).toBe((PERIOD_TOTALS as Record<string, number>)[k]);
  });

  it('filters by warehouse, seller, status and payment; the totals follow the filter', async () => {
    const g2 = await post('/report/sales/list', { ...PERIOD, gudang_id: 2 });
    expect(g2.data.data.map((x: { order_id: number }) => x.order_id)).toEqual([ids.b]);
    expect(g2.data.totals).toMatchObject({ orders: 1, grand_total: 53280 });
    const seller = await post('/report/sales/list', { ...PERIOD, seller_id: ids.admin });
    expect(seller.data.totals).toMatchObject({ orders: 1, grand_total: 30000, margin: 6000 });
    const paid = await post('/report/sales/list', { ...PERIOD, is_paid: 1 });
    expect(paid.data.data.map((x: { order_id: number }) => x.order_id)).toEqual([ids.a]);
    expect(paid.data.totals).toMatchObject({ orders: 1, grand_total: 30000, paid_amount: 25000 });
    const baru = await post('/report/sales/list', { ...PERIOD, status: 'baru' });
    expect(baru.data.totals).toMatchObject({ orders: 1, grand_total: 53280 });
    const text = await post('/report/sales/list', { ...PERIOD, search: 'toko a' });
    expect(text.data.totals).toMatchObject({ orders: 1, grand_total: 30000 });
    const paged = await post('/report/sales/list', { ...PERIOD, perPage: 1, page: 2, sort: { field: 'grand_total', type: 'desc' } });
    expect(paged.data).toMatchObject({ total: 2, page: 2 });
    expect(paged.data.data.map((x: { order_id: number }) => x.order_id)).toEqual([ids.a]);
    expect(paged.data.totals).toMatchObject({ grand_total: 83280 });
  });

  it('defaults to this month and refuses a bad period at its field', async () => {
    const r = await post('/report/sales/list', {});
    expect(r.data).toMatchObject({ date_start: `${today.slice(0, 8)}01`, date_end: today });
    expect((await post('/report/sales/list', { date_start: today, date_end: day(-1) })).errors).toEqual({
      date_start: ['Tanggal mulai tidak boleh setelah tanggal akhir'],
    });
    expect((await post('/report/sales/list', { date_start: '2026-02-30' })).errors).toEqual({ date_start: ['Tanggal harus berformat TTTT-BB-HH'] });
    expect((await post('/report/sales/list', { gudang_id: 999999 })).errors).toEqual({ gudang_id: ['Gudang tidak ditemukan'] });
    expect((await post('/report/sales/list', { status: 'hilang' })).errors).toEqual({ status: ['Status tidak dikenal'] });
  });

  it('exports the same rows and totals as the screen', async () => {
    const x = await download('/report/sales/excel', PERIOD);
    expect(x.name).toBe('Laporan Penjualan');
    expect(x.rows.map((r) => r['No. Tagihan'])).toHaveLength(2);
    expect(x.total).toMatchObject({
      'No. Tagihan': 'TOTAL',
      'Grand Total': 83280,
      DPP: 68000,
      PPN: 5280,
      Retur: 5000,
      Dibayar: 25000,
      'Sisa Tagihan': 53280,
      HPP: 39000,
      'Laba Kotor': 24000,
    });
    for (const [col, total] of [
      ['Grand Total', 83280],
      ['DPP', 68000],
      ['Dibayar', 25000],
      ['HPP', 39000],
    ] as const)
      expect(sum(x.rows, col), col).toBe(total);
  });
});

describe('Laporan Omzet', () => {
  it('sums the omzet per day and per month, and per seller', async () => {
    const perDay = await post('/report/omzet/list', { ...PERIOD, group: 'day' });
    expect(perDay.http, JSON.stringify(perDay.errors)).toBe(200);
    expect(perDay.data.data.map((r: { period: string; orders: number; grand_total: number }) => [r.period, r.orders, r.grand_total])).toEqual([
      [day(-5), 1, 30000],
      [day(-2), 1, 53280],
    ]);
    expect(perDay.data.totals).toMatchObject(PERIOD_TOTALS);
    const perMonth = await post('/report/omzet/list', { date_start: day(-20), date_end: today, group: 'month' });
    expect(sum(perMonth.data.data, 'grand_total')).toBe(93280);
    expect(perMonth.data.totals).toMatchObject({ orders: 3, grand_total: 93280 });
    expect(perMonth.data.data.every((r: { period: string }) => r.period.endsWith('-01'))).toBe(true);
    const bySeller = await post('/report/omzet/list', { ...PERIOD, group: 'month', by: 'seller', perPage: 50 });
    const seller = (id: number) =>
      bySeller.data.data.filter((r: { key_id: number }) => r.key_id === id).reduce((a: number, r: { grand_total: number }) => a + r.grand_total, 0);
    expect([seller(ids.admin), seller(ids.spv)]).toEqual([30000, 53280]);
    const byGudang = await post('/report/omzet/list', { ...PERIOD, group: 'day', by: 'gudang' });
    expect(byGudang.data.data.map((r: { key_id: number; key_name: string }) => r.key_id)).toEqual([1, 2]);
    expect((await post('/report/omzet/list', { date_start: day(-400), date_end: today, group: 'day' })).errors).toEqual({
      date_start: ['Per hari paling panjang 366 hari: pilih per bulan untuk periode yang lebih panjang'],
    });
  });

  it('answers the period and the previous period of the same length with the growth', async () => {
    const r = await post('/report/omzet/summary', PERIOD);
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data.current).toMatchObject({ ...PERIOD, totals: PERIOD_TOTALS });
    expect(r.data.previous).toMatchObject({ date_start: day(-29), date_end: day(-15), totals: { orders: 1, grand_total: 10000, revenue: 10000, cost: 6000 } });
    // (83.280 − 10.000) / 10.000 = 732,8 %; 2 orders against 1 = 100 %.
    expect(r.data.growth).toMatchObject({ grand_total: 732.8, orders: 100, returned_value: null });
  });

  it('exports the omzet with the screen totals', async () => {
    const x = await download('/report/omzet/excel', { ...PERIOD, group: 'day' });
    expect(x.name).toBe('Laporan Omzet');
    expect(x.rows).toHaveLength(2);
    expect(x.total).toMatchObject({ 'Jumlah Tagihan': 2, 'Grand Total': 83280, 'Laba Kotor': 24000 });
    expect(sum(x.rows, 'Grand Total')).toBe(83280);
  });
});

describe('Laporan Pembelian', () => {
  it('lists the approved supplier receipts of the period and their totals', async () => {
    const r = await post('/report/sales/list_pembelian', { date_start: today, date_end: today });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data).toMatchObject({ group: 'receipt', total: 2 });
    expect(
      r.data.data.map((x: { invoice_number: string; grand_total: number; vendor_name: string; qty: number }) => [
        x.invoice_number,
        x.grand_total,
        x.vendor_name,
        x.qty,
      ]),
    ).toEqual([
      ['FJ-2', 55500, 'PT Farma Jaya', 10],
      ['FJ-1', 55500, 'PT Farma Jaya', 10],
    ]);
    expect(r.data.totals).toEqual({
      receipts: 2,
      qty: 20,
      subtotal: 100000,
      dpp: 100000,
      ppn: 11000,
      grand_total: 111000,
      returned_total: 0,
      paid_amount: 0,
      outstanding: 111000,
    });
  });

  it('groups the purchases per product: quantity, value, average price and supplier', async () => {
    const r = await post('/report/sales/list_pembelian', { date_start: today, date_end: today, group: 'product' });
    expect(r.data.data).toEqual([
      {
        product_id: ids.vit,
        product_name: 'Vitamin C Laporan',
        product_sku: expect.anything(),
        suppliers: 'PT Farma Jaya',
        receipt_count: 2,
        qty: 20,
        qty_text: '2 Box',
        value: 100000,
        avg_price: 5000,
        min_price: 5000,
        max_price: 5000,
        last_date: today,
      },
    ]);
    const x = await download('/report/sales/excel_pembelian', { date_start: today, date_end: today, group: 'product' });
    expect(x.name).toBe('Pembelian per Produk');
    expect(x.total).toMatchObject({ Produk: 'TOTAL', 'Jumlah (satuan kecil)': 20, 'Nilai (sebelum PPN)': 100000 });
    const receipts = await download('/report/sales/excel_pembelian', { date_start: today, date_end: today });
    expect(receipts.total).toMatchObject({ 'No. Penerimaan': 'TOTAL', 'Grand Total': 111000, 'Sisa Hutang': 111000 });
    expect(sum(receipts.rows, 'Grand Total')).toBe(111000);
  });
});

describe('who may read the reports', () => {
  it('shows a warehouse-restricted user (group 6) only its warehouses', async () => {
    const r = await post('/report/sales/list', PERIOD, restricted);
    expect(r.http).toBe(200);
    expect(r.data.data.map((x: { order_id: number }) => x.order_id)).toEqual([ids.b]);
    expect(r.data.totals).toMatchObject({ orders: 1, grand_total: 53280 });
    expect((await post('/report/omzet/summary', PERIOD, restricted)).data.current.totals).toMatchObject({ orders: 1, grand_total: 53280 });
    expect((await post('/report/sales/list', { ...PERIOD, gudang_id: 1 }, restricted)).errors).toEqual({ gudang_id: ['Gudang tidak ditemukan'] });
    expect((await post('/report/sales/list_pembelian', { date_start: today, date_end: today }, restricted)).data.total).toBe(0);
    const x = await download('/report/sales/excel', PERIOD, restricted);
    expect(x.total).toMatchObject({ 'Grand Total': 53280 });
  });

  it('refuses the roles without the report pages', async () => {
    const whs = (await userWithGroup(ctx.admin, 4)).client; // SPV WHS: stock reports, not sales
    const admin = (await userWithGroup(ctx.admin, 5)).client; // admin: neither
    for (const url of ['/report/sales/list', '/report/sales/excel', '/report/omzet/list', '/report/omzet/summary', '/report/omzet/excel'])
      expect((await post(url, PERIOD, whs)).http, url).toBe(403);
    // Pembelian per Produk is a stock report: SPV WHS reads the purchases.
    expect((await post('/report/sales/list_pembelian', { group: 'product' }, whs)).http).toBe(200);
    for (const url of ['/report/sales/list', '/report/sales/list_pembelian', '/report/sales/excel_pembelian', '/report/omzet/summary'])
      expect((await post(url, PERIOD, admin)).http, url).toBe(403);
  });
});

describe('Laporan Penjualan paging', () => {
  it("pages invoices tied on the day: every order exactly once, the count is the sums' count", async () => {
    // Four invoices on today−40 and one on today−41, outside every period above.
    const tied: number[] = [];
    for (const name of ['Toko P1', 'Toko P2', 'Toko P3', 'Toko P4'])
      tied.push((await order({ customer_name: name, order_date: day(-40), lines: [{ product_id: ids.para, unit: 'kecil', qty: 1 }] })).order_id);
    const older = (await order({ customer_name: 'Toko P0', order_date: day(-41), lines: [{ product_id: ids.para, unit: 'kecil', qty: 1 }] })).order_id;
    const range = { date_start: day(-45), date_end: day(-35) };
    const sums = await post('/report/omzet/summary', range);
    expect(sums.data.current.totals).toMatchObject({ orders: 5, grand_total: 25000 });
    // Newest first, ties by order id (newest first).
    const expected = [...tied].sort((a, b) => b - a).concat(older);
    for (const filter of [{}, { is_paid: '0' }]) {
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const r = await post('/report/sales/list', { ...range, ...filter, page, perPage: 2 });
        expect(r.http, JSON.stringify(r.errors)).toBe(200);
        expect(r.data.total).toBe(sums.data.current.totals.orders);
        expect(r.data.totals).toMatchObject({ orders: 5, grand_total: 25000 });
        seen.push(...r.data.data.map((x: { order_id: number }) => x.order_id));
      }
      expect(seen).toEqual(expected);
    }
    // Oldest day first: within the day still the newest order first (the list's fixed tie-break).
    const asc: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await post('/report/sales/list', { ...range, page, perPage: 2, sort: { field: 'order_date', type: 'asc' } });
      asc.push(...r.data.data.map((x: { order_id: number }) => x.order_id));
    }
    expect(asc).toEqual([older, ...[...tied].sort((a, b) => b - a)]);
  });
});
