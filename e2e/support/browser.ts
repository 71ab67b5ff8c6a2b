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

const DEFAULT_VIEWPORT = { width: 1366, height: 768 };

/** Cookies a test context hands to the next document it loads (read and removed by handOverStorage). */
const RESET_COOKIE = 'e2e_reset';
const SESSION_COOKIE = 'e2e_session';

/**
 * Runs before the app's own scripts in every document of a test context: a pending reset clears the
 * storage a recycled page kept from its last test, a pending session is written to localStorage as
 * the client's setSession does. Both come as cookies, set from the test without a page load.
 */
function handOverStorage(names: { reset: string; session: string }) {
  let cookies = '';
  try {
    cookies = document.cookie;
  } catch {
    return; // an opaque document (about:blank of a new page)
  }
  const take = (name: string) => {
    const m = cookies.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
    // biome-ignore lint/suspicious/noDocumentCookie: an init script must finish before the app's scripts; the Cookie Store API is asynchronous
    if (m) document.cookie = `${name}=; max-age=0; path=/`;
    return m ? decodeURIComponent(m[1]) : undefined;
  };
  if (take(names.reset) !== undefined) {
    localStorage.clear();
    sessionStorage.clear();
  }
  const session = take(names.session);
  if (session) for (const [k, v] of Object.entries(JSON.parse(session) as Record<string, string>)) localStorage.setItem(k, v);
}

interface PageInfo {
  baseURL: string;
  /** the test that opened it (expect's currentTestName), undefined for a page opened in a beforeAll */
  owner: string | undefined;
}
const pageInfo = new WeakMap<Page, PageInfo>();
/** Pages a finished test gave back, logged in as nobody from their next load on (newPage takes them first). */
const idlePages = new Set<Page>();
const MAX_IDLE_PAGES = 4;

/**
 * A page for a test: one a finished test gave back (closePage, or still open when its test passed),
 * else a new browser context. A new context's first load costs about 2.7 CPU-seconds (a new renderer
 * compiles and runs the whole client); the next load in the same page about 1 s: most of the browser
 * step's CPU was first loads. A recycled page is reset: its other pages closed, listeners, routes,
 * permissions and cookies gone, viewport as asked, and its storage cleared at its next load, so a test
 * sees what it saw in a new context (the last test's document shows until the test's first goto).
 */
export async function newPage(browser: Browser, baseURL: string, viewport = DEFAULT_VIEWPORT): Promise<Page> {
  const owner = expect.getState().currentTestName;
  for (const page of idlePages) {
    idlePages.delete(page);
    if (page.isClosed()) continue;
    if (pageInfo.get(page)?.baseURL !== baseURL || page.context().browser() !== browser) {
      await page.context().close(); // another server's (a file with a server of its own)
      continue;
    }
    await resetPage(page, baseURL, viewport);
    pageInfo.set(page, { baseURL, owner });
    return page;
  }
  // The users are in Indonesia: the browser's day is Jakarta's, as the server's (a UTC browser is a day
  // behind from 17:00 UTC, and a receipt dated by it falls before an order the server dated today).
  // Reduced motion (the app honours it, as for a user who asks for it): no drawer or dropdown is
  // caught mid-animation, and no test waits for one to finish.
  const context = await browser.newContext({ baseURL, viewport, locale: 'id-ID', timezoneId: 'Asia/Jakarta', reducedMotion: 'reduce' });
  await context.addInitScript(handOverStorage, { reset: RESET_COOKIE, session: SESSION_COOKIE });
  const page = await context.newPage();
  prepare(page);
  pageInfo.set(page, { baseURL, owner });
  return page;
}

/** A page's waits and its request tracking (networkQuiet), for a new page and a recycled one alike. */
function prepare(page: Page) {
  // Generous: CI machines have 2 cores shared by the server, the browser and the test runner.
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(30_000);
  trackRequests(page);
}

async function resetPage(page: Page, baseURL: string, viewport: { width: number; height: number }) {
  const context = page.context();
  for (const other of context.pages()) if (other !== page) await other.close();
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearPermissions();
  await context.clearCookies();
  await context.addCookies([{ name: RESET_COOKIE, value: '1', url: baseURL }]);
  const size = page.viewportSize();
  if (size?.width !== viewport.width || size?.height !== viewport.height) await page.setViewportSize(viewport);
  prepare(page);
}

/** Gives a page back when its test is done with it (instead of closing its context): the next newPage takes it. */
export async function closePage(page: Page) {
  if (page.isClosed()) return;
  if (idlePages.size >= MAX_IDLE_PAGES || !pageInfo.has(page)) return page.context().close();
  idlePages.add(page);
}

/**
 * After a test that passed (browser-suite's afterEach): the pages it opened and left open are given
 * back. Not after a concurrent test (whose neighbours still use theirs) or a failed one.
 */
export async function releaseTestPages(browser: Browser) {
  const test = expect.getState().currentTestName;
  if (!test) return;
  for (const context of browser.contexts())
    for (const page of context.pages()) if (!idlePages.has(page) && pageInfo.get(page)?.owner === test) await closePage(page);
}

/** Whether a page waits in the pool (the failure photographs leave those out). */
export const isIdlePage = (page: Page) => idlePages.has(page);

/** Requests in flight per page (newPage tracks every page), for networkQuiet. */
const inFlight = new WeakMap<Page, { open: Set<unknown>; lastChange: number }>();

