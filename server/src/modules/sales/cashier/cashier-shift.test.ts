import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { openCashierShift, receivingAccount } from './cashier-test-kit.js';
import { checkSaleShift } from './commands/check-sale-shift.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { move, makeProduct } = stockTestKit(ctx);

type Who = Awaited<ReturnType<typeof userWithGroup>>;
let cashier: Who;
let other: Who;
let pagi = 0;
let soreInactive = 0;
let productId = 0;

const sale = (c: Client, body: Record<string, unknown>) =>
  c.post('/purchase_order/add_stored', { is_pos: 1, gudang_id: 1, payment_method: 'cash', ...body }, { json: true });
const line = (qty: number) => [{ product_id: productId, unit: 'kecil', qty }];
const shiftCount = async () => Number(((await ctx.server.database.db.execute(sql`select count(*)::int as n from cashier_shift`)).rows[0] as { n: number }).n);

/** checkSaleShift as add_stored will run it, for the given user. */
async function saleShiftCheck(userId: number, body: { shift_id?: number; is_pos: string; gudang_id: number }) {
  return ctx.server.database.withTenant({ companyId: 1, userId }, async (tx) => {
    const bag = new ErrorBag();
    const id = await checkSaleShift(tx, await loadActor(tx, userId), body, bag);
    return { id, errors: bag.errors };
  });
}

beforeAll(async () => {
  for (const s of [
    { shift_name: 'Pagi', shift_start: '07:00', shift_end: '15:00' },
    { shift_name: 'Sore', shift_start: '15:00', shift_end: '23:00' },
  ])
    expect((await ctx.admin.post('/shift_config/create_stored', s)).http).toBe(200);
  const shifts = (await ctx.admin.post('/shift_config/list_data', {})).data.data as { shift_id: number; shift_name: string }[];
  pagi = shifts.find((s) => s.shift_name === 'Pagi')?.shift_id as number;
  soreInactive = shifts.find((s) => s.shift_name === 'Sore')?.shift_id as number;
  await ctx.server.database.db.execute(sql`update master_shift set status = 0 where shift_id = ${soreInactive}`);
  ({ product_id: productId } = await makeProduct('Obat Kasir Shift'));
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: productId, qty: 500, unit_cost: 1000 }] });
  const price = await ctx.admin.post('/product_price/stored', { product_id: productId, gudang_id: 0, product_price_sale: 2500, grosir: [] }, { json: true });
  expect(price.http, JSON.stringify(price.errors)).toBe(200);
  cashier = await userWithGroup(ctx.admin, 2);
  other = await userWithGroup(ctx.admin, 2);
});

