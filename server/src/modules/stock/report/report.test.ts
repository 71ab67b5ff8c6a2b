import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { rebuildMonthlyTotals, stockTestKit } from '../stock-test-kit.js';
import { todayWib } from './queries.js';

const ctx = useTestServer();
const { move, makeProduct } = stockTestKit(ctx);
const ids = { para: 0, amox: 0, vit: 0, paraMain: 0, vitMain: 0 };
const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.parse(`${todayWib()}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);
const post = (url: string, body: Record<string, unknown> = {}, c: Client = ctx.admin) => c.post(url, body, { json: true });

/**
 * Moves the rows of one phase `days` back in time, as if posted then: the ledger's command always
 * posts now, so the test shifts its log rows and their daily (and monthly) totals (the append-only trigger is
 * paused for this on the owner connection). Every phase before today is shifted right after posting.
 */
async function backdate(docType: string, days: number) {
  const db = ctx.server.database.db;
  await db.execute(sql`alter table stock_log disable trigger stock_log_no_change`);
  await db.execute(sql`update stock_log set created_at = created_at - make_interval(days => ${days}) where doc_type = ${docType}`);
  await db.execute(sql`alter table stock_log enable trigger stock_log_no_change`);
  await db.execute(sql`update stock_daily set day = day - ${days}::int where day = ${todayWib()}::date`);
  await rebuildMonthlyTotals(db);
}

async function download(url: string, body: Record<string, unknown>, c: Client = ctx.admin) {
  const res = await fetch(`${ctx.server.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, header: rows[0] as string[], rows: rows.slice(1) };
}

beforeAll(async () => {
  const para = await makeProduct('Paracetamol 500 mg');
  const amox = await makeProduct('Amoxicillin 500 mg', { expire: true });
  const vit = await makeProduct('Vitamin C 100 mg');
  Object.assign(ids, { para: para.product_id, amox: amox.product_id, vit: vit.product_id, paraMain: para.main_id, vitMain: vit.main_id });
  await ctx.server.database.db.execute(sql`update product_main set main_min_stock = 50 where main_id = ${para.main_id}`);
  await ctx.server.database.db.execute(sql`update product_main set main_min_stock = 30 where main_id = ${vit.main_id}`);
  // Two days ago: 100 Paracetamol at 1,000 and 20 Amoxicillin (batch B1) at 2,000 into Gudang Utama.
  await move({
    doc_type: 'test_d2',
    doc_number: 'UJI-D2',
    lines: [
      { gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 1000 },
      { gudang_id: 1, product_id: ids.amox, qty: 20, unit_cost: 2000, batch: { batch_no: 'B1', expired_date: '2027-03-31' } },
    ],
  });
  await backdate('test_d2', 2);
  // Yesterday: 100 more at 1,300 (average 1,150), 50 sold; 40 at 1,100 into Gudang Cabang.
  await move({ doc_type: 'test_d1', doc_number: 'UJI-D1', lines: [{ gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 1300 }] });
  await move({ doc_type: 'test_d1', doc_number: 'UJI-D1', lines: [{ gudang_id: 1, product_id: ids.para, qty: -50 }] });
  await move({ doc_type: 'test_d1', doc_number: 'UJI-D1', lines: [{ gudang_id: 2, product_id: ids.para, qty: 40, unit_cost: 1100 }] });
  await backdate('test_d1', 1);
  // Today: 120 sold from Gudang Utama, leaving 30 there (below the minimum of 50) and 70 in all.
  await move({ doc_type: 'test_d0', doc_number: 'UJI-D0', lines: [{ gudang_id: 1, product_id: ids.para, qty: -120 }] });
});

const row = (page: { data: Record<string, unknown>[] }, productId: number) => page.data.find((r) => r.product_id === productId);

