import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct } from './support/api';
import { chooseOption, closePage, loginByToken, newPage, pickProduct, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

describe('Stok Opname in the browser', () => {
  const ctx = useBrowserSuite();
  let api: Api;
  let amoxId = 0;
  beforeAll(async () => {
    api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    const pack = boxOf10(await createBoxStrip(api));
    const para = await createProduct(api, 'Paracetamol 500 mg', pack);
    // the first count puts 100 Strip (10 Box) into Gudang Utama
    await api.ok('POST', '/stock_opname/add_stored', { gudang_id: ctx.company.gudang.utama, lines: [{ product_id: para, counted_qty: 100 }] }, { json: true });
    // an expiry-tracked product held in two batches: 30 Strip of B1 and 20 Strip of B2
    amoxId = await createProduct(api, 'Amoxicillin 500 mg', pack, { is_product_expire: '1' });
    await api.ok(
      'POST',
      '/stock_opname/add_stored',
      {
        gudang_id: ctx.company.gudang.utama,
        lines: [
          { product_id: amoxId, batch_no: 'B1', expired_date: '2027-03-31', counted_qty: 30 },
          { product_id: amoxId, batch_no: 'B2', expired_date: '2028-01-31', counted_qty: 20 },
        ],
      },
      { json: true },
    );
  });

  it('counts a product in big + small units, confirms, and sees the difference booked', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/stokopname');
    const table = page.locator('.opname-table');
    // the two seeded counts
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(2);
    await page.locator('.opname-add').click();
    const form = page.locator('.opname-form');
    await form.locator('#gudang_id').click();
    await chooseOption(page, 'Gudang Utama');
    await pickProduct(page, form.locator('#opname_product'), 'Para', 'Paracetamol');
    const line = form.locator('.opname-form-lines tbody tr.ant-table-row').first();
    await expect.poll(() => line.innerText()).toContain('10 Box');
    // saving without a count shows the error at the line
    await form.locator('.opname-save').click();
    await expect.poll(() => line.innerText()).toContain('Jumlah hitung wajib diisi');
    await form.locator('#lines_0_counted_qty_besar').fill('9');
    await form.locator('#lines_0_counted_qty').fill('5');
    await form.locator('.opname-save').click();
    await page.locator('.opname-confirm').click();
    const drawer = page.locator('.opname-detail-drawer');
    await expect.poll(() => drawer.locator('.opname-lines tbody tr.ant-table-row').first().innerText()).toContain('-5 Strip');
    expect(await drawer.locator('.opname-lines').innerText()).toContain('9 Box + 5 Strip');
    await page.locator('.opname-confirm').waitFor({ state: 'detached' });
    // no unexpected error was recorded (the navbar's error log stays empty)
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await screenshot(page, 'stock-opname-detail');
    // print: the A4 page with the counted lines opens in a new window
    const [print] = await Promise.all([page.context().waitForEvent('page'), drawer.locator('.opname-detail-print').click()]);
    await print.locator('.print-stock-opname').waitFor();
    const printed = await print.locator('.print-stock-opname').innerText();
    expect(printed).toContain('STOK OPNAME');
    expect(printed).toContain('9 Box + 5 Strip');
    expect(printed).toContain('Total nilai selisih');
    await screenshot(print, 'stock-opname-print');
    await print.close();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(3);
    await closePage(page);
  });

  it('counts an expiry-tracked product batch by batch, adds a batch found on the shelf, and books each batch', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/stokopname');
    await page.locator('.opname-add').click();
    const form = page.locator('.opname-form');
    await form.locator('#gudang_id').click();
    await chooseOption(page, 'Gudang Utama');
    await pickProduct(page, form.locator('#opname_product'), 'Amox', 'Amoxicillin');
    // one line per batch on hand, first expiry first, with its system quantity
    const rows = form.locator('.opname-form-lines tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toMatch(/B1[\s\S]*3 Box/);
    expect(await rows.nth(1).innerText()).toMatch(/B2[\s\S]*2 Box/);
    await form.locator('#lines_0_counted_qty_besar').fill('2');
    await form.locator('#lines_0_counted_qty').fill('8');
    await form.locator('#lines_1_counted_qty_besar').fill('2');
    await form.locator('#lines_1_counted_qty').fill('0');
    // a batch found on the shelf that the system does not know
    await rows.nth(0).getByRole('button', { name: 'Tambah batch baru' }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await rows.nth(2).getByLabel('Nomor batch').fill('B3');
    await rows.nth(2).getByLabel('Tanggal kedaluwarsa').fill('2029-06-30');
    await form.locator('#lines_2_counted_qty_besar').fill('0');
    await form.locator('#lines_2_counted_qty').fill('5');
    await form.locator('.opname-save').click();
    await page.locator('.opname-confirm').click();
    const drawer = page.locator('.opname-detail-drawer');
    await expect.poll(() => drawer.locator('.opname-lines tbody tr.ant-table-row').count()).toBe(3);
    const detail = await drawer.locator('.opname-lines').innerText();
    expect(detail).toContain('B3');
    expect(detail).toContain('-2 Strip');
    await screenshot(page, 'stock-opname-batches');
    // the ledger holds each batch as counted, first expiry first
    const fefo = await api.ok<{ batches: { batch_no: string; qty: number }[] }>(
      'GET',
      `/penerimaan/stock_fefo?product_id=${amoxId}&gudang_id=${ctx.company.gudang.utama}`,
    );
    expect(fefo.batches.map((b) => [b.batch_no, b.qty])).toEqual([
      ['B1', 28],
      ['B2', 20],
      ['B3', 5],
    ]);
    await closePage(page);
  });
});
