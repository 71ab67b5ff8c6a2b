import { checkTransition, PURCHASE_ORDER_STATES, purchaseOrder, purchaseOrderInternal, transitionTable } from '@bo/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../../../platform/command.js';
import { runTransition } from '../../../platform/documents/run-transition.js';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup, userWithPrivileges } from '../../../test/harness.js';
import { BROKEN_PNG, pngBomb } from '../../../test/images.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { receivePurchaseOrder } from './commands/receive-purchase-order.js';
import { storedOrderOf } from './order-document.js';

const ctx = useTestServer();
const { move, makeProduct } = stockTestKit(ctx);
const ids = { para: 0, amox: 0, vit: 0, orphan: 0, vendor: 0, vendor2: 0, closedVendor: 0, g3: 0 };
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const add = (body: Record<string, unknown>, c: Client = ctx.admin) => c.post('/penerimaan_order/add_stored', body, { json: true });
const addInternal = (body: Record<string, unknown>, c: Client = ctx.admin) => c.post('/penerimaan_order/add_stored_internal', body, { json: true });
const detail = (id: number, c: Client = ctx.admin) => c.get('/penerimaan_order/get_detail', { order_id: id });
const owner = () => ctx.server.database.db;
const setState = (id: number, status: string, received = 0) =>
  owner().execute(sql`with h as (update purchase_order set status = ${status} where order_id = ${id})
    update purchase_order_line set qty_received = least(qty, ${received}) where order_id = ${id}`);

/** Two lines worked out by hand: 3 Box of Paracetamol at 50.000 less 10 %, 7 Strip of Amoxicillin at 6.000 less Rp 2.000. */
const twoLines = () => [
  { product_id: ids.para, unit: 'besar', qty: 3, price: 50000, discount_type: 'percent', discount: 10 },
  { product_id: ids.amox, unit: 'kecil', qty: 7, price: 6000, discount_type: 'rupiah', discount: 2000, note: 'Strip lepas' },
];

beforeAll(async () => {
  ids.para = (await makeProduct('Paracetamol 500 mg')).product_id;
  ids.amox = (await makeProduct('Amoxicillin 500 mg', { expire: true })).product_id;
  ids.vit = (await makeProduct('Vitamin C 100 mg')).product_id;
  ids.orphan = (await makeProduct('Obat Tanpa Supplier')).product_id;
  for (const [code, name] of [
    ['PO1', 'PT Farma Jaya'],
    ['PO2', 'PT Medika Abadi'],
    ['PO3', 'PT Sudah Tutup'],
  ])
    expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: code, vendor_name: name })).status).toBe(200);
  const vendors = (await ctx.admin.post('/vendor/index', { perPage: 50 })).data.data as { vendor_id: number; vendor_code: string }[];
  ids.vendor = vendors.find((v) => v.vendor_code === 'PO1')?.vendor_id ?? 0;
  ids.vendor2 = vendors.find((v) => v.vendor_code === 'PO2')?.vendor_id ?? 0;
  ids.closedVendor = vendors.find((v) => v.vendor_code === 'PO3')?.vendor_id ?? 0;
  await owner().execute(sql`update master_vendor set status = 0 where vendor_id = ${ids.closedVendor}`);
  // Defecta: minimum 50 small units each; Paracetamol and Amoxicillin from PT Farma Jaya, Vitamin C from PT Medika Abadi.
  await owner().execute(sql`update product_main m set main_min_stock = 50, main_vendor_id = case p.product_id
      when ${ids.para} then ${ids.vendor}::int when ${ids.amox} then ${ids.vendor}::int when ${ids.vit} then ${ids.vendor2}::int else null end
    from product p where p.main_id = m.main_id and p.product_id in (${ids.para}, ${ids.amox}, ${ids.vit}, ${ids.orphan})`);
  await move({ doc_type: 'test_in', doc_number: 'UJI', lines: [{ gudang_id: 1, product_id: ids.para, qty: 23, unit_cost: 1000 }] });
  ids.g3 = (await ctx.admin.post('/master_gudang/add_stored', { master_gudang_name: 'Gudang PO Ketiga' })).data.master_gudang_id;
  expect((await ctx.admin.post('/config/stored_config_ppn', { config_ppn: '11' })).http).toBe(200);
  expect((await ctx.admin.post('/config/stored_config_show_ppn', { config_show_ppn: '0' })).http).toBe(200);
});

