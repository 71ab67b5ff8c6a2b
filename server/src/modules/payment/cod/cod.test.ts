import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundPayments } from '../payment-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

const ctx = useTestServer();
useSoundSalesFacts(ctx);
useSoundPayments(ctx);
const { move, makeProduct } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const ids: Record<string, number> = {};

/**
 * The worked example: products 2 × 250.000 = 500.000, shipping 20.000, COD fee 3 % of products and
 * shipping (15.600, typed on the order: the code has no fee rule, the order keeps the figure), courier
 * JNE with a shipping discount of 5.000 → grand total 535.600; the courier keeps 20.000 − 5.000 +
 * 15.600 = 30.600 and should remit 505.000.
 */
const GRAND = 535_600;
const KEPT = 30_600;
const ESTIMATE = 505_000;

async function codShipment(opts: { shipping_cost?: number; cod_fee?: number } = {}) {
  const o = await ctx.admin.post(
    '/purchase_order/add_stored',
    {
      customer_name: 'Bu Rina',
      destination_name: 'Rina',
      gudang_id: 1,
      payment_method: 'cod',
      shipping_cost: opts.shipping_cost ?? 20_000,
      cod_fee: opts.cod_fee ?? 15_600,
      ekspedisi_id: ids.jne,
      lines: [{ product_id: ids.p, qty: 2, unit: 'kecil', price: 250_000 }],
    },
    { json: true },
  );
  expect(o.http, JSON.stringify(o.errors)).toBe(200);
  const order = o.data as { order_id: number; invoice_number: string };
  expect((await ctx.admin.post('/purchase_order/update_status', { order_id: order.order_id, action: 'pick' })).http).toBe(200);
  expect((await ctx.admin.post('/shipment/scan_barcode', { order_id: order.order_id, barcode: '8997001', qty: 2 })).http).toBe(200);
  const s = await ctx.admin.post(
    '/shipment/add_stored',
    { order_ids: [order.order_id], ekspedisi_id: ids.jne, no_resi: `JNE${order.order_id}` },
    { json: true },
  );
  expect(s.http, JSON.stringify(s.errors)).toBe(200);
  return { ...order, shipment_id: s.data.shipment_id as number, shipment_number: s.data.shipment_number as string };
}

const row = async (orderId: number, client: Client = ctx.admin) => {
  const r = await client.post('/verifikasi_cod/list', { order_id: orderId });
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  return r.data.data[0];
};
const summaries = async (filters: Record<string, unknown>) => {
  const out: Record<string, number> = {};
  for (const k of ['subtotal_product', 'cod_fee', 'ekspedisi_discount_ongkir', 'estimasi_uang_masuk', 'uang_masuk', 'selisih']) {
    const r = await ctx.admin.post(`/verifikasi_cod/summary_${k}`, filters);
    expect(r.http, k).toBe(200);
    out[k] = r.data.total;
  }
  return out;
};
const orderPaid = async (orderId: number) =>
  (await owner().execute(sql`select paid_amount::int as paid_amount, is_paid::int as is_paid from sales_order where order_id = ${orderId}`)).rows[0];

beforeAll(async () => {
  expect((await ctx.admin.post('/config/stored_config_kasir_price_manual', { config_kasir_price_manual: '1' })).http).toBe(200);
  ids.p = (await makeProduct('Obat COD')).product_id;
  await owner().execute(sql`update product set product_barcode = '8997001' where product_id = ${ids.p}`);
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.p, qty: 100, unit_cost: 100_000 }] });
  expect((await ctx.admin.post('/ekspedisi/create_stored', { ekspedisi_code: 'JNE', ekspedisi_name: 'JNE Express' })).http).toBe(200);
  ids.jne = Number(
    (
      (await owner().execute(sql`select ekspedisi_id from master_ekspedisi where company_id = 1 and ekspedisi_code = 'JNE'`)).rows[0] as {
        ekspedisi_id: number;
      }
    ).ekspedisi_id,
  );
  await owner().execute(sql`update master_ekspedisi set ekspedisi_discount_ongkir = 5000, ekspedisi_cod = 1 where ekspedisi_id = ${ids.jne}`);
  for (const k of [
    { kasbank_code: 'BCA-COD', kasbank_name: 'Rekening COD', kasbank_type: 'bank', kasbank_bank_name: 'BCA' },
    { kasbank_code: 'BNI-OFF', kasbank_name: 'Rekening Tutup', kasbank_type: 'bank', kasbank_bank_name: 'BNI' },
  ])
    expect((await ctx.admin.post('/master/kasbank/create', k)).http).toBe(200);
  const banks = (await owner().execute(sql`select kasbank_id, kasbank_code from master_kasbank where company_id = 1`)).rows as {
    kasbank_id: number;
    kasbank_code: string;
  }[];
  ids.bank = Number(banks.find((b) => b.kasbank_code === 'BCA-COD')?.kasbank_id);
  ids.closed = Number(banks.find((b) => b.kasbank_code === 'BNI-OFF')?.kasbank_id);
  await owner().execute(sql`update master_kasbank set status = 0 where kasbank_id = ${ids.closed}`);
});

