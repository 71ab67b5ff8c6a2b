import { beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/db-state.js';
import { useTestServer } from '../../../test/harness.js';
import { getFile } from '../../../test/pdf-file.js';
import { stockTestKit } from '../../stock/stock-test-kit.js';
import { useSoundSalesFacts } from '../../report/facts/sales-facts-test-kit.js';

/*
 * Issue 20 item 9: numbers that overflow. An order over 2,147,483,647 small units broke the Tagihan
 * list, detail and PDF for everyone (`sum(qty)::int`), and qty × price could pass MONEY_MAX and 2^53.
 * A line holds at most QTY_MAX small units and a gross at most MONEY_MAX, a document at most
 * MONEY_MAX (amount-bounds.ts); sums are answered as float8, exact for what the bounds allow.
 */

const ctx = useTestServer();
useSoundSalesFacts(ctx);
const { makeProduct } = stockTestKit(ctx);
const QTY_MAX = 1_000_000_000;
const ids: number[] = [];
let vendorId = 0;

const price = (product_id: number, product_price_sale: number) => ctx.admin.post('/product_price/price_sale_stored', { product_id, product_price_sale });

beforeAll(async () => {
  for (const name of ['Besar Satu', 'Besar Dua', 'Besar Tiga']) {
    const p = await makeProduct(`Produk ${name}`);
    expect((await price(p.product_id, 1)).http).toBe(200);
    ids.push(p.product_id);
  }
  expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'V-BIG', vendor_name: 'PT Angka Besar' })).http).toBe(200);
  const vendors = (await ctx.admin.post('/vendor/index', { perPage: 50 })).data.data as { vendor_id: number; vendor_code: string }[];
  vendorId = vendors.find((v) => v.vendor_code === 'V-BIG')?.vendor_id as number;
});

const order = (lines: Record<string, unknown>[]) => ({ customer_name: 'Toko Angka', gudang_id: 1, is_indent: 1, lines });

describe('sales orders: bounds at input', () => {
  it('refuses a line over QTY_MAX small units (1.000.000.000 Box of 10) at lines.N.qty and writes nothing', async () => {
    const before = await countRows(ctx.server.database, 'sales_order');
    for (const url of ['/purchase_order/validation_add', '/purchase_order/add_stored']) {
      const r = await ctx.admin.post(url, order([{ product_id: ids[0], unit: 'besar', qty: QTY_MAX }]), { json: true });
      expect(r.http, JSON.stringify(r)).toBe(422);
      expect(r.errors?.['lines.0.qty']).toEqual(['Jumlah terlalu besar: maksimal 1.000.000.000 satuan kecil per baris']);
    }
    // Typed in big units with a form's Indonesian notation: the same refusal.
    const typed = await ctx.admin.post('/purchase_order/add_stored', {
      ...order([]),
      lines: JSON.stringify([{ product_id: ids[0], unit: 'besar', qty: '500.000.000' }]),
    });
    expect(typed.errors?.['lines.0.qty']?.[0]).toContain('Jumlah terlalu besar');
    expect(await countRows(ctx.server.database, 'sales_order')).toBe(before);
  });

  it('refuses a line whose quantity × price passes MONEY_MAX, and a document whose total does', async () => {
    expect((await price(ids[2], 2000)).http).toBe(200);
    const line = await ctx.admin.post('/purchase_order/add_stored', order([{ product_id: ids[2], unit: 'kecil', qty: QTY_MAX }]), { json: true });
    expect(line.http).toBe(422);
    expect(line.errors?.['lines.0.qty']).toEqual(['Jumlah × harga baris melebihi batas Rp 999.999.999.999']);
    // Two lines of 600.000.000 × 1.000 = 600 billion each: each line fits, the order does not.
    expect((await price(ids[1], 1000)).http).toBe(200);
    expect((await price(ids[2], 1000)).http).toBe(200);
    const total = await ctx.admin.post(
      '/purchase_order/add_stored',
      order([
        { product_id: ids[1], unit: 'kecil', qty: 600_000_000 },
        { product_id: ids[2], unit: 'kecil', qty: 600_000_000 },
      ]),
      { json: true },
    );
    expect(total.http).toBe(422);
    expect(total.errors?.lines).toEqual(['Total dokumen melebihi batas Rp 999.999.999.999']);
    for (const id of [ids[1], ids[2]]) expect((await price(id, 1)).http).toBe(200);
  });

  it('lists, details and prints an order of 3.000.000.000 small units (over 2^31) with the exact total', async () => {
    const r = await ctx.admin.post('/purchase_order/add_stored', order(ids.map((product_id) => ({ product_id, unit: 'kecil', qty: QTY_MAX }))), { json: true });
    expect(r.http, JSON.stringify(r)).toBe(200);
    const orderId = r.data.order_id as number;
    expect(r.data.grand_total).toBe(3_000_000_000);
    const list = await ctx.admin.post('/purchase_order/list', { search: r.data.invoice_number }, { json: true });
    expect(list.http, JSON.stringify(list)).toBe(200);
    expect(list.data.data.find((o: { order_id: number }) => o.order_id === orderId)).toMatchObject({ qty_total: 3_000_000_000, grand_total: 3_000_000_000 });
    // Everyone's list still answers (the overflow broke the page for all).
    expect((await ctx.admin.post('/purchase_order/list', {}, { json: true })).http).toBe(200);
    const detail = await ctx.admin.post('/purchase_order/detail', { order_id: orderId }, { json: true });
    expect(detail.http, JSON.stringify(detail)).toBe(200);
    expect(detail.data.qty_total).toBe(3_000_000_000);
    expect(detail.data.lines.map((l: { qty: number }) => l.qty)).toEqual([QTY_MAX, QTY_MAX, QTY_MAX]);
    const pdf = await getFile(ctx.admin, '/purchase_order/invoice_pdf', { order_id: orderId });
    expect(pdf.http, JSON.stringify(pdf.envelope)).toBe(200);
    expect(pdf.type).toBe('application/pdf');
  });
});

