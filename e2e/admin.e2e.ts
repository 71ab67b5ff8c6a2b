import { describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { animationsDone, closePage, loginByToken, networkQuiet, newPage, screenshot, toast, topMenuTitles } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

describe('administration: users, errors from the server, Confirm logout, screenshots', () => {
  const ctx = useBrowserSuite();

  it('creates a user with a group and warehouse access, then logs in as that user', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/configure/users');
    await page.locator('.users-table').waitFor();
    await page.locator('.add-user').click();
    const modal = page.locator('.user-modal');
    await modal.locator('#admin_username').fill('gudang01');
    await modal.locator('#admin_person_full_name').fill('Budi Gudang');
    await modal.locator('#admin_email').fill('budi@contoh.id');
    await modal.locator('.user-group-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Admin WHS' }).click();
    await modal.locator('#password').fill('Gudang-Rahasia-1');
    await modal.locator('#password_confirmation').fill('Beda-Sekali-1');
    await modal.getByRole('button', { name: 'Simpan' }).click();
    // the server's 422 answer lands on the field
    await modal.locator('.ant-form-item-has-error').first().waitFor();
    await modal.locator('#password_confirmation').fill('Gudang-Rahasia-1');
    await modal.getByRole('button', { name: 'Simpan' }).click();
    await modal.waitFor({ state: 'hidden' });
    const row = page.locator('.users-table tr').filter({ hasText: 'gudang01' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Admin WHS');
    // grant warehouse access
    await row.locator('.open-access').click();
    const access = page.locator('.access-modal');
    await access.locator('.access-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Gudang Cabang' }).click();
    await access.locator('.access-grant').click();
    await access.locator('.ant-table-row').filter({ hasText: 'Gudang Cabang' }).waitFor();
    await access.getByRole('button', { name: 'Tutup' }).last().click();
    await expect.poll(() => row.innerText()).toContain('Gudang Cabang');
    // screenshots of the user page
    await screenshot(page, 'users-1366x768');
    await page.setViewportSize({ width: 390, height: 844 });
    await animationsDone(page);
    await screenshot(page, 'users-390x844');
    await closePage(page);

    // the new user's first login, through the form, on to Profil (?redirect; Beranda is the next test's)
    const user = await newPage(ctx.browser, ctx.server.url);
    await user.goto('/login?redirect=/me');
    await user.locator('#username').fill('gudang01');
    await user.locator('#password').fill('Gudang-Rahasia-1');
    await user.locator('.login-submit').click();
    await user.waitForURL((u) => u.pathname === '/me');
    expect(await topMenuTitles(user)).toContain('Inventori');
    await expect.poll(() => user.locator('.profile-card h3').innerText()).toContain('Budi Gudang');
    await user.locator('.avatar-wrapper').click();
    await user.getByText('gudang01 (Admin WHS)').waitFor();
    await closePage(user);
  });

  it('dashboard screenshots at desktop and mobile sizes; the mobile sidebar closes on navigation', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin);
    await page.locator('.welcome-title').waitFor();
    await screenshot(page, 'dashboard-1366x768');
    const mobile = await newPage(ctx.browser, ctx.server.url, { width: 390, height: 844 });
    await loginByToken(mobile, ctx.admin);
    await mobile.locator('.welcome-title').waitFor();
    expect(await mobile.locator('.layout-mobile').count()).toBe(1);
    await screenshot(mobile, 'dashboard-390x844');
    await mobile.locator('.hamburger').click();
    await mobile.locator('.ant-drawer .sidebar').getByText('Profil', { exact: true }).click();
    await mobile.waitForURL((u) => u.pathname === '/me');
    await mobile.locator('.ant-drawer .sidebar').waitFor({ state: 'hidden' });
    await closePage(page);
    await closePage(mobile);
  });

  it('shows a server error on a field once, at the field, not also as a toast (issue 9)', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/configure/groups');
    await page.getByRole('button', { name: 'Tambah Peran' }).click();
    // a duplicate group name is refused by the server
    await page.locator('.ant-modal #group_name').fill('superuser');
    await page.locator('.ant-modal').getByRole('button', { name: 'Simpan' }).click();
    await page.locator('.ant-modal .ant-form-item-explain-error').filter({ hasText: 'Nama peran sudah digunakan' }).waitFor();
    // the refusal's answer is handled by now: a toast of it would be there
    await networkQuiet(page);
    expect(await toast(page).count()).toBe(0);
    await closePage(page);
  });

  it("opens 'Confirm logout' when the session was ended from another login", async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    // on Profil, not Beranda: the box opens on any page's call, and Beranda's charts are not the subject
    await loginByToken(page, ctx.admin, '/me');
    // the page's own calls are answered first: one still in flight when the session ends opens the box
    // before the click below, and its mask takes that click
    await networkQuiet(page);
    const other = new Api(ctx.server.url);
    await other.login(ctx.admin.username, ctx.admin.password);
    await other.ok('POST', '/session/terminate_all', {});
    // act: a call from the page now answers 50012
    await page.locator('.sidebar').getByText('Pengaturan', { exact: true }).click();
    await page.locator('.sidebar').getByText('Akun', { exact: true }).click();
    const box = page.locator('.confirm-logout-box');
    await box.locator('.ant-modal-confirm-title').filter({ hasText: 'Confirm logout' }).waitFor();
    expect(await box.locator('.ant-modal-confirm-content').innerText()).toBe('You have been logged out, you can cancel to stay on this page, or log in again');
    await box.getByRole('button', { name: 'Cancel' }).waitFor();
    await box.getByRole('button', { name: 'Cancel' }).click();
    await box.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/configure/users');
    // again, and Re-Login clears the token and reloads to /login
    await page.locator('.sidebar').getByText('Peran', { exact: true }).click();
    await box.getByRole('button', { name: 'Re-Login' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await closePage(page);
  });
});
