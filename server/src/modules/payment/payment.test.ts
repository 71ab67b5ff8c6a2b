import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { openCashierShift } from '../sales/cashier/cashier-test-kit.js';
import { shipSalesOrder } from '../sales/order/commands/transition-sales-order.js';
import { stockTestKit } from '../stock/stock-test-kit.js';
import { paymentInvariantViolations } from './payment-invariant.js';
import { useSoundPayments } from './payment-test-kit.js';
import { useSoundSalesFacts } from '../report/facts/sales-facts-test-kit.js';

/*
 * Customer single-invoice payments (spec-2 §7.6): CS submits a transfer proof (cs_submit_*), finance
 * approves or rejects it (finance_submit_*), a pending one is deleted (delete_*); list, view, proofs,
 * Excel. What an invoice has been paid is Σ of its approved payments (the invariant is checked after
 * the file: useSoundPayments).
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
useSoundPayments(ctx);
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const post = (path: string, body: Record<string, unknown>, c: Client = ctx.admin, headers?: Record<string, string>) =>
  c.post(path, body, { json: true, headers });
const ids = { para: 0, bca: 0, member: 0, member2: 0 };
type Order = { order_id: number; invoice_number: string; grand_total: number; line_id: number };
let other: Client;

/** An order of `qty` Strip at Rp 5.000 (+ shipping), shipped, for `member_id` or a walk-in customer. */
async function order(qty: number, opts: { member_id?: number; shipping_cost?: number; gudang_id?: number } = {}, c: Client = ctx.admin): Promise<Order> {
  const r = await post(
    '/purchase_order/add_stored',
    {
      ...(opts.member_id ? { member_id: opts.member_id } : { customer_name: 'Pembeli Bayar' }),
      gudang_id: opts.gudang_id ?? 1,
      shipping_cost: opts.shipping_cost ?? 0,
      lines: [{ product_id: ids.para, unit: 'kecil', qty }],
    },
    c,
  );
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  const line = (await owner().execute(sql`select line_id from sales_order_line where order_id = ${r.data.order_id}`)).rows[0] as { line_id: number };
  return { ...(r.data as Omit<Order, 'line_id'>), line_id: Number(line.line_id) };
}

const submit = (body: Record<string, unknown>, c: Client = ctx.admin, headers?: Record<string, string>) =>
  post('/payment/cs_submit_stored', { payment_method: 'transfer', bank_id: ids.bca, ...body }, c, headers);
const approve = (payment_id: number, c: Client = ctx.admin) => post('/payment/finance_submit_stored', { payment_id, action: 'approve' }, c);
const orderMoney = async (orderId: number) =>
  (await owner().execute(sql`select paid_amount::float8 as paid_amount, is_paid::int as is_paid from sales_order where order_id = ${orderId}`)).rows[0] as {
    paid_amount: number;
    is_paid: number;
  };

async function paid(o: Order, amount: number) {
  const s = await submit({ order_id: o.order_id, amount });
  expect(s.http, JSON.stringify(s.errors)).toBe(200);
  const a = await approve(s.data.payment_id);
  expect(a.http, JSON.stringify(a.errors)).toBe(200);
  return s.data.payment_id as number;
}

beforeAll(async () => {
  expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '1' })).http).toBe(200);
  ids.para = (await kit.makeProduct('Paracetamol Bayar')).product_id;
  expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: ids.para, product_price_sale: 5000 })).http).toBe(200);
  await kit.move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.para, qty: 5000, unit_cost: 3000 }] });
  await kit.move({ doc_type: 'test_in', lines: [{ gudang_id: 2, product_id: ids.para, qty: 500, unit_cost: 3000 }] });
  const bank = await ctx.admin.post('/master/kasbank/create', {
    kasbank_code: 'BCA9',
    kasbank_name: 'Rekening BCA Bayar',
    kasbank_type: 'bank',
    kasbank_bank_name: 'BCA',
    kasbank_account_number: '7009999999',
    kasbank_account_holder: 'PT Demo',
  });
  expect(bank.http, JSON.stringify(bank.errors)).toBe(200);
  ids.bca = Number(
    ((await owner().execute(sql`select kasbank_id from master_kasbank where kasbank_code = 'BCA9'`)).rows[0] as { kasbank_id: number }).kasbank_id,
  );
  const m = await owner().execute(sql`insert into master_member (company_id, member_name, member_phone, member_approval)
    values (1, 'Apotek Kredit', '081200000001', 'approved'), (1, 'Apotek Kedua', '081200000002', 'approved') returning member_id`);
  [ids.member, ids.member2] = (m.rows as { member_id: number }[]).map((x) => Number(x.member_id));
  const reg = await new Client(ctx.server.url).post('/registration/submit', {
    company_name: 'CV Tetangga Bayar',
    app_name: 'tetangga-bayar',
    name: 'Pemilik Bayar',
    username: 'owner_bayar_t',
    email: 'owner@bayar-t.test',
    password: 'Password-B-123',
    password_confirmation: 'Password-B-123',
  });
  expect(reg.status).toBe(200);
  other = await new Client(ctx.server.url).login('owner_bayar_t', 'Password-B-123');
});