describe('purchase orders to suppliers', () => {
  it('stores an order with totals worked out by the server, in small units, numbered, placed and logged', async () => {
    const body = { vendor_id: ids.vendor, gudang_id: 1, is_ppn: 1, note: 'Stok bulan depan', lines: twoLines() };
    const before = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/penerimaan_order/validation_add', body, { json: true })).http).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const r = await add(body);
    // Lines: 3 × 50.000 = 150.000 − 10 % (15.000) = 135.000; 7 × 6.000 = 42.000 − 2.000 = 40.000.
    // Subtotal 175.000; PPN 11 % on top (show_ppn 0) = 19.250; total 194.250.
    expect(r).toMatchObject({ http: 200, msg: 'Pesanan pembelian berhasil disimpan', data: { status: 'ordered', lines: 2, grand_total: 194250 } });
    expect(r.data.order_number).toMatch(/^PO\/\d{4}\/00001$/);
    const d = (await detail(r.data.order_id)).data;
    expect(d).toMatchObject({
      order_number: r.data.order_number,
      is_internal: 0,
      vendor_id: ids.vendor,
      vendor_name: 'PT Farma Jaya',
      gudang_id: 1,
      status: 'ordered',
      status_label: 'Dipesan',
      is_ppn: 1,
      ppn_percent: 11,
      ppn_included: 0,
      gross_total: 192000,
      discount_total: 17000,
      subtotal: 175000,
      dpp: 175000,
      ppn: 19250,
      grand_total: 194250,
      line_count: 2,
      qty_total: 37,
      qty_received_total: 0,
      note: 'Stok bulan depan',
    });
    expect(
      d.lines.map((l: Record<string, unknown>) => [
        l.product_name,
        l.unit,
        l.qty_input,
        l.qty,
        l.qty_text,
        l.gross,
        l.discount_amount,
        l.subtotal,
        l.unit_price_small,
      ]),
    ).toEqual([
      ['Paracetamol 500 mg', 'besar', 3, 30, '3 Box', 150000, 15000, 135000, 4500],
      ['Amoxicillin 500 mg', 'kecil', 7, 7, '7 Strip', 42000, 2000, 40000, 5714.2857],
    ]);
    expect(d.lines[1]).toMatchObject({ note: 'Strip lepas', qty_received: 0, qty_remaining: 7, qty_remaining_text: '7 Strip', unit_name: 'Strip' });
    expect(d.history.map((h: { from_state: string; to_state: string; action: string }) => [h.from_state, h.to_state, h.action])).toEqual([
      ['new', 'draft', 'create'],
      ['draft', 'ordered', 'order'],
    ]);
    // The next order takes the next number; the list shows both with their totals.
    const second = await add({ vendor_id: ids.vendor2, gudang_id: 2, status: 'draft', lines: [{ product_id: ids.vit, qty: 1, price: 1000 }] });
    expect(second.data).toMatchObject({ status: 'draft', grand_total: 1000 });
    expect(second.data.order_number).toMatch(/^PO\/\d{4}\/00002$/);
    const list = await ctx.admin.post('/penerimaan_order/index', { is_internal: 0, vendor_id: ids.vendor });
    expect(list.data.data.map((o: Record<string, unknown>) => [o.order_number, o.grand_total, o.status_label])).toEqual([
      [r.data.order_number, 194250, 'Dipesan'],
    ]);
    expect((await ctx.admin.post('/penerimaan_order/index', { status: 'draft' })).data.data.map((o: { order_id: number }) => o.order_id)).toEqual([
      second.data.order_id,
    ]);
    expect((await ctx.admin.post('/penerimaan_order/index', { status: 'paid' })).errors?.status).toEqual([
      'Status harus salah satu dari: draft, ordered, partly_received, received, cancelled',
    ]);
    // index_main: only what is open for receiving, with the quantity left.
    const open = await ctx.admin.post('/penerimaan_order/index_main', {});
    expect(open.data.data.map((o: Record<string, unknown>) => [o.order_id, o.qty_remaining_total])).toEqual([[r.data.order_id, 37]]);
  });

  it('splits PPN out of the prices when configuration says prices include PPN', async () => {
    expect((await ctx.admin.post('/config/stored_config_show_ppn', { config_show_ppn: '1' })).http).toBe(200);
    const r = await add({ vendor_id: ids.vendor, gudang_id: 1, is_ppn: '1', status: 'draft', lines: twoLines() });
    // 175.000 includes 11 %: DPP = round(175.000 × 100 / 111) = 157.658, PPN 17.342.
    expect((await detail(r.data.order_id)).data).toMatchObject({ subtotal: 175000, dpp: 157658, ppn: 17342, grand_total: 175000, ppn_included: 1 });
    expect((await ctx.admin.post('/config/stored_config_show_ppn', { config_show_ppn: '0' })).http).toBe(200);
    const plain = await add({ vendor_id: ids.vendor, gudang_id: 1, status: 'draft', lines: twoLines() });
    expect((await detail(plain.data.order_id)).data).toMatchObject({ is_ppn: 0, ppn: 0, dpp: 175000, grand_total: 175000 });
  });

  it('answers every bad field in Indonesian and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const bad = await add({
      vendor_id: ids.closedVendor,
      gudang_id: 999,
      order_date: '2999-01-01',
      lines: [
        { product_id: ids.para, qty: 1, price: 100, discount: 150 },
        { product_id: ids.para, qty: 1, price: 100 },
        { product_id: 999999, qty: 1, price: 100 },
        { product_id: ids.amox, qty: 1, price: 100, discount_type: 'rupiah', discount: 500 },
      ],
    });
    expect(bad.http).toBe(422);
    expect(bad.errors).toEqual({
      gudang_id: ['Gudang tidak ditemukan'],
      vendor_id: ['Supplier tidak aktif'],
      order_date: ['Tanggal pesanan tidak boleh di masa depan'],
      'lines.0.discount': ['Diskon persen maksimal 100'],
      'lines.1.product_id': ['Produk ini sudah ada di baris lain'],
      'lines.2.product_id': ['Produk tidak ditemukan'],
      'lines.3.discount': ['Diskon tidak boleh melebihi jumlah harga baris'],
    });
    const shape = await add({ lines: [{ product_id: ids.para, qty: 0, unit: 'dus', price: -1 }], images: ['bukan gambar'] });
    expect(shape.http).toBe(422);
    expect(shape.errors).toMatchObject({
      vendor_id: ['Supplier wajib diisi'],
      gudang_id: ['Gudang wajib diisi'],
      'lines.0.qty': [expect.stringContaining('Jumlah')],
      'lines.0.unit': ['Satuan harus besar atau kecil'],
      'lines.0.price': [expect.stringContaining('Harga')],
      'images.0': ['Gambar harus berupa data URL base64'],
    });
    expect((await add({ vendor_id: ids.vendor, gudang_id: 1, lines: [] })).errors?.lines).toEqual(['Isi minimal satu produk']);
    const notImage = await add({ vendor_id: ids.vendor, gudang_id: 1, images: ['data:image/png;base64,aGFsbw=='], lines: twoLines() });
    expect(notImage.errors).toEqual({ 'images.0': ['Gambar harus berupa PNG, JPEG atau WEBP'] });
    // Decoded, not only recognised: a 400-megapixel PNG of 50 KB and a broken body are refused.
    const dataUrl = (b: Buffer) => `data:image/png;base64,${b.toString('base64')}`;
    const bombs = await add({ vendor_id: ids.vendor, gudang_id: 1, images: [dataUrl(pngBomb()), dataUrl(BROKEN_PNG)], lines: twoLines() });
    expect(bombs.errors).toEqual({
      'images.0': ['Gambar terlalu besar: 20000 × 20000 piksel, maksimal 40 megapiksel'],
      'images.1': ['Gambar rusak atau tidak dapat dibaca'],
    });
    const expected = await add({ vendor_id: ids.vendor, gudang_id: 1, order_date: '2026-01-10', expected_date: '2026-01-09', lines: twoLines() });
    expect(expected.errors).toEqual({ expected_date: ['Tanggal perkiraan datang tidak boleh sebelum tanggal pesanan'] });
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('updates a draft or an undelivered order whole, places a draft, and keeps images until deleted', async () => {
    const r = await add({ vendor_id: ids.vendor, gudang_id: 1, status: 'draft', images: [PNG], lines: twoLines() });
    const id = r.data.order_id as number;
    let d = (await detail(id)).data;
    expect(d.images).toHaveLength(1);
    expect(d.images[0]).toMatchObject({ mime: 'image/png', data_url: expect.stringMatching(/^data:image\/png;base64,/) });
    // Stored re-encoded by the platform image check: the same 1 × 1 picture.
    const stored = await sharp(Buffer.from(d.images[0].data_url.split(',')[1], 'base64')).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 1, 1]);
    const upd = { order_id: id, vendor_id: ids.vendor2, gudang_id: 2, status: 'draft', lines: [{ product_id: ids.vit, unit: 'besar', qty: 2, price: 12500 }] };
    expect((await ctx.admin.post('/penerimaan_order/validation_update', upd, { json: true })).http).toBe(200);
    const u = await ctx.admin.post('/penerimaan_order/update_stored', upd, { json: true });
    expect(u).toMatchObject({ http: 200, data: { status: 'draft', lines: 1, grand_total: 25000 } });
    d = (await detail(id)).data;
    expect(d).toMatchObject({ vendor_id: ids.vendor2, gudang_id: 2, subtotal: 25000, line_count: 1, qty_total: 20 });
    // Placing it through update: the order move is logged.
    expect((await ctx.admin.post('/penerimaan_order/update_stored', { ...upd, status: 'ordered', images: [PNG] }, { json: true })).data.status).toBe('ordered');
    d = (await detail(id)).data;
    expect(d.images).toHaveLength(2);
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['create', 'order']);
    expect(d.history.every((h: { user_name: string | null }) => typeof h.user_name === 'string' && h.user_name.length > 0)).toBe(true);
    expect((await ctx.admin.post('/penerimaan_order/update_stored', { ...upd, status: 'draft' }, { json: true })).errors?.status).toEqual([
      'Pesanan yang sudah dipesan tidak dapat dikembalikan ke draft',
    ]);
    // Image removal.
    const del = await ctx.admin.post('/penerimaan_order/delete_image_stored', { order_id: id, image_id: d.images[0].image_id });
    expect(del).toMatchObject({ http: 200, msg: 'Gambar pesanan berhasil dihapus' });
    expect((await detail(id)).data.images).toHaveLength(1);
    expect((await ctx.admin.post('/penerimaan_order/delete_image_stored', { order_id: id, image_id: d.images[0].image_id })).http).toBe(404);
    // An internal order is not updated through the supplier call.
    const internal = await addInternal({ gudang_source_id: 1, gudang_id: 2, lines: [{ product_id: ids.para, qty: 1 }] });
    expect((await ctx.admin.post('/penerimaan_order/update_stored', { ...upd, order_id: internal.data.order_id }, { json: true })).http).toBe(404);
  });

  it('deletes (cancels) an order until something is received, and refuses changes after', async () => {
    const draft = await add({ vendor_id: ids.vendor, gudang_id: 1, status: 'draft', lines: twoLines() });
    const ordered = await add({ vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() });
    const part = await add({ vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() });
    for (const o of [draft, ordered]) {
      expect((await ctx.admin.post('/penerimaan_order/validation_delete', { order_id: o.data.order_id })).http).toBe(200);
      expect(await ctx.admin.post('/penerimaan_order/delete', { order_id: o.data.order_id })).toMatchObject({
        http: 200,
        msg: 'Pesanan berhasil dihapus',
        data: { status: 'cancelled' },
      });
    }
    expect((await detail(draft.data.order_id)).data.history.map((h: { to_state: string }) => h.to_state)).toEqual(['draft', 'cancelled']);
    await setState(part.data.order_id, 'partly_received', 5);
    const before = await tableSnapshot(ctx.server.database);
    const refused = await ctx.admin.post('/penerimaan_order/delete', { order_id: part.data.order_id });
    expect(refused).toMatchObject({ http: 422, errors: { order_id: ['Pesanan pembelian berstatus Diterima Sebagian: aksi Hapus tidak diizinkan'] } });
    const upd = await ctx.admin.post(
      '/penerimaan_order/update_stored',
      { order_id: part.data.order_id, vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() },
      { json: true },
    );
    expect(upd.errors?.order_id).toEqual(['Pesanan yang sudah diterima atau dibatalkan tidak dapat diubah']);
    expect((await ctx.admin.post('/penerimaan_order/delete', { order_id: draft.data.order_id })).http).toBe(422);
    expect((await ctx.admin.post('/penerimaan_order/delete', { order_id: 999999 })).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    // An ordered order with a received quantity (a receipt in the same state) is not deleted either.
    await setState(ordered.data.order_id, 'ordered', 0);
    const stillOrdered = await add({ vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() });
    await owner().execute(sql`update purchase_order_line set qty_received = 1 where order_id = ${stillOrdered.data.order_id}`);
    expect((await ctx.admin.post('/penerimaan_order/delete', { order_id: stillOrdered.data.order_id })).errors?.order_id).toEqual([
      'Pesanan yang sudah ada penerimaannya tidak dapat dihapus',
    ]);
  });

  it('walks the machine: every state × action allowed or refused as the contract says, logged once', async () => {
    for (const doc of [purchaseOrder, purchaseOrderInternal]) {
      expect(doc.states.map((s) => s.value)).toEqual(PURCHASE_ORDER_STATES.map((s) => s.value));
      for (const { state, action, transition } of transitionTable(doc)) {
        const o =
          doc === purchaseOrder
            ? await add({ vendor_id: ids.vendor, gudang_id: 1, status: 'draft', lines: twoLines() })
            : await addInternal({ gudang_source_id: 1, gudang_id: 2, status: 'draft', lines: [{ product_id: ids.para, qty: 1 }] });
        const id = o.data.order_id as number;
        await setState(id, state);
        const run = () =>
          ctx.server.database.withTenant({ companyId: 1, userId: 1 }, async (tx) =>
            runTransition(tx, await loadActor(tx, 1), storedOrderOf(doc === purchaseOrderInternal), { id, action }, async () => 'ok'),
          );
        if (transition) {
          expect(await run()).toBe('ok');
          const s = await owner().execute(sql`select status from purchase_order where order_id = ${id}`);
          expect((s.rows[0] as { status: string }).status).toBe(transition.to);
          const log = await owner().execute(
            sql`select count(*)::int as n from document_state_log where document = ${doc.name} and record_id = ${id} and action = ${action}`,
          );
          expect(Number((log.rows[0] as { n: number }).n)).toBe(1);
        } else {
          const check = checkTransition(doc, state, action);
          await expect(run()).rejects.toMatchObject({ errors: { order_id: [check.ok ? '' : check.message] } });
        }
      }
    }
  });
});