describe('cashier shift sessions', () => {
  it('refuses bad input per field and writes nothing', async () => {
    const before = await shiftCount();
    const r = await cashier.client.post('/kasir/shift/open', { master_shift_id: soreInactive, gudang_id: 999, opening_cash: '1.25' });
    expect(r.http).toBe(422);
    expect(Object.keys(r.errors ?? {}).sort()).toEqual(['opening_cash']);
    const r2 = await cashier.client.post('/kasir/shift/open', { master_shift_id: soreInactive, gudang_id: 999, opening_cash: '50.000' });
    expect(r2.errors).toEqual({ master_shift_id: ['Shift tidak ditemukan atau tidak aktif'], gudang_id: ['Gudang tidak ditemukan'] });
    const r3 = await cashier.client.post('/kasir/shift/open', { gudang_id: 1 });
    expect(r3.errors?.master_shift_id).toEqual(['Shift wajib diisi']);
    expect(await shiftCount()).toBe(before);
    expect((await cashier.client.get('/kasir/shift/current')).data.shift).toBeNull();
  });

  it('opens, counts the session’s cash sales, refuses a second open and closes with the difference', async () => {
    const open = await cashier.client.post('/kasir/shift/open', { master_shift_id: pagi, gudang_id: 1, opening_cash: '100.000', opening_note: 'Laci 1' });
    expect(open.http, JSON.stringify(open.errors)).toBe(200);
    const shiftId = open.data.shift_id as number;
    const again = await cashier.client.post('/kasir/shift/open', { master_shift_id: pagi, gudang_id: 1, opening_cash: 0 });
    expect(again.http).toBe(422);
    expect(again.errors?.master_shift_id?.[0]).toMatch(
      /^Anda masih memiliki shift terbuka \(Pagi, dibuka \d\d\/\d\d\/\d{4} \d\d:\d\d\); tutup shift itu dulu$/,
    );

    const cur = await cashier.client.get('/kasir/shift/current');
    expect(cur.data.master_shifts.map((s: { shift_name: string }) => s.shift_name)).toEqual(['Pagi']);
    expect(cur.data.shift).toMatchObject({
      shift_id: shiftId,
      shift_name: 'Pagi',
      gudang_id: 1,
      user_id: cashier.userId,
      status: 'open',
      status_label: 'Terbuka',
      opening_cash: 100000,
      opening_note: 'Laci 1',
      sale_count: 0,
      expected_cash: 100000,
      cash_difference: null,
      payments: [],
    });

    // Three cashier sales of the session (2.500 a strip): cash 7.500 paid with 10.000 (change 2.500),
    // cash 5.000 paid exactly, QRIS 2.500.
    const s1 = await sale(cashier.client, { shift_id: shiftId, cash_received: '10.000', lines: line(3) });
    expect(s1.http, JSON.stringify(s1.errors)).toBe(200);
    expect(s1.data).toMatchObject({ grand_total: 7500, change_due: 2500 });
    const carried = await ctx.server.database.db.execute(sql`select shift_id from sales_order where order_id = ${s1.data.order_id}`);
    expect(carried.rows[0]).toEqual({ shift_id: shiftId });
    expect((await sale(cashier.client, { shift_id: shiftId, cash_received: 5000, lines: line(2) })).http).toBe(200);
    const bank_id = await receivingAccount(ctx.admin);
    expect((await sale(cashier.client, { shift_id: shiftId, payment_method: 'qris', bank_id, lines: line(1) })).http).toBe(200);
    // Not the session's: another user's cashier sale (refused: that user has no open session), the cashier's own order that is not a cashier sale.
    expect((await sale(ctx.admin, { cash_received: 100000, lines: line(4) })).errors).toEqual({
      shift_id: ['Buka shift kasir terlebih dahulu: penjualan kasir dicatat pada shift yang sedang terbuka'],
    });
    expect((await ctx.admin.post('/purchase_order/add_stored', { customer_name: 'Toko', gudang_id: 1, lines: line(1) }, { json: true })).http).toBe(200);
    const notPos = await cashier.client.post('/purchase_order/add_stored', { customer_name: 'Bu Ani', gudang_id: 1, lines: line(1) }, { json: true });
    expect(notPos.http, JSON.stringify(notPos.errors)).toBe(200);

    // By hand: expected = 100.000 + (10.000 + 5.000) received − 2.500 change = 112.500.
    const live = await cashier.client.get('/kasir/shift/summary', { shift_id: shiftId });
    expect(live.http).toBe(200);
    expect(live.data).toMatchObject({
      status: 'open',
      sale_count: 3,
      sales_total: 15000,
      cash_sales_total: 12500,
      cash_received_total: 15000,
      change_total: 2500,
      expected_cash: 112500,
      cash_difference: null,
    });
    expect(live.data.payments).toEqual([
      { payment_method: 'cash', sale_count: 2, total: 12500 },
      { payment_method: 'qris', sale_count: 1, total: 2500 },
    ]);

    // Another cashier, another company: not found; nothing closed.
    expect((await other.client.get('/kasir/shift/summary', { shift_id: shiftId })).http).toBe(404);
    expect((await other.client.post('/kasir/shift/close', { shift_id: shiftId, closing_cash: 0 })).http).toBe(404);

    // Counted 110.000: 2.500 short.
    const close = await cashier.client.post('/kasir/shift/close', { shift_id: shiftId, closing_cash: '110.000', closing_note: 'Kurang' });
    expect(close.http, JSON.stringify(close.errors)).toBe(200);
    expect(close.data).toEqual({ shift_id: shiftId, expected_cash: 112500, closing_cash: 110000, cash_difference: -2500 });
    const stored = (
      await ctx.server.database.db.execute(
        sql`select status, expected_cash::int as e, cash_difference::int as d, sale_count, closing_note from cashier_shift where shift_id = ${shiftId}`,
      )
    ).rows[0];
    expect(stored).toEqual({ status: 'closed', e: 112500, d: -2500, sale_count: 3, closing_note: 'Kurang' });
    expect((await cashier.client.post('/kasir/shift/close', { shift_id: shiftId, closing_cash: 0 })).errors).toEqual({
      shift_id: ['Shift ini sudah ditutup'],
    });

    // A later sale of the cashier belongs to no closed session: it is refused until a session is open, and the stored figures stay.
    expect((await sale(cashier.client, { cash_received: 2500, lines: line(1) })).errors).toEqual({
      shift_id: ['Buka shift kasir terlebih dahulu: penjualan kasir dicatat pada shift yang sedang terbuka'],
    });
    const after = await cashier.client.get('/kasir/shift/summary', { shift_id: shiftId });
    expect(after.data).toMatchObject({
      status: 'closed',
      status_label: 'Ditutup',
      sale_count: 3,
      expected_cash: 112500,
      closing_cash: 110000,
      cash_difference: -2500,
    });
    expect((await cashier.client.get('/kasir/shift/current')).data.shift).toBeNull();

    // A new session may be opened after closing; closing it untouched gives difference = counted − opening.
    const next = await cashier.client.post('/kasir/shift/open', { master_shift_id: pagi, gudang_id: 1, opening_cash: 50000 });
    expect(next.http).toBe(200);
    const close2 = await cashier.client.post('/kasir/shift/close', { shift_id: next.data.shift_id, closing_cash: 50500 });
    expect(close2.data).toEqual({ shift_id: next.data.shift_id, expected_cash: 50000, closing_cash: 50500, cash_difference: 500 });
  });

  it('checks the session a cashier sale names (the rule add_stored applies)', async () => {
    const open = await other.client.post('/kasir/shift/open', { master_shift_id: pagi, gudang_id: 1, opening_cash: 0 });
    expect(open.http).toBe(200);
    const id = open.data.shift_id as number;
    expect(await saleShiftCheck(other.userId, { shift_id: id, is_pos: '1', gudang_id: 1 })).toEqual({ id, errors: {} });
    // Naming none, a cashier sale is recorded in the caller's open session.
    expect(await saleShiftCheck(other.userId, { is_pos: '1', gudang_id: 1 })).toEqual({ id, errors: {} });
    expect(await saleShiftCheck(other.userId, { is_pos: '0', gudang_id: 1 })).toEqual({ id: null, errors: {} });
    expect((await saleShiftCheck(other.userId, { shift_id: id, is_pos: '0', gudang_id: 1 })).errors).toEqual({
      shift_id: ['Sesi shift hanya untuk penjualan kasir'],
    });
    expect((await saleShiftCheck(other.userId, { shift_id: id, is_pos: '1', gudang_id: 2 })).errors).toEqual({
      shift_id: ['Gudang penjualan berbeda dengan gudang shift'],
    });
    expect((await saleShiftCheck(cashier.userId, { shift_id: id, is_pos: '1', gudang_id: 1 })).errors).toEqual({ shift_id: ['Sesi shift tidak ditemukan'] });
    // Through add_stored: another cashier's session, or a session in another warehouse, is refused at shift_id and nothing is sold.
    const orders = async () => Number(((await ctx.server.database.db.execute(sql`select count(*)::int as n from sales_order`)).rows[0] as { n: number }).n);
    const before = await orders();
    expect((await sale(cashier.client, { shift_id: id, cash_received: 2500, lines: line(1) })).errors).toEqual({ shift_id: ['Sesi shift tidak ditemukan'] });
    expect((await sale(other.client, { shift_id: id, gudang_id: 2, cash_received: 2500, lines: line(1) })).errors?.shift_id).toEqual([
      'Gudang penjualan berbeda dengan gudang shift',
    ]);
    expect(await orders()).toBe(before);
    expect((await other.client.post('/kasir/shift/close', { shift_id: id, closing_cash: 0 })).http).toBe(200);
    expect((await sale(other.client, { shift_id: id, cash_received: 2500, lines: line(1) })).errors).toEqual({
      shift_id: ['Shift ini sudah ditutup; buka shift baru'],
    });
    expect((await saleShiftCheck(other.userId, { shift_id: id, is_pos: '1', gudang_id: 1 })).errors).toEqual({
      shift_id: ['Shift ini sudah ditutup; buka shift baru'],
    });
  });

  it('lists own sessions (a superuser every cashier’s) with filters', async () => {
    const own = await cashier.client.post('/kasir/shift/list', {});
    expect(own.http).toBe(200);
    expect(own.data.total).toBe(2);
    expect(own.data.data.map((s: { user_id: number; status: string }) => [s.user_id, s.status])).toEqual([
      [cashier.userId, 'closed'],
      [cashier.userId, 'closed'],
    ]);
    expect(own.data.data[1]).toMatchObject({
      opening_cash: 100000,
      sale_count: 3,
      expected_cash: 112500,
      cash_difference: -2500,
      master_gudang_name: expect.any(String),
    });
    const all = await ctx.admin.post('/kasir/shift/list', { columnFilters: { status: 'closed' } });
    expect(all.data.total).toBe(3);
    expect((await ctx.admin.post('/kasir/shift/list', { user_id: other.userId })).data.data.map((s: { user_id: number }) => s.user_id)).toEqual([other.userId]);
    expect((await ctx.admin.post('/kasir/shift/list', { status: 'open' })).data.total).toBe(0);
    expect((await ctx.admin.post('/kasir/shift/list', { status: 'x', gudang_id: 'a' })).errors).toEqual({
      status: ['Status harus open atau closed'],
      gudang_id: expect.any(Array),
    });
    // A superuser reads any cashier's summary.
    expect((await ctx.admin.get('/kasir/shift/summary', { shift_id: own.data.data[1].shift_id })).data.expected_cash).toBe(112500);
  });

  it('lets one of two racing opens through', async () => {
    const c = await userWithGroup(ctx.admin, 5);
    const body = { master_shift_id: pagi, gudang_id: 1, opening_cash: 1000 };
    const rs = await Promise.all([c.client.post('/kasir/shift/open', body), c.client.post('/kasir/shift/open', body)]);
    expect(rs.map((r) => r.http).sort()).toEqual([200, 422]);
    const open = await ctx.server.database.db.execute(sql`select count(*)::int as n from cashier_shift where user_id = ${c.userId} and status = 'open'`);
    expect(open.rows[0]).toEqual({ n: 1 });
  });

  it('answers 404 to another company and 403 to a role without the Kasir page', async () => {
    const any = (await ctx.admin.post('/kasir/shift/list', {})).data.data[0].shift_id as number;
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Kasir',
      app_name: 'tetangga-kasir',
      name: 'Pemilik Kasir',
      username: 'owner_kasir_t',
      email: 'owner@kasir-t.test',
      password: 'Password-K-123',
      password_confirmation: 'Password-K-123',
    });
    expect(reg.status).toBe(200);
    const foreign = await new Client(ctx.server.url).login('owner_kasir_t', 'Password-K-123');
    expect((await foreign.get('/kasir/shift/summary', { shift_id: any })).http).toBe(404);
    expect((await foreign.post('/kasir/shift/close', { shift_id: any, closing_cash: 0 })).http).toBe(404);
    expect((await foreign.post('/kasir/shift/list', {})).data.total).toBe(0);
    expect((await foreign.get('/kasir/shift/current')).data).toEqual({ shift: null, master_shifts: [] });
    const before = await shiftCount();
    // Opening on our master shift and warehouse from there: neither is found.
    expect((await foreign.post('/kasir/shift/open', { master_shift_id: pagi, gudang_id: 1, opening_cash: 0 })).errors).toEqual({
      master_shift_id: ['Shift tidak ditemukan atau tidak aktif'],
      gudang_id: ['Gudang tidak ditemukan'],
    });
    expect(await shiftCount()).toBe(before);

    const purchasing = await userWithGroup(ctx.admin, 7);
    const calls: [string, () => Promise<{ http: number }>][] = [
      ['open', () => purchasing.client.post('/kasir/shift/open', { master_shift_id: pagi, gudang_id: 1, opening_cash: 0 })],
      ['close', () => purchasing.client.post('/kasir/shift/close', { shift_id: any, closing_cash: 0 })],
      ['current', () => purchasing.client.get('/kasir/shift/current')],
      ['list', () => purchasing.client.post('/kasir/shift/list', {})],
      ['summary', () => purchasing.client.get('/kasir/shift/summary', { shift_id: any })],
    ];
    for (const [name, call] of calls) expect((await call()).http, name).toBe(403);
    expect(await shiftCount()).toBe(before);
  });
});

