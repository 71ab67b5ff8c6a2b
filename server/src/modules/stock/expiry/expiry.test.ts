import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../platform/excel/sheet-reader.js';
import { Client, userWithGroup, useTestServer } from '../../../test/harness.js';
import { jakartaToday } from '../mutation/period.js';
import { stockTestKit } from '../stock-test-kit.js';

const ctx = useTestServer();
const { move, fefo, makeProduct } = stockTestKit(ctx);
const ids = { amox: 0, cef: 0, para: 0 };
const dayOf = (offset: number) => {
  const d = new Date(`${jakartaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

async function download(client: Client, url: string, body: Record<string, unknown>) {
  const res = await fetch(`${ctx.server.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return readSheet(Buffer.from(await res.arrayBuffer()));
}

beforeAll(async () => {
  ids.amox = (await makeProduct('Amoxicillin 500 mg', { expire: true })).product_id;
  ids.cef = (await makeProduct('Cefadroxil 500 mg', { expire: true })).product_id;
  ids.para = (await makeProduct('Paracetamol 500 mg')).product_id;
  const batch = (batch_no: string, days: number) => ({ batch_no, expired_date: dayOf(days) });
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.amox, qty: 10, unit_cost: 2000, batch: batch('A-EXP', -3) },
      { gudang_id: 1, product_id: ids.amox, qty: 20, unit_cost: 2000, batch: batch('A-20', 20) },
      { gudang_id: 1, product_id: ids.amox, qty: 30, unit_cost: 2000, batch: batch('A-400', 400) },
      { gudang_id: 2, product_id: ids.amox, qty: 5, unit_cost: 2000, batch: batch('A-60', 60) },
      { gudang_id: 1, product_id: ids.cef, qty: 12, unit_cost: 3000, batch: batch('C-120', 120) },
      { gudang_id: 1, product_id: ids.cef, qty: 4, unit_cost: 3000, batch: batch('C-GONE', 10) },
      // No expiry: never in the list.
      { gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 500 },
    ],
  });
  // A batch sold out is not listed.
  const gone = (await fefo(ids.cef, 1)).find((b) => b.batch_no === 'C-GONE');
  await move({ doc_type: 'test_sale', lines: [{ gudang_id: 1, product_id: ids.cef, qty: -4, batch_id: gone?.batch_id }] });
});