describe('receiving against an order (the command goods receipts call)', () => {
  const receive = (input: Parameters<typeof receivePurchaseOrder>[2]) =>
    ctx.server.database.withTenant({ companyId: 1, userId: 1 }, async (tx) => receivePurchaseOrder(tx, await loadActor(tx, 1), input));

  it('raises the received quantity per line, moves to partly received then received, and refuses receiving more than ordered', async () => {
    const o = await add({ vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() });
    const [para, amox] = (await detail(o.data.order_id)).data.lines as { line_id: number }[];
    expect(await receive({ order_id: o.data.order_id, lines: [{ line_id: para.line_id, qty: 10 }] })).toEqual({
      order_id: o.data.order_id,
      status: 'partly_received',
    });
    let d = (await detail(o.data.order_id)).data;
    expect(d.lines.map((l: Record<string, unknown>) => [l.qty_received, l.qty_remaining, l.qty_remaining_text])).toEqual([
      [10, 20, '2 Box'],
      [0, 7, '7 Strip'],
    ]);
    expect((await ctx.admin.post('/penerimaan_order/index_main', { order_id: o.data.order_id })).data.data[0]).toMatchObject({
      qty_remaining_total: 27,
      status_label: 'Diterima Sebagian',
    });
    const before = await tableSnapshot(ctx.server.database);
    await expect(
      receive({
        order_id: o.data.order_id,
        lines: [
          { line_id: para.line_id, qty: 21 },
          { line_id: 999999, qty: 1 },
        ],
      }),
    ).rejects.toMatchObject({
      errors: { 'lines.0.qty': ['Jumlah diterima melebihi sisa pesanan (sisa 20)'], 'lines.1.qty': ['Baris pesanan tidak ditemukan'] },
    });
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    expect(
      await receive({
        order_id: o.data.order_id,
        lines: [
          { line_id: para.line_id, qty: 20 },
          { line_id: amox.line_id, qty: 7 },
        ],
      }),
    ).toMatchObject({ status: 'received' });
    d = (await detail(o.data.order_id)).data;
    expect(d).toMatchObject({ status: 'received', qty_received_total: 37 });
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['create', 'order', 'receive_part', 'receive_all']);
    await expect(receive({ order_id: o.data.order_id, lines: [{ line_id: amox.line_id, qty: 1 }] })).rejects.toMatchObject({
      errors: { order_id: ['Pesanan ini tidak sedang menunggu penerimaan'] },
    });
    expect((await ctx.admin.post('/penerimaan_order/delete', { order_id: o.data.order_id })).http).toBe(422);
    // A draft is not received.
    const draft = await add({ vendor_id: ids.vendor, gudang_id: 1, status: 'draft', lines: twoLines() });
    await expect(receive({ order_id: draft.data.order_id, lines: [] })).rejects.toMatchObject({
      errors: { order_id: ['Pesanan ini tidak sedang menunggu penerimaan'] },
    });
  });
});

