import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { fefoBatches } from '../queries.js';
import { stockTestKit } from '../stock-test-kit.js';

const ctx = useTestServer();
const { asAdmin, move, stockOf, avgCost, makeProduct } = stockTestKit(ctx);
const ids = { para: 0, amox: 0, b1: 0 };
const add = (body: Record<string, unknown>, c: Client = ctx.admin) => c.post('/stock_adjustment/add_stored', body, { json: true });

beforeAll(async () => {
  const make = async (name: string, expire: boolean) => (await makeProduct(name, { expire })).product_id;
  ids.para = await make('Paracetamol 500 mg', false);
  ids.amox = await make('Amoxicillin 500 mg', true);
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 1000 },
      { gudang_id: 1, product_id: ids.para, qty: 50, unit_cost: 1600 },
      { gudang_id: 1, product_id: ids.amox, qty: 20, unit_cost: 2000, batch: { batch_no: 'B1', expired_date: '2027-03-31' } },
    ],
  });
  ids.b1 = (await asAdmin((tx) => fefoBatches(tx, ids.amox, 1)))[0].batch_id;
});

describe('stock adjustment', () => {
  it('moves stock up and down exactly, at the moving average, which a decrease leaves as it was', async () => {
    const avgBefore = await avgCost(ids.para, 1);
    expect(avgBefore).toBe(1200);
    const body = {
      gudang_id: 1,
      note: 'Penyesuaian rak',
      lines: [
        { product_id: ids.para, qty_change: -23, reason: 'Rusak kena air' },
        { product_id: ids.amox, batch_id: ids.b1, qty_change: -5, reason: 'Kemasan pecah' },
        { product_id: ids.amox, batch_no: 'B2', expired_date: '2028-01-31', qty_change: 12, reason: 'Ditemukan saat cek gudang' },
      ],
    };
    expect((await ctx.admin.post('/stock_adjustment/validation_add', body, { json: true })).http).toBe(200);
    const r = await add(body);
    expect(r).toMatchObject({ http: 200, msg: 'Penyesuaian stok berhasil disimpan', data: { lines: 3 } });
    expect(r.data.adjustment_number).toMatch(/^ADJ\/\d{4}\/0001$/);
    expect(await stockOf(ids.para, 1)).toBe(127);
    expect(await stockOf(ids.amox, 1)).toBe(27);
    expect(await avgCost(ids.para, 1)).toBe(avgBefore);
    expect(await avgCost(ids.amox, 1)).toBe(2000);

    const d = await ctx.admin.post('/stock_adjustment/detail', { adjustment_id: r.data.adjustment_id });
    expect(d.data).toMatchObject({
      adjustment_number: r.data.adjustment_number,
      master_gudang_name: 'Gudang Utama',
      status: 'posted',
      note: 'Penyesuaian rak',
    });
    expect(
      d.data.lines.map((l: Record<string, unknown>) => [l.product_name, l.batch_no, l.expired_date, l.qty_change, l.qty_change_text, l.reason, l.unit_cost]),
    ).toEqual([
      ['Paracetamol 500 mg', null, null, -23, '-(2 Box + 3 Strip)', 'Rusak kena air', 1200],
      ['Amoxicillin 500 mg', 'B1', '2027-03-31', -5, '-5 Strip', 'Kemasan pecah', 2000],
      ['Amoxicillin 500 mg', 'B2', '2028-01-31', 12, '1 Box + 2 Strip', 'Ditemukan saat cek gudang', 2000],
    ]);
    const log = await ctx.server.database.db.execute(
      sql`select doc_type, doc_number, qty::int from stock_log where doc_id = ${r.data.adjustment_id} and doc_type = 'stock_adjustment' order by stock_log_id`,
    );
    expect(log.rows).toHaveLength(3);
    expect(log.rows.every((x) => (x as { doc_number: string }).doc_number === r.data.adjustment_number)).toBe(true);

    const up = await add({ gudang_id: 1, lines: [{ product_id: ids.para, qty_change: '1.000', reason: 'Koreksi hitung' }] });
    expect(up.http).toBe(200);
    expect(await stockOf(ids.para, 1)).toBe(1127);
    expect(await avgCost(ids.para, 1)).toBe(avgBefore);

    const list = await ctx.admin.post('/stock_adjustment/list', { gudang_id: 1, adjustment_number: r.data.adjustment_number });
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({
      adjustment_number: r.data.adjustment_number,
      line_count: 3,
      value_in: 12 * 2000,
      value_out: 23 * 1200 + 5 * 2000,
    });
    expect((await ctx.admin.post('/stock_adjustment/list', { date_start: '2000-01-01', date_end: '2000-01-31' })).data.total).toBe(0);
    expect((await ctx.admin.post('/stock_adjustment/list', { search: 'rak' })).data.total).toBe(1);
    expect((await ctx.admin.post('/stock_adjustment/list', {})).data.total).toBe(2);
  });

  it('refuses a shortage at its line and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const r = await add({
      gudang_id: 1,
      lines: [
        { product_id: ids.para, qty_change: 5, reason: 'Tambah' },
        { product_id: ids.amox, batch_id: ids.b1, qty_change: -16, reason: 'Hilang' },
      ],
    });
    expect(r.http).toBe(422);
    expect(Object.keys(r.errors ?? {})).toEqual(['lines.1.qty_change']);
    expect(r.errors?.['lines.1.qty_change'][0]).toBe(
      'Stok Amoxicillin 500 mg batch B1 di Gudang Utama tidak cukup: tersedia 1 Box + 5 Strip, diminta 1 Box + 6 Strip',
    );
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('refuses bad input per field and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const bad = await add({
      gudang_id: 1,
      lines: [
        { product_id: ids.para, qty_change: 0, reason: 'x' },
        { product_id: ids.para, qty_change: 2 },
        { product_id: ids.para, qty_change: '1,5', reason: 'x' },
      ],
    });
    expect(bad.http).toBe(422);
    expect(bad.errors?.['lines.0.qty_change']).toEqual(['Jumlah penyesuaian tidak boleh 0']);
    expect(bad.errors?.['lines.1.reason']).toEqual(['Alasan wajib diisi']);
    expect(bad.errors?.['lines.2.qty_change']).toBeDefined();
    // issue 20: a quantity other than what the page's input showed (qty_entered) is refused at the line's quantity
    const notShown = await add({ gudang_id: 1, lines: [{ product_id: ids.para, qty_change: -4, qty_entered: { besar: 0, kecil: 2 }, reason: 'x' }] });
    expect(notShown.errors).toEqual({
      'lines.0.qty_change': ['Jumlah yang dikirim (4 Strip) tidak sama dengan yang tampil di halaman (2 Strip): muat ulang halaman lalu isi kembali jumlahnya'],
    });
    const rules = await add({
      gudang_id: 1,
      lines: [
        { product_id: ids.amox, qty_change: -1, reason: 'x' },
        { product_id: ids.amox, qty_change: 1, reason: 'x' },
        { product_id: ids.para, qty_change: 1, reason: 'x' },
        { product_id: ids.para, qty_change: 2, reason: 'x' },
        { product_id: 999999, qty_change: 1, reason: 'x' },
        { product_id: ids.amox, batch_no: 'B9', qty_change: 1, reason: 'x' },
        { product_id: ids.amox, batch_no: 'B9', expired_date: '2029-01-31', qty_change: -1, reason: 'x' },
        { product_id: ids.para, batch_id: ids.b1, qty_change: -1, reason: 'x' },
      ],
    });
    expect(rules.errors).toEqual({
      'lines.0.batch_id': ['Produk ini memakai kedaluwarsa: pilih batch yang dikurangi'],
      'lines.1.batch_no': ['Produk ini memakai kedaluwarsa: isi batch dan tanggal kedaluwarsanya'],
      'lines.3.product_id': ['Produk dan batch ini sudah ada di baris lain'],
      'lines.4.product_id': ['Produk tidak ditemukan'],
      'lines.5.expired_date': ['Tanggal kedaluwarsa wajib diisi'],
      'lines.6.batch_no': ['Batch B9 tidak tercatat untuk produk ini: pengurangan hanya dari batch yang ada'],
      'lines.7.batch_id': ['Batch tidak ditemukan untuk produk ini'],
    });
    const line = [{ product_id: ids.para, qty_change: 1, reason: 'x' }];
    expect((await add({ gudang_id: 1, adjustment_date: '2999-01-01', lines: line })).errors?.adjustment_date).toEqual(['Tanggal tidak boleh di masa depan']);
    expect((await add({ gudang_id: 1, adjustment_date: '2026-02-30', lines: line })).errors?.adjustment_date).toEqual(['Tanggal tidak valid']);
    expect((await add({ gudang_id: 999, lines: line })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    expect((await add({ gudang_id: 1, lines: [] })).errors?.lines).toBeDefined();
    expect((await ctx.admin.post('/stock_adjustment/list', { date_start: 'kemarin' })).errors?.date_start).toEqual(['Tanggal harus berformat TTTT-BB-HH']);
    expect((await ctx.admin.post('/stock_adjustment/detail', { adjustment_id: 'abc' })).http).toBe(422);
    expect((await ctx.admin.post('/stock_adjustment/detail', { adjustment_id: 999999 })).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('keeps roles, companies and warehouses apart', async () => {
    const own = (await ctx.admin.post('/stock_adjustment/list', {})).data.data[0];
    const sales = await userWithGroup(ctx.admin, 2);
    expect((await sales.client.post('/stock_adjustment/list', {})).http).toBe(403);
    expect((await sales.client.post('/stock_adjustment/detail', { adjustment_id: own.adjustment_id })).http).toBe(403);
    expect((await add({ gudang_id: 1, lines: [{ product_id: ids.para, qty_change: 1, reason: 'x' }] }, sales.client)).http).toBe(403);
    const spvWhs = await userWithGroup(ctx.admin, 4);
    expect((await spvWhs.client.post('/stock_adjustment/list', {})).data.total).toBe(2);

    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Stok',
      app_name: 'tetangga-adj',
      name: 'Pemilik C',
      username: 'owner_adj_c',
      email: 'owner@adj-c.test',
      password: 'Password-C-123',
      password_confirmation: 'Password-C-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_adj_c', 'Password-C-123');
    const before = await tableSnapshot(ctx.server.database);
    expect((await other.post('/stock_adjustment/list', {})).data.total).toBe(0);
    expect((await other.post('/stock_adjustment/detail', { adjustment_id: own.adjustment_id })).http).toBe(404);
    const foreign = await add({ gudang_id: 1, lines: [{ product_id: ids.para, qty_change: 1, reason: 'x' }] }, other);
    expect(foreign.http).toBe(422);
    expect(foreign.errors?.gudang_id ?? foreign.errors?.['lines.0.product_id']).toBeDefined();
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    // Group 6 given the page sees and adjusts only the warehouses granted to it.
    expect((await ctx.admin.post('/group/update_privilege', { group_id: 6, privileges: ['stockAdjustment'] }, { json: true })).status).toBe(200);
    const whs = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: whs.userId, gudang_id: 2 })).http).toBe(200);
    expect((await whs.client.post('/stock_adjustment/list', {})).data.data).toEqual([]);
    expect((await whs.client.post('/stock_adjustment/detail', { adjustment_id: own.adjustment_id })).http).toBe(404);
    expect((await add({ gudang_id: 1, lines: [{ product_id: ids.para, qty_change: 1, reason: 'x' }] }, whs.client)).errors?.gudang_id).toEqual([
      'Gudang tidak ditemukan',
    ]);
    const mine = await add({ gudang_id: 2, lines: [{ product_id: ids.para, qty_change: 7, reason: 'Stok awal cabang' }] }, whs.client);
    expect(mine.http).toBe(200);
    expect(await stockOf(ids.para, 2)).toBe(7);
    expect((await whs.client.post('/stock_adjustment/list', {})).data.data.map((a: { adjustment_id: number }) => a.adjustment_id)).toEqual([
      mine.data.adjustment_id,
    ]);
    await ctx.admin.post('/group/update_privilege', { group_id: 6, privileges: [] }, { json: true });
    const states = await ctx.server.database.db.execute(sql`select count(*)::int as n from document_state_log where document = 'stock_adjustment'`);
    expect((states.rows[0] as { n: number }).n).toBe(3);
  });
});
