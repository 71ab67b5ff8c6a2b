import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../platform/excel/sheet-reader.js';
import { ADMIN, Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { getFile, readPdf } from '../../../test/pdf-file.js';
import { loadActor } from '../../../platform/command.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { rejectPayment, voidPayment } from '../commands/approve-payment.js';
import { createPayment } from '../commands/create-payment.js';
import { useSoundPayments } from '../payment-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

/*
 * Kas & Bank (/bank_trans/summary, list, excel, excel_summary) and the prints of a payment
 * (/payment/print, /payment/kwitansi_pdf, the print counter of print_pembayaran_* and
 * print_pembelian_*). The payments are written directly in their stored states: the subject here is
 * what the report and the prints read of approved, voided and pending payments, not how a payment
 * gets approved (the payment module's own tests).
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
useSoundPayments(ctx);
const { move, makeProduct } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const ids = { bca: 0, kas: 0, order: 0, receipt: 0, vendor: 0 };
const pay: Record<string, number> = {};
/** The payments' numbers (series BYR-IN/BYR-OUT). */
const num: Record<string, string> = {};
let invoiceNumber = '';
const PERIOD = { date_start: '2026-11-01', date_end: '2026-11-20' };

const post = async (path: string, body: Record<string, unknown>, c: Client = ctx.admin) => {
  const r = await c.post(path, body, { json: true });
  expect(r.http, `${path} ${JSON.stringify(r.errors ?? r.msg)}`).toBe(200);
  return r.data;
};

async function excel(path: string, body: Record<string, unknown>) {
  const res = await fetch(`${ctx.server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const sheet = await readSheet(Buffer.from(await res.arrayBuffer()));
  // Each row as { header: cell }, whole numbers as numbers.
  const value = (c: unknown) => (typeof c === 'string' && /^-?\d+$/.test(c) ? Number(c) : c);
  return sheet.rows.map((r) => Object.fromEntries(sheet.headers.map((h, i) => [h, value(r.cells[i])])));
}

/**
 * One payment through the payment module's own commands: entered approved (as Tandai Lunas or COD
 * are), then voided or left pending or rejected as asked.
 */
async function payment(
  key: string,
  p: {
    for: 'customer' | 'supplier';
    date: string;
    amount: number;
    bank: number | null;
    status: 'disetujui' | 'dibatalkan' | 'menunggu_verifikasi' | 'ditolak';
    party?: number | null;
    source?: 'cod';
  },
) {
  const saved = await ctx.server.database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    const actor = await loadActor(tx, 1);
    const made = await createPayment(tx, actor, {
      payment_for: p.for,
      order_vendor_id: p.party ?? null,
      details: [p.for === 'customer' ? { order_id: ids.order, amount: p.amount } : { penerimaan_id: ids.receipt, amount: p.amount }],
      amount: p.amount,
      payment_date: p.date,
      payment_method: 'transfer',
      bank_id: p.bank,
      note: `catatan ${key}`,
      approved: p.status === 'disetujui' || p.status === 'dibatalkan',
      source: p.source,
    });
    if (p.status === 'dibatalkan') await voidPayment(tx, actor, made.payment_id);
    if (p.status === 'ditolak') await rejectPayment(tx, actor, made.payment_id, 'Bukti tidak terbaca');
    return made;
  });
  pay[key] = saved.payment_id;
  num[key] = saved.payment_number;
  return saved.payment_id;
}

beforeAll(async () => {
  for (const k of [
    {
      kasbank_code: 'BCA1',
      kasbank_name: 'Rekening BCA',
      kasbank_type: 'bank',
      kasbank_bank_name: 'BCA',
      kasbank_account_number: '1234567890',
      kasbank_opening_balance: 1000000,
    },
    { kasbank_code: 'KAS1', kasbank_name: 'Kas Toko', kasbank_type: 'kas' },
  ])
    await post('/master/kasbank/create', k);
  const banks = (await owner().execute(sql`select kasbank_id, kasbank_code from master_kasbank where company_id = 1`)).rows as {
    kasbank_id: number;
    kasbank_code: string;
  }[];
  ids.bca = Number(banks.find((b) => b.kasbank_code === 'BCA1')?.kasbank_id);
  ids.kas = Number(banks.find((b) => b.kasbank_code === 'KAS1')?.kasbank_id);
  // One invoice of a customer and one receipt of a supplier that the payments pay.
  const para = (await makeProduct('Paracetamol Kas')).product_id;
  await post('/product_price/price_sale_stored', { product_id: para, product_price_sale: 5000 });
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: para, qty: 600, unit_cost: 3000 }] });
  const order = await post('/purchase_order/add_stored', {
    customer_name: 'Toko Kas Makmur',
    gudang_id: 1,
    destination_name: 'Toko Kas Makmur',
    destination_phone: '081200001111',
    destination_address: 'Jl. Kas 1',
    lines: [{ product_id: para, unit: 'kecil', qty: 500 }],
  });
  ids.order = order.order_id;
  invoiceNumber = order.invoice_number;
  const v = await owner().execute(
    sql`insert into master_vendor (company_id, vendor_code, vendor_name) values (1, 'SUP-KAS', 'PT Supplier Kas') returning vendor_id`,
  );
  ids.vendor = Number((v.rows[0] as { vendor_id: number }).vendor_id);
  const g =
    await owner().execute(sql`insert into goods_receipt (company_id, penerimaan_number, penerimaan_date, order_id, vendor_id, gudang_id, status, invoice_number, grand_total)
    values (1, 'PNR/T/0001', '2026-11-02', 0, ${ids.vendor}, 1, 'approved', 'FAK-SUP-77', 400000) returning penerimaan_id`);
  ids.receipt = Number((g.rows[0] as { penerimaan_id: number }).penerimaan_id);
  // Before the period: 300.000 in on BCA.
  await payment('P1', { for: 'customer', date: '2026-10-30', amount: 300000, bank: ids.bca, status: 'disetujui' });
  // In the period: 500.000 in (BCA), 200.000 in (Kas), 150.000 out (BCA), 50.000 in without an account.
  await payment('P2', { for: 'customer', date: '2026-11-05', amount: 500000, bank: ids.bca, status: 'disetujui' });
  await payment('P3', { for: 'customer', date: '2026-11-10', amount: 200000, bank: ids.kas, status: 'disetujui' });
  await payment('P4', { for: 'supplier', date: '2026-11-12', amount: 150000, bank: ids.bca, status: 'disetujui', party: ids.vendor });
  await payment('P7', { for: 'customer', date: '2026-11-20', amount: 50000, bank: null, status: 'disetujui' });
  // Not money moved: a voided one, a pending one, a rejected one; and one after the period.
  await payment('P5', { for: 'customer', date: '2026-11-15', amount: 999000, bank: ids.bca, status: 'dibatalkan' });
  await payment('P6', { for: 'customer', date: '2026-11-16', amount: 77000, bank: ids.bca, status: 'menunggu_verifikasi' });
  await payment('P9', { for: 'supplier', date: '2026-11-16', amount: 88000, bank: ids.bca, status: 'ditolak', party: ids.vendor });
  await payment('P8', { for: 'customer', date: '2026-11-25', amount: 40000, bank: ids.bca, status: 'disetujui' });
});

const pick = (r: { opening: number; money_in: number; money_out: number; closing: number; movement_count: number }) => [
  r.opening,
  r.money_in,
  r.money_out,
  r.closing,
  r.movement_count,
];

describe('POST /bank_trans/summary', () => {
  it('answers each account: opening at the start (master opening + approved before), in, out, closing; voided and pending payments move nothing', async () => {
    const s = await post('/bank_trans/summary', PERIOD);
    expect([s.date_start, s.date_end]).toEqual(['2026-11-01', '2026-11-20']);
    const byName = Object.fromEntries(s.accounts.map((a: { kasbank_name: string }) => [a.kasbank_name, a]));
    // BCA: 1.000.000 opening + 300.000 (30 Oct) = 1.300.000; +500.000 − 150.000 = 1.650.000.
    expect(pick(byName['Rekening BCA'])).toEqual([1300000, 500000, 150000, 1650000, 2]);
    expect(byName['Rekening BCA'].opening_balance).toBe(1000000);
    expect(pick(byName['Kas Toko'])).toEqual([0, 200000, 0, 200000, 1]);
    expect(pick(byName['Tanpa Rekening'])).toEqual([0, 50000, 0, 50000, 1]);
    expect(byName['Tanpa Rekening'].kasbank_id).toBeNull();
    expect(pick(s.totals)).toEqual([1300000, 750000, 150000, 1900000, 4]);
  });

  it('carries the closing into the next period and answers one account alone', async () => {
    const s = await post('/bank_trans/summary', { date_start: '2026-11-21', date_end: '2026-11-30', kasbank_id: ids.bca });
    expect(s.accounts).toHaveLength(1);
    expect(pick(s.accounts[0])).toEqual([1650000, 40000, 0, 1690000, 1]);
    const before = await post('/bank_trans/summary', { date_start: '2026-10-01', date_end: '2026-10-31', kasbank_id: ids.bca });
    expect(pick(before.accounts[0])).toEqual([1000000, 300000, 0, 1300000, 1]);
  });

  it('refuses an end before the start at date_end, and a bad account id at kasbank_id', async () => {
    const r = await ctx.admin.post('/bank_trans/summary', { date_start: '2026-11-20', date_end: '2026-11-01' });
    expect([r.http, r.errors?.date_end]).toEqual([422, ['Tanggal akhir tidak boleh sebelum tanggal mulai']]);
    const bad = await ctx.admin.post('/bank_trans/summary', { kasbank_id: 'x' });
    expect(bad.http).toBe(422);
    expect(bad.errors?.kasbank_id).toBeDefined();
  });
});

describe('POST /bank_trans/list', () => {
  it('answers the movements of the period in date order with the account balance after each', async () => {
    const r = await post('/bank_trans/list', { ...PERIOD, perPage: 50 });
    expect(r.total).toBe(4);
    expect(r.data.map((m: Record<string, unknown>) => [m.payment_number, m.kasbank_name, m.money_in, m.money_out, m.balance])).toEqual([
      [num.P2, 'Rekening BCA', 500000, 0, 1800000],
      [num.P3, 'Kas Toko', 200000, 0, 200000],
      [num.P4, 'Rekening BCA', 0, 150000, 1650000],
      [num.P7, 'Tanpa Rekening', 50000, 0, 50000],
    ]);
    const supplier = r.data[2];
    expect([supplier.party_name, supplier.document_numbers, supplier.payment_for]).toEqual(['PT Supplier Kas', 'PNR/T/0001', 'supplier']);
    expect([r.data[0].document_numbers, r.data[0].party_name]).toEqual([invoiceNumber, 'Toko Kas Makmur']);
  });

  it('filters by account, direction and search, pages, and keeps the balance of the whole account', async () => {
    const bca = await post('/bank_trans/list', { ...PERIOD, kasbank_id: ids.bca });
    expect(bca.data.map((m: { payment_number: string }) => m.payment_number)).toEqual([num.P2, num.P4]);
    const out = await post('/bank_trans/list', { ...PERIOD, direction: 'out' });
    expect(out.data.map((m: { balance: number }) => m.balance)).toEqual([1650000]);
    const found = await post('/bank_trans/list', { ...PERIOD, search: 'supplier kas' });
    expect(found.data.map((m: { payment_number: string }) => m.payment_number)).toEqual([num.P4]);
    const none = await post('/bank_trans/list', { ...PERIOD, kasbank_id: -1 });
    expect(none.data.map((m: { payment_number: string }) => m.payment_number)).toEqual([num.P7]);
    const page2 = await post('/bank_trans/list', { ...PERIOD, page: 2, perPage: 3 });
    expect([page2.total, page2.data.length, page2.data[0].payment_number]).toEqual([4, 1, num.P7]);
  });

  it('shows a warehouse-bound user (group 6) the payments of its warehouses only', async () => {
    const g6 = await userWithGroup(ctx.admin, 6, 'kas_gudang');
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const other = await post('/bank_trans/summary', PERIOD, g6.client);
    expect(pick(other.totals)).toEqual([1000000, 0, 0, 1000000, 0]);
    expect((await post('/bank_trans/list', PERIOD, g6.client)).total).toBe(0);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 1 })).http).toBe(200);
    expect((await post('/bank_trans/list', PERIOD, g6.client)).total).toBe(4);
  });

  it('is the Kas & Bank page: a partner without it gets 403', async () => {
    const partner = await userWithGroup(ctx.admin, 10);
    expect((await partner.client.post('/bank_trans/list', PERIOD)).http).toBe(403);
  });
});

describe('POST /bank_trans/excel and excel_summary', () => {
  it('writes the movements with their balances, and the balances with a total row, that read back', async () => {
    const m = await excel('/bank_trans/excel', PERIOD);
    expect(m.map((r) => [r['No. Pembayaran'], r.Arah, r['Akun Kas & Bank'], r.Masuk, r.Keluar, r['Saldo Akun']])).toEqual([
      [num.P2, 'Masuk', 'Rekening BCA', 500000, 0, 1800000],
      [num.P3, 'Masuk', 'Kas Toko', 200000, 0, 200000],
      [num.P4, 'Keluar', 'Rekening BCA', 0, 150000, 1650000],
      [num.P7, 'Masuk', 'Tanpa Rekening', 50000, 0, 50000],
    ]);
    const s = await excel('/bank_trans/excel_summary', PERIOD);
    expect(s.map((r) => [r['Nama Akun'], r['Saldo Awal Periode'], r.Masuk, r.Keluar, r['Saldo Akhir']])).toEqual([
      ['Rekening BCA', 1300000, 500000, 150000, 1650000],
      ['Kas Toko', 0, 200000, 0, 200000],
      ['Tanpa Rekening', 0, 50000, 0, 50000],
      ['Total semua akun', 1300000, 750000, 150000, 1900000],
    ]);
  });
});

describe('the movements Excel as a background job', () => {
  it('writes the same rows in steps that read on by offset', async () => {
    const ask = (headers: Record<string, string> = {}) =>
      fetch(`${ctx.server.url}/bank_trans/excel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(PERIOD),
      });
    const direct = await readSheet(Buffer.from(await (await ask()).arrayBuffer()));
    const stepRows = ctx.server.app.exportJobs.stepRows;
    ctx.server.app.exportJobs.stepRows = 1;
    try {
      const asked = (await (await ask({ prefer: 'respond-async' })).json()) as { data: { job_id: number } };
      expect(asked.data.job_id).toBeGreaterThan(0);
      const running = ctx.server.app.jobs.runDue();
      let status = (await ctx.admin.post('/job/status', { job_id: asked.data.job_id })).data;
      while (status.state === 'queued' || status.state === 'running') {
        await new Promise((r) => setTimeout(r, 20));
        status = (await ctx.admin.post('/job/status', { job_id: asked.data.job_id })).data;
      }
      await running;
      expect(status.state).toBe('done');
      const res = await fetch(`${ctx.server.url}/job/download`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ job_id: asked.data.job_id }),
      });
      const fromJob = await readSheet(Buffer.from(await res.arrayBuffer()));
      expect(fromJob.rows.map((r) => r.cells)).toEqual(direct.rows.map((r) => r.cells));
      expect(fromJob.rows).toHaveLength(4);
    } finally {
      ctx.server.app.exportJobs.stepRows = stepRows;
    }
  });
});