describe('latest stock', () => {
  it('answers each variant in a warehouse or in all, in both units, with its value at the moving average', async () => {
    const one = await post('/report/stock/index', { gudang_id: 1 });
    expect(one.http).toBe(200);
    expect(one.data).toMatchObject({ page: 1, perPage: 20, total: 3 });
    expect(row(one.data, ids.para)).toMatchObject({
      product_name: 'Paracetamol 500 mg',
      qty: 30,
      qty_besar: 3,
      qty_kecil: 0,
      qty_text: '3 Box',
      stock_value: 34500,
      avg_cost: 1150,
      product_min_stock: 50,
    });
    expect(row(one.data, ids.vit)).toMatchObject({ qty: 0, qty_text: '0 Strip', stock_value: 0 });
    const all = await post('/report/stock/index', {});
    expect(row(all.data, ids.para)).toMatchObject({ qty: 70, qty_text: '7 Box', stock_value: 34500 + 44000 });
    expect(row(all.data, ids.amox)).toMatchObject({ qty: 20, qty_text: '2 Box', stock_value: 40000 });
    const inStock = await post('/report/stock/index', { only_stock: 1, search: 'a', perPage: 1, sort: { field: 'qty', type: 'desc' } });
    expect(inStock.data.total).toBeGreaterThanOrEqual(2);
    expect(inStock.data.data.map((r: { product_id: number }) => r.product_id)).toEqual([ids.para]);
  });

  it('lays the stock out per warehouse and sums it per warehouse', async () => {
    const custom = await post('/report/stock/index_custom', { search: 'paracetamol' });
    expect(custom.data.gudang.map((g: { master_gudang_name: string }) => g.master_gudang_name)).toEqual(['Gudang Cabang', 'Gudang Utama']);
    expect(custom.data.data).toHaveLength(1);
    expect(custom.data.data[0]).toMatchObject({
      qty: 70,
      gudang: [
        { gudang_id: 2, qty: 40, qty_text: '4 Box' },
        { gudang_id: 1, qty: 30, qty_text: '3 Box' },
      ],
    });
    const summary = await post('/report/stock/summary_custom', {});
    expect(summary.data.per_gudang).toMatchObject([
      { master_gudang_id: 2, master_gudang_name: 'Gudang Cabang', product_count: 1, qty: 40, stock_value: 44000 },
      { master_gudang_id: 1, master_gudang_name: 'Gudang Utama', product_count: 2, qty: 50, stock_value: 74500 },
    ]);
    expect(summary.data.total).toMatchObject({ variant_count: 3, product_count: 2, empty_count: 1, defecta_count: 1, qty: 90, stock_value: 118500 });
    const utama = await post('/report/stock/summary_custom', { gudang_id: 1 });
    expect(utama.data.total).toMatchObject({ defecta_count: 2, stock_value: 74500 });
  });

  it('exports the per-warehouse stock as a workbook that opens, with a total row', async () => {
    const x = await download('/report/stock/generate_excel_custom', { search: 'mg' });
    expect(x.name).toBe('Stok Terkini');
    expect(x.header).toEqual(expect.arrayContaining(['Nama Produk', 'Gudang Cabang (satuan kecil)', 'Gudang Utama (satuan kecil)', 'Total', 'Nilai Stok']));
    const col = (h: string) => x.header.indexOf(h);
    const para = x.rows.find((r) => r[col('Nama Produk')] === 'Paracetamol 500 mg') as unknown[];
    expect([para[col('Gudang Cabang (satuan kecil)')], para[col('Gudang Utama (satuan kecil)')], para[col('Total')], para[col('Nilai Stok')]]).toEqual([
      40,
      30,
      '7 Box',
      78500,
    ]);
    expect(x.rows).toHaveLength(4);
    const total = x.rows[3];
    expect([total[col('Nama Produk')], total[col('Total (satuan kecil)')], total[col('Nilai Stok')]]).toEqual(['TOTAL', 90, 118500]);
  });
});

describe('defecta', () => {
  it('lists variants below their product minimum, per warehouse or overall, with the shortage and what to order', async () => {
    const utama = await post('/report/stock/index_defecta', { gudang_id: 1 });
    expect(utama.data.total).toBe(2);
    expect(row(utama.data, ids.para)).toMatchObject({ qty: 30, product_min_stock: 50, shortage: 20, shortage_text: '2 Box', order_besar: 2 });
    expect(row(utama.data, ids.vit)).toMatchObject({ qty: 0, product_min_stock: 30, product_min_stock_text: '3 Box', shortage: 30, order_besar: 3 });
    // Over both warehouses Paracetamol holds 70 ≥ 50: only Vitamin C is short.
    const all = await post('/report/stock/index_defecta', {});
    expect(all.data.data.map((r: { product_id: number }) => r.product_id)).toEqual([ids.vit]);
    const x = await download('/report/stock/generate_excel_defecta', { gudang_id: 1 });
    const col = (h: string) => x.header.indexOf(h);
    expect(x.rows.map((r) => [r[col('Nama Produk')], r[col('Kekurangan (satuan kecil)')], r[col('Saran Pesan (satuan besar)')]])).toEqual([
      ['Paracetamol 500 mg', 20, 2],
      ['Vitamin C 100 mg', 30, 3],
      ['TOTAL', 50, undefined],
    ]);
  });
});