describe('cs_submit and finance_submit', () => {
  it('works partial payments by hand: invoice 1.000.000, return 100.000 approved, pay 400.000 then 500.000 → Lunas; a third refused', async () => {
    const o = await order(200); // 200 × 5.000 = 1.000.000
    expect(o.grand_total).toBe(1_000_000);
    expect((await post('/purchase_order/update_status', { order_id: o.order_id, action: 'pick' })).http).toBe(200);
    await kit.asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: o.order_id }));
    const ret = await post('/retur/konsumen/add_stored', {
      order_id: o.order_id,
      gudang_id: 1,
      lines: [{ order_line_id: o.line_id, qty: 20, unit: 'kecil', reason: 'Rusak' }],
    });
    expect(ret.http, JSON.stringify(ret.errors)).toBe(200);
    expect((await post('/retur/konsumen/update_status_stored', { retur_konsumen_id: ret.data.retur_konsumen_id, status: 'disetujui' })).http).toBe(200);

    // '400.000' in Indonesian notation is 400000; validation first writes nothing.
    const before = await tableSnapshot(ctx.server.database);
    const v = await post('/payment/cs_submit_validation', { order_id: o.order_id, amount: '400.000', payment_method: 'transfer', bank_id: ids.bca });
    expect(v.http, JSON.stringify(v.errors)).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const first = await submit({ order_id: o.order_id, amount: '400.000', note: 'Transfer pertama' });
    expect(first.http, JSON.stringify(first.errors)).toBe(200);
    expect(first.data).toMatchObject({ status: 'menunggu_verifikasi', amount: 400000, credit_amount: 0, credit_used: 0 });
    expect(first.data.payment_number).toMatch(/^BYR-IN\/\d{4}\/\d{5}$/);
    // Pending: nothing paid yet.
    expect(await orderMoney(o.order_id)).toEqual({ paid_amount: 0, is_paid: 0 });
    expect((await approve(first.data.payment_id)).data).toMatchObject({ status: 'disetujui' });
    expect(await orderMoney(o.order_id)).toEqual({ paid_amount: 400000, is_paid: 0 });

    // 900.000 due − 400.000 = 500.000 left; 600.000 is refused at amount.
    const over = await submit({ order_id: o.order_id, amount: 600000 });
    expect(over.http).toBe(422);
    expect(over.errors?.amount?.[0]).toContain('Jumlah melebihi sisa tagihan (sisa Rp 500.000)');
    await paid(o, 500000);
    expect(await orderMoney(o.order_id)).toEqual({ paid_amount: 900000, is_paid: 1 });
    const third = await submit({ order_id: o.order_id, amount: 1000 });
    expect(third.http).toBe(422);
    expect(third.errors?.order_id).toEqual(['Tagihan sudah lunas']);

    const view = await ctx.admin.get('/payment/view', { payment_id: first.data.payment_id });
    expect(view.http, JSON.stringify(view.errors)).toBe(200);
    expect(view.data.details).toEqual([
      expect.objectContaining({
        order_id: o.order_id,
        document_number: o.invoice_number,
        amount: 400000,
        returned_total: 100000,
        paid_amount: 900000,
        amount_due: 0,
        is_paid: 1,
      }),
    ]);
    expect(view.data.history.map((h: { action: string; to_state: string }) => [h.action, h.to_state])).toEqual([
      ['create', 'menunggu_verifikasi'],
      ['approve', 'disetujui'],
    ]);
    expect(view.data.actions).toEqual(['void']);
  });

  it('answers every bad field at its name and writes nothing', async () => {
    const o = await order(10);
    const gone = await order(2);
    expect((await post('/purchase_order/delete', { order_id: gone.order_id })).http).toBe(200);
    const before = await tableSnapshot(ctx.server.database);
    expect((await submit({ order_id: gone.order_id, amount: 1000 })).errors?.order_id).toEqual(['Tagihan sudah dihapus']);
    const bad = await post('/payment/cs_submit_stored', { order_id: o.order_id, amount: 'abc', payment_date: '2026-13-01', payment_method: 'cek' });
    expect(bad.http).toBe(422);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['amount', 'payment_date', 'payment_method']);
    const noBank = await post('/payment/cs_submit_stored', { order_id: o.order_id, amount: 1000, payment_method: 'transfer' });
    expect(noBank.errors?.bank_id).toEqual(['Rekening wajib dipilih untuk metode pembayaran ini']);
    const future = await submit({ order_id: o.order_id, amount: 1000, payment_date: '2099-01-01' });
    expect(future.errors?.payment_date).toEqual(['Tanggal pembayaran tidak boleh di masa depan']);
    const zero = await submit({ order_id: o.order_id, amount: 0 });
    expect(zero.errors?.amount).toEqual(['Jumlah pembayaran wajib lebih dari 0']);
    const missing = await submit({ order_id: 99999999, amount: 1000 });
    expect(missing.http).toBe(404);
    const badAttachment = await submit({ order_id: o.order_id, amount: 1000, attachment_ids: [99999999] });
    expect(badAttachment.errors?.attachment_ids).toEqual(['Lampiran tidak ditemukan']);
    const noCredit = await submit({ order_id: o.order_id, amount: 1000, use_credit: 500 });
    expect(noCredit.errors?.use_credit).toEqual(['Pelanggan tanpa kontak tidak memiliki kredit']);
    const reject = await post('/payment/finance_submit_stored', { payment_id: 99999999, action: 'approve' });
    expect(reject.http).toBe(404);
    expect((await post('/payment/finance_submit_stored', { payment_id: 1, action: 'hapus' })).errors?.action).toEqual(['Aksi harus approve, reject atau void']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('rejects with a reason (required), deletes only before approval, voids an approved one through Tandai Belum Lunas', async () => {
    const o = await order(20); // 100.000
    const s = await submit({ order_id: o.order_id, amount: 30000 });
    const noReason = await post('/payment/finance_submit_stored', { payment_id: s.data.payment_id, action: 'reject' });
    expect(noReason.errors?.reason).toEqual(['Alasan penolakan wajib diisi']);
    const rej = await post('/payment/finance_submit_stored', { payment_id: s.data.payment_id, action: 'reject', reason: 'Bukti tidak terbaca' });
    expect(rej.data).toMatchObject({ status: 'ditolak' });
    expect((await ctx.admin.get('/payment/view', { payment_id: s.data.payment_id })).data).toMatchObject({ status_reason: 'Bukti tidak terbaca' });
    expect((await approve(s.data.payment_id)).errors?.payment_id).toEqual(['Pembayaran ini tidak lagi menunggu verifikasi']);
    expect((await post('/payment/delete_stored', { payment_id: s.data.payment_id })).http).toBe(422);

    const d = await submit({ order_id: o.order_id, amount: 30000 });
    expect((await post('/payment/delete_validation', { payment_id: d.data.payment_id })).http).toBe(200);
    expect((await post('/payment/delete_stored', { payment_id: d.data.payment_id })).data).toMatchObject({ status: 'dihapus' });
    expect((await approve(d.data.payment_id)).http).toBe(422);

    const a = await paid(o, 100000);
    expect(await orderMoney(o.order_id)).toEqual({ paid_amount: 100000, is_paid: 1 });
    expect((await post('/payment/delete_stored', { payment_id: a })).errors?.payment_id).toEqual(['Pembayaran ini tidak lagi menunggu verifikasi']);
    expect((await post('/purchase_order/update_unpaid', { order_id: o.order_id })).data).toMatchObject({ is_paid: 0, paid_amount: 0 });
    expect((await ctx.admin.get('/payment/view', { payment_id: a })).data.status).toBe('dibatalkan');
    // Tandai Lunas again: an approved payment of the amount due, source tandai_lunas.
    expect((await post('/purchase_order/update_paid', { order_id: o.order_id })).data).toMatchObject({ is_paid: 1, paid_amount: 100000 });
    const list = await post('/payment/list', { order_id: o.order_id, status: 'disetujui' });
    expect(list.data.data.map((p: { source: string; amount: number }) => [p.source, p.amount])).toEqual([['tandai_lunas', 100000]]);

    // One payment of a partly paid invoice voided on its own (finance_submit action=void): its amount is due again, the other stays.
    const p = await order(20); // 100.000
    const first = await paid(p, 40000);
    const second = await paid(p, 25000);
    expect((await post('/payment/finance_submit_validation', { payment_id: first, action: 'void' })).http).toBe(200);
    expect(await orderMoney(p.order_id)).toEqual({ paid_amount: 65000, is_paid: 0 });
    const voided = await post('/payment/finance_submit_stored', { payment_id: first, action: 'void' });
    expect(voided.msg).toBe('Pembayaran dibatalkan');
    expect(voided.data).toMatchObject({ status: 'dibatalkan' });
    expect(await orderMoney(p.order_id)).toEqual({ paid_amount: 25000, is_paid: 0 });
    expect((await post('/payment/finance_submit_stored', { payment_id: first, action: 'void' })).http).toBe(422);
    expect((await ctx.admin.get('/payment/view', { payment_id: second })).data.status).toBe('disetujui');
  });

  it('keeps an overpayment as the customer credit when asked, and uses the credit on the next invoice up to the balance', async () => {
    const a = await order(20, { member_id: ids.member }); // 100.000
    const over = await submit({ order_id: a.order_id, amount: 130000 });
    expect(over.errors?.amount?.[0]).toContain('sisa Rp 100.000');
    const kept = await submit({ order_id: a.order_id, amount: 130000, keep_as_credit: 1 });
    expect(kept.data).toMatchObject({ amount: 130000, credit_amount: 30000 });
    // Pending credit does not count yet.
    const b = await order(10, { member_id: ids.member }); // 50.000
    expect((await submit({ order_id: b.order_id, amount: 20000, use_credit: 30000 })).errors?.use_credit?.[0]).toContain('Rp 0');
    expect((await approve(kept.data.payment_id)).http).toBe(200);
    expect(await orderMoney(a.order_id)).toEqual({ paid_amount: 100000, is_paid: 1 });
    expect((await ctx.admin.get('/payment/view', { payment_id: kept.data.payment_id })).data.credit_balance).toBe(30000);
    expect((await submit({ order_id: b.order_id, amount: 10000, use_credit: 40000 })).errors?.use_credit?.[0]).toContain('Rp 30.000');
    const used = await submit({ order_id: b.order_id, amount: 20000, use_credit: 30000 });
    expect(used.http, JSON.stringify(used.errors)).toBe(200);
    expect((await approve(used.data.payment_id)).http).toBe(200);
    expect(await orderMoney(b.order_id)).toEqual({ paid_amount: 50000, is_paid: 1 });
    expect((await ctx.admin.get('/payment/view', { payment_id: used.data.payment_id })).data.credit_balance).toBe(0);
    // The credit is spent: voiding the payment that kept it is refused.
    expect((await post('/purchase_order/update_unpaid', { order_id: a.order_id })).errors?.payment_id?.[0]).toContain('sudah dipakai');
  });
});