describe('expiry report', () => {
  it('lists batches on hand in FEFO order with days left, buckets and their totals', async () => {
    const r = await ctx.admin.post('/report/product/expire', {});
    expect(r.http, JSON.stringify(r)).toBe(200);
    expect(r.data).toMatchObject({ page: 1, perPage: 20, total: 5, today: jakartaToday() });
    expect(r.data.data.map((x: Record<string, unknown>) => [x.batch_no, x.days_left, x.bucket, x.qty, x.master_gudang_name])).toEqual([
      ['A-EXP', -3, 'expired', 10, 'Gudang Utama'],
      ['A-20', 20, 'lt30', 20, 'Gudang Utama'],
      ['A-60', 60, 'lt90', 5, 'Gudang Cabang'],
      ['C-120', 120, 'lt180', 12, 'Gudang Utama'],
      ['A-400', 400, 'later', 30, 'Gudang Utama'],
    ]);
    expect(r.data.data[1]).toMatchObject({ product_name: 'Amoxicillin 500 mg', qty_text: '2 Box', unit_cost: 2000, value: 40000, bucket_label: '< 30 hari' });
    expect(r.data.buckets.map((b: Record<string, unknown>) => [b.bucket, b.batches, b.qty, b.value])).toEqual([
      ['expired', 1, 10, 20000],
      ['lt30', 1, 20, 40000],
      ['lt90', 1, 5, 10000],
      ['lt180', 1, 12, 36000],
      ['later', 1, 30, 60000],
    ]);
    const lt30 = await ctx.admin.post('/report/product/expire', { bucket: 'lt30' });
    expect(lt30.data.data.map((x: { batch_no: string }) => x.batch_no)).toEqual(['A-20']);
    expect((await ctx.admin.post('/report/product/expire', { columnFilters: { search: 'cefa' } })).data.total).toBe(1);
    expect((await ctx.admin.post('/report/product/expire', { gudang_id: 2 })).data.data.map((x: { batch_no: string }) => x.batch_no)).toEqual(['A-60']);
    expect((await ctx.admin.post('/report/product/expire', { bucket: 'soon' })).http).toBe(422);
    const paged = await ctx.admin.post('/report/product/expire', { page: 2, perPage: 2 });
    expect(paged.data.data.map((x: { batch_no: string }) => x.batch_no)).toEqual(['A-60', 'C-120']);
  });

  it('lists returnable expiries: expired or expiring within the days asked (90 by default)', async () => {
    const r = await ctx.admin.post('/report/product/list_ed_retur', {});
    expect(r.data).toMatchObject({ total: 3, days: 90, batches: 3, value: 20000 + 40000 + 10000 });
    expect(r.data.data.map((x: { batch_no: string }) => x.batch_no)).toEqual(['A-EXP', 'A-20', 'A-60']);
    expect((await ctx.admin.post('/report/product/list_ed_retur', { days: 0 })).data.data.map((x: { batch_no: string }) => x.batch_no)).toEqual(['A-EXP']);
    expect((await ctx.admin.post('/report/product/list_ed_retur', { days: 200 })).data.total).toBe(4);
  });

  it('exports the list as a workbook that opens', async () => {
    const sheet = await download(ctx.admin, '/report/product/generate_excel', {});
    const col = (h: string) => sheet.headers.indexOf(h);
    expect(sheet.rows.map((r) => [r.cells[col('Batch')], r.cells[col('Sisa Hari')], r.cells[col('Stok')]])).toEqual([
      ['A-EXP', '-3', '1 Box'],
      ['A-20', '20', '2 Box'],
      ['A-60', '60', '5 Strip'],
      ['C-120', '120', '1 Box + 2 Strip'],
      ['A-400', '400', '3 Box'],
    ]);
    const ret = await download(ctx.admin, '/report/product/generate_excel', { days: 30 });
    expect(ret.rows).toHaveLength(2);
  });

  it('limits group 6 to its warehouses, and Inventori > Daftar Kedaluwarsa holders may read it', async () => {
    const g6 = await userWithGroup(ctx.admin, 6, 'ed_g6');
    await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 });
    const r = await g6.client.post('/report/product/expire', {});
    expect(r.data.data.map((x: { batch_no: string }) => x.batch_no)).toEqual(['A-60']);
    expect(r.data.buckets.find((b: { bucket: string }) => b.bucket === 'expired').batches).toBe(0);
    expect((await g6.client.post('/report/product/expire', { gudang_id: 1 })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    expect((await g6.client.post('/report/product/list_ed_retur', {})).data.total).toBe(1);
    const sheet = await download(g6.client, '/report/product/generate_excel', {});
    expect(sheet.rows).toHaveLength(1);
    // SPV WHS (group 4) holds the expiry list of Inventori, not the Laporan page.
    const whs = await userWithGroup(ctx.admin, 4, 'ed_whs');
    expect((await whs.client.post('/report/product/expire', {})).data.total).toBe(5);
    // Supervisor (group 9) holds neither.
    const sup = await userWithGroup(ctx.admin, 9, 'ed_sup');
    expect((await sup.client.post('/report/product/expire', {})).http).toBe(403);
  });

  it('shows another company nothing of this one', async () => {
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga ED',
      app_name: 'tetangga-ed',
      name: 'Pemilik B',
      username: 'owner_ed_b',
      email: 'owner@ed-b.test',
      password: 'Password-B-123',
      password_confirmation: 'Password-B-123',
    });
    expect(reg.status).toBe(200);
    const b = await new Client(ctx.server.url).login('owner_ed_b', 'Password-B-123');
    expect((await b.post('/report/product/expire', {})).data.total).toBe(0);
    expect((await b.post('/report/product/expire', { product_id: ids.amox })).data.total).toBe(0);
    expect((await b.post('/report/product/list_ed_retur', { days: 1000 })).data.total).toBe(0);
    expect((await b.post('/report/product/expire', { gudang_id: 1 })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    expect((await download(b, '/report/product/generate_excel', {})).rows).toEqual([]);
  });
});
