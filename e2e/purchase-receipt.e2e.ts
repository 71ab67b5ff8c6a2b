import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, createVendor, placePurchaseOrder } from './support/api';
import { animationsDone, closePage, confirmDialog, loginByToken, newPage, pickOption, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

interface HeldProduct {
  product_name: string;
  product_qty: number;
  batches: { batch_no: string | null; expired_date: string | null; qty: number }[];
}

describe('Pembelian > Penerimaan in the browser', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  const ids = { vendor: 0, para: 0, amox: 0, order: 0, orderNumber: '' };
  const held = async (gudangId: number) => {
    const r = await admin.ok<{ data: HeldProduct[] }>('POST', '/transfer_stok/product_in_gudang', { gudang_id: gudangId, perPage: 50 });
    return Object.fromEntries(r.data.map((p) => [p.product_name, p]));
  };
  const orderStatus = async () =>
    (await admin.ok<{ data: { status: string }[] }>('POST', '/penerimaan_order/index', { columnFilters: { order_id: ids.order }, page: 1, perPage: 1 })).data[0]
      .status;

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    ids.vendor = await createVendor(admin, 'MA', 'PT Medika Abadi');
    ids.para = await createProduct(admin, 'Paracetamol 500 mg', boxOf10(unit), { is_product_expire: '0' });
    ids.amox = await createProduct(admin, 'Amoxicillin 500 mg', boxOf10(unit), { is_product_expire: '1' });
    // ordered: 2 Box Paracetamol at Rp 50.000 and 3 Box Amoxicillin at Rp 80.000 per Box
    const saved = await placePurchaseOrder(admin, {
      vendor_id: ids.vendor,
      gudang_id: ctx.company.gudang.utama,
      lines: [
        { product_id: ids.para, unit: 'besar', qty: 2, price: 50000 },
        { product_id: ids.amox, unit: 'besar', qty: 3, price: 80000 },
      ],
    });
    ids.order = saved.order_id;
    ids.orderNumber = saved.order_number;
  });

  it('receives part with batches and expiry, approves, receives the rest, approves, and prints the receipt', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/purchase/acceptance');
    await page.locator('.gr-table').waitFor();

    // first receipt: 1 Box Paracetamol; Amoxicillin 1 Box in batch A1 and 5 Strip in batch A2
    await page.locator('.gr-add').click();
    const form = page.locator('.gr-form');
    await pickOption(page, form.locator('#order_id'), ids.orderNumber);
    const rows = form.locator('.gr-form-lines tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).locator('.gr-remaining').innerText()).toBe('2 Box');
    expect(await rows.nth(1).locator('.gr-remaining').innerText()).toBe('3 Box');
    await form.locator('#lines_0_qty_besar').fill('1');
    await form.locator('#lines_0_qty').fill('0');
    await form.locator('.gr-split-1').click();
    await expect.poll(() => rows.count()).toBe(3);
    await form.locator('#lines_1_qty_besar').fill('1');
    await form.locator('#lines_1_qty').fill('0');
    await rows.nth(1).getByLabel('Nomor batch').fill('A1');
    await rows.nth(1).getByLabel('Tanggal kedaluwarsa').fill('2027-06-30');
    await form.locator('#lines_2_qty_besar').fill('0');
    await form.locator('#lines_2_qty').fill('5');
    await rows.nth(2).getByLabel('Nomor batch').fill('A2');
    await rows.nth(2).getByLabel('Tanggal kedaluwarsa').fill('2027-09-30');
    await form.locator('#invoice_number').fill('INV-001');
    await screenshot(page, 'purchase-receipt-form');
    await form.locator('.gr-save').click();

    const drawer = page.locator('.gr-detail-drawer');
    await expect.poll(() => drawer.locator('.gr-lines tbody tr.ant-table-row').count()).toBe(3);
    expect(await drawer.innerText()).toContain('Menunggu Persetujuan');
    // waiting: nothing in stock yet
    expect(await held(ctx.company.gudang.utama)).toEqual({});
    await drawer.locator('.approve-goods_receipt').click();
    await confirmDialog(page, '.confirm-approve');
    await expect.poll(() => drawer.innerText()).toContain('Disetujui');
    let stock = await held(ctx.company.gudang.utama);
    expect(stock['Paracetamol 500 mg'].product_qty).toBe(10);
    expect(stock['Amoxicillin 500 mg'].product_qty).toBe(15);
    expect(stock['Amoxicillin 500 mg'].batches.map((b) => [b.batch_no, b.qty])).toEqual([
      ['A1', 10],
      ['A2', 5],
    ]);
    expect(await orderStatus()).toBe('partly_received');
    // 1 Box × 50.000 + 1,5 Box × 80.000 = 170.000
    expect(await drawer.locator('.gr-totals').innerText()).toContain('Rp 170.000,-');
    await animationsDone(page);
    await screenshot(page, 'purchase-receipt-detail');

    const [print] = await Promise.all([page.context().waitForEvent('page'), drawer.locator('.gr-detail-print').click()]);
    await print.locator('.print-penerimaan').waitFor();
    const text = await print.locator('.print-penerimaan').innerText();
    expect(text).toContain('PENERIMAAN BARANG');
    expect(text).toMatch(/RCV\w*\/\d{4}\/0*1/);
    expect(text).toContain(ids.orderNumber);
    expect(text).toContain('A1');
    expect(text).toContain('30-06-2027');
    await screenshot(print, 'purchase-receipt-print');
    await print.close();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // second receipt: the rest, shown as what is left
    await page.locator('.gr-add').click();
    await pickOption(page, form.locator('#order_id'), ids.orderNumber);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).locator('.gr-remaining').innerText()).toBe('1 Box');
    expect(await rows.nth(1).locator('.gr-remaining').innerText()).toBe('1 Box + 5 Strip');
    await rows.nth(1).getByLabel('Nomor batch').fill('A3');
    await rows.nth(1).getByLabel('Tanggal kedaluwarsa').fill('2027-12-31');
    await form.locator('.gr-save').click();
    await expect.poll(() => drawer.innerText()).toContain('Menunggu Persetujuan');
    // still waiting, so it can be edited: its lines come back, the batch is corrected
    await drawer.locator('.gr-detail-edit').click();
    await expect.poll(() => rows.count()).toBe(2);
    const batch = rows.nth(1).getByLabel('Nomor batch');
    expect(await batch.inputValue()).toBe('A3');
    await batch.fill('A3B');
    await form.locator('.gr-save').click();
    await expect.poll(() => drawer.locator('.gr-lines').innerText()).toContain('A3B');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    const row = page.locator('.gr-table tbody tr.ant-table-row').filter({ hasText: 'Menunggu Persetujuan' });
    await row.locator('.approve-goods_receipt').click();
    await confirmDialog(page, '.confirm-approve');
    await expect.poll(() => page.locator('.gr-table tbody tr.ant-table-row').filter({ hasText: 'Menunggu Persetujuan' }).count()).toBe(0);
    stock = await held(ctx.company.gudang.utama);
    expect(stock['Paracetamol 500 mg'].product_qty).toBe(20);
    expect(stock['Amoxicillin 500 mg'].product_qty).toBe(30);
    expect(await orderStatus()).toBe('received');
    await screenshot(page, 'purchase-receipt-list');

    // the supplier's invoices: one, then both on a recap and on one kwitansi (340.000 still owed)
    const approved = page.locator('.gr-table tbody tr.ant-table-row').filter({ hasText: 'Disetujui' });
    await expect.poll(() => approved.count()).toBe(2);
    const printed = async (click: () => Promise<unknown>, sheet: string) => {
      const [win] = await Promise.all([page.context().waitForEvent('page'), click()]);
      await win.locator(sheet).waitFor();
      const body = await win.locator(sheet).innerText();
      return { win, body };
    };
    const invoice = await printed(() => approved.first().locator('.gr-print-invoice').click(), '.print-pembelian-single');
    expect(invoice.body).toContain('FAKTUR PEMBELIAN');
    expect(invoice.body).toContain('PT Medika Abadi');
    expect(invoice.body).toMatch(/Sisa tagihan\s+Rp 170\.000,-/);
    await invoice.win.close();
    for (const r of await approved.all()) await r.locator('.ant-checkbox-input').check();
    await expect.poll(() => page.locator('.gr-selection').innerText()).toContain('2 faktur dipilih');
    const recap = await printed(() => page.locator('.gr-print-multiple').click(), '.print-pembelian-multiple');
    expect(recap.body).toContain('REKAP PEMBELIAN');
    expect(recap.body).toMatch(/Total\s+Rp 340\.000,-/);
    await recap.win.close();
    const kwitansi = await printed(() => page.locator('.gr-print-kwitansi').click(), '.print-pembelian-multiple-kwitansi');
    expect(kwitansi.body).toContain('KWITANSI PEMBAYARAN PEMBELIAN');
    expect(kwitansi.body).toContain('tiga ratus empat puluh ribu rupiah');
    await screenshot(kwitansi.win, 'purchase-kwitansi-print');
    await kwitansi.win.close();

    // the stock card of Paracetamol: the two approved receipts, 1 Box each
    await page.goto('/report/mutasi-stok');
    await page.getByRole('tab', { name: 'Kartu Stok' }).click();
    const product = page.locator('.card-product input').first();
    await product.click();
    await product.pressSequentially('Para');
    await page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: 'Paracetamol' }).first().click();
    const card = page.locator('.mutation-table-index_detail_v2:visible');
    await expect.poll(() => card.locator('tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(2);
    expect(await card.locator('tbody tr.ant-table-row td.col-saldo').allInnerTexts()).toEqual(['1 Box', '2 Box']);
    await screenshot(page, 'purchase-receipt-stock-card');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  }, 300_000);
});
