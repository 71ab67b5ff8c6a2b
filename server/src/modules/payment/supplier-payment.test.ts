import { jakartaToday } from '@bo/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { stockTestKit } from '../stock/stock-test-kit.js';
import { useSoundPayments } from './payment-test-kit.js';
import { useSoundSalesFacts } from '../report/facts/sales-facts-test-kit.js';
import { refreshSalesFacts } from '../report/facts/commands/refresh-sales-facts.js';

/*
 * Tagihan Supplier and ageing (issue 22 items 4 and 8): what a supplier receipt still owes after a
 * partial payment and a supplier return credited against it, the supplier's payment term giving the
 * due date, the supplier summary, and receivables/payables by age, worked by hand. The payment
 * invariant is checked after the file (useSoundPayments).
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
useSoundPayments(ctx);
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const post = (path: string, body: Record<string, unknown>, c: Client = ctx.admin) => c.post(path, body, { json: true });
const ids = { para: 0, vit: 0, termVendor: 0, cashVendor: 0, member: 0 };
const today = jakartaToday();
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
type Row = Record<string, unknown>;

/** An approved supplier receipt of one order: `lines` as [product, qty, price per small unit], received on `date`. */
async function receipt(vendorId: number, lines: [number, number, number][], opts: { date?: string; due_date?: string; gudang_id?: number } = {}) {
  const date = opts.date ?? today;
  const o = await post('/penerimaan_order/add_stored', {
    vendor_id: vendorId,
    gudang_id: opts.gudang_id ?? 1,
    order_date: date,
    lines: lines.map(([product_id, qty, price]) => ({ product_id, unit: 'kecil', qty, price })),
  });
  expect(o.http, JSON.stringify(o.errors)).toBe(200);
  const d = (await ctx.admin.get('/penerimaan_order/get_detail', { order_id: o.data.order_id })).data;
  const r = await post('/penerimaan/add_stored', {
    order_id: o.data.order_id,
    penerimaan_date: date,
    ...(opts.due_date ? { due_date: opts.due_date } : {}),
    lines: (d.lines as { line_id: number; qty: number }[]).map((l) => ({ order_line_id: l.line_id, qty: l.qty })),
  });
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  const a = await post('/penerimaan/approved_stored', { penerimaan_id: r.data.penerimaan_id });
  expect(a.http, JSON.stringify(a.errors)).toBe(200);
  return { penerimaan_id: r.data.penerimaan_id as number, penerimaan_number: r.data.penerimaan_number as string };
}

/** A supplier payment of several receipts (B1's multi-invoice calls), then approved. */
async function pay(vendorId: number, details: { penerimaan_id: number; amount: number }[], approve = true) {
  const s = await post('/payment/finance_order_multiple_stored', {
    type: 'supplier',
    order_vendor_id: vendorId,
    payment_method: 'transfer',
    details,
  });
  if (s.http !== 200 || !approve) return s;
  const a = await post('/payment/approval_finance_order_multiple_stored', { payment_id: s.data.payment_id, action: 'approve' });
  return a.http === 200 ? s : a;
}

const invoices = async (body: Record<string, unknown>, c: Client = ctx.admin) => {
  const r = await post('/payment/list_supplier_invoice', { perPage: 100, ...body }, c);
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return r.data.data as Row[];
};
const owed = (r: Row) => [r.grand_total, r.returned_total, r.paid_amount, r.pending_amount, r.amount_due, r.is_paid];

beforeAll(async () => {
  ids.para = (await kit.makeProduct('Paracetamol Hutang')).product_id;
  ids.vit = (await kit.makeProduct('Vitamin Hutang')).product_id;
  // Stock beyond what the receipts bring, so a return is refused for the receipt's quantity, not the warehouse's.
  await kit.move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.para, qty: 5000, unit_cost: 1000 }] });
  const v1 = await post('/vendor/create_stored', { vendor_code: 'TH30', vendor_name: 'PT Termin Tiga Puluh', payment_term_days: 30 });
  expect(v1.http, JSON.stringify(v1.errors)).toBe(200);
  expect((await post('/vendor/create_stored', { vendor_code: 'TH00', vendor_name: 'PT Tunai Saja' })).http).toBe(200);
  const vendors = (await post('/vendor/index', { perPage: 100 })).data.data as { vendor_id: number; vendor_code: string; payment_term_days: number }[];
  const th30 = vendors.find((v) => v.vendor_code === 'TH30');
  expect(th30?.payment_term_days).toBe(30);
  ids.termVendor = th30?.vendor_id ?? 0;
  ids.cashVendor = vendors.find((v) => v.vendor_code === 'TH00')?.vendor_id ?? 0;
});