describe('a group given only the Kasir page', () => {
  it('sells, and reads only its own cashier sales (the receipt), not other orders', async () => {
    await ctx.admin.post('/group/stored', { group_name: 'Kasir Saja' });
    const groupId = (await ctx.admin.post('/group/list', { columnFilters: { group_name: 'Kasir Saja' } })).data.data[0].group_id;
    expect((await ctx.admin.post('/group/update_privilege', { group_id: groupId, privileges: ['cashier'] }, { json: true })).http).toBe(200);
    const onlyCashier = (await userWithGroup(ctx.admin, groupId)).client;
    await openCashierShift(ctx.admin, onlyCashier);
    await openCashierShift(ctx.admin);
    const own = await sale(onlyCashier, { cash_received: 2500, lines: line(1) });
    expect(own.http, JSON.stringify(own.errors)).toBe(200);
    expect((await onlyCashier.post('/purchase_order/detail', { order_id: own.data.order_id })).data.invoice_number).toBe(own.data.invoice_number);
    const others = await sale(ctx.admin, { cash_received: 2500, lines: line(1) });
    expect(others.http).toBe(200);
    expect((await onlyCashier.post('/purchase_order/detail', { order_id: others.data.order_id })).http).toBe(404);
    const order = await ctx.admin.post('/purchase_order/add_stored', { gudang_id: 1, customer_name: 'Toko Lain', lines: line(1) }, { json: true });
    expect(order.http, JSON.stringify(order.errors)).toBe(200);
    expect((await onlyCashier.post('/purchase_order/detail', { order_id: order.data.order_id })).http).toBe(404);
    expect((await onlyCashier.post('/purchase_order/list', {})).http).toBe(403);
  });

  // The cashier page picks the customer (the member resource's `pick` rights name 'cashier') and the
  // receiving account: a group holding only the Kasir page searches members without the contact pages.
  it("searches members, is priced by their member type and sells to one by transfer to an account; makes no contact; another company's are unknown", async () => {
    await ctx.admin.post('/group/stored', { group_name: 'Kasir Member' });
    const groupId = (await ctx.admin.post('/group/list', { columnFilters: { group_name: 'Kasir Member' } })).data.data[0].group_id;
    expect((await ctx.admin.post('/group/update_privilege', { group_id: groupId, privileges: ['cashier'] }, { json: true })).http).toBe(200);
    const onlyCashier = (await userWithGroup(ctx.admin, groupId)).client;
    await openCashierShift(ctx.admin, onlyCashier);
    expect((await ctx.admin.post('/member_type/stored', { member_type_name: 'Perak', member_type_discount: 10 })).http).toBe(200);
    const perak = (await ctx.admin.post('/member_type/list', { perPage: 50 })).data.data.find(
      (t: { member_type_name: string }) => t.member_type_name === 'Perak',
    ).member_type_id;
    expect((await ctx.admin.post('/member/create_stored', { member_name: 'Toko Perak', member_phone: '081377770001', member_type_id: perak })).http).toBe(200);
    const bank = { kasbank_code: 'BCA9', kasbank_name: 'Rekening BCA', kasbank_type: 'bank', kasbank_bank_name: 'BCA', kasbank_account_number: '7009' };
    expect((await ctx.admin.post('/master/kasbank/create', bank)).http).toBe(200);

    // Another company with a member and an account of its own.
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Member',
      app_name: 'tetangga-member',
      name: 'Pemilik Member',
      username: 'owner_member_t',
      email: 'owner@member-t.test',
      password: 'Password-M-123',
      password_confirmation: 'Password-M-123',
    });
    expect(reg.status, JSON.stringify(reg.errors)).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_member_t', 'Password-M-123');
    expect((await other.post('/member/create_stored', { member_name: 'Toko Perak Tetangga', member_phone: '081377770009' })).http).toBe(200);
    expect((await other.post('/master/kasbank/create', bank)).http).toBe(200);
    const otherMember = (await other.post('/member/index', {})).data.data[0].member_id as number;
    const otherBank = (await other.get('/purchase_order/komponen/bank')).data[0].value as number;

    // The search: our member only, with its member type; the contact pages' writes stay closed.
    const found = await onlyCashier.post('/member/index', { columnFilters: { search: 'Perak' }, page: 1, perPage: 30 });
    expect(found.http).toBe(200);
    expect(found.data.data.map((m: { member_name: string; member_type_name: string | null }) => [m.member_name, m.member_type_name])).toEqual([
      ['Toko Perak', 'Perak'],
    ]);
    const memberId = found.data.data[0].member_id as number;
    expect((await onlyCashier.post('/member/create_stored', { member_name: 'Baru', member_phone: '081377770002' })).http).toBe(403);
    expect((await onlyCashier.post('/member/update_stored', { member_id: memberId, member_name: 'Ganti', member_phone: '081377770001' })).http).toBe(403);

    // Priced for the member: 2.500 − 10% = 2.250 a strip; the accounts are offered.
    const price = await onlyCashier.get('/purchase_order/komponen/price_by_customer', {
      product_id: productId,
      user: memberId,
      gudang_id: 1,
      qty: 2,
      unit: 'kecil',
    });
    expect(price.http).toBe(200);
    expect(price.data).toMatchObject({ price: 2250, price_source: 'member', member_type_name: 'Perak' });
    const banks = await onlyCashier.get('/purchase_order/komponen/bank');
    expect(banks.http).toBe(200);
    const bankId = banks.data.find((b: { kasbank_code: string }) => b.kasbank_code === 'BCA9').value as number;

    const sold = await sale(onlyCashier, { member_id: memberId, payment_method: 'transfer', bank_id: bankId, lines: line(2) });
    expect(sold.http, JSON.stringify(sold.errors)).toBe(200);
    // a transfer is not confirmed at the counter: finished, unpaid until someone marks it paid
    expect(sold.data).toMatchObject({ grand_total: 4500, status: 'selesai', is_paid: 0, change_due: 0 });
    const stored = await onlyCashier.post('/purchase_order/detail', { order_id: sold.data.order_id });
    expect(stored.data).toMatchObject({ member_id: memberId, customer_name: 'Toko Perak', payment_method: 'transfer', bank_id: bankId, grand_total: 4500 });

    // Another company's member and account: unknown here, nothing stored.
    const count = async () => Number(((await ctx.server.database.db.execute(sql`select count(*)::int as n from sales_order`)).rows[0] as { n: number }).n);
    const before = await count();
    expect((await onlyCashier.get('/purchase_order/komponen/price_by_customer', { product_id: productId, user: otherMember, unit: 'kecil' })).http).toBe(404);
    const refused = await sale(onlyCashier, { member_id: otherMember, payment_method: 'transfer', bank_id: otherBank, lines: line(1) });
    expect(refused.http).toBe(422);
    expect(refused.errors).toEqual({ member_id: ['Pelanggan tidak ditemukan'], bank_id: ['Bank tidak ditemukan'] });
    expect(await count()).toBe(before);
  });
});
