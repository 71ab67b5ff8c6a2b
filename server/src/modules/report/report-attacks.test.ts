import { DASHBOARD_WIDGETS, type DashboardWidget } from '@bo/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedFreshCompany } from '../../seed-company.js';
import { type Answer, Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { stockTestKit } from '../stock/stock-test-kit.js';
import { useSoundSalesFacts } from './facts/sales-facts-test-kit.js';
import { jakartaToday as todayWib } from '@bo/contract';

/*
 * Attack tests of the reports and the dashboard (issue 23, brief A): what a user, an attacker and an
 * accountant would try. Company 1: Gudang Utama (1) and Gudang Cabang (2), stock leaving at the order.
 *
 *   A (Rp 1.000 a Strip, in at 500): O1 in G1, 10 Strip = 10.000; O2 in G2, 3 Strip = 3.000.
 *   BIG (Rp 1.000.000.000 a Strip, in at 600.000.000): three orders in G1 of 900 Strip = 900.000.000.000 each
 *   (a document's limit is Rp 999.999.999.999), together 2.700.000.000.000, cost 1.620.000.000.000: sums beyond int4.
 *
 * Another company (PT Serang Lain) asks with company 1's ids; a group 6 user granted only G2 asks with G1;
 * a partner (group Sales) asks for company reports.
 */

// Many calls per test on a shared 2-core machine.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });
const ctx = useTestServer();
useSoundSalesFacts(ctx);
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const today = todayWib();
const period = { date_start: `${today.slice(0, 8)}01`, date_end: today };
const ids = { a: 0, big: 0, member: 0, o1: 0, o2: 0, o3: [] as number[], vendor: 0 };
let other: Client;
let otherCompany: { adminUserId: number; warehouseIds: number[] };
let g6: { client: Client; userId: number };
let partner: { client: Client; userId: number };
const BIG_ORDER = 900_000_000_000;
const BIG_TOTAL = 3 * BIG_ORDER;

const post = (url: string, body: Record<string, unknown> = {}, c: Client = ctx.admin) => c.post(url, body, { json: true });
/** A report call as its method wants it (the GET summaries take a query). */
const report = (call: { url: string; body?: Record<string, unknown>; get?: boolean }, extra: Record<string, unknown> = {}, c: Client = ctx.admin) => {
  const body = { ...call.body, ...extra };
  if (!call.get) return post(call.url, body, c);
  return c.get(call.url, Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])));
};

async function order(body: Record<string, unknown>, c: Client = ctx.admin) {
  const o = await post('/purchase_order/add_stored', body, c);
  expect(o.http, JSON.stringify(o.errors)).toBe(200);
  return o.data as { order_id: number; grand_total: number };
}

/** The report calls that answer JSON (not the Excel exports), with a body that makes them answer. */
const REPORT_CALLS: { url: string; body?: Record<string, unknown>; get?: boolean }[] = [
  { url: '/report/sales/list' },
  { url: '/report/sales/list_pembelian' },
  { url: '/report/sales/list_pembelian', body: { group: 'product' } },
  { url: '/report/omzet/list' },
  { url: '/report/omzet/list', body: { group: 'month', by: 'seller' } },
  { url: '/report/omzet/summary' },
  { url: '/report/sales/seller_options' },
  { url: '/report/bonus/sales' },
  { url: '/report/bonus/sales/detail', body: { seller_id: 1 } },
  { url: '/report/bonus/rule/list' },
  { url: '/report/bestseller/list' },
  { url: '/report/margin/list' },
  { url: '/report/margin/list', body: { group_by: 'product' } },
  { url: '/report/konsinyasi/list' },
  { url: '/report/konsinyasi/summary', get: true },
];
const EXPORT_CALLS = [
  '/report/sales/excel',
  '/report/sales/excel_pembelian',
  '/report/omzet/excel',
  '/report/bonus/sales/excel',
  '/report/bestseller/excel',
  '/report/margin/excel',
  '/report/konsinyasi/excel',
];

async function widget(w: DashboardWidget, params: Record<string, string | number> = {}, c: Client = ctx.admin, id = 0): Promise<Answer> {
  const def = DASHBOARD_WIDGETS[w];
  const url = def.url.replace(':id', String(id));
  return def.method === 'GET' ? c.get(url, params) : c.post(url, params);
}

