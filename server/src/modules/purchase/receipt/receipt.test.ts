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
    // Valued cumulatively (issue 20): Paracetamol 135.000 × 30/30 − 45.000 = 90.000; Amoxicillin 40.000 × 5/7 = 28.571,43 → 28.571
    // less 17.143 = 11.428, then 40.000 − 28.571 = 11.429; subtotal 112.857 (62.143 + 112.857 = the order's 175.000).
    // PPN of the whole order 19.250 less the first receipt's 6.836 = 12.414; total 125.271, so both receipts owe the order's 194.250
    // (rounded part by part they owed 125.272: 194.251).
    expect(rest.data.grand_total).toBe(125271);
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
      [rest.data.penerimaan_number, 125271, 0, 125271, 0, null],
      [first.data.penerimaan_number, 68979, 0, 68979, 0, 'FJ-001'],
    ]);
    const today = list.data.data[0].penerimaan_date;
    expect(list.data.data[0]).toMatchObject({ due_date: today, order_number: o.order_number, vendor_name: 'PT Farma Jaya', status_label: 'Disetujui' });
    expect((await ctx.admin.post('/penerimaan/index', { is_paid: 1 })).data.total).toBe(0);
    expect((await ctx.admin.post('/penerimaan/index', { payment_status: 'unpaid', vendor_id: ids.vendor })).data.total).toBe(2);
    expect((await ctx.admin.post('/penerimaan/index', { payment_status: 'lunas' })).errors).toEqual({
      payment_status: ['Status pembayaran harus paid atau unpaid'],
    });
    expect((await ctx.admin.post('/penerimaan/index', { status: 'x' })).errors).toEqual({
      status: ['Status harus salah satu dari: waiting, approved, cancelled'],
    });
    // Recap per supplier.
    const recap = (await ctx.admin.post('/penerimaan/rekapitulasi', { vendor_id: ids.vendor })).data;
    expect(recap).toEqual([
      {
        vendor_id: ids.vendor,
        vendor_name: 'PT Farma Jaya',
        receipt_count: 2,
        qty_total: 37,
        subtotal: 62143 + 112857,
        ppn: 6836 + 12414,
        grand_total: 194250,
        paid_amount: 0,
        outstanding: 194250,
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

describe('PPN in stock cost and receipts in parts (issue 20 items 3 and 4)', () => {
  let vendor = 0;
  beforeAll(async () => {
    expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'GR3', vendor_name: 'PT Pajak Masukan' })).status).toBe(200);
    const vendors = (await ctx.admin.post('/vendor/index', { perPage: 50 })).data.data as { vendor_id: number; vendor_code: string }[];
    vendor = vendors.find((v) => v.vendor_code === 'GR3')?.vendor_id ?? 0;
  });
  const setShowPpn = async (v: '0' | '1') => expect((await ctx.admin.post('/config/stored_config_show_ppn', { config_show_ppn: v })).http).toBe(200);
  /** An order placed while prices include PPN (show_ppn = 1: the order keeps the inclusion). */
  const placeIncluded = async (body: Record<string, unknown>) => {
    await setShowPpn('1');
    try {
      return await placeOrder(body);
    } finally {
      await setShowPpn('0');
    }
  };
  /** A PPN order of the supplier into warehouse 2, its prices without PPN or (`included`) including it. */
  const ppnOrder = (lines: Record<string, unknown>[], { included = false } = {}) =>
    (included ? placeIncluded : placeOrder)({ vendor_id: vendor, gudang_id: 2, is_ppn: 1, lines });
  const costRows = async (receiptId: number) =>
    (
      await owner().execute(sql`select product_id, qty::int as qty, unit_cost::float8 as unit_cost from stock_log
        where doc_type = 'goods_receipt' and doc_id = ${receiptId} order by stock_log_id`)
    ).rows;
  const money = async (receiptId: number) =>
    (
      await owner().execute(sql`select subtotal::float8 as subtotal, dpp::float8 as dpp, ppn::float8 as ppn, grand_total::float8 as grand_total
        from goods_receipt where penerimaan_id = ${receiptId}`)
    ).rows[0];
  const lineSubtotals = async (receiptId: number) =>
    (await owner().execute(sql`select subtotal::float8 as s from goods_receipt_line where penerimaan_id = ${receiptId} order by line_id`)).rows.map(
      (x) => (x as { s: number }).s,
    );

  it('books prices including PPN at the DPP: the cost rows, the average and a later sale cost the price without PPN', async () => {
    const p = (await makeProduct('Cetirizine Harga Termasuk PPN')).product_id;
    // 10 Box at 111.000 including PPN 11 %: 1.110.000 = DPP 1.110.000 × 100 / 111 = 1.000.000 + PPN 110.000.
    const o = await placeIncluded({ vendor_id: vendor, gudang_id: 1, is_ppn: 1, lines: [{ product_id: p, unit: 'besar', qty: 10, price: 111000 }] });
    const od = (await ctx.admin.get('/penerimaan_order/get_detail', { order_id: o.order_id })).data;
    expect([od.ppn_included, od.subtotal, od.dpp, od.ppn, od.grand_total]).toEqual([1, 1_110_000, 1_000_000, 110_000, 1_110_000]);
    const r = await receive({ order_id: o.order_id, lines: [{ order_line_id: o.line(p), qty: 10 }] });
    expect(r.data.grand_total).toBe(1_110_000);
    expect((await approve(r.data.penerimaan_id)).http).toBe(200);
    // The supplier is owed the gross; the stock is worth the DPP: 1.000.000 / 100 Strip = 10.000 a Strip (was 11.100, PPN included).
    expect(await money(r.data.penerimaan_id)).toEqual({ subtotal: 1_110_000, dpp: 1_000_000, ppn: 110_000, grand_total: 1_110_000 });
    expect(await costRows(r.data.penerimaan_id)).toEqual([{ product_id: p, qty: 100, unit_cost: 10_000 }]);
    expect(await avgCost(p, 1)).toBe(10_000);
    // A sale of 3 Strip then costs 3 × 10.000 = 30.000 (was 33.300).
    expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '1' })).http).toBe(200);
    try {
      const sale = await ctx.admin.post(
        '/purchase_order/add_stored',
        { customer_name: 'Apotek Sehat', gudang_id: 1, lines: [{ product_id: p, unit: 'kecil', qty: 3 }] },
        json,
      );
      expect(sale.http, JSON.stringify(sale.errors)).toBe(200);
      const cogs = await owner().execute(sql`select sum(-qty * unit_cost)::float8 as cogs from stock_log
        where doc_type = 'sales_order' and doc_id = ${sale.data.order_id} and product_id = ${p}`);
      expect(cogs.rows[0]).toEqual({ cogs: 30_000 });
    } finally {
      await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '0' });
    }
  });

  it('books PPN added on top at the net before PPN, and shares the DPP over discounted lines', async () => {
    const top = (await makeProduct('Ibuprofen PPN Ditambahkan')).product_id;
    // 4 Box at 55.500 less 10 %: 222.000 − 22.200 = 199.800, PPN 11 % on top 21.978, total 221.778; 199.800 / 40 Strip = 4.995 a Strip.
    const o1 = await ppnOrder([{ product_id: top, unit: 'besar', qty: 4, price: 55500, discount_type: 'percent', discount: 10 }]);
    const r1 = await receive({ order_id: o1.order_id, lines: [{ order_line_id: o1.line(top), qty: 4 }] });
    expect((await approve(r1.data.penerimaan_id)).http).toBe(200);
    expect(await money(r1.data.penerimaan_id)).toEqual({ subtotal: 199_800, dpp: 199_800, ppn: 21_978, grand_total: 221_778 });
    expect(await costRows(r1.data.penerimaan_id)).toEqual([{ product_id: top, qty: 40, unit_cost: 4_995 }]);

    // Including PPN, two discounted lines: 3 Box at 111.000 less 10 % = 299.700; 5 Strip at 2.220 less Rp 100 = 11.000.
    // Subtotal 310.700 = DPP round(310.700 × 100 / 111 = 279.909,91) = 279.910 + PPN 30.790. Each line's share of the DPP:
    // 299.700 / 310.700 × 279.910 = 270.000,09 → 9.000,0029 a Strip (30); 11.000 / 310.700 × 279.910 = 9.909,91 → 1.981,9826 a Strip (5).
    const a = (await makeProduct('Loratadine Diskon Termasuk PPN')).product_id;
    const b = (await makeProduct('Antasida Diskon Termasuk PPN')).product_id;
    const o2 = await ppnOrder(
      [
        { product_id: a, unit: 'besar', qty: 3, price: 111000, discount_type: 'percent', discount: 10 },
        { product_id: b, unit: 'kecil', qty: 5, price: 2220, discount_type: 'rupiah', discount: 100 },
      ],
      { included: true },
    );
    const r2 = await receive({
      order_id: o2.order_id,
      lines: [
        { order_line_id: o2.line(a), qty: 3 },
        { order_line_id: o2.line(b), qty: 5 },
      ],
    });
    expect((await approve(r2.data.penerimaan_id)).http).toBe(200);
    expect(await money(r2.data.penerimaan_id)).toEqual({ subtotal: 310_700, dpp: 279_910, ppn: 30_790, grand_total: 310_700 });
    const rows = (await costRows(r2.data.penerimaan_id)) as { qty: number; unit_cost: number }[];
    expect(rows).toEqual([
      { product_id: a, qty: 30, unit_cost: 9_000.0029 },
      { product_id: b, qty: 5, unit_cost: 1_981.9826 },
    ]);
    // The stock holds the DPP: 30 × 9.000,0029 + 5 × 1.981,9826 = 279.910.
    expect(Math.round(rows.reduce((s, x) => s + x.qty * x.unit_cost, 0) * 10_000) / 10_000).toBe(279_910);
  });

  it('values receipts in parts cumulatively: three receipts of one 89.000 line owe 89.000, approved in any order', async () => {
    const p = (await makeProduct('Salbutamol Tiga Kiriman')).product_id;
    // 3 Strip at 30.000 less Rp 1.000 = 89.000 including PPN 11 %: DPP round(80.180,18) = 80.180, PPN 8.820.
    const o = await ppnOrder([{ product_id: p, unit: 'kecil', qty: 3, price: 30000, discount_type: 'rupiah', discount: 1000 }], { included: true });
    // Three waiting receipts of 1 Strip. Stored, each is valued after the others waiting: 89.000 × 1/3 = 29.666,67 → 29.667;
    // 89.000 × 2/3 = 59.333,33 → 59.333 − 29.667 = 29.666; 89.000 − 59.333 = 29.667. (Each alone: 29.667 × 3 = 89.001.)
    const parts = [];
    for (let i = 0; i < 3; i++) parts.push(await receive({ order_id: o.order_id, lines: [{ order_line_id: o.line(p), qty: 1 }] }));
    expect(parts.map((r) => r.data.grand_total)).toEqual([29_667, 29_666, 29_667]);
    // Approved last first: each is valued again after what the order has received when it is approved.
    for (const i of [2, 0, 1]) expect((await approve(parts[i]?.data.penerimaan_id)).http).toBe(200);
    const [first, second, third] = await Promise.all(parts.map((r) => money(r.data.penerimaan_id)));
    // The third (approved first): 29.667 = DPP round(26.726,88) = 26.727 + PPN 2.940.
    expect(third).toEqual({ subtotal: 29_667, dpp: 26_727, ppn: 2_940, grand_total: 29_667 });
    // The first (second approved): 59.333 − 29.667 = 29.666, DPP round(53.453,15) = 53.453 − 26.727 = 26.726, PPN 5.880 − 2.940 = 2.940.
    expect(first).toEqual({ subtotal: 29_666, dpp: 26_726, ppn: 2_940, grand_total: 29_666 });
    // The second (last): 89.000 − 59.333 = 29.667, DPP 80.180 − 53.453 = 26.727, PPN 8.820 − 5.880 = 2.940.
    expect(second).toEqual({ subtotal: 29_667, dpp: 26_727, ppn: 2_940, grand_total: 29_667 });
    expect(await lineSubtotals(parts[0]?.data.penerimaan_id)).toEqual([29_666]);
    // Together exactly the order: 89.000, DPP 80.180, PPN 8.820; the list owes the supplier 89.000.
    const sum = (k: string) => [first, second, third].reduce((s, x) => s + Number((x as Record<string, number>)[k]), 0);
    expect([sum('subtotal'), sum('dpp'), sum('ppn'), sum('grand_total')]).toEqual([89_000, 80_180, 8_820, 89_000]);
    const list = await ctx.admin.post('/penerimaan/index', { order_id: o.order_id, status: 'approved' });
    expect(list.data.data.reduce((s: number, x: Line) => s + Number(x.outstanding), 0)).toBe(89_000);
    // The stock: 80.180 / 3 = 26.726,6667 a Strip for every part.
    for (const r of parts) expect(await costRows(r.data.penerimaan_id)).toEqual([{ product_id: p, qty: 1, unit_cost: 26_726.6667 }]);
    expect(await avgCost(p, 2)).toBe(26_726.6667);
  });

  it('values several lines of one receipt on one order line (batches) cumulatively too', async () => {
    // 7 Strip for 57.280 (8.600 a Strip less Rp 2.920), no PPN, received as 7 batches of 1 Strip in one receipt: 57.280 exactly.
    const p = (await makeProduct('Amlodipine Tujuh Batch', { expire: true })).product_id;
    const o = await placeOrder({
      vendor_id: vendor,
      gudang_id: 2,
      lines: [{ product_id: p, unit: 'kecil', qty: 7, price: 8600, discount_type: 'rupiah', discount: 2920 }],
    });
    const lines = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ order_line_id: o.line(p), qty: 1, batch_no: `AM${n}`, expired_date: EXP1 }));
    const r = await receive({ order_id: o.order_id, lines });
    expect(r.data.grand_total).toBe(57_280);
    expect((await approve(r.data.penerimaan_id)).http).toBe(200);
    const subs = await lineSubtotals(r.data.penerimaan_id);
    expect(subs.reduce((s, v) => s + v, 0)).toBe(57_280);
    expect(subs).toEqual([8_183, 8_183, 8_183, 8_182, 8_183, 8_183, 8_183]);
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
    // Its own receipt is another user's to approve (configuration approval_self_allowed off): a second clerk approves it.
    expect((await approve(saved.data.penerimaan_id, clerk)).errors?.penerimaan_id).toEqual(['Penerimaan yang Anda buat sendiri harus disetujui pengguna lain']);
    const clerk2 = (await userWithGroup(ctx.admin, groupId)).client;
    const approved = await approve(saved.data.penerimaan_id, clerk2);
    expect(approved.http, JSON.stringify(approved)).toBe(200);
    expect((await ctx.admin.get('/penerimaan_order/get_detail', { order_id: order.order_id })).data.status).toBe('received');
    // The print names who received and who approved: two clerks.
    const row = (await ctx.admin.post('/penerimaan/index', { columnFilters: { penerimaan_id: saved.data.penerimaan_id } })).data.data[0];
    expect(row.approved_by_name).not.toBe(row.created_by_name);
    expect([row.created_by_name, row.approved_by_name]).toEqual([expect.stringMatching(/^Pengguna u/), expect.stringMatching(/^Pengguna u/)]);
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
    // Its own receipt waits for another user (approval_self_allowed off).
    expect((await approve(own.data.penerimaan_id, g6.client)).http).toBe(422);
    expect((await approve(own.data.penerimaan_id)).http).toBe(200);
    expect((await approve(branch.data.penerimaan_id, g6.client)).data).toMatchObject({ order_status: 'received' });
  });
});

describe('the quantity a page showed (issue 20)', () => {
  it('refuses a receipt line whose quantity is not what its input showed (qty_entered), at the quantity, and writes nothing', async () => {
    const o = await placeOrder({ vendor_id: ids.vendor, gudang_id: 1, lines: [{ product_id: ids.vit, qty: 5, price: 1000 }] });
    const before = await snapshot();
    const bad = await receive({
      order_id: o.order_id,
      lines: [{ order_line_id: o.line(ids.vit), unit: 'kecil', qty: 4, qty_entered: { besar: 0, kecil: 2 } }],
    });
    expect(bad.errors).toEqual({
      'lines.0.qty': ['Jumlah yang dikirim (4 Strip) tidak sama dengan yang tampil di halaman (2 Strip): muat ulang halaman lalu isi kembali jumlahnya'],
    });
    expect(await snapshot()).toEqual(before);
    const ok = await receive({ order_id: o.order_id, lines: [{ order_line_id: o.line(ids.vit), unit: 'kecil', qty: 2, qty_entered: { besar: 0, kecil: 2 } }] });
    expect(ok.http, JSON.stringify(ok.errors)).toBe(200);
  });
});
