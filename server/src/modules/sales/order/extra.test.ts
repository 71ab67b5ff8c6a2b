import { SALES_ORDER_SOURCES, SALES_PAYMENT_METHODS } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup, userWithPrivileges } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { openCashierShift } from '../cashier/cashier-test-kit.js';
import { pickSalesOrder } from './commands/transition-sales-order.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';
import { refreshSalesFacts } from '../../report/facts/commands/refresh-sales-facts.js';

/*
 * The secondary calls of a customer's order (purchase_order): paid/unpaid, invoice number preview,
 * payment summary, komponen, shipping, recipient and COD fee, detail_penerima, and the
 * stock_reduction setting. Orders are made through the core's /purchase_order/add_stored.
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct, stockOf, asAdmin } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const ids = { para: 0, amox: 0, jne: 0, oldCourier: 0, bca: 0, kas: 0, closedBank: 0, g2: 2 };
let other: Client;
let partnerA: Awaited<ReturnType<typeof userWithGroup>>;
let partnerB: Awaited<ReturnType<typeof userWithGroup>>;
let outsider: Awaited<ReturnType<typeof userWithGroup>>;

type Body = Record<string, unknown>;
const add = async (body: Body, c: Client = ctx.admin) => {
  const r = await c.post('/purchase_order/add_stored', body, { json: true });
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return r.data as { order_id: number; invoice_number: string; grand_total: number; status: string };
};
/** 2 Box of Paracetamol at 5.000 a strip (100.000) and 5 Strip of Amoxicillin at 3.000 (15.000): 115.000 of goods. */
const twoLines = () => [
  { product_id: ids.para, unit: 'besar', qty: 2 },
  { product_id: ids.amox, unit: 'kecil', qty: 5 },
];
const orderRow = async (id: number) =>
  (
    await owner().execute(sql`select status, is_paid, paid_amount::float8 as paid_amount, paid_at, paid_by, payment_method, bank_id,
      grand_total::float8 as grand_total, shipping_cost::float8 as shipping_cost, shipping_discount::float8 as shipping_discount, cod_fee::float8 as cod_fee, ekspedisi_id, kurir, no_resi, shipping_service, destination_name, destination_city_name from sales_order where order_id = ${id}`)
  ).rows[0] as Record<string, unknown>;
const detail = async (id: number) => (await ctx.admin.post('/purchase_order/detail', { order_id: id })).data;
const snap = () => tableSnapshot(ctx.server.database);

beforeAll(async () => {
  ids.para = (await makeProduct('Paracetamol Tagihan')).product_id;
  ids.amox = (await makeProduct('Amoxicillin Tagihan')).product_id;
  for (const [id, price] of [
    [ids.para, 5000],
    [ids.amox, 3000],
  ])
    expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: id, product_price_sale: price })).http).toBe(200);
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: ids.para, qty: 500, unit_cost: 3000 },
      { gudang_id: 1, product_id: ids.amox, qty: 500, unit_cost: 2000 },
      { gudang_id: 2, product_id: ids.para, qty: 100, unit_cost: 3000 },
    ],
  });
  for (const [code, name] of [
    ['JNE', 'JNE Express'],
    ['OLD', 'Kurir Lama'],
  ])
    expect((await ctx.admin.post('/ekspedisi/create_stored', { ekspedisi_code: code, ekspedisi_name: name })).http).toBe(200);
  const couriers = (await owner().execute(sql`select ekspedisi_id, ekspedisi_code from master_ekspedisi where company_id = 1`)).rows as {
    ekspedisi_id: number;
    ekspedisi_code: string;
  }[];
  ids.jne = Number(couriers.find((c) => c.ekspedisi_code === 'JNE')?.ekspedisi_id);
  ids.oldCourier = Number(couriers.find((c) => c.ekspedisi_code === 'OLD')?.ekspedisi_id);
  await owner().execute(sql`update master_ekspedisi set status = 0 where ekspedisi_id = ${ids.oldCourier} and company_id = 1`);
  for (const k of [
    { kasbank_code: 'KAS1', kasbank_name: 'Kas Toko', kasbank_type: 'kas' },
    {
      kasbank_code: 'BCA1',
      kasbank_name: 'Rekening BCA',
      kasbank_type: 'bank',
      kasbank_bank_name: 'BCA',
      kasbank_account_number: '1234567890',
      kasbank_account_holder: 'PT Demo',
    },
    { kasbank_code: 'BNI9', kasbank_name: 'Rekening BNI Lama', kasbank_type: 'bank', kasbank_bank_name: 'BNI' },
  ])
    expect((await ctx.admin.post('/master/kasbank/create', k)).http).toBe(200);
  const banks = (await owner().execute(sql`select kasbank_id, kasbank_code from master_kasbank where company_id = 1`)).rows as {
    kasbank_id: number;
    kasbank_code: string;
  }[];
  const bank = (code: string) => Number(banks.find((b) => b.kasbank_code === code)?.kasbank_id);
  ids.kas = bank('KAS1');
  ids.bca = bank('BCA1');
  ids.closedBank = bank('BNI9');
  await owner().execute(sql`update master_kasbank set status = 0 where kasbank_id = ${ids.closedBank} and company_id = 1`);
  partnerA = await userWithGroup(ctx.admin, 10);
  partnerB = await userWithGroup(ctx.admin, 10);
  outsider = await userWithPrivileges(ctx, 81, 'Hanya Inventori', ['inventory', 'latestStock']);
  const reg = await new Client(ctx.server.url).post('/registration/submit', {
    company_name: 'CV Tetangga Tagihan',
    app_name: 'tetangga-tagihan',
    name: 'Pemilik Tetangga',
    username: 'owner_tagihan_t',
    email: 'owner@tagihan-t.test',
    password: 'Password-T-123',
    password_confirmation: 'Password-T-123',
  });
  expect(reg.status).toBe(200);
  other = await new Client(ctx.server.url).login('owner_tagihan_t', 'Password-T-123');
  await openCashierShift(ctx.admin);
});

