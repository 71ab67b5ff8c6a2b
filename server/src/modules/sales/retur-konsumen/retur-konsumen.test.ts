import { returKonsumen } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../platform/excel/sheet-reader.js';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { openCashierShift, receivingAccount } from '../cashier/cashier-test-kit.js';
import { shipSalesOrder } from '../order/commands/transition-sales-order.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const post = (path: string, body: Record<string, unknown>, c: Client = ctx.admin) => c.post(path, body, { json: true });
const add = (body: Record<string, unknown>, c: Client = ctx.admin) => post('/retur/konsumen/add_stored', body, c);
const setStatus = (body: Record<string, unknown>, c: Client = ctx.admin) => post('/retur/konsumen/update_status_stored', body, c);
const setTotal = (body: Record<string, unknown>, c: Client = ctx.admin) => post('/retur/konsumen/update_total_stored', body, c);
const list = (body: Record<string, unknown> = {}, c: Client = ctx.admin) => post('/retur/konsumen/list', body, c);
const one = async (id: number) => (await list({ retur_konsumen_id: id })).data.data[0];
const config = async (path: string, body: Record<string, unknown>) => expect((await ctx.admin.post(path, body)).http).toBe(200);

const ids = { p: 0, q: 0, r: 0, late: 0, early: 0, order: 0, lineP: 0, lineQ: 0 };

/** Ledger rows a return posted: warehouse, product, batch and quantity. */
const returnLogs = async (returId: number) =>
  (
    await owner().execute(sql`select gudang_id, product_id, batch_id, qty::int as qty from stock_log where doc_type = 'retur_konsumen' and doc_id = ${returId}
      order by product_id, batch_id`)
  ).rows;
const balance = async (gudangId: number, productId: number, batchId: number) =>
  Number(
    (
      (
        await owner().execute(
          sql`select coalesce(sum(qty), 0)::int as n from stock_balance where gudang_id = ${gudangId} and product_id = ${productId} and batch_id = ${batchId}`,
        )
      ).rows[0] as { n: number }
    ).n,
  );
const returnedOf = async (lineId: number) =>
  Number(((await owner().execute(sql`select qty_returned::int as n from sales_order_line where line_id = ${lineId}`)).rows[0] as { n: number }).n);

beforeAll(async () => {
  await config('/stock_reduction/stored_config', { config_stock_reduction: '1' });
  await config('/config/stored_config_ppn', { config_ppn: '11' });
  await config('/config/stored_config_show_ppn', { config_show_ppn: '0' });
  ids.p = (await kit.makeProduct('Sirup Batuk Retur', { expire: true })).product_id;
  ids.q = (await kit.makeProduct('Vitamin C Retur')).product_id;
  ids.r = (await kit.makeProduct('Plester Retur')).product_id;
  await kit.move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.p, qty: 5, unit_cost: 1000, batch: { batch_no: 'RK-LATE', expired_date: '2028-06-30' } },
      { gudang_id: 1, product_id: ids.p, qty: 5, unit_cost: 1200, batch: { batch_no: 'RK-EARLY', expired_date: '2027-01-31' } },
      { gudang_id: 1, product_id: ids.q, qty: 20, unit_cost: 500 },
      { gudang_id: 1, product_id: ids.r, qty: 20, unit_cost: 400 },
    ],
  });
  const batches = (await owner().execute(sql`select batch_id, batch_no from stock_batch where product_id = ${ids.p}`)).rows as {
    batch_id: number;
    batch_no: string;
  }[];
  ids.late = Number(batches.find((b) => b.batch_no === 'RK-LATE')?.batch_id);
  ids.early = Number(batches.find((b) => b.batch_no === 'RK-EARLY')?.batch_id);
  for (const [product_id, price] of [
    [ids.p, 2000],
    [ids.q, 3000],
    [ids.r, 2500],
  ])
    expect((await post('/product_price/stored', { product_id, gudang_id: 0, product_price_sale: price, grosir: [] })).http).toBe(200);

  // Sirup 7 Strip at 2.000 less 10 % = 12.600; Vitamin C 1 Box = 10 × 3.000 = 30.000. Subtotal 42.600, less 1.000 = 41.600,
  // PPN 11 % on top 4.576 = 46.176 for the goods; shipping 10.000: grand total 56.176.
  const o = await post('/purchase_order/add_stored', {
    customer_name: 'Bu Retno',
    gudang_id: 1,
    is_ppn_jual: 1,
    order_discount: 1000,
    shipping_cost: 10000,
    lines: [
      { product_id: ids.p, unit: 'kecil', qty: 7, discount_type: 'percent', discount: 10 },
      { product_id: ids.q, unit: 'besar', qty: 1 },
    ],
  });
  expect(o.http, JSON.stringify(o.errors)).toBe(200);
  expect(o.data).toMatchObject({ grand_total: 56176, stock_taken: 1 });
  ids.order = o.data.order_id;
  const lines = (await owner().execute(sql`select line_id, product_id from sales_order_line where order_id = ${ids.order}`)).rows as {
    line_id: number;
    product_id: number;
  }[];
  ids.lineP = Number(lines.find((l) => Number(l.product_id) === ids.p)?.line_id);
  ids.lineQ = Number(lines.find((l) => Number(l.product_id) === ids.q)?.line_id);
  await openCashierShift(ctx.admin);
});

