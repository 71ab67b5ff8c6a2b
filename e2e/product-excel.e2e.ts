import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { closePage, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload, xlsxFile } from './support/excel';

const HEADERS = ['Nama Produk', 'Varian', 'SKU', 'Barcode', 'Satuan Besar', 'Isi', 'Satuan Kecil', 'Harga Jual'];
/** 200 products; row `bad` (0-based) names a unit that does not exist. */
function products(bad?: number): (string | number)[][] {
  return Array.from({ length: 200 }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    return [`Obat Impor ${n}`, '', `IMP-${n}`, '', i === bad ? 'Dus' : 'Box', 10, 'Strip', 1000 + i];
  });
}

describe('Produk: Import and Export Excel in the browser', () => {
  const ctx = useBrowserSuite();
  let api: Api;
  const total = async () => (await api.ok<{ total: number }>('POST', '/product/data/index', { page: 1, perPage: 1 })).total;
  beforeAll(async () => {
    api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    for (const name of ['Box', 'Strip']) await api.ok('POST', '/kemasan/stored', { kemasan_name: name });
  });

  it('refuses 200 rows with one bad row naming it (nothing written), then imports all 200 once fixed; exports a readable file', async () => {
    const before = await total();
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/product');
    await page.locator('.product-table').waitFor();

    // the template downloads and opens
    await page.locator('.product-import').click();
    const imp = page.locator('.product-import.import-modal');
    await imp.waitFor();
    const [template] = await Promise.all([page.waitForEvent('download'), imp.locator('.import-template').click()]);
    expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(Object.keys((await readDownload((await template.path()) as string))[0])).toContain('Nama Produk');

    // one bad row (spreadsheet row 58 = product 57): refused, the row named, nothing written
    await imp.locator('input[type=file]').setInputFiles(await xlsxFile('produk.xlsx', HEADERS, products(56)));
    await imp.locator('.import-submit').click();
    await imp.locator('.import-problems').waitFor();
    const problems = await imp.locator('.import-problems .ant-table-row').allInnerTexts();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('baris 58');
    expect(problems[0]).toContain("Satuan besar 'Dus' tidak ditemukan");
    expect(await imp.locator('.import-error').innerText()).toMatch(/Impor dibatalkan/);
    await screenshot(page, 'product-import-errors');
    expect(await total()).toBe(before);

    // fixed: all 200 imported
    await imp.locator('input[type=file]').setInputFiles(await xlsxFile('produk.xlsx', HEADERS, products()));
    await imp.locator('.import-submit').click();
    await expect.poll(() => imp.locator('.import-result').innerText(), { timeout: 30_000 }).toContain('200 produk');
    expect(await imp.locator('.import-problems').count()).toBe(0);
    await imp.locator('.import-close').click();
    expect(await total()).toBe(before + 200);
    await expect.poll(() => page.locator('.product-table .ant-pagination-total-text').innerText()).toBe(`Total ${before + 200} data`);

    // export of the master data: a file that opens with every product
    await page.locator('.product-export').hover();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.export-master').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const rows = await readDownload((await download.path()) as string);
    expect(rows).toHaveLength(before + 200);
    const names = rows.map((r) => String(r['Nama Produk']));
    expect(names).toContain('Obat Impor 057');
    expect(names).toContain('Obat Impor 200');

    // the stock export opens too, once the first export has finished (a loading button opens no menu)
    await expect.poll(() => page.locator('.product-export.ant-btn-loading').count()).toBe(0);
    await page.mouse.move(0, 0);
    await page.locator('.product-export').hover();
    await page.locator('.export-stock').waitFor();
    const [stock] = await Promise.all([page.waitForEvent('download'), page.locator('.export-stock').click()]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await stock.path()) as string);
    expect(wb.worksheets[0].rowCount).toBeGreaterThanOrEqual(before + 201);
    await closePage(page);
  });

  it('prints barcode labels of the chosen rows: name, price and the barcode drawn as SVG', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/product');
    await page.locator('.product-search input, input.product-search').first().fill('Obat Impor 00');
    await page.locator('.filter-panel .filter-apply').click();
    const rows = page.locator('.product-table tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(9);
    expect(await page.locator('.product-print-labels').isDisabled()).toBe(true);
    await rows.filter({ hasText: 'Obat Impor 001' }).locator('.ant-checkbox-input').check();
    await rows.filter({ hasText: 'Obat Impor 002' }).locator('.ant-checkbox-input').check();
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('.product-print-labels').click()]);
    const labels = popup.locator('.label');
    await expect.poll(() => labels.count()).toBe(2);
    const first = await labels.nth(0).innerText();
    expect(first).toContain('Obat Impor 001');
    expect(first).toContain('Rp 1.000,-');
    expect(await labels.nth(0).locator('svg.label-barcode').getAttribute('data-format')).toBe('CODE128');
    expect(await labels.nth(0).locator('svg.label-barcode rect').count()).toBeGreaterThan(10);
    expect(await labels.nth(0).locator('svg.label-barcode text').textContent()).toBe('IMP-001');
    await screenshot(popup, 'product-barcode-labels');
    await closePage(page);
  });
});