describe('what a supplier receipt owes', () => {
  it('takes its due date from the payment term, counts a partial payment and a supplier return credit at the billed price', async () => {
    // 100 Strip Paracetamol at Rp 1.000 and 50 Vitamin at Rp 2.000: Rp 200.000, no PPN. Due in 30 days (the term).
    const r = await receipt(ids.termVendor, [
      [ids.para, 100, 1000],
      [ids.vit, 50, 2000],
    ]);
    let [row] = await invoices({ vendor_id: ids.termVendor });
    expect(row).toMatchObject({
      penerimaan_id: r.penerimaan_id,
      due_date: addDays(today, 30),
      days_overdue: 0,
      is_overdue: 0,
      vendor_name: 'PT Termin Tiga Puluh',
    });
    expect(owed(row)).toEqual([200000, 0, 0, 0, 200000, 0]);

    // Rp 50.000 awaiting verification shows as pending, not paid; approved, it is paid.
    const pending = await pay(ids.termVendor, [{ penerimaan_id: r.penerimaan_id, amount: 50000 }], false);
    expect(pending.http, JSON.stringify(pending.errors)).toBe(200);
    [row] = await invoices({ vendor_id: ids.termVendor });
    expect(owed(row)).toEqual([200000, 0, 0, 50000, 200000, 0]);
    const ok = await post('/payment/approval_finance_order_multiple_stored', { payment_id: pending.data.payment_id, action: 'approve' });
    expect(ok.http, JSON.stringify(ok.errors)).toBe(200);
    [row] = await invoices({ vendor_id: ids.termVendor });
    expect(owed(row)).toEqual([200000, 0, 50000, 0, 150000, 0]);

    // 20 Strip Paracetamol go back against this receipt: credit 20 × Rp 1.000 = Rp 20.000 once sent (a draft credits nothing).
    const ret = await post('/retur/supplier/add_stored', {
      gudang_id: 1,
      vendor_id: ids.termVendor,
      penerimaan_id: r.penerimaan_id,
      lines: [{ product_id: ids.para, qty: 20, reason: 'Kemasan rusak' }],
    });
    expect(ret.http, JSON.stringify(ret.errors)).toBe(200);
    const listed = await post('/retur/supplier/list', { columnFilters: { vendor_id: ids.termVendor } });
    expect(listed.data.data[0]).toMatchObject({ penerimaan_id: r.penerimaan_id, penerimaan_number: r.penerimaan_number });
    [row] = await invoices({ vendor_id: ids.termVendor });
    expect(owed(row)).toEqual([200000, 0, 50000, 0, 150000, 0]);
    expect((await post('/retur/supplier/update_status_stored', { retur_supplier_id: ret.data.retur_supplier_id, status: 'sent' })).http).toBe(200);
    [row] = await invoices({ vendor_id: ids.termVendor });
    expect(owed(row)).toEqual([200000, 20000, 50000, 0, 130000, 0]);
    // The receipt list and the supplier recap read the same figure.
    expect((await post('/penerimaan/index', { penerimaan_id: r.penerimaan_id })).data.data[0]).toMatchObject({ paid_amount: 50000, outstanding: 130000 });
    expect((await post('/penerimaan/rekapitulasi', { vendor_id: ids.termVendor })).data[0]).toMatchObject({ outstanding: 130000, overdue: 0 });

    // More than was received of it (100 − 20 already returned), another supplier's receipt, a product not on it: refused at the field.
    const bad = (body: Record<string, unknown>) =>
      post('/retur/supplier/add_stored', { gudang_id: 1, vendor_id: ids.termVendor, penerimaan_id: r.penerimaan_id, ...body });
    expect((await bad({ lines: [{ product_id: ids.para, qty: 81, reason: 'x' }] })).errors).toEqual({
      'lines.0.qty': ['Melebihi jumlah yang diterima di penerimaan (sisa 80)'],
    });
    expect((await bad({ vendor_id: ids.cashVendor, lines: [{ product_id: ids.para, qty: 1, reason: 'x' }] })).errors).toEqual({
      penerimaan_id: ['Penerimaan ini bukan dari supplier retur'],
    });

    // Paying more than the Rp 130.000 still owed is refused; paying it settles the receipt.
    expect((await pay(ids.termVendor, [{ penerimaan_id: r.penerimaan_id, amount: 130001 }])).http).toBe(422);
    const rest = await pay(ids.termVendor, [{ penerimaan_id: r.penerimaan_id, amount: 130000 }]);
    expect(rest.http, JSON.stringify(rest.errors)).toBe(200);
    [row] = await invoices({ vendor_id: ids.termVendor });
    expect(owed(row)).toEqual([200000, 20000, 180000, 0, 0, 1]);
    expect((await invoices({ vendor_id: ids.termVendor, payment_status: 'unpaid' })).length).toBe(0);
    expect((await invoices({ vendor_id: ids.termVendor, payment_status: 'paid' })).length).toBe(1);
    // A fully paid receipt takes no further credit: the supplier refunds instead.
    expect((await bad({ lines: [{ product_id: ids.vit, qty: 1, reason: 'x' }] })).errors?.penerimaan_id?.[0]).toMatch(
      /^Kredit retur \(Rp 2\.000\) melebihi sisa tagihan/,
    );

    const summary = await post('/payment/supplier_summary', { vendor_id: ids.termVendor });
    expect(summary.data.data).toEqual([
      {
        vendor_id: ids.termVendor,
        vendor_name: 'PT Termin Tiga Puluh',
        payment_term_days: 30,
        receipt_count: 1,
        unpaid_count: 0,
        overdue_count: 0,
        grand_total: 200000,
        returned_total: 20000,
        paid_amount: 180000,
        amount_due: 0,
        overdue_amount: 0,
      },
    ]);
  });
});

