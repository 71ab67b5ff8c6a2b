import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/db-state.js';
import { type Answer, Client, useTestServer, userWithGroup, userWithPrivileges } from '../../test/harness.js';
import { openCashierShift } from '../sales/cashier/cashier-test-kit.js';
import { shipSalesOrder } from '../sales/order/commands/transition-sales-order.js';
import { stockTestKit } from '../stock/stock-test-kit.js';
import { paymentInvariantViolations } from './payment-invariant.js';
import { useSoundPayments } from './payment-test-kit.js';
import { useSoundSalesFacts } from '../report/facts/sales-facts-test-kit.js';

/*
 * The payment calls attacked (issue 22 review): other companies' and other users' ids, flags the
 * caller may not set, numbers as users type them, money by hand (credit, voids, cancelled invoices,
 * four eyes), proofs, and races. Every refusal writes nothing (tableSnapshot); the payment invariant
 * is checked after the file (useSoundPayments).
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
useSoundPayments(ctx);
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const post = (path: string, body: Record<string, unknown>, c: Client = ctx.admin) => c.post(path, body, { json: true });
const ids = { para: 0, bca: 0, member: 0, otherBank: 0, otherMember: 0, otherOrder: 0, otherPayment: 0, otherAttachment: 0 };
type Order = { order_id: number; invoice_number: string; grand_total: number };
let other: Client;
let finance: { client: Client; userId: number };
let finance2: { client: Client; userId: number };

async function order(qty: number, opts: { member_id?: number } = {}, c: Client = ctx.admin): Promise<Order> {
  const r = await post(
    '/purchase_order/add_stored',
    {
      ...(opts.member_id ? { member_id: opts.member_id } : { customer_name: 'Pembeli Serang' }),
      gudang_id: 1,
      shipping_cost: 0,
      lines: [{ product_id: ids.para, unit: 'kecil', qty }],
    },
    c,
  );
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return r.data as Order;
}
const submit = (body: Record<string, unknown>, c: Client = ctx.admin) =>
  post('/payment/cs_submit_stored', { payment_method: 'transfer', bank_id: ids.bca, ...body }, c);
const approve = (payment_id: number, c: Client = ctx.admin) => post('/payment/finance_submit_stored', { payment_id, action: 'approve' }, c);
const ok = (r: Answer) => {
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return r.data;
};
const paymentRow = async (id: number) =>
  (
    await owner().execute(sql`select status, source, amount::float8 as amount, credit_amount::float8 as credit_amount, credit_used::float8 as credit_used,
      is_multiple::int as is_multiple, created_by from payment where payment_id = ${id}`)
  ).rows[0] as Record<string, unknown>;
const orderPaid = async (id: number) =>
  Number(((await owner().execute(sql`select paid_amount::float8 as p from sales_order where order_id = ${id}`)).rows[0] as { p: number }).p);

async function upload(file: Buffer, name: string, c: Client = ctx.admin) {
  const form = new FormData();
  form.append('file_name', name);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${ctx.server.url}/payment/upload_attachment`, { method: 'POST', headers: { authorization: `Bearer ${c.token}` }, body: form });
  return { http: res.status, ...((await res.json()) as { data: any; errors?: Record<string, string[]> }) };
}

beforeAll(async () => {
  ids.para = (await kit.makeProduct('Paracetamol Serang')).product_id;
  expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: ids.para, product_price_sale: 5000 })).http).toBe(200);
  await kit.move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.para, qty: 5000, unit_cost: 3000 }] });
  const bank = { kasbank_type: 'bank', kasbank_bank_name: 'BCA', kasbank_account_number: '7008888888', kasbank_account_holder: 'PT Demo' };
  ok(await ctx.admin.post('/master/kasbank/create', { ...bank, kasbank_code: 'BCAS', kasbank_name: 'Rekening BCA Serang' }));
  ids.bca = Number(
    ((await owner().execute(sql`select kasbank_id from master_kasbank where kasbank_code = 'BCAS'`)).rows[0] as { kasbank_id: number }).kasbank_id,
  );
  const m = await owner().execute(sql`insert into master_member (company_id, member_name, member_phone, member_approval)
    values (1, 'Apotek Serang', '081200000091', 'approved') returning member_id`);
  ids.member = Number((m.rows[0] as { member_id: number }).member_id);
  finance = await userWithPrivileges(ctx, 901, 'Keuangan Serang', ['verificationPayment', 'orderList']);
  finance2 = await userWithPrivileges(ctx, 902, 'Keuangan Serang Dua', ['verificationPayment', 'orderList']);

  // Another company with its own account, customer, invoice, pending payment and proof.
  const reg = await new Client(ctx.server.url).post('/registration/submit', {
    company_name: 'CV Penyerang',
    app_name: 'penyerang-bayar',
    name: 'Pemilik Penyerang',
    username: 'owner_serang',
    email: 'owner@serang.test',
    password: 'Password-S-123',
    password_confirmation: 'Password-S-123',
  });
  expect(reg.status).toBe(200);
  other = await new Client(ctx.server.url).login('owner_serang', 'Password-S-123');
  ok(await other.post('/master/kasbank/create', { ...bank, kasbank_code: 'BCAX', kasbank_name: 'Rekening Lain' }));
  ids.otherBank = Number(
    ((await owner().execute(sql`select kasbank_id from master_kasbank where kasbank_code = 'BCAX'`)).rows[0] as { kasbank_id: number }).kasbank_id,
  );
  const company2 = Number(
    ((await owner().execute(sql`select company_id from master_kasbank where kasbank_id = ${ids.otherBank}`)).rows[0] as { company_id: number }).company_id,
  );
  const m2 = await owner().execute(sql`insert into master_member (company_id, member_name, member_phone, member_approval)
    values (${company2}, 'Apotek Lain', '081200000092', 'approved') returning member_id`);
  ids.otherMember = Number((m2.rows[0] as { member_id: number }).member_id);
  const up = await upload(Buffer.from('%PDF-1.4\n%lain\n'), 'lain.pdf', other);
  expect(up.http, JSON.stringify(up.errors)).toBe(200);
  ids.otherAttachment = up.data.attachment_id;
});

describe("ids that are not the caller's", () => {
  it("refuses another company's account, proof, customer, invoice and payment in every write call, writing nothing", async () => {
    const o = await order(10, { member_id: ids.member });
    const mine = ok(await submit({ order_id: o.order_id, amount: 5000 }));
    const multi = ok(
      await post('/payment/finance_order_multiple_stored', {
        type: 'customer',
        order_vendor_id: ids.member,
        payment_method: 'transfer',
        bank_id: ids.bca,
        details: [
          { order_id: o.order_id, amount: 1000 },
          { order_id: (await order(2, { member_id: ids.member })).order_id, amount: 1000 },
        ],
      }),
    );
    const detail = Number(
      ((await owner().execute(sql`select min(payment_detail_id) as d from payment_detail where payment_id = ${multi.payment_id}`)).rows[0] as { d: number }).d,
    );
    const before = await tableSnapshot(ctx.server.database);
    expect((await submit({ order_id: o.order_id, amount: 1000, bank_id: ids.otherBank })).errors?.bank_id).toEqual(['Rekening tidak ditemukan']);
    expect((await submit({ order_id: o.order_id, amount: 1000, attachment_ids: [ids.otherAttachment] })).errors?.attachment_ids).toEqual([
      'Lampiran tidak ditemukan',
    ]);
    const m = (body: Record<string, unknown>, c: Client = ctx.admin) =>
      post('/payment/finance_order_multiple_stored', { type: 'customer', payment_method: 'transfer', bank_id: ids.bca, ...body }, c);
    expect((await m({ order_vendor_id: ids.otherMember, details: [{ order_id: o.order_id, amount: 1000 }] })).http).toBe(404);
    // The other company reaching our customer, invoice, payment and detail.
    expect((await m({ order_vendor_id: ids.member, details: [{ order_id: o.order_id, amount: 1000 }] }, other)).http).toBe(404);
    expect((await submit({ order_id: o.order_id, amount: 1000 }, other)).http).toBe(404);
    for (const [url, body] of [
      ['/payment/finance_submit_stored', { payment_id: mine.payment_id, action: 'approve' }],
      ['/payment/finance_submit_stored', { payment_id: mine.payment_id, action: 'reject', reason: 'x' }],
      ['/payment/delete_stored', { payment_id: mine.payment_id }],
      ['/payment/approval_finance_order_multiple_stored', { payment_id: multi.payment_id, action: 'approve' }],
      ['/payment/delete_finance_order_multiple_stored', { payment_id: multi.payment_id }],
      ['/payment/finance_order_multiple_remove_invoice', { payment_detail_id: detail }],
      ['/payment/upload_finance_order_multiple_stored', { payment_id: multi.payment_id, attachment_ids: [ids.otherAttachment] }],
      ['/payment/finance_order_multiple_update_stored', { payment_id: multi.payment_id, details: [{ order_id: o.order_id, amount: 1 }] }],
    ] as const) {
      const r = await post(url, body as Record<string, unknown>, other);
      expect(r.http, `${url} ${JSON.stringify(r.errors ?? r.msg)}`).toBe(404);
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it("refuses a proof another user of the same company uploaded and has not attached yet (it is not the caller's to attach)", async () => {
    const cs = await userWithGroup(ctx.admin, 10);
    const theirs = await upload(Buffer.from('%PDF-1.4\n%milik orang lain\n'), 'bukti.pdf');
    expect(theirs.http).toBe(200);
    const mine = await order(4, {}, cs.client);
    const before = await tableSnapshot(ctx.server.database);
    const r = await submit({ order_id: mine.order_id, amount: 5000, attachment_ids: [theirs.data.attachment_id] }, cs.client);
    expect(r.errors?.attachment_ids).toEqual(['Lampiran tidak ditemukan']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    // Nor onto a multi-invoice payment by another finance user.
    const multi = ok(
      await post('/payment/finance_order_multiple_stored', {
        type: 'customer',
        order_vendor_id: ids.member,
        payment_method: 'transfer',
        bank_id: ids.bca,
        details: [{ order_id: (await order(2, { member_id: ids.member })).order_id, amount: 1000 }],
      }),
    );
    const before2 = await tableSnapshot(ctx.server.database);
    const u = await post(
      '/payment/upload_finance_order_multiple_stored',
      { payment_id: multi.payment_id, attachment_ids: [theirs.data.attachment_id] },
      finance.client,
    );
    expect(u.errors?.attachment_ids).toEqual(['Lampiran tidak ditemukan']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before2);
    const m = await post(
      '/payment/finance_order_multiple_stored',
      {
        type: 'customer',
        order_vendor_id: ids.member,
        payment_method: 'transfer',
        bank_id: ids.bca,
        attachment_ids: [theirs.data.attachment_id],
        details: [{ order_id: (await order(2, { member_id: ids.member })).order_id, amount: 1000 }],
      },
      finance.client,
    );
    expect(m.errors?.attachment_ids).toEqual(['Lampiran tidak ditemukan']);
    // Its uploader attaches it.
    ok(await post('/payment/upload_finance_order_multiple_stored', { payment_id: multi.payment_id, attachment_ids: [theirs.data.attachment_id] }));
  });
});

describe('flags and numbers in the body', () => {
  it('ignores source, approved, status, credit_amount, is_multiple, created_by and paid_amount sent by the caller', async () => {
    const o = await order(10);
    const s = ok(
      await submit({
        order_id: o.order_id,
        amount: 5000,
        source: 'kasir',
        approved: true,
        status: 'disetujui',
        credit_amount: 900000,
        is_multiple: 1,
        created_by: finance.userId,
        paid_amount: 50000,
        verified_by: finance.userId,
      }),
    );
    expect(await paymentRow(s.payment_id)).toMatchObject({ status: 'menunggu_verifikasi', source: 'manual', amount: 5000, credit_amount: 0, is_multiple: 0 });
    expect(Number((await paymentRow(s.payment_id)).created_by)).not.toBe(finance.userId);
    expect(await orderPaid(o.order_id)).toBe(0);
  });

  it('reads amounts as users type them and refuses the rest at amount in Indonesian, writing nothing', async () => {
    const o = await order(200); // 1.000.000
    const before = await tableSnapshot(ctx.server.database);
    for (const amount of [9e15, 1e20, '99999999999999999999', -1, '-5.000', 0, '0', '1.250.000,50', 12.5, 'Rp 1.000', '', 'abc', '1e3', null]) {
      const r = await post('/payment/cs_submit_validation', { order_id: o.order_id, amount, payment_method: 'transfer', bank_id: ids.bca });
      expect(r.http, `${amount}`).toBe(422);
      expect(r.errors?.amount?.[0], `${amount}`).toMatch(/Jumlah pembayaran/);
    }
    // More than the invoice owes without keeping it as credit.
    expect((await submit({ order_id: o.order_id, amount: '1.000.001' })).errors?.amount?.[0]).toContain('melebihi sisa tagihan');
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    for (const [typed, value] of [
      ['1.250', 1250],
      ['75,000', 75000],
      ['1.000.000', 1000000],
    ] as const) {
      const s = ok(await submit({ order_id: o.order_id, amount: typed }));
      expect(s.amount, typed).toBe(value);
      ok(await post('/payment/delete_stored', { payment_id: s.payment_id }));
    }
  });
});

describe('other fields', () => {
  it("refuses dates out of range, a reject without reason, credit kept for a walk-in customer and another company's customer in the open invoices", async () => {
    const walkIn = await order(4); // 20.000, no member
    const v = (body: Record<string, unknown>) =>
      post('/payment/cs_submit_validation', { order_id: walkIn.order_id, payment_method: 'transfer', bank_id: ids.bca, amount: 1000, ...body });
    expect((await v({ payment_date: '2999-01-01' })).errors?.payment_date).toEqual(['Tanggal pembayaran tidak boleh di masa depan']);
    expect((await v({ payment_date: '2026-02-30' })).errors?.payment_date).toBeDefined();
    expect((await v({ payment_date: '2000-01-01' })).errors?.payment_date).toEqual(['Tanggal pembayaran tidak boleh sebelum tanggal tagihan']);
    expect((await v({ bank_id: '' })).errors?.bank_id).toEqual(['Rekening wajib dipilih untuk metode pembayaran ini']);
    expect((await v({ amount: 25000, keep_as_credit: 1 })).errors?.keep_as_credit?.[0]).toContain('pelanggan terdaftar');
    expect((await v({ use_credit: 1000 })).errors?.use_credit?.[0]).toContain('tanpa kontak');
    const pending = ok(await submit({ order_id: walkIn.order_id, amount: 1000 }));
    expect((await post('/payment/finance_submit_stored', { payment_id: pending.payment_id, action: 'reject', reason: '  ' })).http).toBe(422);
    const open = await ctx.admin.get('/payment/list_invoice_order', { type: 'customer', order_vendor_id: ids.otherMember });
    expect(open.http).toBe(404);
    ok(await post('/payment/delete_stored', { payment_id: pending.payment_id }));
  });
});

describe('money by hand', () => {
  it('refuses a payment approved by the finance user who submitted it (four eyes); another one approves', async () => {
    const o = await order(10);
    const s = ok(await submit({ order_id: o.order_id, amount: 5000 }, finance.client));
    const before = await tableSnapshot(ctx.server.database);
    const own = await approve(s.payment_id, finance.client);
    expect(own.http).toBe(422);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    ok(await approve(s.payment_id, finance2.client));
    expect(await orderPaid(o.order_id)).toBe(5000);
  });

  it('refuses approving a payment whose invoice was deleted meanwhile, and deleting a partly paid invoice', async () => {
    const o = await order(10); // 50.000
    const pending = ok(await submit({ order_id: o.order_id, amount: 10000 }));
    ok(await post('/purchase_order/delete', { order_id: o.order_id, reason: 'Salah input' }));
    const before = await tableSnapshot(ctx.server.database);
    const r = await approve(pending.payment_id);
    expect(r.http).toBe(422);
    // the refusal says why (not "more than is due, Rp 0")
    expect(r.errors?.amount).toEqual([`Tagihan ${o.invoice_number} sudah dihapus`]);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    // Money received against an invoice: it may not be deleted while the payment stands (the money would vanish).
    const p = await order(10);
    ok(await approve(ok(await submit({ order_id: p.order_id, amount: 20000 })).payment_id));
    const before2 = await tableSnapshot(ctx.server.database);
    const del = await post('/purchase_order/delete', { order_id: p.order_id, reason: 'Dibatalkan pelanggan' });
    expect(del.http, JSON.stringify(del.data)).toBe(422);
    expect(del.errors?.order_id?.[0]).toContain('sudah dibayar');
    expect(await tableSnapshot(ctx.server.database)).toEqual(before2);
  });

  it('refuses voiding an overpayment whose credit has been spent on another invoice', async () => {
    const o1 = await order(10, { member_id: ids.member }); // 50.000
    const o2 = await order(10, { member_id: ids.member });
    const over = ok(await submit({ order_id: o1.order_id, amount: 60000, keep_as_credit: 1 }));
    expect(over.credit_amount).toBe(10000);
    ok(await approve(over.payment_id));
    const spend = ok(await submit({ order_id: o2.order_id, amount: 40000, use_credit: 10000 }));
    ok(await approve(spend.payment_id));
    const before = await tableSnapshot(ctx.server.database);
    const v = await post('/payment/finance_submit_stored', { payment_id: over.payment_id, action: 'void' });
    expect(v.http).toBe(422);
    expect(v.errors?.payment_id?.[0]).toContain('sudah dipakai');
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    // Voiding the spending first gives the credit back; then the overpayment may be voided.
    ok(await post('/payment/finance_submit_stored', { payment_id: spend.payment_id, action: 'void' }));
    ok(await post('/payment/finance_submit_stored', { payment_id: over.payment_id, action: 'void' }));
    expect(await orderPaid(o1.order_id)).toBe(0);
    expect(await orderPaid(o2.order_id)).toBe(0);
  });
});

describe("payments that are not finance's to void", () => {
  it('refuses voiding a sale paid at the counter (as Tandai Belum Lunas does), writing nothing', async () => {
    await openCashierShift(ctx.admin);
    const r = ok(
      await post('/purchase_order/add_stored', {
        is_pos: 1,
        gudang_id: 1,
        payment_method: 'cash',
        cash_received: 20000,
        lines: [{ product_id: ids.para, unit: 'kecil', qty: 3 }],
      }),
    );
    const pay = Number(
      (
        (await owner().execute(sql`select p.payment_id from payment p join payment_detail d on d.payment_id = p.payment_id where d.order_id = ${r.order_id}`))
          .rows[0] as { payment_id: number }
      ).payment_id,
    );
    const before = await tableSnapshot(ctx.server.database);
    expect((await post('/payment/finance_submit_validation', { payment_id: pay, action: 'void' })).errors?.payment_id?.[0]).toContain('kasir');
    const v = await post('/payment/finance_submit_stored', { payment_id: pay, action: 'void' });
    expect(v.http).toBe(422);
    expect(v.errors?.payment_id?.[0]).toContain('kasir');
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });
});

describe('a return approved after payment', () => {
  it('an invoice paid in part, then a return that leaves nothing due: Lunas, owing the customer the rest, out of the open invoices', async () => {
    const o = await order(10, { member_id: ids.member }); // 50.000
    const line = Number(
      ((await owner().execute(sql`select line_id from sales_order_line where order_id = ${o.order_id}`)).rows[0] as { line_id: number }).line_id,
    );
    ok(await post('/purchase_order/update_status', { order_id: o.order_id, action: 'pick' }));
    await kit.asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: o.order_id }));
    const pay = ok(await submit({ order_id: o.order_id, amount: 45000 }));
    ok(await approve(pay.payment_id));
    const ret = ok(
      await post('/retur/konsumen/add_stored', {
        order_id: o.order_id,
        gudang_id: 1,
        lines: [{ order_line_id: line, qty: 2, unit: 'kecil', reason: 'Rusak' }],
      }),
    );
    ok(await post('/retur/konsumen/update_status_stored', { retur_konsumen_id: ret.retur_konsumen_id, status: 'disetujui' }));
    // 50.000 − 10.000 returned − 45.000 paid: nothing due, 5.000 owed to the customer.
    const row = (await owner().execute(sql`select is_paid::int as is_paid, paid_amount::float8 as paid from sales_order where order_id = ${o.order_id}`))
      .rows[0] as { is_paid: number; paid: number };
    expect(row).toEqual({ is_paid: 1, paid: 45000 });
    expect(await paymentInvariantViolations(owner())).toEqual([]);
    const view = ok(await ctx.admin.get('/payment/view', { payment_id: pay.payment_id }));
    expect(view.details[0]).toMatchObject({ amount_due: 0, returned_total: 10000, paid_amount: 45000 });
    const open = ok(await ctx.admin.get('/payment/list_invoice_order', { type: 'customer', order_vendor_id: ids.member }));
    expect(JSON.stringify(open)).not.toContain(o.invoice_number);
    // Nothing more may be paid on it.
    expect((await submit({ order_id: o.order_id, amount: 1000 })).errors?.order_id).toEqual(['Tagihan sudah lunas']);
  });
});

describe('proofs', () => {
  it('refuses a 6 MB file, a program named .pdf and a picture that is not one', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const rule = ['Bukti pembayaran harus berupa JPG, PNG atau PDF, maksimal 5 MB'];
    const big = await upload(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024)]), 'besar.pdf');
    expect(big.http).toBeGreaterThanOrEqual(400);
    expect((await upload(Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000)]), 'bukti.pdf')).errors?.file).toEqual(rule);
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('bukan gambar sama sekali')]);
    const r = await upload(fake, 'bukti.png');
    expect(r.http).toBe(422);
    expect(r.errors?.file).toBeDefined();
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'program.exe')).data).toMatchObject({ mime: 'image/png', file_name: 'program.png' });
  });
});

describe('races', () => {
  it('delete and approve of one payment at once: exactly one wins', async () => {
    const o = await order(10);
    const s = ok(await submit({ order_id: o.order_id, amount: 7000 }));
    const [a, d] = await Promise.all([approve(s.payment_id), post('/payment/delete_stored', { payment_id: s.payment_id })]);
    expect([a.http, d.http].filter((h) => h === 200)).toHaveLength(1);
    const row = await paymentRow(s.payment_id);
    expect(row.status).toBe(a.http === 200 ? 'disetujui' : 'dihapus');
    expect(await orderPaid(o.order_id)).toBe(a.http === 200 ? 7000 : 0);
  });

  it("two payments spending the customer's whole credit approved at once: one spends it, the other is refused at use_credit", async () => {
    const m = Number(
      (
        (
          await owner().execute(sql`insert into master_member (company_id, member_name, member_phone, member_approval)
        values (1, 'Apotek Kredit Balapan', '081200000093', 'approved') returning member_id`)
        ).rows[0] as { member_id: number }
      ).member_id,
    );
    const o1 = await order(10, { member_id: m });
    const over = ok(await submit({ order_id: o1.order_id, amount: 60000, keep_as_credit: 1 }));
    ok(await approve(over.payment_id));
    const spend = async () => ok(await submit({ order_id: (await order(10, { member_id: m })).order_id, amount: 40000, use_credit: 10000 }));
    const [s1, s2] = [await spend(), await spend()];
    const [a, b] = await Promise.all([approve(s1.payment_id), approve(s2.payment_id)]);
    expect([a.http, b.http].sort()).toEqual([200, 422]);
    expect((a.http === 422 ? a : b).errors?.use_credit?.[0]).toContain('melebihi saldo kredit');
    // Another customer's invoice in a multi-invoice payment of this one: refused at the detail.
    const strange = await order(2, { member_id: ids.member });
    const r = await post('/payment/finance_order_multiple_validation', {
      type: 'customer',
      order_vendor_id: m,
      payment_method: 'transfer',
      bank_id: ids.bca,
      details: [{ order_id: strange.order_id, amount: 1000 }],
    });
    expect(r.errors?.['details.0.order_id']).toEqual(['Tagihan bukan milik pelanggan ini']);
  });

  it('two multi-invoice payments for the same last amount approved at once: one is recorded, the other refused', async () => {
    const o1 = await order(10, { member_id: ids.member });
    const o2 = await order(4, { member_id: ids.member });
    const o3 = await order(4, { member_id: ids.member });
    const make = (other: number) =>
      post('/payment/finance_order_multiple_stored', {
        type: 'customer',
        order_vendor_id: ids.member,
        payment_method: 'transfer',
        bank_id: ids.bca,
        details: [
          { order_id: o1.order_id, amount: 50000 },
          { order_id: other, amount: 20000 },
        ],
      });
    const p1 = ok(await make(o2.order_id));
    const p2 = ok(await make(o3.order_id));
    const ap = (id: number) => post('/payment/approval_finance_order_multiple_stored', { payment_id: id, action: 'approve' });
    const [a, b] = await Promise.all([ap(p1.payment_id), ap(p2.payment_id)]);
    expect([a.http, b.http].sort()).toEqual([200, 422]);
    expect(await orderPaid(o1.order_id)).toBe(50000);
    expect((await orderPaid(o2.order_id)) + (await orderPaid(o3.order_id))).toBe(20000);
  });
});