const line = (order_line_id: number, qty: number, unit = 'kecil', reason = 'Kemasan rusak') => ({ order_line_id, qty, unit, reason });

describe('customer returns', () => {
  it('declares its machine: diajukan → disetujui, ditolak or dibatalkan with a reason', () => {
    expect(returKonsumen.transitions.map((t) => [t.action, t.from.join('|'), t.to])).toEqual([
      ['approve', 'diajukan', 'disetujui'],
      ['reject', 'diajukan', 'ditolak'],
      ['cancel', 'diajukan', 'dibatalkan'],
    ]);
  });

  it('is made only against a shipped or finished order', async () => {
    const body = { order_id: ids.order, gudang_id: 1, lines: [line(ids.lineP, 1)] };
    const early = await post('/retur/konsumen/validation_add', body);
    expect(early.http).toBe(422);
    expect(early.errors).toEqual({ order_id: ['Retur hanya untuk tagihan yang sudah dikirim atau selesai'] });
    expect((await post('/purchase_order/update_status', { order_id: ids.order, action: 'pick' })).http).toBe(200);
    await kit.asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: ids.order }));
    expect((await post('/retur/konsumen/validation_add', body)).http).toBe(200);
    const number = String(
      ((await owner().execute(sql`select invoice_number from sales_order where order_id = ${ids.order}`)).rows[0] as { invoice_number: string }).invoice_number,
    );
    const options = await post('/retur/konsumen/order_options', { search: number });
    expect(options.data.map((x: { order_id: number }) => x.order_id)).toEqual([ids.order]);
  });

  let first = 0;
  it('refuses per field what exceeds the sold quantity and values the lines at the invoice price', async () => {
    const tooMuch = await add({ order_id: ids.order, gudang_id: 2, destination: 'karantina', lines: [line(ids.lineP, 8), line(ids.lineQ, 2, 'besar')] });
    expect(tooMuch.http).toBe(422);
    expect(tooMuch.errors).toEqual({
      'lines.0.qty': ['Jumlah retur Sirup Batuk Retur melebihi yang dapat diretur: terjual 7 Strip, sudah diretur 0 Strip, sisa 7 Strip, diminta 8 Strip'],
      'lines.1.qty': ['Jumlah retur Vitamin C Retur melebihi yang dapat diretur: terjual 1 Box, sudah diretur 0 Strip, sisa 1 Box, diminta 2 Box'],
    });
    const bad = await add({ order_id: ids.order, gudang_id: 999999, destination: 'rusak', lines: [line(ids.lineP, 0), { ...line(ids.lineQ, 1), reason: '' }] });
    expect(bad.http).toBe(422);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['destination', 'lines.0.qty', 'lines.1.reason']);
    const dup = await add({ order_id: ids.order, gudang_id: 1, lines: [line(ids.lineP, 1), line(ids.lineP, 1)] });
    expect(dup.errors).toEqual({ 'lines.1.order_line_id': ['Baris tagihan ini sudah ada di baris retur lain'] });
    expect((await add({ order_id: ids.order, gudang_id: 999999, lines: [line(ids.lineP, 1)] })).errors).toEqual({ gudang_id: ['Gudang tidak ditemukan'] });

    // issue 20: the quantity must be what the page's input showed (qty_entered), else refused at the line's quantity
    const notShown = await add({
      order_id: ids.order,
      gudang_id: 1,
      lines: [
        { ...line(ids.lineP, 6), qty_entered: { besar: 0, kecil: 3 } },
        { ...line(ids.lineQ, 1, 'besar'), qty_entered: { besar: 0, kecil: 1 } },
      ],
    });
    expect(notShown.errors).toEqual({
      'lines.0.qty': ['Jumlah yang dikirim (6 Strip) tidak sama dengan yang tampil di halaman (3 Strip): muat ulang halaman lalu isi kembali jumlahnya'],
      'lines.1.qty': ['Jumlah yang dikirim (1 Box) tidak sama dengan yang tampil di halaman (1 Strip): muat ulang halaman lalu isi kembali jumlahnya'],
    });
    const before = await tableSnapshot(ctx.server.database);
    expect(
      (
        await post('/retur/konsumen/validation_add', {
          order_id: ids.order,
          gudang_id: 2,
          lines: [{ ...line(ids.lineP, 6), qty_entered: { besar: 0, kecil: 6 } }],
        })
      ).http,
    ).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    // Sirup 6 of 7: 12.600 × 6/7 = 10.800 × 46.176/42.600 = 11.706,59 → 11.707. Vitamin C 1 Strip: 3.000 × 46.176/42.600 = 3.251,8 → 3.252.
    const r = await add({
      order_id: ids.order,
      gudang_id: 2,
      destination: 'karantina',
      note: 'Dikembalikan kurir',
      lines: [line(ids.lineP, 6), line(ids.lineQ, 1, 'kecil', 'Salah kirim')],
    });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data).toMatchObject({ status: 'diajukan', lines_total: 14959, refund_total: 14959 });
    expect(r.data.retur_konsumen_number).toMatch(/^RK\/\d{4}\/\d{4}$/);
    first = r.data.retur_konsumen_id;
    // Nothing moves before approval.
    expect(await returnLogs(first)).toEqual([]);
    expect(await returnedOf(ids.lineP)).toBe(0);

    // An open return counts: only 1 Strip of the Sirup and 9 Strip of the Vitamin C are left to return.
    const second = await add({ order_id: ids.order, gudang_id: 1, lines: [line(ids.lineP, 2), line(ids.lineQ, 1, 'besar')] });
    expect(second.errors).toEqual({
      'lines.0.qty': [
        'Jumlah retur Sirup Batuk Retur melebihi yang dapat diretur: terjual 7 Strip, sudah diretur 0 Strip, dalam retur lain 6 Strip, sisa 1 Strip, diminta 2 Strip',
      ],
      'lines.1.qty': [
        'Jumlah retur Vitamin C Retur melebihi yang dapat diretur: terjual 1 Box, sudah diretur 0 Strip, dalam retur lain 1 Strip, sisa 9 Strip, diminta 1 Box',
      ],
    });
    const form = (await post('/retur/konsumen/order_lines', { order_id: ids.order })).data;
    expect(form.lines.map((l: Record<string, unknown>) => [l.order_line_id, l.qty_sold, l.qty_returned, l.qty_open, l.qty_returnable])).toEqual([
      [ids.lineP, 7, 0, 6, 1],
      [ids.lineQ, 10, 0, 1, 9],
    ]);
    expect(form).toMatchObject({ grand_total: 56176, paid_amount: 0, returned_total: 0, amount_due: 56176, returnable: true });
  });

  it('approves once under parallel requests: stock back into the chosen warehouse and the order’s batches, lines and invoice reduced', async () => {
    const stockBefore = { late: await balance(2, ids.p, ids.late), early: await balance(2, ids.p, ids.early), q: await balance(2, ids.q, 0) };
    const answers = await Promise.all([0, 1, 2].map(() => setStatus({ retur_konsumen_id: first, status: 'disetujui' })));
    expect(answers.map((a) => a.http).sort()).toEqual([200, 422, 422]);
    const okAnswer = answers.find((a) => a.http === 200);
    expect(okAnswer?.data).toMatchObject({ status: 'disetujui', movements: 3 });
    const refused = answers.find((a) => a.http === 422);
    expect(refused?.errors?.retur_konsumen_id?.[0]).toBe('Retur konsumen yang sudah disetujui, ditolak atau dibatalkan tidak dapat diubah statusnya');
    // The order took 5 of the early batch and 2 of the late one (FEFO); 6 come back into those batches, in batch order, in warehouse 2.
    // (The late batch was made first, so it comes first.)
    expect(ids.late).toBeLessThan(ids.early);
    expect(await returnLogs(first)).toEqual([
      { gudang_id: 2, product_id: ids.p, batch_id: ids.late, qty: 2 },
      { gudang_id: 2, product_id: ids.p, batch_id: ids.early, qty: 4 },
      { gudang_id: 2, product_id: ids.q, batch_id: 0, qty: 1 },
    ]);
    expect(await balance(2, ids.p, ids.late)).toBe(stockBefore.late + 2);
    expect(await balance(2, ids.p, ids.early)).toBe(stockBefore.early + 4);
    expect(await balance(2, ids.q, 0)).toBe(stockBefore.q + 1);
    expect(await returnedOf(ids.lineP)).toBe(6);
    expect(await returnedOf(ids.lineQ)).toBe(1);
    // Invoice: 56.176 − 14.959 returned − 0 paid = 41.217 due.
    const row = await one(first);
    expect(row).toMatchObject({
      status: 'disetujui',
      status_label: 'Disetujui',
      destination_label: 'Karantina',
      order_grand_total: 56176,
      order_returned_total: 14959,
      order_amount_due: 41217,
      order_refund_due: 0,
      approved_by_name: expect.any(String),
    });
    expect(row.lines.map((l: Record<string, unknown>) => [l.qty_text, l.qty_sold_text, l.qty_returned_text, l.value])).toEqual([
      ['6 Strip', '7 Strip', '6 Strip', 11707],
      ['1 Strip', '1 Box', '1 Strip', 3252],
    ]);
    // Approved returns are final.
    expect((await post('/retur/konsumen/update_detail_stored', { retur_konsumen_id: first, gudang_id: 1, lines: [line(ids.lineP, 1)] })).errors).toEqual({
      retur_konsumen_id: ['Retur konsumen yang sudah disetujui, ditolak atau dibatalkan tidak dapat diubah'],
    });
    expect((await setTotal({ retur_konsumen_id: first, refund_total: 1 })).http).toBe(422);
  });

  it('edits a pending return, sets its amount within the invoice, and the rest returns to good stock', async () => {
    const r = await add({ order_id: ids.order, gudang_id: 1, lines: [line(ids.lineP, 1)] });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    const id = r.data.retur_konsumen_id;
    // Sirup 1: 1.800 × 46.176/42.600 = 1.951,1 → 1.951; Vitamin C 9 Strip: 27.000 × 46.176/42.600 = 29.266,5 → 29.266.
    const upd = { retur_konsumen_id: id, gudang_id: 1, destination: 'baik', lines: [line(ids.lineP, 1), line(ids.lineQ, 9)] };
    expect((await post('/retur/konsumen/validation_update_detail', upd)).http).toBe(200);
    const u = await post('/retur/konsumen/update_detail_stored', upd);
    expect(u.http, JSON.stringify(u.errors)).toBe(200);
    expect(u.data).toMatchObject({ lines_total: 31217, refund_total: 31217 });
    expect((await post('/retur/konsumen/update_detail_stored', { ...upd, lines: [line(ids.lineQ, 10)] })).errors?.['lines.0.qty']?.[0]).toMatch(
      /sudah diretur 1 Strip, sisa 9 Strip, diminta 1 Box$/,
    );
    // At most what the invoice still carries: 56.176 − 14.959 = 41.217.
    const over = await post('/retur/konsumen/validation_update_total', { retur_konsumen_id: id, refund_total: 41218 });
    expect(over.errors).toEqual({ refund_total: ['Nilai retur melebihi sisa nilai tagihan (Rp 41.217)'] });
    expect((await setTotal({ retur_konsumen_id: id, refund_total: 'abc' })).errors?.refund_total).toBeDefined();
    const t = await setTotal({ retur_konsumen_id: id, refund_total: '30.000' });
    expect(t.http, JSON.stringify(t.errors)).toBe(200);
    expect(await one(id)).toMatchObject({ lines_total: 31217, refund_total: 30000, refund_manual: 1 });
    const goodBefore = await balance(1, ids.q, 0);
    expect((await setStatus({ retur_konsumen_id: id, status: 'disetujui' })).http).toBe(200);
    expect(await balance(1, ids.q, 0)).toBe(goodBefore + 9);
    expect(await returnedOf(ids.lineQ)).toBe(10);
    expect(await returnedOf(ids.lineP)).toBe(7);
    // 56.176 − (14.959 + 30.000) − 0 = 11.217 due.
    expect(await one(id)).toMatchObject({ order_returned_total: 44959, order_amount_due: 11217 });
    // Everything sold has come back: nothing more can be returned.
    const none = await add({ order_id: ids.order, gudang_id: 1, lines: [line(ids.lineP, 1)] });
    expect(none.errors?.['lines.0.qty']?.[0]).toMatch(/sudah diretur 7 Strip, sisa 0 Strip, diminta 1 Strip$/);
  });

  it('returns part of a paid cashier sale: nothing due, the difference is owed to the customer', async () => {
    const sale = await post('/purchase_order/add_stored', {
      is_pos: 1,
      gudang_id: 1,
      payment_method: 'cash',
      cash_received: 10000,
      lines: [{ product_id: ids.r, unit: 'kecil', qty: 3 }],
    });
    expect(sale.http, JSON.stringify(sale.errors)).toBe(200);
    expect(sale.data).toMatchObject({ status: 'selesai', grand_total: 7500, paid_amount: 7500 });
    const lineR = Number(
      ((await owner().execute(sql`select line_id from sales_order_line where order_id = ${sale.data.order_id}`)).rows[0] as { line_id: number }).line_id,
    );
    const before = await balance(1, ids.r, 0);
    const r = await add({ order_id: sale.data.order_id, gudang_id: 1, lines: [line(lineR, 1, 'kecil', 'Tidak cocok')] });
    expect(r.data).toMatchObject({ lines_total: 2500, refund_total: 2500 });
    expect((await setStatus({ retur_konsumen_id: r.data.retur_konsumen_id, status: 'disetujui' })).http).toBe(200);
    expect(await balance(1, ids.r, 0)).toBe(before + 1);
    // 7.500 − 2.500 − 7.500 paid = −2.500: nothing due, 2.500 to refund.
    expect(await one(r.data.retur_konsumen_id)).toMatchObject({ order_returned_total: 2500, order_amount_due: 0, order_refund_due: 2500 });
  });

  it('two returns racing for the same units: one is stored, the other refused at the line', async () => {
    const sale = await post('/purchase_order/add_stored', {
      is_pos: 1,
      gudang_id: 1,
      payment_method: 'qris',
      bank_id: await receivingAccount(ctx.admin),
      lines: [{ product_id: ids.r, unit: 'kecil', qty: 5 }],
    });
    expect(sale.http, JSON.stringify(sale.errors)).toBe(200);
    const lineR = Number(
      ((await owner().execute(sql`select line_id from sales_order_line where order_id = ${sale.data.order_id}`)).rows[0] as { line_id: number }).line_id,
    );
    const answers = await Promise.all([0, 1, 2].map(() => add({ order_id: sale.data.order_id, gudang_id: 1, lines: [line(lineR, 3)] })));
    expect(answers.map((a) => a.http).sort()).toEqual([200, 422, 422]);
    for (const a of answers.filter((x) => x.http === 422))
      expect(a.errors?.['lines.0.qty']?.[0]).toMatch(/terjual 5 Strip, sudah diretur 0 Strip, dalam retur lain 3 Strip, sisa 2 Strip, diminta 3 Strip$/);
    const stored = await owner().execute(sql`select count(*)::int as n from retur_konsumen where order_id = ${sale.data.order_id}`);
    expect((stored.rows[0] as { n: number }).n).toBe(1);
  });

  it('rejects and cancels with a reason and moves nothing', async () => {
    const sale = await post('/purchase_order/add_stored', {
      is_pos: 1,
      gudang_id: 1,
      payment_method: 'qris',
      bank_id: await receivingAccount(ctx.admin),
      lines: [{ product_id: ids.r, unit: 'kecil', qty: 2 }],
    });
    const lineR = Number(
      ((await owner().execute(sql`select line_id from sales_order_line where order_id = ${sale.data.order_id}`)).rows[0] as { line_id: number }).line_id,
    );
    const a = (await add({ order_id: sale.data.order_id, gudang_id: 1, lines: [line(lineR, 2)] })).data.retur_konsumen_id;
    expect((await setStatus({ retur_konsumen_id: a, status: 'ditolak' })).errors).toEqual({ status_reason: ['Alasan penolakan wajib diisi'] });
    expect((await setStatus({ retur_konsumen_id: a, status: 'ditolak', status_reason: 'Barang bukan dari toko kami' })).http).toBe(200);
    expect(await one(a)).toMatchObject({ status: 'ditolak', status_reason: 'Barang bukan dari toko kami', order_returned_total: 0 });
    expect(await returnLogs(a)).toEqual([]);
    // A rejected return no longer holds the quantity: a new one can take it, and be cancelled.
    const b = (await add({ order_id: sale.data.order_id, gudang_id: 1, lines: [line(lineR, 2)] })).data.retur_konsumen_id;
    expect((await setStatus({ retur_konsumen_id: b, status: 'dibatalkan', status_reason: 'Pelanggan batal' })).http).toBe(200);
    expect((await setStatus({ retur_konsumen_id: b, status: 'disetujui' })).http).toBe(422);
    expect(await returnedOf(lineR)).toBe(0);
    expect((await post('/retur/konsumen/validation_update_status', { retur_konsumen_id: b, status: 'selesai' })).errors?.status).toBeDefined();
  });

  it('lists with filters and exports the lines as .xlsx', async () => {
    const all = await list({ perPage: 100 });
    expect(all.data.total).toBeGreaterThanOrEqual(5);
    const approved = await list({ status: 'disetujui', perPage: 100 });
    expect(approved.data.data.length).toBe(3);
    expect((await list({ columnFilters: { order_id: ids.order }, perPage: 100 })).data.total).toBe(2);
    expect((await list({ destination: 'karantina' })).data.data.map((r: { retur_konsumen_id: number }) => r.retur_konsumen_id)).toEqual([first]);
    expect((await list({ search: 'Bu Retno', perPage: 100 })).data.total).toBe(2);
    expect((await list({ date_start: '2000-01-01', date_end: '2000-01-31' })).data.total).toBe(0);
    expect((await list({ date_start: 'kemarin' })).errors).toEqual({ date_start: ['Tanggal harus berformat TTTT-BB-HH'] });
    const res = await fetch(`${ctx.server.url}/retur/konsumen/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ destination: 'karantina' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const sheet = await readSheet(Buffer.from(await res.arrayBuffer()));
    const col = (h: string) => sheet.headers.indexOf(h);
    expect(
      sheet.rows.map((r) => [
        r.cells[col('Status')],
        r.cells[col('Produk')],
        r.cells[col('Jumlah')],
        r.cells[col('Tujuan')],
        Number(r.cells[col('Nilai Baris')]),
      ]),
    ).toEqual([
      ['Disetujui', 'Sirup Batuk Retur', '6 Strip', 'Karantina', 11707],
      ['Disetujui', 'Vitamin C Retur', '1 Strip', 'Karantina', 3252],
    ]);
  });

  it('keeps roles and companies apart', async () => {
    const purchasing = await userWithGroup(ctx.admin, 7);
    expect((await list({}, purchasing.client)).http).toBe(403);
    expect((await add({ order_id: ids.order, gudang_id: 1, lines: [line(ids.lineP, 1)] }, purchasing.client)).http).toBe(403);
    expect((await setStatus({ retur_konsumen_id: first, status: 'dibatalkan', status_reason: 'x' }, purchasing.client)).http).toBe(403);
    const sales = await userWithGroup(ctx.admin, 2);
    expect((await list({}, sales.client)).http).toBe(200);

    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Retur Konsumen',
      app_name: 'tetangga-rk',
      name: 'Pemilik RK',
      username: 'owner_retur_rk',
      email: 'owner@retur-rk.test',
      password: 'Password-RK-123',
      password_confirmation: 'Password-RK-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_retur_rk', 'Password-RK-123');
    const before = await tableSnapshot(ctx.server.database);
    expect((await list({}, other)).data.total).toBe(0);
    expect((await setStatus({ retur_konsumen_id: first, status: 'dibatalkan', status_reason: 'x' }, other)).http).toBe(404);
    expect((await setTotal({ retur_konsumen_id: first, refund_total: 1 }, other)).http).toBe(404);
    expect((await post('/retur/konsumen/update_detail_stored', { retur_konsumen_id: first, gudang_id: 1, lines: [line(ids.lineP, 1)] }, other)).http).toBe(404);
    expect((await add({ order_id: ids.order, gudang_id: 1, lines: [line(ids.lineP, 1)] }, other)).http).toBe(404);
    expect((await post('/retur/konsumen/order_lines', { order_id: ids.order }, other)).http).toBe(404);
    expect((await post('/retur/konsumen/order_options', {}, other)).data).toEqual([]);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    // Group 6 given the page reaches only the orders of the warehouses granted to it (warehouse 2; the orders are in 1).
    expect((await post('/group/update_privilege', { group_id: 6, privileges: ['returSale'] })).status).toBe(200);
    const whs = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: whs.userId, gudang_id: 2 })).http).toBe(200);
    expect((await list({}, whs.client)).data.data).toEqual([]);
    expect((await setStatus({ retur_konsumen_id: first, status: 'dibatalkan', status_reason: 'x' }, whs.client)).http).toBe(404);
    expect((await add({ order_id: ids.order, gudang_id: 2, lines: [line(ids.lineP, 1)] }, whs.client)).http).toBe(404);
    expect((await post('/retur/konsumen/order_options', {}, whs.client)).data).toEqual([]);
  });
});

describe('returns in parts add up to the line (issue 20 item 4)', () => {
  let seq = 0;
  /** A shipped order of the given lines (each a new product at `price` a Strip with 20 in stock), without PPN or shipping. */
  async function shippedOrder(lines: { price: number; qty: number; discount?: number }[], extra: Record<string, unknown> = {}) {
    const products: number[] = [];
    for (const l of lines) {
      const { product_id } = await kit.makeProduct(`Obat Retur Sebagian ${++seq}`);
      await kit.move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id, qty: 20, unit_cost: 100 }] });
      expect((await post('/product_price/stored', { product_id, gudang_id: 0, product_price_sale: l.price, grosir: [] })).http).toBe(200);
      products.push(product_id);
    }
    const o = await post('/purchase_order/add_stored', {
      customer_name: 'Pak Sebagian',
      gudang_id: 1,
      ...extra,
      lines: lines.map((l, i) => ({
        product_id: products[i],
        unit: 'kecil',
        qty: l.qty,
        ...(l.discount ? { discount_type: 'rupiah', discount: l.discount } : {}),
      })),
    });
    expect(o.http, JSON.stringify(o.errors)).toBe(200);
    expect((await post('/purchase_order/update_status', { order_id: o.data.order_id, action: 'pick' })).http).toBe(200);
    await kit.asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: o.data.order_id }));
    const rows = (await owner().execute(sql`select line_id from sales_order_line where order_id = ${o.data.order_id} order by line_id`)).rows as {
      line_id: number;
    }[];
    return { order_id: o.data.order_id as number, grand_total: o.data.grand_total as number, lines: rows.map((r) => Number(r.line_id)) };
  }
  const returnOf = async (orderId: number, lineId: number, qty: number) => {
    const r = await add({ order_id: orderId, gudang_id: 1, lines: [line(lineId, qty)] });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    return r.data as { retur_konsumen_id: number; refund_total: number };
  };
  const approveReturn = async (id: number) => {
    const a = await setStatus({ retur_konsumen_id: id, status: 'disetujui' });
    expect(a.http, JSON.stringify(a.errors)).toBe(200);
    return (await one(id)) as Record<string, number>;
  };

  it('takes 57.280 off the invoice for seven one-unit returns of a 57.280 line, and accepts the last', async () => {
    // 7 Strip at 8.600 less Rp 2.920 = 57.280. Each unit alone: 57.280 / 7 = 8.182,86 → 8.183; seven of them 57.281 and the last refused.
    // In parts: round(57.280 × k / 7) − round(57.280 × (k − 1) / 7): 8.183, 8.183, 8.183, 8.182, 8.183, 8.183, 8.183 = 57.280.
    const o = await shippedOrder([{ price: 8600, qty: 7, discount: 2920 }]);
    expect(o.grand_total).toBe(57_280);
    const refunds: number[] = [];
    for (let k = 0; k < 7; k++) {
      const r = await returnOf(o.order_id, o.lines[0] ?? 0, 1);
      refunds.push((await approveReturn(r.retur_konsumen_id)).refund_total ?? 0);
    }
    expect(refunds).toEqual([8183, 8183, 8183, 8182, 8183, 8183, 8183]);
    const last = await one((await list({ columnFilters: { order_id: o.order_id }, perPage: 1 })).data.data[0].retur_konsumen_id);
    expect(last).toMatchObject({ order_returned_total: 57_280, order_amount_due: 0, order_refund_due: 0 });
  });

  it('values a pending return again at approval, after what approved returns took: a rejected part leaves no rupiah behind', async () => {
    // The same 57.280 line. A: 3 Strip pending (24.549); B: 1 Strip stored after it (valued after A: 32.731 − 24.549 = 8.182).
    const o = await shippedOrder([{ price: 8600, qty: 7, discount: 2920 }]);
    const lineId = o.lines[0] ?? 0;
    const a = await returnOf(o.order_id, lineId, 3);
    const b = await returnOf(o.order_id, lineId, 1);
    expect([a.refund_total, b.refund_total]).toEqual([24_549, 8_182]);
    expect((await setStatus({ retur_konsumen_id: a.retur_konsumen_id, status: 'ditolak', status_reason: 'Segel rusak' })).http).toBe(200);
    // A is rejected: B is the first part approved, 57.280 / 7 = 8.183 (not the 8.182 it was stored with).
    expect(await approveReturn(b.retur_konsumen_id)).toMatchObject({ lines_total: 8_183, refund_total: 8_183 });
    // The other 6: 57.280 − 8.183 = 49.097, and the invoice is returned exactly.
    const rest = await returnOf(o.order_id, lineId, 6);
    expect(rest.refund_total).toBe(49_097);
    expect(await approveReturn(rest.retur_konsumen_id)).toMatchObject({ refund_total: 49_097, order_returned_total: 57_280, order_amount_due: 0 });
  });

  it('shares the order discount over the lines so that returning every line takes exactly the goods total', async () => {
    // Three lines of 1.000 less an order discount of 1.000: goods 2.000. Each line alone 1.000 × 2.000 / 3.000 = 666,67 → 667: three returns
    // 2.001, the last refused. Shared cumulatively: 667, 666, 667.
    const o = await shippedOrder(
      [
        { price: 1000, qty: 1 },
        { price: 1000, qty: 1 },
        { price: 1000, qty: 1 },
      ],
      { order_discount: 1000 },
    );
    expect(o.grand_total).toBe(2_000);
    const form = (await post('/retur/konsumen/order_lines', { order_id: o.order_id })).data;
    expect(form.lines.map((l: Record<string, number>) => l.line_total)).toEqual([667, 666, 667]);
    const refunds: number[] = [];
    for (const lineId of o.lines) refunds.push((await approveReturn((await returnOf(o.order_id, lineId, 1)).retur_konsumen_id)).refund_total ?? 0);
    expect(refunds).toEqual([667, 666, 667]);
    expect(await one((await list({ columnFilters: { order_id: o.order_id }, perPage: 1 })).data.data[0].retur_konsumen_id)).toMatchObject({
      order_returned_total: 2_000,
      order_amount_due: 0,
    });
  });
});