describe('ageing', () => {
  it('sorts what is owed by days past due: 10, 45 and 100 days late and one not yet due, by hand', async () => {
    // Cash supplier (term 0): due on the receipt date.
    const late10 = await receipt(ids.cashVendor, [[ids.para, 10, 1000]], { date: addDays(today, -10) });
    const late45 = await receipt(ids.cashVendor, [[ids.para, 20, 1000]], { date: addDays(today, -45) });
    const late100 = await receipt(ids.cashVendor, [[ids.para, 30, 1000]], { date: addDays(today, -100) });
    await receipt(ids.cashVendor, [[ids.para, 40, 1000]], { due_date: addDays(today, 14) });
    // Rp 5.000 of the 45-day one is paid: Rp 15.000 of it is still late.
    expect((await pay(ids.cashVendor, [{ penerimaan_id: late45.penerimaan_id, amount: 5000 }])).http).toBe(200);

    const a = await ctx.admin.get('/payment/ageing', { type: 'supplier' });
    expect(a.http, JSON.stringify(a.errors ?? a.msg)).toBe(200);
    const cash = (a.data.data as Row[]).find((x) => x.party_id === ids.cashVendor);
    expect(cash).toEqual({
      party_id: ids.cashVendor,
      party_name: 'PT Tunai Saja',
      current: 40000,
      d1_30: 10000,
      d31_60: 15000,
      d61_90: 0,
      over_90: 30000,
      total: 95000,
      document_count: 4,
    });
    // The paid-off receipt of the term supplier owes nothing and is not listed.
    expect((a.data.data as Row[]).some((x) => x.party_id === ids.termVendor)).toBe(false);
    expect(a.data.date).toBe(today);

    // As of 50 days ago only the 100-day receipt existed, 50 days late then.
    const past = await ctx.admin.get('/payment/ageing', { type: 'supplier', date: addDays(today, -50) });
    expect((past.data.data as Row[]).find((x) => x.party_id === ids.cashVendor)).toMatchObject({ d31_60: 30000, over_90: 0, total: 30000, document_count: 1 });

    // The list's overdue filter and days late; the summary's overdue total.
    const late = await invoices({ vendor_id: ids.cashVendor, overdue: 1, sort: { field: 'due_date', type: 'asc' } });
    expect(late.map((r) => [r.penerimaan_id, r.days_overdue, r.amount_due])).toEqual([
      [late100.penerimaan_id, 100, 30000],
      [late45.penerimaan_id, 45, 15000],
      [late10.penerimaan_id, 10, 10000],
    ]);
    const s = (await post('/payment/supplier_summary', { vendor_id: ids.cashVendor })).data;
    expect(s.data[0]).toMatchObject({ receipt_count: 4, unpaid_count: 4, overdue_count: 3, amount_due: 95000, overdue_amount: 55000 });
    expect((await post('/payment/list_supplier_invoice', { overdue: 'ya' })).errors).toEqual({ overdue: ['overdue harus 0 atau 1'] });

    // The same table in Excel, with its total row.
    const res = await fetch(`${ctx.server.url}/payment/ageing_excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'supplier' }),
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.worksheets[0];
    const rows = (ws?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual(['Supplier', 'Belum Jatuh Tempo', '1-30 Hari', '31-60 Hari', '61-90 Hari', '> 90 Hari', 'Total', 'Jumlah Dokumen']);
    expect(rows.find((r) => r[1] === 'PT Tunai Saja')?.slice(2)).toEqual([40000, 10000, 15000, 0, 30000, 95000, 4]);
    expect(rows.at(-1)?.[1]).toBe('TOTAL');
  });

  it('ages customer invoices by their due date, else their date', async () => {
    expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '1' })).http).toBe(200);
    expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: ids.para, product_price_sale: 5000 })).http).toBe(200);
    const m = await owner().execute(sql`insert into master_member (company_id, member_name, member_phone, member_approval)
      values (1, 'Apotek Umur Piutang', '081200000777', 'approved') returning member_id`);
    ids.member = Number((m.rows[0] as { member_id: number }).member_id);
    const order = async (qty: number) => {
      const r = await post('/purchase_order/add_stored', { member_id: ids.member, gudang_id: 1, lines: [{ product_id: ids.para, unit: 'kecil', qty }] });
      expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
      return r.data as { order_id: number; grand_total: number };
    };
    const old = await order(4); // Rp 20.000, its date 40 days ago and no due date: 40 days late
    const fresh = await order(2); // Rp 10.000, due in a week: current
    await owner().execute(sql`update sales_order set order_date = ${addDays(today, -40)}::date, due_date = null where order_id = ${old.order_id}`);
    await owner().execute(sql`update sales_order set due_date = ${addDays(today, 7)}::date where order_id = ${fresh.order_id}`);
    await refreshSalesFacts(owner(), [old.order_id, fresh.order_id]);
    const a = await ctx.admin.get('/payment/ageing', { type: 'customer' });
    expect(a.http, JSON.stringify(a.errors ?? a.msg)).toBe(200);
    expect((a.data.data as Row[]).find((x) => x.party_id === ids.member)).toEqual({
      party_id: ids.member,
      party_name: 'Apotek Umur Piutang',
      current: 10000,
      d1_30: 0,
      d31_60: 20000,
      d61_90: 0,
      over_90: 0,
      total: 30000,
      document_count: 2,
    });
  });
});

describe('scope', () => {
  it("shows a warehouse's receipts to its group 6, nothing to another company, and refuses a page the user lacks", async () => {
    const branch = await receipt(ids.cashVendor, [[ids.vit, 3, 1000]], { gudang_id: 2 });
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const seen = await invoices({}, g6.client);
    expect(seen.map((r) => r.penerimaan_id)).toEqual([branch.penerimaan_id]);
    const ageing = await g6.client.get('/payment/ageing', { type: 'supplier' });
    expect(ageing.data.totals).toMatchObject({ total: 3000, document_count: 1 });

    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Hutang',
      app_name: 'tetangga-hutang',
      name: 'Pemilik Hutang',
      username: 'owner_hutang_t',
      email: 'owner@hutang-t.test',
      password: 'Password-H-123',
      password_confirmation: 'Password-H-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_hutang_t', 'Password-H-123');
    expect(await invoices({}, other)).toEqual([]);
    expect((await post('/payment/supplier_summary', {}, other)).data.data).toEqual([]);
    expect((await other.get('/payment/ageing', { type: 'supplier' })).data.data).toEqual([]);
    expect((await other.get('/payment/ageing', { type: 'customer' })).data.data).toEqual([]);

    // A partner (group 10) holds neither Tagihan page.
    const partner = await userWithGroup(ctx.admin, 10);
    expect((await post('/payment/list_supplier_invoice', {}, partner.client)).http).toBe(403);
    expect((await partner.client.get('/payment/ageing', { type: 'customer' })).http).toBe(403);
  });
});
