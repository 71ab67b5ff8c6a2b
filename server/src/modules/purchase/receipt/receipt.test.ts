import { checkTransition, goodsReceipt, goodsReceiptInternal, transitionTable } from '@bo/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';

const ctx = useTestServer();
const { move, makeProduct, stockOf, avgCost } = stockTestKit(ctx);
const ids = { para: 0, amox: 0, vit: 0, vendor: 0, vendor2: 0, g3: 0 };
const EXP1 = '2030-01-31';
const EXP2 = '2030-06-30';
const owner = () => ctx.server.database.db;

type Line = Record<string, unknown>;
const json = { json: true };
const snapshot = () => tableSnapshot(ctx.server.database);

/** Places an order with the purchase order calls and answers its id and line ids (by product). */
async function placeOrder(body: Record<string, unknown>, c: Client = ctx.admin) {
  const internal = 'gudang_source_id' in body;
  const r = await c.post(internal ? '/penerimaan_order/add_stored_internal' : '/penerimaan_order/add_stored', body, json);
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  const d = (await ctx.admin.get('/penerimaan_order/get_detail', { order_id: r.data.order_id })).data;
  const line = (productId: number) => (d.lines as { line_id: number; product_id: number }[]).find((l) => l.product_id === productId)?.line_id ?? 0;
  return { order_id: r.data.order_id as number, order_number: r.data.order_number as string, line };
}
const orderStatus = async (orderId: number) => (await ctx.admin.get('/penerimaan_order/get_detail', { order_id: orderId })).data.status;
const receive = (body: Record<string, unknown>, c: Client = ctx.admin) => c.post('/penerimaan/add_stored', body, json);
const approve = (id: number, c: Client = ctx.admin) => c.post('/penerimaan/approved_stored', { penerimaan_id: id });
const batchStock = async (productId: number, gudangId: number) => {
  const r = await owner().execute(sql`select coalesce(b.batch_no, '') as batch_no, sum(s.qty)::int as qty from stock_balance s
    left join stock_batch b on b.batch_id = s.batch_id where s.product_id = ${productId} and s.gudang_id = ${gudangId} and s.qty <> 0
    group by 1 order by 1`);
  return (r.rows as { batch_no: string; qty: number }[]).map((x) => [x.batch_no, Number(x.qty)]);
};

beforeAll(async () => {
  ids.para = (await makeProduct('Paracetamol 500 mg')).product_id;
  ids.amox = (await makeProduct('Amoxicillin 500 mg', { expire: true })).product_id;
  ids.vit = (await makeProduct('Vitamin C 100 mg')).product_id;
  for (const [code, name] of [
    ['GR1', 'PT Farma Jaya'],
    ['GR2', 'PT Medika Abadi'],
  ])
    expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: code, vendor_name: name })).status).toBe(200);
  const vendors = (await ctx.admin.post('/vendor/index', { perPage: 50 })).data.data as { vendor_id: number; vendor_code: string }[];
  ids.vendor = vendors.find((v) => v.vendor_code === 'GR1')?.vendor_id ?? 0;
  ids.vendor2 = vendors.find((v) => v.vendor_code === 'GR2')?.vendor_id ?? 0;
  ids.g3 = (await ctx.admin.post('/master_gudang/add_stored', { master_gudang_name: 'Gudang Penerimaan Ketiga' })).data.master_gudang_id;
  expect((await ctx.admin.post('/config/stored_config_ppn', { config_ppn: '11' })).http).toBe(200);
  expect((await ctx.admin.post('/config/stored_config_show_ppn', { config_show_ppn: '0' })).http).toBe(200);
});

