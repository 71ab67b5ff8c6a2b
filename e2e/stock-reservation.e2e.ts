import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, adjustStock, boxOf10, createBoxStrip, createProduct } from './support/api';
import { animationsDone, closePage, loginByToken, newPage, pickOption, pickProduct, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

/*
 * What orders have reserved in the outbound stock forms: a transfer, an adjustment and a supplier
 * return show what is left to take and what orders hold, and the server refuses more at the line.
 */
describe('Reserved stock in the transfer, adjustment and supplier return forms', () => {
  const ctx = useBrowserSuite();

  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    const pack = boxOf10(await createBoxStrip(api));
    const productId = await createProduct(api, 'Salep Pesanan', pack);
    await api.ok('POST', '/vendor/create_stored', { vendor_code: 'V-PSN', vendor_name: 'PT Pemasok Salep' });
    await adjustStock(api, ctx.company.gudang.utama, [{ product_id: productId, qty_change: 10 }]);
    // An order reserves 4 of the 10 until picking.
    await api.ok('POST', '/stock_reduction/stored_config', { config_stock_reduction: '2' });
    await api.ok(
      'POST',
      '/purchase_order/add_stored',
      { customer_name: 'Apotek Pemesan', gudang_id: ctx.company.gudang.utama, lines: [{ product_id: productId, unit: 'kecil', qty: 4 }] },
      { json: true },
    );
  });

  const pick = (page: Page, search: Locator) => pickProduct(page, search, 'Salep', 'Salep Pesanan');

  it('a transfer shows 6 of 10 available with 4 reserved and is refused at its line when it asks 7', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/stocktransfer');
    await page.locator('.transfer-table').waitFor();
    await page.locator('.transfer-add').click();
    const form = page.locator('.transfer-form');
    await pickOption(page, form.locator('#gudang_from_id'), 'Gudang Utama');
    await pickOption(page, form.locator('#gudang_to_id'), 'Gudang Cabang');
    await pick(page, form.locator('#transfer_product'));
    const row = form.locator('.transfer-form-lines tbody tr.ant-table-row').first();
    await expect.poll(() => row.innerText()).toContain('6 Strip');
    expect(await form.locator('.line-reserved-0').innerText()).toBe('dipesan tagihan 4 Strip');
    await form.locator('#lines_0_qty').fill('7');
    await form.locator('.transfer-save').click();
    await page.locator('.transfer-confirm').click();
    await expect.poll(() => row.innerText()).toContain('tidak cukup: tersedia 6 Strip (stok 1 Box, dipesan tagihan 4 Strip), diminta 7 Strip');
    await page.locator('.transfer-confirm').waitFor({ state: 'hidden' });
    await animationsDone(page);
    await screenshot(page, 'stock-reservation-transfer');
    await closePage(page);
  }, 300_000);

  it('an adjustment and a supplier return show what is left to take', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/stokadjustment');
    await page.locator('.adjustment-add').click();
    const form = page.locator('.adjustment-form');
    await pickOption(page, form.locator('#gudang_id'), 'Gudang Utama');
    await pick(page, form.locator('#adjustment_product'));
    const row = form.locator('.adjustment-form-lines tbody tr.ant-table-row').first();
    await expect.poll(() => row.innerText()).toContain('Salep Pesanan');
    await expect.poll(() => form.locator('.line-reserved-0').innerText()).toBe('dipesan tagihan 4 Strip');
    expect(await row.innerText()).toContain('6 Strip');
    await form.locator('.ant-modal-title').click();
    await page.locator('.product-search-popup:visible').waitFor({ state: 'hidden' });
    await animationsDone(page);
    await screenshot(page, 'stock-reservation-adjustment');
    await closePage(page);

    const retur = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(retur, ctx.admin, '/inventory/returpabrik');
    await retur.locator('.retur-add').click();
    const rform = retur.locator('.retur-form');
    await pickOption(retur, rform.locator('#gudang_id'), 'Gudang Utama');
    await pickOption(retur, rform.locator('#vendor_id'), 'PT Pemasok Salep');
    await pick(retur, rform.locator('#retur_product'));
    const rrow = rform.locator('.retur-form-lines tbody tr.ant-table-row').first();
    await expect.poll(() => rrow.innerText()).toContain('6 Strip');
    expect(await rform.locator('.retur-line-reserved-0').innerText()).toBe('dipesan tagihan 4 Strip');
    await rform.locator('.ant-modal-title').click();
    await retur.locator('.product-search-popup:visible').waitFor({ state: 'hidden' });
    await animationsDone(retur);
    await screenshot(retur, 'stock-reservation-retur');
    await closePage(retur);
  }, 300_000);
});
