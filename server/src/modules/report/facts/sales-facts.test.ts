import { jakartaToday } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { shipSalesOrder } from '../../sales/order/commands/transition-sales-order.js';
import { openCashierShift, receivingAccount } from '../../sales/cashier/cashier-test-kit.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { rebuildSalesFacts, refreshSalesFacts } from './commands/refresh-sales-facts.js';
import { salesPeriodRows } from './period.js';
import { expectSoundSalesFacts, salesFactsViolations } from './sales-facts-invariant.js';
import { useSoundSalesFacts } from './sales-facts-test-kit.js';

/*
 * The sales facts worked by hand over a small fixed data set (README.md has the rules): a PPN order
 * with an order discount, a batch product, a package and a line discount, edited (lines and date) and
 * then partly returned; an order without PPN whose stock leaves at shipment, paid in part; a cashier
 * sale by another seller; an order cancelled. The invariant is checked after each step (useSoundSalesFacts).
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const post = (path: string, body: Record<string, unknown>, c: Client = ctx.admin) => c.post(path, body, { json: true });
const ok = async (path: string, body: Record<string, unknown>, c: Client = ctx.admin) => {
  const r = await post(path, body, c);
  expect(r.http, `${path}: ${JSON.stringify(r.errors)}`).toBe(200);
  return r.data;
};
const config = async (path: string, body: Record<string, unknown>) => expect((await ctx.admin.post(path, body)).http).toBe(200);

const ids = { a: 0, b: 0, c: 0, d: 0, e: 0, pkg: 0, member: 0, bank: 0, order1: 0, order2: 0, cancelled: 0, sale: 0, lineB: 0, cashier: 0 };
let cashier: { client: Client; userId: number };
const today = jakartaToday();

/** Non-zero rows of an aggregate (or contribution) table, keys and the measures asked for, ordered by the keys. */
async function rows(table: string, keys: string[], measures: string[]) {
  const r = await owner().execute(
    sql.raw(`select ${keys.map((k) => (k === 'day' || k === 'month' ? `${k}::text as ${k}` : k)).join(', ')},
      ${measures.map((m) => (m === 'cost' ? `cost::float8 as cost` : `${m}::float8 as ${m}`)).join(', ')}
    from ${table} where ${measures.map((m) => `${m} <> 0`).join(' or ')} order by ${keys.join(', ')}`),
  );
  return r.rows.map((x) =>
    Object.fromEntries(
      Object.entries(x as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' && k !== 'day' && k !== 'month' ? Number(v) : v]),
    ),
  );
}
const ORDER_FIGURES = ['orders', 'revenue', 'ppn', 'grand_total', 'paid_amount', 'returned_value', 'returned_revenue', 'revenue_costed', 'cost'];
const daily = () => rows('sales_daily', ['day', 'gudang_id', 'seller_id', 'member_id'], ORDER_FIGURES);
const productDaily = () =>
  rows('sales_product_daily', ['day', 'product_id', 'seller_id'], ['lines', 'qty', 'qty_returned', 'revenue', 'returned_revenue', 'revenue_costed', 'cost']);

beforeAll(async () => {
  await config('/stock_reduction/stored_config', { config_stock_reduction: '1' });
  await config('/config/stored_config_ppn', { config_ppn: '11' });
  await config('/config/stored_config_show_ppn', { config_show_ppn: '0' });
  ids.a = (await kit.makeProduct('Fakta Amoxicillin')).product_id;
  ids.b = (await kit.makeProduct('Fakta Sirup', { expire: true })).product_id;
  ids.c = (await kit.makeProduct('Fakta Kasa')).product_id;
  ids.d = (await kit.makeProduct('Fakta Plester')).product_id;
  // A single-unit product: 1 Strip = 1 Strip.
  const units = (await post('/product/options', { lookup: 'kemasan' })).data as { label: string; value: number }[];
  const strip = units.find((u) => u.label === 'Strip')?.value;
  const e = await ctx.admin.post('/product/create_stored', {
    main_name: 'Fakta Termometer',
    product_satuan_besar: strip,
    product_isi: 1,
    product_satuan_kecil: strip,
    is_product_expire: '0',
  });
  expect(e.http, JSON.stringify(e.errors)).toBe(200);
  ids.e = e.data.product_id[0];
  // Moving-average costs: A 500, B (two batches 1.000 and 1.200) 1.100, C 300, D 700, E 2.000.
  await kit.move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.a, qty: 100, unit_cost: 500 },
      { gudang_id: 1, product_id: ids.b, qty: 10, unit_cost: 1000, batch: { batch_no: 'FK-1', expired_date: '2027-06-30' } },
      { gudang_id: 1, product_id: ids.b, qty: 10, unit_cost: 1200, batch: { batch_no: 'FK-2', expired_date: '2028-06-30' } },
      { gudang_id: 1, product_id: ids.c, qty: 100, unit_cost: 300 },
      { gudang_id: 1, product_id: ids.d, qty: 100, unit_cost: 700 },
      { gudang_id: 1, product_id: ids.e, qty: 50, unit_cost: 2000 },
    ],
  });
  for (const [product_id, price] of [
    [ids.a, 1000],
    [ids.b, 2000],
    [ids.c, 1500],
    [ids.d, 2500],
    [ids.e, 4000],
  ])
    await ok('/product_price/stored', { product_id, gudang_id: 0, product_price_sale: price, grosir: [] });
  ids.pkg = (
    await ok('/product_package/create_stored', {
      package_name: 'Paket Fakta',
      package_product: [
        { product_id: ids.c, package_qty: 2 },
        { product_id: ids.d, package_qty: 1 },
      ],
    })
  ).package_id;
  await ok('/member/create_stored', { member_name: 'Apotek Fakta', member_phone: '081234599001' });
  ids.member = ((await post('/member/index', { perPage: 50 })).data.data as { member_id: number; member_name: string }[]).find(
    (m) => m.member_name === 'Apotek Fakta',
  )?.member_id as number;
  ids.bank = await receivingAccount(ctx.admin);
  cashier = await userWithGroup(ctx.admin, 2);
  ids.cashier = cashier.userId;
});

