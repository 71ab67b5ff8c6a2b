import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { fefoBatches } from '../queries.js';
import { stockTestKit } from '../stock-test-kit.js';

const ctx = useTestServer();
const { asAdmin, move, makeProduct } = stockTestKit(ctx);
const ids = { amox: 0, para: 0, b1: 0, b2: 0 };
const update = (body: Record<string, unknown>, c: Client = ctx.admin) => c.post('/batch/stored_update_batch', body);

beforeAll(async () => {
  const make = async (name: string, expire: boolean) => (await makeProduct(name, { expire })).product_id;
  ids.amox = await make('Amoxicillin 500 mg', true);
  ids.para = await make('Paracetamol 500 mg', true);
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.amox, qty: 23, unit_cost: 2000, batch: { batch_no: 'B1', expired_date: '2027-03-31' } },
      { gudang_id: 2, product_id: ids.amox, qty: 5, unit_cost: 2000, batch: { batch_no: 'B1', expired_date: '2027-03-31' } },
      { gudang_id: 1, product_id: ids.amox, qty: 4, unit_cost: 2000, batch: { batch_no: 'B2', expired_date: '2028-01-31' } },
      { gudang_id: 1, product_id: ids.para, qty: 9, unit_cost: 500, batch: { batch_no: 'B1', expired_date: '2027-03-31' } },
    ],
  });
  const fefo = await asAdmin((tx) => fefoBatches(tx, ids.amox, 1));
  ids.b1 = fefo[0].batch_id;
  ids.b2 = fefo[1].batch_id;
});

describe('batches', () => {
  it('lists batches with their stock per warehouse, filtered by product and warehouse', async () => {
    const all = await ctx.admin.post('/batch/list_header_batch', { product_id: ids.amox });
    expect(all.data.total).toBe(2);
    expect(all.data.data[0]).toMatchObject({ batch_id: ids.b1, batch_no: 'B1', expired_date: '2027-03-31', qty: 28, qty_text: '2 Box + 8 Strip' });
    expect(all.data.data[0].warehouses).toEqual([
      { gudang_id: 2, master_gudang_name: 'Gudang Cabang', qty: 5, qty_text: '5 Strip' },
      { gudang_id: 1, master_gudang_name: 'Gudang Utama', qty: 23, qty_text: '2 Box + 3 Strip' },
    ]);
    const inCabang = await ctx.admin.post('/batch/list_header_batch', { product_id: ids.amox, gudang_id: 2 });
    expect(inCabang.data.data.map((b: { batch_no: string; qty: number }) => [b.batch_no, b.qty])).toEqual([['B1', 5]]);
    expect((await ctx.admin.post('/batch/list_header_batch', { columnFilters: { search: 'parac' } })).data.total).toBe(1);
    expect((await ctx.admin.post('/batch/list_header_batch', { product_id: 'x' })).errors?.product_id).toEqual(['Harus berupa angka']);
  });

  it('corrects a batch number and expiry, logging the correction', async () => {
    const body = { batch_id: ids.b2, batch_no: 'B2X', expired_date: '2028-02-29', note: 'Salah ketik saat terima' };
    expect((await ctx.admin.post('/batch/validation_update_batch', body)).http).toBe(200);
    const r = await update(body);
    expect(r).toMatchObject({ http: 200, msg: 'Batch berhasil dikoreksi', data: { batch_id: ids.b2, batch_no: 'B2X', expired_date: '2028-02-29' } });
    const log = await ctx.server.database.db.execute(sql`select batch_id, old_batch_no, new_batch_no, to_char(old_expired_date, 'YYYY-MM-DD') as old_date,
        to_char(new_expired_date, 'YYYY-MM-DD') as new_date, note, user_id from stock_batch_change where batch_id = ${ids.b2}`);
    expect(log.rows).toEqual([
      {
        batch_id: ids.b2,
        old_batch_no: 'B2',
        new_batch_no: 'B2X',
        old_date: '2028-01-31',
        new_date: '2028-02-29',
        note: 'Salah ketik saat terima',
        user_id: 1,
      },
    ]);
    const fefo = await asAdmin((tx) => fefoBatches(tx, ids.amox, 1));
    expect(fefo[1]).toEqual({ batch_id: ids.b2, batch_no: 'B2X', expired_date: '2028-02-29', qty: 4 });
  });

  it('refuses a correction that would collide with another batch of the product, or changes nothing, writing nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const clash = await update({ batch_id: ids.b2, batch_no: 'B1', expired_date: '2027-03-31' });
    expect(clash.http).toBe(422);
    expect(clash.errors?.batch_no).toEqual([`Bentrok dengan batch lain produk ini: B1 (31-03-2027, id ${ids.b1}, stok 28); gunakan nomor atau tanggal lain`]);
    // The same number of another product is no clash, but nothing to change is refused.
    expect((await update({ batch_id: ids.b2, batch_no: 'B2X', expired_date: '2028-02-29' })).errors?.batch_no).toEqual(['Tidak ada perubahan pada batch ini']);
    expect((await update({ batch_id: ids.b2, batch_no: 'B3' })).errors?.expired_date).toEqual(['Tanggal kedaluwarsa wajib diisi']);
    expect((await update({ batch_id: ids.b2, batch_no: '', expired_date: '2028-02-30' })).errors).toMatchObject({
      batch_no: ['Nomor batch wajib diisi'],
      expired_date: ['Tanggal kedaluwarsa tidak valid'],
    });
    expect((await update({ batch_id: 999999, batch_no: 'B9', expired_date: '2029-01-01' })).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('keeps roles, companies and warehouses apart', async () => {
    const sales = await userWithGroup(ctx.admin, 2);
    expect((await sales.client.post('/batch/list_header_batch', {})).http).toBe(403);
    expect((await update({ batch_id: ids.b1, batch_no: 'Z', expired_date: '2029-01-01' }, sales.client)).http).toBe(403);
    await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Batch',
      app_name: 'tetangga-batch',
      name: 'Pemilik D',
      username: 'owner_batch_d',
      email: 'owner@batch-d.test',
      password: 'Password-D-123',
      password_confirmation: 'Password-D-123',
    });
    const other = await new Client(ctx.server.url).login('owner_batch_d', 'Password-D-123');
    const before = await tableSnapshot(ctx.server.database);
    expect((await other.post('/batch/list_header_batch', {})).data.total).toBe(0);
    expect((await update({ batch_id: ids.b1, batch_no: 'Z', expired_date: '2029-01-01' }, other)).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    expect((await ctx.admin.post('/group/update_privilege', { group_id: 6, privileges: ['stockAdjustment'] }, { json: true })).status).toBe(200);
    const whs = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: whs.userId, gudang_id: 2 })).http).toBe(200);
    const seen = await whs.client.post('/batch/list_header_batch', {});
    expect(seen.data.data.map((b: { batch_no: string; qty: number; warehouses: unknown[] }) => [b.batch_no, b.qty, b.warehouses.length])).toEqual([
      ['B1', 5, 1],
    ]);
    expect((await update({ batch_id: ids.b2, batch_no: 'Z', expired_date: '2029-01-01' }, whs.client)).http).toBe(404);
    expect((await update({ batch_id: ids.b1, batch_no: 'B1A', expired_date: '2027-03-31' }, whs.client)).http).toBe(200);
    await ctx.admin.post('/group/update_privilege', { group_id: 6, privileges: [] }, { json: true });
  });
});

