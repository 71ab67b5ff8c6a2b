import { jakartaToday } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { downloadXlsx } from '../report-test-kit.js';
import { shipSalesOrder } from '../../sales/order/commands/transition-sales-order.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';

/*
 * Laporan Konsinyasi worked by hand. Consignor PT Titip Jual leaves 10 Sabun Titipan at Rp 5.000 in
 * Gudang Utama; 6 are sold at Rp 8.000 (Rp 48.000), a customer brings 1 back (net 5 sold, Rp 40.000),
 * 2 go back to the consignor, Rp 10.000 is paid on the receipt: sold 5, owed 5 × 5.000 = Rp 25.000,
 * held 3, still owed Rp 15.000. Consignor CV Dua Titip leaves 4 Keripik Titipan at Rp 2.500 in Gudang
 * Cabang, 1 sold at Rp 4.000: owed Rp 2.500, held 3. A product of an ordinary supplier, bought and
 * sold alike, shows nowhere. Group 6 with Gudang Utama only sees PT Titip Jual.
 */

const ctx = useTestServer();
const kit = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const post = (path: string, body: Record<string, unknown>, c: Client = ctx.admin) => c.post(path, body, { json: true });
const today = jakartaToday();
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const ids = { titip: 0, dua: 0, biasa: 0, sabun: 0, keripik: 0, gula: 0, receipt: 0, order: 0 };
type Row = Record<string, unknown>;

async function vendor(code: string, name: string) {
  const r = await post('/vendor/create_stored', { vendor_code: code, vendor_name: name });
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  const list = (await post('/vendor/index', { perPage: 100 })).data.data as { vendor_id: number; vendor_code: string }[];
  return list.find((v) => v.vendor_code === code)?.vendor_id ?? 0;
}

/** A product of the kit (1 Box = 10 Strip), consignment of `vendorId` or an ordinary product of it, sold at `price` a Strip. */
async function product(name: string, vendorId: number, konsinyasi: boolean, price: number) {
  const p = await kit.makeProduct(name);
  await owner().execute(sql`update product_main set main_vendor_id = ${vendorId}, is_konsinyasi = ${konsinyasi ? 1 : 0} where main_id = ${p.main_id}`);
  expect((await post('/product_price/stored', { product_id: p.product_id, gudang_id: 0, product_price_sale: price, grosir: [] })).http).toBe(200);
  return p.product_id;
}

/** An approved supplier receipt: `lines` as [product, qty in Strip, price per Strip]. */
async function receipt(vendorId: number, gudangId: number, lines: [number, number, number][]) {
  const o = await post('/penerimaan_order/add_stored', {
    vendor_id: vendorId,
    gudang_id: gudangId,
    order_date: today,
    lines: lines.map(([product_id, qty, price]) => ({ product_id, unit: 'kecil', qty, price })),
  });
  expect(o.http, JSON.stringify(o.errors)).toBe(200);
  const d = (await ctx.admin.get('/penerimaan_order/get_detail', { order_id: o.data.order_id })).data;
  const r = await post('/penerimaan/add_stored', {
    order_id: o.data.order_id,
    penerimaan_date: today,
    lines: (d.lines as { line_id: number; qty: number }[]).map((l) => ({ order_line_id: l.line_id, qty: l.qty })),
  });
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  const a = await post('/penerimaan/approved_stored', { penerimaan_id: r.data.penerimaan_id });
  expect(a.http, JSON.stringify(a.errors)).toBe(200);
  return r.data.penerimaan_id as number;
}

/** A sales order of `lines` as [product, qty in Strip] (stock leaves at the order). */
async function sale(gudangId: number, lines: [number, number][]) {
  const o = await post('/purchase_order/add_stored', {
    customer_name: 'Bu Konsinyasi',
    gudang_id: gudangId,
    lines: lines.map(([product_id, qty]) => ({ product_id, unit: 'kecil', qty })),
  });
  expect(o.http, JSON.stringify(o.errors)).toBe(200);
  expect(o.data.stock_taken).toBe(1);
  return o.data.order_id as number;
}