describe('sales facts', () => {
  it('books a PPN order with an order discount, a batch product, a line discount and a package (stock at the order)', async () => {
    // A 2 Box = 20 × 1.000 = 20.000; B 3 Strip × 2.000 = 6.000 less 10 % = 5.400; package × 2 = C 4 × 1.500 = 6.000, D 2 × 2.500 = 5.000.
    // Subtotal 36.400 less 400 = dpp 36.000; PPN 11 % on top 3.960; shipping 5.000: grand total 44.960.
    const o = await ok('/purchase_order/add_stored', {
      customer_name: 'Apotek Fakta',
      member_id: ids.member,
      order_date: '2026-10-20',
      gudang_id: 1,
      is_ppn_jual: 1,
      order_discount: 400,
      shipping_cost: 5000,
      lines: [
        { product_id: ids.a, unit: 'besar', qty: 2 },
        { product_id: ids.b, unit: 'kecil', qty: 3, discount_type: 'percent', discount: 10 },
        { package_id: ids.pkg, qty: 2 },
      ],
    });
    expect(o).toMatchObject({ grand_total: 44960, stock_taken: 1 });
    ids.order1 = o.order_id;
    // Revenue shared by subtotal (cumulative): 36.000 × 20.000/36.400 = 19.780,2 → 19.780; × 25.400/36.400 = 25.120,9 → 25.121 (B 5.341);
    // × 31.400/36.400 = 31.054,9 → 31.055 (C 5.934); D 36.000 − 31.055 = 4.945. Cost: A 20 × 500, B 3 × 1.100, C 4 × 300, D 2 × 700: 15.900.
    expect(await productDaily()).toEqual([
      {
        day: '2026-10-20',
        product_id: ids.a,
        seller_id: 1,
        lines: 1,
        qty: 20,
        qty_returned: 0,
        revenue: 19780,
        returned_revenue: 0,
        revenue_costed: 19780,
        cost: 10000,
      },
      {
        day: '2026-10-20',
        product_id: ids.b,
        seller_id: 1,
        lines: 1,
        qty: 3,
        qty_returned: 0,
        revenue: 5341,
        returned_revenue: 0,
        revenue_costed: 5341,
        cost: 3300,
      },
      {
        day: '2026-10-20',
        product_id: ids.c,
        seller_id: 1,
        lines: 1,
        qty: 4,
        qty_returned: 0,
        revenue: 5934,
        returned_revenue: 0,
        revenue_costed: 5934,
        cost: 1200,
      },
      {
        day: '2026-10-20',
        product_id: ids.d,
        seller_id: 1,
        lines: 1,
        qty: 2,
        qty_returned: 0,
        revenue: 4945,
        returned_revenue: 0,
        revenue_costed: 4945,
        cost: 1400,
      },
    ]);
    expect(await daily()).toEqual([
      {
        day: '2026-10-20',
        gudang_id: 1,
        seller_id: 1,
        member_id: ids.member,
        orders: 1,
        revenue: 36000,
        ppn: 3960,
        grand_total: 44960,
        paid_amount: 0,
        returned_value: 0,
        returned_revenue: 0,
        revenue_costed: 36000,
        cost: 15900,
      },
    ]);
  });

  it('moves the order to its new day and figures when it is edited (lines and date)', async () => {
    // A 1 Box = 10.000: subtotal 26.400 less 400 = dpp 26.000, PPN 2.860, grand total 33.860.
    // Shares: 26.000 × 10.000/26.400 = 9.848,5 → 9.848; × 15.400/26.400 = 15.166,7 → 15.167 (B 5.319); × 21.400/26.400 = 21.075,8 → 21.076 (C 5.909); D 4.924.
    await ok('/purchase_order/update_stored', {
      order_id: ids.order1,
      customer_name: 'Apotek Fakta',
      member_id: ids.member,
      order_date: '2026-10-21',
      gudang_id: 1,
      is_ppn_jual: 1,
      order_discount: 400,
      shipping_cost: 5000,
      lines: [
        { product_id: ids.a, unit: 'besar', qty: 1 },
        { product_id: ids.b, unit: 'kecil', qty: 3, discount_type: 'percent', discount: 10 },
        { package_id: ids.pkg, qty: 2 },
      ],
    });
    expect(await daily()).toEqual([
      {
        day: '2026-10-21',
        gudang_id: 1,
        seller_id: 1,
        member_id: ids.member,
        orders: 1,
        revenue: 26000,
        ppn: 2860,
        grand_total: 33860,
        paid_amount: 0,
        returned_value: 0,
        returned_revenue: 0,
        revenue_costed: 26000,
        cost: 10900,
      },
    ]);
    expect((await productDaily()).map((r) => [r.day, r.product_id, r.revenue, r.cost])).toEqual([
      ['2026-10-21', ids.a, 9848, 5000],
      ['2026-10-21', ids.b, 5319, 3300],
      ['2026-10-21', ids.c, 5909, 1200],
      ['2026-10-21', ids.d, 4924, 1400],
    ]);
  });

  it('counts the cost of an order whose stock leaves at shipment only once it is shipped; a payment adds paid_amount', async () => {
    await config('/stock_reduction/stored_config', { config_stock_reduction: '0' });
    // No PPN: A 5 Strip = 5.000, E 3 × 4.000 = 12.000: dpp 17.000 = grand total.
    const o = await ok('/purchase_order/add_stored', {
      customer_name: 'Pak Budi',
      order_date: '2026-11-02',
      gudang_id: 1,
      is_ppn_jual: 0,
      lines: [
        { product_id: ids.a, unit: 'kecil', qty: 5 },
        { product_id: ids.e, unit: 'kecil', qty: 3 },
      ],
    });
    expect(o).toMatchObject({ grand_total: 17000, stock_taken: 0 });
    ids.order2 = o.order_id;
    const day2 = async () => (await daily()).find((r) => r.day === '2026-11-02');
    expect(await day2()).toMatchObject({ orders: 1, revenue: 17000, revenue_costed: 0, cost: 0, member_id: 0 });
    await ok('/purchase_order/update_status', { order_id: ids.order2, action: 'pick' });
    expect(await day2()).toMatchObject({ revenue_costed: 0, cost: 0 });
    await kit.asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: ids.order2 }));
    // A 5 × 500 = 2.500, E 3 × 2.000 = 6.000.
    expect(await day2()).toMatchObject({ revenue: 17000, revenue_costed: 17000, cost: 8500 });

    const pay = await ok('/payment/cs_submit_stored', { order_id: ids.order2, amount: 10000, payment_method: 'transfer', bank_id: ids.bank });
    expect(await day2()).toMatchObject({ paid_amount: 0 });
    await ok('/payment/finance_submit_stored', { payment_id: pay.payment_id, action: 'approve' });
    expect(await day2()).toMatchObject({ paid_amount: 10000, grand_total: 17000 });
  });

  it('drops a cancelled order', async () => {
    const o = await ok('/purchase_order/add_stored', {
      customer_name: 'Pak Budi',
      order_date: '2026-11-02',
      gudang_id: 1,
      lines: [{ product_id: ids.a, unit: 'kecil', qty: 7 }],
    });
    ids.cancelled = o.order_id;
    expect((await daily()).find((r) => r.day === '2026-11-02')).toMatchObject({ orders: 2, revenue: 24000 });
    await ok('/purchase_order/delete', { order_id: ids.cancelled, reason: 'Batal' });
    expect((await daily()).find((r) => r.day === '2026-11-02')).toMatchObject({ orders: 1, revenue: 17000, cost: 8500 });
    expect((await owner().execute(sql`select count(*)::int as n from sales_fact_order where order_id = ${ids.cancelled}`)).rows[0]).toEqual({ n: 0 });
  });

  it('books a cashier sale on its seller and today', async () => {
    const shift = await openCashierShift(ctx.admin, cashier.client);
    // A 2 Strip = 2.000 paid cash; cost 2 × 500.
    const s = await ok(
      '/purchase_order/add_stored',
      { is_pos: 1, gudang_id: 1, payment_method: 'cash', shift_id: shift, cash_received: 2000, lines: [{ product_id: ids.a, unit: 'kecil', qty: 2 }] },
      cashier.client,
    );
    ids.sale = s.order_id;
    expect((await daily()).find((r) => r.day === today && r.seller_id === ids.cashier)).toMatchObject({
      orders: 1,
      revenue: 2000,
      grand_total: 2000,
      paid_amount: 2000,
      revenue_costed: 2000,
      cost: 1000,
    });
    expect((await owner().execute(sql`select is_pos::int as is_pos from sales_fact_order where order_id = ${ids.sale}`)).rows[0]).toEqual({ is_pos: 1 });
  });

  it('takes a customer return off the order’s day: returned revenue, value and cost', async () => {
    await ok('/purchase_order/update_status', { order_id: ids.order1, action: 'pick' });
    await kit.asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: ids.order1 }));
    const lineB = (await owner().execute(sql`select line_id from sales_order_line where order_id = ${ids.order1} and product_id = ${ids.b}`)).rows[0] as {
      line_id: number;
    };
    // B 1 of 3 Strip. Against the invoice: goods 28.860 (26.000 + PPN) shared by subtotal: B 16.835 − 10.932 = 5.903; 1/3 → 1.967,7 → 1.968.
    const r = await ok('/retur/konsumen/add_stored', {
      order_id: ids.order1,
      gudang_id: 1,
      lines: [{ order_line_id: lineB.line_id, qty: 1, unit: 'kecil', reason: 'Rusak' }],
    });
    expect(r).toMatchObject({ refund_total: 1968 });
    // Nothing counts before approval.
    expect((await daily()).find((x) => x.day === '2026-10-21')).toMatchObject({ returned_value: 0, returned_revenue: 0 });
    await ok('/retur/konsumen/update_status_stored', { retur_konsumen_id: r.retur_konsumen_id, status: 'disetujui' });
    // Revenue B 5.319 × 1/3 = 1.773; cost B 3.300 × 2/3 = 2.200: order cost 5.000 + 2.200 + 1.200 + 1.400 = 9.800;
    // revenue_costed 26.000 − 1.773 = 24.227: margin 14.427.
    expect(await daily()).toEqual([
      {
        day: '2026-10-21',
        gudang_id: 1,
        seller_id: 1,
        member_id: ids.member,
        orders: 1,
        revenue: 26000,
        ppn: 2860,
        grand_total: 33860,
        paid_amount: 0,
        returned_value: 1968,
        returned_revenue: 1773,
        revenue_costed: 24227,
        cost: 9800,
      },
      {
        day: '2026-11-02',
        gudang_id: 1,
        seller_id: 1,
        member_id: 0,
        orders: 1,
        revenue: 17000,
        ppn: 0,
        grand_total: 17000,
        paid_amount: 10000,
        returned_value: 0,
        returned_revenue: 0,
        revenue_costed: 17000,
        cost: 8500,
      },
      {
        day: today,
        gudang_id: 1,
        seller_id: ids.cashier,
        member_id: 0,
        orders: 1,
        revenue: 2000,
        ppn: 0,
        grand_total: 2000,
        paid_amount: 2000,
        returned_value: 0,
        returned_revenue: 0,
        revenue_costed: 2000,
        cost: 1000,
      },
    ]);
    expect((await productDaily()).find((x) => x.product_id === ids.b)).toEqual({
      day: '2026-10-21',
      product_id: ids.b,
      seller_id: 1,
      lines: 1,
      qty: 3,
      qty_returned: 1,
      revenue: 5319,
      returned_revenue: 1773,
      revenue_costed: 3546,
      cost: 2200,
    });
  });

  it('reads a period as whole months plus edge days, with the same totals', async () => {
    const total = async (start: string, end: string, byDay = false, kind: 'order' | 'seller' = 'order') =>
      (
        await owner().execute(sql`select count(*)::int as n, sum(revenue)::float8 as revenue, sum(revenue_costed)::float8 as revenue_costed,
          sum(cost)::float8 as cost, (sum(revenue_costed) - sum(cost))::float8 as margin
        from (${salesPeriodRows(kind, { start, end }, undefined, { byDay })}) s`)
      ).rows[0];
    // October and November whole (today is in November): 26.000 + 17.000 + 2.000; cost 9.800 + 8.500 + 1.000.
    const whole = { revenue: 45000, revenue_costed: 43227, cost: 19300, margin: 23927 };
    expect(await total('2026-10-01', '2026-11-30')).toEqual({ n: 3, ...whole });
    // Read by day: the same totals (the day the edit moved the order from stays as a row of zeros).
    expect(await total('2026-10-01', '2026-11-30', true)).toEqual({ n: 4, ...whole });
    expect(await total('2026-10-21', '2026-11-02')).toEqual({ n: 2, revenue: 43000, revenue_costed: 41227, cost: 18300, margin: 22927 });
    expect(await total('2026-10-22', '2026-11-01')).toEqual({ n: 0, revenue: null, revenue_costed: null, cost: null, margin: null });
    // The seller rollup: the same totals (its rows: October seller 1, November seller 1 and the cashier).
    expect(await total('2026-10-01', '2026-11-30', false, 'seller')).toEqual({ n: 3, ...whole });
    expect(await total('2026-10-21', '2026-11-02', false, 'seller')).toEqual({ n: 2, revenue: 43000, revenue_costed: 41227, cost: 18300, margin: 22927 });
    const products = await owner().execute(sql`select product_id, sum(qty)::int as qty, sum(revenue - returned_revenue)::int as net
      from (${salesPeriodRows('product', { start: '2026-09-15', end: '2026-12-31' }, sql`f.product_id = ${ids.a}`)}) s group by product_id`);
    // A: 10 (order 1) + 5 (order 2) + 2 (cashier) Strip; 9.848 + 5.000 + 2.000.
    expect(products.rows).toEqual([{ product_id: ids.a, qty: 17, net: 16848 }]);
    const variants = await owner().execute(sql`select product_id, sum(qty)::int as qty, sum(revenue - returned_revenue)::int as net, sum(cost)::int as cost
      from (${salesPeriodRows('variant', { start: '2026-09-15', end: '2026-12-31' })}) s group by product_id order by product_id`);
    // Every variant, without the seller key: A 17 Strip (cost 5.000 + 2.500 + 1.000), B 3 less 1 returned.
    expect(variants.rows).toEqual([
      { product_id: ids.a, qty: 17, net: 16848, cost: 8500 },
      { product_id: ids.b, qty: 3, net: 3546, cost: 2200 },
      { product_id: ids.c, qty: 4, net: 5909, cost: 1200 },
      { product_id: ids.d, qty: 2, net: 4924, cost: 1400 },
      { product_id: ids.e, qty: 3, net: 12000, cost: 6000 },
    ]);
  });

  it('is idempotent, and a rebuild from scratch gives the same facts', async () => {
    const all = [ids.order1, ids.order2, ids.cancelled, ids.sale];
    expect(await kit.asAdmin((tx) => refreshSalesFacts(tx, all))).toBe(0);
    const before = [await daily(), await productDaily()];
    for (const t of [
      'sales_fact_order',
      'sales_fact_line',
      'sales_daily',
      'sales_monthly',
      'sales_product_daily',
      'sales_product_monthly',
      'sales_seller_daily',
      'sales_seller_monthly',
      'sales_variant_monthly',
    ])
      await owner().execute(sql.raw(`delete from ${t}`));
    expect((await salesFactsViolations(owner())).length).toBeGreaterThan(0);
    await expect(expectSoundSalesFacts(ctx.server.database)).rejects.toThrow(/Sales facts out of step/);
    // 3 orders, 4 + 2 + 1 variant rows.
    expect(await rebuildSalesFacts(owner())).toBe(3 + 7);
    expect([await daily(), await productDaily()]).toEqual(before);
    expect(await rebuildSalesFacts(owner())).toBe(0);
    const monthly = await rows('sales_monthly', ['month', 'seller_id'], ['orders', 'revenue', 'cost']);
    expect(monthly).toEqual([
      { month: '2026-10-01', seller_id: 1, orders: 1, revenue: 26000, cost: 9800 },
      { month: '2026-11-01', seller_id: 1, orders: 1, revenue: 17000, cost: 8500 },
      { month: `${today.slice(0, 8)}01`, seller_id: ids.cashier, orders: 1, revenue: 2000, cost: 1000 },
    ]);
  });
});