beforeAll(async () => {
  expect((await post('/stock_reduction/stored_config', { config_stock_reduction: '1' })).http).toBe(200);
  ids.a = (await kit.makeProduct('Serang Parasetamol')).product_id;
  ids.big = (await kit.makeProduct('Serang Alat Mahal')).product_id;
  await kit.move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.a, qty: 100, unit_cost: 500 },
      { gudang_id: 2, product_id: ids.a, qty: 100, unit_cost: 500 },
      { gudang_id: 1, product_id: ids.big, qty: 2700, unit_cost: 600_000_000 },
    ],
  });
  for (const [product_id, price] of [
    [ids.a, 1000],
    [ids.big, 1_000_000_000],
  ]) {
    const r = await post('/product_price/stored', { product_id, gudang_id: 0, product_price_sale: price, grosir: [] });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
  }
  const m = await post('/member/create_stored', { member_name: 'Toko Serang', member_phone: '081299900001' });
  expect(m.http, JSON.stringify(m.errors)).toBe(200);
  ids.member = Number(
    ((await owner().execute(sql`select member_id from master_member where member_name = 'Toko Serang'`)).rows[0] as { member_id: number }).member_id,
  );
  ids.o1 = (await order({ gudang_id: 1, member_id: ids.member, lines: [{ product_id: ids.a, unit: 'kecil', qty: 10 }] })).order_id;
  ids.o2 = (await order({ gudang_id: 2, customer_name: 'Pak Cabang', lines: [{ product_id: ids.a, unit: 'kecil', qty: 3 }] })).order_id;
  for (let i = 0; i < 3; i++) {
    const o3 = await order({ gudang_id: 1, customer_name: 'Pembeli Besar', lines: [{ product_id: ids.big, unit: 'kecil', qty: 900 }] });
    expect(o3.grand_total).toBe(BIG_ORDER);
    ids.o3.push(o3.order_id);
  }

  // A supplier receipt: 7 Strip A at 777 = 5.439 (no PPN), approved.
  expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'SRG1', vendor_name: 'PT Serang Pemasok' })).status).toBe(200);
  const vendors = (await ctx.admin.post('/vendor/index', { perPage: 50 })).data.data as { vendor_id: number; vendor_code: string }[];
  ids.vendor = vendors.find((v) => v.vendor_code === 'SRG1')?.vendor_id ?? 0;
  const po = await post('/penerimaan_order/add_stored', {
    vendor_id: ids.vendor,
    gudang_id: 1,
    is_ppn: 0,
    lines: [{ product_id: ids.a, unit: 'kecil', qty: 7, price: 777 }],
  });
  expect(po.http, JSON.stringify(po.errors)).toBe(200);
  const poLine = ((await ctx.admin.get('/penerimaan_order/get_detail', { order_id: po.data.order_id })).data.lines as { line_id: number }[])[0].line_id;
  const rc = await post('/penerimaan/add_stored', {
    order_id: po.data.order_id,
    invoice_number: 'SRG-1',
    lines: [{ order_line_id: poLine, unit: 'kecil', qty: 7 }],
  });
  expect(rc.http, JSON.stringify(rc.errors)).toBe(200);
  expect((await ctx.admin.post('/penerimaan/approved_stored', { penerimaan_id: rc.data.penerimaan_id })).http).toBe(200);

  const seeded = await seedFreshCompany(ctx.server.database, {
    appName: 'seranglain',
    companyName: 'PT Serang Lain',
    adminUsername: 'serang_lain',
    adminPassword: 'Rahasia-Lain-123',
  });
  otherCompany = { adminUserId: Number(seeded.adminUserId), warehouseIds: (seeded.warehouseIds as number[]).map(Number) };
  other = await new Client(ctx.server.url).login('serang_lain', 'Rahasia-Lain-123', seeded.appName);
  g6 = await userWithGroup(ctx.admin, 6);
  expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
  partner = await userWithGroup(ctx.admin, 10);
});

