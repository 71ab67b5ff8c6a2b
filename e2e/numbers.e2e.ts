import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct } from './support/api';
import { closePage, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

/*
 * Issue 20 item 10: money typed as '75,000' (English thousands, as an English spreadsheet writes it)
 * was read as 75. The web inputs read typed numbers with the server's parser (parseIdNumber).
 */
describe("money typed in English thousands ('75,000') in the browser", () => {
  const ctx = useBrowserSuite();
  let productId = 0;
  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    const pack = boxOf10(await createBoxStrip(api));
    productId = await createProduct(api, 'Harga Koma', pack, { product_price_sale: 2000 });
  });

  it('stores a sale price typed as 75,000 as Rp 75.000 (and 1,250,000 as Rp 1.250.000), never Rp 75', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, `/product/price-update?id=${productId}`);
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
    await closePage(page);
  });
});