describe('persediaan', () => {
  it('answers quantity and value at a past date as they were then', async () => {
    const at = async (date: string, extra: Record<string, unknown> = {}) => (await post('/report/stock/persediaan', { date_end: date, ...extra })).data;
    expect((await at(dayOf(-3))).data).toEqual([]);
    const d2 = await at(dayOf(-2));
    expect(d2.date_end).toBe(dayOf(-2));
    expect(d2.data.map((r: Record<string, unknown>) => [r.product_name, r.qty, r.qty_text, r.stock_value, r.avg_cost])).toEqual([
      ['Amoxicillin 500 mg', 20, '2 Box', 40000, 2000],
      ['Paracetamol 500 mg', 100, '10 Box', 100000, 1000],
    ]);
    const d1 = await at(dayOf(-1));
    expect(row(d1, ids.para)).toMatchObject({ qty: 190, stock_value: 150 * 1150 + 40 * 1100 });
    expect(row(await at(dayOf(-1), { gudang_id: 2 }), ids.para)).toMatchObject({ qty: 40, stock_value: 44000 });
    // Sorted by value (every variant's position is read first): the same figures.
    const byValue = await at(dayOf(-1), { only_stock: 1, sort: { field: 'stock_value', type: 'desc' } });
    expect(byValue.data.map((r: Record<string, unknown>) => [r.product_id, r.qty, r.stock_value])).toEqual([
      [ids.para, 190, 150 * 1150 + 40 * 1100],
      [ids.amox, 20, 40000],
    ]);
    const today = await at(todayWib());
    expect(row(today, ids.para)).toMatchObject({ qty: 70, stock_value: 78500 });
    // The default date is today.
    expect(row((await post('/report/stock/persediaan', {})).data, ids.para)).toMatchObject({ qty: 70 });
    // A variant that never moved is not in the persediaan.
    expect(row(today, ids.vit)).toBeUndefined();
  });

  it('equals the sum of log quantities × their costs, per warehouse and in total', async () => {
    for (const offset of [-2, -1, 0]) {
      const date = dayOf(offset);
      const s = await post('/report/stock/summary_persediaan', { date_end: date });
      const r = await ctx.server.database.db.execute(sql`select gudang_id, sum(qty)::float8 as qty, sum(qty * unit_cost)::float8 as value from stock_log
        where company_id = 1 and created_at < ((${date}::date + 1)::timestamp at time zone 'Asia/Jakarta') group by gudang_id`);
      const fromLog = new Map((r.rows as { gudang_id: number; qty: number; value: number }[]).map((x) => [Number(x.gudang_id), x]));
      for (const g of s.data.per_gudang) {
        expect(g.qty).toBe(fromLog.get(g.master_gudang_id)?.qty ?? 0);
        expect(g.stock_value).toBeCloseTo(fromLog.get(g.master_gudang_id)?.value ?? 0, 2);
      }
    }
    const d1 = await post('/report/stock/summary_persediaan', { date_end: dayOf(-1) });
    expect(d1.data.total).toEqual({ product_count: 2, qty: 210, stock_value: 256_500, transit_qty: 0, transit_value: 0, total_qty: 210, total_value: 256_500 });
  });

  it('exports the persediaan at a date as a workbook with its total', async () => {
    const x = await download('/report/stock/generate_persediaan_excel', { date_end: dayOf(-2) });
    expect(x.name).toBe(`Persediaan ${dayOf(-2)}`);
    const col = (h: string) => x.header.indexOf(h);
    expect(x.rows.map((r) => [r[col('Nama Produk')], r[col('Jumlah (satuan kecil)')], r[col('Jumlah')], r[col('Nilai Persediaan')]])).toEqual([
      ['Amoxicillin 500 mg', 20, '2 Box', 40000],
      ['Paracetamol 500 mg', 100, '10 Box', 100000],
      ['TOTAL', 120, undefined, 140000],
    ]);
  });

  it('refuses bad filters at their field', async () => {
    expect((await post('/report/stock/persediaan', { date_end: '2026-02-30' })).errors?.date_end).toEqual(['Tanggal harus berformat TTTT-BB-HH']);
    expect((await post('/report/stock/index', { gudang_id: 'x' })).errors?.gudang_id).toEqual(['Harus berupa angka']);
    expect((await post('/report/stock/index', { gudang_id: 999 })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
  });
});

describe('komponen/stock', () => {
  it('answers a variant in one warehouse with its batches, or in every warehouse', async () => {
    const one = await ctx.admin.get('/komponen/stock', { productId: ids.amox, gudangId: 1 });
    expect(one.data).toMatchObject({
      product_id: ids.amox,
      gudang_id: 1,
      qty: 20,
      qty_text: '2 Box',
      gudang: [{ master_gudang_id: 1, qty: 20, batches: [{ batch_no: 'B1', expired_date: '2027-03-31', qty: 20, qty_text: '2 Box' }] }],
    });
    const all = await ctx.admin.get('/komponen/stock', { productId: ids.para });
    expect(all.data.qty).toBe(70);
    expect(all.data.gudang.map((g: { master_gudang_id: number; qty: number }) => [g.master_gudang_id, g.qty])).toEqual([
      [2, 40],
      [1, 30],
    ]);
    expect((await ctx.admin.get('/komponen/stock', { productId: 999999 })).http).toBe(404);
    expect((await ctx.admin.get('/komponen/stock', {})).errors?.productId).toBeDefined();
  });
});

describe('access', () => {
  it('keeps group 6 to its warehouses in every report, export and the component', async () => {
    const whs = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: whs.userId, gudang_id: 2 })).http).toBe(200);
    const c = whs.client;
    expect(row((await post('/report/stock/index', {}, c)).data, ids.para)).toMatchObject({ qty: 40, stock_value: 44000 });
    expect((await post('/report/stock/index', { gudang_id: 1 }, c)).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    const custom = await post('/report/stock/index_custom', { search: 'paracetamol' }, c);
    expect(custom.data.gudang).toEqual([{ master_gudang_id: 2, master_gudang_name: 'Gudang Cabang' }]);
    expect(custom.data.data[0].gudang).toEqual([{ gudang_id: 2, qty: 40, qty_text: '4 Box' }]);
    expect((await post('/report/stock/summary_custom', {}, c)).data.total).toMatchObject({ stock_value: 44000 });
    // Gudang Cabang holds 40 Paracetamol (below its minimum of 50) and no Vitamin C.
    expect((await post('/report/stock/index_defecta', {}, c)).data.data.map((r: { product_id: number }) => r.product_id)).toEqual([ids.para, ids.vit]);
    const p = await post('/report/stock/summary_persediaan', { date_end: dayOf(-1) }, c);
    expect(p.data.per_gudang).toMatchObject([{ master_gudang_id: 2, master_gudang_name: 'Gudang Cabang', product_count: 1, qty: 40, stock_value: 44000 }]);
    expect((await post('/report/stock/persediaan', { date_end: dayOf(-2) }, c)).data.data).toEqual([]);
    const x = await download('/report/stock/generate_excel_custom', {}, c);
    expect(x.header.filter((h) => h.startsWith('Gudang'))).toEqual(['Gudang Cabang (satuan kecil)']);
    const px = await download('/report/stock/generate_persediaan_excel', { date_end: dayOf(-1) }, c);
    expect(px.rows.map((r) => r[1])).toEqual(['Paracetamol 500 mg', 'TOTAL']);
    expect((await c.get('/komponen/stock', { productId: ids.para })).data.qty).toBe(40);
    expect((await c.get('/komponen/stock', { productId: ids.para, gudangId: 1 })).errors?.gudangId).toEqual(['Gudang tidak ditemukan']);
  });

  it('follows the report roles', async () => {
    const spvSales = (await userWithGroup(ctx.admin, 2)).client; // SPV Sales: defecta, not persediaan
    expect((await post('/report/stock/index_defecta', {}, spvSales)).http).toBe(200);
    expect((await post('/report/stock/persediaan', {}, spvSales)).http).toBe(403);
    expect((await post('/report/stock/generate_persediaan_excel', {}, spvSales)).http).toBe(403);
    const spvWhs = (await userWithGroup(ctx.admin, 4)).client; // SPV WHS: persediaan, not defecta
    expect((await post('/report/stock/summary_persediaan', {}, spvWhs)).http).toBe(200);
    expect((await post('/report/stock/index_defecta', {}, spvWhs)).http).toBe(403);
    const supervisor = (await userWithGroup(ctx.admin, 9)).client; // no stock report page
    expect((await post('/report/stock/index', {}, supervisor)).http).toBe(403);
  });

  it('shows another company none of these products, stock or values', async () => {
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Stok',
      app_name: 'tetangga-stok',
      name: 'Pemilik B',
      username: 'owner_stock_b',
      email: 'owner@stock-b.test',
      password: 'Password-B-123',
      password_confirmation: 'Password-B-123',
    });
    expect(reg.status).toBe(200);
    const b = await new Client(ctx.server.url).login('owner_stock_b', 'Password-B-123');
    expect((await post('/report/stock/index', {}, b)).data.total).toBe(0);
    expect((await post('/report/stock/index_defecta', {}, b)).data.total).toBe(0);
    expect((await post('/report/stock/persediaan', {}, b)).data.total).toBe(0);
    expect((await post('/report/stock/summary_persediaan', {}, b)).data.total).toMatchObject({
      product_count: 0,
      qty: 0,
      stock_value: 0,
      transit_value: 0,
      total_value: 0,
    });
    expect((await post('/report/stock/summary_custom', {}, b)).data.total).toMatchObject({ variant_count: 0, stock_value: 0 });
    expect((await b.get('/komponen/stock', { productId: ids.para })).http).toBe(404);
    const x = await download('/report/stock/generate_excel_custom', {}, b);
    expect(x.rows).toHaveLength(1);
    expect(x.rows[0][1]).toBe('TOTAL');
  });
});
