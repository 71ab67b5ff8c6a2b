import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../stock-test-kit.js';

const ctx = useTestServer();
const { move, stockOf, fefo, makeProduct } = stockTestKit(ctx);
const ids = { para: 0, amox: 0, b1: 0 };
const add = (body: Record<string, unknown>) => ctx.admin.post('/stock_opname/add_stored', body, { json: true });

beforeAll(async () => {
  ids.para = (await makeProduct('Paracetamol 500 mg')).product_id;
  ids.amox = (await makeProduct('Amoxicillin 500 mg', { expire: true })).product_id;
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 1000 },
      { gudang_id: 1, product_id: ids.amox, qty: 20, unit_cost: 2000, batch: { batch_no: 'B1', expired_date: '2027-03-31' } },
    ],
  });
  ids.b1 = (await fefo(ids.amox, 1))[0].batch_id;
});

describe('stock opname', () => {
  it('books counted − system at counting time, so a sale between counting and posting is neither lost nor counted twice', async () => {
    const code = await ctx.admin.get('/stock_opname/generate_code');
    expect(code.data.opname_code).toMatch(/^SO\/\d{4}\/0001$/);
    const seen = await ctx.admin.post('/stock_opname/list_batch', { gudang_id: 1, product_id: ids.para });
    expect(seen.data.batches).toEqual([expect.objectContaining({ batch_id: 0, qty: 100, qty_text: '10 Box' })]);
    const countedAt = seen.data.counted_at;
    // While the shelf is being counted, 10 are sold.
    await new Promise((r) => setTimeout(r, 20));
    await move({ doc_type: 'test_sale', lines: [{ gudang_id: 1, product_id: ids.para, qty: -10 }] });

    const body = {
      gudang_id: 1,
      counted_at: countedAt,
      note: 'Opname akhir bulan',
      lines: [
        { product_id: ids.para, counted_qty: 95 },
        { product_id: ids.amox, batch_id: ids.b1, counted_qty: 18 },
        { product_id: ids.amox, batch_no: 'B2', expired_date: '2028-01-31', counted_qty: 4, note: 'Ditemukan di rak belakang' },
      ],
    };
    expect((await ctx.admin.post('/stock_opname/validation_add', body, { json: true })).http).toBe(200);
    const r = await add(body);
    expect(r).toMatchObject({ http: 200, msg: 'Stok opname berhasil disimpan', data: { opname_code: code.data.opname_code, lines: 3, diff_lines: 3 } });
    // 100 counted as 95 (−5), and the 10 sold stay sold: 85.
    expect(await stockOf(ids.para, 1)).toBe(85);
    expect(await stockOf(ids.amox, 1)).toBe(22);
    const d = await ctx.admin.get('/stock_opname/detail', { id: r.data.opname_id });
    expect(d.data.lines.map((l: Record<string, unknown>) => [l.product_name, l.batch_no, l.system_qty, l.counted_qty, l.diff_qty, l.diff_qty_text])).toEqual([
      ['Paracetamol 500 mg', null, 100, 95, -5, '-5 Strip'],
      ['Amoxicillin 500 mg', 'B1', 20, 18, -2, '-2 Strip'],
      ['Amoxicillin 500 mg', 'B2', 0, 4, 4, '4 Strip'],
    ]);
    expect(d.data.lines[0].unit_cost).toBe(1000);
    const list = await ctx.admin.post('/stock_opname/list', { gudang_id: 1 });
    expect(list.data.data[0]).toMatchObject({ opname_code: code.data.opname_code, master_gudang_name: 'Gudang Utama', line_count: 3, diff_count: 3 });
    expect(list.data.data[0].diff_value).toBe(-5 * 1000 - 2 * 2000 + 4 * 2000);
  });

  it('refuses bad counts per field and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const r = await add({
      gudang_id: 1,
      lines: [
        { product_id: ids.amox, counted_qty: 3 },
        { product_id: ids.para, counted_qty: 1 },
        { product_id: ids.para, counted_qty: 2 },
        { product_id: 999999, counted_qty: 1 },
        { product_id: ids.amox, batch_no: 'B9', counted_qty: 1 },
        { product_id: ids.para, counted_qty: -1 },
      ],
    });
    expect(r.http).toBe(422);
    expect(r.errors?.['lines.5.counted_qty']).toBeDefined();
    const again = await add({
      gudang_id: 1,
      lines: [
        { product_id: ids.amox, counted_qty: 3 },
        { product_id: ids.para, counted_qty: 1 },
        { product_id: ids.para, counted_qty: 2 },
        { product_id: 999999, counted_qty: 1 },
        { product_id: ids.amox, batch_no: 'B9', counted_qty: 1 },
      ],
    });
    expect(again.errors).toEqual({
      'lines.0.batch_no': ['Produk ini memakai kedaluwarsa: isi batch dan tanggal kedaluwarsanya'],
      'lines.2.product_id': ['Produk dan batch ini sudah ada di baris lain'],
      'lines.3.product_id': ['Produk tidak ditemukan'],
      'lines.4.expired_date': ['Tanggal kedaluwarsa wajib diisi'],
    });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await add({ gudang_id: 1, counted_at: future, lines: [{ product_id: ids.para, counted_qty: 1 }] })).errors?.counted_at).toEqual([
      'Waktu hitung tidak boleh di masa depan',
    ]);
    expect((await add({ gudang_id: 999, lines: [{ product_id: ids.para, counted_qty: 1 }] })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    expect((await add({ gudang_id: 1, lines: [] })).errors?.lines).toBeDefined();
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('refuses a count whose difference takes more than there is now, at its line', async () => {
    const seen = await ctx.admin.post('/stock_opname/list_batch', { gudang_id: 1, product_id: ids.para });
    await new Promise((r) => setTimeout(r, 20));
    await move({ doc_type: 'test_sale', lines: [{ gudang_id: 1, product_id: ids.para, qty: -80 }] });
    // Counted 0 when the system held 85, but 80 have since been sold: only 5 are left to take.
    const r = await add({ gudang_id: 1, counted_at: seen.data.counted_at, lines: [{ product_id: ids.para, counted_qty: 0 }] });
    expect(r.http).toBe(422);
    expect(r.errors?.['lines.0.counted_qty']?.[0]).toMatch(/^Stok Paracetamol 500 mg di Gudang Utama tidak cukup: tersedia 5 Strip/);
    expect(await stockOf(ids.para, 1)).toBe(5);
  });

  it('checks batch numbers typed while counting', async () => {
    const known = await ctx.admin.get('/stock_opname/check_batch', { product_id: ids.amox, batch_no: 'B1' });
    expect(known.data).toEqual({ exists: true, batches: [{ batch_id: ids.b1, batch_no: 'B1', expired_date: '2027-03-31' }] });
    expect((await ctx.admin.get('/stock_opname/check_batch', { product_id: ids.amox, batch_no: 'B7' })).data.exists).toBe(false);
    const clash = await ctx.admin.post('/stock_opname/verif_batch', { product_id: ids.amox, batch_no: 'B1', expired_date: '2027-04-30' });
    expect(clash.errors?.expired_date).toEqual(['Batch B1 sudah tercatat dengan kedaluwarsa 31-03-2027']);
    const ok = await ctx.admin.post('/stock_opname/verif_batch', { product_id: ids.amox, batch_no: 'B1', expired_date: '2027-03-31' });
    expect(ok.data).toEqual({ batch_id: ids.b1, is_new: false, is_expired: false });
    expect(
      (await ctx.admin.post('/stock_opname/verif_batch', { product_id: ids.amox, batch_no: 'B1', expired_date: '2027-02-30' })).errors?.expired_date,
    ).toEqual(['Tanggal kedaluwarsa tidak valid']);
  });

  it('keeps roles and warehouses apart: no page → 403, group 6 sees only its warehouses', async () => {
    const sales = await userWithGroup(ctx.admin, 2);
    expect((await sales.client.post('/stock_opname/list', {})).http).toBe(403);
    const whs = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: whs.userId, gudang_id: 2 })).http).toBe(200);
    const opnameId = (await ctx.admin.post('/stock_opname/list', {})).data.data[0].opname_id;
    expect((await whs.client.post('/stock_opname/list', {})).data.data).toEqual([]);
    expect((await whs.client.get('/stock_opname/detail', { id: opnameId })).http).toBe(404);
    expect((await whs.client.post('/stock_opname/list_batch', { gudang_id: 1, product_id: ids.para })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    const own = await whs.client.post('/stock_opname/add_stored', { gudang_id: 2, lines: [{ product_id: ids.para, counted_qty: 7 }] }, { json: true });
    expect(own.http).toBe(200);
    expect(await stockOf(ids.para, 2)).toBe(7);
    expect((await whs.client.post('/stock_opname/list', {})).data.data).toHaveLength(1);
    const log = await ctx.server.database.db.execute(sql`select count(*)::int as n from document_state_log where document = 'stock_opname'`);
    expect((log.rows[0] as { n: number }).n).toBe(2);
  });

  it('counts the batchless stock of a product marked expiry-tracked after it was received (issue 20)', async () => {
    const late = (await makeProduct('Vitamin C 50 mg')).product_id;
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: late, qty: 12, unit_cost: 500 }] });
    await ctx.server.database.db.execute(
      sql`update product_main set is_product_expire = 1 where main_id = (select main_id from product where product_id = ${late})`,
    );
    const seen = await ctx.admin.post('/stock_opname/list_batch', { gudang_id: 1, product_id: late });
    expect(seen.data.batches).toEqual([expect.objectContaining({ batch_id: 0, qty: 12 })]);
    // the count the page sends for that line: batch 0, what was counted
    const r = await add({ gudang_id: 1, counted_at: seen.data.counted_at, lines: [{ product_id: late, batch_id: 0, counted_qty: 9 }] });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(await stockOf(late, 1)).toBe(9);
    // new stock of it still needs a batch: none left without one in Gudang 2
    const other = await add({ gudang_id: 2, lines: [{ product_id: late, batch_id: 0, counted_qty: 3 }] });
    expect(other.errors).toEqual({ 'lines.0.batch_no': ['Produk ini memakai kedaluwarsa: isi batch dan tanggal kedaluwarsanya'] });
  });

  it('refuses a line whose quantity is not what its page showed (qty_entered), at the quantity (issue 20)', async () => {
    await ctx.admin.post('/kemasan/stored', { kemasan_name: 'Pcs' });
    const kemasan = await ctx.admin.post('/product/options', { lookup: 'kemasan' }, { json: true });
    const pcsUnit = kemasan.data.find((o: { label: string }) => o.label === 'Pcs').value as number;
    const made = await ctx.admin.post('/product/create_stored', {
      main_name: 'Sabun Mandi',
      product_satuan_besar: pcsUnit,
      product_isi: 1,
      product_satuan_kecil: pcsUnit,
    });
    const soap = made.data.product_id[0] as number;
    const before = await tableSnapshot(ctx.server.database);
    // the old input of a single-unit product: 22 shown, 44 sent; and a Box/Strip line sent with a wrong isi
    const r = await add({
      gudang_id: 1,
      lines: [
        { product_id: soap, counted_qty: 44, qty_entered: { besar: 0, kecil: 22 } },
        { product_id: ids.amox, batch_id: ids.b1, counted_qty: 27, qty_entered: { besar: 2, kecil: 3 } },
      ],
    });
    expect(r.errors).toEqual({
      'lines.0.counted_qty': ['Jumlah yang dikirim (44 Pcs) tidak sama dengan yang tampil di halaman (22 Pcs): muat ulang halaman lalu isi kembali jumlahnya'],
      'lines.1.counted_qty': [
        'Jumlah yang dikirim (2 Box + 7 Strip) tidak sama dengan yang tampil di halaman (2 Box + 3 Strip): muat ulang halaman lalu isi kembali jumlahnya',
      ],
    });
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const fine = await add({
      gudang_id: 1,
      lines: [
        { product_id: soap, counted_qty: 22, qty_entered: { besar: 0, kecil: 22 } },
        { product_id: ids.amox, batch_id: ids.b1, counted_qty: 23, qty_entered: { besar: 2, kecil: 3 } },
      ],
    });
    expect(fine.http, JSON.stringify(fine.errors)).toBe(200);
    expect(await stockOf(soap, 1)).toBe(22);
  });
});
