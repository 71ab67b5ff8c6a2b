import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, createUser, listWarehouses } from './support/api';
import { closePage, enableTagsView, loginByToken, networkQuiet, newPage, sidebarGo, toast, topMenuTitles } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

const PASSWORD = 'Pengguna-Rahasia-1';

describe('layout: menus by role, tags view, menu search, warehouse and company switch', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const warehouses = await listWarehouses(admin);
    await createUser(admin, { username: 'adminwhs_menu', password: PASSWORD, groupId: 8, warehouses: [warehouses[0].master_gudang_id] });
    await createUser(admin, { username: 'spvfinance_menu', password: PASSWORD, groupId: 3 });
    await createUser(admin, { username: 'mitra_menu', password: PASSWORD, groupId: 10 });
  });

  // Each menu is read on Profil (every role has it), not on Beranda, whose charts cost a render each.
  async function menuOf(username: string, password: string): Promise<{ page: Page; titles: string[] }> {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, { username, password }, '/me');
    return { page, titles: await topMenuTitles(page) };
  }

  it('superuser sees every area', async () => {
    const { page, titles } = await menuOf(ctx.admin.username, ctx.admin.password);
    expect(titles).toEqual([
      'Profil',
      'Beranda',
      'Kas & Bank',
      'Kontak',
      'Produk',
      'Inventori',
      'Laporan',
      'Penjualan',
      'Pembayaran',
      'Pembelian',
      'Offline Sales',
      'Pengaturan',
    ]);
    await closePage(page);
  });

  it('Admin WHS: no contacts, payments, offline sales; settings without users', async () => {
    const { page, titles } = await menuOf('adminwhs_menu', PASSWORD);
    expect(titles).toEqual(['Profil', 'Beranda', 'Kas & Bank', 'Produk', 'Inventori', 'Laporan', 'Penjualan', 'Pembelian', 'Pengaturan']);
    await page.locator('.sidebar').getByText('Inventori', { exact: true }).click();
    const inventory = await page.locator('.sidebar .ant-menu-sub').first().innerText();
    expect(inventory).toContain('Stok Opname');
    expect(inventory).toContain('Transfer Stok');
    expect(inventory).not.toContain('Penyesuaian Stok');
    expect(inventory).not.toContain('Portal Inventori');
    await page.goto('/configure/users');
    await page.waitForURL((u) => u.pathname === '/401');
    await closePage(page);
  });

  it('SPV Finance: payments and purchasing, no products or contacts', async () => {
    const { page, titles } = await menuOf('spvfinance_menu', PASSWORD);
    expect(titles).toEqual(['Profil', 'Beranda', 'Kas & Bank', 'Inventori', 'Laporan', 'Penjualan', 'Pembayaran', 'Pembelian', 'Pengaturan']);
    await closePage(page);
  });

  it('a Sales partner: profile, dashboard, Pemesanan and the company list; no warehouse selector', async () => {
    const { page, titles } = await menuOf('mitra_menu', PASSWORD);
    expect(titles).toEqual(['Profil', 'Beranda', 'Pemesanan', 'Pengaturan']);
    expect(await page.locator('.warehouse-button').count()).toBe(0);
    await closePage(page);
  });

  it('tags view: open, affix, close, close others, close all, refresh', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    // lands on Akun (not on Beranda: its charts are not the subject); the affixed Beranda tab is there all the same
    await loginByToken(page, ctx.admin, '/configure/users');
    await enableTagsView(page);
    const tabs = page.locator('.tags-view-item');
    await expect.poll(async () => (await tabs.allInnerTexts()).map((t) => t.trim())).toEqual(['Beranda', 'Akun']);
    // the affixed tab has no close button, the others have one
    expect(await page.locator('.tags-view-item[data-path="/dashboard"] .tags-view-close').count()).toBe(0);
    expect(await page.locator('.tags-view-item[data-path="/configure/users"] .tags-view-close').count()).toBe(1);
    // the next pages through the sidebar (client-side navigation, as a user goes; no full reload each)
    for (const path of ['/configure/groups', '/me', '/configure/system']) {
      await sidebarGo(page, path);
      await page.locator(`.tags-view-item.active[data-path="${path}"]`).waitFor();
    }
    expect((await tabs.allInnerTexts()).map((t) => t.trim())).toEqual(['Beranda', 'Akun', 'Peran', 'Profil', 'Sistem']);
    // closing the active tab goes to the last remaining one
    await page.locator('.tags-view-item.active .tags-view-close').click();
    await page.waitForURL((u) => u.pathname === '/me');
    // context menu: Close Others keeps the affixed tab
    await page.locator('.tags-view-item[data-path="/configure/groups"]').click({ button: 'right' });
    const menu = page.locator('.contextmenu');
    expect(await menu.evaluate((el) => getComputedStyle(el).width)).toBe('105px');
    expect(await menu.locator('li').allInnerTexts()).toEqual(['Refresh', 'Close', 'Close Others', 'Close All']);
    await menu.getByText('Close Others').click();
    await page.waitForURL((u) => u.pathname === '/configure/groups');
    await expect.poll(async () => (await tabs.allInnerTexts()).map((t) => t.trim())).toEqual(['Beranda', 'Peran']);
    // the setting is remembered over a reload (here on Peran, not on Beranda with its charts)
    await page.reload();
    await page.locator('.tags-view .tags-view-item[data-path="/configure/groups"]').waitFor();
    // the reloaded page's own list call is answered, so the one awaited below is Refresh's
    await networkQuiet(page);
    // Refresh reloads the page in place: it asks for its list again, at the same address
    await page.locator('.tags-view-item[data-path="/configure/groups"]').click({ button: 'right' });
    const listAgain = page.waitForRequest((r) => new URL(r.url()).pathname === '/group/list');
    await page.locator('.contextmenu').getByText('Refresh').click();
    await listAgain;
    expect(new URL(page.url()).pathname).toBe('/configure/groups');
    // Close All leaves the affixed tab and goes to it
    await page.locator('.tags-view-item[data-path="/configure/groups"]').click({ button: 'right' });
    await page.locator('.contextmenu').getByText('Close All').click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    // the tabs follow the address a moment later on a busy machine
    await expect.poll(async () => (await tabs.allInnerTexts()).map((t) => t.trim())).toEqual(['Beranda']);
    await closePage(page);
  });

  it("menu search 'Cari Menu' finds pages fuzzily", async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/me');
    await page.locator('.menu-search-icon').click();
    await page.locator('.menu-search-select input').fill('peran');
    const option = page.locator('.ant-select-item-option').filter({ hasText: 'Pengaturan > Peran' });
    await option.waitFor();
    await option.click();
    await page.waitForURL((u) => u.pathname === '/configure/groups');
    await page.locator('.menu-search-icon').click();
    await page.locator('.menu-search-select input').fill('transfr stok');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Transfer Stok' }).first().click();
    await page.waitForURL((u) => u.pathname === '/inventory/stocktransfer');
    await closePage(page);
  });

  it('switches the active warehouse and reloads', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    // on Profil: the reload after the switch reloads this page, and Beranda's charts are not the subject
    await loginByToken(page, ctx.admin, '/me');
    await page.locator('.warehouse-button').click();
    const dialog = page.locator('.warehouse-dialog');
    await dialog.getByText('Ganti Gudang').waitFor();
    await dialog.locator('.warehouse-select').click();
    const options = page.locator('.ant-select-item-option');
    await options.filter({ hasText: 'Gudang Cabang' }).waitFor();
    expect(await options.allInnerTexts()).toEqual(expect.arrayContaining(['Semua Gudang', 'Gudang Utama', 'Gudang Cabang']));
    await options.filter({ hasText: 'Gudang Cabang' }).click();
    await toast(page).filter({ hasText: 'Berhasil merubah gudang aktif !' }).waitFor();
    await page.waitForEvent('load', { timeout: 10_000 });
    await expect.poll(() => page.locator('.warehouse-button').innerText()).toContain('Gudang Cabang');
    await closePage(page);
  });

  it('Admin WHS (group 8) sees all warehouses but not the all-warehouses option', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, { username: 'adminwhs_menu', password: PASSWORD }, '/me');
    await page.locator('.warehouse-button').click();
    await page.locator('.warehouse-dialog .warehouse-select').click();
    const options = page.locator('.ant-select-item-option');
    await options.filter({ hasText: 'Gudang Cabang' }).waitFor();
    expect(await options.allInnerTexts()).not.toContain('Semua Gudang');
    await page.keyboard.press('Escape');
    await page.locator('.warehouse-dialog .warehouse-close').click();
    await page.locator('.warehouse-dialog').waitFor({ state: 'hidden' });
    await closePage(page);
  });

  it('switches company after confirmation and keeps the new session', async () => {
    const added = await admin.ok<{ app_name: string; company_name: string }>('POST', '/registration/add_company', {
      company_name: 'CV Kedua Makmur Sentosa Abadi',
    });
    const page = await newPage(ctx.browser, ctx.server.url);
    // two companies now: the login asks which one (then goes to ?redirect: Profil, whose reload after the
    // switch is cheaper than Beranda's charts)
    await page.goto('/login?redirect=/me');
    await page.locator('#username').fill(ctx.admin.username);
    await page.locator('#password').fill(ctx.admin.password);
    await page.locator('.login-submit').click();
    await page.locator('.company-picker').getByText('CV Kedua Makmur Sentosa Abadi').waitFor();
    await page.locator(`.company-picker input[value="${ctx.company.appName}"]`).check();
    await page.locator('.company-picker-submit').click();
    await page.waitForURL((u) => u.pathname === '/me');
    await page.locator('.navbar').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('app_name'))).toBe(ctx.company.appName);
    const oldToken = await page.evaluate(() => localStorage.getItem('token'));
    await page.locator('.company-switcher').click();
    await page.locator(`.company-option[data-app="${added.app_name}"]`).click();
    const confirm = page.locator('.switch-company-confirm');
    await confirm.getByText('Anda yakin ingin pindah sesi ke perusahaan CV Kedua Makmur Sentosa Abadi?').waitFor();
    // The page reloads 800 ms after the success message; on a busy machine the reload can come before
    // a wait for the message is in place, so the reload is awaited from before the click.
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await confirm.getByRole('button', { name: 'Ya' }).click();
    await reloaded;
    await page.locator('.navbar').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('app_name'))).toBe(added.app_name);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(oldToken);
    await expect.poll(() => page.locator('.company-switcher').innerText()).toContain('CV Kedua Makmur...');
    await closePage(page);
  });
});