describe('credit of rejected and deleted payments', () => {
  // Moved from e2e/payment-customer.e2e.ts (the browser rejects one proof that uses credit): the figures of
  // an overpayment rejected, then kept and approved, and of payments using that credit rejected and deleted.
  const reject = (payment_id: number) => post('/payment/finance_submit_stored', { payment_id, action: 'reject', reason: 'Bukti transfer tidak terbaca' });
  const balance = async (payment_id: number) => (await ctx.admin.get('/payment/view', { payment_id })).data.credit_balance as number;

  it('keeps no credit from a rejected overpayment, and spends none on a rejected or deleted payment that used it', async () => {
    const a = await order(20, { member_id: ids.member2 }); // 100.000
    const refused = await submit({ order_id: a.order_id, amount: 110000, keep_as_credit: 1 });
    expect(refused.data).toMatchObject({ amount: 110000, credit_amount: 10000 });
    expect((await reject(refused.data.payment_id)).data).toMatchObject({ status: 'ditolak' });
    expect(await balance(refused.data.payment_id)).toBe(0);
    expect(await orderMoney(a.order_id)).toEqual({ paid_amount: 0, is_paid: 0 });

    const kept = await submit({ order_id: a.order_id, amount: 110000, keep_as_credit: 1 });
    expect((await approve(kept.data.payment_id)).http).toBe(200);
    expect(await orderMoney(a.order_id)).toEqual({ paid_amount: 100000, is_paid: 1 });
    expect(await balance(kept.data.payment_id)).toBe(10000);

    // 50.000 due: 40.000 transferred + 10.000 of credit, rejected, then sent again and deleted: the credit stays 10.000.
    const b = await order(10, { member_id: ids.member2 });
    const usedThenRejected = await submit({ order_id: b.order_id, amount: 40000, use_credit: 10000 });
    expect(usedThenRejected.data).toMatchObject({ amount: 40000, credit_used: 10000 });
    expect((await reject(usedThenRejected.data.payment_id)).data).toMatchObject({ status: 'ditolak' });
    expect(await balance(kept.data.payment_id)).toBe(10000);
    expect(await orderMoney(b.order_id)).toEqual({ paid_amount: 0, is_paid: 0 });
    const deleted = await submit({ order_id: b.order_id, amount: 40000, use_credit: 10000 });
    expect((await post('/payment/delete_stored', { payment_id: deleted.data.payment_id })).data).toMatchObject({ status: 'dihapus' });
    expect(await balance(kept.data.payment_id)).toBe(10000);
    // the whole credit is still there to use: approved, the invoice is paid 50.000 and the credit is spent
    const used = await submit({ order_id: b.order_id, amount: 40000, use_credit: 10000 });
    expect((await approve(used.data.payment_id)).http).toBe(200);
    expect(await orderMoney(b.order_id)).toEqual({ paid_amount: 50000, is_paid: 1 });
    expect(await balance(used.data.payment_id)).toBe(0);
  });
});

