import ExcelJS from 'exceljs';
import { SHIPMENT_STATES, shipmentDoc } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const ids: Record<string, number> = {};

const setReduction = async (v: string) => expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: v })).http).toBe(200);
async function newOrder(lines: { product_id: number; qty: number; unit?: string }[], client: Client = ctx.admin) {
  const r = await client.post(
    '/purchase_order/add_stored',
    { customer_name: 'Bu Sari', destination_name: 'Sari', gudang_id: 1, lines: lines.map((l) => ({ unit: 'kecil', ...l })) },
    { json: true },
  );
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  return r.data as { order_id: number; invoice_number: string };
}
async function pickedOrder(lines: { product_id: number; qty: number; unit?: string }[]) {
  const o = await newOrder(lines);
  const p = await ctx.admin.post('/purchase_order/update_status', { order_id: o.order_id, action: 'pick' });
  expect(p.http, JSON.stringify(p.errors)).toBe(200);
  return o;
}
const scan = (order_id: number, barcode: string, extra: Record<string, unknown> = {}, client: Client = ctx.admin) =>
  client.post('/shipment/scan_barcode', { order_id, barcode, ...extra });
const orderStatus = async (id: number) =>
  String(((await owner().execute(sql`select status from sales_order where order_id = ${id}`)).rows[0] as { status: string }).status);
const balance = async (productId: number) =>
  Number(
    (
      (await owner().execute(sql`select coalesce(sum(qty), 0)::int as n from stock_balance where product_id = ${productId} and gudang_id = 1`)).rows[0] as {
        n: number;
      }
    ).n,
  );

beforeAll(async () => {
  const a = await makeProduct('Vitamin Kemas', { expire: true });
  const b = await makeProduct('Masker Kemas');
  ids.a = a.product_id;
  ids.b = b.product_id;
  await owner().execute(sql`update product set product_barcode = '8990001' where product_id = ${ids.a}`);
  await owner().execute(sql`update product set product_barcode = '8990002' where product_id = ${ids.b}`);
  ids.c = (await makeProduct('Bukan Pesanan')).product_id;
  await owner().execute(sql`update product set product_barcode = '8990003' where product_id = ${ids.c}`);
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.a, qty: 30, unit_cost: 1000, batch: { batch_no: 'LATE', expired_date: '2029-01-31' } },
      { gudang_id: 1, product_id: ids.a, qty: 4, unit_cost: 1000, batch: { batch_no: 'EARLY', expired_date: '2027-03-31' } },
      { gudang_id: 1, product_id: ids.b, qty: 100, unit_cost: 500 },
    ],
  });
  for (const [code, name] of [
    ['JNE', 'JNE Express'],
    ['OFF', 'Kurir Nonaktif'],
  ])
    expect((await ctx.admin.post('/ekspedisi/create_stored', { ekspedisi_code: code, ekspedisi_name: name })).http).toBe(200);
  const couriers = (await owner().execute(sql`select ekspedisi_id, ekspedisi_code from master_ekspedisi where company_id = 1`)).rows as {
    ekspedisi_id: number;
    ekspedisi_code: string;
  }[];
  ids.jne = Number(couriers.find((c) => c.ekspedisi_code === 'JNE')?.ekspedisi_id);
  ids.off = Number(couriers.find((c) => c.ekspedisi_code === 'OFF')?.ekspedisi_id);
  await owner().execute(sql`update master_ekspedisi set status = 0 where ekspedisi_id = ${ids.off}`);
});

