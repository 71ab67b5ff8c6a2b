import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { chooseOption, closePage, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

/** Opens the select of `id`, types `text` and picks the option showing it. */
async function pick(page: Page, id: string, text: string) {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).fill(text);
  await chooseOption(page, text);
}

/** The products list filtered by the free-text search. */
async function search(page: Page, text: string) {
  await page.locator('.product-search input, input.product-search').first().fill(text);
  await page.locator('.filter-panel .filter-apply').click();
}

/** A 16x16 red PNG: the product image the form uploads. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGO4o6FBEmIY1TCqYfhqAAAyBCwQhvh37QAAAABJRU5ErkJggg==', 'base64');

const productRow = (page: Page, text: string) => page.locator('.product-table tbody tr').filter({ hasText: text });

describe('Produk in the browser', () => {
  const ctx = useBrowserSuite();
  let api: Api;
  beforeAll(async () => {
    api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    // master data the form chooses from
    for (const name of ['Box', 'Strip']) await api.ok('POST', '/kemasan/stored', { kemasan_name: name });
    await api.ok('POST', '/master/merk/add_stored', { merk_name: 'Analgesik' });
    await api.ok('POST', '/product_package/category/create_stored', { category_name: 'Obat Bebas' });
    await api.ok('POST', '/vendor/create_stored', { vendor_code: 'V001', vendor_name: 'PT Farma Jaya' });
    // a product a package holds: its delete is refused with the package's name
    const units = await api.ok<{ data: { kemasan_id: number; kemasan_name: string }[] }>('POST', '/kemasan/list', { page: 1, perPage: 10 });
    const id = (n: string) => units.data.find((u) => u.kemasan_name === n)?.kemasan_id;
    const vitamin = await api.ok<{ main_id: number; product_id: number[] }>(
      'POST',
      '/product/create_stored',
      { main_name: 'Vitamin C 500', product_satuan_besar: id('Box'), product_isi: 10, product_satuan_kecil: id('Strip'), product_price_sale: 2000 },
      { json: true },
    );
    await api.ok(
      'POST',
      '/product_package/create_stored',
      { package_name: 'Paket Daya Tahan', package_product: [{ product_id: vitamin.product_id[0], package_qty: 2 }] },
      { json: true },
    );
  });

  it('creates a product through the form (server error at its field, Indonesian numbers) and finds it by search', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/product');
    await page.locator('.product-table').waitFor();
    await page.locator('.product-create').click();
    await page.waitForURL((u) => u.pathname === '/product/product-create');
    const form = page.locator('.product-form-page');
    // spec defaults: min stock 0, barcode '--', price 0
    expect(await form.locator('#main_min_stock').inputValue()).toBe('0');
    expect(await form.locator('#barcode').inputValue()).toBe('--');
    expect(await form.locator('#product_price_sale').inputValue()).toBe('0');

    await form.locator('#main_name').fill('vitamin c 500'); // taken (names are compared ignoring case)
    await pick(page, 'main_category_id', 'Obat Bebas');
    await pick(page, 'merk_id', 'Analgesik');
    await pick(page, 'main_vendor_id', 'PT Farma Jaya');
    await pick(page, 'product_satuan_besar', 'Box');
    await form.locator('#product_isi').fill('10');
    await pick(page, 'product_satuan_kecil', 'Strip');
    await expect.poll(() => form.locator('.unit-hint').innerText()).toBe('1 Box = 10 Strip');
    await form.locator('#main_min_stock').fill('1.000');
    await pick(page, 'product_golongan_obat_id', 'Obat Bebas Terbatas');
    await form.locator('#product_price_sale').fill('15.000');
    await form.locator('.grosir-add').click();
    await form.locator('.grosir-row .grosir-qty input').fill('100');
    await form.locator('.grosir-row .grosir-amount input').fill('1.500');
    await form.locator('.product-save').click();
    // the server's 422 lands on the name field
    await expect.poll(() => form.locator('.ant-form-item-explain-error').allInnerTexts()).toEqual(['Nama produk sudah digunakan']);
    await form.locator('#main_name').fill('Paracetamol 500 mg');
    await form.locator('.product-image-upload input[type=file]').setInputFiles({ name: 'paracetamol.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('.product-image-upload .ant-upload-list-item').waitFor();
    await screenshot(page, 'product-form');
    await form.locator('.product-save').click();
    await page.waitForURL((u) => u.pathname === '/product');

    await search(page, 'Paracetamol');
    const row = productRow(page, 'Paracetamol 500 mg');
    await row.waitFor();
    await expect.poll(() => page.locator('.product-table tbody tr.ant-table-row').count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('Rp 15.000,-');
    expect(text).toContain('1.000'); // min stock read as one thousand, not 1
    expect(text).toContain('Obat Bebas');
    expect(text).toContain('PT Farma Jaya');
    expect(await row.locator('.product-stock').innerText()).toBe('0 Strip');
    // the image uploaded after saving, shown as a thumbnail fetched with the token (a blob: address)
    const thumb = row.locator('img.product-thumb');
    await expect.poll(() => thumb.getAttribute('src'), { timeout: 10_000 }).toMatch(/^blob:/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
    await screenshot(page, 'product-list');

    // stored as typed by an Indonesian user
    const list = await api.ok<{ data: { main_id: number; product_price_sale: number; product_min_stock: number; product_grosir: number }[] }>(
      'POST',
      '/product/data/index',
      { search: 'Paracetamol' },
    );
    expect(list.data[0]).toMatchObject({ product_price_sale: 15000, product_min_stock: 1000, product_grosir: 1 });
    expect((list.data[0] as unknown as { product_images: string[] }).product_images).toHaveLength(1);
    await closePage(page);
  });

  it('edits the product, changes its price and sees the history', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/product');
    await search(page, 'Paracetamol');
    await productRow(page, 'Paracetamol 500 mg').locator('.product-edit').click();
    await page.waitForURL((u) => u.pathname.startsWith('/product/product-update/'));
    const form = page.locator('.product-form-page');
    await expect.poll(() => form.locator('#main_name').inputValue()).toBe('Paracetamol 500 mg');
    expect(await form.locator('#main_min_stock').inputValue()).toBe('1.000');
    // the stored image shows as its thumbnail; deleting it asks first
    const stored = form.locator('.product-image-stored');
    await expect.poll(() => stored.locator('img').count()).toBe(1);
    await stored.locator('.product-image-delete').click();
    await page.locator('.confirm-delete-image').click();
    await expect.poll(() => stored.count()).toBe(0);
    await form.locator('#main_name').fill('Paracetamol 500 mg Tablet');
    // leaving with unsaved changes asks first; staying keeps what was typed
    await form.locator('.product-cancel').click();
    await page.locator('.unsaved-confirm').waitFor();
    await page.locator('.unsaved-stay').click();
    await page.locator('.unsaved-confirm').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toMatch(/^\/product\/product-update\//);
    expect(await form.locator('#main_name').inputValue()).toBe('Paracetamol 500 mg Tablet');
    await form.locator('#main_rack').fill('A-01');
    await form.locator('.product-save').click();
    await page.waitForURL((u) => u.pathname === '/product');
    await search(page, 'Paracetamol');
    const row = productRow(page, 'Paracetamol 500 mg Tablet');
    await row.waitFor();

    await row.locator('.product-price').click();
    await page.waitForURL((u) => u.pathname === '/product/price-update');
    const pricePage = page.locator('.product-price-page');
    await expect.poll(() => pricePage.locator('.price-current').innerText()).toBe('Rp 15.000,-');
    await pricePage.locator('#product_price_sale').fill('17.500');
    await pricePage.locator('.price-save').click();
    await expect.poll(() => pricePage.locator('.price-current').innerText()).toBe('Rp 17.500,-');
    const history = pricePage.locator('.price-history tbody tr.ant-table-row').first();
    await expect.poll(() => history.innerText()).toContain('Rp 17.500,-');
    expect(await history.innerText()).toContain('Rp 15.000,-');
    expect(await history.innerText()).toContain('Semua Gudang');
    await screenshot(page, 'product-price');

    // back to the list through the sidebar (client-side, no full reload)
    await page.locator('.sidebar [data-path="/product"]').click();
    await page.waitForURL((u) => u.pathname === '/product');
    await search(page, 'Paracetamol');
    await expect.poll(() => productRow(page, 'Paracetamol 500 mg Tablet').innerText()).toContain('Rp 17.500,-');
    await closePage(page);
  });

  it('deactivates after confirming; a product in a package is not deleted (the server says why); deletes after confirming', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/product');
    await search(page, 'Paracetamol');
    const row = productRow(page, 'Paracetamol 500 mg Tablet');
    const status = row.locator('.product-status');
    expect(await status.getAttribute('aria-checked')).toBe('true');
    await status.click();
    await page.locator('.confirm-status').click();
    await expect.poll(() => status.getAttribute('aria-checked')).toBe('false');
    // the Nonaktif filter finds it
    await page.locator('.filter-panel #filter_product_status').click();
    await chooseOption(page, 'Nonaktif');
    await page.locator('.filter-panel .filter-apply').click();
    await row.waitFor();
    await page.locator('.filter-panel .filter-reset').click();

    // refused: a package holds it
    await search(page, 'Vitamin');
    await productRow(page, 'Vitamin C 500').locator('.product-delete').click();
    await page.locator('.confirm-delete').click();
    const refused = page.locator('.delete-refused');
    await refused.waitFor();
    expect(await refused.innerText()).toContain('Produk masih dipakai di paket: Paket Daya Tahan');
    await refused.locator('button').filter({ hasText: 'Tutup' }).click();

    await search(page, 'Paracetamol');
    await productRow(page, 'Paracetamol 500 mg Tablet').locator('.product-delete').click();
    await page.locator('.confirm-delete').click();
    await productRow(page, 'Paracetamol 500 mg Tablet').waitFor({ state: 'detached' });
    const left = await api.ok<{ data: unknown[] }>('POST', '/product/data/index', { search: 'Paracetamol' });
    expect(left.data).toHaveLength(0);
    await closePage(page);
  });

  it('Paket Produk lines pick products by 3 letters (code, name, unit, price, stock shown) and by a scanned barcode + Enter', async () => {
    const units = await api.ok<{ data: { kemasan_id: number; kemasan_name: string }[] }>('POST', '/kemasan/list', { page: 1, perPage: 10 });
    const id = (n: string) => units.data.find((u) => u.kemasan_name === n)?.kemasan_id;
    await api.ok(
      'POST',
      '/product/create_stored',
      {
        main_name: 'Amoxicillin 500',
        barcode: '8991234567890',
        product_satuan_besar: id('Box'),
        product_isi: 10,
        product_satuan_kecil: id('Strip'),
        product_price_sale: 3000,
      },
      { json: true },
    );
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/product');
    await page.locator('.ant-tabs-tab').filter({ hasText: 'Paket Produk' }).click();
    await page.locator('.package-create').click();
    const dialog = page.locator('.package-dialog');
    await dialog.locator('#package_name').fill('Paket Flu');
    if ((await dialog.locator('.package-line').count()) === 0) await dialog.locator('.package-line-add').click();

    // two letters search nothing; the third lists the product with its code, unit, price and stock
    const first = dialog.locator('.package-line').nth(0).locator('.package-product input');
    await first.click();
    await first.pressSequentially('vi');
    await expect.poll(() => page.locator('.product-search-popup:visible').innerText()).toContain('Ketik minimal 3 huruf');
    await first.pressSequentially('t');
    const option = page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: 'Vitamin C 500' });
    await option.waitFor();
    const text = await option.innerText();
    for (const part of ['Box (isi 10 Strip)', 'Rp 2.000,-', 'Stok: 0 Strip']) expect(text).toContain(part);
    await screenshot(page, 'product-search');
    await option.click();

    // a scanner types the barcode and Enter: the exact product is taken, the dialog stays open
    await dialog.locator('.package-line-add').click();
    const second = dialog.locator('.package-line').nth(1).locator('.package-product input');
    await second.click();
    await second.pressSequentially('8991234567890', { delay: 5 });
    await second.press('Enter');
    await expect.poll(() => dialog.locator('.package-line').nth(1).locator('.package-product').innerText()).toContain('Amoxicillin 500');
    expect(await dialog.isVisible()).toBe(true);

    await page.locator('.package-dialog .ant-modal-footer .ant-btn-primary').click();
    await dialog.waitFor({ state: 'detached' });
    const saved = await api.ok<{ data: { package_name: string }[] }>('POST', '/product_package/index', { page: 1, perPage: 50 });
    expect(saved.data.map((p) => p.package_name)).toContain('Paket Flu');
    await closePage(page);
  });
});