describe('goods receipts against supplier orders', () => {
  it('receives part with batches and expiry, then the rest; approval adds the stock at the order cost and moves the order', async () => {
    // 3 Box Paracetamol at 50.000 less 10 % = 135.000 (4.500 per Strip); 7 Strip Amoxicillin at 6.000 less Rp 2.000 = 40.000; PPN 11 % on top.
    const o = await placeOrder({
      vendor_id: ids.vendor,
      gudang_id: 1,
      is_ppn: 1,
      lines: [
        { product_id: ids.para, unit: 'besar', qty: 3, price: 50000, discount_type: 'percent', discount: 10 },
        { product_id: ids.amox, unit: 'kecil', qty: 7, price: 6000, discount_type: 'rupiah', discount: 2000 },
      ],
    });
    const code = await ctx.admin.get('/penerimaan/generate_code');
    expect(code.data.code).toMatch(/^RCV\/\d{4}\/00001$/);
    expect((await ctx.admin.get('/penerimaan/generate_code', { is_internal: 1 })).data.code).toMatch(/^RCVI\/\d{4}\/00001$/);
    const check0 = (await ctx.admin.get('/penerimaan/check_received', { order_id: o.order_id })).data;
    expect(check0.lines.map((l: Line) => [l.product_id, l.qty, l.qty_received, l.qty_waiting, l.qty_remaining, l.is_product_expire])).toEqual([
      [ids.para, 30, 0, 0, 30, 0],
      [ids.amox, 7, 0, 0, 7, 1],
    ]);

    const part = {
      order_id: o.order_id,
      invoice_number: 'FJ-001',
      lines: [
        { order_line_id: o.line(ids.para), product_id: ids.para, unit: 'besar', qty: 1 },
        { order_line_id: o.line(ids.amox), qty: 3, batch_no: 'B1', expired_date: EXP1 },
      ],
    };
    const before = await snapshot();
    expect((await ctx.admin.post('/penerimaan/validation_add', part, json)).http).toBe(200);
    expect(await snapshot()).toEqual(before);
    const first = await receive(part);
    // Paracetamol 10 of 30 Strip: 135.000 × 10 / 30 = 45.000; Amoxicillin 3 of 7: 40.000 × 3 / 7 = 17.142,86 → 17.143.
    // Subtotal 62.143; PPN 11 % = 6.835,73 → 6.836; total 68.979.
    expect(first).toMatchObject({ http: 200, msg: 'Penerimaan berhasil disimpan', data: { status: 'waiting', lines: 2, grand_total: 68979 } });
    expect(first.data.penerimaan_number).toBe(code.data.code);
    // Stored waiting: nothing moved yet, the quantities count as waiting.
    expect(await stockOf(ids.para, 1)).toBe(0);
    const check1 = (await ctx.admin.get('/penerimaan/check_received', { order_id: o.order_id })).data;
    expect(check1.lines.map((l: Line) => [l.qty_waiting, l.qty_remaining, l.qty_remaining_text])).toEqual([
      [10, 20, '2 Box'],
      [3, 4, '4 Strip'],
    ]);

    const beforeApproval = await snapshot();
    expect((await ctx.admin.post('/penerimaan/validation_approved', { penerimaan_id: first.data.penerimaan_id })).http).toBe(200);
    expect(await snapshot()).toEqual(beforeApproval);
    const ok1 = await approve(first.data.penerimaan_id);
    expect(ok1).toMatchObject({ http: 200, msg: 'Penerimaan berhasil disetujui', data: { status: 'approved', order_status: 'partly_received', movements: 2 } });
    expect(await orderStatus(o.order_id)).toBe('partly_received');
    expect(await batchStock(ids.para, 1)).toEqual([['', 10]]);
    expect(await batchStock(ids.amox, 1)).toEqual([['B1', 3]]);
    expect(await avgCost(ids.para, 1)).toBe(4500);
    expect(await avgCost(ids.amox, 1)).toBe(5714.2857);
    const log = await owner().execute(sql`select doc_type, doc_number, qty::int as qty, unit_cost::float8 as unit_cost from stock_log
      where doc_id = ${first.data.penerimaan_id} and doc_type = 'goods_receipt' order by product_id`);
    expect(log.rows).toEqual([
      { doc_type: 'goods_receipt', doc_number: first.data.penerimaan_number, qty: 10, unit_cost: 4500 },
      { doc_type: 'goods_receipt', doc_number: first.data.penerimaan_number, qty: 3, unit_cost: 5714.2857 },
    ]);

    // The rest: 2 Box, and 4 Strip in two batches (one order line, two receipt lines).
    const rest = await receive({
      order_id: o.order_id,
      lines: [
        { order_line_id: o.line(ids.para), qty: 2 },
        { order_line_id: o.line(ids.amox), qty: 2, batch_no: 'B1', expired_date: EXP1 },
        { order_line_id: o.line(ids.amox), qty: 2, batch_no: 'B2', expired_date: EXP2 },
      ],
    });
    expect(rest.http, JSON.stringify(rest.errors)).toBe(200);
    // 135.000 × 20 / 30 = 90.000; 40.000 × 2 / 7 = 11.428,57 → 11.429 twice; 112.858 + PPN 12.414,38 → 12.414 = 125.272.
    expect(rest.data.grand_total).toBe(125272);
    expect((await approve(rest.data.penerimaan_id)).data).toMatchObject({ order_status: 'received', movements: 3 });
    expect(await orderStatus(o.order_id)).toBe('received');
    expect(await batchStock(ids.para, 1)).toEqual([['', 30]]);
    expect(await batchStock(ids.amox, 1)).toEqual([
      ['B1', 5],
      ['B2', 2],
    ]);
    const check2 = (await ctx.admin.get('/penerimaan/check_received', { order_id: o.order_id })).data;
    expect(check2).toMatchObject({ is_received: 1, status: 'received' });
    // Nothing more can be stored against a received order.
    expect((await receive({ order_id: o.order_id, lines: [{ order_line_id: o.line(ids.para), qty: 1 }] })).errors).toEqual({
      order_id: ['Pesanan ini tidak sedang menunggu penerimaan'],
    });

    // The receipts of the order, with lines; the list with what each owes the supplier.
    const byOrder = (await ctx.admin.get('/penerimaan/list_penerimaan_by_pemesanan_id', { pemesanan_id: o.order_id })).data;
    expect(byOrder.map((r: Line) => [r.penerimaan_number, r.status, (r.lines as Line[]).length])).toEqual([
      [first.data.penerimaan_number, 'approved', 2],
      [rest.data.penerimaan_number, 'approved', 3],
    ]);
    expect(byOrder[0].lines[1]).toMatchObject({ batch_no: 'B1', expired_date: EXP1, qty: 3, qty_text: '3 Strip', subtotal: 17143 });
    const list = await ctx.admin.post('/penerimaan/index', { vendor_id: ids.vendor, status: 'approved', is_paid: 0 });
    expect(list.data.data.map((r: Line) => [r.penerimaan_number, r.grand_total, r.paid_amount, r.outstanding, r.is_paid, r.invoice_number])).toEqual([
      [rest.data.penerimaan_number, 125272, 0, 125272, 0, null],
      [first.data.penerimaan_number, 68979, 0, 68979, 0, 'FJ-001'],
    ]);
    const today = list.data.data[0].penerimaan_date;
    expect(list.data.data[0]).toMatchObject({ due_date: today, order_number: o.order_number, vendor_name: 'PT Farma Jaya', status_label: 'Disetujui' });
    expect((await ctx.admin.post('/penerimaan/index', { is_paid: 1 })).data.total).toBe(0);
    expect((await ctx.admin.post('/penerimaan/index', { payment_status: 'unpaid', vendor_id: ids.vendor })).data.total).toBe(2);
    expect((await ctx.admin.post('/penerimaan/index', { payment_status: 'lunas' })).errors).toEqual({
      payment_status: ['Status pembayaran harus paid atau unpaid'],
    });
    expect((await ctx.admin.post('/penerimaan/index', { status: 'x' })).errors).toEqual({ status: ['Status harus waiting, approved atau cancelled'] });
    // Recap per supplier.
    const recap = (await ctx.admin.post('/penerimaan/rekapitulasi', { vendor_id: ids.vendor })).data;
    expect(recap).toEqual([
      {
        vendor_id: ids.vendor,
        vendor_name: 'PT Farma Jaya',
        receipt_count: 2,
        qty_total: 37,
        subtotal: 62143 + 112858,
        ppn: 6836 + 12414,
        grand_total: 68979 + 125272,
        paid_amount: 0,
        outstanding: 68979 + 125272,
        overdue: 0,
      },
    ]);
  });

  it('refuses bad input per field and writes nothing', async () => {
    const o = await placeOrder({
      vendor_id: ids.vendor,
      gudang_id: 1,
      lines: [
        { product_id: ids.para, qty: 1, price: 10000 },
        { product_id: ids.amox, qty: 1, price: 10000 },
      ],
    });
    const other = await placeOrder({ vendor_id: ids.vendor, gudang_id: 1, lines: [{ product_id: ids.vit, qty: 1, price: 1000 }] });
    const before = await snapshot();
    const bad = await receive({
      order_id: o.order_id,
      penerimaan_date: '2999-01-01',
      lines: [
        { order_line_id: o.line(ids.amox), qty: 1 },
        { order_line_id: o.line(ids.para), qty: 1, batch_no: 'X', expired_date: EXP1 },
        { order_line_id: other.line(ids.vit), qty: 1 },
        { order_line_id: o.line(ids.para), product_id: ids.amox, qty: 1 },
        { order_line_id: o.line(ids.para), qty: 2 },
      ],
    });
    expect(bad.http).toBe(422);
    expect(bad.errors).toEqual({
      penerimaan_date: ['Tanggal penerimaan tidak boleh di masa depan'],
      'lines.0.batch_no': ['Nomor batch wajib diisi untuk produk dengan kedaluwarsa'],
      'lines.0.expired_date': ['Tanggal kedaluwarsa wajib diisi untuk produk dengan kedaluwarsa'],
      'lines.1.batch_no': ['Produk ini tidak memakai batch'],
      'lines.1.expired_date': ['Produk ini tidak memakai tanggal kedaluwarsa'],
      'lines.2.order_line_id': ['Baris pesanan tidak ditemukan'],
      'lines.3.product_id': ['Produk tidak sesuai dengan baris pesanan'],
      'lines.4.qty': ['Jumlah diterima melebihi sisa pesanan (sisa 0 Strip)'],
    });
    const shape = await ctx.admin.post('/penerimaan/validation_add', { order_id: 'abc', due_date: '2020-13-01', lines: [] }, json);
    expect(shape.http).toBe(422);
    expect(Object.keys(shape.errors ?? {}).sort()).toEqual(['due_date', 'lines', 'order_id']);
    const expired = await receive({
      order_id: o.order_id,
      due_date: '2000-01-01',
      lines: [{ order_line_id: o.line(ids.amox), qty: 1, batch_no: 'OLD', expired_date: '2001-01-01' }],
    });
    expect(expired.errors).toEqual({
      due_date: ['Tanggal jatuh tempo tidak boleh sebelum tanggal penerimaan'],
      'lines.0.expired_date': ['Tanggal kedaluwarsa harus setelah tanggal penerimaan'],
    });
    expect((await receive({ order_id: 999999, lines: [{ order_line_id: 1, qty: 1 }] })).errors).toEqual({ order_id: ['Pesanan tidak ditemukan'] });
    expect(await snapshot()).toEqual(before);
    // A draft order is not open for receiving.
    const draft = await placeOrder({ vendor_id: ids.vendor, gudang_id: 1, status: 'draft', lines: [{ product_id: ids.vit, qty: 1, price: 1000 }] });
    const snapDraft = await snapshot();
    expect((await receive({ order_id: draft.order_id, lines: [{ order_line_id: draft.line(ids.vit), qty: 1 }] })).errors).toEqual({
      order_id: ['Pesanan ini tidak sedang menunggu penerimaan'],
    });
    expect(await snapshot()).toEqual(snapDraft);
    // Two waiting receipts cannot together take more than the order: the second is refused.
    const one = await receive({ order_id: other.order_id, lines: [{ order_line_id: other.line(ids.vit), qty: 1 }] });
    expect(one.http).toBe(200);
    expect((await receive({ order_id: other.order_id, lines: [{ order_line_id: other.line(ids.vit), qty: 1 }] })).errors).toEqual({
      'lines.0.qty': ['Jumlah diterima melebihi sisa pesanan (sisa 0 Strip)'],
    });
    // Over-receipt at approval (the order line received meanwhile by other means): refused by the order, nothing moves.
    await owner().execute(sql`update purchase_order_line set qty_received = 5 where line_id = ${other.line(ids.vit)}`);
    const snapOver = await snapshot();
    const over = await approve(one.data.penerimaan_id);
    expect(over).toMatchObject({ http: 422, errors: { 'lines.0.qty': ['Jumlah diterima melebihi sisa pesanan (sisa 5)'] } });
    expect(await snapshot()).toEqual(snapOver);
    await owner().execute(sql`update purchase_order_line set qty_received = 0 where line_id = ${other.line(ids.vit)}`);
  });

  it('computes the moving-average cost by hand over two receipts at different prices', async () => {
    // 2 Box at 10.000 = 1.000 per Strip, then 3 Box at 16.000 = 1.600 per Strip (no PPN).
    const a = await placeOrder({ vendor_id: ids.vendor2, gudang_id: 2, lines: [{ product_id: ids.vit, qty: 2, price: 10000 }] });
    const b = await placeOrder({ vendor_id: ids.vendor2, gudang_id: 2, lines: [{ product_id: ids.vit, qty: 3, price: 16000 }] });
    const ra = await receive({ order_id: a.order_id, lines: [{ order_line_id: a.line(ids.vit), qty: 2 }] });
    const rb = await receive({ order_id: b.order_id, lines: [{ order_line_id: b.line(ids.vit), qty: 3 }] });
    expect([ra.data.grand_total, rb.data.grand_total]).toEqual([20000, 48000]);
    expect((await approve(ra.data.penerimaan_id)).http).toBe(200);
    expect(await avgCost(ids.vit, 2)).toBe(1000);
    expect((await approve(rb.data.penerimaan_id)).http).toBe(200);
    // (20 × 1.000 + 30 × 1.600) / 50 = 68.000 / 50 = 1.360.
    expect(await avgCost(ids.vit, 2)).toBe(1360);
    expect(await stockOf(ids.vit, 2)).toBe(50);
    // Stock leaving and coming back keeps the average; a third receipt averages with what is left: 40 × 1.360 + 10 × 2.000 = 74.400 / 50 = 1.488.
    await move({ doc_type: 'test_out', lines: [{ gudang_id: 2, product_id: ids.vit, qty: -10 }] });
    const c = await placeOrder({ vendor_id: ids.vendor2, gudang_id: 2, lines: [{ product_id: ids.vit, unit: 'kecil', qty: 10, price: 2000 }] });
    const rc = await receive({ order_id: c.order_id, lines: [{ order_line_id: c.line(ids.vit), qty: 10 }] });
    expect((await approve(rc.data.penerimaan_id)).http).toBe(200);
    expect(await avgCost(ids.vit, 2)).toBe(1488);
  });

  it('posts once when the same receipt is approved twice in parallel', async () => {
    const o = await placeOrder({
      vendor_id: ids.vendor,
      gudang_id: 2,
      lines: [
        { product_id: ids.para, qty: 2, price: 20000 },
        { product_id: ids.amox, qty: 1, price: 30000 },
      ],
    });
    const r = await receive({
      order_id: o.order_id,
      lines: [
        { order_line_id: o.line(ids.para), qty: 2 },
        { order_line_id: o.line(ids.amox), qty: 1, batch_no: 'PAR', expired_date: EXP1 },
      ],
    });
    const paraBefore = await stockOf(ids.para, 2);
    const answers = await Promise.all([approve(r.data.penerimaan_id), approve(r.data.penerimaan_id), approve(r.data.penerimaan_id)]);
    expect(answers.map((a) => a.http).sort()).toEqual([200, 422, 422]);
    for (const a of answers.filter((x) => x.http === 422)) expect(a.errors).toEqual({ penerimaan_id: ['Penerimaan ini tidak sedang menunggu persetujuan'] });
    expect(await countRows(ctx.server.database, 'stock_log', `doc_type = 'goods_receipt' and doc_id = ${r.data.penerimaan_id}`)).toBe(2);
    expect(
      await countRows(ctx.server.database, 'document_state_log', `document = 'goods_receipt' and record_id = ${r.data.penerimaan_id} and action = 'approve'`),
    ).toBe(1);
    expect(await stockOf(ids.para, 2)).toBe(paraBefore + 20);
    expect(await orderStatus(o.order_id)).toBe('received');
  });

  it('updates and deletes only while waiting', async () => {
    const o = await placeOrder({ vendor_id: ids.vendor, gudang_id: 1, lines: [{ product_id: ids.amox, qty: 2, price: 10000 }] });
    const r = await receive({ order_id: o.order_id, lines: [{ order_line_id: o.line(ids.amox), qty: 5, batch_no: 'U1', expired_date: EXP1, unit: 'kecil' }] });
    // 5 of 20 Strip of 20.000.
    expect(r.data.grand_total).toBe(5000);
    const body = {
      penerimaan_id: r.data.penerimaan_id,
      order_id: o.order_id,
      invoice_number: 'FJ-9',
      due_date: '2099-12-31',
      lines: [{ order_line_id: o.line(ids.amox), qty: 2, batch_no: 'U2', expired_date: EXP2 }],
    };
    const before = await snapshot();
    expect((await ctx.admin.post('/penerimaan/validation_update_new', body, json)).http).toBe(200);
    expect(await snapshot()).toEqual(before);
    // Its own old lines do not count as waiting: the whole order (2 Box = 20 Strip) can be taken.
    const upd = await ctx.admin.post('/penerimaan/update_stored_new', body, json);
    expect(upd).toMatchObject({ http: 200, msg: 'Penerimaan berhasil diubah', data: { lines: 1, grand_total: 20000 } });
    const stored = (await ctx.admin.get('/penerimaan/list_penerimaan_by_pemesanan_id', { pemesanan_id: o.order_id })).data[0];
    expect(stored).toMatchObject({ invoice_number: 'FJ-9', due_date: '2099-12-31', qty_total: 20 });
    expect(stored.lines[0]).toMatchObject({ batch_no: 'U2', expired_date: EXP2, unit: 'besar', qty_input: 2 });
    expect((await ctx.admin.post('/penerimaan/update_stored_new', { ...body, order_id: o.order_id + 1000 }, json)).errors).toEqual({
      order_id: ['Pesanan sebuah penerimaan tidak dapat diganti'],
    });
    // Delete: validation writes nothing, the move keeps number and history; a deleted receipt is neither approved nor changed.
    const snap = await snapshot();
    expect((await ctx.admin.post('/penerimaan/validation_delete', { penerimaan_id: r.data.penerimaan_id })).http).toBe(200);
    expect(await snapshot()).toEqual(snap);
    expect(await ctx.admin.post('/penerimaan/delete', { penerimaan_id: r.data.penerimaan_id })).toMatchObject({
      http: 200,
      data: { status: 'cancelled', penerimaan_number: r.data.penerimaan_number },
    });
    expect((await approve(r.data.penerimaan_id)).errors).toEqual({ penerimaan_id: ['Penerimaan ini tidak sedang menunggu persetujuan'] });
    expect((await ctx.admin.post('/penerimaan/update_stored_new', body, json)).errors).toEqual({
      penerimaan_id: ['Penerimaan yang sudah disetujui atau dihapus tidak dapat diubah'],
    });
    expect((await ctx.admin.get('/penerimaan/check_received', { order_id: o.order_id })).data.lines[0]).toMatchObject({ qty_waiting: 0, qty_remaining: 20 });
    // An approved receipt cannot be deleted.
    const again = await receive({ order_id: o.order_id, lines: [{ order_line_id: o.line(ids.amox), qty: 1, batch_no: 'U3', expired_date: EXP2 }] });
    expect((await approve(again.data.penerimaan_id)).http).toBe(200);
    expect((await ctx.admin.post('/penerimaan/delete', { penerimaan_id: again.data.penerimaan_id })).errors).toEqual({
      penerimaan_id: ['Penerimaan ini tidak sedang menunggu persetujuan'],
    });
    const history = await owner().execute(sql`select from_state, to_state, action from document_state_log
      where document = 'goods_receipt' and record_id = ${r.data.penerimaan_id} order by log_id`);
    expect(history.rows.map((h) => Object.values(h))).toEqual([
      ['new', 'waiting', 'create'],
      ['waiting', 'cancelled', 'delete'],
    ]);
  });
});