describe('picking list, ED batches and packing by scan', () => {
  it('lists Siap Dikirim orders with their lines, proposes FEFO batches, and counts scans on the server', async () => {
    await setReduction('0');
    const fresh = await newOrder([{ product_id: ids.a, qty: 1 }]);
    const o = await pickedOrder([
      { product_id: ids.a, qty: 6 },
      { product_id: ids.b, qty: 2 },
    ]);
    const list = await ctx.admin.post('/picking/list', { search: o.invoice_number });
    expect(list.http, JSON.stringify(list.errors)).toBe(200);
    expect(list.data.total).toBe(1);
    const row = list.data.data[0];
    expect(row).toMatchObject({ order_id: o.order_id, status: 'siap_dikirim', qty_ordered_total: 8, qty_packed_total: 0, packed: false });
    expect(row.lines.map((l: Record<string, unknown>) => [l.product_id, l.qty_input, l.qty_packed, l.product_barcode])).toEqual([
      [ids.a, 6, 0, '8990001'],
      [ids.b, 2, 0, '8990002'],
    ]);
    // A new (not processed) order is not on the list.
    expect((await ctx.admin.post('/picking/list', { order_id: fresh.order_id })).data.total).toBe(0);

    // FEFO from the warehouse's balances: the 4 expiring first, then 2 of the later batch.
    const ed = await ctx.admin.post('/picking/recomendation_ed_batch', { order_id: o.order_id });
    expect(ed.http).toBe(200);
    expect(ed.data.source).toBe('stock');
    expect(ed.data.lines[0].batches.map((b: Record<string, unknown>) => [b.batch_no, b.expired_date, b.qty])).toEqual([
      ['EARLY', '2027-03-31', 4],
      ['LATE', '2029-01-31', 2],
    ]);
    expect(ed.data.lines[0].short).toBe(0);

    // Scans: barcode and SKU, per ordered unit; a foreign item and an over-scan are refused, writing nothing.
    const s1 = await scan(o.order_id, '8990001');
    expect(s1.http, JSON.stringify(s1.errors)).toBe(200);
    expect(s1.data).toMatchObject({ product_id: ids.a, qty_packed: 1, qty_ordered: 6, line_complete: false, order_complete: false });
    expect((await scan(o.order_id, '8990001', { qty: 5 })).data).toMatchObject({ qty_packed: 6, line_complete: true });
    const snap = await tableSnapshot(ctx.server.database);
    const over = await scan(o.order_id, '8990001');
    expect(over.http).toBe(422);
    expect(over.errors?.barcode?.[0]).toMatch(/^Vitamin Kemas sudah lengkap dikemas \(6 dari 6 Strip\)/);
    const foreign = await scan(o.order_id, '8990003');
    expect(foreign.errors).toEqual({ barcode: [`Bukan Pesanan tidak ada di tagihan ${o.invoice_number}`] });
    expect((await scan(o.order_id, 'TIDAKADA')).errors).toEqual({ barcode: ['Barcode TIDAKADA tidak dikenal: tidak ada produk dengan barcode atau SKU ini'] });
    const tooMany = await scan(o.order_id, '8990002', { qty: 3 });
    expect(tooMany.errors).toEqual({ qty: ['Jumlah melebihi pesanan: Masker Kemas tinggal 2 Strip lagi'] });
    expect((await scan(o.order_id, '')).errors?.barcode).toEqual(['Barcode wajib diisi']);
    expect((await scan(o.order_id, '8990001', { qty: 'x' })).http).toBe(422);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);
    // A second packer continues where the first one is: the progress is the server's.
    const packer2 = await userWithGroup(ctx.admin, 1);
    const sku = String(((await owner().execute(sql`select varian_sku from product where product_id = ${ids.b}`)).rows[0] as { varian_sku: string }).varian_sku);
    const s2 = await scan(o.order_id, sku.toLowerCase(), {}, packer2.client);
    expect(s2.http, JSON.stringify(s2.errors)).toBe(200);
    expect(s2.data).toMatchObject({ product_id: ids.b, qty_packed: 1, order_complete: false });
    expect((await scan(o.order_id, '8990002')).data).toMatchObject({ qty_packed: 2, order_complete: true });
    const after = (await ctx.admin.post('/picking/list', { order_id: o.order_id, packed: '1' })).data;
    expect(after.data[0]).toMatchObject({ qty_packed_total: 8, packed: true });
    expect((await ctx.admin.post('/picking/list', { order_id: o.order_id, packed: '0' })).data.total).toBe(0);
    // Five packers scanning the last 3 of a line at once: exactly 3 are counted.
    const race = await pickedOrder([{ product_id: ids.b, qty: 3 }]);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => scan(race.order_id, '8990002')));
    expect(answers.map((a) => a.http).sort()).toEqual([200, 200, 200, 422, 422]);
    expect((await ctx.admin.post('/picking/list', { order_id: race.order_id })).data.data[0].lines[0].qty_packed).toBe(3);
    // A new order cannot be packed yet.
    expect((await scan(fresh.order_id, '8990001')).errors).toEqual({ order_id: [`Tagihan ${fresh.invoice_number} belum diproses ke Siap Dikirim`] });

    // Shipped: the stock leaves now (stock_reduction 0), first expiry first, and the ED answer reads the ledger.
    const shipped = await ctx.admin.post('/shipment/add_stored', { order_ids: [o.order_id], kurir: 'Kurir Toko' }, { json: true });
    expect(shipped.http, JSON.stringify(shipped.errors)).toBe(200);
    const taken =
      await owner().execute(sql`select s.product_id, b.batch_no, s.qty::int as qty from stock_log s left join stock_batch b on b.batch_id = s.batch_id
      where s.doc_type = 'sales_order' and s.doc_id = ${o.order_id} order by s.product_id, b.expired_date`);
    expect(taken.rows).toEqual([
      { product_id: ids.a, batch_no: 'EARLY', qty: -4 },
      { product_id: ids.a, batch_no: 'LATE', qty: -2 },
      { product_id: ids.b, batch_no: null, qty: -2 },
    ]);
    const edAfter = await ctx.admin.post('/picking/recomendation_ed_batch', { order_id: o.order_id });
    expect(edAfter.data.source).toBe('ledger');
    expect(edAfter.data.lines[0].batches.map((b: Record<string, unknown>) => [b.batch_no, b.qty])).toEqual([
      ['EARLY', 4],
      ['LATE', 2],
    ]);
    // Filters checked at their field.
    expect((await ctx.admin.post('/picking/list', { gudang_id: 'abc' })).errors).toEqual({ gudang_id: ['Harus berupa angka'] });
    expect((await ctx.admin.post('/picking/list', { packed: '2' })).errors).toEqual({ packed: ['packed harus 0 atau 1'] });
    expect((await ctx.admin.post('/picking/recomendation_ed_batch', {})).http).toBe(422);

    // Excel: one row per line of the Siap Dikirim orders.
    const res = await fetch(`${ctx.server.url}/picking/generate_excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, app_name: String(ctx.admin.appName), 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: race.order_id }),
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(2);
    expect((ws.getRow(2).values as unknown[]).slice(1, 2)).toEqual([race.invoice_number]);
    expect((ws.getRow(2).values as unknown[]).slice(10, 14)).toEqual(['Masker Kemas', 3, 'Strip', 3]);
  });
});

describe('stock at picking (stock_reduction 2)', () => {
  it('takes the stock at Proses; the shipment moves no stock', async () => {
    await setReduction('2');
    const before = await balance(ids.b);
    const o = await pickedOrder([{ product_id: ids.b, qty: 4 }]);
    expect(await balance(ids.b)).toBe(before - 4);
    for (let i = 0; i < 4; i++) expect((await scan(o.order_id, '8990002')).http).toBe(200);
    const made = await ctx.admin.post('/shipment/add_stored', { order_ids: [o.order_id], kurir: 'Kurir Toko' }, { json: true });
    expect(made.http, JSON.stringify(made.errors)).toBe(200);
    expect(await balance(ids.b)).toBe(before - 4);
    expect(await orderStatus(o.order_id)).toBe('dikirim');
    await setReduction('0');
  });
});

describe('shipments', () => {
  it('ships packed orders (stock leaves at shipment), tracks status to delivered, and keeps the ledger sound', async () => {
    await setReduction('0');
    const o1 = await pickedOrder([{ product_id: ids.b, qty: 3 }]);
    const o2 = await pickedOrder([{ product_id: ids.b, qty: 1, unit: 'besar' }]);
    const unpacked = await pickedOrder([{ product_id: ids.b, qty: 1 }]);
    for (let i = 0; i < 3; i++) expect((await scan(o1.order_id, '8990002')).http).toBe(200);
    expect((await scan(o2.order_id, '8990002')).data).toMatchObject({ qty_ordered: 1, order_complete: true });

    const prov = await ctx.admin.get('/shipment/provider_shipping', { header_id: o1.order_id });
    expect(prov.http).toBe(200);
    expect(prov.data.providers.map((p: Record<string, unknown>) => [p.ekspedisi_id, p.ekspedisi_name, p.rate, p.service])).toEqual([
      [ids.jne, 'JNE Express', null, null],
    ]);
    expect((await ctx.admin.get('/shipment/provider_shipping', { header_id: 999999 })).http).toBe(404);

    // Per-field refusals, nothing written.
    const snap = await tableSnapshot(ctx.server.database);
    const bad = await ctx.admin.post(
      '/shipment/add_stored',
      { order_ids: [o1.order_id, unpacked.order_id, o1.order_id], ekspedisi_id: ids.off, shipping_cost: '1,5', shipment_date: '2026-02-30' },
      { json: true },
    );
    expect(bad.http).toBe(422);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['shipment_date', 'shipping_cost']);
    const bad2 = await ctx.admin.post(
      '/shipment/add_stored',
      { order_ids: [o1.order_id, unpacked.order_id, o1.order_id], ekspedisi_id: ids.off },
      { json: true },
    );
    expect(bad2.errors).toEqual({
      'order_ids.1': [`Tagihan ${unpacked.invoice_number} belum selesai dikemas: 0 dari 1`],
      'order_ids.2': ['Tagihan disebut lebih dari sekali'],
      ekspedisi_id: ['Ekspedisi tidak aktif'],
    });
    expect((await ctx.admin.post('/shipment/add_stored', { order_ids: [o1.order_id] }, { json: true })).errors).toEqual({
      ekspedisi_id: ['Ekspedisi atau kurir wajib diisi'],
    });
    expect((await ctx.admin.post('/shipment/add_stored', { order_ids: [] }, { json: true })).errors).toEqual({ order_ids: ['Pilih minimal satu tagihan'] });
    expect((await ctx.admin.post('/shipment/add_stored', { order_ids: [999999], kurir: 'X' }, { json: true })).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);

    const body = {
      order_ids: [o1.order_id, o2.order_id],
      ekspedisi_id: ids.jne,
      shipping_service: 'REG',
      no_resi: 'JNE123',
      shipping_cost: '18.000',
      shipment_date: '2026-11-20',
    };
    expect((await ctx.admin.post('/shipment/validation_add', body, { json: true })).http).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);
    const before = await balance(ids.b);
    const made = await ctx.admin.post('/shipment/add_stored', body, { json: true });
    expect(made.http, JSON.stringify(made.errors)).toBe(200);
    expect(made.data).toMatchObject({ shipment_number: expect.stringMatching(/^KRM\/\d{4}\/\d{5}$/), status: 'dikirim' });
    // Stock left at the shipment: 3 Strip + 1 Box (10 Strip).
    expect(await balance(ids.b)).toBe(before - 13);
    expect(await orderStatus(o1.order_id)).toBe('dikirim');
    const o1Row = (await owner().execute(sql`select ekspedisi_id, shipping_service, no_resi from sales_order where order_id = ${o1.order_id}`)).rows[0];
    expect(o1Row).toEqual({ ekspedisi_id: ids.jne, shipping_service: 'REG', no_resi: 'JNE123' });
    // Shipped orders cannot be shipped nor packed again.
    expect((await ctx.admin.post('/shipment/add_stored', { order_ids: [o1.order_id], kurir: 'X' }, { json: true })).errors).toEqual({
      'order_ids.0': [`Tagihan ${o1.invoice_number} sudah dikirim`],
    });
    expect((await scan(o1.order_id, '8990002')).http).toBe(422);
    // With the stock taken, the ED recommendation reads the ledger.
    expect((await ctx.admin.post('/picking/recomendation_ed_batch', { order_id: o1.order_id })).data.source).toBe('ledger');

    const sid = made.data.shipment_id as number;
    const list = await ctx.admin.post('/shipment/list', { search: 'JNE123' });
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({
      shipment_id: sid,
      status: 'dikirim',
      status_label: 'Dikirim',
      order_count: 2,
      courier: 'JNE Express REG',
      shipping_cost: 18000,
    });
    expect((await ctx.admin.post('/shipment/list', { order_id: o2.order_id })).data.total).toBe(1);
    expect((await ctx.admin.post('/shipment/list', { status: 'x' })).errors).toEqual({
      status: ['Status harus salah satu dari: dikirim, diterima, gagal, dikembalikan'],
    });
    const det = await ctx.admin.post('/shipment/detail', { shipment_id: sid });
    expect(det.data.orders.map((o: Record<string, unknown>) => o.order_id)).toEqual([o1.order_id, o2.order_id]);
    // its entry is the first row of its state history (the drawer's Riwayat Status is never empty)
    expect(det.data.history.map((h: { to_state: string; action: string }) => [h.to_state, h.action])).toEqual([['dikirim', 'create']]);

    // Status: gagal needs a note; a move the machine has not is refused at status.
    const fail = { shipment_id: sid, status: 'gagal' };
    expect((await ctx.admin.post('/shipment/validation_update_status', fail)).errors).toEqual({ note: ['Keterangan wajib diisi'] });
    expect((await ctx.admin.post('/shipment/update_status', { ...fail, note: 'Alamat tidak ditemukan' })).http).toBe(200);
    expect((await ctx.admin.post('/shipment/update_status', { shipment_id: sid, status: 'diterima' })).errors).toEqual({
      status: ['Status pengiriman tidak dapat diubah dari Gagal Kirim ke Diterima'],
    });
    expect((await ctx.admin.post('/shipment/update_status', { shipment_id: sid, status: 'selesai' })).http).toBe(422);
    expect((await ctx.admin.post('/shipment/update_status', { shipment_id: sid, status: 'dikirim' })).http).toBe(200);
    expect((await ctx.admin.post('/shipment/validation_update_status', { shipment_id: sid, status: 'diterima' })).http).toBe(200);
    expect(await orderStatus(o1.order_id)).toBe('dikirim');
    const done = await ctx.admin.post('/shipment/update_status', { shipment_id: sid, status: 'diterima' });
    expect(done.http, JSON.stringify(done.errors)).toBe(200);
    expect(done.data).toMatchObject({ status: 'diterima', delivered_order_ids: [o1.order_id, o2.order_id] });
    expect(await orderStatus(o1.order_id)).toBe('selesai');
    expect(await orderStatus(o2.order_id)).toBe('selesai');
    expect((await ctx.admin.post('/shipment/update_status', { shipment_id: sid, status: 'dikembalikan', note: 'x' })).http).toBe(422);

    const info = await ctx.admin.post('/shipment/info_proses_pengiriman', { order_id: o1.order_id });
    expect(info.http).toBe(200);
    expect(info.data.shipment.shipment_id).toBe(sid);
    const titles = info.data.timeline.map((s: { title: string }) => s.title);
    expect(titles).toEqual(
      [
        `Tagihan ${o1.invoice_number} dibuat`,
        `Tagihan ${o1.invoice_number}: Siap Dikirim`,
        `Tagihan ${o1.invoice_number}: Dikirim`,
        `Pengiriman ${made.data.shipment_number} dibuat`,
        'Pengiriman: Gagal Kirim',
        'Pengiriman: Dikirim',
        `Tagihan ${o1.invoice_number}: Selesai`,
        'Pengiriman: Diterima',
      ].filter((t) => titles.includes(t)),
    );
    expect(titles).toContain('Pengiriman: Gagal Kirim');
    expect(titles).toContain(`Tagihan ${o1.invoice_number}: Selesai`);
    expect(info.data.timeline.find((s: { title: string }) => s.title === 'Pengiriman: Gagal Kirim').description).toBe('Alamat tidak ditemukan');
    expect((await ctx.admin.post('/shipment/info_proses_pengiriman', {})).errors).toEqual({ shipment_id: ['Pengiriman atau tagihan wajib diisi'] });
    expect((await ctx.admin.post('/shipment/info_proses_pengiriman', { shipment_id: sid })).data.timeline.length).toBeGreaterThan(5);

    const res = await fetch(`${ctx.server.url}/shipment/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, app_name: String(ctx.admin.appName), 'content-type': 'application/json' },
      body: JSON.stringify({ shipment_id: sid }),
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const ws = wb.worksheets[0];
    expect(ws.rowCount).toBe(3);
    expect((ws.getRow(2).values as unknown[]).slice(1, 4)).toEqual([made.data.shipment_number, expect.anything(), 'Diterima']);
  });

  it('keeps roles and companies apart', async () => {
    await setReduction('0');
    const o = await pickedOrder([{ product_id: ids.b, qty: 1 }]);
    expect((await scan(o.order_id, '8990002')).http).toBe(200);
    const made = await ctx.admin.post('/shipment/add_stored', { order_ids: [o.order_id], kurir: 'Kurir Toko' }, { json: true });
    expect(made.http, JSON.stringify(made.errors)).toBe(200);
    const sid = made.data.shipment_id as number;
    const o2 = await pickedOrder([{ product_id: ids.b, qty: 1 }]);

    // Admin Purchasing has no Penjualan page: 403, nothing written.
    const purchasing = await userWithGroup(ctx.admin, 7);
    const snap = await tableSnapshot(ctx.server.database);
    for (const [path, body] of [
      ['/picking/list', {}],
      ['/picking/generate_excel', {}],
      ['/picking/recomendation_ed_batch', { order_id: o2.order_id }],
      ['/shipment/scan_barcode', { order_id: o2.order_id, barcode: '8990002' }],
      ['/shipment/list', {}],
      ['/shipment/excel', {}],
      ['/shipment/validation_add', { order_ids: [o2.order_id], kurir: 'X' }],
      ['/shipment/add_stored', { order_ids: [o2.order_id], kurir: 'X' }],
      ['/shipment/detail', { shipment_id: sid }],
      ['/shipment/info_proses_pengiriman', { shipment_id: sid }],
      ['/shipment/validation_update_status', { shipment_id: sid, status: 'diterima' }],
      ['/shipment/update_status', { shipment_id: sid, status: 'diterima' }],
    ] as const)
      expect((await purchasing.client.post(path, body, { json: true })).http, path).toBe(403);
    expect((await purchasing.client.get('/shipment/provider_shipping', { header_id: o2.order_id })).http).toBe(403);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);

    // Group 6 granted warehouse 2 only: the orders and shipments of warehouse 1 are not theirs.
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    expect((await g6.client.post('/picking/list', { order_id: o2.order_id })).data.total).toBe(0);
    expect((await g6.client.post('/shipment/list', { shipment_id: sid })).data.total).toBe(0);
    expect((await scan(o2.order_id, '8990002', {}, g6.client)).http).toBe(404);
    expect((await g6.client.post('/shipment/detail', { shipment_id: sid })).http).toBe(404);

    // Another company: our orders and shipments are not found, nothing written.
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Kirim',
      app_name: 'tetangga-kirim',
      name: 'Pemilik Kirim',
      username: 'owner_kirim_t',
      email: 'owner@kirim-t.test',
      password: 'Password-K-123',
      password_confirmation: 'Password-K-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_kirim_t', 'Password-K-123');
    const snap2 = await tableSnapshot(ctx.server.database);
    expect((await other.post('/picking/list', {})).data.total).toBe(0);
    expect((await other.post('/shipment/list', {})).data.total).toBe(0);
    for (const [path, body] of [
      ['/picking/recomendation_ed_batch', { order_id: o2.order_id }],
      ['/shipment/scan_barcode', { order_id: o2.order_id, barcode: '8990002' }],
      ['/shipment/add_stored', { order_ids: [o2.order_id], kurir: 'X' }],
      ['/shipment/detail', { shipment_id: sid }],
      ['/shipment/info_proses_pengiriman', { shipment_id: sid }],
      ['/shipment/info_proses_pengiriman', { order_id: o2.order_id }],
      ['/shipment/update_status', { shipment_id: sid, status: 'diterima' }],
    ] as const)
      expect((await other.post(path, body, { json: true })).http, path).toBe(404);
    expect((await other.get('/shipment/provider_shipping', { header_id: o2.order_id })).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap2);
    expect(await orderStatus(o.order_id)).toBe('dikirim');
  });
});

