import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../platform/excel/sheet-reader.js';
import { Client, userWithGroup, useTestServer } from '../../../test/harness.js';
import type { MovementInput } from '../commands/post-stock-movements.js';
import { rebuildMonthlyTotals, stockTestKit } from '../stock-test-kit.js';
import { jakartaToday } from './period.js';

/**
 * Stock mutation, stock log and stock card over a history of several days. Movements are posted
 * through the ledger's command and then moved back to their day (log time and daily totals
 * together, so the ledger's invariants still hold), oldest first.
 */
const ctx = useTestServer();
const { move, makeProduct } = stockTestKit(ctx);
const ids = { para: 0, paraMain: 0, amox: 0 };
const dayOf = (offset: number) => {
  const d = new Date(`${jakartaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const T = dayOf(0);
const D1 = dayOf(-20);
const D2 = dayOf(-10);
const D3 = dayOf(-5);

/** Posts movements and books them on an earlier day (10:00 WIB). */
async function moveOn(day: string, input: MovementInput) {
  const posted = await move(input);
  if (day === T) return posted;
  const db = ctx.server.database.db;
  const logIds = posted.map((p) => p.stock_log_id);
  await db.execute(sql`alter table stock_log disable trigger stock_log_no_change`);
  try {
    await db.execute(sql`update stock_log set created_at = (${day}::date + time '10:00')::timestamp at time zone 'Asia/Jakarta'
      where stock_log_id = any(${sql.param(logIds)}::bigint[])`);
  } finally {
    await db.execute(sql`alter table stock_log enable trigger stock_log_no_change`);
  }
  for (const p of posted) {
    const value = Math.abs(p.qty) * p.unit_cost;
    const [qin, qout, vin, vout] = p.qty > 0 ? [p.qty, 0, value, 0] : [0, -p.qty, 0, value];
    await db.execute(sql`update stock_daily set qty_in = qty_in - ${qin}, qty_out = qty_out - ${qout}, value_in = value_in - ${vin}, value_out = value_out - ${vout}
      where company_id = 1 and gudang_id = ${p.gudang_id} and product_id = ${p.product_id} and day = ${T}::date`);
    await db.execute(sql`insert into stock_daily (company_id, gudang_id, product_id, day, qty_in, qty_out, value_in, value_out)
      values (1, ${p.gudang_id}, ${p.product_id}, ${day}::date, ${qin}, ${qout}, ${vin}, ${vout})
      on conflict (company_id, gudang_id, product_id, day) do update set qty_in = stock_daily.qty_in + excluded.qty_in,
        qty_out = stock_daily.qty_out + excluded.qty_out, value_in = stock_daily.value_in + excluded.value_in, value_out = stock_daily.value_out + excluded.value_out`);
  }
  await rebuildMonthlyTotals(db);
  return posted;
}

async function download(client: Client, url: string, body: Record<string, unknown>) {
  const res = await fetch(`${ctx.server.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(
    res.status,
    await res
      .clone()
      .text()
      .then((t) => t.slice(0, 200)),
  ).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  return readSheet(Buffer.from(await res.arrayBuffer()));
}

const pick = (r: Record<string, unknown>) => [r.opening, r.qty_in, r.qty_out, r.closing];

beforeAll(async () => {
  const para = await makeProduct('Paracetamol 500 mg');
  ids.para = para.product_id;
  ids.paraMain = para.main_id;
  ids.amox = (await makeProduct('Amoxicillin 500 mg', { expire: true })).product_id;
  await moveOn(D1, {
    doc_type: 'test_in',
    doc_number: 'IN-1',
    lines: [
      { gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 1000 },
      { gudang_id: 2, product_id: ids.para, qty: 50, unit_cost: 1000 },
    ],
  });
  await moveOn(D2, { doc_type: 'test_sale', doc_number: 'SALE-1', lines: [{ gudang_id: 1, product_id: ids.para, qty: -30 }] });
  await moveOn(D2, {
    doc_type: 'test_in',
    doc_number: 'IN-2',
    lines: [{ gudang_id: 1, product_id: ids.amox, qty: 20, unit_cost: 2000, batch: { batch_no: 'B1', expired_date: dayOf(200) } }],
  });
  await moveOn(D3, {
    doc_type: 'test_in',
    doc_number: 'IN-3',
    lines: [
      { gudang_id: 1, product_id: ids.para, qty: 40, unit_cost: 1500 },
      { gudang_id: 2, product_id: ids.para, qty: -12 },
    ],
  });
  await moveOn(T, { doc_type: 'test_sale', doc_number: 'SALE-2', note: 'Penjualan kasir', lines: [{ gudang_id: 1, product_id: ids.para, qty: -5 }] });
});

describe('stock mutation', () => {
  it('answers opening, in, out and closing per product for a period that starts mid-history', async () => {
    const r = await ctx.admin.post('/mutasi_stok/index', { stock_log_datetime_start: D2, stock_log_datetime_end: D3 });
    expect(r.http, JSON.stringify(r)).toBe(200);
    expect(r.data).toMatchObject({ page: 1, perPage: 20, total: 2, date_start: D2, date_end: D3 });
    const para = r.data.data.find((x: { product_id: number }) => x.product_id === ids.para);
    // 150 at the start of D2; in 40 (D3), out 30 (D2) + 12 (D3); today's sale lies outside.
    expect(pick(para)).toEqual([150, 40, 42, 148]);
    expect(para).toMatchObject({ opening_text: '15 Box', qty_out_text: '4 Box + 2 Strip', closing_text: '14 Box + 8 Strip', value_in: 60000 });
    const amox = r.data.data.find((x: { product_id: number }) => x.product_id === ids.amox);
    expect(pick(amox)).toEqual([0, 20, 0, 20]);
    // Sorted by product name by default.
    expect(r.data.data.map((x: { product_name: string }) => x.product_name)).toEqual(['Amoxicillin 500 mg', 'Paracetamol 500 mg']);
  });

  it('splits per warehouse in index_v2, and one period closes where the next opens', async () => {
    const v2 = await ctx.admin.post('/mutasi_stok/index_v2', {
      columnFilters: { stock_log_datetime_start: D2, stock_log_datetime_end: D3, stock_log_product_main_name: 'paracet' },
    });
    expect(v2.data.data.map((x: Record<string, unknown>) => [x.master_gudang_name, ...pick(x)])).toEqual([
      ['Gudang Utama', 100, 40, 30, 110],
      ['Gudang Cabang', 50, 0, 12, 38],
    ]);
    const first = await ctx.admin.post('/mutasi_stok/index', {
      stock_log_datetime_start: D1,
      stock_log_datetime_end: dayOf(-6),
      stock_log_product_main_id: ids.paraMain,
    });
    const next = await ctx.admin.post('/mutasi_stok/index', {
      stock_log_datetime_start: D3,
      stock_log_datetime_end: T,
      stock_log_product_main_id: ids.paraMain,
    });
    expect(pick(first.data.data[0])).toEqual([0, 150, 30, 120]);
    expect(pick(next.data.data[0])).toEqual([120, 40, 17, 143]);
    // Today's closing is what the ledger holds.
    const held = await ctx.server.database.db.execute(sql`select sum(qty)::int as q from stock_balance where company_id = 1 and product_id = ${ids.para}`);
    expect((held.rows[0] as { q: number }).q).toBe(143);
    // A period before any movement lists nothing; an end before the start is refused.
    expect((await ctx.admin.post('/mutasi_stok/index', { stock_log_datetime_start: dayOf(-40), stock_log_datetime_end: dayOf(-30) })).data.total).toBe(0);
    const bad = await ctx.admin.post('/mutasi_stok/index', { stock_log_datetime_start: D3, stock_log_datetime_end: D2 });
    expect(bad.http).toBe(422);
    expect(bad.errors?.stock_log_datetime_end).toEqual(['Tanggal akhir tidak boleh sebelum tanggal mulai']);
    expect((await ctx.admin.post('/mutasi_stok/index', { stock_log_datetime_start: '2026-13-01' })).http).toBe(422);
  });

  it('pages with page 1 / perPage 20 by default and totals the filter in summary', async () => {
    const p = await ctx.admin.post('/mutasi_stok/index', { stock_log_datetime_start: D1, perPage: 1, page: 2 });
    expect(p.data).toMatchObject({ page: 2, perPage: 1, total: 2 });
    expect(p.data.data[0].product_name).toBe('Paracetamol 500 mg');
    const s = await ctx.admin.post('/mutasi_stok/summary', {
      stock_log_datetime_start: D2,
      stock_log_datetime_end: D3,
      stock_log_product_main_name: 'Paracetamol',
    });
    expect(s.data).toMatchObject({ product_count: 1, opening: 150, qty_in: 40, qty_out: 42, closing: 148, value_in: 60000, date_start: D2, date_end: D3 });
  });

  it('lists the movements of the period with the warehouse balance and, for one variant, the running balance', async () => {
    const d = await ctx.admin.post('/mutasi_stok/index_detail_v2', {
      stock_log_datetime_start: D2,
      stock_log_datetime_end: D3,
      stock_log_gudang_id: 1,
      product_id: ids.para,
    });
    expect(d.data.data.map((x: Record<string, unknown>) => [x.doc_number, x.qty_in, x.qty_out, x.qty_after, x.running_qty])).toEqual([
      ['SALE-1', 0, 30, 70, 70],
      ['IN-3', 40, 0, 110, 110],
    ]);
    expect(d.data.data[0].stock_log_datetime).toBe(`${D2} 10:00:00`);
    const all = await ctx.admin.post('/mutasi_stok/index_detail_v2', { stock_log_datetime_start: D2, stock_log_datetime_end: T, product_id: ids.para });
    expect(all.data.data.map((x: Record<string, unknown>) => x.running_qty)).toEqual([120, 160, 148, 143]);
  });

  it('exports the three mutation sheets', async () => {
    const body = { stock_log_datetime_start: D2, stock_log_datetime_end: D3 };
    const a = await download(ctx.admin, '/mutasi_stok/generate_excel', body);
    expect(a.headers.slice(0, 7)).toEqual(['ID Produk', 'Nama Produk', 'SKU', 'Stok Awal', 'Masuk', 'Keluar', 'Stok Akhir']);
    expect(a.rows.map((r) => [r.cells[1], r.cells[3], r.cells[4], r.cells[5], r.cells[6]])).toEqual([
      ['Amoxicillin 500 mg', '0', '20', '0', '20'],
      ['Paracetamol 500 mg', '150', '40', '42', '148'],
    ]);
    const b = await download(ctx.admin, '/mutasi_stok/excel_index_v2', body);
    expect(b.rows).toHaveLength(3);
    expect(b.headers[0]).toBe('Gudang');
    const c = await download(ctx.admin, '/mutasi_stok/excel_index_detail_v2', body);
    expect(c.rows.map((r) => r.cells[c.headers.indexOf('No. Dokumen')])).toEqual(['SALE-1', 'IN-2', 'IN-3', 'IN-3']);
    const bad = await fetch(`${ctx.server.url}/mutasi_stok/generate_excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ stock_log_gudang_id: 999 }),
    });
    expect(bad.status).toBe(422);
  });
});

describe('stock card', () => {
  it('writes each movement with the running balance between the opening and closing lines', async () => {
    const sheet = await download(ctx.admin, '/kartu_stock/generate_excel', { product_id: ids.para, stock_log_datetime_start: D2, stock_log_datetime_end: T });
    const col = (h: string) => sheet.headers.indexOf(h);
    const cell = (r: { cells: unknown[] }, h: string) => String(r.cells[col(h)] ?? '');
    expect(sheet.rows.map((r) => [cell(r, 'Jenis Dokumen'), cell(r, 'No. Dokumen'), cell(r, 'Masuk'), cell(r, 'Keluar'), cell(r, 'Saldo')])).toEqual([
      ['Saldo awal', '', '', '', '150'],
      ['test_sale', 'SALE-1', '0', '30', '120'],
      ['test_in', 'IN-3', '40', '0', '160'],
      ['test_in', 'IN-3', '0', '12', '148'],
      ['test_sale', 'SALE-2', '0', '5', '143'],
      ['Saldo akhir', '', '', '', '143'],
    ]);
    expect(sheet.rows[5].cells[col('Saldo (satuan)')]).toBe('14 Box + 3 Strip');
    // One warehouse: its own balance.
    const one = await download(ctx.admin, '/kartu_stock/generate_excel', { product_id: ids.para, stock_log_gudang_id: 2, stock_log_datetime_start: D1 });
    expect(one.rows.map((r) => r.cells[one.headers.indexOf('Saldo')])).toEqual(['0', '50', '38', '38']);
  });

  it("needs a product, and another company's product is not found", async () => {
    const r = await ctx.admin.post('/kartu_stock/generate_excel', {});
    expect(r.http).toBe(422);
    expect(r.errors?.product_id).toEqual(['Pilih produk']);
    expect((await ctx.admin.post('/kartu_stock/generate_excel', { product_id: 999999 })).http).toBe(404);
  });
});

describe('stock log', () => {
  it('lists movements newest first with filters to the minute, by document type and number, and exports them', async () => {
    const r = await ctx.admin.post('/report/stock_log/index', {});
    expect(r.data).toMatchObject({ page: 1, perPage: 20, total: 7 });
    expect(r.data.data[0]).toMatchObject({
      doc_number: 'SALE-2',
      note: 'Penjualan kasir',
      qty_out: 5,
      qty_out_text: '5 Strip',
      qty_after: 105,
      user_name: expect.any(String),
    });
    const minute = await ctx.admin.post('/report/stock_log/index', { stock_log_datetime_start: `${D2} 09:59`, stock_log_datetime_end: `${D2} 10:00` });
    expect(minute.data.data.map((x: { doc_number: string }) => x.doc_number).sort()).toEqual(['IN-2', 'SALE-1']);
    expect(
      (await ctx.admin.post('/report/stock_log/index', { stock_log_datetime_start: `${D2} 10:01`, stock_log_datetime_end: `${D2} 23:59` })).data.total,
    ).toBe(0);
    expect((await ctx.admin.post('/report/stock_log/index', { doc_type: 'test_in' })).data.total).toBe(5);
    expect((await ctx.admin.post('/report/stock_log/index', { search: 'sale-' })).data.total).toBe(2);
    expect((await ctx.admin.post('/report/stock_log/index', { stock_log_product_main_name: 'amox' })).data.data[0]).toMatchObject({
      batch_no: 'B1',
      expired_date: dayOf(200),
    });
    const sheet = await download(ctx.admin, '/report/stock_log/generate_excel', { stock_log_gudang_id: 2 });
    expect(sheet.rows.map((r) => [r.cells[sheet.headers.indexOf('No. Dokumen')], r.cells[sheet.headers.indexOf('Saldo Gudang')]])).toEqual([
      ['IN-1', '50'],
      ['IN-3', '38'],
    ]);
  });
});

describe('who sees what', () => {
  it('limits group 6 to its warehouses everywhere', async () => {
    const g6 = await userWithGroup(ctx.admin, 6, 'mutasi_g6');
    await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 });
    const c = g6.client;
    const v2 = await c.post('/mutasi_stok/index_v2', { stock_log_datetime_start: D2, stock_log_datetime_end: D3 });
    expect(v2.data.data.map((x: Record<string, unknown>) => [x.master_gudang_name, ...pick(x)])).toEqual([['Gudang Cabang', 50, 0, 12, 38]]);
    const idx = await c.post('/mutasi_stok/index', { stock_log_datetime_start: D2, stock_log_datetime_end: D3 });
    expect(idx.data.data.map(pick)).toEqual([[50, 0, 12, 38]]);
    expect((await c.post('/mutasi_stok/summary', { stock_log_datetime_start: D2 })).data).toMatchObject({ product_count: 1, opening: 50, closing: 38 });
    expect((await c.post('/report/stock_log/index', {})).data.total).toBe(2);
    expect((await c.post('/mutasi_stok/index_detail_v2', { stock_log_datetime_start: D1 })).data.total).toBe(2);
    for (const url of ['/mutasi_stok/index', '/mutasi_stok/index_detail_v2', '/report/stock_log/index', '/kartu_stock/generate_excel']) {
      const r = await c.post(url, { stock_log_gudang_id: 1, product_id: ids.para });
      expect(r.http, url).toBe(422);
      expect(r.errors?.stock_log_gudang_id, url).toEqual(['Gudang tidak ditemukan']);
    }
    const card = await download(c, '/kartu_stock/generate_excel', { product_id: ids.para, stock_log_datetime_start: D1 });
    expect(card.rows.map((r) => r.cells[card.headers.indexOf('Saldo')])).toEqual(['0', '50', '38', '38']);
    const sheet = await download(c, '/mutasi_stok/excel_index_v2', { stock_log_datetime_start: D2 });
    expect(sheet.rows.map((r) => r.cells[0])).toEqual(['Gudang Cabang']);
  });

  it('shows another company nothing of this one', async () => {
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Mutasi',
      app_name: 'tetangga-mutasi',
      name: 'Pemilik B',
      username: 'owner_mutasi_b',
      email: 'owner@mutasi-b.test',
      password: 'Password-B-123',
      password_confirmation: 'Password-B-123',
    });
    expect(reg.status).toBe(200);
    const b = await new Client(ctx.server.url).login('owner_mutasi_b', 'Password-B-123');
    const body = { stock_log_datetime_start: D1, stock_log_product_main_id: ids.paraMain };
    expect((await b.post('/mutasi_stok/index', body)).data.total).toBe(0);
    expect((await b.post('/mutasi_stok/index_v2', {})).data.total).toBe(0);
    expect((await b.post('/mutasi_stok/index_detail_v2', { stock_log_datetime_start: D1 })).data.total).toBe(0);
    expect((await b.post('/mutasi_stok/summary', { stock_log_datetime_start: D1 })).data.product_count).toBe(0);
    expect((await b.post('/report/stock_log/index', {})).data.total).toBe(0);
    expect((await b.post('/kartu_stock/generate_excel', { product_id: ids.para })).http).toBe(404);
    expect((await b.post('/mutasi_stok/index', { stock_log_gudang_id: 1 })).errors?.stock_log_gudang_id).toEqual(['Gudang tidak ditemukan']);
    const sheet = await download(b, '/report/stock_log/generate_excel', {});
    expect(sheet.rows).toEqual([]);
  });
});

describe('stock mutation by name over many variants', () => {
  it('reads the page by name in chunks: every page is the slice of the whole list, and the last page knows the exact total', async () => {
    const live: number[] = [];
    for (let i = 1; i <= 50; i++) {
      const made = await makeProduct(`Zinc ${String(i).padStart(2, '0')}`);
      if (i % 10 === 3)
        await move({ doc_type: 'test_in', doc_number: `ZT-${i}`, lines: [{ gudang_id: 2, product_id: made.product_id, qty: 7, unit_cost: 100 }] });
      else live.push(made.product_id);
    }
    // 45 variants move in the period (both warehouses), 5 only today: those have nothing in the period.
    await moveOn(D2, {
      doc_type: 'test_in',
      doc_number: 'ZINC-1',
      lines: live.flatMap((product_id, i) => [
        { gudang_id: 1, product_id, qty: 10 + i, unit_cost: 500 },
        { gudang_id: 2, product_id, qty: 1, unit_cost: 500 },
      ]),
    });
    const filter = { stock_log_datetime_start: D1, stock_log_datetime_end: D3, stock_log_product_main_name: 'Zinc' };
    for (const [url, rows] of [
      ['/mutasi_stok/index', 45],
      ['/mutasi_stok/index_v2', 90],
    ] as const) {
      const whole = await ctx.admin.post(url, { ...filter, perPage: 500 });
      expect(whole.data.total).toBe(rows);
      const key = (x: Record<string, unknown>) => `${x.gudang_id ?? ''}:${x.product_name}:${pick(x).join('/')}`;
      const pages: string[] = [];
      let first = 0;
      for (let page = 1; page <= Math.ceil(rows / 10); page++) {
        const r = await ctx.admin.post(url, { ...filter, perPage: 10, page });
        expect(r.http).toBe(200);
        if (page === 1) first = r.data.total;
        if (page === Math.ceil(rows / 10)) expect(r.data.total).toBe(rows);
        pages.push(...r.data.data.map(key));
      }
      expect(pages).toEqual(whole.data.data.map(key));
      // Before every variant is read the total counts the unread ones: never fewer than the rows.
      expect(first).toBeGreaterThanOrEqual(rows);
      const desc = await ctx.admin.post(url, { ...filter, perPage: 5, sort: { field: 'product_name', type: 'desc' } });
      expect(desc.data.data[0].product_name).toBe('Zinc 50');
    }
  });
});
