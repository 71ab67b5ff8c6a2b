import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, type ExpectStatic, expect, it } from 'vitest';
import { Api, createUser, listWarehouses } from './support/api';
import { closePage, loginByToken, networkQuiet, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

const PASSWORD = 'Pengguna-Rahasia-1';

/** The ten seeded groups of spec-1 §6 (group id = position + 1); group 10 is the Sales partner. */
const GROUPS: { id: number; username: string; landing: string }[] = [
  { id: 1, username: 'superadmin', landing: '/dashboard' },
  { id: 2, username: 'spvsales', landing: '/dashboard' },
  { id: 3, username: 'spvfinance', landing: '/dashboard' },
  { id: 4, username: 'spvwhs', landing: '/dashboard' },
  { id: 5, username: 'grupadmin', landing: '/dashboard' },
  { id: 6, username: 'adminfinance', landing: '/dashboard' },
  { id: 7, username: 'adminpurchasing', landing: '/dashboard' },
  { id: 8, username: 'adminwhs', landing: '/dashboard' },
  { id: 9, username: 'supervisor1', landing: '/inventory/stokadjustment' },
  { id: 10, username: 'mitra1', landing: '/dashboard' },
];

/** Logs in through the login page and waits for the layout, wherever the user lands. */
async function loginAnywhere(page: Page, username: string, password: string): Promise<string> {
  await page.goto('/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('.login-submit').click();
  await page.waitForURL((u) => u.pathname !== '/login' && u.pathname !== '/');
  await page.locator('.navbar').waitFor();
  return new URL(page.url()).pathname;
}

/** Opens every submenu of the sidebar and returns the paths of all its entries, in menu order (`expect`: the test's own, the walks run concurrently). */
async function menuPaths(page: Page, expect: ExpectStatic): Promise<string[]> {
  await page.locator('.sidebar .ant-menu-root').waitFor();
  const titles = page.locator('.sidebar .ant-menu-root > li.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  for (let closed = await titles.count(); closed > 0; ) {
    await titles.first().click();
    // the next closed one once this one has opened
    await expect.poll(() => titles.count()).toBeLessThan(closed);
    closed = await titles.count();
  }
  return page.locator('.sidebar [data-path]').evaluateAll((els) => els.map((e) => e.getAttribute('data-path') ?? ''));
}

/** Runs the functions given to it at most two at a time, the others waiting for their turn. */
function twoAtATime() {
  let free = 2;
  const waiting: (() => void)[] = [];
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}

/** An error message on screen, or the guard's 'need roles!' text (one round trip to the page). */
async function shownProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const error = document.querySelector('.ant-message-error');
    if (error) found.push((error.textContent ?? '').trim());
    if ((document.body.textContent ?? '').toLowerCase().includes('need roles!')) found.push('need roles!');
    return found;
  });
}