describe('internal orders', () => {
  it('orders between two of the company warehouses without prices, numbered apart', async () => {
    const body = {
      gudang_source_id: 1,
      gudang_id: 2,
      note: 'Isi cabang',
      lines: [
        { product_id: ids.para, unit: 'besar', qty: 2 },
        { product_id: ids.amox, unit: 'kecil', qty: 5 },
      ],
    };
    expect((await ctx.admin.post('/penerimaan_order/validation_add_internal', body, { json: true })).http).toBe(200);
    const r = await addInternal(body);
    expect(r).toMatchObject({ http: 200, msg: 'Pesanan internal berhasil disimpan', data: { status: 'ordered', lines: 2, grand_total: 0 } });
    expect(r.data.order_number).toMatch(/^POI\/\d{4}\/\d{5}$/);
    const d = (await detail(r.data.order_id)).data;
    expect(d).toMatchObject({ is_internal: 1, vendor_id: null, gudang_source_id: 1, gudang_source_name: 'Gudang Utama', gudang_id: 2, qty_total: 25 });
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['create', 'order']);
    const u = await ctx.admin.post(
      '/penerimaan_order/update_stored_internal',
      { ...body, order_id: r.data.order_id, gudang_source_id: ids.g3, lines: [{ product_id: ids.vit, qty: 1 }] },
      { json: true },
    );
    expect(u).toMatchObject({ http: 200, msg: 'Pesanan internal berhasil diubah', data: { lines: 1 } });
    expect((await detail(r.data.order_id)).data).toMatchObject({ gudang_source_id: ids.g3, qty_total: 10 });
    const before = await tableSnapshot(ctx.server.database);
    expect((await addInternal({ ...body, gudang_source_id: 2 })).errors).toEqual({ gudang_source_id: ['Gudang asal harus berbeda dari gudang tujuan'] });
    expect((await addInternal({ ...body, gudang_source_id: 999 })).errors).toEqual({ gudang_source_id: ['Gudang asal tidak ditemukan'] });
    expect((await ctx.admin.post('/penerimaan_order/update_stored_internal', { ...body, order_id: 999999 }, { json: true })).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    expect((await ctx.admin.post('/penerimaan_order/index', { is_internal: 1 })).data.data.every((o: { is_internal: number }) => o.is_internal === 1)).toBe(
      true,
    );
  });
});