const list = async (body: Record<string, unknown> = {}, c: Client = ctx.admin) => {
  const r = await post('/report/konsinyasi/list', body, c);
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return r.data as { data: Row[]; total: number; totals: Row; date_start: string; date_end: string };
};
const detail = async (body: Record<string, unknown>, c: Client = ctx.admin) => {
  const r = await post('/report/konsinyasi/detail', body, c);
  expect(r.http, JSON.stringify(r.errors ?? r.msg)).toBe(200);
  return r.data as { data: Row[]; total: number; vendor: Row };
};

async function download(url: string, body: Record<string, unknown>, c: Client = ctx.admin) {
  const sheet = await downloadXlsx(ctx.server.url, c.token, url, body);
  const { header, rows } = sheet;
  return { header, rows, col: (name: string) => header.indexOf(name) };
}

/** The figures of a consignor or product row that the test works out by hand. */
const figures = (r: Row) => ({
  received: r.qty_received,
  value_received: r.value_received,
  sold: r.qty_sold,
  customer_returned: r.qty_customer_returned,
  sold_net: r.qty_sold_net,
  revenue: r.revenue,
  returned_supplier: r.qty_returned_supplier,
  stock_start: r.stock_start,
  stock_end: r.stock_end,
  stock_now: r.stock_now,
  owed: r.owed,
});

beforeAll(async () => {
  // Stock leaves at the order (the sale's cost is known at once).
  expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '1' })).http).toBe(200);
  ids.titip = await vendor('KTJ', 'PT Titip Jual');
  ids.dua = await vendor('KDT', 'CV Dua Titip');
  ids.biasa = await vendor('KBS', 'PT Grosir Biasa');
  ids.sabun = await product('Sabun Titipan', ids.titip, true, 8000);
  ids.keripik = await product('Keripik Titipan', ids.dua, true, 4000);
  ids.gula = await product('Gula Biasa', ids.biasa, false, 15000);

  ids.receipt = await receipt(ids.titip, 1, [[ids.sabun, 10, 5000]]);
  await receipt(ids.dua, 2, [[ids.keripik, 4, 2500]]);
  await receipt(ids.biasa, 1, [[ids.gula, 20, 12000]]);

  // 6 Sabun at 8.000 and 2 Gula; a customer brings 1 Sabun back (approved: 8.000 off, the Strip back on the shelf).
  ids.order = await sale(1, [
    [ids.sabun, 6],
    [ids.gula, 2],
  ]);
  await sale(2, [[ids.keripik, 1]]);
  // Shipped (a customer returns goods of a shipped invoice).
  expect((await post('/purchase_order/update_status', { order_id: ids.order, action: 'pick' })).http).toBe(200);
  await kit.asAdmin((tx, actor) => shipSalesOrder(tx, actor, { order_id: ids.order }));
  const line = (await owner().execute(sql`select line_id from sales_order_line where order_id = ${ids.order} and product_id = ${ids.sabun}`)).rows[0] as {
    line_id: number;
  };
  const ret = await post('/retur/konsumen/add_stored', {
    order_id: ids.order,
    gudang_id: 1,
    lines: [{ order_line_id: Number(line.line_id), qty: 1, unit: 'kecil', reason: 'Kemasan sobek' }],
  });
  expect(ret.http, JSON.stringify(ret.errors)).toBe(200);
  const ok = await post('/retur/konsumen/update_status_stored', { retur_konsumen_id: ret.data.retur_konsumen_id, status: 'disetujui' });
  expect(ok.http, JSON.stringify(ok.errors)).toBe(200);

  // 2 Sabun go back to the consignor (sent: they leave the warehouse).
  const rs = await post('/retur/supplier/add_stored', {
    gudang_id: 1,
    vendor_id: ids.titip,
    lines: [{ product_id: ids.sabun, qty: 2, reason: 'Tidak laku' }],
  });
  expect(rs.http, JSON.stringify(rs.errors)).toBe(200);
  expect((await post('/retur/supplier/update_status_stored', { retur_supplier_id: rs.data.retur_supplier_id, status: 'sent' })).http).toBe(200);

  // Rp 10.000 paid to PT Titip Jual on its receipt; Rp 5.000 more awaiting verification does not count.
  const pay = async (amount: number, approve: boolean) => {
    const s = await post('/payment/finance_order_multiple_stored', {
      type: 'supplier',
      order_vendor_id: ids.titip,
      payment_method: 'transfer',
      details: [{ penerimaan_id: ids.receipt, amount }],
    });
    expect(s.http, JSON.stringify(s.errors)).toBe(200);
    if (!approve) return;
    const a = await post('/payment/approval_finance_order_multiple_stored', { payment_id: s.data.payment_id, action: 'approve' });
    expect(a.http, JSON.stringify(a.errors ?? a.msg)).toBe(200);
  };
  await pay(10000, true);
  await pay(5000, false);
});