describe('FEFO order (GET /penerimaan/stock_fefo)', () => {
  it('answers the batches on hand first expiry first, in both units, within the company and the warehouses of the user', async () => {
    const r = await ctx.admin.get('/penerimaan/stock_fefo', { product_id: ids.amox, gudang_id: 1 });
    expect(r.http).toBe(200);
    expect(r.data).toMatchObject({ product_id: ids.amox, gudang_id: 1, is_product_expire: 1, qty: 27, qty_text: '2 Box + 7 Strip' });
    expect(
      r.data.batches.map((b: { batch_id: number; qty: number; fefo_order: number; expired_date: string }) => [b.batch_id, b.qty, b.fefo_order, b.expired_date]),
    ).toEqual([
      [ids.b1, 23, 1, '2027-03-31'],
      [ids.b2, 4, 2, '2028-02-29'],
    ]);
    expect(r.data.batches[0].qty_text).toBe('2 Box + 3 Strip');
    expect(r.data.batches[0].days_left).toBeLessThan(r.data.batches[1].days_left);
    expect((await ctx.admin.get('/penerimaan/stock_fefo', { product_id: ids.amox, gudang_id: 2 })).data.batches).toHaveLength(1);

    const bad = await ctx.admin.get('/penerimaan/stock_fefo', { product_id: 'x', gudang_id: 1 });
    expect(bad.http).toBe(422);
    expect(bad.errors?.product_id).toBeDefined();
    expect((await ctx.admin.get('/penerimaan/stock_fefo', { product_id: 999999, gudang_id: 1 })).http).toBe(404);
    expect((await ctx.admin.get('/penerimaan/stock_fefo', { product_id: ids.amox, gudang_id: 999999 })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);

    const other = await new Client(ctx.server.url).login('owner_batch_d', 'Password-D-123');
    expect((await other.get('/penerimaan/stock_fefo', { product_id: ids.amox, gudang_id: 1 })).http).not.toBe(200);
    const sales = await userWithGroup(ctx.admin, 2);
    expect((await sales.client.get('/penerimaan/stock_fefo', { product_id: ids.amox, gudang_id: 1 })).http).toBe(403);

    expect((await ctx.admin.post('/group/update_privilege', { group_id: 6, privileges: ['stockAdjustment'] }, { json: true })).status).toBe(200);
    const whs = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: whs.userId, gudang_id: 2 })).http).toBe(200);
    expect((await whs.client.get('/penerimaan/stock_fefo', { product_id: ids.amox, gudang_id: 2 })).data.qty).toBe(5);
    expect((await whs.client.get('/penerimaan/stock_fefo', { product_id: ids.amox, gudang_id: 1 })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    await ctx.admin.post('/group/update_privilege', { group_id: 6, privileges: [] }, { json: true });
  });
});