describe('automatic orders from defecta', () => {
  it('proposes per supplier, stores one draft per supplier, and pressed twice creates nothing twice', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const p = await ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: ids.g3 });
    expect(p.http).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const farma = p.data.vendors.find((v: { vendor_id: number }) => v.vendor_id === ids.vendor);
    // The third warehouse holds nothing and awaits nothing: short 50 each → 5 Box; last supplier
    // prices: Paracetamol 50.000 a Box, Amoxicillin 6.000 a Strip = 60.000 a Box.
    expect(farma.lines.map((l: Record<string, unknown>) => [l.product_name, l.qty, l.shortage, l.on_order, l.order_qty, l.price])).toEqual([
      ['Amoxicillin 500 mg', 0, 50, 0, 5, 60000],
      ['Paracetamol 500 mg', 0, 50, 0, 5, 50000],
    ]);
    // Warehouse 1 holds 23 Paracetamol and awaits 30 on placed orders: nothing more to order there.
    const main = (await ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: 1 })).data.vendors.find(
      (v: { vendor_id: number }) => v.vendor_id === ids.vendor,
    );
    expect(main.lines.find((l: { product_id: number }) => l.product_id === ids.para)).toMatchObject({ qty: 23, shortage: 27, order_qty: 0 });
    expect(main.lines.find((l: { product_id: number }) => l.product_id === ids.para).on_order).toBeGreaterThanOrEqual(30);
    expect(farma.open_draft_id).toBeNull();
    expect(p.data.vendors.find((v: { vendor_id: number }) => v.vendor_id === ids.vendor2).lines.map((l: { product_id: number }) => l.product_id)).toEqual([
      ids.vit,
    ]);
    expect(p.data.without_vendor.map((l: { product_id: number }) => l.product_id)).toEqual([ids.orphan]);

    const lines = [
      { product_id: ids.para, unit: 'besar', qty: 3, price: 50000 },
      { product_id: ids.amox, unit: 'besar', qty: 5, price: 60000 },
      { product_id: ids.vit, unit: 'besar', qty: 4, price: 12500 },
    ];
    const first = await ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: ids.g3, lines }, { json: true });
    expect(first).toMatchObject({ http: 200, msg: 'Pesanan otomatis disimpan: 2 draft baru, 0 draft diperbarui' });
    expect(first.data.orders.map((o: Record<string, unknown>) => [o.vendor_id, o.created, o.lines, o.grand_total])).toEqual([
      [ids.vendor, true, 2, 450000],
      [ids.vendor2, true, 1, 50000],
    ]);
    const again = await ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: ids.g3, lines }, { json: true });
    expect(again.msg).toBe('Pesanan otomatis disimpan: 0 draft baru, 2 draft diperbarui');
    expect(again.data.orders.map((o: { order_id: number }) => o.order_id)).toEqual(first.data.orders.map((o: { order_id: number }) => o.order_id));
    const count = await owner().execute(sql`select count(*)::int as n from purchase_order where is_automatic = 1`);
    expect(Number((count.rows[0] as { n: number }).n)).toBe(2);
    // The same request with the same Idempotency-Key is answered from the first run.
    const key = { 'idempotency-key': 'po-auto-uji-1' };
    const k1 = await ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: ids.g3, lines: lines.slice(0, 1) }, { json: true, headers: key });
    const k2 = await ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: ids.g3, lines: lines.slice(0, 1) }, { json: true, headers: key });
    expect(k2.data).toEqual(k1.data);
    expect((await detail(first.data.orders[0].order_id)).data).toMatchObject({ status: 'draft', is_automatic: 1, line_count: 1, grand_total: 150000 });
    expect(
      (await ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: ids.g3 })).data.vendors.find(
        (v: { vendor_id: number }) => v.vendor_id === ids.vendor,
      ).open_draft_id,
    ).toBe(first.data.orders[0].order_id);
    // Once placed, the next press starts a new draft.
    await ctx.admin.post(
      '/penerimaan_order/update_stored',
      { order_id: first.data.orders[1].order_id, vendor_id: ids.vendor2, gudang_id: ids.g3, status: 'ordered', lines: lines.slice(2) },
      { json: true },
    );
    // What the placed order brings (4 Box = 40 Strip of Vitamin C) leaves 10 Strip short: 1 Box.
    const after = (await ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: ids.g3 })).data.vendors.find(
      (v: { vendor_id: number }) => v.vendor_id === ids.vendor2,
    );
    expect(after.lines[0]).toMatchObject({ product_id: ids.vit, shortage: 50, on_order: 40, order_qty: 1 });
    const third = await ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: ids.g3, lines: lines.slice(2) }, { json: true });
    expect(third.data.orders[0]).toMatchObject({ vendor_id: ids.vendor2, created: true });
    // Two presses at once for another warehouse: one draft per supplier all the same.
    const both = await Promise.all([1, 2].map(() => ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: 2, lines }, { json: true })));
    expect(both.map((r) => r.http)).toEqual([200, 200]);
    const branch = await owner().execute(
      sql`select vendor_id, count(*)::int as n from purchase_order where is_automatic = 1 and gudang_id = 2 group by vendor_id order by vendor_id`,
    );
    expect(branch.rows).toEqual([
      { vendor_id: ids.vendor, n: 1 },
      { vendor_id: ids.vendor2, n: 1 },
    ]);
    // A product without a main supplier is refused at its line; nothing written.
    const snap = await tableSnapshot(ctx.server.database);
    const orphan = await ctx.admin.post(
      '/penerimaan_order/po_automatic',
      { gudang_id: ids.g3, lines: [...lines, { product_id: ids.orphan, qty: 1 }] },
      { json: true },
    );
    expect(orphan.errors).toEqual({ 'lines.3.product_id': ['Produk ini belum memiliki supplier utama'] });
    expect((await ctx.admin.post('/penerimaan_order/po_automatic', { gudang_id: 999 })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);
  });
});

