import { jakartaToday } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { type Client, useTestServer, userWithGroup, userWithPrivileges } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { openCashierShift, receivingAccount } from '../cashier/cashier-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

/*
 * Issue 20 items 7 and 8: what a sale may claim. A cashier sale (is_pos) is a right of the Kasir page,
 * recorded in the caller's open shift, dated today, paid at once only by a method confirmed at the
 * counter; discounts follow the cashier switch and the approval limit (sales_discount_limit).
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
let productId = 0;
let bankId = 0;
type Who = Awaited<ReturnType<typeof userWithGroup>>;
let partner: Who;
let noKasir: Who;
let spv: Who;
let adminRole: Who;

const NO_SHIFT = 'Buka shift kasir terlebih dahulu: penjualan kasir dicatat pada shift yang sedang terbuka';
const post = (body: Record<string, unknown>, c: Client = ctx.admin) => c.post('/purchase_order/add_stored', body, { json: true });
/** One strip at 10.000 in warehouse 1. */
const line = (extra: Record<string, unknown> = {}) => [{ product_id: productId, unit: 'kecil', qty: 1, ...extra }];
const sale = (body: Record<string, unknown>, c: Client = ctx.admin) =>
  post({ is_pos: 1, gudang_id: 1, payment_method: 'cash', cash_received: 10000, lines: line(), ...body }, c);
const order = (body: Record<string, unknown>, c: Client = ctx.admin) => post({ customer_name: 'Toko Diskon', gudang_id: 1, lines: line(), ...body }, c);
const setConfig = async (key: string, value: string) =>
  expect((await ctx.admin.post(`/config/stored_config_${key}`, { [`config_${key}`]: value })).http).toBe(200);
const row = async (id: number) =>
  (
    await owner().execute(sql`select status, is_paid, paid_amount::float8 as paid_amount, shift_id, to_char(order_date, 'YYYY-MM-DD') as order_date
    from sales_order where order_id = ${id}`)
  ).rows[0] as Record<string, unknown>;
const snap = () => tableSnapshot(ctx.server.database);

beforeAll(async () => {
  ({ product_id: productId } = await makeProduct('Obat Penjagaan'));
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: productId, qty: 1000, unit_cost: 4000 }] });
  expect(
    (await ctx.admin.post('/product_price/stored', { product_id: productId, gudang_id: 0, product_price_sale: 10000, grosir: [] }, { json: true })).http,
  ).toBe(200);
  partner = await userWithGroup(ctx.admin, 10);
  noKasir = await userWithPrivileges(ctx, 82, 'Tagihan Tanpa Kasir', ['orderList', 'createOrder']);
  spv = await userWithGroup(ctx.admin, 2);
  adminRole = await userWithGroup(ctx.admin, 5);
  await openCashierShift(ctx.admin);
  bankId = await receivingAccount(ctx.admin);
  await setConfig('kasir_discount', '1');
});

describe('item 7: a cashier sale is the Kasir page’s, paid only as confirmed', () => {
  it('refuses is_pos from a partner and from staff without the Kasir page, and writes nothing', async () => {
    const before = await snap();
    const p = await sale({}, partner.client);
    expect(p.http).toBe(422);
    expect(p.errors?.is_pos).toEqual(['Penjualan kasir hanya dapat disimpan oleh pengguna halaman Kasir']);
    const s = await sale({}, noKasir.client);
    expect(s.http).toBe(422);
    expect(s.errors?.is_pos).toEqual(['Penjualan kasir hanya dapat disimpan oleh pengguna halaman Kasir']);
    expect(
      (await noKasir.client.post('/purchase_order/validation_add', { is_pos: 1, gudang_id: 1, cash_received: 10000, lines: line() }, { json: true })).errors
        ?.is_pos,
    ).toHaveLength(1);
    expect(await snap()).toEqual(before);
    // Their own orders (not cashier sales) still pass.
    expect((await order({}, partner.client)).http).toBe(200);
    expect((await order({}, noKasir.client)).http).toBe(200);
  });

  it('takes payment methods only from the configured list, and COD or Tempo not at the cashier', async () => {
    const before = await snap();
    expect((await order({ payment_method: 'bitcoin' })).errors).toEqual({
      payment_method: ['Metode pembayaran harus salah satu dari: Tunai, Transfer Bank, QRIS, Kartu Debit, Kartu Kredit, COD, Tempo'],
    });
    expect((await sale({ payment_method: 'Lunas' })).errors?.payment_method).toHaveLength(1);
    expect((await sale({ payment_method: 'cod' })).errors).toEqual({ payment_method: ['Metode pembayaran COD tidak tersedia di kasir'] });
    expect((await sale({ payment_method: 'tempo' })).errors).toEqual({ payment_method: ['Metode pembayaran Tempo tidak tersedia di kasir'] });
    expect(await snap()).toEqual(before);
  });

  it('refuses a card, QRIS or transfer cashier sale without the receiving account, and writes nothing', async () => {
    const before = await snap();
    const labels = { transfer: 'Transfer Bank', qris: 'QRIS', debit: 'Kartu Debit', kredit: 'Kartu Kredit' };
    for (const [method, label] of Object.entries(labels)) {
      const r = await sale({ payment_method: method, cash_received: 0 });
      expect(r.http, method).toBe(422);
      expect(r.errors, method).toEqual({ bank_id: [`Pilih rekening penerima untuk pembayaran ${label}`] });
    }
    expect((await sale({ payment_method: 'qris', bank_id: 999999, cash_received: 0 })).errors).toEqual({ bank_id: ['Bank tidak ditemukan'] });
    expect(await snap()).toEqual(before);
    // Cash needs no account; an order outside the cashier is not a sale at the counter.
    expect((await sale({})).http).toBe(200);
    expect((await order({ payment_method: 'transfer' })).http).toBe(200);
  });

  it('stores a transfer sale finished but unpaid until someone marks it paid; cash and card are paid at once', async () => {
    const transfer = await sale({ payment_method: 'transfer', bank_id: bankId, cash_received: 0 });
    expect(transfer.http, JSON.stringify(transfer.errors)).toBe(200);
    expect(transfer.data).toMatchObject({ status: 'selesai', is_paid: 0, paid_amount: 0, cash_received: 0 });
    expect(await row(transfer.data.order_id)).toMatchObject({ status: 'selesai', is_paid: 0, paid_amount: 0 });
    // verified later by a Tagihan holder
    expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: transfer.data.order_id })).data).toMatchObject({ is_paid: 1, paid_amount: 10000 });
    for (const method of ['cash', 'qris', 'debit', 'kredit']) {
      const r = await sale({ payment_method: method, cash_received: method === 'cash' ? 10000 : 0, ...(method === 'cash' ? {} : { bank_id: bankId }) });
      expect(r.data, method).toMatchObject({ is_paid: 1, paid_amount: 10000 });
    }
  });
});

