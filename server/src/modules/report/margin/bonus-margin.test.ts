import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { downloadXlsx } from '../report-test-kit.js';
import { shipSalesOrder } from '../../sales/order/commands/transition-sales-order.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { rebuildSalesFacts } from '../facts/commands/refresh-sales-facts.js';
import { useSoundSalesFacts } from '../facts/sales-facts-test-kit.js';
import { jakartaToday as todayWib } from '@bo/contract';

/*
 * Bonus Sales, Produk Terlaris and Laba Kotor on a small data set worked by hand (issue 23).
 *
 * Stock (Gudang Utama): Obat A 50 Strip at 1.000 and 50 at 1.300 → moving average 1.150; Obat B 40 Strip at 2.500.
 * Prices: A 2.000, B 5.000 per Strip. Config: stock leaves at the order ('1'), PPN 11 % on top.
 *   O1 admin, Toko Gold (member type Gold): A 10 = 20.000, B 5 = 25.000 → DPP 45.000; cost 11.500 + 12.500.
 *      Shipped, then 4 Strip A returned: returned revenue 20.000 × 4/10 = 8.000, cost 11.500 × 6/10 = 6.900.
 *      Net 37.000, cost 19.400, margin 17.600 (47,57 %).
 *   O2 admin, walk-in, PPN order, order discount 1.000: A 20 = 40.000 → DPP 39.000; cost 23.000, margin 16.000 (41,03 %).
 *   O3 seller S (SPV Sales), Toko Gold, dated last month: B 10 = 50.000; cost 25.000, margin 25.000 (50 %).
 *   O4 admin, walk-in, stock leaving at shipment ('0'), not shipped: A 5 = 10.000, not costed (uncosted 10.000).
 * Period: the first day of last month to today (last month whole from sales_monthly, this month's days from sales_daily).
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const post = (url: string, body: Record<string, unknown> = {}, c: Client = ctx.admin) => c.post(url, body, { json: true });
const today = todayWib();
const lastMonthStart = (() => {
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7));
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
})();
const lastMonthDay = `${lastMonthStart.slice(0, 8)}15`;
const period = { date_start: lastMonthStart, date_end: today };
const ids = { a: 0, b: 0, gold: 0, member: 0, o1: 0, o2: 0, o3: 0, o4: 0, seller: 0, category: 0 };
let seller: Client;

async function download(url: string, body: Record<string, unknown>, c: Client = ctx.admin) {
  const sheet = await downloadXlsx(ctx.server.url, c.token, url, body);
  return sheet;
}

async function order(body: Record<string, unknown>, c: Client = ctx.admin) {
  const o = await post('/purchase_order/add_stored', { gudang_id: 1, ...body }, c);
  expect(o.http, JSON.stringify(o.errors)).toBe(200);
  return o.data as { order_id: number; grand_total: number; stock_taken: number };
}

beforeAll(async () => {
  await post('/stock_reduction/stored_config', { config_stock_reduction: '1' });
  await post('/config/stored_config_ppn', { config_ppn: '11' });
  await post('/config/stored_config_show_ppn', { config_show_ppn: '0' });
  ids.a = (await kit.makeProduct('Obat A Laba')).product_id;
  ids.b = (await kit.makeProduct('Obat B Laba')).product_id;
  await kit.move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.a, qty: 50, unit_cost: 1000 }] });
  await kit.move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.a, qty: 50, unit_cost: 1300 },
      { gudang_id: 1, product_id: ids.b, qty: 40, unit_cost: 2500 },
    ],
  });
  expect(await kit.avgCost(ids.a, 1)).toBe(1150);
  for (const [product_id, price] of [
    [ids.a, 2000],
    [ids.b, 5000],
  ])
    expect((await post('/product_price/stored', { product_id, gudang_id: 0, product_price_sale: price, grosir: [] })).http).toBe(200);
  // Etalase 'Analgesik' for A; B has none.
  const cat = await owner().execute(sql`insert into master_category (company_id, category_name) values (1, 'Analgesik') returning category_id`);
  ids.category = Number((cat.rows[0] as { category_id: number }).category_id);
  await owner().execute(
    sql`update product_main set main_category_id = ${ids.category} where main_id = (select main_id from product where product_id = ${ids.a})`,
  );
  expect((await post('/member_type/stored', { member_type_name: 'Gold' })).http).toBe(200);
  ids.gold = Number(
    ((await owner().execute(sql`select member_type_id from master_member_type where member_type_name = 'Gold'`)).rows[0] as { member_type_id: number })
      .member_type_id,
  );
  const m = await post('/member/create_stored', { member_name: 'Toko Gold', member_phone: '081234500001', member_type_id: ids.gold });
  expect(m.http, JSON.stringify(m.errors)).toBe(200);
  ids.member = Number(
    ((await owner().execute(sql`select member_id from master_member where member_name = 'Toko Gold'`)).rows[0] as { member_id: number }).member_id,
  );
  const s = await userWithGroup(ctx.admin, 2, 'sales_bonus');
  seller = s.client;
  ids.seller = s.userId;

  const o1 = await order({
    member_id: ids.member,
    lines: [
      { product_id: ids.a, unit: 'kecil', qty: 10 },
      { product_id: ids.b, unit: 'kecil', qty: 5 },
    ],
  });
  expect(o1).toMatchObject({ grand_total: 45000, stock_taken: 1 });
  ids.o1 = o1.order_id;
  const o2 = await order({ customer_name: 'Pak Budi', is_ppn_jual: 1, order_discount: 1000, lines: [{ product_id: ids.a, unit: 'kecil', qty: 20 }] });
  expect(o2.grand_total).toBe(39000 + 4290);
  ids.o2 = o2.order_id;
  const o3 = await order({ member_id: ids.member, lines: [{ product_id: ids.b, unit: 'kecil', qty: 10 }] }, seller);
  expect(o3.grand_total).toBe(50000);
  ids.o3 = o3.order_id;
  await owner().execute(sql`update sales_order set order_date = ${lastMonthDay}::date where order_id = ${ids.o3}`);

  // O1 shipped, then 4 Strip of A come back.
  expect((await post('/purchase_order/update_status', { order_id: ids.o1, action: 'pick' })).http).toBe(200);
  await kit.asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: ids.o1 }));
  const lineA = Number(
    ((await owner().execute(sql`select line_id from sales_order_line where order_id = ${ids.o1} and product_id = ${ids.a}`)).rows[0] as { line_id: number })
      .line_id,
  );
  const r = await post('/retur/konsumen/add_stored', {
    order_id: ids.o1,
    gudang_id: 1,
    lines: [{ order_line_id: lineA, qty: 4, unit: 'kecil', reason: 'Rusak' }],
  });
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  expect((await post('/retur/konsumen/update_status_stored', { retur_konsumen_id: r.data.retur_konsumen_id, status: 'disetujui' })).http).toBe(200);

  await post('/stock_reduction/stored_config', { config_stock_reduction: '0' });
  const o4 = await order({ customer_name: 'Bu Sari', lines: [{ product_id: ids.a, unit: 'kecil', qty: 5 }] });
  expect(o4.stock_taken).toBe(0);
  ids.o4 = o4.order_id;
  await post('/stock_reduction/stored_config', { config_stock_reduction: '1' });
  // The order date was moved by hand above (the commands keep the facts, this edit is outside them): the facts are worked out again.
  await rebuildSalesFacts(owner());
});

describe('Laba Kotor', () => {
  it('answers revenue, cost at the moving average, margin and margin % per invoice, and what is not costed yet', async () => {
    const r = await post('/report/margin/list', { ...period, group_by: 'invoice' });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data.total).toBe(4);
    const row = (id: number) => r.data.data.find((x: { key: number }) => x.key === id);
    expect(row(ids.o1)).toMatchObject({
      extra: 'Toko Gold',
      net_revenue: 37000,
      revenue_costed: 37000,
      uncosted_revenue: 0,
      cost: 19400,
      margin: 17600,
      margin_pct: 47.57,
    });
    expect(row(ids.o2)).toMatchObject({ extra: 'Pak Budi', net_revenue: 39000, revenue_costed: 39000, cost: 23000, margin: 16000, margin_pct: 41.03 });
    expect(row(ids.o3)).toMatchObject({ order_date: lastMonthDay, net_revenue: 50000, cost: 25000, margin: 25000, margin_pct: 50 });
    expect(row(ids.o4)).toMatchObject({ net_revenue: 10000, revenue_costed: 0, uncosted_revenue: 10000, cost: 0, margin: 0, margin_pct: null });
    // Oldest first: O3 of last month leads.
    expect(r.data.data[0].key).toBe(ids.o3);
    expect(r.data.totals).toEqual({ net_revenue: 136000, revenue_costed: 126000, uncosted_revenue: 10000, cost: 67400, margin: 58600, margin_pct: 46.51 });
  });

  it('groups by product, etalase, customer, seller, day and month with the same totals', async () => {
    const product = await post('/report/margin/list', { ...period, group_by: 'product' });
    const a = product.data.data.find((x: { key: number }) => x.key === ids.a);
    const b = product.data.data.find((x: { key: number }) => x.key === ids.b);
    expect(a).toMatchObject({
      label: 'Obat A Laba',
      qty_net: 31,
      net_revenue: 61000,
      revenue_costed: 51000,
      uncosted_revenue: 10000,
      cost: 29900,
      margin: 21100,
      margin_pct: 41.37,
    });
    expect(b).toMatchObject({ qty_net: 15, net_revenue: 75000, revenue_costed: 75000, cost: 37500, margin: 37500, margin_pct: 50 });
    expect(product.data.data.map((x: { key: number }) => x.key)).toEqual([ids.b, ids.a]);
    const category = await post('/report/margin/list', { ...period, group_by: 'category' });
    expect(category.data.data).toMatchObject([
      { key: 0, label: 'Tanpa etalase', net_revenue: 75000, cost: 37500 },
      { key: ids.category, label: 'Analgesik', net_revenue: 61000, cost: 29900 },
    ]);
    const onlyA = await post('/report/margin/list', { ...period, group_by: 'category', main_category_id: ids.category });
    expect(onlyA.data.totals).toMatchObject({ net_revenue: 61000, cost: 29900, margin: 21100 });
    const customer = await post('/report/margin/list', { ...period, group_by: 'customer' });
    expect(customer.data.data).toMatchObject([
      { key: ids.member, label: 'Toko Gold', net_revenue: 87000, cost: 44400, margin: 42600 },
      { key: 0, label: 'Pelanggan umum (tanpa kontak)', net_revenue: 49000, revenue_costed: 39000, uncosted_revenue: 10000, cost: 23000 },
    ]);
    const bySeller = await post('/report/margin/list', { ...period, group_by: 'seller' });
    expect(bySeller.data.data).toMatchObject([
      { key: 1, net_revenue: 86000, cost: 42400, margin: 33600 },
      { key: ids.seller, label: 'Pengguna sales_bonus', net_revenue: 50000, cost: 25000 },
    ]);
    const month = await post('/report/margin/list', { ...period, group_by: 'month' });
    expect(month.data.data).toMatchObject([
      { key: lastMonthStart, label: lastMonthStart.slice(0, 7), net_revenue: 50000, cost: 25000 },
      { key: `${today.slice(0, 8)}01`, net_revenue: 86000, revenue_costed: 76000, cost: 42400 },
    ]);
    const day = await post('/report/margin/list', { ...period, group_by: 'day' });
    expect(day.data.data.map((x: { key: string }) => x.key)).toEqual([lastMonthDay, today]);
    for (const g of [product, category, customer, bySeller, month, day])
      expect(g.data.totals).toMatchObject({ net_revenue: 136000, cost: 67400, margin: 58600 });
    // This month only (the default period): O3 of last month is out.
    const now = await post('/report/margin/list', { group_by: 'seller' });
    expect(now.data.totals).toMatchObject({ net_revenue: 86000, cost: 42400 });
  });

  it("pages the invoices: ties on the day give every order exactly once, the count is the sums' count", async () => {
    // O1, O2 and O4 share today: pages 2 to 4 of one row each fall on the tie, ordered by order id.
    const sums = await post('/report/omzet/summary', period);
    expect(sums.http, JSON.stringify(sums.errors)).toBe(200);
    for (const [dir, expected] of [
      ['asc', [ids.o3, ids.o1, ids.o2, ids.o4]],
      ['desc', [ids.o4, ids.o2, ids.o1, ids.o3]],
    ] as const) {
      const seen: number[] = [];
      for (let page = 1; page <= 5; page++) {
        const r = await post('/report/margin/list', { ...period, group_by: 'invoice', sort_dir: dir, page, perPage: 1 });
        expect(r.http, JSON.stringify(r.errors)).toBe(200);
        expect(r.data.total).toBe(sums.data.current.totals.orders);
        expect(r.data.totals).toEqual({ net_revenue: 136000, revenue_costed: 126000, uncosted_revenue: 10000, cost: 67400, margin: 58600, margin_pct: 46.51 });
        seen.push(...r.data.data.map((x: { key: number }) => x.key));
      }
      expect(seen).toEqual(expected);
    }
    // Pages 2 and 3 of two rows: the tie split across them, nothing twice.
    const p2 = await post('/report/margin/list', { ...period, group_by: 'invoice', page: 2, perPage: 2 });
    const p3 = await post('/report/margin/list', { ...period, group_by: 'invoice', page: 3, perPage: 2 });
    expect(p2.data.data.map((x: { key: number }) => x.key)).toEqual([ids.o2, ids.o4]);
    expect(p3.data).toMatchObject({ data: [], total: 4 });
    // Another sort (the whole statement): the same rows, figures and totals.
    const byMargin = await post('/report/margin/list', { ...period, group_by: 'invoice', sort: 'margin', perPage: 10 });
    const byDate = await post('/report/margin/list', { ...period, group_by: 'invoice', perPage: 10 });
    expect(byMargin.data.data.map((x: { key: number }) => x.key)).toEqual([ids.o3, ids.o1, ids.o2, ids.o4]);
    expect([...byMargin.data.data].sort((a: { key: number }, b: { key: number }) => a.key - b.key)).toEqual(
      [...byDate.data.data].sort((a: { key: number }, b: { key: number }) => a.key - b.key),
    );
    expect(byMargin.data.totals).toEqual(byDate.data.totals);
    expect(byMargin.data.total).toBe(byDate.data.total);
  });

  it('exports the same rows and the same total as the screen', async () => {
    const x = await download('/report/margin/excel', { ...period, group_by: 'invoice' });
    expect(x.name).toBe('Laba Kotor per Tagihan');
    expect(x.header).toEqual([
      'No. Tagihan',
      'Tanggal',
      'Pelanggan',
      'Penjualan Bersih (DPP)',
      'Belum Keluar Gudang',
      'Penjualan Terhitung HPP',
      'HPP',
      'Laba Kotor',
      'Margin (%)',
    ]);
    expect(x.rows).toHaveLength(5);
    expect(x.rows.at(-1)).toEqual(['TOTAL', null, null, 136000, 10000, 126000, 67400, 58600, 46.51].map((v) => v ?? undefined));
  });

  it('refuses bad filters at the field', async () => {
    const bad = await post('/report/margin/list', { group_by: 'week', date_start: '2026-02-10', date_end: '2026-02-01' });
    expect(bad.http).toBe(422);
    expect(Object.keys(bad.errors ?? {})).toEqual(['group_by']);
    const reversed = await post('/report/margin/list', { date_start: '2026-02-10', date_end: '2026-02-01' });
    expect(reversed.errors).toEqual({ date_start: ['Tanggal mulai tidak boleh setelah tanggal akhir'] });
    const cat = await post('/report/margin/list', { group_by: 'seller', main_category_id: ids.category });
    expect(cat.errors).toEqual({ main_category_id: ['Filter etalase hanya untuk kelompok produk atau etalase'] });
  });
});

describe('Produk Terlaris', () => {
  it('ranks variants by net quantity and by net revenue', async () => {
    const byQty = await post('/report/bestseller/list', period);
    expect(byQty.http, JSON.stringify(byQty.errors)).toBe(200);
    expect(byQty.data.data).toMatchObject([
      {
        rank: 1,
        product_id: ids.a,
        product_name: 'Obat A Laba',
        category_name: 'Analgesik',
        qty: 35,
        qty_returned: 4,
        qty_net: 31,
        net_revenue: 61000,
        rank_revenue: 2,
      },
      { rank: 2, product_id: ids.b, category_name: null, qty: 15, qty_net: 15, revenue: 75000, net_revenue: 75000, rank_qty: 2, rank_revenue: 1 },
    ]);
    expect(byQty.data.totals).toEqual({ qty: 50, qty_returned: 4, qty_net: 46, revenue: 144000, returned_revenue: 8000, net_revenue: 136000 });
    const byRevenue = await post('/report/bestseller/list', { ...period, order_by: 'revenue' });
    expect(byRevenue.data.data.map((x: { product_id: number; rank: number }) => [x.product_id, x.rank])).toEqual([
      [ids.b, 1],
      [ids.a, 2],
    ]);
    const ofSeller = await post('/report/bestseller/list', { ...period, seller_id: ids.seller });
    expect(ofSeller.data.data).toMatchObject([{ product_id: ids.b, qty_net: 10, net_revenue: 50000 }]);
    expect((await post('/report/bestseller/category_options')).data).toEqual([{ value: ids.category, label: 'Analgesik' }]);
    const ofCategory = await post('/report/bestseller/list', { ...period, main_category_id: ids.category });
    expect(ofCategory.data.total).toBe(1);
  });

  it('exports every ranked row and the total row', async () => {
    const x = await download('/report/bestseller/excel', period);
    expect(x.name).toBe('Produk Terlaris');
    expect(x.rows).toHaveLength(3);
    const total = x.rows.at(-1) as unknown[];
    expect([total[1], total[5], total[6], total[7], total[8], total[9], total[10]]).toEqual(['TOTAL', 50, 4, 46, 144000, 8000, 136000]);
  });
});

describe('Bonus Sales', () => {
  it('answers no bonus without rules', async () => {
    const r = await post('/report/bonus/sales', period);
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data.total).toEqual({ orders: 4, revenue: 144000, returned_revenue: 8000, net_revenue: 136000, bonus: 0 });
    expect(r.data.data.every((x: { rule_label: string }) => x.rule_label === 'Tanpa aturan')).toBe(true);
  });

  it('lets the superuser set rules: seller > member type > default, refused per field', async () => {
    const save = (body: Record<string, unknown>, c: Client = ctx.admin) => post('/report/bonus/rule/save', body, c);
    expect((await save({ scope: 'default', percent: 1 })).http).toBe(200);
    expect((await save({ scope: 'member_type', ref_id: ids.gold, percent: 3 })).http).toBe(200);
    const s = await save({ scope: 'seller', ref_id: ids.seller, percent: 2, min_target: 60000 });
    expect(s.http).toBe(200);
    const dup = await save({ scope: 'default', percent: 2 });
    expect(dup.errors).toEqual({ ref_id: ['Aturan bawaan sudah ada: ubah aturan itu'] });
    const bad = await save({ scope: 'member_type', ref_id: 999999, percent: 101 });
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['percent']);
    expect((await save({ scope: 'member_type', ref_id: 999999, percent: 5 })).errors).toEqual({ ref_id: ['Tipe member tidak ditemukan'] });
    expect((await save({ scope: 'seller', ref_id: 999999, percent: 5 })).errors).toEqual({ ref_id: ['Sales tidak ditemukan'] });
    const list = await post('/report/bonus/rule/list');
    expect(list.data.data).toMatchObject([
      { scope: 'seller', ref_id: ids.seller, ref_name: 'Pengguna sales_bonus', percent: 2, min_target: 60000 },
      { scope: 'member_type', ref_id: ids.gold, ref_name: 'Gold', percent: 3 },
      { scope: 'default', ref_id: 0, percent: 1 },
    ]);
  });

  it('works each seller out: member type Gold 3 %, the rest 1 %, the seller rule missed its target', async () => {
    const r = await post('/report/bonus/sales', period);
    // Admin: Toko Gold 37.000 × 3 % = 1.110, walk-ins (39.000 + 10.000) × 1 % = 490. Seller S: 50.000 < target 60.000 → 0.
    expect(r.data.data).toMatchObject([
      {
        seller_id: 1,
        orders: 3,
        revenue: 94000,
        returned_revenue: 8000,
        net_revenue: 86000,
        bonus: 1600,
        target_met: true,
        parts: [
          { scope: 'member_type', ref_id: ids.gold, net_revenue: 37000, bonus: 1110 },
          { scope: 'default', net_revenue: 49000, bonus: 490 },
        ],
      },
      { seller_id: ids.seller, net_revenue: 50000, bonus: 0, target_met: false, rule_label: 'Sales: 2%, target Rp 60.000' },
    ]);
    expect(r.data.total.bonus).toBe(1600);
    const rule = (await post('/report/bonus/rule/list')).data.data[0];
    expect((await post('/report/bonus/rule/save', { ...rule, min_target: 50000 })).http).toBe(200);
    const met = await post('/report/bonus/sales', { ...period, seller_id: ids.seller });
    expect(met.data.data).toMatchObject([{ seller_id: ids.seller, bonus: 1000, target_met: true }]);
  });

  it('details a seller per invoice, the invoices adding up to the seller’s bonus', async () => {
    const d = await post('/report/bonus/sales/detail', { ...period, seller_id: 1 });
    expect(d.http, JSON.stringify(d.errors)).toBe(200);
    expect(d.data.seller).toMatchObject({ seller_id: 1, bonus: 1600 });
    expect(d.data.total).toBe(3);
    const byId = (id: number) => d.data.data.find((x: { order_id: number }) => x.order_id === id);
    // The default part's 490 shared over O2 and O4 by net revenue: 490 × 39/49 = 390, the rest 100.
    expect(byId(ids.o1)).toMatchObject({ customer_name: 'Toko Gold', member_type_name: 'Gold', net_revenue: 37000, percent: 3, bonus: 1110 });
    expect(byId(ids.o2)).toMatchObject({ net_revenue: 39000, percent: 1, bonus: 390 });
    expect(byId(ids.o4)).toMatchObject({ net_revenue: 10000, bonus: 100 });
    const x = await download('/report/bonus/sales/excel', { ...period, seller_id: 1, detail: 1 });
    expect(x.name).toBe('Detail Bonus Sales');
    expect(x.rows).toHaveLength(4);
    expect((x.rows.at(-1) as unknown[]).slice(5)).toEqual([94000, 8000, 86000, undefined, 1600]);
  });

  it('exports the sellers with the screen total', async () => {
    const screen = await post('/report/bonus/sales', period);
    const x = await download('/report/bonus/sales/excel', period);
    expect(x.name).toBe('Bonus Sales');
    expect(x.rows).toHaveLength(3);
    expect(x.rows.at(-1)).toEqual(['TOTAL', 4, 144000, 8000, 136000, undefined, undefined, screen.data.total.bonus]);
    expect(screen.data.total.bonus).toBe(2600);
  });

  it('deletes a rule: its sales fall to the next rule', async () => {
    const rule = (await post('/report/bonus/rule/list')).data.data[0];
    expect((await post('/report/bonus/rule/delete', { bonus_rule_id: rule.bonus_rule_id })).http).toBe(200);
    const r = await post('/report/bonus/sales', { ...period, seller_id: ids.seller });
    // Toko Gold's member type: 50.000 × 3 %.
    expect(r.data.data).toMatchObject([{ bonus: 1500, parts: [{ scope: 'member_type' }] }]);
    expect((await post('/report/bonus/rule/delete', { bonus_rule_id: rule.bonus_rule_id })).http).toBe(404);
  });
});

describe('who may see the reports', () => {
  it('refuses the roles without the report pages and the rules to all but the superuser', async () => {
    const whs = (await userWithGroup(ctx.admin, 8)).client;
    for (const url of [
      '/report/bonus/sales',
      '/report/bonus/sales/detail',
      '/report/bestseller/list',
      '/report/bestseller/category_options',
      '/report/margin/list',
      '/report/margin/excel',
      '/report/bonus/rule/list',
    ])
      expect((await post(url, { seller_id: 1 }, whs)).http, url).toBe(403);
    expect((await post('/report/margin/list', period, seller)).http).toBe(200);
    expect((await post('/report/bonus/rule/save', { scope: 'default', percent: 5 }, seller)).http).toBe(403);
    expect((await post('/report/bonus/rule/list', {}, seller)).http).toBe(200);
  });

  it('shows a warehouse-restricted user (group 6) only its warehouses', async () => {
    const fin = await userWithGroup(ctx.admin, 6);
    await owner().execute(sql`insert into user_gudang_access (company_id, user_id, gudang_id) values (1, ${fin.userId}, 2)`);
    const none = await post('/report/margin/list', { ...period, group_by: 'seller' }, fin.client);
    expect(none.http).toBe(200);
    expect(none.data.totals.net_revenue).toBe(0);
    expect((await post('/report/bestseller/list', period, fin.client)).data.total).toBe(0);
    expect((await post('/report/bonus/sales', period, fin.client)).data.total.net_revenue).toBe(0);
    expect((await post('/report/margin/list', { ...period, gudang_id: 1 }, fin.client)).errors).toEqual({ gudang_id: ['Gudang tidak ditemukan'] });
    await owner().execute(sql`insert into user_gudang_access (company_id, user_id, gudang_id) values (1, ${fin.userId}, 1)`);
    const all = await post('/report/margin/list', { ...period, group_by: 'seller', gudang_id: 1 }, fin.client);
    expect(all.data.totals).toMatchObject({ net_revenue: 136000, cost: 67400 });
  });
});
