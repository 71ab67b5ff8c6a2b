import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, createUser } from './support/api';
import { ARTIFACTS, closePage, loginByToken, networkQuiet, newPage, pickOption, rupiah } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload } from './support/excel';

const SPV_SALES = { username: 'spv_sales_beranda', password: 'Rahasia-Beranda-481' };

/** The page's dashboard calls (url with its query, and the form body of the POST ones) and any 403 answer. */
function watchCalls(page: Page) {
  const calls: { path: string; url: string; body: string }[] = [];
  const refused: string[] = [];
  // uncaught errors of the page (a chart's resize loop, a widget's render)
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/dashboard/') || u.pathname.startsWith('/report/product/expire'))
      calls.push({ path: u.pathname, url: r.url(), body: r.postData() ?? '' });
  });
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url());
  });
  return { calls, refused, errors, count: (p: string) => calls.filter((c) => c.path === p).length };
}

const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`);
/** Scrolls to a widget (the dashboard calls a widget once its place nears the screen) and waits for its answer. */
async function ready(page: Page, name: string) {
  await widget(page, name).first().scrollIntoViewIfNeeded();
  await expect.poll(() => widget(page, name).first().getAttribute('data-state')).toBe('ready');
  return widget(page, name).first();
}
/** The texts ECharts drew (SVG renderer: axis labels, legend, pie labels are <text> in the DOM). */
const chartTexts = (page: Page, name: string) => widget(page, name).first().locator('.bo-chart svg text').allTextContents();
/** A photograph of the whole page after scrolling through it (each widget calls when its place nears the screen) and its calls are answered. */
async function fullShot(page: Page, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await networkQuiet(page, 100);
  }
  await expect.poll(() => page.locator('[data-state="loading"], [data-state="idle"]').count()).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Issue 23, Beranda and the two statistics pages in the browser: the superuser sees every widget with
 * the orders made through the API (figures worked by hand), charts drawn with Indonesian texts; a
 * period or warehouse change calls every widget again with the new filters; SPV Sales sees only its
 * widgets (the warehouse information is neither drawn nor called, no 403); Demografi Pelanggan and
 * Statistik Penjualan draw their charts from the same calls.
 */
describe('Beranda: widgets by permission, filters, charts; Demografi Pelanggan and Statistik Penjualan', () => {
  const ctx = useBrowserSuite();
  const sales = { total: 0, orders: 0, sehat: 0 };

  beforeAll(async () => {
    const admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const product = await createProduct(admin, 'Amoxicillin Beranda', boxOf10(await createBoxStrip(admin)));
    await admin.ok('POST', '/product_price/price_sale_stored', { product_id: product, product_price_sale: 10000 });
    const utama = ctx.company.gudang.utama;
    await admin.ok('POST', '/stock_opname/add_stored', { gudang_id: utama, lines: [{ product_id: product, counted_qty: 100 }] }, { json: true });
    const member = async (name: string, phone: string, gender: string) =>
      (await admin.ok<{ member_id: number }>('POST', '/member/create_stored', { member_name: name, member_phone: phone, member_gender: gender })).member_id;
    const sehat = await member('Apotek Sehat Beranda', '081234560001', 'L');
    const makmur = await member('Toko Makmur Beranda', '081234560002', 'P');
    // three orders in Gudang Utama today: 3 + 2 strips for Apotek Sehat, 5 for Toko Makmur
    for (const [member_id, qty] of [
      [sehat, 3],
      [sehat, 2],
      [makmur, 5],
    ]) {
      const o = await admin.ok<{ grand_total: number }>(
        'POST',
        '/purchase_order/add_stored',
        {
          member_id,
          destination_name: 'Penerima',
          destination_phone: '081234560009',
          destination_address: 'Jl. Kenanga 1',
          gudang_id: utama,
          lines: [{ product_id: product, qty, unit: 'kecil' }],
        },
        { json: true },
      );
      sales.total += o.grand_total;
      sales.orders += 1;
      if (member_id === sehat) sales.sehat += o.grand_total;
    }
    await createUser(admin, { ...SPV_SALES, groupId: 2, fullName: 'Sari Supervisor' });
  });

  it('a superuser sees every widget: the period figures, the charts in Indonesian, the warehouse information', async () => {
    const page = await newPage(ctx.browser, ctx.server.url, { width: 1440, height: 900 });
    const watch = watchCalls(page);
    await loginByToken(page, ctx.admin);
    expect(await (await ready(page, 'total_rp_penjualan')).innerText()).toContain(rupiah(sales.total));
    expect(await (await ready(page, 'jumlah_pesanan')).innerText()).toContain(String(sales.orders));
    // the widgets far below the first screen wait until the user scrolls near them
    await networkQuiet(page);
    expect(await widget(page, 'stock_expiry_warning').getAttribute('data-state')).toBe('idle');
    expect(watch.count('/report/product/expire')).toBe(0);

    // the sales line: its label names the period and the figures, its axes read rupiah short ('Rp 50 rb') and days in Indonesian
    await ready(page, 'summary_statistik_penjualan');
    const chart = widget(page, 'summary_statistik_penjualan').locator('.bo-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('role')).toBe('img');
    expect(await chart.getAttribute('aria-label')).toContain(`${sales.orders} pesanan, ${rupiah(sales.total)}`);
    await expect.poll(() => chartTexts(page, 'summary_statistik_penjualan')).toContain('Penjualan');
    expect((await chartTexts(page, 'summary_statistik_penjualan')).some((t) => /^Rp \d+(,\d)? rb$/.test(t))).toBe(true);

    // product ranking and the customers' gender pie drawn with their names
    await ready(page, 'produk_terlaris');
    await expect.poll(() => chartTexts(page, 'produk_terlaris')).toContain('Amoxicillin Beranda');
    await ready(page, 'summary_statistik_jenis_kelamin');
    await expect
      .poll(async () => (await chartTexts(page, 'summary_statistik_jenis_kelamin')).join(' '))
      .toMatch(/Laki-laki[\s\S]*Perempuan|Perempuan[\s\S]*Laki-laki/);

    // the warehouse information is the superuser's too
    for (const w of ['grafik_stok_keluar_minggu_ini', 'stock_per_product', 'daftar_po_belum_dikirim']) await ready(page, w);
    expect(await widget(page, 'stock_per_product').innerText()).toContain('Amoxicillin Beranda');
    await ready(page, 'stock_expiry_warning');
    expect(watch.count('/report/product/expire')).toBe(1);
    // every widget called once, none refused
    await networkQuiet(page);
    expect(watch.count('/dashboard/total_rp_penjualan')).toBe(1);
    expect(watch.refused).toEqual([]);
    // a narrower window redraws the charts at their new width, without a page error
    const svgWidth = async () => Number((await chart.locator('svg').first().getAttribute('width')) ?? 0);
    const wide = await svgWidth();
    await page.setViewportSize({ width: 1024, height: 900 });
    // below 1200 px the two statistics charts stack: each gets the whole row
    await expect.poll(svgWidth).toBeGreaterThan(wide + 100);
    expect(watch.errors).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    // the welcome card and 'Akses Cepat' stay
    await page.locator('.welcome-title').waitFor();
    await page.locator('.quick-links .quick-link').first().waitFor();
    await fullShot(page, 'dashboard-superuser');
    await closePage(page);
  });

  it('a warehouse or period change calls every widget again with the new filters', async () => {
    const page = await newPage(ctx.browser, ctx.server.url, { width: 1440, height: 900 });
    const watch = watchCalls(page);
    await loginByToken(page, ctx.admin);
    await ready(page, 'total_rp_penjualan');
    await networkQuiet(page);
    const cabang = ctx.company.gudang.cabang;

    await pickOption(page, page.locator('.dashboard-warehouse'), 'Gudang Cabang');
    // GET widgets carry it in the query, POST ones in the form body
    await expect.poll(() => watch.calls.some((c) => c.path === '/dashboard/total_rp_penjualan' && c.url.includes(`gudang_id=${cabang}`))).toBe(true);
    await expect.poll(() => watch.calls.some((c) => c.path === '/dashboard/jumlah_pesanan' && c.body.includes(`gudang_id=${cabang}`))).toBe(true);
    await expect.poll(() => watch.calls.some((c) => c.path === '/dashboard/grafik_stok_keluar_minggu_ini' && c.url.includes(`gudang_id=${cabang}`))).toBe(true);
    // nothing was sold from Gudang Cabang
    await expect.poll(() => widget(page, 'jumlah_pesanan').locator('.ant-statistic-content').innerText()).toBe('0');
    await expect.poll(() => widget(page, 'total_rp_penjualan').locator('.ant-statistic-content').innerText()).toBe('0,-');

    // last month: a new period for every widget
    const lastMonth = new Date();
    lastMonth.setDate(1);
    lastMonth.setMonth(lastMonth.getMonth() - 1);
    const start = `${lastMonth.getFullYear()}-${String(lastMonth.getMonth() + 1).padStart(2, '0')}-01`;
    await page.locator('.dashboard-period').click();
    await page.locator('.ant-picker-presets li').filter({ hasText: 'Bulan Lalu' }).click();
    await expect.poll(() => watch.calls.some((c) => c.path === '/dashboard/total_rp_penjualan' && c.url.includes(`date_start=${start}`))).toBe(true);
    await expect.poll(() => watch.calls.some((c) => c.path === '/dashboard/summary_statistik_penjualan' && c.body.includes(`date_start=${start}`))).toBe(true);
    await page.keyboard.press('Escape');
    await ready(page, 'total_rp_penjualan');
    expect(watch.refused).toEqual([]);
    await closePage(page);
  });

  it('SPV Sales sees only its widgets: the warehouse information is neither drawn nor called', async () => {
    const page = await newPage(ctx.browser, ctx.server.url, { width: 1440, height: 900 });
    const watch = watchCalls(page);
    await loginByToken(page, SPV_SALES);
    expect(await (await ready(page, 'total_rp_penjualan')).innerText()).toContain(rupiah(sales.total));
    for (const w of ['jumlah_pesanan', 'produk_terlaris', 'summary_statistik_penjualan', 'list_pengiriman_pending', 'loyal_customer']) await ready(page, w);
    // through the whole page first: every widget it draws has called
    await fullShot(page, 'dashboard-spv-sales');
    for (const w of [
      'grafik_stok_keluar_minggu_ini',
      'grafik_stok_keluar_per_bulan',
      'stock_per_product',
      'daftar_po_belum_dikirim',
      'daftar_po_penerimaan',
      'material_order_pending',
    ])
      expect(await widget(page, w).count(), w).toBe(0);
    expect(watch.calls.filter((c) => /\/dashboard\/(grafik_stok_keluar|stock_per_product|daftar_po|material_order)/.test(c.path)).map((c) => c.path)).toEqual(
      [],
    );
    expect(watch.count('/dashboard/total_rp_penjualan')).toBe(1);
    expect(watch.refused).toEqual([]);
    await closePage(page);
  });

  it('Demografi Pelanggan and Statistik Penjualan draw their charts from the period figures', async () => {
    const page = await newPage(ctx.browser, ctx.server.url, { width: 1440, height: 900 });
    const watch = watchCalls(page);
    await loginByToken(page, SPV_SALES, '/report/summary-custumer');
    await ready(page, 'summary_statistik_jenis_kelamin');
    await expect.poll(async () => (await chartTexts(page, 'summary_statistik_jenis_kelamin')).join(' ')).toContain('Laki-laki');
    await ready(page, 'summary_statistik_type_customer_pie');
    const loyal = await ready(page, 'loyal_customer');
    // Apotek Sehat: two orders, first; Toko Makmur: one
    const rows = await loyal.locator('tbody tr.ant-table-row').allInnerTexts();
    expect(rows[0]).toContain('Apotek Sehat Beranda');
    expect(rows[0]).toMatch(/\t2\t/);
    expect(rows[1]).toContain('Toko Makmur Beranda');
    await ready(page, 'top_10_pembelian_terbanyak');
    // a ranking's long names are cut on the axis ('Apotek Sehat Beran...'), whole in the chart's label
    await expect.poll(async () => (await chartTexts(page, 'top_10_pembelian_terbanyak')).some((t) => t.startsWith('Apotek Sehat'))).toBe(true);
    expect(await widget(page, 'top_10_pembelian_terbanyak').locator('.bo-chart').getAttribute('aria-label')).toContain(
      `Apotek Sehat Beranda ${rupiah(sales.sehat)}`,
    );
    await expect.poll(() => page.locator('.province-table .ant-table-summary').innerText()).toContain(rupiah(sales.total));
    await networkQuiet(page);
    await fullShot(page, 'report-summary-customer');

    await page.goto('/report/summary-sale');
    await ready(page, 'summary_statistik_penjualan');
    await ready(page, 'summary_statistik_omzet');
    await expect.poll(() => page.locator('.summary-sale-total-row').innerText()).toContain(rupiah(sales.total));
    await expect.poll(() => page.locator('.summary-sale-totals').innerText()).toContain(rupiah(sales.total));
    await expect.poll(() => chartTexts(page, 'summary_statistik_omzet')).toContain('Omzet');
    await networkQuiet(page);
    // its Excel: the table's rows and the same total
    const [file] = await Promise.all([page.waitForEvent('download'), page.locator('.report-summary-sale .report-excel').click()]);
    expect(file.suggestedFilename()).toMatch(/^statistik-penjualan-\d{8}-\d{8}\.xlsx$/);
    const excel = await readDownload((await file.path()) as string);
    expect(excel.at(-1)).toMatchObject({ Tanggal: 'TOTAL', 'Total Tagihan': sales.total });
    expect(watch.refused).toEqual([]);
    await fullShot(page, 'report-summary-sale');
    await closePage(page);
  });
});