describe('money beyond int4', () => {
  it('three 900-billion orders: sales list, omzet, margin and the dashboard sum them exactly', async () => {
    const list = await post('/report/sales/list', { ...period, perPage: 100 });
    expect(list.http, JSON.stringify(list.errors)).toBe(200);
    const row = list.data.data.find((r: { order_id: number }) => r.order_id === ids.o3[0]);
    expect(row).toMatchObject({ grand_total: BIG_ORDER, revenue: BIG_ORDER });
    expect(JSON.stringify(list.data)).toContain(String(BIG_TOTAL + 13_000));
    const summary = await post('/report/omzet/summary', period);
    expect(summary.http, JSON.stringify(summary.errors)).toBe(200);
    expect(JSON.stringify(summary.data)).toContain(String(BIG_TOTAL + 13_000));
    const margin = await post('/report/margin/list', { ...period, group_by: 'invoice', perPage: 100 });
    expect(margin.http, JSON.stringify(margin.errors)).toBe(200);
    expect(JSON.stringify(margin.data), 'margin total').toContain(String(BIG_TOTAL + 13_000));
    expect(JSON.stringify(margin.data), 'margin cost').toContain(String(3 * 540_000_000_000 + 13 * 500));
    const dash = await widget('total_rp_penjualan', period);
    expect(dash.http).toBe(200);
    expect(dash.data).toMatchObject({ grand_total: BIG_TOTAL + 13_000 });
  });
});

