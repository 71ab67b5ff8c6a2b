import { beforeAll, describe, expect, it } from 'vitest';
import { Api, createBoxStrip } from './support/api';
import { animationsDone, chooseOption, closePage, confirmDialog, loginByToken, newPage, pickOption, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

interface OrderRow {
  order_id: number;
  order_number: string;
  status: string;
  is_automatic: number;
  vendor_id: number | null;
  grand_total: number;
  line_count: number;
}

describe('Pembelian > Pemesanan in the browser', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  const ids = { vendor: 0, para: 0, amox: 0, vit: 0 };
  const orders = async (filters: Record<string, unknown> = {}) =>
    (await admin.ok<{ data: OrderRow[] }>('POST', '/penerimaan_order/index', { columnFilters: filters, page: 1, perPage: 50 })).data;

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    await admin.ok('POST', '/vendor/create_stored', { vendor_code: 'FJ', vendor_name: 'PT Farma Jaya' });
    const vendors = await admin.ok<{ data: { vendor_id: number; vendor_code: string }[] }>('POST', '/vendor/index', { page: 1, perPage: 10 });
    ids.vendor = vendors.data.find((v) => v.vendor_code === 'FJ')?.vendor_id ?? 0;
    const make = async (main_name: string, extra: Record<string, unknown> = {}) =>
      (
        await admin.ok<{ product_id: number[] }>(
          'POST',
          '/product/create_stored',
          { main_name, product_satuan_besar: unit.box, product_isi: 10, product_satuan_kecil: unit.strip, ...extra },
          { json: true },
        )
      ).product_id[0];
    ids.para = await make('Paracetamol 500 mg');
    ids.amox = await make('Amoxicillin 500 mg');
    // under its minimum (no stock, minimum 45 Strip) and supplied by PT Farma Jaya: the defecta proposes 5 Box
    ids.vit = await make('Vitamin C 100 mg', { main_vendor_id: ids.vendor, main_min_stock: 45 });
    await admin.ok('POST', '/config/stored_config_ppn', { config_ppn: '11' });
    await admin.ok('POST', '/config/stored_config_show_ppn', { config_show_ppn: '0' });
  });

  it('orders from a supplier with two lines: preview, server totals, Pesan, print', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/purchase/order');
    await page.locator('.po-table').waitFor();
    await page.locator('.po-add').click();
    const form = page.locator('.po-form');
    await pickOption(page, form.locator('#vendor_id'), 'PT Farma Jaya');
    await pickOption(page, form.locator('#gudang_id'), 'Gudang Utama');
    await expect.poll(() => form.locator('.po-vendor').innerText()).toContain('PT Farma Jaya');
    const search = form.locator('#po_product');
    const pick = async (text: string, name: string) => {
      await search.click();
      await search.pressSequentially(text);
      const option = page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: name });
      await option.first().waitFor();
      await option.first().click();
    };
    await pick('Para', 'Paracetamol');
    await pick('Amox', 'Amoxicillin');
    const rows = form.locator('.po-form-lines tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    // Paracetamol: 2 Box at Rp 50.000 less 10 %; Amoxicillin: 5 Strip at Rp 6.000 less Rp 1.000
    await form.locator('#lines_0_qty').fill('2');
    await form.locator('#lines_0_price').fill('50.000');
    await form.locator('#lines_0_discount').fill('10');
    await pickOption(page, form.locator('#lines_1_unit'), 'Strip');
    await form.locator('#lines_1_qty').fill('5');
    await form.locator('#lines_1_price').fill('6.000');
    await pickOption(page, form.locator('#lines_1_discount_type'), 'Rp');
    await form.locator('#lines_1_discount').fill('1.000');
    await form.locator('#is_ppn').click();
    await expect.poll(() => form.locator('.po-line-subtotal-0').innerText()).toBe('Rp 90.000,-');
    await expect.poll(() => form.locator('.po-line-subtotal-1').innerText()).toBe('Rp 29.000,-');
    // 119.000 + PPN 11 % (13.090) = 132.090
    await expect.poll(() => form.locator('.po-form-preview').innerText()).toContain('Rp 132.090,-');
    await screenshot(page, 'purchase-order-form');

    await form.locator('.po-save-draft').click();
    const drawer = page.locator('.po-detail-drawer');
    await expect.poll(() => drawer.locator('.po-lines tbody tr.ant-table-row').count()).toBe(2);
    // the totals the drawer shows are the server's
    const [saved] = await orders({ vendor_id: ids.vendor, is_automatic: 0 });
    expect(saved.status).toBe('draft');
    expect(saved.grand_total).toBe(132090);
    expect(await drawer.locator('.po-grand-total').innerText()).toBe('Rp 132.090,-');
    expect(await drawer.innerText()).toContain('Draft');
    expect(await drawer.locator('.po-lines').innerText()).toContain('2 Box');

    await drawer.locator('.order-purchase_order').click();
    await confirmDialog(page, '.confirm-order');
    await expect.poll(() => drawer.innerText()).toContain('Dipesan');
    expect((await orders({ order_id: saved.order_id }))[0].status).toBe('ordered');
    await expect.poll(() => drawer.locator('.po-history').innerText()).toContain('Draft → Dipesan');
    await animationsDone(page);
    await screenshot(page, 'purchase-order-detail');

    // edited while nothing is received: 3 Box Paracetamol; the server's new totals show
    await drawer.locator('.po-detail-edit').click();
    await expect.poll(() => form.locator('#lines_0_qty').inputValue()).toBe('2');
    expect(await form.locator('#lines_0_price').inputValue()).toBe('50.000');
    await form.locator('#lines_0_qty').fill('3');
    // 135.000 + 29.000 = 164.000, PPN 18.040
    await expect.poll(() => form.locator('.po-form-preview').innerText()).toContain('Rp 182.040,-');
    expect(await form.locator('.po-save-draft').count()).toBe(0);
    await form.locator('.po-save-order').click();
    await expect.poll(() => drawer.locator('.po-grand-total').innerText()).toBe('Rp 182.040,-');
    expect((await orders({ order_id: saved.order_id }))[0]).toMatchObject({ status: 'ordered', grand_total: 182040 });

    const [print] = await Promise.all([page.context().waitForEvent('page'), drawer.locator('.po-detail-print').click()]);
    await print.locator('.print-pemesanan').waitFor();
    const text = await print.locator('.print-pemesanan').innerText();
    expect(text).toContain('PESANAN PEMBELIAN');
    expect(text).toContain(saved.order_number);
    expect(saved.order_number).toMatch(/^PO\/\d{4}\/00001$/);
    expect(text).toContain('PT Farma Jaya');
    expect(text).toContain('Rp 182.040,-');
    await screenshot(print, 'purchase-order-print');
    await print.close();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('.po-table tbody tr.ant-table-row').first().innerText()).toContain('Dipesan');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  }, 300_000);

  it('automatic order from the defecta: edits the proposal, saves once even when pressed twice, then cancels the draft with confirmation', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/purchase/order');
    await page.locator('.po-table').waitFor();
    await page.locator('.po-auto-open').click();
    const modal = page.locator('.po-auto');
    await pickOption(page, modal.locator('#po_auto_gudang'), 'Gudang Utama');
    const vendorCard = modal.locator(`.po-auto-vendor-${ids.vendor}`);
    await vendorCard.waitFor();
    expect(await vendorCard.innerText()).toContain('Vitamin C 100 mg');
    const qty = modal.locator(`.po-auto-qty-${ids.vit} input`);
    expect(await qty.inputValue()).toBe('5');
    await qty.fill('7');
    await modal.locator(`.po-auto-price-${ids.vit} input`).fill('12.500');
    await expect.poll(() => vendorCard.locator('.po-auto-vendor-total').innerText()).toBe('Rp 87.500,-');
    await screenshot(page, 'purchase-order-automatic');
    // pressed twice: the second press is the same proposal with the same key
    await modal.locator('.po-auto-save').dblclick();
    await modal.waitFor({ state: 'hidden' });
    let auto = await orders({ is_automatic: 1 });
    expect(auto).toHaveLength(1);
    expect(auto[0].status).toBe('draft');
    expect(auto[0].grand_total).toBe(87500);

    // the saved draft opens in the drawer
    const drawer = page.locator('.po-detail-drawer');
    await expect.poll(() => drawer.innerText()).toContain(auto[0].order_number);
    expect(await drawer.locator('.po-lines').innerText()).toContain('7 Box');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // opened again: the proposal now updates the open draft, and saving keeps one draft
    await page.locator('.po-auto-open').click();
    await pickOption(page, modal.locator('#po_auto_gudang'), 'Gudang Utama');
    await vendorCard.waitFor();
    expect(await vendorCard.innerText()).toContain('Memperbarui draft otomatis');
    await modal.locator('.po-auto-save').click();
    await modal.waitFor({ state: 'hidden' });
    auto = await orders({ is_automatic: 1 });
    expect(auto).toHaveLength(1);

    // cancel the draft from its row, after the confirmation
    if (await drawer.isVisible()) {
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    }
    const row = page.locator('.po-table tbody tr.ant-table-row').filter({ hasText: auto[0].order_number });
    await row.locator('.cancel-purchase_order').click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('Hapus (batalkan) pesanan ini?');
    expect(await confirm.innerText()).toContain(auto[0].order_number);
    await screenshot(page, 'purchase-order-cancel-confirm');
    await confirmDialog(page, '.confirm-cancel');
    await expect.poll(async () => (await orders({ order_id: auto[0].order_id }))[0].status).toBe('cancelled');
    await page.locator('.po-filter-status').click();
    await chooseOption(page, 'Dibatalkan');
    await expect.poll(() => page.locator('.po-table tbody tr.ant-table-row').first().innerText()).toContain('Dibatalkan');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  }, 300_000);

  it('shows the server field errors on the form', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/purchase/order');
    await page.locator('.po-add').click();
    const form = page.locator('.po-form');
    await pickOption(page, form.locator('#vendor_id'), 'PT Farma Jaya');
    await pickOption(page, form.locator('#gudang_id'), 'Gudang Utama');
    const search = form.locator('#po_product');
    await search.click();
    await search.pressSequentially('Para');
    await page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: 'Paracetamol' }).first().click();
    await form.locator('#lines_0_qty').fill('1');
    await form.locator('#lines_0_price').fill('1.000');
    await pickOption(page, form.locator('#lines_0_discount_type'), 'Rp');
    // a rupiah discount above the line: only the server knows, and it says so at the field
    await form.locator('#lines_0_discount').fill('5.000');
    await form.locator('.po-save-order').click();
    await expect.poll(() => form.locator('.ant-form-item-explain-error').allInnerTexts()).toContainEqual(expect.stringMatching(/Diskon/));
    await screenshot(page, 'purchase-order-field-error');
    expect(await orders({ vendor_id: ids.vendor, is_automatic: 0 })).toHaveLength(1);
    await closePage(page);
  }, 300_000);
});
