import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginUi, newPage, toast } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

describe('login, logout and the guard', () => {
  const ctx = useBrowserSuite();
  let page: Page;
  beforeAll(async () => {
    page = await newPage(ctx.browser, ctx.server.url);
  });

  it('sends an unauthenticated visitor to /login with the redirect', async () => {
    await page.goto('/configure/users');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/configure/users');
  });

  it('shows the field errors of a failed login and counts it', async () => {
    await page.locator('#username').fill(ctx.admin.username);
    await page.locator('#password').fill('salah-sekali');
    await page.locator('.login-submit').click();
    await expect.poll(() => toast(page).count()).toBeGreaterThan(0);
    const text = await toast(page).first().innerText();
    expect(text).not.toContain('Gagal login');
    expect(text.length).toBeGreaterThan(3);
    expect(Number(await page.evaluate(() => localStorage.getItem('failed_login_count')))).toBeGreaterThan(0);
  });

  it('logs in and lands on the redirect target, then on the dashboard', async () => {
    await page.locator('#password').fill(ctx.admin.password);
    await page.locator('.login-submit').click();
    await page.waitForURL((u) => u.pathname === '/configure/users');
    await page.locator('.users-table').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('failed_login_count'))).toBe('0');
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await expect.poll(() => page.locator('.welcome-title').innerText()).toContain('Selamat datang');
    expect(await page.title()).toMatch(/^Beranda - /);
  });

  it('sends a logged-in user away from /login and unknown paths to /404', async () => {
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/tidak-ada-halaman-ini');
    await page.waitForURL((u) => u.pathname === '/404');
  });

  it('forces /connect-to-company while the lc flag is 1', async () => {
    await page.evaluate(() => localStorage.setItem('lc', '1'));
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/connect-to-company');
    await page.locator('.connect-to-company').getByText('PT Demo Niaga Sejahtera').waitFor();
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    // It goes to / and from there on to /dashboard, which a busy machine may reach before a wait for / starts.
    await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/dashboard');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lc'))).toBeNull();
  });

  it('resets the token and returns to /login when the profile cannot load', async () => {
    // The error toast shows as the guard redirects and leaves 3 s later: every error toast the new
    // document draws is recorded as it is added (a wait that polls missed it twice on a busy machine).
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __toasts: seen });
      new MutationObserver(() => {
        for (const n of document.querySelectorAll('.ant-message-notice:has(.ant-message-error)')) {
          const text = n.textContent?.trim();
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.evaluate(() => localStorage.setItem('token', 'token-palsu'));
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.length), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  it('logs out through the avatar menu', async () => {
    await loginUi(page, ctx.admin.username, ctx.admin.password);
    await page.locator('.avatar-wrapper').click();
    await page.locator('.logout-item').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/login');
  });
});