describe('ten groups: each lands on a permitted page and every menu entry opens without 403', () => {
  const ctx = useBrowserSuite();
  let warehouseId: number;
  let warehouseName: string;
  beforeAll(async () => {
    const admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const first = (await listWarehouses(admin))[0];
    warehouseId = first.master_gudang_id;
    warehouseName = first.master_gudang_name;
    for (const g of GROUPS) {
      if (g.id === 1) continue;
      // group 6 sees only its access_gudang (spec-1 §5): give it one warehouse
      await createUser(admin, { username: g.username, password: PASSWORD, groupId: g.id, warehouses: g.id === 6 || g.id === 8 ? [warehouseId] : [] });
    }
  });

  // Two walks at a time, each in its own browser context: one keeps the browser busy while the
  // other waits on the server. The superuser's walk opens about a hundred pages, more than the
  // default two minutes on a busy machine, and a walk may first wait for its turn.
  const turns = twoAtATime();
  // The superuser holds every permission, so no entry can answer it 403: its walk adds only the
  // entries no other group's walk opened (those open without error for a group already). It walks
  // last, after the other nine, and still checks its landing and its whole menu's paths.
  const walked = new Set<string>();
  const otherWalks: Promise<unknown>[] = [];
  let othersWalked: () => void = () => undefined;
  const othersDone = new Promise<void>((resolve) => {
    othersWalked = resolve;
  });
  for (const g of GROUPS) {
    it.concurrent(`group ${g.id} (${g.username})`, { timeout: 600_000 }, async ({ expect }) => {
      if (g.id === 1) await othersDone;
      const walk = turns(async () => {
        const page = await newPage(ctx.browser, ctx.server.url);
        const forbidden: string[] = [];
        page.on('response', (r: Response) => {
          if (r.status() === 403) forbidden.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
        });
        const landed = await loginAnywhere(page, g.id === 1 ? ctx.admin.username : g.username, g.id === 1 ? ctx.admin.password : PASSWORD);
        expect(landed).toBe(g.landing);
        expect(landed).not.toBe('/401');
        const menu = await menuPaths(page, expect);
        expect(menu.length).toBeGreaterThan(0);
        const paths = g.id === 1 ? menu.filter((p) => !walked.has(p)) : menu;
        for (const p of paths) walked.add(p);
        const failures: string[] = [];
        for (const path of paths) {
          const before = forbidden.length;
          await page.locator(`.sidebar [data-path="${path}"]`).click();
          await page.waitForURL((u) => u.pathname === path || u.pathname === '/401' || u.pathname === '/404');
          await page.locator('.app-main').waitFor();
          // the page's chunk and first calls answered: a 403 or an error message is there by now (one
          // that comes later is still seen at the next entry, or after the last one below)
          await networkQuiet(page, 100);
          const now = new URL(page.url()).pathname;
          if (now !== path) failures.push(`${path} → ${now}`);
          if (forbidden.length > before) failures.push(`${path}: 403 ${forbidden.slice(before).join(', ')}`);
          for (const p of await shownProblems(page)) failures.push(`${path}: ${p}`);
          // The cashier covers the whole screen (sidebar too); its own button leads out.
          if (now === '/sale/kasir') {
            await page.locator('.cashier-exit').first().click();
            await page.waitForURL((u) => u.pathname !== now);
          }
        }
        // a call answered after the last entry's check still counts
        const counted = forbidden.length;
        await networkQuiet(page);
        if (forbidden.length > counted) failures.push(`late: 403 ${forbidden.slice(counted).join(', ')}`);
        for (const p of await shownProblems(page)) failures.push(`late: ${p}`);
        expect(failures).toEqual([]);
        if (g.id === 9) await screenshot(page, 'roles-supervisor');
        await closePage(page);
      });
      if (g.id !== 1) {
        otherWalks.push(walk.catch(() => undefined));
        if (otherWalks.length === GROUPS.length - 1) void Promise.all(otherWalks).then(othersWalked);
      }
      await walk;
    });
  }

  it("group 6 with one warehouse: it is the active one, the picker offers only it (no 'Semua Gudang')", async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, { username: 'adminfinance', password: PASSWORD });
    expect(await page.locator('.warehouse-button').innerText()).toBe(`Gudang: ${warehouseName}`);
    await page.locator('.warehouse-button').click();
    await page.locator('.warehouse-dialog .warehouse-select').click();
    const options = page.locator('.ant-select-dropdown .ant-select-item-option');
    await options.first().waitFor();
    expect(await options.allInnerTexts()).toEqual([warehouseName]);
    await screenshot(page, 'roles-group6-warehouse-picker');
    await closePage(page);
  });

  it('/401 and /404 for a logged-in user sit inside the layout with a way back and Log Out', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, { username: 'supervisor1', password: PASSWORD }, '/dashboard');
    await page.waitForURL((u) => u.pathname === '/401');
    await page.locator('.status-page').waitFor();
    expect(await page.locator('.navbar').count()).toBe(1);
    expect(await page.locator('.sidebar').count()).toBe(1);
    const company = await companyName(page);
    expect(company).not.toBe('');
    expect(await page.title()).toBe(`Akses Ditolak - ${company}`);
    await screenshot(page, 'roles-401-in-layout');
    await page.getByRole('button', { name: 'Kembali ke Beranda' }).click();
    await page.waitForURL((u) => u.pathname === '/inventory/stokadjustment');

    await page.goto('/tidak-ada-halaman');
    await page.waitForURL((u) => u.pathname === '/404');
    await page.locator('.status-page').waitFor();
    expect(await page.locator('.navbar').count()).toBe(1);
    await page.locator('.status-logout').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('app_name'), localStorage.getItem('company_name')])).toEqual([
      null,
      null,
      null,
    ]);
    expect(await page.evaluate(() => document.cookie.includes('app-info='))).toBe(false);
    await closePage(page);
  });

  it('a logged-out visitor sees /404 bare, with the way back to the login', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await page.goto('/404');
    await page.locator('.status-page').waitFor();
    expect(await page.locator('.navbar').count()).toBe(0);
    expect(await page.locator('.status-logout').count()).toBe(0);
    await page.getByRole('button', { name: 'Kembali ke Beranda' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await closePage(page);
  });
});

async function companyName(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('company_name') ?? '');
}