describe('komponen: the order form choices', () => {
  it('answers the sources, the payment methods and the active accounts of Kas & Bank, banks first', async () => {
    const src = await ctx.admin.get('/purchase_order/komponen/source');
    expect(src.data).toEqual(SALES_ORDER_SOURCES.map((s) => ({ value: s.value, label: s.label })));
    expect(src.data.map((s: { label: string }) => s.label)).toContain('Offline/Toko');
    const pay = await ctx.admin.get('/purchase_order/komponen/payment');
    expect(pay.data.map((p: { label: string }) => p.label)).toEqual(['Tunai', 'Transfer Bank', 'QRIS', 'Kartu Debit', 'Kartu Kredit', 'COD', 'Tempo']);
    expect(pay.data.find((p: { value: string }) => p.value === 'transfer')).toEqual({
      value: 'transfer',
      label: 'Transfer Bank',
      needs_bank: true,
      cashier: true,
      verified: false,
    });
    expect(pay.data).toHaveLength(SALES_PAYMENT_METHODS.length);
    const bank = await ctx.admin.get('/purchase_order/komponen/bank');
    expect(bank.data.map((b: { value: number; label: string }) => [b.value, b.label])).toEqual([
      [ids.bca, 'BCA 1234567890 a.n. PT Demo'],
      [ids.kas, 'Kas Toko'],
    ]);
    expect(bank.data[0]).toMatchObject({ kasbank_code: 'BCA1', kasbank_type: 'bank', kasbank_account_holder: 'PT Demo' });
    expect((await ctx.admin.get('/purchase_order/komponen/bank', { kasbank_type: 'kas' })).data.map((b: { value: number }) => b.value)).toEqual([ids.kas]);
    expect((await ctx.admin.get('/purchase_order/komponen/bank', { kasbank_type: 'emas' })).errors).toEqual({
      kasbank_type: ['Jenis akun harus kas atau bank'],
    });
    // A partner fills the order form too; another company sees none of our accounts; a role without the pages is refused.
    expect((await partnerA.client.get('/purchase_order/komponen/payment')).http).toBe(200);
    expect((await other.get('/purchase_order/komponen/bank')).data).toEqual([]);
    for (const path of ['/purchase_order/komponen/source', '/purchase_order/komponen/payment', '/purchase_order/komponen/bank'])
      expect((await outsider.client.get(path)).http, path).toBe(403);
  });
});

describe('generate_invoice_number', () => {
  it('shows the number the next order gets without taking it, per series', async () => {
    const before = await snap();
    const a = await ctx.admin.get('/purchase_order/generate_invoice_number');
    const again = await ctx.admin.get('/purchase_order/generate_invoice_number', { is_ppn_jual: 0 });
    const ppn = await ctx.admin.get('/purchase_order/generate_invoice_number', { is_ppn_jual: 1 });
    expect(await snap()).toEqual(before);
    expect(a.data.invoice_number).toMatch(/^INV\/\d{4}\/\d{5}$/);
    expect(again.data.invoice_number).toBe(a.data.invoice_number);
    expect(ppn.data).toMatchObject({ is_ppn_jual: 1 });
    expect(ppn.data.invoice_number).toMatch(/^INVP\/\d{4}\/\d{5}$/);
    const made = await add({ customer_name: 'Pembeli Nomor', gudang_id: 1, lines: twoLines() });
    expect(made.invoice_number).toBe(a.data.invoice_number);
    const next = await ctx.admin.get('/purchase_order/generate_invoice_number');
    expect(next.data.invoice_number).not.toBe(a.data.invoice_number);
    const madePpn = await add({ customer_name: 'Pembeli PPN', gudang_id: 1, is_ppn_jual: 1, lines: twoLines() });
    expect(madePpn.invoice_number).toBe(ppn.data.invoice_number);
    // The next one of the untaxed series did not move with the taxed order; it is what the next add gets.
    expect((await ctx.admin.get('/purchase_order/generate_invoice_number')).data.invoice_number).toBe(next.data.invoice_number);
    expect((await add({ customer_name: 'Pembeli Ketiga', gudang_id: 1, lines: twoLines() })).invoice_number).toBe(next.data.invoice_number);
    // A past month's period: its own counter.
    const past = await ctx.admin.get('/purchase_order/generate_invoice_number', { order_date: '2026-01-15' });
    expect(past.data.invoice_number).toBe('INV/2601/00001');
    expect((await add({ customer_name: 'Pembeli Januari', gudang_id: 1, order_date: '2026-01-15', lines: twoLines() })).invoice_number).toBe('INV/2601/00001');
    expect((await ctx.admin.get('/purchase_order/generate_invoice_number', { is_ppn_jual: 2 })).errors).toEqual({
      is_ppn_jual: ['is_ppn_jual harus 0 atau 1'],
    });
    expect((await partnerA.client.get('/purchase_order/generate_invoice_number')).http).toBe(200);
    expect((await outsider.client.get('/purchase_order/generate_invoice_number')).http).toBe(403);
    // Another company counts apart: its first number.
    expect((await other.get('/purchase_order/generate_invoice_number')).data.invoice_number).toMatch(/^INV\/\d{4}\/00001$/);
  });
});

