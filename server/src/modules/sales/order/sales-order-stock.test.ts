import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { openCashierShift, receivingAccount } from '../cashier/cashier-test-kit.js';
import { deliverSalesOrder, shipSalesOrder } from './commands/transition-sales-order.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct, asAdmin } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const add = (body: Record<string, unknown>, headers?: Record<string, string>) => ctx.admin.post('/purchase_order/add_stored', body, { json: true, headers });
const detail = async (id: number) => (await ctx.admin.post('/purchase_order/detail', { order_id: id })).data;
const pick = (id: number) => ctx.admin.post('/purchase_order/update_status', { order_id: id, action: 'pick' });
const del = (id: number, reason = 'Batal pesan') => ctx.admin.post('/purchase_order/delete', { order_id: id, reason });
const setReduction = async (v: string) => expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: v })).http).toBe(200);
const line = (product_id: number, qty: number, unit = 'kecil') => ({ product_id, unit, qty });

/** Balances of a variant per warehouse and batch, and its cost rows: what a cancel must give back exactly. */
async function stockState(productId: number) {
  const b = await owner().execute(
    sql`select gudang_id, batch_id, qty::int as qty from stock_balance where product_id = ${productId} order by gudang_id, batch_id`,
  );
  const c = await owner().execute(
    sql`select gudang_id, qty::int as qty, avg_cost::float8 as avg_cost from stock_cost where product_id = ${productId} order by gudang_id`,
  );
  return { balances: b.rows, cost: c.rows };
}
const reservedOf = async (productId: number) =>
  Number(
    (
      (await owner().execute(sql`select coalesce(sum(qty), 0)::int as n from stock_reservation where product_id = ${productId}`)).rows[0] as {
        n: number;
      }
    ).n,
  );
const logsOf = async (orderId: number) =>
  (
    await owner().execute(sql`select doc_type, batch_id, qty::int as qty from stock_log where doc_id = ${orderId} and doc_type like 'sales_order%'
    order by stock_log_id`)
  ).rows;

/** Ledger rows of one document as postStockMovements writes them: in batch order. */
const byBatch = <T extends { batch_id: number }>(rows: T[]) => [...rows].sort((a, b) => a.batch_id - b.batch_id);

let seq = 0;
/** A variant with two batches in warehouse 1: 5 expiring first (FEFO takes it first), 5 later. */
async function productWithBatches(name: string) {
  const { product_id } = await makeProduct(`${name} ${++seq}`, { expire: true });
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id, qty: 5, unit_cost: 1000, batch: { batch_no: `LATE${seq}`, expired_date: '2028-06-30' } },
      { gudang_id: 1, product_id, qty: 5, unit_cost: 1200, batch: { batch_no: `EARLY${seq}`, expired_date: '2027-01-31' } },
    ],
  });
  const batches = await owner().execute(sql`select batch_id, batch_no from stock_batch where product_id = ${product_id}`);
  const id = (prefix: string) => Number((batches.rows as { batch_id: number; batch_no: string }[]).find((b) => b.batch_no.startsWith(prefix))?.batch_id);
  return { product_id, early: id('EARLY'), late: id('LATE') };
}

