import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildSalesFacts } from '../server/src/modules/report/facts/commands/refresh-sales-facts.js';
import { Api, boxOf10, createBoxStrip, createProduct, createVendor, listWarehouses, placePurchaseOrder, receiveWholeOrder } from './support/api';
import { loginByToken, newPage, rupiah, screenshot, statistic } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload } from './support/excel';

/**
 * Bonus Sales, Produk Terlaris and Laba Kotor in the browser: 20 Strip of Teh Laba received at
 * Rp 1.000, 10 sold at Rp 2.500 (stock leaves at the order): net sales Rp 25.000, cost Rp 10.000,
 * margin Rp 15.000 (60 %). A default bonus rule of 2 % gives Rp 500; changed to 3 % on the page, Rp 750.
 */
describe('Bonus Sales, Produk Terlaris and Laba Kotor in the browser', () => {
  const ctx = useBrowserSuite();

  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    await api.ok('POST', '/stock_reduction/stored_config', { config_stock_reduction: '1' });
    const unit = await createBoxStrip(api);
    const vendor = await createVendor(api, 'LBK', 'PT Laba Kotor');
    const teh = await createProduct(api, 'Teh Laba', boxOf10(unit));
    await api.ok('POST', '/product_price/stored', { product_id: teh, gudang_id: 0, product_price_sale: 2500, grosir: [] }, { json: true });
    const utama = (await listWarehouses(api)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    const o = await placePurchaseOrder(api, { vendor_id: vendor, gudang_id: utama, lines: [{ product_id: teh, unit: 'kecil', qty: 20, price: 1000 }] });
    await receiveWholeOrder(api, o.order_id);
    await api.ok(
      'POST',
      '/purchase_order/add_stored',
      { customer_name: 'Bu Laba', gudang_id: utama, lines: [{ product_id: teh, unit: 'kecil', qty: 10 }] },
      { json: true },
    );
    await api.ok('POST', '/report/bonus/rule/save', { scope: 'default', percent: 2 });
    // The facts are kept by the sales commands; worked out again here so the file stands on its own (idempotent).
    await rebuildSalesFacts(ctx.server.database.db);
  });

  it('shows the bonus per seller and lets the superuser change the rule', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/report/bonus-sales');
    await expect.poll(() => statistic(page, '.bonus-sales-page', 'Total Bonus').innerText()).toBe(rupiah(500));
    expect(await page.locator('.bonus-summary-total').innerText()).toBe(rupiah(500));
    const row = page.locator('.bonus-sales-table tbody tr.ant-table-row').first();
    expect(await row.innerText()).toContain(rupiah(25000));
    expect(await row.innerText()).toContain('Bawaan: 2%');
    await page.locator('.bonus-chart svg').first().waitFor();
    await screenshot(page, 'report-bonus-sales');

    await page.locator('.bonus-rule-edit').first().click();
    const percent = page.locator('.bonus-rule-modal .bonus-rule-percent input');
    await percent.fill('3');
    await page.locator('.bonus-rule-save').click();
    await page.locator('.bonus-rule-modal').waitFor({ state: 'hidden' });
    await expect.poll(() => statistic(page, '.bonus-sales-page', 'Total Bonus').innerText()).toBe(rupiah(750));

    const [x] = await Promise.all([page.waitForEvent('download'), page.locator('.bonus-sales-page .report-excel').click()]);
    const rows = await readDownload((await x.path()) as string);
    expect(rows.at(-1)).toMatchObject({ Sales: 'TOTAL', 'Penjualan Bersih': 25000, Bonus: 750 });

    // The seller's invoices: one, with the whole bonus.
    await row.locator('a').click();
    await page.waitForURL(/\/report\/bonus-sales\/detail\?seller_id=/);
    const inv = page.locator('.bonus-detail-table tbody tr.ant-table-row');
    await inv.first().waitFor();
    expect(await inv.count()).toBe(1);
    expect(await inv.first().innerText()).toContain(rupiah(750));
    expect(await page.locator('.error-log-icon').count()).toBe(0);
  });

  it('ranks the best sellers with a chart', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/report/best-seller-product');
    const row = page.locator('.bestseller-table tbody tr.ant-table-row').filter({ hasText: 'Teh Laba' });
    await row.waitFor();
    expect(await row.innerText()).toContain(rupiah(25000));
    await page.locator('.bestseller-chart svg').first().waitFor();
    await expect.poll(() => statistic(page, '.bestseller-page', 'Terjual Bersih').innerText()).toBe('10');
    await screenshot(page, 'report-best-seller');
  });

  it('shows the gross margin per product and the same total in its Excel', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/report/margin');
    await expect.poll(() => statistic(page, '.margin-page', 'Laba Kotor').innerText()).toBe(rupiah(15000));
    await page.locator('.margin-group').getByText('Produk', { exact: true }).click();
    const row = page.locator('.margin-table tbody tr.ant-table-row').filter({ hasText: 'Teh Laba' });
    await row.waitFor();
    const text = await row.innerText();
    for (const v of [rupiah(25000), rupiah(10000), rupiah(15000), '60,00%']) expect(text).toContain(v);
    expect(await statistic(page, '.margin-page', 'Margin').innerText()).toBe('60,00%');
    await page.locator('.margin-chart svg').first().waitFor();
    await screenshot(page, 'report-margin-product');
    const [x] = await Promise.all([page.waitForEvent('download'), page.locator('.margin-page .report-excel').click()]);
    expect(x.suggestedFilename()).toMatch(/^laba-kotor-product-\d{8}-\d{8}\.xlsx$/);
    const rows = await readDownload((await x.path()) as string);
    expect(rows.map((r) => r.Produk)).toEqual(['Teh Laba', 'TOTAL']);
    expect(rows.at(-1)).toMatchObject({ 'Penjualan Bersih (DPP)': 25000, HPP: 10000, 'Laba Kotor': 15000, 'Margin (%)': 60 });
    expect(await page.locator('.error-log-icon').count()).toBe(0);
  });
});
