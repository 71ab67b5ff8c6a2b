import { describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { closePage, loginByToken, newPage } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

describe('Pengaturan > Pengurangan Stok: the three moments of a sale', () => {
  const ctx = useBrowserSuite();

  it('shows the stored moment and saves another by its label', async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/configure/pengurangan-stok');
    const group = page.locator('#switch-stock_reduction');
    await group.waitFor();
    // Never set: stock leaves at shipment.
    await expect.poll(() => group.locator('.stock_reduction-shipment input').isChecked()).toBe(true);
    await group.getByText('Saat pesanan siap dikirim (picking)').click();
    await page.getByText('Konfigurasi berhasil disimpan').waitFor();
    expect((await api.ok<{ configuration_value: string }>('GET', '/stock_reduction/get_config')).configuration_value).toBe('2');
    await page.reload();
    await expect.poll(() => page.locator('#switch-stock_reduction .stock_reduction-picking input').isChecked()).toBe(true);
    await page.locator('#switch-stock_reduction').getByText('Saat tagihan dibuat').click();
    await expect.poll(async () => (await api.ok<{ configuration_value: string }>('GET', '/stock_reduction/get_config')).configuration_value).toBe('1');
    await closePage(page);
  });
});
