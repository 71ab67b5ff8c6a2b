import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { chooseOption, closePage, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload, xlsxFile } from './support/excel';

const errorsOf = (modal: ReturnType<Page['locator']>) => () => modal.locator('.ant-form-item-explain-error').allInnerTexts();

describe('master areas in the browser: Dokter, Rumah Sakit, the route table', () => {
  const ctx = useBrowserSuite();
  let api: Api;
  beforeAll(async () => {
    api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    await api.ok('POST', '/custom/master/hospital/create_stored', { hospital_code: 'RSU01', hospital_name: 'RS Umum Sehat' });
    await api.ok('POST', '/custom/master/hospital/create_stored', { hospital_code: 'RSB02', hospital_name: 'RS Bunda Kasih' });
    // the second doctor the list sorts against (a duplicate code refused on the form's field is the
    // resource suite's, server/src/platform/resource/resource-suite.test.ts)
    await api.ok('POST', '/custom/master/dokter/create_stored', { dokter_code: 'DR002', dokter_name: 'dr. Budi Santoso' });
  });

  it('Dokter: create with a reference, server error on a field, edit, sort, filter, export, import with bad rows, delete', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/configure/dokter');
    const table = page.locator('.resource-dokter .resource-table');
    await table.waitFor();
    expect(await page.locator('.resource-dokter .ant-card-head-title').innerText()).toBe('Dokter');

    await page.locator('.resource-create').click();
    const modal = page.locator('.resource-form-dokter');
    await modal.locator('#form_dokter_dokter_code').fill('DR 001');
    await modal.locator('#form_dokter_dokter_name').fill('dr. Andi Wijaya');
    await modal.locator('#form_dokter_dokter_specialist').fill('Penyakit Dalam');
    await modal.locator('#form_dokter_dokter_email').fill('andi@contoh.id');
    await modal.locator('#form_dokter_hospital_id').click();
    await chooseOption(page, 'RS Umum Sehat');
    await modal.locator('.resource-form-submit').click();
    // the code may not contain spaces: the server's answer is shown on the field
    await expect.poll(errorsOf(modal)).toEqual([expect.stringContaining('Kode Dokter hanya boleh berisi')]);
    await modal.locator('#form_dokter_dokter_code').fill('DR001');
    await modal.locator('.resource-form-submit').click();
    await modal.waitFor({ state: 'hidden' });
    const andi = table.locator('tr').filter({ hasText: 'dr. Andi Wijaya' });
    await andi.waitFor();
    expect(await andi.innerText()).toContain('RS Umum Sehat');

    // edit: the reference is shown with its name and can be changed
    await andi.locator('.row-edit').click();
    expect(await modal.locator('.ant-select-content, .ant-select-selection-item').first().innerText()).toContain('RS Umum Sehat');
    await modal.locator('#form_dokter_dokter_specialist').fill('Anak');
    await modal.locator('#form_dokter_hospital_id').click();
    await chooseOption(page, 'RS Bunda Kasih');
    await modal.locator('.resource-form-submit').click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => andi.innerText()).toContain('RS Bunda Kasih');

    // sort by name, both ways: the header asks the server for each order (the orders themselves are
    // server/src/modules/master/master-areas.test.ts's)
    await table.locator('th').filter({ hasText: 'Nama Dokter' }).click();
    await expect.poll(() => table.locator('.ant-table-row').first().innerText()).toContain('dr. Andi Wijaya');
    await table.locator('th').filter({ hasText: 'Nama Dokter' }).click();
    await expect.poll(() => table.locator('.ant-table-row').first().innerText()).toContain('dr. Budi Santoso');

    // import: bad rows listed, nothing written
    await page.locator('.resource-import').click();
    const imp = page.locator('.import-modal');
    const headers = ['Kode Dokter', 'Nama Dokter', 'Spesialis', 'Rumah Sakit'];
    await imp.locator('input[type=file]').setInputFiles(
      await xlsxFile('dokter-salah.xlsx', headers, [
        ['DR010', 'dr. Citra', 'Mata', 'RSU01'],
        ['DR011', '', 'Kulit', ''],
        ['DR012', 'dr. Dewi', 'Saraf', 'RS Tidak Ada'],
      ]),
    );
    await imp.locator('.import-submit').click();
    await imp.locator('.import-problems').waitFor();
    const problems = await imp.locator('.import-problems .ant-table-row').allInnerTexts();
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('3');
    expect(problems[0]).toContain('Nama Dokter wajib diisi');
    expect(problems[1]).toContain("Rumah Sakit 'RS Tidak Ada' tidak ditemukan");
    expect((await api.ok<{ total: number }>('POST', '/custom/master/dokter/list', {})).total).toBe(2);
    // a .csv that passes
    await imp.locator('input[type=file]').setInputFiles({
      name: 'dokter.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Kode Dokter;Nama Dokter;Spesialis;Rumah Sakit\nDR010;dr. Citra;Mata;RSU01\nDR011;dr. Eko;Kulit;RS Bunda Kasih\n'),
    });
    await imp.locator('.import-submit').click();
    await expect.poll(() => imp.locator('.import-result').innerText()).toContain('2 data baru');
    await imp.locator('.import-close').click();
    await expect.poll(() => table.locator('.ant-table-row').count()).toBe(4);

    // advance filter: hospital, then export exactly those rows
    await page.locator('.open-advance-filter').click();
    const adv = page.locator('.ant-modal').filter({ hasText: 'Filter Lanjutan' });
    await adv.locator('#adv_dokter_hospital_id').click();
    await chooseOption(page, 'RS Bunda Kasih');
    await adv.getByRole('button', { name: 'Terapkan' }).click();
    await expect.poll(() => table.locator('.ant-table-row').count()).toBe(2);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.resource-export').click()]);
    const rows = await readDownload((await download.path()) as string);
    expect(rows.map((r) => r['Nama Dokter']).sort()).toEqual(['dr. Andi Wijaya', 'dr. Eko']);
    expect(rows[0]['Rumah Sakit']).toBe('RS Bunda Kasih');
    await screenshot(page, 'master-dokter');

    // delete with confirmation
    await table.locator('tr').filter({ hasText: 'dr. Eko' }).locator('.row-delete').click();
    await page.locator('.confirm-delete').click();
    await expect.poll(() => table.locator('.ant-table-row').count()).toBe(1);
    await closePage(page);
  });

  it('Rumah Sakit: deleting a hospital still used by a doctor shows the server refusal', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/configure/hospital');
    const row = page.locator('.resource-table tr').filter({ hasText: 'RS Bunda Kasih' });
    await row.locator('.row-delete').click();
    await page.locator('.confirm-delete').click();
    const refusal = page.locator('.delete-refused');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/Dokter/);
    await refusal.getByRole('button', { name: 'Tutup' }).click();
    expect(await row.count()).toBe(1);
    await closePage(page);
  });

  it('every master area of the route table opens its page; the Create route opens the dialog', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/bank?tab=akun');
    await page.locator('.resource-page .resource-table').waitFor();
    // the Pengaturan areas through the sidebar (client-side, no full reload each)
    await page
      .locator('.sidebar .ant-menu-submenu-title')
      .filter({ hasText: /^Pengaturan$/ })
      .click();
    const areas = [
      ['/configure/npwp-data', 'npwp'],
      ['/configure/shift-data', 'shift'],
      ['/configure/karyawan', 'karyawan'],
      ['/configure/pasien', 'pasien'],
      ['/configure/checkup-price', 'checkup_price'],
      ['/configure/tag', 'tag'],
    ];
    for (const [path, key] of areas) {
      await page.locator(`.sidebar [data-path="${path}"]`).click();
      await page.waitForURL((u) => u.pathname === path);
      // this area's own page (not the last one's, still there while the next loads)
      await page.locator(`.resource-page.resource-${key} .resource-table`).waitFor();
    }
    // the Create and Update routes have no menu entry: by their address
    await page.goto('/configure/supplier-data-create');
    await page.locator('.resource-form-vendor').waitFor();
    await page.goto('/configure/supplier-data-update');
    await page.waitForURL((u) => u.pathname === '/configure/supplier-data');
    await closePage(page);
  });
});