describe('purchase orders: bounds at input', () => {
  const po = (lines: Record<string, unknown>[]) => ({ vendor_id: vendorId, gudang_id: 1, status: 'draft', lines });

  it('refuses a line over QTY_MAX small units, and a line or an order whose quantity × price passes MONEY_MAX', async () => {
    const qty = await ctx.admin.post('/penerimaan_order/add_stored', po([{ product_id: ids[0], unit: 'besar', qty: QTY_MAX, price: 1 }]), { json: true });
    expect(qty.http).toBe(422);
    expect(qty.errors?.['lines.0.qty']).toEqual(['Jumlah terlalu besar: maksimal 1.000.000.000 satuan kecil per baris']);
    const gross = await ctx.admin.post('/penerimaan_order/add_stored', po([{ product_id: ids[0], unit: 'kecil', qty: QTY_MAX, price: 1_000_000 }]), {
      json: true,
    });
    expect(gross.http).toBe(422);
    expect(gross.errors?.['lines.0.qty']).toEqual(['Jumlah × harga baris melebihi batas Rp 999.999.999.999']);
    const total = await ctx.admin.post(
      '/penerimaan_order/add_stored',
      po([
        { product_id: ids[0], unit: 'kecil', qty: 600_000_000, price: 1000 },
        { product_id: ids[1], unit: 'kecil', qty: 600_000_000, price: 1000 },
      ]),
      { json: true },
    );
    expect(total.http).toBe(422);
    expect(total.errors?.lines).toEqual(['Total dokumen melebihi batas Rp 999.999.999.999']);
    // The automatic order (defecta) takes the same bounds.
    const auto = await ctx.admin.post(
      '/penerimaan_order/po_automatic',
      { gudang_id: 1, lines: [{ product_id: ids[0], unit: 'kecil', qty: QTY_MAX, price: 1_000_000 }] },
      { json: true },
    );
    expect(auto.http).toBe(422);
    expect(auto.errors?.['lines.0.qty']).toEqual(['Jumlah × harga baris melebihi batas Rp 999.999.999.999']);
    const autoQty = await ctx.admin.post(
      '/penerimaan_order/po_automatic',
      { gudang_id: 1, lines: [{ product_id: ids[0], unit: 'besar', qty: QTY_MAX, price: 0 }] },
      { json: true },
    );
    expect(autoQty.errors?.['lines.0.qty']).toEqual(['Jumlah terlalu besar: maksimal 1.000.000.000 satuan kecil per baris']);
  });

  it('takes a percent discount of a gross near MONEY_MAX exactly (the float product passed 2^53)', async () => {
    // 780.640.121 × 1.281 = 999.999.995.001; 99,99 % of it is 999.899.995.001,4999 (float: ...5.002).
    const r = await ctx.admin.post(
      '/penerimaan_order/add_stored',
      po([{ product_id: ids[0], unit: 'kecil', qty: 780_640_121, price: 1281, discount_type: 'percent', discount: '99,99' }]),
      { json: true },
    );
    expect(r.http, JSON.stringify(r)).toBe(200);
    const detail = await ctx.admin.get('/penerimaan_order/get_detail', { order_id: r.data.order_id });
    expect(detail.data.lines[0]).toMatchObject({ gross: 999_999_995_001, discount_amount: 999_899_995_001, subtotal: 100_000_000 });
  });

  it('lists and details an order of 3.000.000.000 small units with the exact totals', async () => {
    const r = await ctx.admin.post('/penerimaan_order/add_stored', po(ids.map((product_id) => ({ product_id, unit: 'kecil', qty: QTY_MAX, price: 2 }))), {
      json: true,
    });
    expect(r.http, JSON.stringify(r)).toBe(200);
    const orderId = r.data.order_id as number;
    const list = await ctx.admin.post('/penerimaan_order/index', { vendor_id: vendorId }, { json: true });
    expect(list.http, JSON.stringify(list)).toBe(200);
    expect(list.data.data.find((o: { order_id: number }) => o.order_id === orderId)).toMatchObject({
      qty_total: 3_000_000_000,
      qty_received_total: 0,
      grand_total: 6_000_000_000,
    });
    const open = await ctx.admin.post('/penerimaan_order/index_main', {}, { json: true });
    expect(open.http, JSON.stringify(open)).toBe(200);
    const detail = await ctx.admin.get('/penerimaan_order/get_detail', { order_id: orderId });
    expect(detail.http, JSON.stringify(detail)).toBe(200);
    expect(detail.data.qty_total).toBe(3_000_000_000);
  });
});