describe('bad parameters never crash a call', () => {
  const BAD: Record<string, unknown>[] = [
    { date_start: '2026-02-30', date_end: '2026-03-01' },
    { date_start: '2026-03-01', date_end: '2026-02-01' },
    { date_start: '1990-01-01', date_end: '2040-12-31' },
    { date_start: 'kemarin' },
    { date_end: "2026-01-01'; drop table sales_order; --" },
    { perPage: 1_000_000 },
    { perPage: -1 },
    { page: 'NaN' },
    { page: 99_999_999 },
    { gudang_id: -1 },
    { gudang_id: 'NaN' },
    { gudang_id: '1.250.000' },
    { gudang_id: 9_999_999_999 },
    { seller_id: 9_999_999_999 },
    { member_id: -5 },
    { vendor_id: '1 or 1=1' },
    { product_id: 2_147_483_648 },
    { search: "' or 1=1 --" },
    { search: '%_\\' },
    { status: 'foo' },
    { is_paid: 'x' },
    { group: 'foo' },
    { by: 'foo' },
    { group_by: 'foo' },
    { order_by: 'foo' },
    { month: '2026-13' },
    { type: 'foo' },
    { columnFilters: { status: "x' or 1=1" } },
    { sort: [{ field: 'grand_total; drop table users', type: 'asc' }] },
    { company_id: 2 },
  ];
  it('every report call answers 200 or 422, never 500', { timeout: 600_000 }, async () => {
    const crashes: string[] = [];
    for (const call of REPORT_CALLS)
      for (const bad of BAD) {
        const r = await report(call, bad);
        if (![200, 404, 422].includes(r.http)) crashes.push(`${call.url} ${JSON.stringify(bad)} → ${r.http} ${r.msg}`);
      }
    expect(crashes).toEqual([]);
  });
  it('every dashboard widget answers 200 or 422, never 500', { timeout: 600_000 }, async () => {
    const crashes: string[] = [];
    for (const w of Object.keys(DASHBOARD_WIDGETS) as DashboardWidget[])
      for (const bad of BAD.filter((b) => !('vendor_id' in b || 'search' in b || 'status' in b || 'columnFilters' in b || 'sort' in b || 'is_paid' in b))) {
        const params = Object.fromEntries(Object.entries(bad).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
        for (const id of w === 'stock_per_product_detail' ? [ids.a, 2_147_483_648, -1] : [ids.a]) {
          const r = await widget(w, params, ctx.admin, id);
          if (![200, 404, 422].includes(r.http)) crashes.push(`${w} ${JSON.stringify(bad)} id ${id} → ${r.http} ${r.msg}`);
        }
      }
    expect(crashes).toEqual([]);
  });
  it('a reversed period, an impossible day and a 50-year period are refused at the field', async () => {
    for (const call of REPORT_CALLS.filter((c) => !c.url.includes('rule') && !c.url.includes('seller_options'))) {
      for (const bad of [
        { date_start: '2026-03-01', date_end: '2026-02-01' },
        { date_start: '2026-02-30', date_end: '2026-03-01' },
        { date_start: '1980-01-01', date_end: '2030-01-01' },
      ]) {
        const r = await report(call, bad);
        expect(r.http, `${call.url} ${JSON.stringify(bad)}: ${JSON.stringify(r.data)?.slice(0, 200)}`).toBe(422);
      }
    }
  });
});

/** Every figure of an answer that is a number, for "no figures of theirs" checks. */
const moneyOf = (v: unknown): number[] =>
  typeof v === 'number' ? [v] : v && typeof v === 'object' ? Object.values(v as Record<string, unknown>).flatMap(moneyOf) : [];

describe('company isolation and warehouse scope', () => {
  it("another company passing company 1's ids gets no rows and no figures of company 1", async () => {
    const idsOf1 = [{ gudang_id: 1 }, { member_id: ids.member }, { seller_id: 1 }, { product_id: ids.big }, { vendor_id: ids.vendor }, { order_id: ids.o3[0] }];
    for (const call of REPORT_CALLS)
      for (const x of idsOf1) {
        const r = await report(call, { ...period, ...x }, other);
        expect([200, 422], `${call.url} ${JSON.stringify(x)} ${r.http}`).toContain(r.http);
        if (r.http === 200) {
          const figures = moneyOf(r.data);
          expect(
            figures.filter((v) => v >= BIG_ORDER || v === 13_000 || v === 10_000 || v === 5_439),
            `${call.url} ${JSON.stringify(x)}`,
          ).toEqual([]);
        }
      }
    for (const w of Object.keys(DASHBOARD_WIDGETS) as DashboardWidget[]) {
      const r = await widget(w, { ...period }, other, ids.big);
      expect([200, 404], `${w} ${r.http}`).toContain(r.http);
      if (r.http === 200)
        expect(
          moneyOf(r.data).filter((v) => v >= BIG_ORDER || v === 13_000),
          w,
        ).toEqual([]);
    }
  });

  it("company 1 passing another company's warehouse or user is refused or gets nothing of theirs", async () => {
    for (const call of REPORT_CALLS.filter((x) => !['/report/sales/seller_options', '/report/bonus/rule/list'].includes(x.url))) {
      const r = await report(call, { ...period, gudang_id: otherCompany.warehouseIds[0] });
      expect(r.http, call.url).toBe(422);
    }
    for (const w of ['total_rp_penjualan', 'stock_per_product'] as DashboardWidget[])
      expect((await widget(w, { gudang_id: otherCompany.warehouseIds[0] })).http, w).toBe(422);
    // A bonus rule for another company's user is refused at ref_id.
    const rule = await post('/report/bonus/rule/save', { scope: 'seller', ref_id: otherCompany.adminUserId, percent: 5 });
    expect(rule.http).toBe(422);
    expect(rule.errors).toHaveProperty('ref_id');
    const detail = await post('/report/bonus/sales/detail', { ...period, seller_id: otherCompany.adminUserId });
    expect(detail.http).toBe(200);
    expect(JSON.stringify(detail.data)).not.toContain('serang_lain');
    expect(detail.data.total).toBe(0);
  });

  it('group 6 (only Gudang Cabang) passing Gudang Utama is refused; without it, only Gudang Cabang figures', async () => {
    const c = g6.client;
    const withG1: string[] = [];
    // seller_options and the bonus rules take no warehouse.
    for (const call of REPORT_CALLS.filter((x) => !['/report/sales/seller_options', '/report/bonus/rule/list'].includes(x.url))) {
      const r = await report(call, { ...period, gudang_id: 1 }, c);
      if (r.http === 403) continue; // no route for the group
      if (r.http !== 422) withG1.push(`${call.url} → ${r.http}`);
      const all = await report(call, period, c);
      expect(all.http, call.url).toBe(200);
      expect(
        moneyOf(all.data).filter((v) => v >= BIG_ORDER || v === 10_000 || v === 13_000),
        `${call.url}: ${JSON.stringify(all.data).slice(0, 300)}`,
      ).toEqual([]);
    }
    expect(withG1).toEqual([]);
    const omzet = await post('/report/omzet/summary', period, c);
    expect(JSON.stringify(omzet.data)).toContain('3000');
  });
});

describe('roles', () => {
  /** The report calls' roles (spec-1 §6 as routes.ts gives them): group ids allowed. */
  const REPORT_SALES = [1, 2, 3, 6];
  const STOCK_REPORT = [1, 3, 4, 6, 8];
  const expected = (url: string) => (url === '/report/sales/list_pembelian' ? [...new Set([...REPORT_SALES, ...STOCK_REPORT])] : REPORT_SALES);

  it('each group reaches exactly the report calls of its routes; the others answer 403', async () => {
    const wrong: string[] = [];
    for (let group = 2; group <= 10; group++) {
      const c = group === 6 ? g6.client : group === 10 ? partner.client : (await userWithGroup(ctx.admin, group)).client;
      for (const call of REPORT_CALLS) {
        if (call.url === '/report/bonus/rule/list') continue;
        const r = await report(call, period, c);
        const want = expected(call.url).includes(group) ? 200 : 403;
        if (r.http !== want) wrong.push(`group ${group} ${call.url} → ${r.http}, expected ${want}`);
      }
      for (const url of EXPORT_CALLS) {
        const res = await fetch(`${ctx.server.url}${url}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(period),
        });
        const want = expected(url.replace('excel_pembelian', 'list_pembelian')).includes(group) ? 200 : 403;
        if (res.status !== want) wrong.push(`group ${group} ${url} → ${res.status}, expected ${want}`);
        await res.arrayBuffer();
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a partner whose group was granted the report pages sees no company figures', async () => {
    const groups = (await post('/group/list', { perPage: 50 })).data.data as { group_id: number; group_name: string; privileges?: string[] }[];
    const sales = groups.find((g) => g.group_name === 'Sales');
    expect(sales).toBeDefined();
    const current = (
      (await owner().execute(sql`select privileges from groups where group_id = ${sales?.group_id} and company_id = 1`)).rows[0] as {
        privileges: string[];
      }
    ).privileges;
    const grant = ['reportSales', 'reportOmzet', 'reportBonusSales', 'reportBonusSalesDetail', 'reportBestSeller', 'reportMargin', 'reportKonsinyasi'];
    const r = await post('/group/update_privilege', { group_id: sales?.group_id, privileges: [...current, ...grant] });
    expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
    try {
      const c = (await userWithGroup(ctx.admin, 10)).client;
      const leaks: string[] = [];
      for (const call of REPORT_CALLS) {
        const a = await report(call, period, c);
        if (a.http === 403) continue;
        const seen = moneyOf(a.data).filter((v) => v >= BIG_ORDER || v === 10_000 || v === 13_000 || v === 5_439);
        if (seen.length) leaks.push(`${call.url}: ${seen.join(', ')}`);
      }
      expect(leaks).toEqual([]);
      // Consignment debts are company figures: refused.
      expect((await post('/report/konsinyasi/list', period, c)).http).toBe(403);
    } finally {
      await owner().execute(sql`update groups set privileges = ${JSON.stringify(current)}::jsonb where group_id = ${sales?.group_id} and company_id = 1`);
    }
  });
});

describe('Excel', () => {
  async function sheet(url: string, body: Record<string, unknown>, c: Client = ctx.admin) {
    const res = await fetch(`${ctx.server.url}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const buf = Buffer.from(await res.arrayBuffer());
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as never);
    const rows: unknown[][] = [];
    wb.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { rows, buf };
  }
  it('the sales file reads back, its TOTAL row carries the trillions exactly, as on screen', async () => {
    const { rows } = await sheet('/report/sales/excel', period);
    const total = rows[rows.length - 1];
    expect(total, JSON.stringify(rows.slice(-2))).toContain(BIG_TOTAL + 13_000);
  });
  it('the margin file carries the trillions exactly', async () => {
    const { rows } = await sheet('/report/margin/excel', { ...period, group_by: 'invoice' });
    const total = rows[rows.length - 1];
    expect(total, JSON.stringify(rows.slice(-2))).toContain(BIG_TOTAL + 13_000);
  });
  it('the files of group 6 and of another company hold none of the figures they may not see', async () => {
    for (const url of ['/report/sales/excel', '/report/omzet/excel', '/report/bonus/sales/excel', '/report/bestseller/excel', '/report/margin/excel'])
      for (const c of [g6.client, other]) {
        const { rows } = await sheet(url, period, c);
        const seen = rows.flat().filter((v) => typeof v === 'number' && (v >= BIG_ORDER || v === 10_000 || v === 13_000));
        expect(seen, url).toEqual([]);
      }
    const { rows } = await sheet('/report/sales/excel_pembelian', period, other);
    expect(rows.flat().filter((v) => v === 5_439)).toEqual([]);
  });
});
