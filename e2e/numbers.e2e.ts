import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { ADMIN } from './support/server';

/*
 * Issue 20 item 10: money typed as '75,000' (English thousands, as an English spreadsheet writes it)
 * was read as 75. The web inputs read typed numbers with the server's parser (parseIdNumber).
 */
describe("money typed in English thousands ('75,000') in the browser", () => {
  const ctx = useBrowserSuite();
  let productId = 0;
  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ADMIN.username, ADMIN.password);
    for (const name of ['Box', 'Strip']) await api.ok('POST', '/kemasan/stored', { kemasan_name: name });
    const units = await api.ok<{ data: { kemasan_id: number; kemasan_name: string }[] }>('POST', '/kemasan/list', { page: 1, perPage: 10 });
    const id = (n: string) => units.data.find((u) => u.kemasan_name === n)?.kemasan_id;
    const p = await api.ok<{ product_id: number[] }>(
      'POST',
      '/product/create_stored',
      { main_name: 'Harga Koma', product_satuan_besar: id('Box'), product_isi: 10, product_satuan_kecil: id('Strip'), product_price_sale: 2000 },
      { json: true },
    );
    productId = p.product_id[0];
  });

  it('stores a sale price typed as 75,000 as Rp 75.000 (and 1,250,000 as Rp 1.250.000), never Rp 75', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ADMIN, `/product/price-update?id=${productId}`);
    const pricePage = page.locator('.product-price-page');
    await expect.poll(() => pricePage.locator('.price-current').innerText()).toBe('Rp 2.000,-');
    for (const [typed, shown] of [
      ['75,000', 'Rp 75.000,-'],
      ['1,250,000', 'Rp 1.250.000,-'],
      ['80.000', 'Rp 80.000,-'],
    ]) {
      await pricePage.locator('#product_price_sale').fill(typed);
      await pricePage.locator('.price-save').click();
      await expect.poll(() => pricePage.locator('.price-current').innerText(), { timeout: 10_000 }).toBe(shown);
    }
    await screenshot(page, 'numbers-english-thousands');
    await page.context().close();
  });
});
