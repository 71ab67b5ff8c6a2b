import { beforeAll, describe, expect, it } from 'vitest';
import { Api, createBoxStrip, listWarehouses } from './support/api';
import { closePage, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload } from './support/excel';

const PRODUCTS = 12;

/**
 * A large Excel export in the browser: with a low row threshold the report's Excel call answers a
 * job; the page shows its progress ("Menyiapkan file Excel… N%") and then saves the finished file.
 */
describe('Excel export as a job in the browser', () => {
  const ctx = useBrowserSuite({ ownServer: 'stops the job runner and lowers the export threshold, which the server shares between companies' });
  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    const units = await createBoxStrip(api);
    const gudang = (await listWarehouses(api)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    const lines = [];
    for (let i = 1; i <= PRODUCTS; i++) {
      const p = await api.ok<{ product_id: number[] }>(
        'POST',
        '/product/create_stored',
        { main_name: `Obat Ekspor ${String(i).padStart(2, '0')}`, product_satuan_besar: units.box, product_isi: 10, product_satuan_kecil: units.strip },
        { json: true },
      );
      lines.push({ product_id: p.product_id[0], counted_qty: i * 10 });
    }
    await api.ok('POST', '/stock_opname/add_stored', { gudang_id: gudang, lines }, { json: true });
  });

  it('shows the progress of a large export and saves a valid .xlsx with every row', async () => {
    const app = ctx.server.app;
    Object.assign(app.exportJobs, { threshold: 5, stepRows: 2 });
    // The worker waits until the page shows the queued job, so the progress is seen whatever the speed.
    await app.jobs.stop();
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/lateststok1');
    await expect.poll(() => page.locator('.latest-stock-table tbody tr.ant-table-row').count()).toBeGreaterThan(0);

    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.locator('.report-excel').click();
    const progress = page.locator('.export-job-progress');
    await expect.poll(() => progress.innerText()).toMatch(/Menyiapkan file Excel… \d+%/);
    await screenshot(page, 'export-job-progress');
    await app.jobs.start();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^stok-terkini-\d{8}\.xlsx$/);
    const rows = await readDownload((await file.path()) as string);
    const names = rows.map((r) => r['Nama Produk']);
    expect(names.filter((n) => String(n).startsWith('Obat Ekspor'))).toHaveLength(PRODUCTS);
    expect(names.at(-1)).toBe('TOTAL');
    expect(rows.find((r) => r['Nama Produk'] === 'Obat Ekspor 07')?.['Total (satuan kecil)']).toBe(70);
    expect(rows.at(-1)?.['Total (satuan kecil)']).toBe((PRODUCTS * (PRODUCTS + 1) * 10) / 2);
    await expect.poll(() => progress.innerText()).toContain('File Excel siap');
    await closePage(page);
  });
});