describe('payment prints', () => {
  it('answers the content of a customer and a supplier payment', async () => {
    const r = await ctx.admin.get('/payment/print', { payment_id: pay.P2 });
    expect(r.http).toBe(200);
    expect(r.data).toMatchObject({
      payment_number: num.P2,
      payment_for: 'customer',
      status_label: 'Disetujui',
      amount: 500000,
      kasbank_name: 'Rekening BCA',
      kasbank_account: 'BCA 1234567890',
      party_name: 'Toko Kas Makmur',
    });
    expect(r.data.details).toEqual([expect.objectContaining({ document_number: invoiceNumber, amount: 500000 })]);
    const s = await ctx.admin.get('/payment/print', { payment_id: pay.P4 });
    expect(s.data.details).toEqual([
      expect.objectContaining({ document_number: 'PNR/T/0001', reference_number: 'FAK-SUP-77', document_total: 400000, amount: 150000 }),
    ]);
    expect((await ctx.admin.get('/payment/print', { payment_id: 999999 })).http).toBe(404);
  });

  it('counts prints per payment number (SALINAN from the second), the supplier side beside the receipts', async () => {
    const count = async (print_type: string, reference_id: string, c: Client = ctx.admin) => c.post('/print/create', { print_type, reference_id });
    expect((await count('print_pembayaran_single', num.P2)).data.total).toBe(1);
    expect((await count('print_pembayaran_single', num.P2)).data.total).toBe(2);
    expect((await count('print_pembayaran_multiple_kwitansi', num.P2)).data.total).toBe(1);
    expect((await count('print_pembelian_single', num.P4)).data.total).toBe(1);
    expect((await count('print_pembelian_multiple_kwitansi', num.P4)).data.total).toBe(1);
    // A supplier payment is not a customer print, nor the other way round.
    expect((await count('print_pembayaran_single', num.P4)).http).toBe(404);
    expect((await count('print_pembelian_single', num.P2)).http).toBe(404);
    // A partner reads only the payments of its own orders.
    const partner = await userWithGroup(ctx.admin, 10);
    expect((await count('print_pembayaran_single', num.P2, partner.client)).http).toBe(404);
    expect((await partner.client.get('/payment/print', { payment_id: pay.P2 })).http).toBe(404);
  });

  it("answers another company's payment ids and numbers with 404, and none of its movements", async () => {
    expect((await ctx.admin.post('/registration/add_company', { company_name: 'PT Kas Lain', app_name: 'kas-lain' })).status).toBe(200);
    const other = await new Client(ctx.server.url).login(ADMIN.username, ADMIN.password, 'kas-lain');
    expect((await other.get('/payment/print', { payment_id: pay.P2 })).http).toBe(404);
    expect((await getFile(other, '/payment/kwitansi_pdf', { payment_id: pay.P2 })).http).toBe(404);
    expect((await other.post('/print/create', { print_type: 'print_pembayaran_single', reference_id: num.P2 })).http).toBe(404);
    expect((await post('/bank_trans/list', PERIOD, other)).total).toBe(0);
    expect(pick((await post('/bank_trans/summary', PERIOD, other)).totals)).toEqual([0, 0, 0, 0, 0]);
  });

  it('answers the kwitansi as a PDF with the amount in figures and in words', async () => {
    const r = await getFile(ctx.admin, '/payment/kwitansi_pdf', { payment_id: pay.P2 });
    expect(r.http, JSON.stringify(r.envelope)).toBe(200);
    expect(r.type).toBe('application/pdf');
    expect(r.disposition).toBe(`attachment; filename="KWITANSI-${num.P2.replace(/\//g, '-')}.pdf"`);
    if (process.env.PDF_DUMP_DIR) fs.writeFileSync(path.join(process.env.PDF_DUMP_DIR, 'kwitansi-payment.pdf'), r.bytes);
    const pdf = await readPdf(r.bytes);
    expect(pdf.pageCount).toBe(1);
    for (const t of ['KWITANSI', num.P2, 'Toko Kas Makmur', 'Rp 500.000,-', invoiceNumber, 'DITERIMA']) expect(pdf.text).toContain(t);
    expect(pdf.text.replace(/\n/g, ' ')).toContain('Terbilang: Lima Ratus Ribu Rupiah');
    const voided = await readPdf((await getFile(ctx.admin, '/payment/kwitansi_pdf', { payment_id: pay.P5 })).bytes);
    expect(voided.text).toContain('DIBATALKAN');
  });

  it("counts a COD remittance's cash in its account and what the courier kept under 'Tanpa Rekening'", async () => {
    await post('/master/kasbank/create', { kasbank_code: 'COD1', kasbank_name: 'Rekening COD', kasbank_type: 'bank' });
    const cod = Number(
      ((await owner().execute(sql`select kasbank_id from master_kasbank where company_id = 1 and kasbank_code = 'COD1'`)).rows[0] as { kasbank_id: number })
        .kasbank_id,
    );
    // 100.000 settled on the invoice (as Verifikasi COD records it): 88.000 remitted into the account, 12.000 kept by the courier.
    await payment('P10', { for: 'customer', date: '2026-11-27', amount: 88000, bank: cod, status: 'disetujui', source: 'cod' });
    await payment('P11', { for: 'customer', date: '2026-11-27', amount: 12000, bank: null, status: 'disetujui', source: 'cod' });
    const s = await post('/bank_trans/summary', { date_start: '2026-11-21', date_end: '2026-11-28' });
    const byName = Object.fromEntries(s.accounts.map((a: { kasbank_name: string }) => [a.kasbank_name, a]));
    expect(pick(byName['Rekening COD'])).toEqual([0, 88000, 0, 88000, 1]);
    expect(pick(byName['Tanpa Rekening'])).toEqual([50000, 12000, 0, 62000, 1]);
    const list = await post('/bank_trans/list', { date_start: '2026-11-21', date_end: '2026-11-28', kasbank_id: cod });
    expect(list.data.map((m: { money_in: number; balance: number }) => [m.money_in, m.balance])).toEqual([[88000, 88000]]);
  });
});
