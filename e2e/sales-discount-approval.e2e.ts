import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, createUser, listWarehouses } from './support/api';
import { confirmDialog, loginByToken, newPage, pickOption, pickProduct, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

const SPV = { username: 'spv_tagihan', password: 'Rahasia-Setuju-741' };

/**
 * Issue 20 item 8: a discount above configuration sales_discount_limit. The order form warns, the
 * order waits (Menunggu Persetujuan Diskon), the one who asked cannot approve it, another user with
 * the right approves it on the Tagihan list.
 */
describe('Tagihan: a discount above the limit waits for another user’s approval', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  const ids = { para: 0, utama: 0 };

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    ids.para = await createProduct(admin, 'Paracetamol Diskon', boxOf10(unit));
    await admin.ok('POST', '/product_price/price_sale_stored', { product_id: ids.para, product_price_sale: 1000 });
    ids.utama = (await listWarehouses(admin)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    await admin.ok('POST', '/stock_opname/add_stored', { gudang_id: ids.utama, lines: [{ product_id: ids.para, counted_qty: 100 }] }, { json: true });
    await admin.ok('POST', '/config/stored_config_sales_discount_limit', { config_sales_discount_limit: '10' });
    await createUser(admin, { ...SPV, groupId: 2 });
  });

  it('warns in the form, stores the order waiting, and lets another user approve it', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/sale/order-list/create-order');
    const form = page.locator('.so-form');
    await form.waitFor();
    await form.locator('#customer_name').fill('Toko Diskon Besar');
    await pickOption(page, form.locator('#gudang_id'), 'Gudang Utama');
    await pickProduct(page, form.locator('#so_product'), 'Para', 'Paracetamol');
    await form.locator('#lines_0_qty').fill('1');
    expect(await form.locator('.so-discount-approval').count()).toBe(0);
    await form.locator('#lines_0_discount').fill('25');
    const warning = form.locator('.so-discount-approval');
    await expect.poll(() => warning.count()).toBe(1);
    expect(await warning.innerText()).toContain('Diskon melebihi batas 10% tanpa persetujuan');
    await screenshot(page, 'so-discount-approval-warning');
    await form.locator('.so-save').click();
    await page.locator('.so-detail-drawer').waitFor();

    const saved = (
      await admin.ok<{ data: { order_id: number; invoice_number: string; status: string }[] }>('POST', '/purchase_order/list', {
        search: 'Toko Diskon Besar',
      })
    ).data[0];
    expect(saved.status).toBe('menunggu_persetujuan');
    // The one who asked holds the right (superuser) but cannot approve it.
    const self = await admin.call('POST', '/purchase_order/update_status', { order_id: saved.order_id, action: 'approve_discount' });
    expect(self.env.errors).toEqual({ order_id: ['Diskon tagihan ini tidak dapat Anda setujui sendiri; persetujuan harus dari pengguna lain'] });
    await page.close();

    // SPV Sales approves on the list.
    const spvPage = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(spvPage, SPV, '/sale/order-list');
    const row = spvPage.locator('.so-table tbody tr.ant-table-row').filter({ hasText: saved.invoice_number });
    await row.waitFor();
    expect(await row.locator('.so-status-menunggu_persetujuan').innerText()).toBe('Menunggu Persetujuan Diskon');
    expect(await row.locator('.so-paid-open').count()).toBe(0);
    await row.locator('.approve_discount-sales_order').click();
    await confirmDialog(spvPage, '.confirm-approve_discount');
    await expect.poll(() => row.locator('.so-status-baru').count()).toBe(1);
    await screenshot(spvPage, 'so-discount-approved');
    await spvPage.close();
  });
});
