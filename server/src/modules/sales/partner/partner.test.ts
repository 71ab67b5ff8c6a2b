import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup, userWithPrivileges } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

/*
 * A partner's (mitra) own invoice and payment: POST /partner/invoice_detail and GET
 * /partner/payment_detail?id&invoice_no. A partner reaches only the orders they made.
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const ids = { para: 0, amox: 0, bca: 0 };
type Order = { order_id: number; invoice_number: string; grand_total: number };
let partnerA: Awaited<ReturnType<typeof userWithGroup>>;
let partnerB: Awaited<ReturnType<typeof userWithGroup>>;
let other: Client;
let outsider: Awaited<ReturnType<typeof userWithGroup>>;
let ofA: Order;
let ofB: Order;
let ofStaff: Order;

const add = async (body: Record<string, unknown>, c: Client) => {
  const r = await c.post('/purchase_order/add_stored', body, { json: true });
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return r.data as Order;
};
const invoice = (o: Pick<Order, 'order_id'> & { invoice_no?: string }, c: Client) =>
  c.post('/partner/invoice_detail', { id: o.order_id, ...(o.invoice_no ? { invoice_no: o.invoice_no } : {}) });
const payment = (o: Pick<Order, 'order_id'> & { invoice_no?: string }, c: Client) =>
  c.get('/partner/payment_detail', { id: o.order_id, ...(o.invoice_no ? { invoice_no: o.invoice_no } : {}) });

beforeAll(async () => {
  ids.para = (await makeProduct('Paracetamol Mitra')).product_id;
  ids.amox = (await makeProduct('Amoxicillin Mitra')).product_id;
  for (const [id, price] of [
    [ids.para, 5000],
    [ids.amox, 3000],
  ])
    expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: id, product_price_sale: price })).http).toBe(200);
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.para, qty: 300, unit_cost: 3000 },
      { gudang_id: 1, product_id: ids.amox, qty: 300, unit_cost: 2000 },
    ],
  });
  expect(
    (
      await ctx.admin.post('/master/kasbank/create', {
        kasbank_code: 'BCA7',
        kasbank_name: 'Rekening BCA',
        kasbank_type: 'bank',
        kasbank_bank_name: 'BCA',
        kasbank_account_number: '7001234567',
        kasbank_account_holder: 'PT Demo',
      })
    ).http,
  ).toBe(200);
  ids.bca = Number(
    ((await owner().execute(sql`select kasbank_id from master_kasbank where kasbank_code = 'BCA7'`)).rows[0] as { kasbank_id: number }).kasbank_id,
  );
  expect((await ctx.admin.post('/config/stored_config_note_payment', { config_note_payment: 'Transfer ke BCA 7001234567 a.n. PT Demo' })).http).toBe(200);
  partnerA = await userWithGroup(ctx.admin, 10);
  partnerB = await userWithGroup(ctx.admin, 10);
  outsider = await userWithPrivileges(ctx, 82, 'Hanya Gudang', ['inventory', 'latestStock']);
  const reg = await new Client(ctx.server.url).post('/registration/submit', {
    company_name: 'CV Tetangga Mitra',
    app_name: 'tetangga-mitra',
    name: 'Pemilik Mitra',
    username: 'owner_mitra_t',
    email: 'owner@mitra-t.test',
    password: 'Password-M-123',
    password_confirmation: 'Password-M-123',
  });
  expect(reg.status).toBe(200);
  other = await new Client(ctx.server.url).login('owner_mitra_t', 'Password-M-123');
  ofA = await add(
    {
      customer_name: 'Toko Sehat',
      customer_phone: '081200001111',
      gudang_id: 1,
      source: 'whatsapp',
      payment_method: 'transfer',
      bank_id: ids.bca,
      shipping_cost: 10000,
      destination_name: 'Toko Sehat',
      destination_phone: '081200001111',
      destination_address: 'Jl. Kenanga 3',
      lines: [
        { product_id: ids.para, unit: 'besar', qty: 2 },
        { product_id: ids.amox, unit: 'kecil', qty: 5, discount_type: 'rupiah', discount: 1000 },
      ],
    },
    partnerA.client,
  );
  ofB = await add({ customer_name: 'Apotek B', gudang_id: 1, lines: [{ product_id: ids.para, unit: 'kecil', qty: 1 }] }, partnerB.client);
  ofStaff = await add({ customer_name: 'Pelanggan Kantor', gudang_id: 1, lines: [{ product_id: ids.para, unit: 'kecil', qty: 1 }] }, ctx.admin);
});

describe('partner/invoice_detail', () => {
  it("answers the partner's own invoice with its lines, totals, recipient and payment", async () => {
    // 2 Box × 50.000 = 100.000; 5 Strip × 3.000 = 15.000 − 1.000 = 14.000; subtotal 114.000 + shipping 10.000.
    expect(ofA.grand_total).toBe(124000);
    const r = await invoice({ ...ofA, invoice_no: ofA.invoice_number.toLowerCase() }, partnerA.client);
    expect(r.http).toBe(200);
    expect(r.data).toMatchObject({
      order_id: ofA.order_id,
      invoice_number: ofA.invoice_number,
      status: 'baru',
      status_label: 'Baru',
      gudang_id: 1,
      gudang_name: 'Gudang Utama',
      source: 'whatsapp',
      source_label: 'WhatsApp',
      customer_name: 'Toko Sehat',
      destination_address: 'Jl. Kenanga 3',
      gross_total: 115000,
      discount_total: 1000,
      subtotal: 114000,
      shipping_cost: 10000,
      grand_total: 124000,
      shipping_provider: 'hubungiadmin',
    });
    expect(
      r.data.lines.map((l: Record<string, unknown>) => [l.product_name, l.unit, l.unit_name, l.qty_input, l.qty, l.price, l.discount_amount, l.subtotal]),
    ).toEqual([
      ['Paracetamol Mitra', 'besar', 'Box', 2, 20, 50000, 0, 100000],
      ['Amoxicillin Mitra', 'kecil', 'Strip', 5, 5, 3000, 1000, 14000],
    ]);
    expect(r.data.payment).toMatchObject({
      is_paid: 0,
      payment_status: 'unpaid',
      payment_status_label: 'Belum Lunas',
      grand_total: 124000,
      paid_amount: 0,
      remaining: 124000,
      payment_method: 'transfer',
      payment_method_label: 'Transfer Bank',
      bank: { kasbank_id: ids.bca, label: 'BCA 7001234567 a.n. PT Demo' },
      note_payment: 'Transfer ke BCA 7001234567 a.n. PT Demo',
    });
    // Without the number it opens too; staff of the Tagihan page open any partner's invoice.
    expect((await invoice(ofA, partnerA.client)).data.order_id).toBe(ofA.order_id);
    expect((await invoice(ofA, ctx.admin)).data.invoice_number).toBe(ofA.invoice_number);
  });

  it("is 404 for another partner's, the staff's, another company's or a deleted order, or a number that is not the order's", async () => {
    const before = await tableSnapshot(ctx.server.database);
    for (const [o, c] of [
      [ofB, partnerA.client],
      [ofA, partnerB.client],
      [ofStaff, partnerA.client],
      [ofA, other],
    ] as const) {
      expect((await invoice(o, c)).http).toBe(404);
      expect((await payment(o, c)).http).toBe(404);
    }
    expect((await invoice({ ...ofA, invoice_no: ofB.invoice_number }, partnerA.client)).http).toBe(404);
    expect((await payment({ ...ofA, invoice_no: 'INV/0000/99999' }, partnerA.client)).http).toBe(404);
    expect((await invoice({ order_id: 999999 }, partnerA.client)).msg).toBe('Tagihan tidak ditemukan');
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const gone = await add({ customer_name: 'Batal', gudang_id: 1, lines: [{ product_id: ids.amox, unit: 'kecil', qty: 1 }] }, partnerA.client);
    expect((await ctx.admin.post('/purchase_order/delete', { order_id: gone.order_id })).http).toBe(200);
    expect((await invoice(gone, partnerA.client)).http).toBe(404);
    expect((await payment(gone, partnerA.client)).http).toBe(404);
  });

  it('refuses bad ids at the field and roles without the pages', async () => {
    expect((await partnerA.client.post('/partner/invoice_detail', { id: 'abc' })).errors?.id?.[0]).toContain('Tagihan');
    expect((await partnerA.client.post('/partner/invoice_detail', {})).errors).toEqual({ id: ['Tagihan wajib diisi'] });
    expect((await partnerA.client.get('/partner/payment_detail', { id: ofA.order_id, invoice_no: 'x'.repeat(61) })).errors).toEqual({
      invoice_no: ['Nomor tagihan maksimal 60 karakter'],
    });
    expect((await invoice(ofA, outsider.client)).http).toBe(403);
    expect((await payment(ofA, outsider.client)).http).toBe(403);
  });
});

describe('partner/payment_detail', () => {
  it('follows the order from unpaid to paid', async () => {
    const unpaid = await payment({ ...ofA, invoice_no: ofA.invoice_number }, partnerA.client);
    expect(unpaid.data).toMatchObject({ order_id: ofA.order_id, payment_status: 'unpaid', remaining: 124000, paid_at: null });
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: ofA.order_id })).http).toBe(200);
    const paid = await payment({ ...ofA, invoice_no: ofA.invoice_number }, partnerA.client);
    expect(paid.data).toMatchObject({
      is_paid: 1,
      payment_status: 'paid',
      payment_status_label: 'Lunas',
      paid_amount: 124000,
      remaining: 0,
      bank: { kasbank_id: ids.bca, kasbank_account_number: '7001234567' },
    });
    expect(Date.parse(paid.data.paid_at)).toBeGreaterThan(Date.now() - 600_000);
    expect((await invoice(ofA, partnerA.client)).data.payment).toMatchObject({ payment_status: 'paid', remaining: 0 });
    // A group-6 user of another warehouse does not reach it.
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    expect((await payment(ofA, g6.client)).http).toBe(404);
  });
});
