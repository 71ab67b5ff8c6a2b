import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct } from './support/api';
import { closePage, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload } from './support/excel';

const dayOf = (offset: number) => {
  const d = new Date(Date.now() + 7 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

describe('Mutasi & Kartu Stok and Produk Kedaluwarsa in the browser', () => {
  const ctx = useBrowserSuite();
  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    const pack = boxOf10(await createBoxStrip(api));
    const para = await createProduct(api, 'Paracetamol 500 mg', pack, { is_product_expire: '0' });
    const amox = await createProduct(api, 'Amoxicillin 500 mg', pack, { is_product_expire: '1' });
    // Movements as people make them: a count puts stock in, an adjustment takes some out.
    await api.ok('POST', '/stock_opname/add_stored', { gudang_id: ctx.company.gudang.utama, lines: [{ product_id: para, counted_qty: 100 }] }, { json: true });
    await api.ok(
      'POST',
      '/stock_adjustment/add_stored',
      { gudang_id: ctx.company.gudang.utama, note: 'Rusak', lines: [{ product_id: para, qty_change: -7, reason: 'Kemasan rusak' }] },
      { json: true },
    );
    await api.ok(
      'POST',
      '/stock_opname/add_stored',
      {
        gudang_id: ctx.company.gudang.utama,
        lines: [
          { product_id: amox, batch_no: 'AX-LAMA', expired_date: dayOf(-5), counted_qty: 6 },
          { product_id: amox, batch_no: 'AX-SEGERA', expired_date: dayOf(20), counted_qty: 15 },
          { product_id: amox, batch_no: 'AX-BARU', expired_date: dayOf(300), counted_qty: 40 },
        ],
      },
      { json: true },
    );
  });

  it('reads the mutation and the stock card of a product, and downloads both as Excel', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/report/mutasi-stok');
    const table = page.locator('.mutation-table-index');
    const para = table.locator('tbody tr.ant-table-row').filter({ hasText: 'Paracetamol' });
    await expect.poll(() => para.count(), { timeout: 15_000 }).toBe(1);
    // Opening 0, in 10 Box, out 7 Strip, closing 9 Box + 3 Strip.
    const cells = await para.locator('td').allInnerTexts();
    expect(cells.slice(2, 6)).toEqual(['0 Strip', '10 Box', '7 Strip', '9 Box + 3 Strip']);
    await expect.poll(() => page.locator('.mutation-totals').innerText()).toContain('Produk\n2');
    await screenshot(page, 'stock-mutation');

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.excel-index').click()]);
    const rows = await readDownload((await download.path()) as string);
    const row = rows.find((r) => r['Nama Produk'] === 'Paracetamol 500 mg');
    expect([row?.['Stok Awal'], row?.Masuk, row?.Keluar, row?.['Stok Akhir']]).toEqual([0, 100, 7, 93]);

    // The stock card: pick the product, read each movement's running balance.
    await page.getByRole('tab', { name: 'Kartu Stok' }).click();
    const search = page.locator('.card-product input').first();
    await search.click();
    await search.pressSequentially('Para');
    await page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: 'Paracetamol' }).first().click();
    const card = page.locator('.mutation-table-index_detail_v2:visible');
    await expect.poll(() => card.locator('tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(2);
    const saldo = await card.locator('tbody tr.ant-table-row td.col-saldo').allInnerTexts();
    expect(saldo).toEqual(['10 Box', '9 Box + 3 Strip']);
    expect(await page.locator('.card-closing-qty').innerText()).toBe('9 Box + 3 Strip');
    await screenshot(page, 'stock-card');
    const [cardFile] = await Promise.all([page.waitForEvent('download'), page.locator('.excel-card:visible').click()]);
    const cardRows = await readDownload((await cardFile.path()) as string);
    expect(cardRows.map((r) => [r['Jenis Dokumen'], r.Saldo])).toEqual([
      ['Saldo awal', 0],
      ['Stok Opname', 100],
      ['Penyesuaian Stok', 93],
      ['Saldo akhir', 93],
    ]);
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  });

  it('shows the expiry buckets as a chart, filters by a bucket, lists what to return and downloads the list', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/report/produk-kedaluwarsa');
    const table = page.locator('.expiry-table-expire');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(3);
    // First expiry first.
    const batches = await table.locator('tbody tr.ant-table-row td:nth-child(4)').allInnerTexts();
    expect(batches).toEqual(['AX-LAMA', 'AX-SEGERA', 'AX-BARU']);
    expect(await table.locator('tbody tr.ant-table-row').first().innerText()).toContain('Lewat 5 hari');
    expect(await page.locator('.expiry-bar-expired .expiry-bar-count').innerText()).toBe('1 batch');
    expect(await page.locator('.expiry-bar-lt90 .expiry-bar-count').innerText()).toBe('0 batch');
    await screenshot(page, 'stock-expiry');
    await page.locator('.expiry-bar-lt30').click();
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await table.innerText()).toContain('AX-SEGERA');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.expiry-excel:visible').click()]);
    const rows = await readDownload((await download.path()) as string);
    expect(rows.map((r) => [r.Batch, r.Stok])).toEqual([['AX-SEGERA', '1 Box + 5 Strip']]);

    await page.getByRole('tab', { name: 'Untuk Diretur' }).click();
    const retur = page.locator('.expiry-table-list_ed_retur');
    await expect.poll(() => retur.locator('tbody tr.ant-table-row').count()).toBe(2);
    // The inventory's expiry list is the same page.
    await page.goto('/inventory/edlist');
    await expect.poll(() => page.locator('.expiry-table-expire tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(3);
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  });
});
