import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { describeViolations, seriousViolations } from './support/axe';
import { animationsDone, closePage, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

const SIZES = [
  { name: '1366x768', viewport: { width: 1366, height: 768 } },
  { name: '390x844', viewport: { width: 390, height: 844 } },
];

/** Waits until no table or page is loading, so the screenshot and the check see the data. */
async function settled(page: Page) {
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-spin-blur').count()).toBe(0);
  // the blur of a loaded table fades out
  await animationsDone(page);
}

/** No serious or critical axe violation on the page (or inside `include`). */
async function expectAccessible(page: Page, include?: string) {
  const found = await seriousViolations(page, include);
  expect(found, describeViolations(found)).toEqual([]);
}

describe('accessibility (axe-core) and screenshots of the main pages', () => {
  const ctx = useBrowserSuite();
  beforeAll(async () => {
    const api = new Api(ctx.server.url);
    await api.login(ctx.admin.username, ctx.admin.password);
    for (let i = 1; i <= 14; i++) {
      await api.ok('POST', '/member/create_stored', {
        member_name: `Pelanggan Contoh ${String(i).padStart(2, '0')}`,
        member_phone: `08123400${String(i).padStart(4, '0')}`,
      });
    }
  });

  for (const size of SIZES) {
    it(`login, dashboard, a master list, its create dialog and the users page at ${size.name}: no serious or critical violations`, async () => {
      const page = await newPage(ctx.browser, ctx.server.url, size.viewport);
      await page.goto('/login');
      await page.locator('.login-submit').waitFor();
      await screenshot(page, `a11y-login-${size.name}`);
      await expectAccessible(page);

      await loginByToken(page, ctx.admin);
      await page.locator('.welcome-title').waitFor();
      await page.locator('.quick-links .quick-link').first().waitFor();
      await settled(page);
      await screenshot(page, `a11y-dashboard-${size.name}`);
      await expectAccessible(page);

      await page.goto('/kontak');
      await page.locator('.resource-member .ant-table-row').first().waitFor();
      await settled(page);
      await screenshot(page, `a11y-kontak-${size.name}`);
      await expectAccessible(page);

      await page.locator('.resource-create').click();
      const dialog = page.locator('.resource-form-member');
      await dialog.locator('input').first().waitFor();
      await animationsDone(page);
      await screenshot(page, `a11y-kontak-create-${size.name}`);
      await expectAccessible(page, '.resource-form-member');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      await page.goto('/configure/users');
      await page.locator('.users-table .ant-table-row').first().waitFor();
      await settled(page);
      await screenshot(page, `a11y-users-${size.name}`);
      await expectAccessible(page);

      await page.goto('/configure');
      await page.locator('.portal-section').first().waitFor();
      await screenshot(page, `a11y-pengaturan-${size.name}`);
      await page.goto('/configure/groups');
      await page.locator('.groups-table .ant-table-row').first().waitFor();
      await settled(page);
      await screenshot(page, `a11y-groups-${size.name}`);
      await closePage(page);
    });
  }
});