describe('stock at the order (stock_reduction 1)', () => {
  it('takes stock at once, first expiry first, and a delete gives back exactly what was taken', async () => {
    await setReduction('1');
    const p = await productWithBatches('Obat Saat Order');
    const before = await stockState(p.product_id);
    const r = await add({ customer_name: 'Pak Budi', gudang_id: 1, lines: [line(p.product_id, 7)] });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data).toMatchObject({ stock_reduction_at: 'order', stock_taken: 1, status: 'baru' });
    // First expiry first: all 5 of the early batch, then 2 of the later one.
    expect(await logsOf(r.data.order_id)).toEqual(
      byBatch([
        { doc_type: 'sales_order', batch_id: p.early, qty: -5 },
        { doc_type: 'sales_order', batch_id: p.late, qty: -2 },
      ]),
    );
    expect(await reservedOf(p.product_id)).toBe(0);
    // Only 3 are left: an order for 4 is refused naming the product, the warehouse and what is available.
    const short = await add({ customer_name: 'Pak Budi', gudang_id: 1, lines: [line(p.product_id, 4)] });
    expect(short.http).toBe(422);
    expect(short.errors?.['lines.0.qty']?.[0]).toMatch(/^Stok Obat Saat Order \d+ di .+ tidak cukup: tersedia 3 Strip, diminta 4 Strip$/);

    const before2 = await stockState(p.product_id);
    expect((await ctx.admin.post('/purchase_order/validation_delete', { order_id: r.data.order_id })).http).toBe(200);
    expect(await stockState(p.product_id)).toEqual(before2);
    const d = await del(r.data.order_id);
    expect(d.http, JSON.stringify(d.errors)).toBe(200);
    expect(d.data).toEqual({ order_id: r.data.order_id, invoice_number: r.data.invoice_number, status: 'dibatalkan' });
    expect(await stockState(p.product_id)).toEqual(before);
    expect((await del(r.data.order_id)).http).toBe(422);
    const gone = await ctx.admin.post('/purchase_order/list', { search: r.data.invoice_number });
    expect(gone.data.total).toBe(0);
    const deleted = await ctx.admin.post('/purchase_order/list_deleted', { search: r.data.invoice_number });
    expect(deleted.data.data.map((o: Record<string, unknown>) => [o.order_id, o.status, o.delete_reason])).toEqual([
      [r.data.order_id, 'dibatalkan', 'Batal pesan'],
    ]);
  });

  it('updates a new order: gives back what it took and takes the new lines', async () => {
    await setReduction('1');
    const p = await productWithBatches('Obat Ubah');
    const r = await add({ customer_name: 'Bu Ani', gudang_id: 1, lines: [line(p.product_id, 2)] });
    const upd = { order_id: r.data.order_id, customer_name: 'Bu Ani', gudang_id: 1, lines: [line(p.product_id, 1, 'besar')] };
    expect((await ctx.admin.post('/purchase_order/update_validation', upd, { json: true })).http).toBe(200);
    const u = await ctx.admin.post('/purchase_order/update_stored', upd, { json: true });
    expect(u.http, JSON.stringify(u.errors)).toBe(200);
    expect(u.data).toMatchObject({ order_id: r.data.order_id, invoice_number: r.data.invoice_number, stock_taken: 1 });
    // 1 Box = all 10 Strip: both batches empty now.
    expect((await stockState(p.product_id)).balances).toEqual(
      [
        { gudang_id: 1, batch_id: p.late, qty: 0 },
        { gudang_id: 1, batch_id: p.early, qty: 0 },
      ].sort((a, b) => a.batch_id - b.batch_id),
    );
    const tooMuch = await ctx.admin.post('/purchase_order/update_stored', { ...upd, lines: [line(p.product_id, 11)] }, { json: true });
    expect(tooMuch.http).toBe(422);
    // A paid order is not changed.
    await owner().execute(sql`update sales_order set is_paid = 1 where order_id = ${r.data.order_id}`);
    expect((await ctx.admin.post('/purchase_order/update_stored', upd, { json: true })).errors).toEqual({
      order_id: ['Tagihan yang sudah lunas tidak dapat diubah'],
    });
    expect((await del(r.data.order_id)).errors).toEqual({ order_id: ['Tagihan yang sudah lunas tidak dapat dihapus; ubah dulu menjadi belum lunas'] });
    await owner().execute(sql`update sales_order set is_paid = 0 where order_id = ${r.data.order_id}`);
    expect((await del(r.data.order_id)).http).toBe(200);
    expect((await stockState(p.product_id)).balances.map((b) => (b as { qty: number }).qty)).toEqual([5, 5]);
  });
});

