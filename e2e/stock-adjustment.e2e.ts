import { beforeAll, describe, expect, it } from 'vitest';
import { Api, adjustStock, boxOf10, createBoxStrip, createProduct } from './support/api';
import { animationsDone, chooseOption, closePage, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

describe('Penyesuaian Stok in the browser', () => {
  const ctx = useBrowserSuite();
  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    const pack = boxOf10(await createBoxStrip(api));
    const para = await createProduct(api, 'Paracetamol 500 mg', pack);
    // a first adjustment puts 100 Strip (10 Box) into Gudang Utama
    await adjustStock(api, ctx.company.gudang.utama, [{ product_id: para, qty_change: 100 }]);
  });

  it('takes stock out in big + small units with a reason, shows a shortage at its line, confirms, and prints', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/stokadjustment');
    const table = page.locator('.adjustment-table');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.locator('.adjustment-add').click();
    const form = page.locator('.adjustment-form');
    await form.locator('#gudang_id').click();
    await chooseOption(page, 'Gudang Utama');
    await form.locator('#adjustment_product').click();
    await form.locator('#adjustment_product').pressSequentially('Para');
    const option = page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: 'Paracetamol' });
    await option.waitFor();
    expect(await option.innerText()).toContain('Stok: 10 Box');
    await option.click();
    const line = form.locator('.adjustment-form-lines tbody tr.ant-table-row').first();
    await expect.poll(() => line.innerText()).toContain('Paracetamol 500 mg');
    // without quantity and reason the line says so
    await form.locator('.adjustment-save').click();
    await expect.poll(() => line.innerText()).toContain('Alasan wajib diisi');
    expect(await line.innerText()).toContain('Jumlah wajib diisi');
    // more than there is: the server refuses it at the line
    await form.locator('#lines_0_qty_change_besar').fill('10');
    await form.locator('#lines_0_qty_change').fill('5');
    await form.locator('#lines_0_reason').fill('Rusak kena air');
    await form.locator('.adjustment-save').click();
    await page.locator('.adjustment-confirm').click();
    await expect.poll(() => line.innerText()).toContain('tidak cukup: tersedia 10 Box, diminta 10 Box + 5 Strip');
    await form.locator('#lines_0_qty_change_besar').fill('2');
    await form.locator('#lines_0_qty_change').fill('3');
    await form.locator('.adjustment-save').click();
    expect(await page.locator('.adjustment-confirm-content').innerText()).toContain('Paracetamol 500 mg: -2 Box + 3 Strip');
    await page.locator('.adjustment-confirm').click();
    const drawer = page.locator('.adjustment-detail-drawer');
    await expect.poll(() => drawer.locator('.adjustment-lines tbody tr.ant-table-row').first().innerText()).toContain('-(2 Box + 3 Strip)');
    expect(await drawer.locator('.adjustment-lines').innerText()).toContain('Rusak kena air');
    await page.locator('.adjustment-form').waitFor({ state: 'hidden' });
    await animationsDone(page);
    await screenshot(page, 'stock-adjustment-detail');
    // print: the A4 page opens in a new window; the second print is marked as a copy
    const [print] = await Promise.all([page.context().waitForEvent('page'), drawer.locator('.adjustment-detail-print').click()]);
    await print.locator('.print-stock-adjustment').waitFor();
    const text = await print.locator('.print-stock-adjustment').innerText();
    expect(text).toContain('PENYESUAIAN STOK');
    expect(text).toMatch(/ADJ\/\d{4}\/0002/);
    expect(text).toContain('-(2 Box + 3 Strip)');
    expect(text).not.toContain('SALINAN');
    await screenshot(print, 'stock-adjustment-print');
    await print.close();
    const [again] = await Promise.all([page.context().waitForEvent('page'), drawer.locator('.adjustment-detail-print').click()]);
    await again.locator('.print-stock-adjustment').waitFor();
    expect(await again.locator('.copy').innerText()).toBe('SALINAN ke-1');
    await again.close();
    await page.keyboard.press('Escape');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(2);
    await drawer.waitFor({ state: 'hidden' });
    await animationsDone(page);
    // both stored today (WIB): the list's dates agree
    const dates = await table.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
    expect(dates[0]).toBe(dates[1]);
    await screenshot(page, 'stock-adjustment-list');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  });

  it('an increase carries the cost typed as "HPP per satuan kecil" (issue 20 item 6); a decrease has none', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/stokadjustment');
    await page.locator('.adjustment-add').click();
    const form = page.locator('.adjustment-form');
    await form.locator('#gudang_id').click();
    await chooseOption(page, 'Gudang Cabang');
    await form.locator('#adjustment_product').click();
    await form.locator('#adjustment_product').pressSequentially('Para');
    await page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: 'Paracetamol' }).click();
    const line = form.locator('.adjustment-form-lines tbody tr.ant-table-row').first();
    await expect.poll(() => line.innerText()).toContain('Paracetamol 500 mg');
    expect(await form.locator('#lines_0_unit_cost').count()).toBe(0);
    await form.locator('.line-direction-0').click();
    await chooseOption(page, 'Tambah');
    await form.locator('#lines_0_qty_change').fill('5');
    await form.locator('#lines_0_unit_cost').fill('1.250,5');
    await form.locator('#lines_0_reason').fill('Ditemukan saat bongkar');
    await form.locator('.adjustment-save').click();
    await page.locator('.adjustment-confirm').click();
    const drawer = page.locator('.adjustment-detail-drawer');
    await expect.poll(() => drawer.locator('.adjustment-lines tbody tr.ant-table-row').first().innerText()).toContain('5 Strip');
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    const list = await api.ok<{ data: { adjustment_id: number; gudang_id: number }[] }>('POST', '/stock_adjustment/list', {
      gudang_id: ctx.company.gudang.cabang,
    });
    const detail = await api.ok<{ lines: { unit_cost: number; qty_change: number }[] }>('POST', '/stock_adjustment/detail', {
      adjustment_id: list.data[0].adjustment_id,
    });
    expect(detail.lines.map((l) => [l.qty_change, l.unit_cost])).toEqual([[5, 1250.5]]);
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  });
});