describe('concurrency and replays', () => {
  it('lets exactly one of two approvals racing for the last amount of an invoice succeed', async () => {
    const o = await order(10); // 50.000
    const x = await submit({ order_id: o.order_id, amount: 30000 });
    const y = await submit({ order_id: o.order_id, amount: 30000 });
    const answers = await Promise.all([approve(x.data.payment_id), approve(y.data.payment_id)]);
    expect(answers.map((a) => a.http).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.http === 422);
    expect(refused?.errors?.amount?.[0]).toContain('Jumlah melebihi sisa tagihan (sisa Rp 20.000)');
    expect(await orderMoney(o.order_id)).toEqual({ paid_amount: 30000, is_paid: 0 });
  });

  it('allocates once when one payment is approved twice at the same time', async () => {
    const o = await order(10);
    const x = await submit({ order_id: o.order_id, amount: 10000 });
    const answers = await Promise.all([approve(x.data.payment_id), approve(x.data.payment_id)]);
    expect(answers.map((a) => a.http).sort()).toEqual([200, 422]);
    expect(await orderMoney(o.order_id)).toEqual({ paid_amount: 10000, is_paid: 0 });
  });

  it('records one payment for an Idempotency-Key replay of cs_submit_stored', async () => {
    const o = await order(10);
    const key = { 'Idempotency-Key': `cs-submit-${o.order_id}` };
    const first = await submit({ order_id: o.order_id, amount: 15000 }, ctx.admin, key);
    const again = await submit({ order_id: o.order_id, amount: 15000 }, ctx.admin, key);
    expect(first.http).toBe(200);
    expect(again.data).toEqual(first.data);
    const n = await owner().execute(sql`select count(*)::int as n from payment_detail where order_id = ${o.order_id}`);
    expect((n.rows[0] as { n: number }).n).toBe(1);
  });
});