describe('paid and unpaid', () => {
  it('marks an order paid with method, account and date, then unpaid, checked by the validation call first', async () => {
    const o = await add({ customer_name: 'Pembeli Lunas', gudang_id: 1, order_date: '2026-11-02', lines: twoLines() });
    expect(o.grand_total).toBe(115000);
    const body = { order_id: o.order_id, payment_method: 'transfer', bank_id: ids.bca, paid_date: '2026-11-03' };
    const before = await snap();
    const v = await ctx.admin.post('/purchase_order/validation_update_paid_unpaid', { ...body, status: 'paid' });
    expect(v.http).toBe(200);
    expect(await snap()).toEqual(before);
    const paid = await ctx.admin.post('/purchase_order/update_paid', body);
    expect(paid).toMatchObject({ http: 200, msg: 'Tagihan ditandai lunas' });
    expect(paid.data).toMatchObject({ order_id: o.order_id, is_paid: 1, paid_amount: 115000, paid_by: 1, payment_method: 'transfer', bank_id: ids.bca });
    // Paid on 3 November (Jakarta).
    const at = new Date(paid.data.paid_at);
    expect(new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10)).toBe('2026-11-03');
    const d = await detail(o.order_id);
    expect(d).toMatchObject({ is_paid: 1, paid_amount: 115000, grand_total: 115000 });
    // Twice: refused at order_id, nothing written.
    let s = await snap();
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: o.order_id })).errors).toEqual({ order_id: ['Tagihan sudah lunas'] });
    expect((await ctx.admin.post('/purchase_order/validation_update_paid_unpaid', { order_id: o.order_id, status: 'paid' })).http).toBe(422);
    expect(await snap()).toEqual(s);
    expect((await ctx.admin.post('/purchase_order/validation_update_paid_unpaid', { order_id: o.order_id, status: 'unpaid' })).http).toBe(200);
    const unpaid = await ctx.admin.post('/purchase_order/update_unpaid', { order_id: o.order_id });
    expect(unpaid.data).toMatchObject({ is_paid: 0, paid_amount: 0, paid_at: null, paid_by: null });
    expect(await orderRow(o.order_id)).toMatchObject({ is_paid: 0, paid_at: null });
    s = await snap();
    expect((await ctx.admin.post('/purchase_order/update_unpaid', { order_id: o.order_id })).errors).toEqual({ order_id: ['Tagihan belum lunas'] });
    expect(await snap()).toEqual(s);
    // Paid again without details: today, the method it had.
    const again = await ctx.admin.post('/purchase_order/update_paid', { order_id: o.order_id });
    expect(again.data).toMatchObject({ is_paid: 1, paid_amount: 115000, payment_method: 'transfer', bank_id: ids.bca });
  });

  it('marks an order paid once when two clicks race', async () => {
    const o = await add({ customer_name: 'Pembeli Ganda', gudang_id: 1, lines: twoLines() });
    const answers = await Promise.all([1, 2, 3].map(() => ctx.admin.post('/purchase_order/update_paid', { order_id: o.order_id })));
    expect(answers.map((a) => a.http).sort()).toEqual([200, 422, 422]);
    expect(answers.filter((a) => a.http === 422).every((a) => a.errors?.order_id?.[0] === 'Tagihan sudah lunas')).toBe(true);
    expect(await orderRow(o.order_id)).toMatchObject({ is_paid: 1, paid_amount: 115000 });
  });

  it('answers every bad field in Indonesian and writes nothing', async () => {
    const o = await add({ customer_name: 'Pembeli Salah', gudang_id: 1, order_date: '2026-11-05', lines: twoLines() });
    const before = await snap();
    const bad = async (body: Body) => (await ctx.admin.post('/purchase_order/update_paid', { order_id: o.order_id, ...body })).errors;
    expect(await bad({ bank_id: 999999 })).toEqual({ bank_id: ['Rekening tidak ditemukan'] });
    expect(await bad({ bank_id: ids.closedBank })).toEqual({ bank_id: ['Rekening tidak aktif'] });
    expect(await bad({ payment_method: 'transfer' })).toEqual({ bank_id: ['Rekening wajib dipilih untuk metode pembayaran ini'] });
    expect(Object.keys((await bad({ payment_method: 'bitcoin' })) ?? {})).toEqual(['payment_method']);
    expect(await bad({ paid_date: '2999-01-01' })).toEqual({ paid_date: ['Tanggal bayar tidak boleh di masa depan'] });
    expect(await bad({ paid_date: '2026-11-04' })).toEqual({ paid_date: ['Tanggal bayar tidak boleh sebelum tanggal tagihan'] });
    expect(await bad({ paid_date: '2026-02-30' })).toEqual({ paid_date: ['Tanggal bayar tidak valid'] });
    expect((await ctx.admin.post('/purchase_order/update_paid', {})).errors).toEqual({ order_id: ['Tagihan wajib diisi'] });
    expect((await ctx.admin.post('/purchase_order/validation_update_paid_unpaid', { order_id: o.order_id })).errors).toEqual({
      status: ['Status pembayaran harus paid atau unpaid'],
    });
    expect(await snap()).toEqual(before);
    // A cash payment needs no account.
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: o.order_id, payment_method: 'cash' })).data).toMatchObject({
      payment_method: 'cash',
      bank_id: null,
    });
  });

  it('refuses deleted and cancelled orders, and never unpays a cashier sale', async () => {
    const gone = await add({ customer_name: 'Pembeli Hapus', gudang_id: 1, lines: twoLines() });
    expect((await ctx.admin.post('/purchase_order/delete', { order_id: gone.order_id, reason: 'Salah input' })).http).toBe(200);
    const cancelled = await add({ customer_name: 'Pembeli Batal', gudang_id: 1, lines: twoLines() });
    await owner().execute(sql`update sales_order set status = 'dibatalkan' where order_id = ${cancelled.order_id}`);
    await refreshSalesFacts(owner(), [cancelled.order_id]);
    const pos = await add({ gudang_id: 1, is_pos: 1, payment_method: 'cash', cash_received: 200000, lines: twoLines() });
    expect(await orderRow(pos.order_id)).toMatchObject({ is_paid: 1, status: 'selesai' });
    const before = await snap();
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: gone.order_id })).errors).toEqual({ order_id: ['Tagihan sudah dihapus'] });
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: cancelled.order_id })).errors).toEqual({ order_id: ['Tagihan sudah dibatalkan'] });
    expect((await ctx.admin.post('/purchase_order/update_unpaid', { order_id: pos.order_id })).errors).toEqual({
      order_id: ['Penjualan kasir dibayar di kasir; pembayarannya tidak dapat dibatalkan'],
    });
    expect((await ctx.admin.post('/purchase_order/validation_update_paid_unpaid', { order_id: pos.order_id, status: 'unpaid' })).http).toBe(422);
    expect(await snap()).toEqual(before);
  });

  it('is 404 for another company, another warehouse of a group-6 user, and 403 without the Tagihan page', async () => {
    const o = await add({ customer_name: 'Pembeli Rahasia', gudang_id: 1, lines: twoLines() });
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const before = await snap();
    for (const c of [other, g6.client]) {
      expect((await c.post('/purchase_order/update_paid', { order_id: o.order_id })).http).toBe(404);
      expect((await c.post('/purchase_order/update_unpaid', { order_id: o.order_id })).http).toBe(404);
      expect((await c.post('/purchase_order/validation_update_paid_unpaid', { order_id: o.order_id, status: 'paid' })).http).toBe(404);
    }
    for (const c of [partnerA.client, outsider.client]) {
      expect((await c.post('/purchase_order/update_paid', { order_id: o.order_id })).http).toBe(403);
      expect((await c.post('/purchase_order/update_unpaid', { order_id: o.order_id })).http).toBe(403);
      expect((await c.post('/purchase_order/validation_update_paid_unpaid', { order_id: o.order_id, status: 'paid' })).http).toBe(403);
    }
    expect(await snap()).toEqual(before);
    // Group 6 marks the orders of its own warehouse.
    const branch = await add({ customer_name: 'Pembeli Cabang', gudang_id: 2, lines: [{ product_id: ids.para, unit: 'kecil', qty: 3 }] });
    expect((await g6.client.post('/purchase_order/update_paid', { order_id: branch.order_id })).data).toMatchObject({ is_paid: 1, paid_amount: 15000 });
  });
});

