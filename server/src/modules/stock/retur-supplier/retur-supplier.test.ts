import { returSupplier, transitionTable } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../platform/excel/sheet-reader.js';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../stock-test-kit.js';

const ctx = useTestServer();
const kit = stockTestKit(ctx);
const ids = { para: 0, amox: 0, b1: 0, b2: 0, vendor: 0, inactiveVendor: 0 };
const add = (body: Record<string, unknown>, c: Client = ctx.admin) => c.post('/retur/supplier/add_stored', body, { json: true });
const setStatus = (body: Record<string, unknown>, c: Client = ctx.admin) => c.post('/retur/supplier/update_status_stored', body, { json: true });
const list = (body: Record<string, unknown> = {}, c: Client = ctx.admin) => c.post('/retur/supplier/list', body, { json: true });
const logRows = async (id: number) =>
  (
    await ctx.server.database.db.execute(
      sql`select doc_type, qty::int as qty, unit_cost::float8 as unit_cost from stock_log where doc_id = ${id} and doc_type like 'retur_supplier%' order by stock_log_id`,
    )
  ).rows;

beforeAll(async () => {
  ids.para = (await kit.makeProduct('Paracetamol 500 mg')).product_id;
  ids.amox = (await kit.makeProduct('Amoxicillin 500 mg', { expire: true })).product_id;
  await kit.move({
    doc_type: 'test_in',
    doc_number: 'UJI-AWAL',
    lines: [
      { gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 1000 },
      { gudang_id: 1, product_id: ids.amox, qty: 20, unit_cost: 2000, batch: { batch_no: 'B-LATE', expired_date: '2028-06-30' } },
      { gudang_id: 1, product_id: ids.amox, qty: 15, unit_cost: 2000, batch: { batch_no: 'B-SOON', expired_date: '2026-12-31' } },
    ],
  });
  const fefo = await kit.fefo(ids.amox, 1);
  expect(fefo.map((b) => b.batch_no)).toEqual(['B-SOON', 'B-LATE']);
  ids.b1 = fefo[0].batch_id;
  ids.b2 = fefo[1].batch_id;
  expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'V001', vendor_name: 'PT Farma Jaya' })).status).toBe(200);
  expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'V002', vendor_name: 'PT Lama Tutup' })).status).toBe(200);
  const vendors = (await ctx.admin.post('/vendor/index', { perPage: 10 })).data.data as { vendor_id: number; vendor_code: string }[];
  ids.vendor = vendors.find((v) => v.vendor_code === 'V001')?.vendor_id ?? 0;
  ids.inactiveVendor = vendors.find((v) => v.vendor_code === 'V002')?.vendor_id ?? 0;
  await ctx.server.database.db.execute(sql`update master_vendor set status = 0 where company_id = 1 and vendor_id = ${ids.inactiveVendor}`);
});

const body = () => ({
  gudang_id: 1,
  vendor_id: ids.vendor,
  note: 'Retur barang dekat kedaluwarsa',
  lines: [
    { product_id: ids.amox, batch_id: ids.b1, qty: 12, reason: 'Kedaluwarsa Desember' },
    { product_id: ids.para, qty: 25, reason: 'Kemasan rusak' },
  ],
});

