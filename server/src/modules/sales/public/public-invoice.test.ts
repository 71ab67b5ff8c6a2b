import { beforeAll, describe, expect, it } from 'vitest';
import { Client, useTestServer } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

/*
 * The customer's public invoice pages: GET /public/info and /public/kwitansi?id={public_token}&inv={invoice_number},
 * answered without a session; any wrong link is the same 404, and the answer holds only what a customer may see.
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);
type Order = { order_id: number; invoice_number: string; grand_total: number; public_token: string };
let order: Order;
let anon: Client;
let para = 0;
const NOT_FOUND = 'Tautan tidak valid atau tagihan tidak ditemukan';

const add = async (body: Record<string, unknown>) => {
  const r = await ctx.admin.post('/purchase_order/add_stored', body, { json: true });
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return r.data as Order;
};

beforeAll(async () => {
  para = (await makeProduct('Paracetamol Publik')).product_id;
  expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: para, product_price_sale: 5000 })).http).toBe(200);
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: para, qty: 100, unit_cost: 3000 }] });
  order = await add({
    customer_name: 'Toko Publik',
    customer_phone: '081299990000',
    gudang_id: 1,
    shipping_cost: 10000,
    destination_name: 'Budi Penerima',
    destination_phone: '081288887777',
    destination_address: 'Jl. Rahasia 9',
    lines: [{ product_id: para, unit: 'kecil', qty: 4, discount_type: 'rupiah', discount: 1000 }],
  });
  anon = new Client(ctx.server.url);
});

describe('public invoice pages', () => {
  it('answers /public/info without a session with exactly the fields a customer sees', async () => {
    const r = await anon.get('/public/info', { id: order.public_token, inv: order.invoice_number });
    expect(r.http, JSON.stringify(r.msg)).toBe(200);
    const d = r.data as Record<string, unknown>;
    expect(Object.keys(d).sort()).toEqual(
      [
        'company',
        'customer_name',
        'invoice_number',
        'order_date',
        'status',
        'status_label',
        'is_paid',
        'payment_label',
        'paid_amount',
        'paid_at',
        'totals',
        'recipient',
        'shipping',
        'lines',
      ].sort(),
    );
    expect(Object.keys(d.company as object).sort()).toEqual(['address', 'city', 'logo', 'name', 'phone']);
    expect(Object.keys(d.recipient as object).sort()).toEqual(['city', 'name']);
    expect(Object.keys(d.shipping as object).sort()).toEqual(['courier', 'no_resi']);
    expect(Object.keys(d.totals as object).sort()).toEqual(
      ['cod_fee', 'discount_total', 'grand_total', 'gross_total', 'ppn', 'refund_due', 'remaining', 'returned_total', 'shipping_cost'].sort(),
    );
    const lines = d.lines as Record<string, unknown>[];
    expect(lines).toHaveLength(1);
    expect(Object.keys(lines[0]).sort()).toEqual(['discount', 'name', 'price', 'qty', 'subtotal', 'unit']);
    expect(d).toMatchObject({
      invoice_number: order.invoice_number,
      status: 'baru',
      status_label: 'Baru',
      customer_name: 'Toko Publik',
      is_paid: false,
      payment_label: 'Belum Lunas',
      recipient: { name: 'Budi Penerima' },
      totals: { grand_total: order.grand_total },
    });
    expect(lines[0]).toMatchObject({ name: 'Paracetamol Publik', qty: 4, price: 5000 });
    const text = JSON.stringify(d);
    for (const secret of ['081288887777', '081299990000', 'Jl. Rahasia 9', 'public_token', 'order_id', 'unit_cost', order.public_token])
      expect(text).not.toContain(secret);
  });

  it('answers /public/kwitansi with the amount in words', async () => {
    const r = await anon.get('/public/kwitansi', { id: order.public_token, inv: order.invoice_number.toLowerCase() });
    expect(r.http).toBe(200);
    const d = r.data as Record<string, unknown>;
    expect(Object.keys(d).sort()).toEqual(
      [
        'company',
        'invoice_number',
        'order_date',
        'status_label',
        'is_paid',
        'payment_label',
        'paid_at',
        'paid_amount',
        'paid_amount_words',
        'grand_total',
        'returned_total',
        'remaining',
        'refund_due',
        'received_from',
        'lines',
      ].sort(),
    );
    expect(d).toMatchObject({
      invoice_number: order.invoice_number,
      grand_total: order.grand_total,
      paid_amount: 0,
      paid_amount_words: 'nol rupiah',
      payment_label: 'Belum Lunas',
      received_from: 'Toko Publik',
    });
  });

  it('writes the paid amount in words once the order is paid', async () => {
    // 4 Strip × 5.000 − 1.000 + ongkir 10.000 = 29.000
    expect(order.grand_total).toBe(29000);
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: order.order_id })).http).toBe(200);
    const r = await anon.get('/public/kwitansi', { id: order.public_token, inv: order.invoice_number });
    expect(r.data).toMatchObject({ is_paid: true, paid_amount: 29000, remaining: 0, paid_amount_words: 'dua puluh sembilan ribu rupiah' });
    expect((await anon.get('/public/info', { id: order.public_token, inv: order.invoice_number })).data).toMatchObject({ is_paid: true, paid_amount: 29000 });
  });

  it('answers the same 404 for a wrong number, a random token, a missing part and a deleted order', async () => {
    const random = 'x'.repeat(16) + order.public_token.slice(16);
    const cases: Record<string, string>[] = [
      { id: order.public_token, inv: `${order.invoice_number}X` },
      { id: random, inv: order.invoice_number },
      { id: order.public_token },
      {},
    ];
    for (const path of ['/public/info', '/public/kwitansi'])
      for (const q of cases) {
        const r = await anon.get(path, q);
        expect(r.http, `${path} ${JSON.stringify(q)}`).toBe(404);
        expect(r.msg).toBe(NOT_FOUND);
      }
    const gone = await add({ customer_name: 'Hapus', gudang_id: 1, lines: [{ product_id: para, unit: 'kecil', qty: 1 }] });
    expect((await anon.get('/public/info', { id: gone.public_token, inv: gone.invoice_number })).http).toBe(200);
    expect((await ctx.admin.post('/purchase_order/delete', { order_id: gone.order_id })).http).toBe(200);
    for (const path of ['/public/info', '/public/kwitansi']) {
      const r = await anon.get(path, { id: gone.public_token, inv: gone.invoice_number });
      expect(r.http).toBe(404);
      expect(r.msg).toBe(NOT_FOUND);
    }
  });
});
