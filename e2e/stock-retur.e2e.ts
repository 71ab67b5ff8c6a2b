import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { closePage, confirmDialog, loginByToken, newPage, pickOption, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

describe('Retur Supplier and the Inventori portal in the browser', () => {
  const ctx = useBrowserSuite();
  const api = () => {
    const a = new Api(ctx.server.url);
    return a.login(ctx.admin.username, ctx.admin.password).then(() => a);
  };
  let amox = 0;
  const heldInUtama = async () => {
    const a = await api();
    const rows = await a.ok<{ product_id: number; batches: { batch_no: string; qty: number }[] }[]>('POST', '/retur/supplier/product_in_gudang', {
      gudang_id: ctx.company.gudang.utama,
      search: 'Amox',
    });
    return Object.fromEntries((rows.find((r) => r.product_id === amox)?.batches ?? []).map((b) => [b.batch_no, b.qty]));
  };

  beforeAll(async () => {
    const a = await api();
    for (const name of ['Box', 'Strip']) await a.ok('POST', '/kemasan/stored', { kemasan_name: name });
    const units = await a.ok<{ data: { kemasan_id: number; kemasan_name: string }[] }>('POST', '/kemasan/list', { page: 1, perPage: 10 });
    const id = (n: string) => units.data.find((u) => u.kemasan_name === n)?.kemasan_id;
    const p = await a.ok<{ product_id: number[] }>(
      'POST',
      '/product/create_stored',
      { main_name: 'Amoxicillin 500 mg', product_satuan_besar: id('Box'), product_isi: 10, product_satuan_kecil: id('Strip'), is_product_expire: '1' },
      { json: true },
    );
    amox = p.product_id[0];
    await a.ok(
      'POST',
      '/stock_adjustment/add_stored',
      {
        gudang_id: ctx.company.gudang.utama,
        lines: [
          { product_id: amox, batch_no: 'B-LATE', expired_date: '2029-06-30', qty_change: 30, reason: 'Stok awal' },
          { product_id: amox, batch_no: 'B-SOON', expired_date: '2027-01-31', qty_change: 20, reason: 'Stok awal' },
        ],
      },
      { json: true },
    );
    await a.ok('POST', '/vendor/create_stored', { vendor_code: 'V001', vendor_name: 'PT Farma Jaya' });
  });

  it('creates a return with the FEFO batch, sends it (the stock leaves), completes it and prints it', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/returpabrik');
    await page.locator('.retur-supplier-page').waitFor();
    await page.locator('.retur-add').click();
    const form = page.locator('.retur-form');
    await pickOption(page, form.locator('#gudang_id'), 'Gudang Utama');
    await pickOption(page, form.locator('#vendor_id'), 'PT Farma Jaya');
    const search = form.locator('#retur_product');
    await search.click();
    await search.pressSequentially('Amox');
    await page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: 'Amoxicillin' }).first().click();
    const line = form.locator('.retur-form-lines tbody tr.ant-table-row').first();
    // FEFO: the batch expiring first is proposed
    await expect.poll(() => line.innerText()).toContain('B-SOON');
    await form.locator('.retur-save').click();
    await expect.poll(() => line.innerText()).toContain('Jumlah wajib diisi');
    await form.locator('#lines_0_qty_besar').fill('1');
    await form.locator('#lines_0_qty').fill('2');
    await form.locator('#lines_0_reason').fill('Mendekati kedaluwarsa');
    await form.locator('.retur-save').click();

    const drawer = page.locator('.retur-detail-drawer');
    await expect.poll(() => drawer.locator('.retur-lines tbody tr.ant-table-row').first().innerText()).toContain('1 Box + 2 Strip');
    expect(await drawer.locator('.retur-status').innerText()).toBe('Draft');
    expect(await heldInUtama()).toEqual({ 'B-SOON': 20, 'B-LATE': 30 });

    // send: asks first, then the stock leaves
    await drawer.locator('.send-retur_supplier').click();
    await confirmDialog(page, '.confirm-send');
    await expect.poll(() => drawer.locator('.retur-status').innerText()).toBe('Dikirim');
    expect(await heldInUtama()).toEqual({ 'B-SOON': 8, 'B-LATE': 30 });

    await drawer.locator('.complete-retur_supplier').click();
    await confirmDialog(page, '.confirm-complete');
    await expect.poll(() => drawer.locator('.retur-status').innerText()).toBe('Selesai');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await screenshot(page, 'stock-retur-detail');

    const [print] = await Promise.all([page.context().waitForEvent('page'), drawer.locator('.retur-detail-print').click()]);
    await print.locator('.print-retur-supplier').waitFor();
    const printed = await print.locator('.print-retur-supplier').innerText();
    expect(printed).toContain('RETUR SUPPLIER');
    expect(printed).toContain('PT Farma Jaya');
    expect(printed).toContain('B-SOON');
    expect(printed).toContain('1 Box + 2 Strip');
    await screenshot(print, 'stock-retur-print');
    await print.close();
    await drawer.locator('.ant-drawer-close').click();

    const table = page.locator('.retur-table');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').first().innerText()).toContain('Selesai');
    await screenshot(page, 'stock-retur-list');
    await closePage(page);
  });

  it('opens the Inventori portal with its figures and links', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/portal');
    const portal = page.locator('.inventory-portal-page');
    await portal.waitFor();
    // B-SOON (8 Strip left, expiring 31-01-2027) counts as expiring within 90 days of the test date; B-LATE does not
    const expiring = portal.locator('.inventory-figure-expiring .ant-statistic-content');
    const soon = Date.parse('2027-01-31T00:00:00+07:00') - Date.now() <= 90 * 86_400_000;
    await expect.poll(() => expiring.innerText()).toBe(soon ? '1' : '0');
    expect(await portal.locator('.inventory-figure-below-minimum .ant-statistic-content').innerText()).toBe('0');
    expect(await portal.locator('.inventory-figure-stock-value').innerText()).toContain('Nilai Stok');
    await portal.locator('.inventory-link-returPabrik').click();
    await page.locator('.retur-supplier-page').waitFor();
    await page.goto('/inventory/portal');
    await portal.waitFor();
    await screenshot(page, 'inventory-portal');
    await closePage(page);
  });
});