describe('stock at picking (stock_reduction 2)', () => {
  it('reserves at the order, takes at picking, and a delete returns it', async () => {
    await setReduction('2');
    const p = await productWithBatches('Obat Saat Picking');
    const before = await stockState(p.product_id);
    const r = await add({ customer_name: 'Toko A', gudang_id: 1, lines: [line(p.product_id, 6)] });
    expect(r.data).toMatchObject({ stock_reduction_at: 'picking', stock_taken: 0 });
    expect(await stockState(p.product_id)).toEqual(before);
    expect((await detail(r.data.order_id)).reserved).toEqual([{ product_id: p.product_id, gudang_id: 1, qty: 6 }]);
    // 10 in stock, 6 held: a second order gets at most 4.
    const second = await add({ customer_name: 'Toko B', gudang_id: 1, lines: [line(p.product_id, 5)] });
    expect(second.http).toBe(422);
    expect(second.errors?.['lines.0.qty']?.[0]).toMatch(/tersedia 4 Strip \(stok 1 Box, dipesan tagihan lain 6 Strip\), diminta 5 Strip$/);
    // The validation call says the same and writes nothing.
    const checkOnly = await ctx.admin.post(
      '/purchase_order/validation_add',
      { customer_name: 'Toko B', gudang_id: 1, lines: [line(p.product_id, 5)] },
      { json: true },
    );
    expect(checkOnly.errors).toEqual(second.errors);
    // Changing the order to 7 changes its hold: 3 left for others; back to 6.
    const upd = (qty: number) =>
      ctx.admin.post(
        '/purchase_order/update_stored',
        { order_id: r.data.order_id, customer_name: 'Toko A', gudang_id: 1, lines: [line(p.product_id, qty)] },
        { json: true },
      );
    expect((await upd(7)).data).toMatchObject({ stock_taken: 0, stock_reduction_at: 'picking' });
    expect(await reservedOf(p.product_id)).toBe(7);
    expect((await add({ customer_name: 'Toko B', gudang_id: 1, lines: [line(p.product_id, 4)] })).errors?.['lines.0.qty']?.[0]).toMatch(/tersedia 3 Strip/);
    expect((await upd(11)).errors?.['lines.0.qty']?.[0]).toMatch(/tersedia 1 Box, diminta 1 Box \+ 1 Strip$/);
    expect((await upd(6)).http).toBe(200);
    expect(await reservedOf(p.product_id)).toBe(6);
    expect(await stockState(p.product_id)).toEqual(before);
    const picked = await pick(r.data.order_id);
    expect(picked.http, JSON.stringify(picked.errors)).toBe(200);
    expect(picked.data).toMatchObject({ status: 'siap_dikirim', stock_taken: 1, movements: 2 });
    expect(await reservedOf(p.product_id)).toBe(0);
    expect(await logsOf(r.data.order_id)).toEqual(
      byBatch([
        { doc_type: 'sales_order', batch_id: p.early, qty: -5 },
        { doc_type: 'sales_order', batch_id: p.late, qty: -1 },
      ]),
    );
    expect((await pick(r.data.order_id)).http).toBe(422);
    expect((await del(r.data.order_id)).http).toBe(200);
    expect(await stockState(p.product_id)).toEqual(before);
    expect(await logsOf(r.data.order_id)).toHaveLength(4);
  });

  it('an indent order holds nothing and takes its stock, which must be there, when picked', async () => {
    await setReduction('0');
    const p = await productWithBatches('Obat Indent');
    const r = await add({ customer_name: 'Pre Order', gudang_id: 1, is_indent: 1, lines: [line(p.product_id, 12)] });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data).toMatchObject({ stock_reduction_at: 'picking', stock_taken: 0 });
    expect(await reservedOf(p.product_id)).toBe(0);
    const early = await pick(r.data.order_id);
    expect(early.http).toBe(422);
    expect(early.errors?.order_id?.[0]).toMatch(/tidak cukup: tersedia 1 Box, diminta 1 Box \+ 2 Strip$/);
    expect((await detail(r.data.order_id)).status).toBe('baru');
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: p.product_id, qty: 2, unit_cost: 1000 }] });
    expect((await pick(r.data.order_id)).data).toMatchObject({ status: 'siap_dikirim', stock_taken: 1 });
    expect((await stockState(p.product_id)).balances.every((b) => (b as { qty: number }).qty === 0)).toBe(true);
  });
});

describe('stock at shipment (stock_reduction 0)', () => {
  it('holds through picking, takes at shipment; delivered orders cannot be deleted', async () => {
    await setReduction('0');
    const p = await productWithBatches('Obat Saat Kirim');
    const before = await stockState(p.product_id);
    const r = await add({ customer_name: 'Toko C', gudang_id: 1, lines: [line(p.product_id, 3)] });
    expect(r.data).toMatchObject({ stock_reduction_at: 'shipment', stock_taken: 0 });
    expect((await pick(r.data.order_id)).data).toMatchObject({ status: 'siap_dikirim', stock_taken: 0, movements: 0 });
    expect(await stockState(p.product_id)).toEqual(before);
    expect(await reservedOf(p.product_id)).toBe(3);
    const shipped = await asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: r.data.order_id }));
    expect(shipped).toMatchObject({ status: 'dikirim', stock_taken: 1, movements: 1 });
    expect(await reservedOf(p.product_id)).toBe(0);
    expect(await logsOf(r.data.order_id)).toEqual([{ doc_type: 'sales_order', batch_id: p.early, qty: -3 }]);
    expect((await del(r.data.order_id)).http).toBe(422);
    expect(await asAdmin((tx, actor) => deliverSalesOrder(tx, actor, { order_id: r.data.order_id }))).toMatchObject({ status: 'selesai', movements: 0 });
    expect((await detail(r.data.order_id)).history.map((h: { action: string }) => h.action)).toEqual(['create', 'pick', 'ship', 'deliver']);
    // An order cancelled after picking gives its hold back and takes nothing.
    const other = await add({ customer_name: 'Toko D', gudang_id: 1, lines: [line(p.product_id, 2)] });
    await pick(other.data.order_id);
    const held = await stockState(p.product_id);
    expect((await del(other.data.order_id)).http).toBe(200);
    expect(await reservedOf(p.product_id)).toBe(0);
    expect(await stockState(p.product_id)).toEqual(held);
    expect(await logsOf(other.data.order_id)).toEqual([]);
  });
});

