import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, createBoxStrip, listWarehouses } from './support/api';
import { closePage, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

interface OrderRow {
  order_id: number;
  invoice_number: string;
  grand_total: number;
  public_token: string;
}

/** Clicks a control that downloads, and answers the saved file's name once its bytes are checked to be a PDF. */
async function isPdf(page: Page, control: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), control.click()]);
  const bytes = fs.readFileSync((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
  return download.suggestedFilename();
}

describe('Public invoice pages /info and /kwitansi without login', () => {
  const ctx = useBrowserSuite();
  let order: OrderRow;
  let pdfName = '';

  beforeAll(async () => {
    const admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    const product = (
      await admin.ok<{ product_id: number[] }>(
        'POST',
        '/product/create_stored',
        { main_name: 'Vitamin Publik', product_satuan_besar: unit.box, product_isi: 10, product_satuan_kecil: unit.strip, barcode: '8991000009990' },
        { json: true },
      )
    ).product_id[0];
    const utama = (await listWarehouses(admin)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    await admin.ok('POST', '/stock_opname/add_stored', { gudang_id: utama, lines: [{ product_id: product, counted_qty: 50 }] }, { json: true });
    await admin.ok('POST', '/product_price/price_sale_stored', { product_id: product, product_price_sale: 12500 });
    order = await admin.ok<OrderRow>(
      'POST',
      '/purchase_order/add_stored',
      {
        customer_name: 'Klinik Publik',
        destination_name: 'Ibu Sari',
        destination_phone: '081234500001',
        destination_address: 'Jl. Anggrek 1',
        gudang_id: utama,
        lines: [{ product_id: product, qty: 3, unit: 'kecil' }],
      },
      { json: true },
    );
    pdfName = `${order.invoice_number.replace(/\//g, '-')}.pdf`;
  });

  it('shows the invoice, its status and total, then the kwitansi, to a visitor with no session', async () => {
    const page = await newPage(ctx.browser, ctx.server.url, { width: 390, height: 844 });
    try {
      await page.goto(`${ctx.server.url}/info/${order.public_token}/${encodeURIComponent(order.invoice_number)}`);
      await expect.poll(() => page.getByTestId('pi-invoice').innerText()).toBe(order.invoice_number);
      expect(await page.getByTestId('pi-status').innerText()).toBe('Baru');
      expect(await page.getByTestId('pi-total').innerText()).toBe(`Rp ${order.grand_total.toLocaleString('id-ID')},-`);
      expect(await page.getByText('Ibu Sari').count()).toBeGreaterThan(0);
      expect(await page.getByText('081234500001').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cetak' }).isVisible()).toBe(true);
      expect(page.url()).toContain('/info/');
      await screenshot(page, 'public-info-mobile');
      // Unduh PDF: the server's PDF of the invoice, downloaded without a session.
      expect(await isPdf(page, page.locator('.pi-pdf'))).toBe(pdfName);
      await page.locator('.pi-actions').scrollIntoViewIfNeeded();
      await screenshot(page, 'public-info-mobile-actions');

      await page.goto(`${ctx.server.url}/kwitansi/${order.public_token}/${encodeURIComponent(order.invoice_number)}`);
      await expect.poll(() => page.getByTestId('pi-invoice').innerText()).toBe(order.invoice_number);
      expect(await page.getByText('Kwitansi', { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.getByText('nol rupiah').count()).toBe(1);
      expect(await page.getByText('Klinik Publik').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Cetak' }).isVisible()).toBe(true);
      await screenshot(page, 'public-kwitansi-mobile');
      expect(await isPdf(page, page.locator('.pi-pdf'))).toBe(pdfName);
    } finally {
      await closePage(page);
    }
  });

  it("copies the public links from the Tagihan drawer ('Salin tautan info' / 'Salin tautan kwitansi')", async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
      await loginByToken(page, ctx.admin, `/sale/order-list?detail=${order.order_id}`);
      const drawer = page.locator('.so-detail-drawer');
      const path = `${order.public_token}/${encodeURIComponent(order.invoice_number)}`;
      await drawer.locator('.so-copy-info').click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(ctx.server.url).origin}/info/${path}`);
      await drawer.locator('.so-copy-kwitansi').click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(ctx.server.url).origin}/kwitansi/${path}`);
      expect(await page.getByText('Tautan disalin').count()).toBeGreaterThan(0);
      // Unduh PDF (the logged-in call) and Salin tautan PDF (the customer's link, which answers without a session).
      expect(await isPdf(page, drawer.locator('.so-detail-pdf'))).toBe(pdfName);
      await drawer.locator('.so-copy-pdf').click();
      const pdfLink = `${new URL(ctx.server.url).origin}/public/invoice_pdf?${new URLSearchParams({ id: order.public_token, inv: order.invoice_number })}`;
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(pdfLink);
      const anonymous = await fetch(pdfLink);
      expect(anonymous.status).toBe(200);
      expect(anonymous.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await anonymous.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      await screenshot(page, 'tagihan-drawer-pdf-actions');
    } finally {
      await closePage(page);
    }
  });

  it("shows 'Tautan tidak valid' for a wrong number, an unknown token and a short link", async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    try {
      for (const path of [
        `/info/${order.public_token}/${encodeURIComponent(`${order.invoice_number}9`)}`,
        `/kwitansi/${'z'.repeat(32)}/${encodeURIComponent(order.invoice_number)}`,
        `/info/${order.public_token}`,
        '/kwitansi/',
      ]) {
        await page.goto(`${ctx.server.url}${path}`);
        await expect.poll(() => page.getByText('Tautan tidak valid').count(), { message: path }).toBe(1);
        expect(new URL(page.url()).pathname.startsWith('/login')).toBe(false);
      }
    } finally {
      await closePage(page);
    }
  });
});