describe('Laporan Konsinyasi', () => {
  it('lists each consignor: received, sold net of customer returns, returned, held, owed, paid and still owed', async () => {
    const r = await list();
    expect([r.date_start, r.date_end]).toEqual([`${today.slice(0, 8)}01`, today]);
    expect(r.data.map((v) => v.vendor_name)).toEqual(['CV Dua Titip', 'PT Titip Jual']);
    const titip = r.data.find((v) => v.vendor_id === ids.titip) as Row;
    expect(figures(titip)).toEqual({
      received: 10,
      value_received: 50000,
      sold: 6,
      customer_returned: 1,
      sold_net: 5,
      revenue: 40000,
      returned_supplier: 2,
      stock_start: 0,
      stock_end: 3,
      stock_now: 3,
      owed: 25000,
    });
    expect(titip).toMatchObject({ vendor_code: 'KTJ', product_count: 1, paid: 10000, owed_to_date: 25000, paid_to_date: 10000, balance: 15000 });
    const dua = r.data.find((v) => v.vendor_id === ids.dua) as Row;
    expect(figures(dua)).toEqual({
      received: 4,
      value_received: 10000,
      sold: 1,
      customer_returned: 0,
      sold_net: 1,
      revenue: 4000,
      returned_supplier: 0,
      stock_start: 0,
      stock_end: 3,
      stock_now: 3,
      owed: 2500,
    });
    expect(dua).toMatchObject({ paid: 0, balance: 2500 });
    expect(r.totals).toMatchObject({ vendor_count: 2, product_count: 2, qty_sold_net: 6, revenue: 44000, owed: 27500, paid: 10000, balance: 17500 });
    // Sorted by what is still owed, largest first; a page of one.
    const sorted = await list({ sort: { field: 'balance', type: 'desc' }, perPage: 1 });
    expect([sorted.total, sorted.data.map((v) => v.vendor_id)]).toEqual([2, [ids.titip]]);
    expect(sorted.totals).toEqual(r.totals);
    expect((await list({ search: 'dua' })).data.map((v) => v.vendor_id)).toEqual([ids.dua]);
  });

  it('details one consignor per product, with the consignor’s figures', async () => {
    const d = await detail({ vendor_id: ids.titip });
    expect(d.total).toBe(1);
    expect(d.data[0]).toMatchObject({
      product_id: ids.sabun,
      product_name: 'Sabun Titipan',
      vendor_name: 'PT Titip Jual',
      unit_cost: 5000,
      qty_sold_net_text: '5 Strip',
      stock_now_text: '3 Strip',
    });
    expect(figures(d.data[0])).toEqual(figures((await list()).data.find((v) => v.vendor_id === ids.titip) as Row));
    expect(d.vendor).toMatchObject({ vendor_id: ids.titip, owed: 25000, paid: 10000, balance: 15000 });
    const s = await ctx.admin.get('/report/konsinyasi/summary-detail', { vendor_id: ids.titip });
    expect(s.http).toBe(200);
    expect(s.data).toEqual({ ...d.vendor, date_start: `${today.slice(0, 8)}01`, date_end: today });
    expect((await detail({ vendor_id: ids.titip, search: 'keripik' })).data).toEqual([]);
    // The detail names its consignor; an unknown one is refused.
    expect((await post('/report/konsinyasi/detail', {})).errors).toEqual({ vendor_id: ['Supplier konsinyasi wajib dipilih'] });
    expect((await post('/report/konsinyasi/detail', { vendor_id: 999999 })).errors).toEqual({ vendor_id: ['Supplier tidak ditemukan'] });
  });

  it('reads the stock at the period’s edges: a period before today ends with nothing held', async () => {
    const yesterday = addDays(today, -1);
    const r = await list({ date_start: addDays(today, -40), date_end: yesterday });
    // Nothing moved then, nothing was held then and nothing was paid up to then: no consignor, though 6 are held now.
    expect(r.data).toEqual([]);
    const todayOnly = await list({ date_start: today, date_end: today });
    expect(figures(todayOnly.data.find((v) => v.vendor_id === ids.titip) as Row)).toMatchObject({ stock_start: 0, stock_end: 3, sold_net: 5 });
    expect((await post('/report/konsinyasi/list', { date_start: today, date_end: yesterday })).errors).toEqual({
      date_start: ['Tanggal mulai tidak boleh setelah tanggal akhir'],
    });
  });

  it('answers the same totals in the summary and the Excel files as on screen', async () => {
    const screen = await list();
    const s = await ctx.admin.get('/report/konsinyasi/summary', {});
    expect(s.http).toBe(200);
    expect(s.data).toEqual({ ...screen.totals, date_start: screen.date_start, date_end: screen.date_end });

    const x = await download('/report/konsinyasi/excel', {});
    expect(x.rows.map((row) => row[x.col('Supplier Konsinyasi')])).toEqual(['CV Dua Titip', 'PT Titip Jual', 'TOTAL']);
    const total = x.rows.at(-1) ?? [];
    expect([total[x.col('Terjual Bersih')], total[x.col('Hutang Periode')], total[x.col('Dibayar Periode')], total[x.col('Sisa Hutang')]]).toEqual([
      screen.totals.qty_sold_net,
      screen.totals.owed,
      screen.totals.paid,
      screen.totals.balance,
    ]);

    const dx = await download('/report/konsinyasi/detail-excel', { vendor_id: ids.titip });
    expect(dx.rows.map((row) => row[dx.col('Nama Produk')])).toEqual(['Sabun Titipan', 'TOTAL']);
    expect((dx.rows.at(-1) ?? [])[dx.col('Hutang Periode')]).toBe(25000);
    expect((dx.rows[0] ?? [])[dx.col('HPP per Satuan Kecil')]).toBe(5000);
  });

  it('keeps group 6 to its warehouses and refuses roles without the report', async () => {
    const fin = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: fin.userId, gudang_id: 1 })).http).toBe(200);
    const r = await list({}, fin.client);
    expect(r.data.map((v) => v.vendor_id)).toEqual([ids.titip]);
    expect(r.totals).toMatchObject({ owed: 25000, paid: 10000, balance: 15000 });
    expect((await post('/report/konsinyasi/list', { gudang_id: 2 }, fin.client)).errors).toEqual({ gudang_id: ['Gudang tidak ditemukan'] });
    expect((await detail({ vendor_id: ids.dua }, fin.client)).data).toEqual([]);
    // The superuser choosing Gudang Cabang sees CV Dua Titip alone.
    expect((await list({ gudang_id: 2 })).data.map((v) => v.vendor_id)).toEqual([ids.dua]);

    // SPV WHS (group 4) has no consignment report.
    const whs = await userWithGroup(ctx.admin, 4);
    expect((await post('/report/konsinyasi/list', {}, whs.client)).http).toBe(403);
    expect((await whs.client.get('/report/konsinyasi/summary', {})).http).toBe(403);
    expect((await post('/report/konsinyasi/excel', {}, whs.client)).http).toBe(403);
  });
});
