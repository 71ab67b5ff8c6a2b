import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { loginUi, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { ADMIN } from './support/server';

describe('Stok Opname in the browser', () => {
  const ctx = useBrowserSuite();
  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ADMIN.username, ADMIN.password);
    for (const name of ['Box', 'Strip']) await api.ok('POST', '/kemasan/stored', { kemasan_name: name });
    const units = await api.ok<{ data: { kemasan_id: number; kemasan_name: string }[] }>('POST', '/kemasan/list', { page: 1, perPage: 10 });
    const id = (n: string) => units.data.find((u) => u.kemasan_name === n)?.kemasan_id;
    const para = await api.ok<{ product_id: number[] }>(
      'POST',
      '/product/create_stored',
      { main_name: 'Paracetamol 500 mg', product_satuan_besar: id('Box'), product_isi: 10, product_satuan_kecil: id('Strip') },
      { json: true },
    );
    // the first count puts 100 Strip (10 Box) into Gudang Utama
    await api.ok('POST', '/stock_opname/add_stored', { gudang_id: 1, lines: [{ product_id: para.product_id[0], counted_qty: 100 }] }, { json: true });
  });

  it('counts a product in big + small units, confirms, and sees the difference booked', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginUi(page, ADMIN.username, ADMIN.password);
    await page.goto('/inventory/stokopname');
    const table = page.locator('.opname-table');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.locator('.opname-add').click();
    const form = page.locator('.opname-form');
    await form.locator('#gudang_id').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Gudang Utama' }).click();
    const search = form.locator('#opname_product');
    await search.click();
    await search.pressSequentially('Para');
    await page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: 'Paracetamol' }).first().click();
    const line = form.locator('.opname-form-lines tbody tr.ant-table-row').first();
    await expect.poll(() => line.innerText()).toContain('10 Box');
    // saving without a count shows the error at the line
    await form.locator('.opname-save').click();
    await expect.poll(() => line.innerText()).toContain('Jumlah hitung wajib diisi');
    await form.locator('#lines_0_counted_qty_besar').fill('9');
    await form.locator('#lines_0_counted_qty').fill('5');
    await form.locator('.opname-save').click();
    await page.locator('.opname-confirm').click();
    const drawer = page.locator('.opname-detail-drawer');
    await expect.poll(() => drawer.locator('.opname-lines tbody tr.ant-table-row').first().innerText()).toContain('-5 Strip');
    expect(await drawer.locator('.opname-lines').innerText()).toContain('9 Box + 5 Strip');
    await page.locator('.opname-confirm').waitFor({ state: 'detached' });
    // no unexpected error was recorded (the navbar's error log stays empty)
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await screenshot(page, 'stock-opname-detail');
    // print: the A4 page with the counted lines opens in a new window
    const [print] = await Promise.all([page.context().waitForEvent('page'), drawer.locator('.opname-detail-print').click()]);
    await print.locator('.print-stock-opname').waitFor();
    const printed = await print.locator('.print-stock-opname').innerText();
    expect(printed).toContain('STOK OPNAME');
    expect(printed).toContain('9 Box + 5 Strip');
    expect(printed).toContain('Total nilai selisih');
    await screenshot(print, 'stock-opname-print');
    await print.close();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(2);
    await page.context().close();
  });
});
