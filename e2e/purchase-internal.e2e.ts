import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, adjustStock, createBoxStrip, createProduct } from './support/api';
import { closePage, confirmDialog, loginByToken, newPage, pickOption, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

describe('Pembelian > Pemesanan Internal and Penerimaan Internal in the browser', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  const ids = { para: 0 };
  const held = async (gudangId: number) => {
    const r = await admin.ok<{ data: { product_name: string; product_qty: number }[] }>('POST', '/transfer_stok/product_in_gudang', {
      gudang_id: gudangId,
      perPage: 50,
    });
    return Object.fromEntries(r.data.map((p) => [p.product_name, p.product_qty]));
  };

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    ids.para = await createProduct(admin, 'Paracetamol 500 mg', boxOf10(unit));
    await adjustStock(admin, ctx.company.gudang.utama, [{ product_id: ids.para, qty_change: 100 }]);
  });

  it('orders 3 Box from Gudang Utama to Gudang Cabang, prints it, receives and approves it', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/purchase/order-internal');
    await page.locator('.po-internal-page .po-table').waitFor();
    await page.locator('.po-add').click();
    const form = page.locator('.po-form');
    await pickOption(page, form.locator('#gudang_source_id'), 'Gudang Utama');
    await pickOption(page, form.locator('#gudang_id'), 'Gudang Cabang');
    const search = form.locator('#po_product');
    await search.click();
    await search.pressSequentially('Para');
    await page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: 'Paracetamol' }).first().click();
    await form.locator('#lines_0_qty').fill('3');
    // no prices on an internal order
    expect(await form.locator('.po-form-preview').count()).toBe(0);
    await screenshot(page, 'purchase-internal-form');
    await form.locator('.po-save-order').click();
    const drawer = page.locator('.po-detail-drawer');
    await expect.poll(() => drawer.innerText()).toContain('Dipesan');
    const title = await drawer.locator('.ant-drawer-title').innerText();
    const orderNumber = title.replace('Pesanan Internal ', '').trim();
    expect(orderNumber).toMatch(/^POI\/\d{4}\/00001$/);
    const [print] = await Promise.all([page.context().waitForEvent('page'), drawer.locator('.po-detail-print').click()]);
    await print.locator('.print-pemesanan-internal').waitFor();
    const text = await print.locator('.print-pemesanan-internal').innerText();
    expect(text).toContain('PESANAN INTERNAL');
    expect(text).toContain(orderNumber);
    expect(text).toContain('3 Box');
    await print.close();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.goto('/purchase/acceptance-internal');
    await page.locator('.gr-internal-page .gr-table').waitFor();
    await page.locator('.gr-add').click();
    const rform = page.locator('.gr-form');
    await pickOption(page, rform.locator('#order_id'), orderNumber);
    const rows = rform.locator('.gr-form-lines tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().locator('.gr-remaining').innerText()).toBe('3 Box');
    await rform.locator('.gr-save').click();
    const rdrawer = page.locator('.gr-detail-drawer');
    await expect.poll(() => rdrawer.innerText()).toContain('Menunggu Persetujuan');
    expect(await held(ctx.company.gudang.cabang)).toEqual({});
    await rdrawer.locator('.approve-goods_receipt_internal').click();
    await confirmDialog(page, '.confirm-approve');
    await expect.poll(() => rdrawer.innerText()).toContain('Disetujui');
    expect((await held(ctx.company.gudang.utama))['Paracetamol 500 mg']).toBe(70);
    expect((await held(ctx.company.gudang.cabang))['Paracetamol 500 mg']).toBe(30);
    const [rprint] = await Promise.all([page.context().waitForEvent('page'), rdrawer.locator('.gr-detail-print').click()]);
    await rprint.locator('.print-penerimaan-internal').waitFor();
    const rtext = await rprint.locator('.print-penerimaan-internal').innerText();
    expect(rtext).toContain('PENERIMAAN INTERNAL');
    expect(rtext).toContain(orderNumber);
    await screenshot(rprint, 'purchase-internal-receipt-print');
    await rprint.close();
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  }, 300_000);
});
