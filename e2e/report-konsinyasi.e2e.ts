import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, createVendor, listWarehouses, placePurchaseOrder, receiveWholeOrder } from './support/api';
import { loginByToken, newPage, rupiah, screenshot, statistic } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload } from './support/excel';

/**
 * Laporan Konsinyasi in the browser: PT Titip Jual leaves 10 Sabun Titipan at Rp 5.000; 5 are sold at
 * Rp 8.000, 2 go back to it and Rp 10.000 is paid: sold 5, owed Rp 25.000, held 3, still owed
 * Rp 15.000. The list, its totals and Excel, then the consignor's detail and its Excel.
 */
describe('Laporan Konsinyasi in the browser', () => {
  const ctx = useBrowserSuite();

  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    await api.ok('POST', '/stock_reduction/stored_config', { config_stock_reduction: '1' });
    const unit = await createBoxStrip(api);
    const vendor = await createVendor(api, 'TTJ', 'PT Titip Jual');
    const sabun = await createProduct(api, 'Sabun Titipan', boxOf10(unit), { main_vendor_id: vendor, is_konsinyasi: '1' });
    await api.ok('POST', '/product_price/stored', { product_id: sabun, gudang_id: 0, product_price_sale: 8000, grosir: [] }, { json: true });
    const utama = (await listWarehouses(api)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    const o = await placePurchaseOrder(api, { vendor_id: vendor, gudang_id: utama, lines: [{ product_id: sabun, unit: 'kecil', qty: 10, price: 5000 }] });
    const r = await receiveWholeOrder(api, o.order_id);
    await api.ok(
      'POST',
      '/purchase_order/add_stored',
      { customer_name: 'Bu Titip', gudang_id: utama, lines: [{ product_id: sabun, unit: 'kecil', qty: 5 }] },
      { json: true },
    );
    const ret = await api.ok<{ retur_supplier_id: number }>(
      'POST',
      '/retur/supplier/add_stored',
      { gudang_id: utama, vendor_id: vendor, lines: [{ product_id: sabun, qty: 2, reason: 'Tidak laku' }] },
      { json: true },
    );
    await api.ok('POST', '/retur/supplier/update_status_stored', { retur_supplier_id: ret.retur_supplier_id, status: 'sent' });
    const pay = await api.ok<{ payment_id: number }>(
      'POST',
      '/payment/finance_order_multiple_stored',
      { type: 'supplier', order_vendor_id: vendor, payment_method: 'transfer', details: [{ penerimaan_id: r.penerimaan_id, amount: 10000 }] },
      { json: true },
    );
    await api.ok('POST', '/payment/approval_finance_order_multiple_stored', { payment_id: pay.payment_id, action: 'approve' });
  });

  it('lists the consignor with its totals and Excel, then its products in the detail', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/report/konsinyasi');
    const row = page.locator('.konsinyasi-table tbody tr.ant-table-row').filter({ hasText: 'PT Titip Jual' });
    await row.waitFor();
    const cell = (key: string) => row.locator(`td.col-${key}`).innerText();
    expect([await cell('qty_received'), await cell('qty_sold_net'), await cell('qty_returned_supplier'), await cell('stock_end')]).toEqual([
      '10',
      '5',
      '2',
      '3',
    ]);
    expect(await cell('owed')).toBe(rupiah(25000));
    expect(await cell('balance')).toBe(rupiah(15000));
    // The cards (GET summary) and the table's total row (the list's totals) say the same.
    await expect.poll(() => statistic(page, '.konsinyasi-summary', 'Hutang Periode').innerText()).toBe(rupiah(25000));
    expect(await statistic(page, '.konsinyasi-summary', 'Sisa Hutang').innerText()).toBe(rupiah(15000));
    expect(await page.locator('.konsinyasi-totals .total-balance').innerText()).toBe(rupiah(15000));
    // The chart names the consignor on its axis; its figures (the hidden table beside it) are the row's.
    await expect
      .poll(() => page.locator('.konsinyasi-chart .bo-chart svg text').allTextContents())
      .toEqual(expect.arrayContaining(['PT Titip Jual', 'Hutang Periode', 'Sisa Hutang']));
    const bar = page.locator('.konsinyasi-chart .chart-data tbody tr');
    expect(await bar.locator('td').allTextContents()).toEqual(['PT Titip Jual', rupiah(25000), rupiah(10000), rupiah(15000)]);
    await screenshot(page, 'report-konsinyasi-list');

    const [x] = await Promise.all([page.waitForEvent('download'), page.locator('.konsinyasi-excel').click()]);
    expect(x.suggestedFilename()).toMatch(/^laporan-konsinyasi-\d{8}-\d{8}\.xlsx$/);
    const rows = await readDownload((await x.path()) as string);
    expect(rows.map((r) => r['Supplier Konsinyasi'])).toEqual(['PT Titip Jual', 'TOTAL']);
    expect(rows.at(-1)).toMatchObject({ 'Terjual Bersih': 5, 'Hutang Periode': 25000, 'Dibayar Periode': 10000, 'Sisa Hutang': 15000 });

    // The consignor's detail: one product, 5.000 a Strip.
    await row.locator('.konsinyasi-vendor-link').click();
    await page.waitForURL(/\/report\/konsinyasi\/detail\?vendor_id=/);
    const product = page.locator('.konsinyasi-detail-table tbody tr.ant-table-row').filter({ hasText: 'Sabun Titipan' });
    await product.waitFor();
    expect(await product.locator('td.col-owed').innerText()).toBe(rupiah(25000));
    await expect.poll(() => page.locator('.konsinyasi-vendor-name').innerText()).toBe('PT Titip Jual');
    await expect.poll(() => statistic(page, '.konsinyasi-detail-summary', 'Dibayar Periode').innerText()).toBe(rupiah(10000));
    await screenshot(page, 'report-konsinyasi-detail');
    const [dx] = await Promise.all([page.waitForEvent('download'), page.locator('.konsinyasi-detail-excel').click()]);
    const detail = await readDownload((await dx.path()) as string);
    expect(detail.map((r) => r['Nama Produk'])).toEqual(['Sabun Titipan', 'TOTAL']);
    expect(detail[0]).toMatchObject({ 'Terjual Bersih': 5, 'Stok Akhir': 3, 'Hutang Periode': 25000, 'HPP per Satuan Kecil': 5000 });
    expect(await page.locator('.error-log-icon').count()).toBe(0);
  });
});