describe('the receipt machine', () => {
  it('walks every state × action over HTTP: allowed moves answer 200 and log once, the others 422 and change nothing', async () => {
    expect(transitionTable(goodsReceiptInternal).map((c) => [c.state, c.action, c.transition?.to ?? null])).toEqual(
      transitionTable(goodsReceipt).map((c) => [c.state, c.action, c.transition?.to ?? null]),
    );
    const paths: Record<string, string> = { approve: '/penerimaan/approved_stored', delete: '/penerimaan/delete' };
    for (const cell of transitionTable(goodsReceipt)) {
      const o = await placeOrder({ vendor_id: ids.vendor, gudang_id: 1, lines: [{ product_id: ids.vit, qty: 1, price: 1000 }] });
      const r = await receive({ order_id: o.order_id, lines: [{ order_line_id: o.line(ids.vit), qty: 1 }] });
      await owner().execute(sql`update goods_receipt set status = ${cell.state} where penerimaan_id = ${r.data.penerimaan_id}`);
      const logged = () =>
        countRows(
          ctx.server.database,
          'document_state_log',
          `document = 'goods_receipt' and record_id = ${r.data.penerimaan_id} and action = '${cell.action}'`,
        );
      const before = await snapshot();
      const answer = await ctx.admin.post(paths[cell.action], { penerimaan_id: r.data.penerimaan_id });
      const check = checkTransition(goodsReceipt, cell.state, cell.action);
      if (cell.transition) {
        expect(answer.http, `${cell.state} × ${cell.action}`).toBe(200);
        expect(answer.data.status).toBe(cell.transition.to);
        expect(await logged()).toBe(1);
      } else {
        expect(check.ok).toBe(false);
        expect(answer, `${cell.state} × ${cell.action}`).toMatchObject({ http: 422, errors: { penerimaan_id: [check.ok ? '' : check.message] } });
        expect(await snapshot()).toEqual(before);
      }
    }
  });
});