describe('summary_payment_status', () => {
  it('counts and sums paid and unpaid orders of a date range, per warehouse, cashier and indent, in the user scope', async () => {
    const day = { customer_name: 'Pembeli Ringkasan', order_date: '2026-10-10' };
    const a = await add({ ...day, gudang_id: 1, lines: twoLines() }); // 115.000, paid below
    const b = await add({ ...day, gudang_id: 1, lines: [{ product_id: ids.para, unit: 'besar', qty: 1 }] }); // 50.000
    const c = await add({ ...day, gudang_id: 2, lines: [{ product_id: ids.para, unit: 'kecil', qty: 4 }] }); // 20.000
    const ind = await add({ ...day, gudang_id: 1, is_indent: 1, lines: [{ product_id: ids.amox, unit: 'kecil', qty: 2 }] }); // 6.000
    const pos = await add({ gudang_id: 1, is_pos: 1, cash_received: 5000, lines: [{ product_id: ids.amox, unit: 'kecil', qty: 1 }] }); // 3.000, paid
    // a cashier sale is dated today by the server; the summary's fixed range needs it on 11/10
    await owner().execute(sql`update sales_order set order_date = '2026-10-11' where order_id = ${pos.order_id}`);
    await refreshSalesFacts(owner(), [pos.order_id]);
    const gone = await add({ ...day, gudang_id: 1, lines: twoLines() });
    expect((await ctx.admin.post('/purchase_order/delete', { order_id: gone.order_id })).http).toBe(200);
    const mine = await add({ ...day, gudang_id: 1, lines: [{ product_id: ids.amox, unit: 'kecil', qty: 10 }] }, partnerA.client); // 30.000 (partner A)
    await add({ ...day, gudang_id: 1, lines: [{ product_id: ids.amox, unit: 'kecil', qty: 20 }] }, partnerB.client); // 60.000 (partner B)
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: a.order_id })).http).toBe(200);
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: mine.order_id })).http).toBe(200);
    expect([b.grand_total, c.grand_total, ind.grand_total, pos.grand_total]).toEqual([50000, 20000, 6000, 3000]);
    const range = { start_date: '2026-10-01', end_date: '2026-10-31' };
    const sum = async (q: Record<string, string | number>, cl: Client = ctx.admin) =>
      (await cl.get('/purchase_order/summary_payment_status', { ...range, ...q })).data;
    // Paid: a 115.000, pos 3.000, mine 30.000; unpaid: b 50.000, c 20.000, ind 6.000, partner B 60.000; the deleted order counts nowhere.
    expect(await sum({})).toEqual({
      paid_count: 3,
      paid_total: 148000,
      unpaid_count: 4,
      unpaid_total: 136000,
      total_count: 7,
      grand_total: 284000,
      // no returns nor part payments here: what is owed is the unpaid invoices' total
      returned_total: 0,
      unpaid_amount_due: 136000,
      amount_due_total: 136000,
    });
    expect(await sum({ gudang_name: 'gudang utama' })).toMatchObject({ paid_count: 3, unpaid_count: 3, unpaid_total: 116000 });
    expect(await sum({ is_pos: 1 })).toEqual({
      paid_count: 1,
      paid_total: 3000,
      unpaid_count: 0,
      unpaid_total: 0,
      total_count: 1,
      grand_total: 3000,
      returned_total: 0,
      unpaid_amount_due: 0,
      amount_due_total: 0,
    });
    expect(await sum({ is_pos: 0, is_indent: 1 })).toMatchObject({ paid_count: 0, unpaid_count: 1, unpaid_total: 6000 });
    expect(await sum({ start_date: '2026-10-11', end_date: '2026-10-11' })).toMatchObject({ paid_count: 1, paid_total: 3000, total_count: 1 });
    // A partner: only their own orders.
    expect(await sum({}, partnerA.client)).toEqual({
      paid_count: 1,
      paid_total: 30000,
      unpaid_count: 0,
      unpaid_total: 0,
      total_count: 1,
      grand_total: 30000,
      returned_total: 0,
      unpaid_amount_due: 0,
      amount_due_total: 0,
    });
    expect(await sum({}, partnerB.client)).toMatchObject({ paid_count: 0, unpaid_count: 1, unpaid_total: 60000 });
    // Group 6 with warehouse 2 only: c; and it cannot name warehouse 1.
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    expect(await sum({}, g6.client)).toMatchObject({ unpaid_count: 1, unpaid_total: 20000, total_count: 1 });
    expect((await g6.client.get('/purchase_order/summary_payment_status', { gudang_name: 'Gudang Utama' })).errors).toEqual({
      gudang_name: ['Gudang tidak ditemukan'],
    });
    // Bad filters, another company, a role without the pages.
    expect((await ctx.admin.get('/purchase_order/summary_payment_status', { start_date: '2026-10-31', end_date: '2026-10-01' })).errors).toEqual({
      end_date: ['Tanggal akhir tidak boleh sebelum tanggal awal'],
    });
    expect((await ctx.admin.get('/purchase_order/summary_payment_status', { start_date: '10/01/2026', is_pos: 'ya' })).errors).toEqual({
      start_date: expect.arrayContaining(['Tanggal awal harus berformat TTTT-BB-HH']),
      is_pos: ['is_pos harus 0 atau 1'],
    });
    expect(await sum({}, other)).toEqual({
      paid_count: 0,
      paid_total: 0,
      unpaid_count: 0,
      unpaid_total: 0,
      total_count: 0,
      grand_total: 0,
      returned_total: 0,
      unpaid_amount_due: 0,
      amount_due_total: 0,
    });
    expect((await outsider.client.get('/purchase_order/summary_payment_status')).http).toBe(403);
  });
});