describe('supplier return', () => {
  it('offers products held in the warehouse with their batches first expiry first, and active suppliers', async () => {
    const r = await ctx.admin.post('/retur/supplier/product_in_gudang', { gudang_id: 1, search: 'amox' });
    expect(r.http).toBe(200);
    expect(r.data).toHaveLength(1);
    expect(r.data[0]).toMatchObject({ product_id: ids.amox, product_qty: 35, is_product_expire: 1 });
    expect(r.data[0].batches.map((b: { batch_no: string; qty_text: string }) => [b.batch_no, b.qty_text])).toEqual([
      ['B-SOON', '1 Box + 5 Strip'],
      ['B-LATE', '2 Box'],
    ]);
    const v = await ctx.admin.post('/retur/supplier/vendor_options', {});
    expect(v.data).toEqual([{ value: ids.vendor, label: 'PT Farma Jaya' }]);
    // The chosen ids as JSON, as a form field holding "[id]" and as a repeated form field all find the chosen supplier.
    const none = 'tidak ada nama begini';
    for (const [b, opts] of [
      [{ search: none, ids: [ids.vendor] }, { json: true }],
      [{ search: none, ids: `[${ids.vendor}]` }, {}],
      [{ search: none, ids: String(ids.vendor) }, {}],
    ] as const)
      expect((await ctx.admin.post('/retur/supplier/vendor_options', b, opts)).data, JSON.stringify(b)).toEqual([
        { value: ids.vendor, label: 'PT Farma Jaya' },
      ]);
    expect((await ctx.admin.post('/retur/supplier/product_in_gudang', { gudang_id: 999 })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
  });

  it('stores a draft without moving stock, sends it (stock leaves), completes it', async () => {
    expect((await ctx.admin.post('/retur/supplier/validation_add', body(), { json: true })).http).toBe(200);
    const r = await add(body());
    expect(r).toMatchObject({ http: 200, msg: 'Retur supplier berhasil disimpan', data: { status: 'draft', lines: 2 } });
    expect(r.data.retur_supplier_number).toMatch(/^RS\/\d{4}\/0001$/);
    const id = r.data.retur_supplier_id as number;
    expect(await kit.stockOf(ids.amox, 1)).toBe(35);
    expect(await kit.stockOf(ids.para, 1)).toBe(100);

    const row = (await list({ retur_supplier_id: id })).data.data[0];
    expect(row).toMatchObject({ status: 'draft', status_label: 'Draft', vendor_name: 'PT Farma Jaya', master_gudang_name: 'Gudang Utama', line_count: 2 });
    expect(row.lines.map((l: Record<string, unknown>) => [l.product_name, l.batch_no, l.expired_date, l.qty, l.qty_text, l.unit_cost])).toEqual([
      ['Amoxicillin 500 mg', 'B-SOON', '2026-12-31', 12, '1 Box + 2 Strip', null],
      ['Paracetamol 500 mg', null, null, 25, '2 Box + 5 Strip', null],
    ]);

    // Edit while draft: lines replaced whole.
    const edited = { ...body(), retur_supplier_id: id, lines: [...body().lines.slice(0, 1), { product_id: ids.para, qty: 30, reason: 'Kemasan rusak' }] };
    expect((await ctx.admin.post('/retur/supplier/validation_update_detail', edited, { json: true })).http).toBe(200);
    expect((await ctx.admin.post('/retur/supplier/update_detail_stored', edited, { json: true })).http).toBe(200);

    expect((await ctx.admin.post('/retur/supplier/validation_update_status', { retur_supplier_id: id, status: 'sent' }, { json: true })).http).toBe(200);
    const sent = await setStatus({ retur_supplier_id: id, status: 'sent' });
    expect(sent).toMatchObject({ http: 200, data: { status: 'sent' } });
    expect(await kit.stockOf(ids.amox, 1)).toBe(23);
    expect(await kit.stockOf(ids.para, 1)).toBe(70);
    expect(await logRows(id)).toEqual([
      { doc_type: 'retur_supplier', qty: -30, unit_cost: 1000 },
      { doc_type: 'retur_supplier', qty: -12, unit_cost: 2000 },
    ]);
    const afterSend = (await list({ retur_supplier_id: id })).data.data[0];
    expect(afterSend).toMatchObject({ status: 'sent', value_total: 12 * 2000 + 30 * 1000 });

    // Sent goods are not edited.
    const late = await ctx.admin.post('/retur/supplier/update_detail_stored', edited, { json: true });
    expect(late.errors?.retur_supplier_id).toEqual(['Retur supplier yang sudah dikirim, selesai atau dibatalkan tidak dapat diubah']);

    expect((await setStatus({ retur_supplier_id: id, status: 'done' })).data.status).toBe('done');
    expect(await kit.stockOf(ids.amox, 1)).toBe(23);
    const refused = await setStatus({ retur_supplier_id: id, status: 'cancelled', cancel_reason: 'x' });
    expect(refused.http).toBe(422);
    expect(refused.errors?.retur_supplier_id).toEqual(['Retur supplier berstatus Selesai: aksi Batalkan tidak diizinkan']);
    const moves = await ctx.server.database.db.execute(
      sql`select from_state, to_state, action from document_state_log where document = 'retur_supplier' and record_id = ${id} order by log_id`,
    );
    expect(moves.rows).toEqual([
      { from_state: 'new', to_state: 'draft', action: 'create' },
      { from_state: 'draft', to_state: 'sent', action: 'send' },
      { from_state: 'sent', to_state: 'done', action: 'complete' },
    ]);
  });

  it('cancelling a sent return brings its stock back as new movements; a draft cancels without stock', async () => {
    const r = await add({ ...body(), lines: [{ product_id: ids.para, qty: 10, reason: 'Salah kirim' }] });
    const id = r.data.retur_supplier_id as number;
    await setStatus({ retur_supplier_id: id, status: 'sent' });
    expect(await kit.stockOf(ids.para, 1)).toBe(60);
    const noReason = await setStatus({ retur_supplier_id: id, status: 'cancelled' });
    expect(noReason.errors?.cancel_reason).toEqual(['Alasan pembatalan wajib diisi']);
    const c = await setStatus({ retur_supplier_id: id, status: 'cancelled', cancel_reason: 'Supplier menolak retur' });
    expect(c).toMatchObject({ http: 200, msg: 'Retur supplier dibatalkan', data: { status: 'cancelled' } });
    expect(await kit.stockOf(ids.para, 1)).toBe(70);
    expect(await kit.avgCost(ids.para, 1)).toBe(1000);
    expect(await logRows(id)).toEqual([
      { doc_type: 'retur_supplier', qty: -10, unit_cost: 1000 },
      { doc_type: 'retur_supplier_batal', qty: 10, unit_cost: 1000 },
    ]);
    expect((await list({ retur_supplier_id: id })).data.data[0]).toMatchObject({ status: 'cancelled', cancel_reason: 'Supplier menolak retur' });

    const draft = await add({ ...body(), lines: [{ product_id: ids.para, qty: 5, reason: 'x' }] });
    const before = await kit.stockOf(ids.para, 1);
    expect((await setStatus({ retur_supplier_id: draft.data.retur_supplier_id, status: 'cancelled', cancel_reason: 'Batal' })).http).toBe(200);
    expect(await kit.stockOf(ids.para, 1)).toBe(before);
    expect(await logRows(draft.data.retur_supplier_id)).toEqual([]);
    const again = await setStatus({ retur_supplier_id: draft.data.retur_supplier_id, status: 'sent' });
    expect(again.errors?.retur_supplier_id).toEqual(['Retur supplier berstatus Dibatalkan: aksi Kirim tidak diizinkan']);
  });

  it('walks every state × action of the machine', async () => {
    const target = { send: 'sent', complete: 'done', cancel: 'cancelled' } as const;
    const reach = async (state: string) => {
      const id = (await add({ ...body(), lines: [{ product_id: ids.para, qty: 1, reason: 'uji' }] })).data.retur_supplier_id as number;
      if (state === 'sent' || state === 'done') await setStatus({ retur_supplier_id: id, status: 'sent' });
      if (state === 'done') await setStatus({ retur_supplier_id: id, status: 'done' });
      if (state === 'cancelled') await setStatus({ retur_supplier_id: id, status: 'cancelled', cancel_reason: 'uji' });
      return id;
    };
    for (const cell of transitionTable(returSupplier)) {
      const id = await reach(cell.state);
      const r = await setStatus({ retur_supplier_id: id, status: target[cell.action], cancel_reason: 'uji' });
      if (cell.transition) expect(r.http, `${cell.state} ${cell.action}`).toBe(200);
      else expect(r.errors?.retur_supplier_id?.[0], `${cell.state} ${cell.action}`).toMatch(/tidak diizinkan$/);
    }
  });

  it('refuses a shortage at its line, at storing and at sending, and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const r = await add({ ...body(), lines: [{ product_id: ids.amox, batch_id: ids.b1, qty: 16, reason: 'x' }] });
    expect(r.http).toBe(422);
    expect(r.errors?.['lines.0.qty']).toEqual(['Stok Amoxicillin 500 mg batch B-SOON di Gudang Utama tidak cukup: tersedia 3 Strip, diminta 1 Box + 6 Strip']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    // Two drafts of the same batch: the second one sent finds the stock gone.
    const a = await add({ ...body(), lines: [{ product_id: ids.amox, batch_id: ids.b2, qty: 15, reason: 'x' }] });
    const b = await add({ ...body(), lines: [{ product_id: ids.amox, batch_id: ids.b2, qty: 10, reason: 'x' }] });
    expect((await setStatus({ retur_supplier_id: a.data.retur_supplier_id, status: 'sent' })).http).toBe(200);
    const mid = await tableSnapshot(ctx.server.database);
    const v = await ctx.admin.post('/retur/supplier/validation_update_status', { retur_supplier_id: b.data.retur_supplier_id, status: 'sent' }, { json: true });
    expect(v.errors?.['lines.0.qty']).toEqual(['Stok Amoxicillin 500 mg batch B-LATE di Gudang Utama tidak cukup: tersedia 5 Strip, diminta 1 Box']);
    const s = await setStatus({ retur_supplier_id: b.data.retur_supplier_id, status: 'sent' });
    expect(s.http).toBe(422);
    expect(s.errors?.['lines.0.qty']).toBeDefined();
    expect(await tableSnapshot(ctx.server.database)).toEqual(mid);
    expect(await kit.stockOf(ids.amox, 1)).toBe(8);
  });

  it('refuses bad input per field', async () => {
    // issue 20: a quantity other than what the page's input showed (qty_entered) is refused at the line's quantity
    const notShown = await add({ ...body(), lines: [{ product_id: ids.para, qty: 1, qty_entered: { besar: 0, kecil: 2 }, reason: 'x' }] });
    expect(notShown.errors).toEqual({
      'lines.0.qty': ['Jumlah yang dikirim (1 Strip) tidak sama dengan yang tampil di halaman (2 Strip): muat ulang halaman lalu isi kembali jumlahnya'],
    });
    const rules = await add({
      ...body(),
      lines: [
        { product_id: ids.amox, qty: 1, reason: 'x' },
        { product_id: ids.para, qty: 1, reason: 'x' },
        { product_id: ids.para, qty: 1, reason: 'x' },
        { product_id: 999999, qty: 1, reason: 'x' },
        { product_id: ids.para, batch_id: ids.b1, qty: 1, reason: 'x' },
      ],
    });
    expect(rules.errors).toEqual({
      'lines.0.batch_id': ['Produk ini memakai kedaluwarsa: pilih batch yang diretur'],
      'lines.2.product_id': ['Produk dan batch ini sudah ada di baris lain'],
      'lines.3.product_id': ['Produk tidak ditemukan'],
      'lines.4.batch_id': ['Batch tidak ditemukan untuk produk ini'],
    });
    const bad = await add({ ...body(), lines: [{ product_id: ids.para, qty: 0 }] });
    expect(bad.errors?.['lines.0.qty']).toBeDefined();
    expect(bad.errors?.['lines.0.reason']).toEqual(['Alasan wajib diisi']);
    const line = [{ product_id: ids.para, qty: 1, reason: 'x' }];
    expect((await add({ ...body(), vendor_id: ids.inactiveVendor, lines: line })).errors?.vendor_id).toEqual(['Supplier tidak aktif']);
    expect((await add({ ...body(), vendor_id: 99999, lines: line })).errors?.vendor_id).toEqual(['Supplier tidak ditemukan']);
    expect((await add({ ...body(), retur_supplier_date: '2999-01-01', lines: line })).errors?.retur_supplier_date).toEqual([
      'Tanggal tidak boleh di masa depan',
    ]);
    expect((await add({ ...body(), gudang_id: 999, lines: line })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    expect((await setStatus({ retur_supplier_id: 1, status: 'hilang' })).errors?.status).toBeDefined();
    expect((await setStatus({ retur_supplier_id: 999999, status: 'sent' })).http).toBe(404);
    expect((await list({ date_start: 'kemarin' })).errors?.date_start).toEqual(['Tanggal harus berformat TTTT-BB-HH']);
  });

  it('lists with filters and exports the lines as .xlsx', async () => {
    const all = await list({ perPage: 100 });
    expect(all.data.total).toBeGreaterThan(5);
    const sent = await list({ status: 'sent', perPage: 100 });
    expect(sent.data.data.every((r: { status: string }) => r.status === 'sent')).toBe(true);
    expect((await list({ date_start: '2000-01-01', date_end: '2000-01-31' })).data.total).toBe(0);
    expect((await list({ search: 'Farma', perPage: 100 })).data.total).toBe(all.data.total);
    expect((await list({ retur_supplier_number: 'RS/', columnFilters: { vendor_id: ids.vendor }, perPage: 100 })).data.total).toBe(all.data.total);

    const res = await fetch(`${ctx.server.url}/retur/supplier/generate_excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'done' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const sheet = await readSheet(Buffer.from(await res.arrayBuffer()));
    const col = (h: string) => sheet.headers.indexOf(h);
    const byNumber = sheet.rows.filter((r) => String(r.cells[col('Nomor Retur')]).endsWith('/0001'));
    expect(
      byNumber.map((r) => [r.cells[col('Status')], r.cells[col('Produk')], r.cells[col('Batch')], r.cells[col('Jumlah')], r.cells[col('Supplier')]]),
    ).toEqual([
      ['Selesai', 'Amoxicillin 500 mg', 'B-SOON', '1 Box + 2 Strip', 'PT Farma Jaya'],
      ['Selesai', 'Paracetamol 500 mg', '', '3 Box', 'PT Farma Jaya'],
    ]);
  });

  it('keeps roles, companies and warehouses apart', async () => {
    const own = (await list({})).data.data[0];
    const sales = await userWithGroup(ctx.admin, 2);
    expect((await list({}, sales.client)).http).toBe(403);
    expect((await add(body(), sales.client)).http).toBe(403);
    expect((await setStatus({ retur_supplier_id: own.retur_supplier_id, status: 'sent' }, sales.client)).http).toBe(403);
    const purchasing = await userWithGroup(ctx.admin, 7);
    expect((await list({}, purchasing.client)).data.total).toBeGreaterThan(0);

    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Retur',
      app_name: 'tetangga-retur',
      name: 'Pemilik R',
      username: 'owner_retur_r',
      email: 'owner@retur-r.test',
      password: 'Password-R-123',
      password_confirmation: 'Password-R-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_retur_r', 'Password-R-123');
    const before = await tableSnapshot(ctx.server.database);
    expect((await list({}, other)).data.total).toBe(0);
    expect((await list({ retur_supplier_id: own.retur_supplier_id }, other)).data.data).toEqual([]);
    expect((await setStatus({ retur_supplier_id: own.retur_supplier_id, status: 'cancelled', cancel_reason: 'x' }, other)).http).toBe(404);
    expect((await other.post('/retur/supplier/update_detail_stored', { ...body(), retur_supplier_id: own.retur_supplier_id }, { json: true })).http).toBe(404);
    const foreign = await add(body(), other);
    expect(foreign.http).toBe(422);
    expect(foreign.errors?.gudang_id ?? foreign.errors?.vendor_id).toBeDefined();
    expect((await other.post('/retur/supplier/vendor_options', {})).data).toEqual([]);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    // Group 6 given the page sees and returns only from the warehouses granted to it.
    expect((await ctx.admin.post('/group/update_privilege', { group_id: 6, privileges: ['returPabrik'] }, { json: true })).status).toBe(200);
    const whs = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: whs.userId, gudang_id: 2 })).http).toBe(200);
    await kit.move({ doc_type: 'test_in', doc_number: 'UJI-AWAL', lines: [{ gudang_id: 2, product_id: ids.para, qty: 9, unit_cost: 1000 }] });
    expect((await list({}, whs.client)).data.data).toEqual([]);
    expect((await setStatus({ retur_supplier_id: own.retur_supplier_id, status: 'cancelled', cancel_reason: 'x' }, whs.client)).http).toBe(404);
    expect((await whs.client.post('/retur/supplier/update_detail_stored', { ...body(), retur_supplier_id: own.retur_supplier_id }, { json: true })).http).toBe(
      404,
    );
    expect((await add(body(), whs.client)).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    expect((await whs.client.post('/retur/supplier/product_in_gudang', { gudang_id: 1 })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    const mine = await add({ ...body(), gudang_id: 2, lines: [{ product_id: ids.para, qty: 4, reason: 'Rusak' }] }, whs.client);
    expect(mine.http).toBe(200);
    expect((await setStatus({ retur_supplier_id: mine.data.retur_supplier_id, status: 'sent' }, whs.client)).http).toBe(200);
    expect(await kit.stockOf(ids.para, 2)).toBe(5);
    expect((await list({}, whs.client)).data.data.map((r: { retur_supplier_id: number }) => r.retur_supplier_id)).toEqual([mine.data.retur_supplier_id]);
    const res = await fetch(`${ctx.server.url}/retur/supplier/generate_excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${whs.client.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    const sheet = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(sheet.rows.map((r) => r.cells[sheet.headers.indexOf('Gudang')])).toEqual(['Gudang Cabang']);
    await ctx.admin.post('/group/update_privilege', { group_id: 6, privileges: [] }, { json: true });
  });
});
