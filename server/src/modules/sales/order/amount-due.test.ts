import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, useTestServer } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { shipSalesOrder } from './commands/transition-sales-order.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';
import { refreshSalesFacts } from '../../report/facts/commands/refresh-sales-facts.js';

/*
 * The amount due of an invoice after customer returns: grand_total − Σ refund_total of approved
 * returns − paid_amount, worked out on every read (orderBalances). The Tagihan list and detail, the
 * partner calls and the customer's public pages all answer the same figure; pending, rejected and
 * cancelled returns count for nothing.
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const post = (path: string, body: Record<string, unknown>, c: Client = ctx.admin) => c.post(path, body, { json: true });
let anon: Client;
const ids = { para: 0 };
type Order = { order_id: number; invoice_number: string; grand_total: number; public_token: string; line_id: number };

/** An order of `qty` Strip at Rp 5.000 with Rp 10.000 shipping, processed and shipped (stock taken at the order). */
async function shippedOrder(qty: number, customer_name = 'Toko Sisa'): Promise<Order> {
  const r = await post('/purchase_order/add_stored', {
    customer_name,
    gudang_id: 1,
    shipping_cost: 10000,
    lines: [{ product_id: ids.para, unit: 'kecil', qty }],
  });
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  expect((await post('/purchase_order/update_status', { order_id: r.data.order_id, action: 'pick' })).http).toBe(200);
  await kit.asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: r.data.order_id }));
  const line = (await owner().execute(sql`select line_id from sales_order_line where order_id = ${r.data.order_id}`)).rows[0] as { line_id: number };
  return { ...(r.data as Omit<Order, 'line_id'>), line_id: Number(line.line_id) };
}

const newReturn = async (o: Order, qty: number) => {
  const r = await post('/retur/konsumen/add_stored', {
    order_id: o.order_id,
    gudang_id: 1,
    lines: [{ order_line_id: o.line_id, qty, unit: 'kecil', reason: 'Rusak' }],
  });
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  return r.data.retur_konsumen_id as number;
};
const setStatus = async (id: number, status: string, status_reason?: string) => {
  const r = await post('/retur/konsumen/update_status_stored', { retur_konsumen_id: id, status, status_reason });
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
};

/** The invoice after returns as each place answers it: Tagihan list and detail, partner invoice and payment, public info and kwitansi. */
async function everyAnswer(o: Order) {
  const list = await post('/purchase_order/list', { invoice_number: o.invoice_number });
  expect(list.http, JSON.stringify(list.errors)).toBe(200);
  expect(list.data.data).toHaveLength(1);
  const row = list.data.data[0];
  const detail = (await post('/purchase_order/detail', { order_id: o.order_id })).data;
  const invoice = (await ctx.admin.post('/partner/invoice_detail', { id: o.order_id })).data;
  const payment = (await ctx.admin.get('/partner/payment_detail', { id: o.order_id, invoice_no: o.invoice_number })).data;
  const info = (await anon.get('/public/info', { id: o.public_token, inv: o.invoice_number })).data;
  const kwitansi = (await anon.get('/public/kwitansi', { id: o.public_token, inv: o.invoice_number })).data;
  const pick = (x: { returned_total: number; amount_due?: number; remaining?: number; refund_due: number }) => ({
    returned_total: x.returned_total,
    amount_due: x.amount_due ?? x.remaining,
    refund_due: x.refund_due,
  });
  return {
    list: pick(row),
    detail: pick(detail),
    partner_invoice: pick(invoice.payment),
    partner_payment: pick(payment),
    public_info: pick(info.totals),
    public_kwitansi: pick(kwitansi),
    detail_returns: (detail.returns as { retur_konsumen_number: string; status: string; refund_total: number }[]).map((r) => [r.status, r.refund_total]),
  };
}
const everywhere = (figure: { returned_total: number; amount_due: number; refund_due: number }) => ({
  list: figure,
  detail: figure,
  partner_invoice: figure,
  partner_payment: figure,
  public_info: figure,
  public_kwitansi: figure,
});

beforeAll(async () => {
  anon = new Client(ctx.server.url);
  expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '1' })).http).toBe(200);
  ids.para = (await kit.makeProduct('Paracetamol Sisa')).product_id;
  expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: ids.para, product_price_sale: 5000 })).http).toBe(200);
  await kit.move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.para, qty: 200, unit_cost: 3000 }] });
});