describe('internal receipts', () => {
  it('moves the goods from the source warehouse to the receiving one at the cost they left at', async () => {
    // Warehouse 1 holds Paracetamol at 4.500 (first test) and Amoxicillin batch B1.
    const paraAvg = await avgCost(ids.para, 1);
    const o = await placeOrder({
      gudang_source_id: 1,
      gudang_id: 2,
      lines: [
        { product_id: ids.para, qty: 1 },
        { product_id: ids.amox, unit: 'kecil', qty: 2 },
      ],
    });
    expect((await receive({ order_id: o.order_id, lines: [{ order_line_id: o.line(ids.para), qty: 1 }] })).errors).toEqual({
      order_id: ['Pesanan tidak ditemukan'],
    });
    const body = {
      order_id: o.order_id,
      lines: [
        { order_line_id: o.line(ids.para), qty: 1 },
        { order_line_id: o.line(ids.amox), qty: 2, batch_no: 'B1', expired_date: EXP1 },
      ],
    };
    expect((await ctx.admin.post('/penerimaan/validation_add_internal', body, json)).http).toBe(200);
    const r = await ctx.admin.post('/penerimaan/add_stored_internal', body, json);
    expect(r).toMatchObject({ http: 200, data: { status: 'waiting', grand_total: 0 } });
    expect(r.data.penerimaan_number).toMatch(/^RCVI\//);
    const g1 = { para: await stockOf(ids.para, 1), amox: await batchStock(ids.amox, 1) };
    const g2para = await stockOf(ids.para, 2);
    const ok = await approve(r.data.penerimaan_id);
    expect(ok).toMatchObject({ http: 200, data: { order_status: 'received', movements: 4 } });
    expect(await stockOf(ids.para, 1)).toBe(g1.para - 10);
    expect(await stockOf(ids.para, 2)).toBe(g2para + 10);
    expect(await avgCost(ids.para, 1)).toBe(paraAvg);
    const inbound = await owner().execute(sql`select unit_cost::float8 as c from stock_log
      where doc_type = 'goods_receipt_internal' and doc_id = ${r.data.penerimaan_id} and product_id = ${ids.para} and qty > 0`);
    expect(Number((inbound.rows[0] as { c: number }).c)).toBe(paraAvg);
    expect((await batchStock(ids.amox, 1)).find((b) => b[0] === 'B1')?.[1]).toBe(Number(g1.amox.find((b) => b[0] === 'B1')?.[1]) - 2);
    expect((await batchStock(ids.amox, 2)).find((b) => b[0] === 'B1')?.[1]).toBe(2);
    // An internal receipt asking more than the source holds is refused with the ledger's message, nothing moves.
    const big = await placeOrder({ gudang_source_id: ids.g3, gudang_id: 2, lines: [{ product_id: ids.vit, qty: 1 }] });
    const rb = await ctx.admin.post('/penerimaan/add_stored_internal', { order_id: big.order_id, lines: [{ order_line_id: big.line(ids.vit), qty: 1 }] }, json);
    const snap = await snapshot();
    const refused = await approve(rb.data.penerimaan_id);
    expect(refused.http).toBe(422);
    expect(refused.errors?.['lines.0.qty']?.[0]).toMatch(/^Stok Vitamin C 100 mg di .* tidak cukup/);
    expect(await snapshot()).toEqual(snap);
  });
});

describe('exports, recap, accounting sync and paths', () => {
  it('writes the Excel, refuses the accounting sync honestly and accepts the approval paths the original client resolves', async () => {
    const res = await fetch(`${ctx.server.url}/penerimaan/generate_excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ vendor_id: ids.vendor2, status: 'approved' }),
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const ws = wb.worksheets[0];
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(0, 4)).toEqual(['Nomor Penerimaan', 'Tanggal', 'Jenis', 'Status']);
    expect(ws.rowCount).toBe(4);
    expect(values(2)[9]).toBe('Vitamin C 100 mg');

    const any = (await ctx.admin.post('/penerimaan/index', { perPage: 1 })).data.data[0];
    for (const path of ['/penerimaan/manual_kledo_sync_validation', '/penerimaan/manual_kledo_sync']) {
      const r = await ctx.admin.post(path, { penerimaan_id: any.penerimaan_id, penerimaan_reff_id: 'X' });
      expect(r).toMatchObject({
        http: 422,
        errors: { penerimaan_id: ['Integrasi akuntansi (Kledo) belum dikonfigurasi: penerimaan tidak dapat disinkronkan'] },
      });
      expect((await ctx.admin.post(path, { penerimaan_id: 999999 })).http).toBe(404);
    }

    // The original client posts `penerimaan/validation_approved` relative to the page: the browser sends it under the page's folder.
    const o = await placeOrder({ vendor_id: ids.vendor2, gudang_id: 1, lines: [{ product_id: ids.vit, qty: 1, price: 1000 }] });
    const r = await receive({ order_id: o.order_id, lines: [{ order_line_id: o.line(ids.vit), qty: 1 }] });
    expect((await ctx.admin.post('/purchase/penerimaan/validation_approved', { penerimaan_id: r.data.penerimaan_id })).http).toBe(200);
    expect((await ctx.admin.post('/purchase/acceptance/penerimaan/approved_stored/', { penerimaan_id: r.data.penerimaan_id })).data).toMatchObject({
      status: 'approved',
    });
    expect((await ctx.admin.post('/purchase/penerimaan/index', {})).http).toBe(404);
  });
});

describe('roles, companies and warehouses', () => {
  it('lets a group given only the Penerimaan page find the order, read it, receive and approve against it', async () => {
    await ctx.admin.post('/group/stored', { group_name: 'Gudang Penerimaan' });
    const groupId = (await ctx.admin.post('/group/list', { columnFilters: { group_name: 'Gudang Penerimaan' } })).data.data[0].group_id;
    expect((await ctx.admin.post('/group/update_privilege', { group_id: groupId, privileges: ['purchaseAcceptance'] }, json)).http).toBe(200);
    const clerk = (await userWithGroup(ctx.admin, groupId)).client;
    const order = await placeOrder({ vendor_id: ids.vendor, gudang_id: 1, lines: [{ product_id: ids.vit, qty: 3, price: 1000 }] });
    const open = await clerk.post('/penerimaan_order/index_main', { columnFilters: { search: order.order_number } });
    expect(open.http).toBe(200);
    expect(open.data.data.map((o: { order_id: number }) => o.order_id)).toEqual([order.order_id]);
    expect((await clerk.get('/penerimaan_order/get_detail', { order_id: order.order_id })).data.order_number).toBe(order.order_number);
    const saved = await receive({ order_id: order.order_id, lines: [{ order_line_id: order.line(ids.vit), qty: 3 }] }, clerk);
    expect(saved.http, JSON.stringify(saved.errors)).toBe(200);
    const approved = await approve(saved.data.penerimaan_id, clerk);
    expect(approved.http, JSON.stringify(approved)).toBe(200);
    expect((await ctx.admin.get('/penerimaan_order/get_detail', { order_id: order.order_id })).data.status).toBe('received');
    // The print names who received and who approved: the clerk both times.
    const row = (await ctx.admin.post('/penerimaan/index', { columnFilters: { penerimaan_id: saved.data.penerimaan_id } })).data.data[0];
    expect(row.approved_by_name).toBe(row.created_by_name);
    expect(row.approved_by_name).toMatch(/^Pengguna u/);
    // The order pages stay closed to it: no list of orders, no writes.
    expect((await clerk.post('/penerimaan_order/index', {})).http).toBe(403);
    expect((await clerk.post('/penerimaan_order/delete', { order_id: order.order_id })).http).toBe(403);
    // Internal orders are another page's: not found through the lookups.
    const internal = await placeOrder({ gudang_id: 1, gudang_source_id: 2, lines: [{ product_id: ids.vit, qty: 1 }] });
    expect((await clerk.get('/penerimaan_order/get_detail', { order_id: internal.order_id })).http).toBe(404);
    const openInternal = await clerk.post('/penerimaan_order/index_main', { columnFilters: { search: internal.order_number } });
    expect(openInternal.data.data).toEqual([]);
  });

  it('keeps roles, companies and warehouses apart', async () => {
    const mineOrder = await placeOrder({ vendor_id: ids.vendor, gudang_id: 1, lines: [{ product_id: ids.vit, qty: 1, price: 1000 }] });
    const mine = await receive({ order_id: mineOrder.order_id, lines: [{ order_line_id: mineOrder.line(ids.vit), qty: 1 }] });
    const branchOrder = await placeOrder({ vendor_id: ids.vendor, gudang_id: 2, lines: [{ product_id: ids.vit, qty: 2, price: 1000 }] });
    const branch = await receive({ order_id: branchOrder.order_id, lines: [{ order_line_id: branchOrder.line(ids.vit), qty: 1 }] });

    // SPV Sales has no Pembelian page: 403 on every call.
    const spvSales = await userWithGroup(ctx.admin, 2);
    const before = await snapshot();
    for (const [path, body] of [
      ['/penerimaan/index', {}],
      ['/penerimaan/add_stored', { order_id: mineOrder.order_id, lines: [{ order_line_id: mineOrder.line(ids.vit), qty: 1 }] }],
      ['/penerimaan/add_stored_internal', { order_id: mineOrder.order_id, lines: [{ order_line_id: 1, qty: 1 }] }],
      ['/penerimaan/update_stored_new', { penerimaan_id: mine.data.penerimaan_id }],
      ['/penerimaan/delete', { penerimaan_id: mine.data.penerimaan_id }],
      ['/penerimaan/approved_stored', { penerimaan_id: mine.data.penerimaan_id }],
      ['/penerimaan/rekapitulasi', {}],
      ['/penerimaan/generate_excel', {}],
      ['/penerimaan/manual_kledo_sync', { penerimaan_id: mine.data.penerimaan_id }],
    ] as const)
      expect((await spvSales.client.post(path, body, json)).http, path).toBe(403);
    for (const [path, q] of [
      ['/penerimaan/generate_code', {}],
      ['/penerimaan/check_received', { order_id: mineOrder.order_id }],
      ['/penerimaan/list_penerimaan_by_pemesanan_id', { pemesanan_id: mineOrder.order_id }],
    ] as const)
      expect((await spvSales.client.get(path, q)).http, path).toBe(403);
    expect(await snapshot()).toEqual(before);

    // Another company: our receipts and orders are not found, nothing of ours is written.
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga GR',
      app_name: 'tetangga-gr',
      name: 'Pemilik GR',
      username: 'owner_gr_t',
      email: 'owner@gr-t.test',
      password: 'Password-G-123',
      password_confirmation: 'Password-G-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_gr_t', 'Password-G-123');
    const snap = await snapshot();
    expect((await other.post('/penerimaan/index', {})).data.total).toBe(0);
    expect((await other.post('/penerimaan/rekapitulasi', {})).data).toEqual([]);
    expect((await other.get('/penerimaan/list_penerimaan_by_pemesanan_id', { pemesanan_id: mineOrder.order_id })).data).toEqual([]);
    expect((await other.get('/penerimaan/check_received', { order_id: mineOrder.order_id })).http).toBe(404);
    for (const path of ['/penerimaan/approved_stored', '/penerimaan/validation_approved', '/penerimaan/delete', '/penerimaan/manual_kledo_sync'])
      expect((await other.post(path, { penerimaan_id: mine.data.penerimaan_id })).http, path).toBe(404);
    const upd = await other.post(
      '/penerimaan/update_stored_new',
      { penerimaan_id: mine.data.penerimaan_id, order_id: mineOrder.order_id, lines: [{ order_line_id: mineOrder.line(ids.vit), qty: 1 }] },
      json,
    );
    expect(upd.http).toBe(404);
    expect((await receive({ order_id: mineOrder.order_id, lines: [{ order_line_id: mineOrder.line(ids.vit), qty: 1 }] }, other)).errors).toEqual({
      order_id: ['Pesanan tidak ditemukan'],
    });
    expect(await snapshot()).toEqual(snap);

    // Group 6 (Admin Finance) granted warehouse 2 only: sees and works on receipts into it alone.
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const seen = (await g6.client.post('/penerimaan/index', { perPage: 500 })).data.data as { penerimaan_id: number; gudang_id: number }[];
    expect(seen.map((r) => r.penerimaan_id)).toContain(branch.data.penerimaan_id);
    expect(seen.every((r) => r.gudang_id === 2)).toBe(true);
    expect((await approve(mine.data.penerimaan_id, g6.client)).http).toBe(404);
    expect((await g6.client.post('/penerimaan/delete', { penerimaan_id: mine.data.penerimaan_id })).http).toBe(404);
    expect((await g6.client.get('/penerimaan/check_received', { order_id: mineOrder.order_id })).http).toBe(404);
    expect((await g6.client.get('/penerimaan/list_penerimaan_by_pemesanan_id', { pemesanan_id: mineOrder.order_id })).data).toEqual([]);
    expect((await receive({ order_id: mineOrder.order_id, lines: [{ order_line_id: mineOrder.line(ids.vit), qty: 1 }] }, g6.client)).errors).toEqual({
      order_id: ['Pesanan tidak ditemukan'],
    });
    const own = await receive({ order_id: branchOrder.order_id, lines: [{ order_line_id: branchOrder.line(ids.vit), qty: 1 }] }, g6.client);
    expect(own.http, JSON.stringify(own.errors)).toBe(200);
    expect((await approve(own.data.penerimaan_id, g6.client)).http).toBe(200);
    expect((await approve(branch.data.penerimaan_id, g6.client)).data).toMatchObject({ order_status: 'received' });
  });
});