describe('export, roles, companies and warehouses', () => {
  it('exports the orders as .xlsx that exceljs opens, one row per line, with the list filters', async () => {
    const one = await add({ vendor_id: ids.vendor2, gudang_id: ids.g3, status: 'draft', lines: twoLines() });
    const res = await fetch(`${ctx.server.url}/penerimaan_order/generate_excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: one.data.order_id }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const ws = wb.worksheets[0];
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 8)).toEqual(['Nomor Pesanan', 'Tanggal', 'Jenis', 'Status', 'Supplier / Gudang Asal', 'Gudang', 'SKU', 'Produk']);
    expect(ws.rowCount).toBe(3);
    expect([values(2)[0], values(2)[3], values(2)[4], values(2)[7], values(2)[10], values(2)[14]]).toEqual([
      one.data.order_number,
      'Draft',
      'PT Medika Abadi',
      'Paracetamol 500 mg',
      30,
      135000,
    ]);
    expect([values(3)[7], values(3)[10], values(3)[14]]).toEqual(['Amoxicillin 500 mg', 7, 40000]);
  });

  it('keeps roles, companies and warehouses apart', async () => {
    const mine = await add({ vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() });
    const branch = await add({ vendor_id: ids.vendor, gudang_id: 2, lines: twoLines() });
    // SPV Sales has no Pembelian page: 403 on every call.
    const spvSales = await userWithGroup(ctx.admin, 2);
    const before = await tableSnapshot(ctx.server.database);
    for (const [path, body] of [
      ['/penerimaan_order/index', {}],
      ['/penerimaan_order/index_main', {}],
      ['/penerimaan_order/add_stored', { vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() }],
      ['/penerimaan_order/add_stored_internal', { gudang_source_id: 1, gudang_id: 2, lines: twoLines() }],
      ['/penerimaan_order/update_stored', { order_id: mine.data.order_id }],
      ['/penerimaan_order/delete', { order_id: mine.data.order_id }],
      ['/penerimaan_order/po_automatic', { gudang_id: 1 }],
      ['/penerimaan_order/generate_excel', {}],
    ] as const)
      expect((await spvSales.client.post(path, body, { json: true })).http, path).toBe(403);
    expect((await spvSales.client.get('/penerimaan_order/get_detail', { order_id: mine.data.order_id })).http).toBe(403);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    // Another company: our orders are not found and nothing of ours is written.
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga PO',
      app_name: 'tetangga-po',
      name: 'Pemilik PO',
      username: 'owner_po_t',
      email: 'owner@po-t.test',
      password: 'Password-P-123',
      password_confirmation: 'Password-P-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_po_t', 'Password-P-123');
    const snap = await tableSnapshot(ctx.server.database);
    expect((await other.post('/penerimaan_order/index', {})).data.total).toBe(0);
    expect((await other.get('/penerimaan_order/get_detail', { order_id: mine.data.order_id })).http).toBe(404);
    expect((await other.post('/penerimaan_order/delete', { order_id: mine.data.order_id })).http).toBe(404);
    expect((await other.post('/penerimaan_order/validation_delete', { order_id: mine.data.order_id })).http).toBe(404);
    const upd = await other.post(
      '/penerimaan_order/update_stored',
      { order_id: mine.data.order_id, vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() },
      { json: true },
    );
    expect(upd.http).toBe(404);
    expect((await other.post('/penerimaan_order/delete_image_stored', { order_id: mine.data.order_id, image_id: 1 })).http).toBe(404);
    const foreign = await other.post('/penerimaan_order/add_stored', { vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() }, { json: true });
    expect(foreign.http).toBe(422);
    expect(foreign.errors).toMatchObject({ vendor_id: ['Supplier tidak ditemukan'], 'lines.0.product_id': ['Produk tidak ditemukan'] });
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);

    // Group 6 (Admin Finance) granted warehouse 2 only: sees and orders for it alone.
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const seen = (await g6.client.post('/penerimaan_order/index', { perPage: 500 })).data.data as {
      order_id: number;
      gudang_id: number;
      gudang_source_id: number | null;
    }[];
    expect(seen.map((o) => o.order_id)).toContain(branch.data.order_id);
    expect(seen.every((o) => o.gudang_id === 2 || o.gudang_source_id === 2)).toBe(true);
    expect((await g6.client.get('/penerimaan_order/get_detail', { order_id: mine.data.order_id })).http).toBe(404);
    expect((await g6.client.post('/penerimaan_order/delete', { order_id: mine.data.order_id })).http).toBe(404);
    expect((await g6.client.post('/penerimaan_order/add_stored', { vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() }, { json: true })).errors).toEqual({
      gudang_id: ['Gudang tidak ditemukan'],
    });
    expect((await g6.client.post('/penerimaan_order/po_automatic', { gudang_id: 1 })).errors?.gudang_id).toEqual(['Gudang tidak ditemukan']);
    // A group holding only the internal page sees internal orders only, and cannot order from suppliers.
    await addInternal({ gudang_source_id: 1, gudang_id: 2, lines: [{ product_id: ids.vit, qty: 1 }] });
    const internalOnly = await userWithPrivileges(ctx, 91, 'Hanya Pesanan Internal', ['purchase', 'purchaseOrderInternal']);
    const kinds = (await internalOnly.client.post('/penerimaan_order/index', { perPage: 500 })).data.data as { is_internal: number }[];
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((o) => o.is_internal === 1)).toBe(true);
    // Without the product page, the order form's product search still answers (the shared picker call).
    const picked = await internalOnly.client.post('/product_package/product', { columnFilters: { search: 'Paracetamol' }, page: 1, perPage: 10 });
    expect(picked.http).toBe(200);
    expect((picked.data.data as { product_id: number }[]).map((p) => p.product_id)).toContain(ids.para);
    expect((await internalOnly.client.get('/penerimaan_order/get_detail', { order_id: mine.data.order_id })).http).toBe(404);
    expect(
      (await internalOnly.client.post('/penerimaan_order/add_stored', { vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() }, { json: true })).http,
    ).toBe(403);
    const int = await internalOnly.client.post(
      '/penerimaan_order/add_stored_internal',
      { gudang_source_id: 1, gudang_id: 2, lines: [{ product_id: ids.para, qty: 1 }] },
      { json: true },
    );
    expect(int.http).toBe(200);
    expect((await internalOnly.client.post('/penerimaan_order/delete', { order_id: int.data.order_id })).http).toBe(200);

    const own = await g6.client.post('/penerimaan_order/add_stored', { vendor_id: ids.vendor, gudang_id: 2, lines: twoLines() }, { json: true });
    expect(own).toMatchObject({ http: 200, data: { status: 'ordered' } });
    expect((await g6.client.post('/penerimaan_order/delete', { order_id: own.data.order_id })).http).toBe(200);
  });
});