describe('amount due after customer returns', () => {
  it('is grand total − approved returns − paid in the list, the detail, the partner calls and the public pages', async () => {
    // 10 Strip × 5.000 = 50.000 + shipping 10.000 = 60.000.
    const o = await shippedOrder(10);
    expect(o.grand_total).toBe(60000);
    // A partial payment of 20.000 (no call records part of a payment yet: the payment pages will).
    await owner().execute(sql`update sales_order set paid_amount = 20000 where order_id = ${o.order_id}`);
    await refreshSalesFacts(owner(), [o.order_id]);
    const start = await everyAnswer(o);
    expect(start).toEqual({ ...everywhere({ returned_total: 0, amount_due: 40000, refund_due: 0 }), detail_returns: [] });

    // Pending, rejected and cancelled returns change nothing.
    const approved = await newReturn(o, 3);
    const rejected = await newReturn(o, 2);
    const cancelled = await newReturn(o, 1);
    const pending = await newReturn(o, 1);
    expect(await everyAnswer(o)).toEqual({
      ...start,
      detail_returns: [
        ['diajukan', 15000],
        ['diajukan', 10000],
        ['diajukan', 5000],
        ['diajukan', 5000],
      ],
    });
    await setStatus(rejected, 'ditolak', 'Bukan barang kami');
    await setStatus(cancelled, 'dibatalkan', 'Pelanggan batal');
    expect(await everyAnswer(o)).toEqual({
      ...start,
      detail_returns: [
        ['diajukan', 15000],
        ['ditolak', 10000],
        ['dibatalkan', 5000],
        ['diajukan', 5000],
      ],
    });

    // Approved: 3 Strip of 10 at the invoice's goods price (50.000) = 15.000 off; 60.000 − 15.000 − 20.000 paid = 25.000 due.
    await setStatus(approved, 'disetujui');
    expect(await everyAnswer(o)).toEqual({
      ...everywhere({ returned_total: 15000, amount_due: 25000, refund_due: 0 }),
      detail_returns: [
        ['disetujui', 15000],
        ['ditolak', 10000],
        ['dibatalkan', 5000],
        ['diajukan', 5000],
      ],
    });
    const detail = (await post('/purchase_order/detail', { order_id: o.order_id })).data;
    expect(detail).toMatchObject({ grand_total: 60000, paid_amount: 20000, is_paid: 0 });
    expect(detail.returns[0]).toMatchObject({ status_label: 'Disetujui', qty_total: 3, retur_konsumen_number: expect.stringMatching(/^RK\//) });
    await setStatus(pending, 'dibatalkan', 'Tidak jadi');
  });

  it('owes the customer what a paid invoice was reduced by, and nothing on a cancelled order', async () => {
    const o = await shippedOrder(4);
    expect(o.grand_total).toBe(30000);
    expect((await post('/purchase_order/update_paid', { order_id: o.order_id })).http).toBe(200);
    expect(await everyAnswer(o)).toEqual({ ...everywhere({ returned_total: 0, amount_due: 0, refund_due: 0 }), detail_returns: [] });
    // 1 Strip of 4 at 20.000 of goods = 5.000: paid 30.000 for an invoice of 25.000.
    await setStatus(await newReturn(o, 1), 'disetujui');
    expect(await everyAnswer(o)).toEqual({
      ...everywhere({ returned_total: 5000, amount_due: 0, refund_due: 5000 }),
      detail_returns: [['disetujui', 5000]],
    });

    // Marked paid after a return: the customer pays what is due (30.000 − 5.000), nothing more is owed either way.
    const later = await shippedOrder(4);
    await setStatus(await newReturn(later, 1), 'disetujui');
    expect((await post('/purchase_order/update_paid', { order_id: later.order_id })).data).toMatchObject({ is_paid: 1, paid_amount: 25000 });
    expect(await everyAnswer(later)).toEqual({
      ...everywhere({ returned_total: 5000, amount_due: 0, refund_due: 0 }),
      detail_returns: [['disetujui', 5000]],
    });
    expect((await post('/purchase_order/update_unpaid', { order_id: later.order_id })).data).toMatchObject({ is_paid: 0, paid_amount: 0 });
    expect((await everyAnswer(later)).list).toEqual({ returned_total: 5000, amount_due: 25000, refund_due: 0 });

    const gone = await post('/purchase_order/add_stored', { customer_name: 'Batal', gudang_id: 1, lines: [{ product_id: ids.para, unit: 'kecil', qty: 1 }] });
    expect((await post('/purchase_order/delete', { order_id: gone.data.order_id, reason: 'Batal' })).http).toBe(200);
    const deleted = await post('/purchase_order/list_deleted', { invoice_number: gone.data.invoice_number });
    expect(deleted.data.data[0]).toMatchObject({ grand_total: 5000, returned_total: 0, amount_due: 0, refund_due: 0 });
    expect((await post('/purchase_order/detail', { order_id: gone.data.order_id })).data).toMatchObject({ amount_due: 0, returns: [] });
  });

  it('gives every row of a list page its balance by the same rule', async () => {
    const page = await post('/purchase_order/list', { perPage: 50 });
    expect(page.http).toBe(200);
    for (const r of page.data.data as { grand_total: number; paid_amount: number; returned_total: number; amount_due: number; refund_due: number }[])
      expect(r.amount_due - r.refund_due).toBe(r.grand_total - r.returned_total - r.paid_amount);
  });
});

describe('summary cards, Excel and receipts after customer returns', () => {
  const summary = async () => {
    const r = await ctx.admin.get('/purchase_order/summary_payment_status');
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    return r.data as Record<string, number>;
  };
  const minus = (a: Record<string, number>, b: Record<string, number>) => Object.fromEntries(Object.keys(a).map((k) => [k, a[k] - b[k]]));

  it('sums what is still owed after approved returns, and words an order covered by returns Lunas (dengan retur) everywhere', async () => {
    const before = await summary();
    const name = 'Toko Rekap Retur';
    // A: 60.000, paid 20.000 in part, 3 Strip returned (15.000): 25.000 still due.
    const a = await shippedOrder(10, name);
    await owner().execute(sql`update sales_order set paid_amount = 20000 where order_id = ${a.order_id}`);
    await refreshSalesFacts(owner(), [a.order_id]);
    await setStatus(await newReturn(a, 3), 'disetujui');
    // B: 30.000, 10.000 paid (the shipping), every Strip returned (20.000): nothing due, so the approval marks it paid (payment invariant).
    const b = await shippedOrder(4, name);
    await owner().execute(sql`update sales_order set paid_amount = 10000 where order_id = ${b.order_id}`);
    await refreshSalesFacts(owner(), [b.order_id]);
    await setStatus(await newReturn(b, 4), 'disetujui');
    // C: 30.000 marked paid; a pending return changes nothing.
    const c = await shippedOrder(4, name);
    expect((await post('/purchase_order/update_paid', { order_id: c.order_id })).http).toBe(200);
    await newReturn(c, 1);

    expect(minus(await summary(), before)).toEqual({
      paid_count: 2,
      paid_total: 60000,
      unpaid_count: 1,
      unpaid_total: 60000,
      total_count: 3,
      grand_total: 120000,
      returned_total: 35000,
      unpaid_amount_due: 25000,
      amount_due_total: 25000,
    });
    // The unpaid card is the list's own Sisa Tagihan summed over the unpaid orders.
    const unpaid = await post('/purchase_order/list', { payment_status: 'unpaid', perPage: 500 });
    const after = await summary();
    expect(unpaid.data.data).toHaveLength(after.unpaid_count);
    expect((unpaid.data.data as { amount_due: number }[]).reduce((t, r) => t + r.amount_due, 0)).toBe(after.unpaid_amount_due);

    // Excel: Pembayaran in the same words, then Retur and Sisa Tagihan of the order on each of its lines.
    const res = await fetch(`${ctx.server.url}/purchase_order/excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: name }),
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const ws = wb.worksheets[0];
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    const head = values(1);
    expect(head.slice(-3)).toEqual(['Total Tagihan', 'Retur', 'Sisa Tagihan']);
    const col = (h: string) => head.indexOf(h);
    const rows = Array.from({ length: ws.rowCount - 1 }, (_, i) => values(i + 2));
    expect(Object.fromEntries(rows.map((r) => [r[0], [r[col('Pembayaran')], r[col('Total Tagihan')], r[col('Retur')], r[col('Sisa Tagihan')]]]))).toEqual({
      [a.invoice_number]: ['Belum Lunas', 60000, 15000, 25000],
      [b.invoice_number]: ['Lunas', 30000, 20000, 0],
      [c.invoice_number]: ['Lunas', 30000, 0, 0],
    });

    // The kwitansi, the info page and the partner payment call word B as settled (paid in part, the rest returned: Lunas), A as owing.
    const words = async (o: Order) => {
      const kw = (await anon.get('/public/kwitansi', { id: o.public_token, inv: o.invoice_number })).data;
      const info = (await anon.get('/public/info', { id: o.public_token, inv: o.invoice_number })).data;
      const pay = (await ctx.admin.get('/partner/payment_detail', { id: o.order_id, invoice_no: o.invoice_number })).data;
      return { kwitansi: [kw.payment_label, kw.is_paid, kw.remaining], info: info.payment_label, partner: pay.payment_status_label };
    };
    expect(await words(b)).toEqual({ kwitansi: ['Lunas', true, 0], info: 'Lunas', partner: 'Lunas' });
    expect(await words(a)).toEqual({ kwitansi: ['Belum Lunas', false, 25000], info: 'Belum Lunas', partner: 'Belum Lunas' });
    expect(await words(c)).toEqual({ kwitansi: ['Lunas', true, 0], info: 'Lunas', partner: 'Lunas' });
  });
});