describe('COD verification', () => {
  it('shows a COD shipment with its money worked by hand; a short remittance settles the invoice and leaves the difference until explained', async () => {
    const s = await codShipment();
    const r0 = await row(s.order_id);
    expect(r0).toMatchObject({
      shipment_id: s.shipment_id,
      order_id: s.order_id,
      invoice_number: s.invoice_number,
      shipment_number: s.shipment_number,
      courier: 'JNE Express',
      ekspedisi_id: ids.jne,
      shipment_status: 'dikirim',
      delivered_date: null,
      subtotal_product: 500_000,
      shipping_cost: 20_000,
      cod_fee: 15_600,
      ekspedisi_discount_ongkir: 5_000,
      courier_costs: KEPT,
      grand_total: GRAND,
      estimasi_uang_masuk: ESTIMATE,
      uang_masuk: 0,
      selisih: ESTIMATE,
      status: 'belum_disetor',
      status_label: 'Belum Disetor',
      amount_due: GRAND,
      is_paid: 0,
    });
    const filter = { shipment_id: s.shipment_id };
    expect(await summaries(filter)).toEqual({
      subtotal_product: 500_000,
      cod_fee: 15_600,
      ekspedisi_discount_ongkir: 5_000,
      estimasi_uang_masuk: ESTIMATE,
      uang_masuk: 0,
      selisih: 0,
    });

    // The validation call runs the same checks and writes nothing.
    const body = { bank_id: ids.bank, items: [{ shipment_id: s.shipment_id, received_amount: '503.000', reference: 'RPT-JNE-01', remit_date: '2026-11-20' }] };
    const snap = await tableSnapshot(ctx.server.database);
    const v = await ctx.admin.post('/verifikasi_cod/validation_update', body, { json: true });
    expect(v.http, JSON.stringify(v.errors)).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);

    // The courier remits 503.000 (2.000 short): one payment of 503.000 into the account, one of the 30.600 it kept without an account.
    const stored = await ctx.admin.post('/verifikasi_cod/stored_update', body, { json: true });
    expect(stored.http, JSON.stringify(stored.errors)).toBe(200);
    expect(stored.data.received_total).toBe(503_000);
    expect(stored.data.payments).toEqual([
      { payment_id: expect.any(Number), payment_number: expect.stringMatching(/^BYR-IN/), order_id: s.order_id, amount: 503_000 },
      { payment_id: expect.any(Number), payment_number: expect.stringMatching(/^BYR-IN/), order_id: s.order_id, amount: KEPT },
    ]);
    const pays = (
      await owner().execute(sql`select p.amount::int as amount, p.status, p.source, p.payment_method, p.bank_id, to_char(p.payment_date, 'YYYY-MM-DD') as payment_date,
        d.order_id, d.amount::int as detail from payment p join payment_detail d on d.payment_id = p.payment_id
        where p.payment_id = any(${sql.param(stored.data.payments.map((x: { payment_id: number }) => x.payment_id))}::int[]) order by p.payment_id`)
    ).rows;
    const settled = { status: 'disetujui', source: 'cod', payment_method: 'cod', payment_date: '2026-11-20', order_id: s.order_id };
    expect(pays).toEqual([
      { ...settled, amount: 503_000, detail: 503_000, bank_id: ids.bank },
      { ...settled, amount: KEPT, detail: KEPT, bank_id: null },
    ]);
    const remittance = (
      await owner().execute(sql`select payment_id, received_amount::int as received, courier_costs::int as kept, settled_amount::int as settled
      from cod_remittance where order_id = ${s.order_id}`)
    ).rows;
    expect(remittance).toEqual([{ payment_id: stored.data.payments[0].payment_id, received: 503_000, kept: KEPT, settled: 533_600 }]);
    // A COD settlement is not voided on its own (the remittance would still read received).
    const voided = await ctx.admin.post('/payment/finance_submit_stored', { payment_id: stored.data.payments[0].payment_id, action: 'void' });
    expect(voided.errors?.payment_id).toEqual(['Pembayaran COD tercatat dari setoran kurir di Verifikasi COD; pembayarannya tidak dapat dibatalkan di sini']);
    // The invoice's paid figure is what the payments approved.
    expect(await orderPaid(s.order_id)).toEqual({ paid_amount: 533_600, is_paid: 0 });
    expect(await row(s.order_id)).toMatchObject({
      uang_masuk: 503_000,
      selisih: 2_000,
      status: 'sebagian',
      remittance_count: 1,
      last_remit_date: '2026-11-20',
      last_reference: 'RPT-JNE-01',
      amount_due: 2_000,
    });
    expect(await summaries(filter)).toMatchObject({ estimasi_uang_masuk: ESTIMATE, uang_masuk: 503_000, selisih: 2_000 });

    // A second remittance beyond what is due (2.000) is refused at its line, writing nothing.
    const snap2 = await tableSnapshot(ctx.server.database);
    const over = await ctx.admin.post(
      '/verifikasi_cod/stored_update',
      { bank_id: ids.bank, items: [{ shipment_id: s.shipment_id, received_amount: 5_000 }] },
      { json: true },
    );
    expect(over.http).toBe(422);
    expect(over.errors).toEqual({ 'items.0.received_amount': [`Setoran melebihi sisa tagihan ${s.invoice_number} (sisa Rp 2.000)`] });
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap2);

    // The difference is explained: no money, the note closes it (state selisih, out of summary_selisih).
    const explained = await ctx.admin.post(
      '/verifikasi_cod/stored_update',
      { items: [{ shipment_id: s.shipment_id, order_id: s.order_id, difference_note: 'Dipotong biaya asuransi kurir' }] },
      { json: true },
    );
    expect(explained.http, JSON.stringify(explained.errors)).toBe(200);
    expect(explained.data.payments).toEqual([]);
    expect(await row(s.order_id)).toMatchObject({ selisih: 2_000, status: 'selisih', difference_note: 'Dipotong biaya asuransi kurir', remittance_count: 1 });
    expect((await summaries(filter)).selisih).toBe(0);
    expect((await ctx.admin.post('/verifikasi_cod/list', { shipment_id: s.shipment_id, status: 'selisih' })).data.total).toBe(1);
    expect((await ctx.admin.post('/verifikasi_cod/list', { shipment_id: s.shipment_id, status: 'sebagian' })).data.total).toBe(0);
  });

  it('an exact remittance pays the invoice in full (Lunas); delivered date from the shipment', async () => {
    const s = await codShipment();
    expect((await ctx.admin.post('/shipment/update_status', { shipment_id: s.shipment_id, status: 'diterima' })).http).toBe(200);
    const r = await ctx.admin.post('/verifikasi_cod/stored_update', {
      bank_id: ids.bank,
      items: JSON.stringify([{ shipment_id: s.shipment_id, received_amount: '505.000' }]),
    });
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(r.data.payments.map((x: { amount: number }) => x.amount)).toEqual([ESTIMATE, KEPT]);
    expect(await orderPaid(s.order_id)).toEqual({ paid_amount: GRAND, is_paid: 1 });
    const x = await row(s.order_id);
    expect(x).toMatchObject({ status: 'lunas', uang_masuk: ESTIMATE, selisih: 0, amount_due: 0, is_paid: 1, shipment_status: 'diterima' });
    expect(x.delivered_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Paid already: a further remittance is refused at its line.
    const again = await ctx.admin.post(
      '/verifikasi_cod/validation_update',
      { bank_id: ids.bank, items: [{ shipment_id: s.shipment_id, received_amount: 1 }] },
      { json: true },
    );
    expect(again.errors).toEqual({ 'items.0.received_amount': [`Tagihan ${s.invoice_number} sudah lunas`] });
  });

  it('two reports racing for one invoice count what the courier kept once, and never pay past what is due', async () => {
    const s = await codShipment();
    const report = (amount: number) =>
      ctx.admin.post('/verifikasi_cod/stored_update', { bank_id: ids.bank, items: [{ shipment_id: s.shipment_id, received_amount: amount }] }, { json: true });
    const [a, b] = await Promise.all([report(200_000), report(200_000)]);
    expect([a.http, b.http], JSON.stringify([a.errors, b.errors])).toEqual([200, 200]);
    expect(await orderPaid(s.order_id)).toEqual({ paid_amount: 200_000 + KEPT + 200_000, is_paid: 0 });
    // 105.000 left to remit: two reports of 100.000 each → exactly one fits.
    const [c, d] = await Promise.all([report(100_000), report(100_000)]);
    expect([c.http, d.http].sort()).toEqual([200, 422]);
    expect(await orderPaid(s.order_id)).toEqual({ paid_amount: 500_000 + KEPT, is_paid: 0 });
    expect(await row(s.order_id)).toMatchObject({ uang_masuk: 500_000, selisih: 5_000, status: 'sebagian', remittance_count: 3 });
  });

  it('refuses bad remittance lines at their fields and filters the list', async () => {
    const s = await codShipment();
    const post = (body: Record<string, unknown>) => ctx.admin.post('/verifikasi_cod/validation_update', body, { json: true });
    expect((await post({ items: [] })).errors).toEqual({ items: ['Isi minimal satu baris setoran'] });
    expect((await post({ items: [{ shipment_id: s.shipment_id, received_amount: 1000 }] })).errors).toEqual({
      bank_id: ['Rekening penerima setoran wajib diisi'],
    });
    expect((await post({ bank_id: ids.closed, items: [{ shipment_id: s.shipment_id, received_amount: 1000 }] })).errors).toEqual({
      bank_id: ['Rekening tidak aktif'],
    });
    expect((await post({ bank_id: ids.bank, items: [{ shipment_id: s.shipment_id }] })).errors).toEqual({
      'items.0.received_amount': ['Isi uang diterima atau penjelasan selisih'],
    });
    expect((await post({ bank_id: ids.bank, items: [{ shipment_id: s.shipment_id, received_amount: 10, remit_date: '2099-01-01' }] })).errors).toEqual({
      'items.0.remit_date': ['Tanggal setor tidak boleh di masa depan'],
    });
    expect(
      (
        await post({
          bank_id: ids.bank,
          items: [
            { shipment_id: s.shipment_id, received_amount: 10 },
            { shipment_id: s.shipment_id, received_amount: 10 },
          ],
        })
      ).errors,
    ).toEqual({ 'items.1.shipment_id': [`Tagihan ${s.invoice_number} muncul dua kali dalam setoran ini`] });
    // More than due in one line: the line names what can be remitted after the courier's costs.
    expect((await post({ bank_id: ids.bank, items: [{ shipment_id: s.shipment_id, received_amount: 505_001 }] })).errors).toEqual({
      'items.0.received_amount': [
        `Setoran melebihi sisa tagihan ${s.invoice_number}: sisa Rp 535.600, termasuk potongan kurir Rp 30.600 paling banyak Rp 505.000 dapat disetor`,
      ],
    });
    expect((await post({ bank_id: ids.bank, items: [{ shipment_id: 999_999, received_amount: 10 }] })).http).toBe(404);
    expect((await ctx.admin.post('/verifikasi_cod/list', { status: 'entah' })).errors).toEqual({
      status: ['Status harus salah satu dari: belum_disetor, sebagian, lunas, selisih'],
    });
    expect((await ctx.admin.post('/verifikasi_cod/list', { date_start: '2026-13-01' })).http).toBe(422);
    const all = await ctx.admin.post('/verifikasi_cod/list', { columnFilters: { ekspedisi_id: ids.jne, search: s.invoice_number } });
    expect(all.data.total).toBe(1);
    expect((await ctx.admin.post('/verifikasi_cod/list', { ekspedisi_id: ids.jne, status: 'belum_disetor', shipment_id: s.shipment_id })).data.total).toBe(1);
    expect((await ctx.admin.post('/verifikasi_cod/list', { date_end: '2000-01-01' })).data.total).toBe(0);
    // A non-COD order's shipment is not on the list.
    const cash = await ctx.admin.post('/verifikasi_cod/list', { search: 'TIDAK-ADA-TAGIHAN' });
    expect(cash.data.total).toBe(0);
  });

  it('exports the list to Excel', async () => {
    const res = await fetch(`${ctx.server.url}/verifikasi_cod/list_excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, app_name: String(ctx.admin.appName), 'content-type': 'application/json' },
      body: JSON.stringify({ columnFilters: { ekspedisi_id: ids.jne } }),
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect((ws.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Nomor Tagihan', 'Nomor Pengiriman', 'No. Resi']);
    expect(ws.rowCount).toBeGreaterThanOrEqual(4);
  });

  it('keeps roles, warehouses and companies apart', async () => {
    const s = await codShipment();
    const line = { bank_id: ids.bank, items: [{ shipment_id: s.shipment_id, received_amount: 1000 }] };
    const paths: [string, Record<string, unknown>][] = [
      ['/verifikasi_cod/list', {}],
      ['/verifikasi_cod/summary_subtotal_product', {}],
      ['/verifikasi_cod/summary_selisih', {}],
      ['/verifikasi_cod/validation_update', line],
      ['/verifikasi_cod/stored_update', line],
      ['/verifikasi_cod/list_excel', {}],
    ];
    // Admin Purchasing has no Pembayaran page: 403, nothing written.
    const purchasing = await userWithGroup(ctx.admin, 7);
    const partner = await userWithGroup(ctx.admin, 10);
    const snap = await tableSnapshot(ctx.server.database);
    for (const [path, body] of paths) expect((await purchasing.client.post(path, body, { json: true })).http, path).toBe(403);
    // A partner (group Sales) has no Pembayaran page either.
    for (const [path, body] of paths) expect((await partner.client.post(path, body, { json: true })).http, path).toBe(403);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);

    // Group 6 (Admin Finance) granted warehouse 2 only: the shipments of warehouse 1 are not theirs.
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    expect((await g6.client.post('/verifikasi_cod/list', { shipment_id: s.shipment_id })).data.total).toBe(0);
    expect((await g6.client.post('/verifikasi_cod/summary_estimasi_uang_masuk', { shipment_id: s.shipment_id })).data.total).toBe(0);
    expect((await g6.client.post('/verifikasi_cod/stored_update', line, { json: true })).http).toBe(404);
    // Granted warehouse 1 too: now theirs.
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 1 })).http).toBe(200);
    expect((await g6.client.post('/verifikasi_cod/list', { shipment_id: s.shipment_id })).data.total).toBe(1);

    // Another company: our shipments are not found, nothing written.
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga COD',
      app_name: 'tetangga-cod',
      name: 'Pemilik COD',
      username: 'owner_cod_t',
      email: 'owner@cod-t.test',
      password: 'Password-C-123',
      password_confirmation: 'Password-C-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_cod_t', 'Password-C-123');
    const snap2 = await tableSnapshot(ctx.server.database);
    expect((await other.post('/verifikasi_cod/list', {})).data.total).toBe(0);
    expect((await other.post('/verifikasi_cod/summary_estimasi_uang_masuk', {})).data.total).toBe(0);
    expect((await other.post('/verifikasi_cod/validation_update', line, { json: true })).http).toBe(404);
    expect((await other.post('/verifikasi_cod/stored_update', line, { json: true })).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap2);
  });
});
