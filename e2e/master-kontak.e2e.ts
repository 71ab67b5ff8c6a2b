import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, createUser } from './support/api';
import { chooseOption, closePage, confirmDialog, loginByToken, networkQuiet, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload, XLSX, xlsxBuffer } from './support/excel';

async function pick(page: Page, selectClass: string, text: string) {
  await page.locator(`${selectClass} input`).click();
  await page.locator(`${selectClass} input`).fill(text);
  await chooseOption(page, text);
}

describe('Kontak and Verifikasi Kontak in the browser', () => {
  const ctx = useBrowserSuite();
  let api: Api;
  beforeAll(async () => {
    api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    // A contact clerk without kontakAutoApprove: new contacts wait for approval. A custom staff group
    // with explicit privileges, as an administrator would set it up in Peran.
    const { group_id } = await api.ok<{ group_id: number }>(
      'POST',
      '/group/stored',
      { group_name: 'Staf Kontak', privileges: ['dashboard', 'kontak', 'kontakCreate', 'kontakUpdate', 'kontakDelete', 'verifikasi'] },
      { json: true },
    );
    await createUser(api, { username: 'stafkontak', password: 'Kontak-Rahasia-1', groupId: group_id, fullName: 'Sari Kontak' });
    await api.ok('POST', '/member_type/stored', { member_type_name: 'Reseller', member_type_discount: 5 });
  });

  it('a clerk creates a contact (server error on a field first); it waits in Verifikasi Kontak until approved', async () => {
    const clerk = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(clerk, { username: 'stafkontak', password: 'Kontak-Rahasia-1' }, '/kontak');
    await clerk.locator('.resource-member .resource-table').waitFor();
    await clerk.locator('.resource-create').click();
    const modal = clerk.locator('.resource-form-member');
    await modal.locator('#form_member_member_name').fill('Toko Sumber Rejeki');
    await modal.locator('#form_member_member_phone').fill('telepon-salah');
    await modal.locator('#form_member_member_email').fill('rejeki@contoh.id');
    await pick(clerk, '.region-province', 'Jawa Timur');
    await pick(clerk, '.region-city', 'Kota Surabaya');
    await pick(clerk, '.region-district', 'Gubeng');
    await modal.locator('.resource-form-submit').click();
    // the server's 422 lands on the phone field
    await expect.poll(() => modal.locator('.ant-form-item-explain-error').allInnerTexts()).toContain('Telepon harus berupa nomor telepon 7–20 digit');
    await modal.locator('#form_member_member_phone').fill('0812-3456-7001');
    await modal.locator('.resource-form-submit').click();
    await modal.waitFor({ state: 'hidden' });
    // not in Kontak yet
    await networkQuiet(clerk);
    expect(await clerk.locator('.resource-table').innerText()).not.toContain('Toko Sumber Rejeki');
    await closePage(clerk);

    const admin = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(admin, ctx.admin, '/verifikasi');
    const row = admin.locator('.resource-table tr').filter({ hasText: 'Toko Sumber Rejeki' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Menunggu Persetujuan');
    expect(await row.innerText()).toContain('Gubeng');
    await screenshot(admin, 'verifikasi-kontak');
    await row.locator('.approve-member').click();
    await confirmDialog(admin, '.confirm-approve');
    await row.waitFor({ state: 'detached' });
    await admin.goto('/kontak');
    await admin.locator('.resource-table tr').filter({ hasText: 'Toko Sumber Rejeki' }).waitFor();
    await closePage(admin);
  });

  it('rejects a waiting contact: the reason is required by the server, then shown', async () => {
    const clerkApi = new Api(ctx.server.url);
    await clerkApi.login('stafkontak', 'Kontak-Rahasia-1');
    await clerkApi.ok('POST', '/member/create_stored_temp', { member_name: 'Kontak Ganda', member_phone: '081234567002' });
    const admin = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(admin, ctx.admin, '/verifikasi');
    const row = admin.locator('.resource-table tr').filter({ hasText: 'Kontak Ganda' });
    await row.locator('.reject-member').click();
    const modal = admin.locator('.reject-modal');
    await modal.locator('.confirm-reject').click();
    await expect.poll(() => modal.locator('.ant-form-item-explain-error').allInnerTexts()).toContain('Alasan penolakan wajib diisi');
    await modal.locator('textarea').fill('Data ganda dengan kontak lain');
    await modal.locator('.confirm-reject').click();
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => row.innerText()).toContain('Ditolak');
    await closePage(admin);
  });

  it('edits with a server error, deletes after confirmation, exports the filtered list, imports with bad rows then good rows, synchronises', async () => {
    await api.ok('POST', '/member/create_stored', { member_name: 'Apotek Sehat Selalu', member_phone: '081234567010' });
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/kontak');
    const table = page.locator('.resource-member .resource-table');
    // edit: the phone is taken → the server says so on the field
    const row = table.locator('tr').filter({ hasText: 'Toko Sumber Rejeki' });
    await row.locator('.row-edit').click();
    const modal = page.locator('.resource-form-member');
    expect(await modal.locator('#form_member_member_name').inputValue()).toBe('Toko Sumber Rejeki');
    await modal.locator('#form_member_member_phone').fill('081234567010');
    await modal.locator('.resource-form-submit').click();
    await expect.poll(() => modal.locator('.ant-form-item-explain-error').allInnerTexts()).toEqual([expect.stringContaining('sudah digunakan')]);
    await modal.locator('#form_member_member_phone').fill('081234567001');
    await modal.locator('#form_member_member_name').fill('Toko Sumber Rejeki Baru');
    await modal.locator('.resource-form-submit').click();
    await modal.waitFor({ state: 'hidden' });
    await table.locator('tr').filter({ hasText: 'Toko Sumber Rejeki Baru' }).waitFor();

    // delete with confirmation
    await table.locator('tr').filter({ hasText: 'Apotek Sehat Selalu' }).locator('.row-delete').click();
    await page.locator('.confirm-delete').click();
    await table.locator('tr').filter({ hasText: 'Apotek Sehat Selalu' }).waitFor({ state: 'detached' });

    // import: every bad row is listed, nothing is written
    await page.locator('.resource-import').click();
    const imp = page.locator('.import-modal');
    const bad = await xlsxBuffer(
      ['Nama Member', 'Telepon', 'Email', 'Tipe Member'],
      [
        ['Impor Satu', '081300000001', 'satu@contoh.id', 'Reseller'],
        ['', '081300000002', '', ''],
        ['Impor Tiga', '081300000003', 'bukan-email', 'Grosir'],
        ['Impor Empat', '081300000001', '', ''],
      ],
    );
    await imp.locator('input[type=file]').setInputFiles({ name: 'kontak-salah.xlsx', mimeType: XLSX, buffer: bad });
    await imp.locator('.import-submit').click();
    const problems = imp.locator('.import-problems');
    await problems.waitFor();
    const text = await problems.innerText();
    expect(text).toContain('Nama Member wajib diisi');
    expect(text).toContain("Tipe Member 'Grosir' tidak ditemukan");
    expect(text).toContain('Format Email tidak valid');
    expect(text).toContain('ganda dengan baris 2');
    expect(await imp.locator('.import-error').innerText()).toContain('tidak ada data yang disimpan');
    const after = await api.ok<{ total: number }>('POST', '/member/index', { columnFilters: { search: 'Impor' } });
    expect(after.total).toBe(0);

    const good = await xlsxBuffer(
      ['Nama Member', 'Telepon', 'Email', 'Tipe Member'],
      [
        ['Impor Satu', '081300000001', 'satu@contoh.id', 'Reseller'],
        ['Impor Dua', '081300000002', '', ''],
        ['Impor Tiga', '081300000003', 'tiga@contoh.id', 'reseller'],
      ],
    );
    await imp.locator('input[type=file]').setInputFiles({ name: 'kontak.xlsx', mimeType: XLSX, buffer: good });
    await imp.locator('.import-submit').click();
    await expect.poll(() => imp.locator('.import-result').innerText()).toContain('3 data baru');
    await imp.locator('.import-close').click();
    await table.locator('tr').filter({ hasText: 'Impor Dua' }).waitFor();

    // export with the current search filter, read the file back
    await page.locator('.resource-search input').fill('Impor');
    await page.locator('.filter-panel').getByRole('button', { name: 'Terapkan' }).click();
    await expect.poll(() => table.locator('.ant-table-row').count()).toBe(3);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.resource-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^member-\d{8}\.xlsx$/);
    const rows = await readDownload((await download.path()) as string);
    expect(rows.map((r) => r['Nama Member']).sort()).toEqual(['Impor Dua', 'Impor Satu', 'Impor Tiga']);
    expect(rows.find((r) => r['Nama Member'] === 'Impor Tiga')?.['Tipe Member']).toBe('Reseller');

    // template
    const [tpl] = await Promise.all([page.waitForEvent('download'), page.locator('.resource-template').click()]);
    const tplWb = new ExcelJS.Workbook();
    await tplWb.xlsx.readFile((await tpl.path()) as string);
    expect((tplWb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(expect.arrayContaining(['Nama Member', 'Telepon']));

    // synchronisation: loading while it runs, then the list shows the members synchronised
    await page.locator('.member-sync').click();
    await expect.poll(async () => (await api.ok<{ is_synchronizing: boolean }>('POST', '/member/is_synchronizing')).is_synchronizing).toBe(false);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('member_sync_session'))).not.toBeNull();
    await page.reload();
    await page.locator('.resource-search input').fill('Impor');
    await page.locator('.filter-panel').getByRole('button', { name: 'Terapkan' }).click();
    await expect.poll(() => table.locator('.ant-table-row').first().innerText()).toContain('Ya');
    await screenshot(page, 'kontak');
    await closePage(page);
  });
});
