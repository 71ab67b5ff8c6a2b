import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, createUser, listWarehouses } from './support/api';
import { chooseOption, closePage, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

const PASSWORD = 'Gudang-Rahasia-1';

/** Opens a downloaded workbook and answers its rows as header → value. */
async function readDownload(d: Download) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await d.path()) as string);
  const ws = wb.worksheets[0];
  const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n === 1) return;
    const v = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, v[i]])));
  });
  return { header, rows };
}

/** The rows of a chart's figures (its visually hidden table, one per category) and the chart's own SVG texts (axes, legend). */
const chartRows = (page: Page, scope: string) => page.locator(`${scope} .chart-data tbody tr`);
const chartTexts = (page: Page, scope: string) => page.locator(`${scope} .bo-chart svg text`).allTextContents();

const rowOf = (page: Page, table: string, text: string) => page.locator(`${table} tbody tr.ant-table-row`).filter({ hasText: text });

describe('Stock reports in the browser', () => {
  const ctx = useBrowserSuite();
  const seeded = { api: undefined as unknown as Api, para: 0, vit: 0, utama: 0, cabang: 0 };
  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    const pack = boxOf10(await createBoxStrip(api));
    const para = await createProduct(api, 'Paracetamol 500 mg', pack, { main_min_stock: 50 });
    const vit = await createProduct(api, 'Vitamin C 100 mg', pack, { main_min_stock: 30 });
    const warehouses = await listWarehouses(api);
    const gudang = (n: string) => warehouses.find((w) => w.master_gudang_name === n)?.master_gudang_id as number;
    // Stock moved through the documents: counted 100 into Gudang Utama and 40 into Gudang Cabang, then 20 adjusted out.
    await api.ok('POST', '/stock_opname/add_stored', { gudang_id: gudang('Gudang Utama'), lines: [{ product_id: para, counted_qty: 100 }] }, { json: true });
    await api.ok('POST', '/stock_opname/add_stored', { gudang_id: gudang('Gudang Cabang'), lines: [{ product_id: para, counted_qty: 40 }] }, { json: true });
    await api.ok(
      'POST',
      '/stock_adjustment/add_stored',
      { gudang_id: gudang('Gudang Utama'), lines: [{ product_id: para, qty_change: -20, reason: 'Rusak' }] },
      { json: true },
    );
    Object.assign(seeded, { api, para, vit, utama: gudang('Gudang Utama'), cabang: gudang('Gudang Cabang') });
    // Admin Finance (group 6) works only in Gudang Cabang.
    await createUser(api, { username: 'keuangan_cabang', password: PASSWORD, groupId: 6, warehouses: [gudang('Gudang Cabang')] });
  });

  it('reads the latest stock per warehouse, the summary, defecta and persediaan, and downloads each Excel', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin);

    // Stok Terkini: a column per warehouse, total in both units, a bar per warehouse
    await page.goto('/inventory/lateststok1');
    const para = rowOf(page, '.latest-stock-table', 'Paracetamol 500 mg');
    await expect.poll(() => para.innerText()).toContain('8 Box');
    const cells = await para.locator('td').allInnerTexts();
    expect(cells).toEqual(expect.arrayContaining(['8 Box', '4 Box', '12 Box']));
    expect(await page.locator('.latest-stock-table thead').innerText()).toMatch(/Gudang Cabang[\s\S]*Gudang Utama/);
    // The stock came in without a cost: the chart says so instead of drawing empty bars; its figures list both warehouses.
    await expect.poll(() => chartRows(page, '.stock-value-chart').count()).toBe(2);
    expect(await page.locator('.stock-value-chart .bo-chart-empty').innerText()).toContain('Belum ada nilai');
    expect(await rowOf(page, '.latest-stock-table', 'Vitamin C 100 mg').innerText()).toContain('0 Strip');
    await page.locator('.report-filters .ant-checkbox-input').check();
    await expect.poll(() => page.locator('.latest-stock-table tbody tr.ant-table-row').count()).toBe(1);
    await screenshot(page, 'stock-report-latest');
    const [latestX] = await Promise.all([page.waitForEvent('download'), page.locator('.report-excel').click()]);
    expect(latestX.suggestedFilename()).toMatch(/^stok-terkini-\d{8}\.xlsx$/);
    const latest = await readDownload(latestX);
    expect(latest.header).toEqual(expect.arrayContaining(['Gudang Utama (satuan kecil)', 'Gudang Cabang (satuan kecil)', 'Total']));
    expect(latest.rows.find((r) => r['Nama Produk'] === 'Paracetamol 500 mg')).toMatchObject({
      'Gudang Utama (satuan kecil)': 80,
      'Gudang Cabang (satuan kecil)': 40,
      Total: '12 Box',
    });

    // Ringkasan Stok: one row per warehouse and the total
    await page.goto('/report/summary-stok');
    await expect.poll(() => page.locator('.summary-stock-table tbody tr.ant-table-row').count()).toBe(2);
    expect(await rowOf(page, '.summary-stock-table', 'Gudang Utama').innerText()).toContain('80');
    expect(await page.locator('.summary-stock-table .summary-total').innerText()).toContain('120');
    await screenshot(page, 'stock-report-summary');

    // Produk Defecta: Vitamin C has nothing of its 30; over both warehouses Paracetamol holds 120 ≥ 50
    await page.goto('/report/produk-defecta');
    const vit = rowOf(page, '.defecta-table', 'Vitamin C 100 mg');
    await expect.poll(() => vit.innerText()).toContain('3 Box');
    expect(await page.locator('.defecta-table tbody tr.ant-table-row').count()).toBe(1);
    // in Gudang Cabang alone Paracetamol (40) is below its minimum too
    await page.locator('.report-gudang').click();
    await chooseOption(page, 'Gudang Cabang');
    await expect.poll(() => page.locator('.defecta-table tbody tr.ant-table-row').count()).toBe(2);
    expect(await rowOf(page, '.defecta-table', 'Paracetamol 500 mg').innerText()).toContain('1 Box');
    await screenshot(page, 'stock-report-defecta');
    const [defectaX] = await Promise.all([page.waitForEvent('download'), page.locator('.report-excel').click()]);
    const defecta = await readDownload(defectaX);
    expect(defecta.rows.map((r) => [r['Nama Produk'], r['Kekurangan (satuan kecil)']])).toEqual([
      ['Paracetamol 500 mg', 10],
      ['Vitamin C 100 mg', 30],
      ['TOTAL', 40],
    ]);

    // Persediaan: today the 120 Strip; the day before, nothing had arrived yet
    await page.goto('/report/persediaan');
    const p = rowOf(page, '.persediaan-table', 'Paracetamol 500 mg');
    await expect.poll(() => p.innerText()).toContain('12 Box');
    await expect.poll(() => chartRows(page, '.stock-value-chart').count()).toBe(2);
    const [persX] = await Promise.all([page.waitForEvent('download'), page.locator('.report-excel').click()]);
    const pers = await readDownload(persX);
    expect(pers.rows.find((r) => r['Nama Produk'] === 'Paracetamol 500 mg')).toMatchObject({ 'Jumlah (satuan kecil)': 120, Jumlah: '12 Box' });
    await screenshot(page, 'stock-report-persediaan');
    const yesterday = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('-');
    const date = page.locator('.report-date input');
    await date.click();
    await date.fill(yesterday);
    await date.press('Enter');
    await expect.poll(() => page.locator('.persediaan-table tbody tr.ant-table-row').count()).toBe(0);
    expect(await page.locator('.persediaan-table').innerText()).toContain('Belum ada persediaan pada tanggal ini');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  }, 240_000);

  it('shows group 6 only the warehouses granted to it', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, { username: 'keuangan_cabang', password: PASSWORD }, '/inventory/lateststok1');
    const para = rowOf(page, '.latest-stock-table', 'Paracetamol 500 mg');
    await expect.poll(() => para.innerText()).toContain('4 Box');
    expect(await para.innerText()).not.toContain('12 Box');
    const head = await page.locator('.latest-stock-table thead').innerText();
    expect(head).toContain('Gudang Cabang');
    expect(head).not.toContain('Gudang Utama');
    await expect.poll(() => chartRows(page, '.stock-value-chart').count()).toBe(1);
    expect(await chartRows(page, '.stock-value-chart').locator('td[data-col="gudang"]').allTextContents()).toEqual(['Gudang Cabang']);
    const [x] = await Promise.all([page.waitForEvent('download'), page.locator('.report-excel').click()]);
    const sheet = await readDownload(x);
    expect(sheet.header.filter((h) => h.startsWith('Gudang'))).toEqual(['Gudang Cabang (satuan kecil)']);
    await page.goto('/report/persediaan');
    await expect.poll(() => rowOf(page, '.persediaan-table', 'Paracetamol 500 mg').innerText()).toContain('4 Box');
    await screenshot(page, 'stock-report-group6');
    await closePage(page);
  });

  it('draws the persediaan over time and shows a transfer in transit', async () => {
    // 10 Strip leave Gudang Utama for Gudang Cabang: approved, not yet received.
    const t = await seeded.api.ok<{ transfer_id: number }>(
      'POST',
      '/transfer_stok/add_stored',
      { gudang_from_id: seeded.utama, gudang_to_id: seeded.cabang, lines: [{ product_id: seeded.para, qty: 10 }] },
      { json: true },
    );
    await seeded.api.ok('POST', '/transfer_stok/approval', { transfer_id: t.transfer_id, action: 'approve' });
    // 10 Vitamin C at Rp 1.000 into Gudang Utama: the first stock with a value, so the charts draw.
    await seeded.api.ok(
      'POST',
      '/stock_adjustment/add_stored',
      { gudang_id: seeded.utama, lines: [{ product_id: seeded.vit, qty_change: 10, reason: 'Stok awal', unit_cost: 1000 }] },
      { json: true },
    );
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/report/persediaan');
    // One point per day of the last 30 (the chart's figures); the last is today's value (warehouses + in transit), drawn with a second line for what is in transit.
    await expect.poll(() => chartRows(page, '.persediaan-chart').count()).toBe(30);
    await page.locator('.persediaan-chart .bo-chart svg').waitFor();
    // The value per warehouse: Gudang Utama's Rp 10.000 beside Gudang Cabang's nothing, named on the drawing's axis.
    await expect.poll(() => chartTexts(page, '.stock-value-chart')).toEqual(expect.arrayContaining(['Gudang Utama', 'Gudang Cabang']));
    const row = rowOf(page, '.persediaan-table', 'Paracetamol 500 mg');
    await expect.poll(() => row.innerText()).toContain('1 Box');
    expect(await row.innerText()).toContain('11 Box');
    const total = await page.locator('.total-company-value').innerText();
    expect(await chartRows(page, '.persediaan-chart').last().locator('td[data-col="total_value"]').textContent()).toBe(total.split('\n').at(-1)?.trim() ?? '');
    await page.locator('.persediaan-chart .ant-segmented-item').filter({ hasText: 'Mingguan' }).click();
    await expect.poll(() => chartRows(page, '.persediaan-chart').count()).toBeGreaterThanOrEqual(12);
    await screenshot(page, 'stock-report-persediaan-chart');
    await page.goto('/inventory/lateststok1');
    await expect.poll(() => rowOf(page, '.latest-stock-table', 'Paracetamol 500 mg').locator('.stock-transit').innerText()).toBe('1 Box');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  }, 240_000);
});