describe('the shipment machine', () => {
  it('allows exactly the declared moves, from every state to every state (validation writes nothing)', async () => {
    await setReduction('0');
    const o = await pickedOrder([{ product_id: ids.b, qty: 1 }]);
    expect((await scan(o.order_id, '8990002')).http).toBe(200);
    const made = await ctx.admin.post('/shipment/add_stored', { order_ids: o.order_id, kurir: 'Kurir Mesin' });
    expect(made.http, JSON.stringify(made.errors)).toBe(200);
    const sid = made.data.shipment_id as number;
    const label = (v: string) => SHIPMENT_STATES.find((x) => x.value === v)?.label;
    for (const from of SHIPMENT_STATES.map((x) => x.value)) {
      await owner().execute(sql`update shipment set status = ${from} where shipment_id = ${sid}`);
      const snap = await tableSnapshot(ctx.server.database);
      const got: unknown[] = [];
      const want: unknown[] = [];
      for (const to of SHIPMENT_STATES.map((x) => x.value)) {
        const allowed = shipmentDoc.transitions.some((x) => x.to === to && (x.from as readonly string[]).includes(from));
        const r = await ctx.admin.post('/shipment/validation_update_status', { shipment_id: sid, status: to, note: 'catatan' });
        got.push([from, to, r.http, r.errors ?? null]);
        want.push([from, to, allowed ? 200 : 422, allowed ? null : { status: [`Status pengiriman tidak dapat diubah dari ${label(from)} ke ${label(to)}`] }]);
      }
      expect(got).toEqual(want);
      expect(await tableSnapshot(ctx.server.database)).toEqual(snap);
    }
    // Each allowed move stores the new state and one log row.
    await owner().execute(sql`update shipment set status = 'dikirim' where shipment_id = ${sid}`);
    for (const [to, note] of [
      ['gagal', 'Rumah kosong'],
      ['dikirim', undefined],
      ['dikembalikan', 'Ditolak penerima'],
    ] as const) {
      const r = await ctx.admin.post('/shipment/update_status', { shipment_id: sid, status: to, note });
      expect(r.http, JSON.stringify(r.errors)).toBe(200);
      expect(r.data.status).toBe(to);
    }
    const log = await owner().execute(
      sql`select from_state, to_state, action, reason from document_state_log where document = 'shipment' and record_id = ${sid} order by log_id`,
    );
    expect(log.rows).toEqual([
      { from_state: 'new', to_state: 'dikirim', action: 'create', reason: null },
      { from_state: 'dikirim', to_state: 'gagal', action: 'fail', reason: 'Rumah kosong' },
      { from_state: 'gagal', to_state: 'dikirim', action: 'resend', reason: null },
      { from_state: 'dikirim', to_state: 'dikembalikan', action: 'return', reason: 'Ditolak penerima' },
    ]);
    // A returned parcel's order goes back to Siap Dikirim (shipment-return.test.ts covers its stock).
    expect(await orderStatus(o.order_id)).toBe('siap_dikirim');
    // Two deliveries racing: one moves, the other is refused.
    const o2 = await pickedOrder([{ product_id: ids.b, qty: 1 }]);
    expect((await scan(o2.order_id, '8990002')).http).toBe(200);
    const s2 = (await ctx.admin.post('/shipment/add_stored', { order_ids: [o2.order_id], kurir: 'Kurir' }, { json: true })).data.shipment_id as number;
    const race = await Promise.all([1, 2].map(() => ctx.admin.post('/shipment/update_status', { shipment_id: s2, status: 'diterima' })));
    expect(race.map((r) => r.http).sort()).toEqual([200, 422]);
    expect(await orderStatus(o2.order_id)).toBe('selesai');
  });
});