describe('shipping, COD fee and recipient', () => {
  it('stores the shipping and works the grand total out again', async () => {
    const o = await add({ customer_name: 'Pembeli Kirim', gudang_id: 1, shipping_cost: 20000, shipping_discount: 5000, lines: twoLines() });
    // 115.000 + 20.000 − 5.000
    expect(o.grand_total).toBe(130000);
    const r = await ctx.admin.post('/purchase_order/update_shipping', {
      order_id: o.order_id,
      ekspedisi_id: ids.jne,
      kurir: 'JNE',
      shipping_service: 'REG',
      no_resi: 'JNE123',
      shipping_cost: '30.000',
      shipping_discount: 10000,
    });
    expect(r).toMatchObject({ http: 200, msg: 'Pengiriman tagihan berhasil diubah' });
    // 115.000 + 30.000 − 10.000
    expect(r.data).toMatchObject({
      ekspedisi_id: ids.jne,
      ekspedisi_name: 'JNE Express',
      kurir: 'JNE',
      shipping_service: 'REG',
      no_resi: 'JNE123',
      shipping_cost: 30000,
      shipping_discount: 10000,
      cod_fee: 0,
      grand_total: 135000,
      shipping_provider: 'hubungiadmin',
      status: 'baru',
    });
    expect(await detail(o.order_id)).toMatchObject({ subtotal: 115000, shipping_cost: 30000, shipping_discount: 10000, grand_total: 135000 });
    // A field left out keeps its value.
    const only = await ctx.admin.post('/purchase_order/update_shipping', { order_id: o.order_id, no_resi: 'JNE999' });
    expect(only.data).toMatchObject({ no_resi: 'JNE999', kurir: 'JNE', shipping_cost: 30000, grand_total: 135000 });
    expect((await ctx.admin.get('/purchase_order/detail_penerima', { id: o.order_id })).data).toMatchObject({ no_resi: 'JNE999', grand_total: 135000 });
  });

  it('keeps PPN off the shipping: a taxed order adds the shipping change as it is', async () => {
    expect((await ctx.admin.post('/config/stored_config_ppn', { config_ppn: '11' })).http).toBe(200);
    expect((await ctx.admin.post('/config/stored_config_show_ppn', { config_show_ppn: '0' })).http).toBe(200);
    const o = await add({
      customer_name: 'Pembeli PPN Kirim',
      gudang_id: 1,
      is_ppn_jual: 1,
      shipping_cost: 12000,
      lines: [{ product_id: ids.para, unit: 'besar', qty: 1 }],
    });
    // 50.000 + PPN 11 % (5.500) + 12.000
    expect(o.grand_total).toBe(67500);
    const r = await ctx.admin.post('/purchase_order/update_shipping', { order_id: o.order_id, shipping_cost: 15000, shipping_discount: 1000 });
    // 55.500 + 15.000 − 1.000
    expect(r.data.grand_total).toBe(69500);
    expect(await detail(o.order_id)).toMatchObject({ dpp: 50000, ppn: 5500, grand_total: 69500 });
  });

  it('stores a COD fee on a COD order only', async () => {
    const cod = await add({
      customer_name: 'Pembeli COD',
      gudang_id: 1,
      payment_method: 'cod',
      shipping_cost: 10000,
      lines: [{ product_id: ids.para, unit: 'besar', qty: 1 }],
    });
    expect(cod.grand_total).toBe(60000);
    const fee = await ctx.admin.post('/purchase_order/stored_cod_fee', { order_id: cod.order_id, cod_fee: '2.500' });
    expect(fee).toMatchObject({ http: 200, msg: 'Biaya COD berhasil disimpan' });
    expect(fee.data).toMatchObject({ cod_fee: 2500, grand_total: 62500 });
    expect((await ctx.admin.post('/purchase_order/update_shipping', { order_id: cod.order_id, cod_fee: 3000 })).data.grand_total).toBe(63000);
    expect(await orderRow(cod.order_id)).toMatchObject({ cod_fee: 3000, grand_total: 63000 });
    const plain = await add({ customer_name: 'Pembeli Transfer', gudang_id: 1, payment_method: 'transfer', lines: twoLines() });
    const before = await snap();
    expect((await ctx.admin.post('/purchase_order/stored_cod_fee', { order_id: plain.order_id, cod_fee: 2500 })).errors).toEqual({
      cod_fee: ['Biaya COD hanya untuk tagihan dengan metode pembayaran COD'],
    });
    expect((await ctx.admin.post('/purchase_order/stored_cod_fee', { order_id: plain.order_id })).errors).toEqual({ cod_fee: ['Biaya COD wajib diisi'] });
    expect((await ctx.admin.post('/purchase_order/stored_cod_fee', { order_id: plain.order_id, cod_fee: -5 })).http).toBe(422);
    expect(await snap()).toEqual(before);
  });

  it('answers every bad shipping field and refuses money changes once paid, shipped or cancelled; writes nothing', async () => {
    const o = await add({ customer_name: 'Pembeli Tolak', gudang_id: 1, shipping_cost: 10000, lines: twoLines() });
    let before = await snap();
    const upd = (body: Body, c: Client = ctx.admin) => c.post('/purchase_order/update_shipping', { order_id: o.order_id, ...body });
    expect((await upd({ ekspedisi_id: 999999 })).errors).toEqual({ ekspedisi_id: ['Ekspedisi tidak ditemukan'] });
    expect((await upd({ ekspedisi_id: ids.oldCourier })).errors).toEqual({ ekspedisi_id: ['Ekspedisi tidak aktif'] });
    expect((await upd({ shipping_discount: 15000 })).errors).toEqual({ shipping_discount: ['Diskon ongkos kirim tidak boleh melebihi ongkos kirim'] });
    const shape = await upd({ shipping_cost: '1,5', kurir: 'x'.repeat(61), no_resi: '<script>' });
    expect(Object.keys(shape.errors ?? {}).sort()).toEqual(['kurir', 'no_resi', 'shipping_cost']);
    expect(await snap()).toEqual(before);
    // Paid: the tracking number may still change, the money may not.
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: o.order_id })).http).toBe(200);
    before = await snap();
    expect((await upd({ shipping_cost: 12000, cod_fee: 0 })).errors).toEqual({
      shipping_cost: ['Tagihan sudah lunas: ongkos kirim, diskon ongkir dan biaya COD tidak dapat diubah'],
    });
    expect(await snap()).toEqual(before);
    expect((await upd({ no_resi: 'RESI-LUNAS', shipping_cost: 10000 })).data).toMatchObject({ no_resi: 'RESI-LUNAS', grand_total: 125000 });
    // Cancelled (deleted): nothing at all.
    const gone = await add({ customer_name: 'Pembeli Hilang', gudang_id: 1, lines: twoLines() });
    expect((await ctx.admin.post('/purchase_order/delete', { order_id: gone.order_id })).http).toBe(200);
    before = await snap();
    expect((await ctx.admin.post('/purchase_order/update_shipping', { order_id: gone.order_id, no_resi: 'X1' })).errors).toEqual({
      order_id: ['Tagihan sudah dihapus'],
    });
    expect((await ctx.admin.post('/purchase_order/stored_cod_fee', { order_id: gone.order_id, cod_fee: 0 })).errors).toEqual({
      order_id: ['Tagihan sudah dihapus'],
    });
    expect(await snap()).toEqual(before);
  });

  it('ships from the shipment page: fields, then Siap Dikirim → Dikirim with the stock taken; without status only the fields', async () => {
    const o = await add({ customer_name: 'Pembeli Paket', gudang_id: 1, shipping_cost: 9000, lines: twoLines() });
    const ship = (body: Body, path = '/purchase_order/update_shipping_by_shipment') => ctx.admin.post(path, { order_id: o.order_id, ...body });
    let before = await snap();
    expect((await ship({ kurir: 'JNE' })).errors).toEqual({ order_id: ['Pesanan belum diproses ke Siap Dikirim'] });
    expect(await snap()).toEqual(before);
    await asAdmin((tx, actor) => pickSalesOrder(tx, actor, { order_id: o.order_id }));
    before = await snap();
    expect((await ship({ no_resi: 'R1' })).errors).toEqual({ kurir: ['Kurir atau ekspedisi wajib diisi sebelum pesanan dikirim'] });
    expect(await snap()).toEqual(before);
    // Without status: the fields only, the order stays Siap Dikirim.
    const fields = await ship({ ekspedisi_id: ids.jne, no_resi: 'R0' }, '/purchase_order/update_shipping_by_shipment_without_status');
    expect(fields.data).toMatchObject({ status: 'siap_dikirim', ekspedisi_name: 'JNE Express', no_resi: 'R0' });
    const paraBefore = await stockOf(ids.para, 1);
    const amoxBefore = await stockOf(ids.amox, 1);
    const shipped = await ship({ kurir: 'JNE', no_resi: 'R2', shipping_cost: 11000 });
    expect(shipped).toMatchObject({ http: 200, msg: 'Pengiriman tagihan berhasil disimpan' });
    expect(shipped.data).toMatchObject({ status: 'dikirim', kurir: 'JNE', no_resi: 'R2', shipping_cost: 11000, grand_total: 126000 });
    // The stock of an order reduced at shipment (the default) leaves now: 20 + 5 strips.
    expect([paraBefore - (await stockOf(ids.para, 1)), amoxBefore - (await stockOf(ids.amox, 1))]).toEqual([20, 5]);
    const d = await detail(o.order_id);
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['create', 'pick', 'ship']);
    // Shipped: the resi may be corrected, the money no longer.
    expect((await ship({ no_resi: 'R3' })).data).toMatchObject({ status: 'dikirim', no_resi: 'R3' });
    before = await snap();
    expect((await ship({ shipping_cost: 1 })).errors).toEqual({
      shipping_cost: ['Pesanan sudah dikirim: ongkos kirim, diskon ongkir dan biaya COD tidak dapat diubah'],
    });
    expect((await ctx.admin.post('/purchase_order/stored_cod_fee', { order_id: o.order_id, cod_fee: 1000 })).errors?.cod_fee).toContain(
      'Pesanan sudah dikirim: ongkos kirim, diskon ongkir dan biaya COD tidak dapat diubah',
    );
    expect(await snap()).toEqual(before);
  });

  it('stores the recipient with the region names of the district, and refuses it once shipped', async () => {
    const district = (
      await owner().execute(sql`select d.district_id, d.district_name, c.city_name, p.province_name from region_district d
        join region_city c on c.city_id = d.city_id join region_province p on p.province_id = c.province_id order by d.district_id limit 1`)
    ).rows[0] as { district_id: number; district_name: string; city_name: string; province_name: string };
    const o = await add({ customer_name: 'Pembeli Alamat', gudang_id: 1, lines: twoLines() });
    const who = { destination_name: 'Siti', destination_phone: '081234567890', destination_address: 'Jl. Melati 5' };
    const r = await ctx.admin.post('/purchase_order/update_penerima', {
      order_id: o.order_id,
      ...who,
      destination_kecamatan_id: district.district_id,
      destination_city_name: 'Kota Karangan',
      destination_zipcode: '60111',
    });
    expect(r).toMatchObject({ http: 200, msg: 'Penerima tagihan berhasil diubah' });
    expect(r.data).toMatchObject({
      ...who,
      destination_kecamatan_id: Number(district.district_id),
      destination_district_name: district.district_name,
      destination_city_name: district.city_name,
      destination_state_name: district.province_name,
      destination_zipcode: '60111',
    });
    expect((await ctx.admin.get('/purchase_order/detail_penerima', { id: o.order_id })).data).toMatchObject({
      destination_name: 'Siti',
      customer_name: 'Pembeli Alamat',
    });
    // Without a district: the names as written.
    const typed = await ctx.admin.post('/purchase_order/update_penerima_by_shipment', { order_id: o.order_id, ...who, destination_city_name: 'Surabaya' });
    expect(typed.data).toMatchObject({ destination_kecamatan_id: null, destination_city_name: 'Surabaya', destination_district_name: null });
    let before = await snap();
    const bad = await ctx.admin.post('/purchase_order/update_penerima', {
      order_id: o.order_id,
      destination_phone: '12ab',
      destination_kecamatan_id: 99999999,
      destination_zipcode: '601',
    });
    expect(bad.errors).toMatchObject({
      destination_name: ['Nama penerima wajib diisi'],
      destination_address: ['Alamat penerima wajib diisi'],
      destination_phone: ['Telepon penerima harus berupa angka 7–20 digit'],
      destination_zipcode: ['Kode pos harus 5 digit angka'],
    });
    expect((await ctx.admin.post('/purchase_order/update_penerima', { order_id: o.order_id, ...who, destination_kecamatan_id: 99999999 })).errors).toEqual({
      destination_kecamatan_id: ['Kecamatan tidak ditemukan'],
    });
    expect(await snap()).toEqual(before);
    await owner().execute(sql`update sales_order set status = 'dikirim' where order_id = ${o.order_id}`);
    await refreshSalesFacts(owner(), [o.order_id]);
    before = await snap();
    for (const path of ['/purchase_order/update_penerima', '/purchase_order/update_penerima_by_shipment'])
      expect((await ctx.admin.post(path, { order_id: o.order_id, ...who })).errors).toEqual({
        order_id: ['Pesanan sudah dikirim: penerima tidak dapat diubah'],
      });
    expect(await snap()).toEqual(before);
  });

  it('keeps other companies, other partners and roles without the pages out', async () => {
    const o = await add({ customer_name: 'Pembeli Tertutup', gudang_id: 1, lines: twoLines() });
    const mine = await add({ customer_name: 'Pelanggan Mitra A', gudang_id: 1, lines: twoLines() }, partnerA.client);
    const who = { destination_name: 'Ani', destination_phone: '081298765432', destination_address: 'Jl. Mawar 1' };
    const before = await snap();
    const writes: [string, Body][] = [
      ['/purchase_order/update_shipping', { no_resi: 'X' }],
      ['/purchase_order/update_shipping_by_shipment', { kurir: 'X' }],
      ['/purchase_order/update_shipping_by_shipment_without_status', { kurir: 'X' }],
      ['/purchase_order/update_penerima', who],
      ['/purchase_order/update_penerima_by_shipment', who],
      ['/purchase_order/stored_cod_fee', { cod_fee: 0 }],
    ];
    for (const [path, body] of writes) {
      expect((await other.post(path, { order_id: o.order_id, ...body })).http, path).toBe(404);
      expect((await outsider.client.post(path, { order_id: o.order_id, ...body })).http, path).toBe(403);
    }
    expect((await other.get('/purchase_order/detail_penerima', { id: o.order_id })).http).toBe(404);
    expect((await outsider.client.get('/purchase_order/detail_penerima', { id: o.order_id })).http).toBe(403);
    // Partners: the shipping money is the staff's; the recipient of their own orders is theirs, another's is 404.
    for (const [path, body] of writes.filter(([p]) => p !== '/purchase_order/update_penerima'))
      expect((await partnerA.client.post(path, { order_id: mine.order_id, ...body })).http, path).toBe(403);
    expect((await partnerB.client.post('/purchase_order/update_penerima', { order_id: mine.order_id, ...who })).http).toBe(404);
    expect((await partnerB.client.get('/purchase_order/detail_penerima', { id: mine.order_id })).http).toBe(404);
    expect((await partnerA.client.get('/purchase_order/detail_penerima', { id: o.order_id })).http).toBe(404);
    expect(await snap()).toEqual(before);
    expect((await partnerA.client.post('/purchase_order/update_penerima', { order_id: mine.order_id, ...who })).data).toMatchObject({
      destination_name: 'Ani',
    });
    expect((await partnerA.client.get('/purchase_order/detail_penerima', { id: mine.order_id })).data).toMatchObject({ destination_name: 'Ani' });
    expect((await ctx.admin.get('/purchase_order/detail_penerima', { id: 'abc' })).errors).toMatchObject({ id: [expect.stringContaining('Tagihan')] });
  });
});

describe('stock_reduction setting', () => {
  it('takes the three moments and keeps the moment with each order', async () => {
    for (const v of ['2', '1', '0']) {
      const r = await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: v });
      expect(r.http).toBe(200);
      expect((await ctx.admin.get('/stock_reduction/get_config')).data.configuration_value).toBe(v);
    }
    expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '2' })).http).toBe(200);
    const atPicking = await add({ customer_name: 'Pembeli Picking', gudang_id: 1, lines: twoLines() });
    expect((await detail(atPicking.order_id)).stock_reduction_at).toBe('picking');
    const before = await snap();
    const bad = await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '3' });
    expect(bad.errors).toEqual({
      config_stock_reduction: [
        'Pengurangan stok harus salah satu dari: 1 (Saat tagihan dibuat), 2 (Saat pesanan siap dikirim (picking)), 0 (Saat pesanan dikirim)',
      ],
    });
    expect(await snap()).toEqual(before);
    expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '0' })).http).toBe(200);
    expect((await outsider.client.post('/stock_reduction/stored_config', { config_stock_reduction: '1' })).http).toBe(403);
  });
});