describe('cashier sales', () => {
  it('take stock at once whatever the setting, stored finished and paid, with the change due', async () => {
    await openCashierShift(ctx.admin);
    await setReduction('0');
    const p = await productWithBatches('Obat Kasir');
    await ctx.admin.post('/product_price/stored', { product_id: p.product_id, gudang_id: 0, product_price_sale: 2500, grosir: [] }, { json: true });
    const body = { is_pos: 1, gudang_id: 1, payment_method: 'cash', cash_received: 5000, lines: [line(p.product_id, 3)] };
    const short = await add(body);
    expect(short.http).toBe(422);
    expect(short.errors).toEqual({ cash_received: ['Uang diterima kurang dari total tagihan (Rp 7.500)'] });
    const r = await add({ ...body, cash_received: 10000 });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data).toMatchObject({ status: 'selesai', is_paid: 1, paid_amount: 7500, cash_received: 10000, change_due: 2500, stock_taken: 1 });
    expect(await logsOf(r.data.order_id)).toHaveLength(1);
    expect((await detail(r.data.order_id)).change_due).toBe(2500);
    expect((await ctx.admin.post('/purchase_order/update_stored', { ...body, order_id: r.data.order_id }, { json: true })).errors).toEqual({
      order_id: ['Penjualan kasir tidak dapat diubah'],
    });
    // a transfer is not confirmed at the counter: the sale is finished but unpaid until marked paid
    const bank_id = await receivingAccount(ctx.admin);
    const transfer = await add({ ...body, payment_method: 'transfer', bank_id, cash_received: 0 });
    expect(transfer.data).toMatchObject({ status: 'selesai', is_paid: 0, paid_amount: 0, change_due: 0 });
    const card = await add({ ...body, payment_method: 'debit', bank_id, cash_received: 0 });
    expect(card.data).toMatchObject({ is_paid: 1, paid_amount: 7500, change_due: 0 });
  });

  it('a sale posted 5 times with one Idempotency-Key is one sale and one stock movement', async () => {
    await openCashierShift(ctx.admin);
    await setReduction('1');
    const p = await productWithBatches('Obat Idem');
    const body = {
      is_pos: 1,
      gudang_id: 1,
      cash_received: 0,
      payment_method: 'qris',
      bank_id: await receivingAccount(ctx.admin),
      lines: [line(p.product_id, 2)],
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(body, { 'idempotency-key': `kasir-${p.product_id}` })));
    expect(answers.map((a) => a.http)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.data.order_id)).size).toBe(1);
    const orders = await owner().execute(sql`select count(*)::int as n from sales_order o join sales_order_line l on l.order_id = o.order_id
      where l.product_id = ${p.product_id}`);
    expect((orders.rows[0] as { n: number }).n).toBe(1);
    expect(await logsOf(answers[0].data.order_id)).toHaveLength(1);
    expect((await stockState(p.product_id)).cost).toEqual([{ gudang_id: 1, qty: 8, avg_cost: expect.any(Number) }]);
  });
});

describe('concurrency', () => {
  for (const [setting, label] of [
    ['1', 'taken at the order'],
    ['0', 'reserved until shipment'],
  ] as const)
    it(`200 parallel orders for the last unit: exactly one gets it (${label})`, async () => {
      await setReduction(setting);
      const { product_id } = await makeProduct(`Unit Terakhir ${setting}`);
      await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id, qty: 1, unit_cost: 100 }] });
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => add({ customer_name: `Rebutan ${i}`, gudang_id: 1, lines: [line(product_id, 1)] })),
      );
      const codes = answers.map((a) => a.http);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 422)).toHaveLength(199);
      expect(answers.find((a) => a.http === 422)?.errors?.['lines.0.qty']?.[0]).toMatch(/tidak cukup: tersedia 0 Strip/);
      const bal = await stockState(product_id);
      if (setting === '1') expect(bal.cost).toEqual([{ gudang_id: 1, qty: 0, avg_cost: 100 }]);
      else expect(await reservedOf(product_id)).toBe(1);
    });

  it('50 parallel invoices per series get 50 distinct consecutive numbers', async () => {
    await setReduction('1');
    const { product_id } = await makeProduct('Obat Nomor');
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id, qty: 1000, unit_cost: 100 }] });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => add({ customer_name: `Nomor ${i}`, gudang_id: 1, is_ppn_jual: i % 2, lines: [line(product_id, 1)] })),
    );
    expect(answers.every((a) => a.http === 200)).toBe(true);
    for (const prefix of ['INV/', 'INVP/']) {
      const numbers = answers.map((a) => String(a.data.invoice_number)).filter((n) => n.startsWith(prefix));
      expect(numbers).toHaveLength(50);
      const seqs = numbers.map((n) => Number(n.split('/').at(-1))).sort((a, b) => a - b);
      expect(new Set(seqs).size).toBe(50);
      expect(seqs.at(-1)! - seqs[0]).toBe(49);
    }
  });
});