describe('item 8: discounts, dates and shifts of a cashier sale; the approval limit', () => {
  it('refuses any cashier discount while kasir_discount is off, and writes nothing', async () => {
    await setConfig('kasir_discount', '0');
    const before = await snap();
    const all = await sale({ lines: line({ discount_type: 'percent', discount: 100 }) });
    expect(all.errors).toEqual({ 'lines.0.discount': ['Kasir tidak dapat memberi diskon (Pengaturan Kasir: diskon nonaktif)'] });
    const r = await sale({ order_discount: 500, lines: line({ discount_type: 'percent', discount: 10 }) });
    expect(r.http).toBe(422);
    expect(r.errors).toEqual({
      'lines.0.discount': ['Kasir tidak dapat memberi diskon (Pengaturan Kasir: diskon nonaktif)'],
      order_discount: ['Kasir tidak dapat memberi diskon (Pengaturan Kasir: diskon nonaktif)'],
    });
    expect((await sale({ lines: line({ discount_type: 'rupiah', discount: 1 }) })).errors).toEqual({
      'lines.0.discount': ['Kasir tidak dapat memberi diskon (Pengaturan Kasir: diskon nonaktif)'],
    });
    expect(await snap()).toEqual(before);
    // An order of the Tagihan page is not a cashier sale: the switch does not bind it.
    expect((await order({ lines: line({ discount_type: 'percent', discount: 5 }) })).http).toBe(200);
    await setConfig('kasir_discount', '1');
    expect((await sale({ lines: line({ discount_type: 'percent', discount: 5 }) })).data).toMatchObject({ grand_total: 9500, is_paid: 1 });
  });

  it('dates a cashier sale today: a client date other than today is refused', async () => {
    const before = await snap();
    expect((await sale({ order_date: '2026-01-02' })).errors).toEqual({
      order_date: ['Penjualan kasir selalu bertanggal hari ini; tanggal lain tidak dapat diisi'],
    });
    expect(await snap()).toEqual(before);
    const today = await sale({ order_date: jakartaToday() });
    expect(today.http, JSON.stringify(today.errors)).toBe(200);
    const none = await sale({});
    expect(await row(none.data.order_id)).toMatchObject({ order_date: jakartaToday() });
    // An order of the Tagihan page may still carry a past date.
    expect((await order({ order_date: '2026-01-02' })).http).toBe(200);
  });

  it('records a cashier sale in the caller’s open shift; without one it is refused', async () => {
    const cashier = await userWithGroup(ctx.admin, 2);
    const before = await snap();
    const r = await sale({}, cashier.client);
    expect(r.http).toBe(422);
    expect(r.errors).toEqual({ shift_id: [NO_SHIFT] });
    expect(await snap()).toEqual(before);
    const shiftId = await openCashierShift(ctx.admin, cashier.client);
    const ok = await sale({}, cashier.client);
    expect(ok.http, JSON.stringify(ok.errors)).toBe(200);
    expect(await row(ok.data.order_id)).toMatchObject({ shift_id: shiftId });
    expect((await cashier.client.post('/kasir/shift/close', { shift_id: shiftId, closing_cash: 10000 })).http).toBe(200);
    expect((await sale({}, cashier.client)).errors).toEqual({ shift_id: [NO_SHIFT] });
  });

  it('holds an order above sales_discount_limit for another user’s approval; self-approval and users without the right are refused', async () => {
    await setConfig('sales_discount_limit', '10');
    try {
      // Within the limit: Baru at once.
      const within = await order({ lines: line({ discount_type: 'percent', discount: 10 }) });
      expect(within.data.status).toBe('baru');
      // Above: a line at 20 %, or an order discount above 10 % of the subtotal.
      const held = await order({ lines: line({ discount_type: 'percent', discount: 20 }) });
      expect(held.http, JSON.stringify(held.errors)).toBe(200);
      expect(held.data.status).toBe('menunggu_persetujuan');
      const byOrderDiscount = await order({ order_discount: 1500 });
      expect(byOrderDiscount.data.status).toBe('menunggu_persetujuan');
      // A manual price below the server's is a discount too (5.000 for 10.000: 50 %).
      await setConfig('kasir_price_manual', '1');
      expect((await order({ lines: line({ price: 5000 }) })).data.status).toBe('menunggu_persetujuan');
      expect((await order({ lines: line({ price: 9500 }) })).data.status).toBe('baru');
      await setConfig('kasir_price_manual', '0');
      const id = held.data.order_id as number;
      // A cashier sale cannot wait: refused at the field.
      expect((await sale({ lines: line({ discount_type: 'rupiah', discount: 2000 }) })).errors).toEqual({
        'lines.0.discount': ['Diskon di atas 10% perlu persetujuan pengguna lain; buat sebagai tagihan, bukan penjualan kasir'],
      });

      const before = await snap();
      // Not processed, not paid while waiting.
      expect((await ctx.admin.post('/purchase_order/update_status', { order_id: id, action: 'pick' })).http).toBe(422);
      expect((await ctx.admin.post('/purchase_order/update_paid', { order_id: id })).errors).toEqual({
        order_id: ['Tagihan masih menunggu persetujuan diskon'],
      });
      // The one who asked cannot approve it (the superuser holds the right), nor can a role without it.
      const self = await ctx.admin.post('/purchase_order/update_status', { order_id: id, action: 'approve_discount' });
      expect(self.http).toBe(422);
      expect(self.errors).toEqual({ order_id: ['Diskon tagihan ini tidak dapat Anda setujui sendiri; persetujuan harus dari pengguna lain'] });
      expect((await adminRole.client.post('/purchase_order/update_status', { order_id: id, action: 'approve_discount' })).http).toBe(403);
      expect(await snap()).toEqual(before);
      expect((await row(id)).status).toBe('menunggu_persetujuan');

      // Another user with the right (SPV Sales) approves: Baru, and the move is in the history.
      const approved = await spv.client.post('/purchase_order/update_status', { order_id: id, action: 'approve_discount' });
      expect(approved.http, JSON.stringify(approved.errors)).toBe(200);
      expect(approved.data).toMatchObject({ order_id: id, status: 'baru' });
      const log = await owner().execute(sql`select from_state, to_state, action, user_id from document_state_log
        where document = 'sales_order' and record_id = ${id} order by log_id`);
      expect(log.rows).toEqual([
        { from_state: 'new', to_state: 'menunggu_persetujuan', action: 'create', user_id: 1 },
        { from_state: 'menunggu_persetujuan', to_state: 'baru', action: 'approve_discount', user_id: spv.userId },
      ]);
      expect((await ctx.admin.post('/purchase_order/update_status', { order_id: id, action: 'approve_discount' })).http).toBe(422);

      // An edit raising the discount again waits again; now the editor (SPV) asked, so only someone else approves.
      const edit = await spv.client.post(
        '/purchase_order/update_stored',
        { order_id: id, customer_name: 'Toko Diskon', gudang_id: 1, lines: line({ discount_type: 'percent', discount: 30 }) },
        { json: true },
      );
      expect(edit.http, JSON.stringify(edit.errors)).toBe(200);
      expect(edit.data.status).toBe('menunggu_persetujuan');
      expect((await spv.client.post('/purchase_order/update_status', { order_id: id, action: 'approve_discount' })).errors).toEqual({
        order_id: ['Diskon tagihan ini tidak dapat Anda setujui sendiri; persetujuan harus dari pengguna lain'],
      });
      expect((await ctx.admin.post('/purchase_order/update_status', { order_id: id, action: 'approve_discount' })).data.status).toBe('baru');
      // A waiting order may be cancelled (rejected).
      expect((await ctx.admin.post('/purchase_order/delete', { order_id: byOrderDiscount.data.order_id, reason: 'Diskon ditolak' })).http).toBe(200);
    } finally {
      await setConfig('sales_discount_limit', '0');
    }
  });
});