function trackRequests(page: Page) {
  const state = { open: new Set<unknown>(), lastChange: Date.now() };
  inFlight.set(page, state);
  page.on('request', (r) => {
    state.open.add(r);
    state.lastChange = Date.now();
  });
  const done = (r: unknown) => {
    state.open.delete(r);
    state.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until no request of the page has been in flight for `quietMs`: the page's lazy chunk and
 * its first calls are answered (and their error messages shown), instead of a fixed sleep.
 */
export async function networkQuiet(page: Page, quietMs = 200, timeout = 15_000) {
  const state = inFlight.get(page);
  if (!state) throw new Error('networkQuiet needs a page made by newPage');
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (state.open.size === 0 && Date.now() - state.lastChange >= quietMs) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`requests still in flight after ${timeout} ms`);
}

/**
 * Waits until no finite CSS animation or transition of the page runs (a drawer sliding in, a modal
 * opening, a loaded table's blur fading out), instead of a fixed sleep before a screenshot. Endless
 * ones (a spinner) are not waited for.
 */
export async function animationsDone(page: Page, timeout = 10_000) {
  const running = () =>
    page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY).length,
    );
  await expect.poll(running, { timeout, interval: 50 }).toBe(0);
}

/**
 * Logs in through the login form and waits for the layout. A user of several companies gets the
 * company picker: `company` (app_name) is chosen there.
 */
export async function loginUi(page: Page, username: string, password: string, expectPath = '/dashboard', company?: string) {
  await page.goto('/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('.login-submit').click();
  const picker = page.locator('.company-picker');
  await Promise.race([page.waitForURL((u) => u.pathname === expectPath), picker.waitFor()]);
  if (await picker.isVisible()) {
    if (!company) throw new Error(`${username} belongs to several companies: loginUi needs the company to pick`);
    await picker.locator(`input[value="${company}"]`).check();
    await picker.locator('.company-picker-submit').click();
  }
  await page.waitForURL((u) => u.pathname === expectPath);
  await page.locator('.navbar').waitFor();
}

/**
 * Logs in without the login form: POST /login/stored over HTTP (the page's own request context, so
 * it reaches the suite's server), hands the session to the next load (written to localStorage
 * before the app starts, the way the client's setSession does: token, app_name, company_name), then
 * opens `path` and waits for the layout.
 * For every test that is not about the login form itself (login.e2e.ts keeps loginUi): it skips
 * the login page and the dashboard loads. `company` is the app_name header of the login, as the
 * company picker would send it; without it the user's first company (a test file's admin has one).
 */
export async function loginByToken(page: Page, user: { username: string; password: string }, path = '/dashboard', company?: string) {
  const res = await page.request.post('/login/stored', {
    form: { username: user.username, password: user.password },
    headers: { ...(company ? { app_name: company } : {}), Accept: 'application/json' },
  });
  const body = (await res.json()) as { status: number | boolean; data: { token?: string; app_name?: string; company_name?: string } };
  if (!body.data?.token) throw new Error(`login of ${user.username} failed: ${res.status()} ${JSON.stringify(body)}`);
  const session = {
    token: body.data.token,
    app_name: body.data.app_name ?? company ?? '',
    failed_login_count: '0',
    ...(body.data.company_name ? { company_name: body.data.company_name } : {}),
  };
  const info = pageInfo.get(page);
  if (!info) throw new Error('loginByToken needs a page made by newPage');
  // written to localStorage by handOverStorage before the app's scripts run at the next load
  await page.context().addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(JSON.stringify(session)), url: info.baseURL }]);
  await page.goto(path);
  await page.locator('.navbar').waitFor();
}

/** Goes to `path` through its sidebar entry (client-side, no reload), opening its `section` first if it is closed. */
export async function sidebarGo(page: Page, path: string, section = 'Pengaturan') {
  const entry = page.locator(`.sidebar [data-path="${path}"]`);
  if (!(await entry.isVisible()))
    await page
      .locator('.sidebar .ant-menu-submenu-title')
      .filter({ hasText: new RegExp(`^${section}$`) })
      .click();
  await entry.click();
  await page.waitForURL((u) => u.pathname === path);
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

/** A rupiah figure as the pages write it: Rp 1.250.000,- */
export const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')},-`;

/** The value of the antd Statistic titled `title` (a substring, or a RegExp for an exact title) inside `scope`. */
export const statistic = (page: Page, scope: string, title: string | RegExp) =>
  page
    .locator(`${scope} .ant-statistic`)
    .filter({ has: page.locator('.ant-statistic-title', { hasText: title }) })
    .locator('.ant-statistic-content');

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
  await chooseOption(page, option);
}

/**
 * Clicks the option showing `text` in the open Select list and waits for the list to close. A list
 * still closing would otherwise be found by the next Select's pick, which then waits on its hidden
 * option until it times out.
 */
export async function chooseOption(page: Page, text: string) {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
  await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** Types `text` into a product search box and clicks the first option showing `name`. */
export async function pickProduct(page: Page, search: Locator, text: string, name: string) {
  await search.click();
  await search.pressSequentially(text);
  const option = page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: name });
  await option.first().waitFor();
  await option.first().click();
}

/**
 * Clicks a confirmation's button (`.confirm-<action>` of a plain document transition, whose dialog
 * closes once it has run, refused or not) until the dialog takes it. On a loaded machine a click
 * during the dialog's opening animation can be lost (the dialog stays open, its button not loading);
 * a taken click shows the button loading or closes the dialog, and is never clicked again.
 */
export async function confirmDialog(scope: Page | Locator, selector: string) {
  const button = scope.locator(selector);
  await button.click();
  for (let attempt = 0; attempt < 6; attempt++) {
    if (
      await button.waitFor({ state: 'hidden', timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
    const taken = await button.evaluate((b) => b.classList.contains('ant-btn-loading')).catch(() => true);
    if (!taken) await button.click({ timeout: 5_000 }).catch(() => undefined);
  }
  throw new Error(`the confirmation ${selector} was not taken`);
}
