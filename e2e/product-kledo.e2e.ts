import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { closePage, loginByToken, newPage, screenshot, toast } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

/** The accounting (Kledo) fields of a product, as /product/find answers them. */
interface Kledo {
  kledo_is_purchase: number;
  kledo_purchase_account_id: number | null;
  kledo_purchase_price: number | null;
  kledo_purchase_tax_id: number | null;
  kledo_purchase_account_update_past: number;
  kledo_is_sell: number;
  kledo_sell_account_id: number | null;
  kledo_sell_price: number | null;
  kledo_sell_tax_id: number | null;
  kledo_is_track: number;
  kledo_track_account_id: number | null;
}

describe('Produk: the accounting (Kledo) section of the product update page', () => {
  const ctx = useBrowserSuite();
  let api: Api;
  let mainId = 0;
  beforeAll(async () => {
    api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    for (const name of ['Box', 'Strip']) await api.ok('POST', '/kemasan/stored', { kemasan_name: name });
    const units = await api.ok<{ data: { kemasan_id: number; kemasan_name: string }[] }>('POST', '/kemasan/list', { page: 1, perPage: 10 });
    const id = (n: string) => units.data.find((u) => u.kemasan_name === n)?.kemasan_id;
    const created = await api.ok<{ main_id: number }>(
      'POST',
      '/product/create_stored',
      { main_name: 'Amoxicillin 500 mg', product_satuan_besar: id('Box'), product_isi: 10, product_satuan_kecil: id('Strip'), product_price_sale: 3000 },
      { json: true },
    );
    mainId = created.main_id;
  });

  it('fills the accounting fields (errors at their fields, Indonesian numbers), saves, and reads them back after a reload', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/product');
    await page.locator('.product-search input, input.product-search').first().fill('Amoxicillin');
    await page.locator('.filter-panel .filter-apply').click();
    await page.locator('.product-table tbody tr').filter({ hasText: 'Amoxicillin 500 mg' }).locator('.product-edit').click();
    await page.waitForURL((u) => u.pathname === `/product/product-update/${mainId}`);
    const card = page.locator('.product-form-page');
    await card.locator('.product-form-tabs .ant-tabs-tab').filter({ hasText: 'Akuntansi (Kledo)' }).click();
    await page.waitForURL((u) => u.searchParams.get('tab') === 'akuntansi');
    const form = card.locator('.product-kledo-form');
    // nothing stored yet: every side off, its fields disabled
    expect(await form.locator('#kledo_is_purchase').getAttribute('aria-checked')).toBe('false');
    expect(await form.locator('#kledo_purchase_account_id').isDisabled()).toBe(true);

    // purchase: a typed account that is no number is refused at its field before anything is sent
    await form.locator('#kledo_is_purchase').click();
    await form.locator('#kledo_purchase_account_id').fill('akun kas');
    const purchaseAccount = form.locator('.ant-form-item').filter({ has: page.locator('#kledo_purchase_account_id') });
    await expect.poll(() => purchaseAccount.locator('.ant-form-item-explain-error').innerText()).toMatch(/^Akun pembelian /);
    await form.locator('#kledo_purchase_account_id').fill('1201');
    await expect.poll(() => purchaseAccount.locator('.ant-form-item-explain-error').count()).toBe(0);
    await form.locator('#kledo_purchase_tax_id').fill('2');
    await form.locator('#kledo_purchase_price').fill('1.500.000');
    await form.locator('#kledo_purchase_account_update_past').check();

    // sell switched on without its account: the server's 422 lands on the account field
    await form.locator('#kledo_is_sell').click();
    await form.locator('#kledo_sell_price').fill('1.750.000');
    await form.locator('.kledo-save').click();
    const sellAccount = form.locator('.ant-form-item').filter({ has: page.locator('#kledo_sell_account_id') });
    await expect.poll(() => sellAccount.locator('.ant-form-item-explain-error').innerText()).toBe('Akun penjualan wajib diisi');
    expect((await api.ok<Kledo>('POST', '/product/find', { main_id: mainId })).kledo_is_purchase).toBe(0); // nothing written
    await screenshot(page, 'product-kledo-error');

    await form.locator('#kledo_sell_account_id').fill('4001');
    await form.locator('#kledo_is_track').click();
    await form.locator('#kledo_track_account_id').fill('1301');
    await form.locator('.kledo-save').click();
    await expect.poll(() => toast(page).allInnerTexts()).toContain('Isian akuntansi produk berhasil disimpan');
    expect(await api.ok<Kledo>('POST', '/product/find', { main_id: mainId })).toMatchObject({
      kledo_is_purchase: 1,
      kledo_purchase_account_id: 1201,
      kledo_purchase_price: 1500000,
      kledo_purchase_tax_id: 2,
      kledo_purchase_account_update_past: 1,
      kledo_is_sell: 1,
      kledo_sell_account_id: 4001,
      kledo_sell_price: 1750000,
      kledo_sell_tax_id: null,
      kledo_is_track: 1,
      kledo_track_account_id: 1301,
    });

    // saved: leaving asks nothing; after a reload the tab and the stored values show again
    await page.reload();
    const again = page.locator('.product-form-page .product-kledo-form');
    await again.waitFor();
    expect(await again.locator('#kledo_is_purchase').getAttribute('aria-checked')).toBe('true');
    expect(await again.locator('#kledo_purchase_account_id').inputValue()).toBe('1201');
    expect(await again.locator('#kledo_purchase_tax_id').inputValue()).toBe('2');
    expect(await again.locator('#kledo_purchase_price').inputValue()).toBe('1.500.000');
    expect(await again.locator('#kledo_purchase_account_update_past').isChecked()).toBe(true);
    expect(await again.locator('#kledo_sell_account_id').inputValue()).toBe('4001');
    expect(await again.locator('#kledo_sell_price').inputValue()).toBe('1.750.000');
    expect(await again.locator('#kledo_sell_tax_id').inputValue()).toBe('');
    expect(await again.locator('#kledo_sell_account_update_past').isChecked()).toBe(false);
    expect(await again.locator('#kledo_is_track').getAttribute('aria-checked')).toBe('true');
    expect(await again.locator('#kledo_track_account_id').inputValue()).toBe('1301');
    await expect.poll(() => again.locator('.kledo-updated-at').innerText()).toMatch(/^Terakhir disimpan /);
    await screenshot(page, 'product-kledo');
    // every field named by its label (axe-core: no serious or critical violation in the section)
    const found = await seriousViolations(page, '.product-kledo-form');
    expect(found, describeViolations(found)).toEqual([]);
    expect(await page.getByLabel('Akun Pembelian (ID akun Kledo)').inputValue()).toBe('1201');

    // an unsaved accounting edit keeps the leave warning, also from the product tab
    await again.locator('#kledo_sell_tax_id').fill('5');
    await page.locator('.product-form-tabs .ant-tabs-tab').filter({ hasText: 'Data Produk' }).click();
    await page.locator('.product-form-page .product-cancel').click();
    await page.locator('.unsaved-confirm').waitFor();
    await page.locator('.unsaved-leave').click();
    await page.waitForURL((u) => u.pathname === '/product');
    await closePage(page);
  });
});
