import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../stock-test-kit.js';
import { todayWib } from './queries.js';

/*
 * Stock in transit in the latest-stock and persediaan reports and in the persediaan chart: a
 * transfer's goods leave the source at approval and arrive at receipt; in between they are counted
 * in transit, so the company's stock value (warehouses + in transit) is the same before approval,
 * during transit and after receipt. Phases are backdated (log rows and daily totals) to test dates.
 */

const ctx = useTestServer();
const { move, makeProduct } = stockTestKit(ctx);
const ids = { para: 0, g3: 0, transfer: 0, open: 0 };
const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.parse(`${todayWib()}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
const post = (url: string, body: Record<string, unknown> = {}, c: Client = ctx.admin) => c.post(url, body, { json: true });
const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.05);

/** Shifts the log rows above `afterId` and today's daily totals `days` back, as if posted then. */
async function backdate(afterId: number, days: number) {
  const db = ctx.server.database.db;
  await db.execute(sql`alter table stock_log disable trigger stock_log_no_change`);
  await db.execute(sql`update stock_log set created_at = created_at - make_interval(days => ${days}) where stock_log_id > ${afterId}`);
  await db.execute(sql`alter table stock_log enable trigger stock_log_no_change`);
  await db.execute(sql`update stock_daily set day = day - ${days}::int where day = ${todayWib()}::date`);
}
const lastLogId = async () =>
  Number(((await ctx.server.database.db.execute(sql`select coalesce(max(stock_log_id), 0) as id from stock_log`)).rows[0] as { id: unknown }).id);

async function transfer(from: number, to: number, qty: number) {
  const r = await post('/transfer_stok/add_stored', { gudang_from_id: from, gudang_to_id: to, lines: [{ product_id: ids.para, qty }] });
  expect(r.http).toBe(200);
  return r.data.transfer_id as number;
}
const act = async (id: number, action: string) => expect((await ctx.admin.post('/transfer_stok/approval', { transfer_id: id, action })).http).toBe(200);

beforeAll(async () => {
  ids.para = (await makeProduct('Paracetamol 500 mg')).product_id;
  ids.g3 = (await ctx.admin.post('/master_gudang/add_stored', { master_gudang_name: 'Gudang Ketiga' })).data.master_gudang_id;
  // Four days ago: 100 at 1,000 and 100 at 1,300 into Gudang Utama (average 1,150), 40 at 1,100 into Gudang Cabang.
  let id = await lastLogId();
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 1000 }] });
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 1300 }] });
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 2, product_id: ids.para, qty: 40, unit_cost: 1100 }] });
  await backdate(id, 4);
  // Three days ago the transfer of 30 from Gudang Utama to Gudang Cabang is stored (nothing moves);
  // two days ago it is approved (30 × 1,150 leave Gudang Utama); yesterday it is received.
  ids.transfer = await transfer(1, 2, 30);
  id = await lastLogId();
  await act(ids.transfer, 'approve');
  await backdate(id, 2);
  id = await lastLogId();
  await act(ids.transfer, 'receive');
  await backdate(id, 1);
  // Today a second transfer of 10 leaves Gudang Utama and stays in transit.
  ids.open = await transfer(1, 2, 10);
  await act(ids.open, 'approve');
});

describe('stock in transit', () => {
  it('keeps the persediaan total the same before approval, during transit and after receipt', async () => {
    const at = async (day: number) => (await post('/report/stock/summary_persediaan', { date_end: dayOf(day) })).data;
    const before = await at(-3);
    const during = await at(-2);
    const after = await at(-1);
    const company = 200 * 1150 + 40 * 1100; // 274,000
    expect(before.total).toMatchObject({ stock_value: company, transit_qty: 0, transit_value: 0, total_value: company });
    expect(during.total).toMatchObject({ qty: 210, stock_value: company - 34_500, transit_qty: 30, transit_value: 34_500, total_qty: 240 });
    near(during.total.total_value, company);
    // Gudang Cabang sees what is on its way to it.
    expect(during.per_gudang.find((g: { master_gudang_id: number }) => g.master_gudang_id === 2)).toMatchObject({
      transit_in_qty: 30,
      transit_in_value: 34_500,
    });
    expect(after.total).toMatchObject({ qty: 240, transit_qty: 0, transit_value: 0 });
    near(after.total.total_value, company);
    near(after.total.stock_value, company);
    // The variant's row says the same.
    const row = (await post('/report/stock/persediaan', { date_end: dayOf(-2) })).data.data[0];
    expect(row).toMatchObject({ product_id: ids.para, qty: 210, transit_qty: 30, transit_qty_text: '3 Box', transit_value: 34_500, total_qty: 240 });
    near(row.total_value, company);
  });

  it('shows the open transfer in transit in the latest stock, per variant, per warehouse and in the summary', async () => {
    const company = 200 * 1150 + 40 * 1100;
    const idx = (await post('/report/stock/index')).data.data[0];
    expect(idx).toMatchObject({ qty: 230, transit_qty: 10, transit_value: 11_500, total_qty: 240 });
    near(idx.total_value, company);
    const custom = (await post('/report/stock/index_custom')).data.data[0];
    expect(custom).toMatchObject({ transit_qty: 10, transit_qty_text: '1 Box' });
    const sum = (await post('/report/stock/summary_custom')).data;
    expect(sum.total).toMatchObject({ transit_qty: 10, transit_value: 11_500 });
    near(sum.total.total_value, company);
    expect(sum.per_gudang.map((g: Record<string, unknown>) => [g.master_gudang_id, g.transit_in_qty])).toEqual([
      [2, 10],
      [ids.g3, 0],
      [1, 0],
    ]);
  });

  it('shows group 6 only the transfers from or to its warehouses', async () => {
    const cabang = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: cabang.userId, gudang_id: 2 })).http).toBe(200);
    const ketiga = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: ketiga.userId, gudang_id: ids.g3 })).http).toBe(200);
    expect((await post('/report/stock/summary_custom', {}, cabang.client)).data.total).toMatchObject({ transit_qty: 10, transit_value: 11_500 });
    expect((await post('/report/stock/summary_persediaan', { date_end: dayOf(-2) }, cabang.client)).data.total).toMatchObject({
      stock_value: 44_000,
      transit_value: 34_500,
    });
    expect((await post('/report/stock/summary_custom', {}, ketiga.client)).data.total).toMatchObject({ transit_qty: 0, transit_value: 0 });
    expect((await post('/report/stock/index', {}, ketiga.client)).data.data[0]).toMatchObject({ qty: 0, transit_qty: 0 });
    const p = await post('/report/stock/persediaan', { date_end: dayOf(-2) }, ketiga.client);
    expect(p.data.data).toEqual([]);
  });
});

describe('persediaan chart', () => {
  it('answers the value at the end of each day, equal to the persediaan at those dates', async () => {
    const r = await post('/report/stock/persediaan_chart', { date_start: dayOf(-5), date_end: dayOf(0), interval: 'day' });
    expect(r.http).toBe(200);
    expect(r.data.points.map((p: { date: string }) => p.date)).toEqual([-5, -4, -3, -2, -1, 0].map(dayOf));
    expect(r.data.opening_value).toBe(0);
    for (const point of r.data.points) {
      const s = (await post('/report/stock/summary_persediaan', { date_end: point.date })).data.total;
      near(point.stock_value, s.stock_value);
      expect(point.transit_value).toBe(s.transit_value);
      near(point.total_value, s.total_value);
    }
    expect(r.data.points.map((p: { transit_value: number }) => p.transit_value)).toEqual([0, 0, 0, 34_500, 0, 11_500]);
  });

  it('starts from the opening value, groups by week or month, follows the warehouse filter and group 6', async () => {
    const mid = await post('/report/stock/persediaan_chart', { date_start: dayOf(-2), date_end: dayOf(-1), gudang_id: 1 });
    expect(mid.data.opening_value).toBe(230_000);
    expect(mid.data.points.map((p: { stock_value: number }) => p.stock_value)).toEqual([230_000 - 34_500, 230_000 - 34_500]);
    for (const interval of ['week', 'month']) {
      const r = await post('/report/stock/persediaan_chart', { date_start: dayOf(-60), date_end: dayOf(0), interval });
      expect(r.http).toBe(200);
      expect(r.data.points.at(-1).date).toBe(dayOf(0));
      for (const point of r.data.points) {
        const s = (await post('/report/stock/summary_persediaan', { date_end: point.date })).data.total;
        near(point.total_value, s.total_value);
      }
    }
    const whs = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: whs.userId, gudang_id: ids.g3 })).http).toBe(200);
    const own = await post('/report/stock/persediaan_chart', { date_start: dayOf(-5) }, whs.client);
    expect(own.data.points.every((p: { total_value: number }) => p.total_value === 0)).toBe(true);
    expect((await post('/report/stock/persediaan_chart', { gudang_id: 1 }, whs.client)).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    expect((await post('/report/stock/persediaan_chart', { interval: 'year' })).errors?.interval).toEqual(['Interval harus day, week atau month']);
    expect((await post('/report/stock/persediaan_chart', { date_start: dayOf(1) })).errors?.date_start).toBeDefined();
    expect((await post('/report/stock/persediaan_chart', { date_start: '2000-01-01' })).errors?.date_start?.[0]).toMatch(/Rentang terlalu panjang/);
  });
});