describe('scope, proofs, list and Excel', () => {
  it("keeps another company, other partners and other warehouses' group 6 out (404)", async () => {
    const o = await order(10);
    const p = await submit({ order_id: o.order_id, amount: 5000 });
    const partner = await userWithGroup(ctx.admin, 10);
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const before = await tableSnapshot(ctx.server.database);
    for (const c of [other, g6.client, partner.client]) {
      expect((await c.get('/payment/view', { payment_id: p.data.payment_id })).http).toBe(404);
      expect((await submit({ order_id: o.order_id, amount: 1000 }, c)).http).toBe(404);
      expect((await c.post('/payment/list', { payment_id: p.data.payment_id })).data.data).toEqual([]);
    }
    expect((await approve(p.data.payment_id, other)).http).toBe(404);
    expect((await post('/payment/delete_stored', { payment_id: p.data.payment_id }, other)).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    // A partner submits for its own order and sees only that payment; it may not approve (403).
    const mine = await order(4, {}, partner.client);
    const own = await submit({ order_id: mine.order_id, amount: 20000 }, partner.client);
    expect(own.http, JSON.stringify(own.errors)).toBe(200);
    const seen = await post('/payment/list', { perPage: 100 }, partner.client);
    expect(seen.data.data.map((r: { payment_id: number }) => r.payment_id)).toEqual([own.data.payment_id]);
    expect((await approve(own.data.payment_id, partner.client)).http).toBe(403);
    // Group 6 sees payments of its warehouse's orders.
    const branch = await order(2, { gudang_id: 2 });
    const bp = await submit({ order_id: branch.order_id, amount: 10000 });
    expect((await g6.client.get('/payment/view', { payment_id: bp.data.payment_id })).data.gudang_id).toBe(2);
  });

  it('stores a proof (PNG re-encoded, PDF as is), refuses other types and sizes, attaches it once and serves it to who sees the payment', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#22aa66' } })
      .png()
      .toBuffer();
    const send = async (file: Buffer, name: string, c: Client = ctx.admin) => {
      const form = new FormData();
      form.append('file_name', name);
      form.append('file', new Blob([new Uint8Array(file)]), name);
      const res = await fetch(`${ctx.server.url}/payment/upload_attachment`, { method: 'POST', headers: { authorization: `Bearer ${c.token}` }, body: form });
      return { http: res.status, ...((await res.json()) as { data: any; errors?: Record<string, string[]> }) };
    };
    const up = await send(png, 'bukti transfer.png');
    expect(up.http, JSON.stringify(up.errors)).toBe(200);
    expect(up.data).toMatchObject({ file_name: 'bukti transfer.png', mime: 'image/png', payment_id: null });
    const pdf = await send(Buffer.from('%PDF-1.4\n%bukti\n'), 'slip.pdf');
    expect(pdf.data).toMatchObject({ mime: 'application/pdf', file_name: 'slip.pdf' });
    expect((await send(Buffer.from('<svg onload=alert(1)>'), 'x.svg')).errors?.file).toEqual([
      'Bukti pembayaran harus berupa JPG, PNG atau PDF, maksimal 5 MB',
    ]);
    expect((await send(Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)]), 'besar.pdf')).errors?.file).toEqual([
      'Bukti pembayaran harus berupa JPG, PNG atau PDF, maksimal 5 MB',
    ]);
    // Not attached yet: only its uploader reads it.
    const g6 = await userWithGroup(ctx.admin, 6);
    const read = (id: number, c: Client = ctx.admin) =>
      fetch(`${ctx.server.url}/payment/attachment?attachment_id=${id}`, { headers: { authorization: `Bearer ${c.token}` } });
    expect((await read(up.data.attachment_id, g6.client)).status).toBe(404);
    const o = await order(10);
    const s = await submit({ order_id: o.order_id, amount: 5000, attachment_ids: [up.data.attachment_id, pdf.data.attachment_id] });
    expect(s.http, JSON.stringify(s.errors)).toBe(200);
    expect((await submit({ order_id: o.order_id, amount: 5000, attachment_ids: [up.data.attachment_id] })).errors?.attachment_ids).toEqual([
      'Lampiran sudah dipakai pembayaran lain',
    ]);
    const view = await ctx.admin.get('/payment/view', { payment_id: s.data.payment_id });
    expect(view.data.attachments.map((a: { file_name: string }) => a.file_name)).toEqual(['bukti transfer.png', 'slip.pdf']);
    const file = await read(pdf.data.attachment_id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).toString('latin1')).toBe('%PDF-1.4\n%bukti\n');
    expect((await read(up.data.attachment_id, other)).status).toBe(404);
  });

  it('lists by status, period, number and invoice, refuses unknown filters, and exports payments and invoices to Excel', async () => {
    const o = await order(6);
    const s = await submit({ order_id: o.order_id, amount: 12000 });
    const byInvoice = await post('/payment/list', { invoice_number: o.invoice_number });
    expect(byInvoice.data.data.map((r: { payment_number: string }) => r.payment_number)).toEqual([s.data.payment_number]);
    expect(byInvoice.data.data[0]).toMatchObject({ status: 'menunggu_verifikasi', status_label: 'Menunggu Verifikasi', editable: true, amount: 12000 });
    const bySearch = await post('/payment/list', { search: s.data.payment_number });
    expect(bySearch.data.total).toBe(1);
    expect((await post('/payment/list', { status: 'lunas' })).errors?.status?.[0]).toContain('Status harus salah satu dari');
    expect((await post('/payment/list', { date_start: '2026-02-30' })).errors?.date_start).toBeDefined();
    expect((await post('/payment/list', { columnFilters: { payment_for: 'vendor' } })).errors?.payment_for).toBeDefined();
    for (const url of ['/payment/generate_excel', '/payment/generate_excel_order']) {
      const res = await fetch(`${ctx.server.url}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({}),
      });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
    }
  });
});

describe('an invoice with payments', () => {
  it('may not be edited nor have its shipping money changed once partly paid (its total may not drop under what is paid)', async () => {
    const o = await order(10, { shipping_cost: 10000 }); // 60.000
    await paid(o, 20000);
    const edit = await post('/purchase_order/update_stored', {
      order_id: o.order_id,
      customer_name: 'Pembeli Bayar',
      gudang_id: 1,
      is_pos: 0,
      is_indent: 0,
      is_ppn_jual: 0,
      lines: [{ product_id: ids.para, unit: 'kecil', qty: 1 }],
    });
    expect(edit.errors?.order_id).toEqual(['Tagihan yang sudah dibayar sebagian tidak dapat diubah']);
    const ship = await post('/purchase_order/update_shipping', { order_id: o.order_id, shipping_cost: 0 });
    expect(ship.errors?.shipping_cost).toEqual(['Tagihan sudah dibayar sebagian: ongkos kirim, diskon ongkir dan biaya COD tidak dapat diubah']);
    expect(await orderMoney(o.order_id)).toEqual({ paid_amount: 20000, is_paid: 0 });
  });
});

describe('cashier sales', () => {
  it('records a sale paid at the counter as an approved payment (source kasir) of its total', async () => {
    await openCashierShift(ctx.admin);
    const r = await post('/purchase_order/add_stored', {
      is_pos: 1,
      gudang_id: 1,
      payment_method: 'cash',
      cash_received: 20000,
      lines: [{ product_id: ids.para, unit: 'kecil', qty: 3 }],
    });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data).toMatchObject({ is_paid: 1, paid_amount: 15000, change_due: 5000 });
    expect(await orderMoney(r.data.order_id)).toEqual({ paid_amount: 15000, is_paid: 1 });
    const list = await post('/payment/list', { order_id: r.data.order_id });
    expect(list.data.data.map((p: { source: string; status: string; amount: number }) => [p.source, p.status, p.amount])).toEqual([
      ['kasir', 'disetujui', 15000],
    ]);
  });
});

describe('the payment invariant', () => {
  it('finds an order paid by anything but approved payments, and is sound again once put back', async () => {
    const o = await order(3);
    await paid(o, 5000);
    expect(await paymentInvariantViolations(owner())).toEqual([]);
    await owner().execute(sql`update sales_order set paid_amount = paid_amount + 1 where order_id = ${o.order_id}`);
    expect(await paymentInvariantViolations(owner())).toEqual([expect.objectContaining({ kind: 'order_paid', id: o.order_id, have: '5001', want: '5000' })]);
    await owner().execute(sql`update sales_order set paid_amount = paid_amount - 1 where order_id = ${o.order_id}`);
    expect(await paymentInvariantViolations(owner())).toEqual([]);
  });
});
