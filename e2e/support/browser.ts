import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, baseURL: string, viewport = { width: 1366, height: 768 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'id-ID' });
  const page = await context.newPage();
  // Generous: CI machines have 2 cores shared by the server, the browser and the test runner.
  page.setDefaultTimeout(30_000);
  return page;
}

/**
 * Logs in through the login form and waits for the layout. A user of several companies gets the
 * company picker: `company` (app_name) is chosen there.
 */
export async function loginUi(page: Page, username: string, password: string, expectPath = '/dashboard', company = 'demo') {
  await page.goto('/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('.login-submit').click();
  const picker = page.locator('.company-picker');
  await Promise.race([page.waitForURL((u) => u.pathname === expectPath), picker.waitFor()]);
  if (await picker.isVisible()) {
    await picker.locator(`input[value="${company}"]`).check();
    await picker.locator('.company-picker-submit').click();
  }
  await page.waitForURL((u) => u.pathname === expectPath);
  await page.locator('.navbar').waitFor();
}

/** Enables the tags view from the settings panel. */
export async function enableTagsView(page: Page) {
  await page.locator('.settings-handle').click();
  const sw = page.locator('.setting-tagsView');
  if ((await sw.getAttribute('aria-checked')) !== 'true') await sw.click();
  await page.locator('.settings-panel .ant-drawer-close').click();
  await page.locator('.tags-view').waitFor();
}

/** Titles of the top-level sidebar entries. */
export async function topMenuTitles(page: Page): Promise<string[]> {
  await page.locator('.sidebar .ant-menu-root').waitFor();
  return (await page.locator('.sidebar .ant-menu-root > li').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** Visible text of the antd message toasts. */
export function toast(page: Page) {
  return page.locator('.ant-message-notice');
}

/**
 * Chooses an option of an antd Select: opens it, clicks the option in its open list, and waits for
 * the list to close, so that the next Select opened does not find this one's closing list.
 */
export async function pickOption(page: Page, select: Locator, option: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}
