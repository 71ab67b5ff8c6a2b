import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { chooseOption, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload, xlsxFile } from './support/excel';

const errorsOf = (modal: ReturnType<Page['locator']>) => () => modal.locator('.ant-form-item-explain-error').allInnerTexts();

describe('master areas in the browser: Dokter, Kemasan, Rumah Sakit', () => {
  const ctx = useBrowserSuite();
  let api: Api;
  beforeAll(async () => {
    api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    await api.ok('POST', '/custom/master/hospital/create_stored', { hospital_code: 'RSU01', hospital_name: 'RS Umum Sehat' });
    await api.ok('POST', '/custom/master/hospital/create_stored', { hospital_code: 'RSB02', hospital_name: 'RS Bunda Kasih' });
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

    // a second doctor with the same code is refused by the server
    await page.locator('.resource-create').click();
    await modal.locator('#form_dokter_dokter_code').fill('dr001');
    await modal.locator('#form_dokter_dokter_name').fill('dr. Budi Santoso');
    await modal.locator('.resource-form-submit').click();
    await expect.poll(errorsOf(modal)).toEqual([expect.stringContaining('sudah digunakan')]);
    await modal.locator('#form_dokter_dokter_code').fill('DR002');
    await modal.locator('.resource-form-submit').click();
    await modal.waitFor({ state: 'hidden' });
    await table.locator('tr').filter({ hasText: 'dr. Budi Santoso' }).waitFor();

    // edit: the reference is shown with its name and can be changed
    await andi.locator('.row-edit').click();
    expect(await modal.locator('.ant-select-content, .ant-select-selection-item').first().innerText()).toContain('RS Umum Sehat');
    await modal.locator('#form_dokter_dokter_specialist').fill('Anak');
    await modal.locator('#form_dokter_hospital_id').click();
    await chooseOption(page, 'RS Bunda Kasih');
    await modal.locator('.resource-form-submit').click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => andi.innerText()).toContain('RS Bunda Kasih');

    // sort by name, both ways
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
    await page.context().close();
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
    await page.context().close();
  });

  it('Kemasan: create, duplicate refused on the field, edit, delete, export, import', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/configure/master-kemasan');
    const table = page.locator('.resource-kemasan .resource-table');
    await table.waitFor();
    const modal = page.locator('.resource-form-kemasan');
    for (const name of ['Strip', 'Botol']) {
      await page.locator('.resource-create').click();
      await modal.locator('#form_kemasan_kemasan_name').fill(name);
      await modal.locator('.resource-form-submit').click();
      await modal.waitFor({ state: 'hidden' });
    }
    await page.locator('.resource-create').click();
    // a fresh form (not the last one's values still being reset), then the name the server refuses
    const nameField = modal.locator('#form_kemasan_kemasan_name');
    await expect.poll(() => nameField.inputValue()).toBe('');
    await nameField.fill('strip');
    await expect.poll(() => nameField.inputValue()).toBe('strip');
    await modal.locator('.resource-form-submit').click();
    await expect.poll(errorsOf(modal)).toEqual([expect.stringContaining('sudah digunakan')]);
    await modal.getByRole('button', { name: 'Batal' }).click();

    await table.locator('tr').filter({ hasText: 'Botol' }).locator('.row-edit').click();
    await modal.locator('#form_kemasan_kemasan_name').fill('Botol Kaca');
    await modal.locator('#form_kemasan_kemasan_note').fill('Untuk sirup');
    await modal.locator('.resource-form-submit').click();
    await modal.waitFor({ state: 'hidden' });
    await table.locator('tr').filter({ hasText: 'Botol Kaca' }).waitFor();

    await page.locator('.resource-import').click();
    const imp = page.locator('.import-modal');
    await imp.locator('input[type=file]').setInputFiles(
      await xlsxFile(
        'kemasan.xlsx',
        ['Nama Kemasan', 'Keterangan'],
        [
          ['Tube', 'Salep'],
          ['Box', ''],
          ['box', 'ganda'],
        ],
      ),
    );
    await imp.locator('.import-submit').click();
    await expect.poll(() => imp.locator('.import-problems').innerText()).toContain('ganda dengan baris 3');
    await imp.locator('input[type=file]').setInputFiles(
      await xlsxFile(
        'kemasan.xlsx',
        ['Nama Kemasan', 'Keterangan'],
        [
          ['Tube', 'Salep'],
          ['Box', ''],
          ['Strip', 'diperbarui'],
        ],
      ),
    );
    await imp.locator('.import-submit').click();
    await expect.poll(() => imp.locator('.import-result').innerText()).toMatch(/2 data baru, 1 data diperbarui/);
    await imp.locator('.import-close').click();

    await table.locator('tr').filter({ hasText: 'Tube' }).locator('.row-delete').click();
    await page.locator('.confirm-delete').click();
    await table.locator('tr').filter({ hasText: 'Tube' }).waitFor({ state: 'detached' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.resource-export').click()]);
    const rows = await readDownload((await download.path()) as string);
    expect(rows.map((r) => r['Nama Kemasan']).sort()).toEqual(['Botol Kaca', 'Box', 'Strip']);
    expect(rows.find((r) => r['Nama Kemasan'] === 'Strip')?.Keterangan).toBe('diperbarui');
    await page.context().close();
  });

  it('every master area of the route table opens its page; the Create route opens the dialog', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin);
    for (const path of [
      '/bank?tab=akun',
      '/configure/npwp-data',
      '/configure/shift-data',
      '/configure/karyawan',
      '/configure/pasien',
      '/configure/checkup-price',
      '/configure/tag',
    ]) {
      await page.goto(path);
      await page.locator('.resource-page .resource-table').waitFor();
    }
    await page.goto('/configure/supplier-data-create');
    await page.locator('.resource-form-vendor').waitFor();
    await page.goto('/configure/supplier-data-update');
    await page.waitForURL((u) => u.pathname === '/configure/supplier-data');
    await page.context().close();
  });

  it('Supplier: deleting a supplier with a purchase order shows the reason and keeps the row', async () => {
    const units = await api.ok<{ data: { kemasan_id: number; kemasan_name: string }[] }>('POST', '/kemasan/list', { page: 1, perPage: 50 });
    const box = units.data.find((u) => u.kemasan_name === 'Box')?.kemasan_id as number;
    const product = await api.ok<{ product_id: number[] }>('POST', '/product/create_stored', {
      main_name: 'Kapsul Pemasok',
      product_satuan_besar: box,
      product_isi: 1,
      product_satuan_kecil: box,
    });
    await api.ok('POST', '/vendor/create_stored', { vendor_code: 'SUPE2E', vendor_name: 'PT Pemasok Dipakai' });
    const vendors = await api.ok<{ data: { vendor_id: number; vendor_code: string }[] }>('POST', '/vendor/index', { page: 1, perPage: 50 });
    const vendorId = vendors.data.find((v) => v.vendor_code === 'SUPE2E')?.vendor_id as number;
    await api.ok(
      'POST',
      '/penerimaan_order/add_stored',
      { vendor_id: vendorId, gudang_id: ctx.company.gudang.utama, lines: [{ product_id: product.product_id[0], unit: 'kecil', qty: 2, price: 1000 }] },
      { json: true },
    );
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/configure/supplier-data');
    const row = page.locator('.resource-table tr').filter({ hasText: 'PT Pemasok Dipakai' });
    await row.locator('.row-delete').click();
    await page.locator('.confirm-delete').click();
    const refusal = page.locator('.delete-refused');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Supplier masih dipakai oleh 1 pesanan pembelian');
    await refusal.getByRole('button', { name: 'Tutup' }).click();
    expect(await row.count()).toBe(1);
    await page.context().close();
  });
});
