import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../test/db-state.js';
import { type Answer, Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { redPng } from '../../test/images.js';
import { useSoundPayments } from './payment-test-kit.js';
import { useSoundSalesFacts } from '../report/facts/sales-facts-test-kit.js';
import { refreshSalesFacts } from '../report/facts/commands/refresh-sales-facts.js';

/*
 * Multi-invoice payments (issue 22 item 3) through HTTP: one transfer covering several invoices of one
 * customer or several receipts of one supplier. The invoices and receipts are put straight into the
 * database with their totals (their own modules are tested elsewhere); every payment goes through the
 * calls. Money is worked by hand in each test.
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
useSoundPayments(ctx);
const owner = () => ctx.server.database.db;
const json = (path: string, body: Record<string, unknown>, c: Client = ctx.admin, headers: Record<string, string> = {}) =>
  c.post(path, body, { json: true, headers });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart request as the page's upload sends it: text fields (objects as JSON text) and the proofs in `attachments`. */
async function multipart(
  c: Client,
  path: string,
  fields: Record<string, unknown>,
  files: { bytes: Buffer; type: string; name: string }[] = [],
  headers: Record<string, string> = {},
): Promise<Answer> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) fd.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  for (const f of files) fd.append('attachments', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(c.baseUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${c.token}`, 'x-forwarded-for': c.ip, ...(c.appName ? { app_name: c.appName } : {}), ...headers },
    body: fd,
  });
  return { http: res.status, ...((await res.json()) as Omit<Answer, 'http'>) };
}

let serial = 0;
async function customer(name: string) {
  serial++;
  const r = await owner().execute(sql`insert into master_member (company_id, member_name, member_phone, member_approval)
    values (1, ${name}, ${`0817${String(serial).padStart(8, '0')}`}, 'approved') returning member_id`);
  return Number((r.rows[0] as { member_id: number }).member_id);
}
/** An invoice of `total` for a customer, shipped, in warehouse `gudang` (1 by default). */
async function invoice(memberId: number, total: number, opts: { gudang?: number; mitra?: number; date?: string } = {}) {
  serial++;
  const r = await owner().execute(sql`insert into sales_order (company_id, invoice_number, order_date, due_date, member_id, gudang_id, status,
      subtotal, grand_total, public_token, mitra_user_id)
    values (1, ${`INV/MULTI/${serial}`}, ${opts.date ?? '2026-11-01'}, '2026-12-01', ${memberId}, ${opts.gudang ?? 1}, 'dikirim', ${total}, ${total},
      ${randomBytes(16).toString('hex')}, ${opts.mitra ?? null})
    returning order_id`);
  const orderId = Number((r.rows[0] as { order_id: number }).order_id);
  await refreshSalesFacts(owner(), [orderId]);
  return orderId;
}
/** An approved customer return taking `refund` off an invoice. */
async function approvedReturn(orderId: number, refund: number) {
  serial++;
  await owner().execute(sql`insert into retur_konsumen (company_id, retur_konsumen_number, retur_date, order_id, gudang_id, status, lines_total, refund_total)
    values (1, ${`RK/MULTI/${serial}`}, '2026-11-05', ${orderId}, 1, 'disetujui', ${refund}, ${refund})`);
  await refreshSalesFacts(owner(), [orderId]);
}
/** An approved goods receipt of `total` from a supplier. */
async function receipt(vendorId: number, total: number) {
  serial++;
  const r = await owner().execute(sql`insert into goods_receipt (company_id, penerimaan_number, penerimaan_date, due_date, order_id, gudang_id, vendor_id,
      status, subtotal, grand_total)
    values (1, ${`PN/MULTI/${serial}`}, '2026-11-02', '2026-12-02', 0, 1, ${vendorId}, 'approved', ${total}, ${total})
    returning penerimaan_id`);
  return Number((r.rows[0] as { penerimaan_id: number }).penerimaan_id);
}
const orderPaid = async (orderId: number) =>
  (await owner().execute(sql`select paid_amount::float8 as paid_amount, is_paid::int as is_paid from sales_order where order_id = ${orderId}`)).rows[0] as {
    paid_amount: number;
    is_paid: number;
  };
const receiptPaid = async (id: number) =>
  (await owner().execute(sql`select paid_amount::float8 as paid_amount, is_paid::int as is_paid from goods_receipt where penerimaan_id = ${id}`)).rows[0] as {
    paid_amount: number;
    is_paid: number;
  };
const openDocs = (order_vendor_id: number, type = 'customer', c: Client = ctx.admin) => c.get('/payment/list_invoice_order', { order_vendor_id, type });
const approve = (payment_id: number, c: Client = ctx.admin) => json('/payment/approval_finance_order_multiple_stored', { payment_id, action: 'approve' }, c);
const ok = (r: Answer) => {
  expect(r.http, `${r.msg} ${JSON.stringify(r.errors)}`).toBe(200);
  return r.data;
};

const ids = { a: 0, b: 0, i1: 0, i2: 0, i3: 0, other: 0, p1: 0 };

beforeAll(async () => {
  ids.a = await customer('Apotek Gabungan');
  ids.b = await customer('Toko Lain');
  ids.i1 = await invoice(ids.a, 1_000_000);
  ids.i2 = await invoice(ids.a, 2_500_000);
  await approvedReturn(ids.i2, 250_000);
  ids.i3 = await invoice(ids.a, 750_000);
  ids.other = await invoice(ids.b, 400_000);
});

describe('a customer transfer across three invoices, one with a return', () => {
  it('lists what each invoice still owes after the return: 1.000.000 + 2.250.000 + 750.000 = 4.000.000', async () => {
    const open = ok(await openDocs(ids.a));
    expect(open).toMatchObject({ type: 'customer', order_vendor_id: ids.a, order_vendor_name: 'Apotek Gabungan', credit_balance: 0, total_due: 4_000_000 });
    expect(open.documents.map((d: Record<string, unknown>) => [d.order_id, d.grand_total, d.returned_total, d.paid_amount, d.amount_due])).toEqual([
      [ids.i1, 1_000_000, 0, 0, 1_000_000],
      [ids.i2, 2_500_000, 250_000, 0, 2_250_000],
      [ids.i3, 750_000, 0, 0, 750_000],
    ]);
    expect(open.documents[0]).toMatchObject({ penerimaan_id: null, due_date: '2026-12-01', pending_amount: 0 });
    expect((await openDocs(ids.a, 'bogus')).http).toBe(422);
    expect((await openDocs(999_999)).http).toBe(404);
  });

  it('refuses each bad detail at its field, all at once, and writes nothing', async () => {
    const before = await countRows(ctx.server.database, 'payment');
    const r = await json('/payment/finance_order_multiple_validation', {
      order_vendor_id: ids.a,
      type: 'customer',
      details: [
        { order_id: ids.i1, amount: 0 },
        { order_id: ids.i2, amount: '2.300.000' },
        { order_id: ids.other, amount: 100_000 },
        { order_id: ids.i1, amount: 5 },
        { order_id: 999_999, amount: 5 },
      ],
    });
    expect(r.http).toBe(422);
    expect(r.errors).toMatchObject({
      'details.0.amount': ['Jumlah harus lebih dari 0'],
      'details.1.amount': ['Jumlah melebihi sisa tagihan (sisa Rp 2.250.000)'],
      'details.2.order_id': ['Tagihan bukan milik pelanggan ini'],
      'details.3.order_id': ['Tagihan dipilih dua kali'],
      'details.4.order_id': ['Tagihan tidak ditemukan'],
    });
    const none = await json('/payment/finance_order_multiple_validation', { order_vendor_id: ids.a, type: 'customer', details: [] });
    expect(none.errors).toMatchObject({ details: ['Pilih minimal satu tagihan'] });
    // More came in than the invoices: refused at amount unless the excess is kept as credit.
    const over = await json('/payment/finance_order_multiple_validation', {
      order_vendor_id: ids.a,
      type: 'customer',
      amount: 1_200_000,
      details: [{ order_id: ids.i1, amount: 1_000_000 }],
    });
    expect(Object.keys(over.errors ?? {})).toEqual(['amount']);
    const bad = await multipart(
      ctx.admin,
      '/payment/finance_order_multiple_validation',
      {
        order_vendor_id: ids.a,
        type: 'customer',
        details: [{ order_id: ids.i1, amount: 1 }],
      },
      [{ bytes: Buffer.from('bukan gambar'), type: 'text/plain', name: 'x.txt' }],
    );
    expect(bad.errors).toMatchObject({ attachments: ['Bukti pembayaran harus berupa JPG, PNG atau PDF, maksimal 5 MB'] });
    expect(await countRows(ctx.server.database, 'payment')).toBe(before);
  });

  it('stores the transfer (multipart, details as JSON text, a proof file) once under an Idempotency-Key', async () => {
    const fields = {
      order_vendor_id: ids.a,
      type: 'customer',
      payment_date: '2026-11-20',
      payment_method: 'transfer',
      note: 'Transfer gabungan',
      details: [
        { order_id: ids.i1, amount: '1.000.000' },
        { order_id: ids.i2, amount: '2.250.000' },
        { order_id: ids.i3, amount: '700.000' },
      ],
    };
    const png = [{ bytes: redPng(), type: 'image/png', name: 'bukti.png' }];
    ok(await multipart(ctx.admin, '/payment/finance_order_multiple_validation', fields, png));
    const headers = { 'idempotency-key': 'multi-a-1' };
    const first = ok(await multipart(ctx.admin, '/payment/finance_order_multiple_stored', fields, png, headers));
    const again = ok(await multipart(ctx.admin, '/payment/finance_order_multiple_stored', fields, png, headers));
    expect(first).toMatchObject({ status: 'menunggu_verifikasi', payment_for: 'customer', amount: 3_950_000, detail_count: 3, attachment_count: 1 });
    expect(first.payment_number).toMatch(/^BYR-IN/);
    expect(again.payment_id).toBe(first.payment_id);
    expect(await countRows(ctx.server.database, 'payment', `order_vendor_id = ${ids.a}`)).toBe(1);
    ids.p1 = first.payment_id;
    // Nothing is paid before approval; what awaits verification is shown beside what is due.
    expect(await orderPaid(ids.i1)).toEqual({ paid_amount: 0, is_paid: 0 });
    const open = ok(await openDocs(ids.a));
    expect(open.documents.map((d: Record<string, number>) => d.pending_amount)).toEqual([1_000_000, 2_250_000, 700_000]);
  });

  it('updates it while pending (details replaced, a PDF proof added) and adds a proof with upload', async () => {
    const body = {
      payment_id: ids.p1,
      payment_date: '2026-11-21',
      payment_method: 'transfer',
      details: [
        { order_id: ids.i1, amount: 1_000_000 },
        { order_id: ids.i2, amount: 2_250_000 },
        { order_id: ids.i3, amount: 750_000 },
      ],
    };
    const pdf = [{ bytes: PDF, type: 'application/pdf', name: 'bukti.pdf' }];
    ok(await multipart(ctx.admin, '/payment/finance_order_multiple_update_validation', body, pdf));
    const changed = await multipart(ctx.admin, '/payment/finance_order_multiple_update_stored', { ...body, order_vendor_id: ids.b }, pdf);
    expect(changed.errors).toMatchObject({ order_vendor_id: ['Pelanggan pembayaran tidak dapat diubah'] });
    const saved = ok(await multipart(ctx.admin, '/payment/finance_order_multiple_update_stored', body, pdf));
    expect(saved).toMatchObject({ payment_id: ids.p1, amount: 4_000_000, detail_count: 3, attachment_count: 2, status: 'menunggu_verifikasi' });
    const png = [{ bytes: redPng(3, 3), type: 'image/png', name: 'bukti2.png' }];
    ok(await multipart(ctx.admin, '/payment/upload_finance_order_multiple_validation', { payment_id: ids.p1 }, png));
    expect(ok(await multipart(ctx.admin, '/payment/upload_finance_order_multiple_stored', { payment_id: ids.p1 }, png)).attachment_count).toBe(3);
    const empty = await multipart(ctx.admin, '/payment/upload_finance_order_multiple_validation', { payment_id: ids.p1 });
    expect(empty.errors).toMatchObject({ attachments: ['Bukti pembayaran wajib diunggah'] });
    const stored = (await owner().execute(sql`select mime, size from payment_attachment where payment_id = ${ids.p1} order by attachment_id`)).rows;
    expect(stored.map((x) => (x as { mime: string }).mime)).toEqual(['image/png', 'application/pdf', 'image/png']);
  });

  it('approves it in one transaction: each invoice is paid what it owed; a replay allocates nothing more', async () => {
    ok(await json('/payment/approval_finance_order_multiple_validation', { payment_id: ids.p1, action: 'approve' }));
    expect(ok(await approve(ids.p1))).toMatchObject({ status: 'disetujui', amount: 4_000_000 });
    // 1.000.000 of 1.000.000; 2.250.000 of 2.500.000 less the 250.000 return; 750.000 of 750.000: all paid.
    expect(await orderPaid(ids.i1)).toEqual({ paid_amount: 1_000_000, is_paid: 1 });
    expect(await orderPaid(ids.i2)).toEqual({ paid_amount: 2_250_000, is_paid: 1 });
    expect(await orderPaid(ids.i3)).toEqual({ paid_amount: 750_000, is_paid: 1 });
    const replay = await approve(ids.p1);
    expect(replay.http).toBe(422);
    expect(await orderPaid(ids.i2)).toEqual({ paid_amount: 2_250_000, is_paid: 1 });
    expect(ok(await openDocs(ids.a))).toMatchObject({ total_due: 0, documents: [] });
    // Once approved it is no longer changed, deleted or shortened.
    expect((await json('/payment/delete_finance_order_multiple_validation', { payment_id: ids.p1 })).http).toBe(422);
    const upd = await json('/payment/finance_order_multiple_update_validation', { payment_id: ids.p1, details: [{ order_id: ids.i1, amount: 1 }] });
    expect(upd.http).toBe(422);
    const detail = (await owner().execute(sql`select payment_detail_id from payment_detail where payment_id = ${ids.p1} limit 1`)).rows[0] as {
      payment_detail_id: number;
    };
    expect((await json('/payment/finance_order_multiple_remove_invoice_validation', detail)).http).toBe(422);
  });
});

describe('two multi payments racing for the last amount of one invoice', () => {
  it('approves exactly one; the other is refused at its detail and can be shortened, then deleted', async () => {
    const c = await customer('Toko Balapan');
    const j1 = await invoice(c, 1_000_000);
    const j2 = await invoice(c, 500_000);
    const store = (details: Record<string, number>[]) => json('/payment/finance_order_multiple_stored', { order_vendor_id: c, type: 'customer', details });
    const pa = ok(
      await store([
        { order_id: j1, amount: 1_000_000 },
        { order_id: j2, amount: 100_000 },
      ]),
    );
    const pb = ok(
      await store([
        { order_id: j1, amount: 1_000_000 },
        { order_id: j2, amount: 200_000 },
      ]),
    );
    const [ra, rb] = await Promise.all([approve(pa.payment_id), approve(pb.payment_id)]);
    expect([ra.http, rb.http].sort()).toEqual([200, 422]);
    const loser = ra.http === 200 ? pb : pa;
    const lost = ra.http === 200 ? rb : ra;
    expect(lost.errors).toMatchObject({ 'details.0.amount': ['Jumlah melebihi sisa tagihan (sisa Rp 0)'] });
    expect((await orderPaid(j1)).paid_amount).toBe(1_000_000);
    expect((await orderPaid(j2)).paid_amount).toBe(ra.http === 200 ? 100_000 : 200_000);
    // The loser is still pending: its first invoice is taken off, the last one cannot be.
    const details = (
      await owner().execute(sql`select payment_detail_id, order_id from payment_detail where payment_id = ${loser.payment_id}
      order by payment_detail_id`)
    ).rows as { payment_detail_id: number; order_id: number }[];
    ok(await json('/payment/finance_order_multiple_remove_invoice_validation', { payment_detail_id: details[0].payment_detail_id }));
    const removed = ok(await json('/payment/finance_order_multiple_remove_invoice', { payment_detail_id: details[0].payment_detail_id }));
    expect(removed).toMatchObject({ detail_count: 1, amount: ra.http === 200 ? 200_000 : 100_000 });
    const last = await json('/payment/finance_order_multiple_remove_invoice', { payment_detail_id: details[1].payment_detail_id });
    expect(last.errors).toMatchObject({ payment_detail_id: ['Tagihan terakhir tidak dapat dihapus dari pembayaran; hapus pembayarannya'] });
    ok(await json('/payment/delete_finance_order_multiple_validation', { payment_id: loser.payment_id }));
    expect(ok(await json('/payment/delete_finance_order_multiple_stored', { payment_id: loser.payment_id })).status).toBe('dihapus');
    expect((await json('/payment/delete_finance_order_multiple_stored', { payment_id: loser.payment_id })).http).toBe(422);
  });

  it('allocates once when the same approval is sent twice at once', async () => {
    const c = await customer('Toko Dobel');
    const n1 = await invoice(c, 500_000);
    const n2 = await invoice(c, 300_000);
    const p = ok(
      await json('/payment/finance_order_multiple_stored', {
        order_vendor_id: c,
        type: 'customer',
        details: [
          { order_id: n1, amount: 200_000 },
          { order_id: n2, amount: 300_000 },
        ],
      }),
    );
    const both = await Promise.all([approve(p.payment_id), approve(p.payment_id)]);
    expect(both.map((r) => r.http).sort()).toEqual([200, 422]);
    expect(await orderPaid(n1)).toEqual({ paid_amount: 200_000, is_paid: 0 });
    expect(await orderPaid(n2)).toEqual({ paid_amount: 300_000, is_paid: 1 });
    expect(ok(await openDocs(c)).documents.map((d: { amount_due: number }) => d.amount_due)).toEqual([300_000]);
  });

  it('rejects with a reason (required); nothing is paid', async () => {
    const c = await customer('Toko Tolak');
    const k1 = await invoice(c, 300_000);
    const k2 = await invoice(c, 200_000);
    const p = ok(
      await json('/payment/finance_order_multiple_stored', {
        order_vendor_id: c,
        type: 'customer',
        details: [
          { order_id: k1, amount: 300_000 },
          { order_id: k2, amount: 200_000 },
        ],
      }),
    );
    const noReason = await json('/payment/approval_finance_order_multiple_validation', { payment_id: p.payment_id, action: 'reject' });
    expect(noReason.errors).toMatchObject({ reason: ['Alasan penolakan wajib diisi'] });
    const r = ok(await json('/payment/approval_finance_order_multiple_stored', { payment_id: p.payment_id, action: 'reject', reason: 'Bukti tidak terbaca' }));
    expect(r.status).toBe('ditolak');
    expect(await orderPaid(k1)).toEqual({ paid_amount: 0, is_paid: 0 });
  });

  it('keeps what came in beyond the invoices as the customer credit, shown with the open invoices', async () => {
    const c = await customer('Toko Kredit');
    const m1 = await invoice(c, 300_000);
    const m2 = await invoice(c, 450_000);
    const p = ok(
      await json('/payment/finance_order_multiple_stored', {
        order_vendor_id: c,
        type: 'customer',
        amount: '1.000.000',
        keep_as_credit: '1',
        details: [
          { order_id: m1, amount: 300_000 },
          { order_id: m2, amount: 450_000 },
        ],
      }),
    );
    expect(p).toMatchObject({ amount: 1_000_000, credit_amount: 250_000 });
    ok(await approve(p.payment_id));
    expect(ok(await openDocs(c))).toMatchObject({ credit_balance: 250_000, total_due: 0 });

    // The credit pays the next invoices: 400.000 + 100.000 = 250.000 transferred + 250.000 of credit.
    const m3 = await invoice(c, 400_000);
    const m4 = await invoice(c, 100_000);
    const tooMuch = await json('/payment/finance_order_multiple_validation', {
      order_vendor_id: c,
      type: 'customer',
      use_credit: 300_000,
      details: [{ order_id: m3, amount: 300_000 }],
    });
    expect(tooMuch.errors).toMatchObject({ use_credit: ['Kredit yang dipakai melebihi saldo kredit pelanggan (Rp 250.000)'] });
    const q = ok(
      await json('/payment/finance_order_multiple_stored', {
        order_vendor_id: c,
        type: 'customer',
        use_credit: '250.000',
        details: [
          { order_id: m3, amount: 400_000 },
          { order_id: m4, amount: 100_000 },
        ],
      }),
    );
    expect(q).toMatchObject({ amount: 250_000, credit_used: 250_000, credit_amount: 0 });
    // Taking the 400.000 invoice off: the 250.000 transferred goes first, then 150.000 of the credit: 100.000 = 0 + 100.000 of credit.
    const d3 = (await owner().execute(sql`select payment_detail_id from payment_detail where payment_id = ${q.payment_id} and order_id = ${m3}`)).rows[0];
    expect(ok(await json('/payment/finance_order_multiple_remove_invoice', d3 as Record<string, unknown>))).toMatchObject({
      amount: 0,
      credit_used: 100_000,
      detail_count: 1,
    });
    ok(await approve(q.payment_id));
    expect(await orderPaid(m4)).toEqual({ paid_amount: 100_000, is_paid: 1 });
    expect(ok(await openDocs(c))).toMatchObject({ credit_balance: 150_000, total_due: 400_000 });
  });
});

describe('a supplier payment across two receipts', () => {
  it('pays 3.000.000 of a 3.000.000 receipt and 700.000 of a 1.200.000 one: 3.700.000', async () => {
    expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'MULTI1', vendor_name: 'PT Farma Gabungan' })).status).toBe(200);
    const vendors = (await ctx.admin.post('/vendor/index', { perPage: 100 })).data.data as { vendor_id: number; vendor_code: string }[];
    const v = vendors.find((x) => x.vendor_code === 'MULTI1')?.vendor_id ?? 0;
    const r1 = await receipt(v, 3_000_000);
    const r2 = await receipt(v, 1_200_000);
    const open = ok(await openDocs(v, 'supplier'));
    expect(open).toMatchObject({ type: 'supplier', order_vendor_name: 'PT Farma Gabungan', credit_balance: 0, total_due: 4_200_000 });
    expect(open.documents.map((d: Record<string, unknown>) => [d.penerimaan_id, d.order_id, d.amount_due])).toEqual([
      [r1, null, 3_000_000],
      [r2, null, 1_200_000],
    ]);
    const wrong = await json('/payment/finance_order_multiple_validation', {
      order_vendor_id: v,
      type: 'supplier',
      details: [{ order_id: ids.i1, amount: 1 }],
    });
    expect(wrong.errors).toMatchObject({ 'details.0.penerimaan_id': ['Rincian harus menunjuk satu penerimaan'] });
    const p = ok(
      await multipart(
        ctx.admin,
        '/payment/finance_order_multiple_stored',
        {
          order_vendor_id: v,
          type: 'supplier',
          payment_method: 'transfer',
          details: [
            { penerimaan_id: r1, amount: '3.000.000' },
            { penerimaan_id: r2, amount: '700.000' },
          ],
        },
        [{ bytes: PDF, type: 'application/pdf', name: 'slip.pdf' }],
      ),
    );
    expect(p).toMatchObject({ payment_for: 'supplier', amount: 3_700_000, detail_count: 2, attachment_count: 1 });
    expect(p.payment_number).toMatch(/^BYR-OUT/);
    ok(await approve(p.payment_id));
    expect(await receiptPaid(r1)).toEqual({ paid_amount: 3_000_000, is_paid: 1 });
    expect(await receiptPaid(r2)).toEqual({ paid_amount: 700_000, is_paid: 0 });
    const after = ok(await openDocs(v, 'supplier'));
    expect(after.documents.map((d: Record<string, unknown>) => [d.penerimaan_id, d.paid_amount, d.amount_due])).toEqual([[r2, 700_000, 500_000]]);
    const list = ok(await json('/payment/list_multiple', { columnFilters: { payment_for: 'supplier' } }));
    expect(list.data.map((x: Record<string, unknown>) => x.payment_id)).toContain(p.payment_id);
    expect(list.data.every((x: Record<string, unknown>) => x.payment_for === 'supplier' && x.is_multiple === 1)).toBe(true);
  });
});

describe('list_multiple and who sees what', () => {
  it('lists the multi-invoice payments with filters', async () => {
    const all = ok(await json('/payment/list_multiple', {}));
    expect(all.total).toBeGreaterThanOrEqual(6);
    const one = ok(await json('/payment/list_multiple', { payment_id: ids.p1 }));
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({
      payment_id: ids.p1,
      order_vendor_name: 'Apotek Gabungan',
      status: 'disetujui',
      status_label: 'Disetujui',
      amount: 4_000_000,
      details_total: 4_000_000,
      attachment_count: 3,
      payment_method_label: 'Transfer Bank',
    });
    expect(one.data[0].document_numbers.split(', ')).toHaveLength(3);
    expect(ok(await json('/payment/list_multiple', { status: 'ditolak' })).data.every((x: { status: string }) => x.status === 'ditolak')).toBe(true);
    expect((await json('/payment/list_multiple', { status: 'lunas' })).http).toBe(422);
    expect(ok(await json('/payment/list_multiple', { search: 'Apotek Gabungan' })).data.map((x: { payment_id: number }) => x.payment_id)).toEqual([ids.p1]);
    // list_multiple is /payment/list of is_multiple 1: the single list leaves them out when asked
    expect(ok(await json('/payment/list_multiple', { bank_id: 999999 })).total).toBe(0);
    expect(ok(await json('/payment/list', { is_multiple: 1 })).total).toBe(all.total);
    expect(ok(await json('/payment/list', { is_multiple: 0, payment_id: ids.p1 })).total).toBe(0);
    expect((await json('/payment/list', { is_multiple: 2 })).errors?.is_multiple).toEqual(['is_multiple harus 0 (satu tagihan) atau 1 (gabungan)']);
  });

  it('gives a partner only its own orders, read only', async () => {
    const partner = await userWithGroup(ctx.admin, 10);
    const c = await customer('Pelanggan Mitra Gabungan');
    const mine = await invoice(c, 600_000, { mitra: partner.userId });
    await invoice(c, 800_000);
    const open = ok(await openDocs(c, 'customer', partner.client));
    expect(open.documents.map((d: { order_id: number }) => d.order_id)).toEqual([mine]);
    expect((await openDocs(c, 'supplier', partner.client)).http).toBe(403);
    const write = await json(
      '/payment/finance_order_multiple_validation',
      { order_vendor_id: c, type: 'customer', details: [{ order_id: mine, amount: 1 }] },
      partner.client,
    );
    expect(write.http).toBe(403);
    const p = ok(
      await json('/payment/finance_order_multiple_stored', { order_vendor_id: c, type: 'customer', details: [{ order_id: mine, amount: 600_000 }] }),
    );
    const seen = ok(await json('/payment/list_multiple', { perPage: 100 }, partner.client)).data.map((x: { payment_id: number }) => x.payment_id);
    expect(seen).toEqual([p.payment_id]);
    expect((await approve(p.payment_id, partner.client)).http).toBe(403);
    // nor deletes it through the single-payment call, nor does a sales clerk with the Tagihan page: finance recorded it
    expect((await json('/payment/delete_stored', { payment_id: p.payment_id }, partner.client)).http).toBe(403);
    const clerk = await userWithGroup(ctx.admin, 2);
    const del = await json('/payment/delete_stored', { payment_id: p.payment_id }, clerk.client);
    expect(del.http, JSON.stringify(del)).toBe(422);
    expect(del.errors?.payment_id).toEqual(['Pembayaran ini dicatat pengguna lain; hanya pencatatnya atau bagian keuangan yang dapat menghapusnya']);
    expect(ok(await json('/payment/list_multiple', { payment_id: p.payment_id })).data[0].status).toBe('menunggu_verifikasi');
  });

  it('gives group 6 (Admin Finance) only its warehouses', async () => {
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const c = await customer('Toko Dua Gudang');
    const w1 = await invoice(c, 100_000);
    const w2 = await invoice(c, 200_000, { gudang: 2 });
    expect(ok(await openDocs(c, 'customer', g6.client)).documents.map((d: { order_id: number }) => d.order_id)).toEqual([w2]);
    const r = await json(
      '/payment/finance_order_multiple_validation',
      {
        order_vendor_id: c,
        type: 'customer',
        details: [
          { order_id: w1, amount: 100_000 },
          { order_id: w2, amount: 200_000 },
        ],
      },
      g6.client,
    );
    expect(r.errors).toMatchObject({ 'details.0.order_id': ['Tagihan tidak ditemukan'] });
    expect((await approve(ids.p1, g6.client)).http).toBe(404);
    ok(
      await json(
        '/payment/finance_order_multiple_validation',
        { order_vendor_id: c, type: 'customer', details: [{ order_id: w2, amount: 200_000 }] },
        g6.client,
      ),
    );
  });

  it("answers 404 for another company's ids and writes nothing", async () => {
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Multi',
      app_name: 'tetangga-multi',
      name: 'Pemilik Multi',
      username: 'owner_multi_pay',
      email: 'owner@multi-pay.test',
      password: 'Password-MP-123',
      password_confirmation: 'Password-MP-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_multi_pay', 'Password-MP-123');
    const before = await countRows(ctx.server.database, 'payment');
    expect((await openDocs(ids.a, 'customer', other)).http).toBe(404);
    expect(
      (
        await json(
          '/payment/finance_order_multiple_validation',
          { order_vendor_id: ids.a, type: 'customer', details: [{ order_id: ids.i1, amount: 1 }] },
          other,
        )
      ).http,
    ).toBe(404);
    expect((await approve(ids.p1, other)).http).toBe(404);
    expect((await json('/payment/delete_finance_order_multiple_stored', { payment_id: ids.p1 }, other)).http).toBe(404);
    expect((await json('/payment/upload_finance_order_multiple_stored', { payment_id: ids.p1, attachment_ids: [1] }, other)).http).toBe(404);
    expect((await json('/payment/finance_order_multiple_update_stored', { payment_id: ids.p1, details: [{ order_id: ids.i1, amount: 1 }] }, other)).http).toBe(
      404,
    );
    const d = (await owner().execute(sql`select payment_detail_id from payment_detail limit 1`)).rows[0] as { payment_detail_id: number };
    expect((await json('/payment/finance_order_multiple_remove_invoice', d, other)).http).toBe(404);
    expect(ok(await json('/payment/list_multiple', {}, other)).total).toBe(0);
    expect(await countRows(ctx.server.database, 'payment')).toBe(before);
  });
});
