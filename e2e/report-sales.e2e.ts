import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, createVendor, listWarehouses, placePurchaseOrder, receiveWholeOrder } from './support/api';
import { chooseOption, loginByToken, newPage, pickOption, rupiah, screenshot, statistic } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload } from './support/excel';

/**
 * Laporan Penjualan and Omzet in the browser: 20 Strip Obat Laporan bought at Rp 3.000 into Gudang
 * Utama; sold today: 4 Strip at Rp 5.000 + Rp 10.000 shipping = Rp 30.000, and 1 Box with PPN 11 % on
 * top less Rp 2.000 = DPP 48.000 + PPN 5.280 = Rp 53.280. Period totals: 2 invoices, Rp 83.280, DPP
 * Rp 68.000, margin 68.000 − 14 × 3.000 = Rp 26.000. Customer Toko Laporan B alone: 1 invoice, Rp 53.280,
 * DPP 48.000, margin 48.000 − 10 × 3.000 = Rp 18.000 (the walk-in sale A is not a customer to choose).
 */
describe('Laporan Penjualan and Omzet in the browser', () => {
  const ctx = useBrowserSuite();

  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    await api.ok('POST', '/stock_reduction/stored_config', { config_stock_reduction: '1' });
    await api.ok('POST', '/config/stored_config_ppn', { config_ppn: '11' });
    await api.ok('POST', '/config/stored_config_show_ppn', { config_show_ppn: '0' });
    const unit = await createBoxStrip(api);
    const vendor = await createVendor(api, 'LPJ', 'PT Laporan Jaya');
    const obat = await createProduct(api, 'Obat Laporan', boxOf10(unit));
    await api.ok('POST', '/product_price/stored', { product_id: obat, gudang_id: 0, product_price_sale: 5000, grosir: [] }, { json: true });
    const utama = (await listWarehouses(api)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    const o = await placePurchaseOrder(api, { vendor_id: vendor, gudang_id: utama, lines: [{ product_id: obat, unit: 'kecil', qty: 20, price: 3000 }] });
    await receiveWholeOrder(api, o.order_id);
    await api.ok(
      'POST',
      '/purchase_order/add_stored',
      { customer_name: 'Toko Laporan A', gudang_id: utama, shipping_cost: 10000, lines: [{ product_id: obat, unit: 'kecil', qty: 4 }] },
      { json: true },
    );
    // B is a registered customer: the customer filter's choice.
    const tokoB = (await api.ok<{ member_id: number }>('POST', '/member/create_stored', { member_name: 'Toko Laporan B', member_phone: '081377700002' }))
      .member_id;
    await api.ok(
      'POST',
      '/purchase_order/add_stored',
      {
        customer_name: 'Toko Laporan B',
        member_id: tokoB,
        gudang_id: utama,
        is_ppn_jual: 1,
        order_discount: 2000,
        lines: [{ product_id: obat, unit: 'besar', qty: 1 }],
      },
      { json: true },
    );
  });

  it('shows the invoices with the period totals, filters by warehouse and downloads the same totals', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/report/sales');
    const rows = page.locator('.sales-report-table tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.filter({ hasText: 'Toko Laporan B' }).innerText()).toContain(rupiah(53280));
    await expect.poll(() => statistic(page, '.sales-report-page', /^Omzet \(Grand Total\)$/).innerText()).toBe(rupiah(83280));
    expect(await statistic(page, '.sales-report-page', /^DPP$/).innerText()).toBe(rupiah(68000));
    expect(await statistic(page, '.sales-report-page', /^Laba Kotor$/).innerText()).toBe(rupiah(26000));
    const total = page.locator('.sales-report-total');
    expect(await total.innerText()).toContain(rupiah(83280));
    expect(await total.innerText()).toContain('2 tagihan');
    await screenshot(page, 'report-sales');

    // Another warehouse: nothing sold there.
    await pickOption(page, page.locator('.report-gudang'), 'Gudang Cabang');
    await expect.poll(() => statistic(page, '.sales-report-page', /^Jumlah Tagihan$/).innerText()).toBe('0');
    await expect.poll(() => rows.count()).toBe(0);
    await page.locator('.report-gudang .ant-select-clear').click({ force: true });
    await expect.poll(() => rows.count()).toBe(2);

    const [x] = await Promise.all([page.waitForEvent('download'), page.locator('.report-excel').click()]);
    expect(x.suggestedFilename()).toMatch(/^laporan-penjualan-\d{8}-\d{8}\.xlsx$/);
    const sheet = await readDownload((await x.path()) as string);
    expect(sheet.map((r) => r['No. Tagihan'])).toHaveLength(3);
    expect(sheet.at(-1)).toMatchObject({ 'No. Tagihan': 'TOTAL', 'Grand Total': 83280, DPP: 68000, PPN: 5280, 'Laba Kotor': 26000 });

    // The customer filter: Toko Laporan B alone, on screen and in the file.
    const customer = page.locator('.report-customer');
    await customer.click();
    await customer.locator('input').pressSequentially('Laporan B');
    await chooseOption(page, 'Toko Laporan B');
    await expect.poll(() => statistic(page, '.sales-report-page', /^Jumlah Tagihan$/).innerText()).toBe('1');
    expect(await statistic(page, '.sales-report-page', /^Omzet \(Grand Total\)$/).innerText()).toBe(rupiah(53280));
    expect(await statistic(page, '.sales-report-page', /^DPP$/).innerText()).toBe(rupiah(48000));
    expect(await statistic(page, '.sales-report-page', /^Laba Kotor$/).innerText()).toBe(rupiah(18000));
    await expect.poll(() => rows.count()).toBe(1);
    expect(await total.innerText()).toContain(rupiah(53280));
    await screenshot(page, 'report-sales-customer');
    const [bx] = await Promise.all([page.waitForEvent('download'), page.locator('.report-excel').click()]);
    const bSheet = await readDownload((await bx.path()) as string);
    expect(bSheet).toHaveLength(2);
    expect(bSheet.at(-1)).toMatchObject({ 'No. Tagihan': 'TOTAL', 'Grand Total': 53280, DPP: 48000, 'Laba Kotor': 18000 });
    expect(await page.locator('.error-log-icon').count()).toBe(0);
  });

  it('draws the omzet chart per day and per month and downloads the omzet', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/report/omzet');
    await page.locator('.omzet-chart .bo-chart svg').waitFor();
    await expect.poll(() => statistic(page, '.omzet-report-page', /^Omzet \(Grand Total\)$/).innerText()).toBe(rupiah(83280));
    // Nothing sold before: the growth reads against a previous period of 0.
    expect(await page.locator('.report-figure-grand_total .report-growth').innerText()).toBe('Periode lalu 0');
    expect(await page.locator('.omzet-report-total').innerText()).toContain(rupiah(83280));
    // The chart's legend names its series.
    await expect.poll(async () => (await page.locator('.omzet-chart svg').first().textContent()) ?? '').toContain('Omzet');
    await page.locator('.omzet-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'report-omzet-day');

    await page.locator('.omzet-group').getByText('Bulanan').click();
    const rows = page.locator('.omzet-report-table tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(rupiah(83280));
    await page.locator('.omzet-by').getByText('Per Penjual').click();
    await expect.poll(() => page.locator('.omzet-report-table thead').innerText()).toContain('Penjual');
    await page.locator('.omzet-report-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'report-omzet-month');

    const [x] = await Promise.all([page.waitForEvent('download'), page.locator('.report-excel').click()]);
    expect(x.suggestedFilename()).toMatch(/^laporan-omzet-\d{8}-\d{8}\.xlsx$/);
    const sheet = await readDownload((await x.path()) as string);
    expect(sheet.at(-1)).toMatchObject({ Penjual: 'TOTAL', 'Jumlah Tagihan': 2, 'Grand Total': 83280 });

    // The customer filter: Toko Laporan B alone, in the cards, the table's total and the file.
    await pickOption(page, page.locator('.report-customer'), 'Toko Laporan B');
    await expect.poll(() => statistic(page, '.omzet-report-page', /^Omzet \(Grand Total\)$/).innerText()).toBe(rupiah(53280));
    expect(await statistic(page, '.omzet-report-page', /^DPP$/).innerText()).toBe(rupiah(48000));
    expect(await statistic(page, '.omzet-report-page', /^Laba Kotor$/).innerText()).toBe(rupiah(18000));
    await expect.poll(() => page.locator('.omzet-report-total').innerText()).toContain(rupiah(53280));
    const [bx] = await Promise.all([page.waitForEvent('download'), page.locator('.report-excel').click()]);
    expect((await readDownload((await bx.path()) as string)).at(-1)).toMatchObject({ Penjual: 'TOTAL', 'Jumlah Tagihan': 1, 'Grand Total': 53280 });
    expect(await page.locator('.error-log-icon').count()).toBe(0);
  });

  it('lists the purchases per product and the report pages on the portal', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/report/pembelian-per-produk');
    const row = page.locator('.pembelian-report-table tbody tr.ant-table-row').filter({ hasText: 'Obat Laporan' });
    await row.waitFor();
    expect(await row.innerText()).toContain('PT Laporan Jaya');
    expect(await row.innerText()).toContain(rupiah(60000));
    await screenshot(page, 'report-pembelian-per-produk');

    await page.goto(`${ctx.server.url}/report/portal`);
    await page.locator('.report-link-reportSales').waitFor();
    expect(await page.locator('.report-link-reportOmzet').count()).toBe(1);
    await screenshot(page, 'report-portal');
    await page.locator('.report-link-reportOmzet').click();
    await page.waitForURL(/\/report\/omzet$/);
  });
});
