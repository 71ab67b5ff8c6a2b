import { beforeAll, describe, expect, it } from 'vitest';
import { Api, adjustStock, boxOf10, createBoxStrip, createProduct } from './support/api';
import { animationsDone, closePage, confirmDialog, loginByToken, newPage, pickOption, pickProduct, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

interface HeldProduct {
  product_name: string;
  product_qty: number;
  product_qty_text: string;
  batches: { batch_no: string | null; qty: number }[];
}

describe('Transfer Stok in the browser', () => {
  const ctx = useBrowserSuite();
  const api = () => {
    const a = new Api(ctx.server.url);
    return a;
  };
  let admin: Api;
  const ids = { para: 0, amox: 0 };
  /** What a warehouse holds, per product name (POST /transfer_stok/product_in_gudang). */
  const held = async (gudangId: number) => {
    const r = await admin.ok<{ data: HeldProduct[] }>('POST', '/transfer_stok/product_in_gudang', { gudang_id: gudangId, perPage: 50 });
    return Object.fromEntries(r.data.map((p) => [p.product_name, p]));
  };

  beforeAll(async () => {
    admin = api();
    await admin.login(ctx.admin.username, ctx.admin.password);
    const pack = boxOf10(await createBoxStrip(admin));
    ids.para = await createProduct(admin, 'Paracetamol 500 mg', pack, { is_product_expire: '0' });
    ids.amox = await createProduct(admin, 'Amoxicillin 500 mg', pack, { is_product_expire: '1' });
    // Gudang Utama holds 100 Strip of Paracetamol and Amoxicillin in two batches (B0 expires first)
    await adjustStock(admin, ctx.company.gudang.utama, [
      { product_id: ids.para, qty_change: 100 },
      { product_id: ids.amox, batch_no: 'B1', expired_date: '2027-03-31', qty_change: 20 },
      { product_id: ids.amox, batch_no: 'B0', expired_date: '2027-01-31', qty_change: 5 },
    ]);
  });

  it('creates a transfer with the FEFO proposal, approves it (in transit), receives it, and prints it', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/stocktransfer');
    await page.locator('.transfer-table').waitFor();
    await page.locator('.transfer-add').click();
    const form = page.locator('.transfer-form');
    await pickOption(page, form.locator('#gudang_from_id'), 'Gudang Utama');
    await pickOption(page, form.locator('#gudang_to_id'), 'Gudang Cabang');
    const search = form.locator('#transfer_product');
    const pick = (text: string, name: string) => pickProduct(page, search, text, name);
    await pick('Para', 'Paracetamol');
    const rows = form.locator('.transfer-form-lines tbody tr.ant-table-row');
    await expect.poll(() => rows.first().innerText()).toContain('10 Box');
    await pick('Amox', 'Amoxicillin');
    await expect.poll(() => rows.count()).toBe(2);
    await form.locator('#lines_0_qty_besar').fill('2');
    await form.locator('#lines_0_qty').fill('3');
    await form.locator('#lines_1_qty').fill('8');
    // Amoxicillin leaves by FEFO: the 5 of B0 first, then 3 of B1
    await expect.poll(() => form.locator('.line-fefo-1').innerText()).toBe('Usulan FEFO: B0 (ED 31-01-2027) 5 Strip; B1 (ED 31-03-2027) 3 Strip');
    await screenshot(page, 'stock-transfer-form');
    await form.locator('.transfer-save').click();
    expect(await page.locator('.transfer-confirm-content').innerText()).toContain('Paracetamol 500 mg: 2 Box + 3 Strip');
    await page.locator('.transfer-confirm').click();

    const drawer = page.locator('.transfer-detail-drawer');
    await expect.poll(() => drawer.locator('.transfer-lines tbody tr.ant-table-row').count()).toBe(3);
    expect(await drawer.innerText()).toContain('Menunggu Persetujuan');
    // waiting: nothing has moved yet
    expect((await held(ctx.company.gudang.utama))['Paracetamol 500 mg'].product_qty).toBe(100);

    await drawer.locator('.approve-stock_transfer').click();
    await confirmDialog(page, '.confirm-approve');
    await expect.poll(() => drawer.innerText()).toContain('Dalam Perjalanan');
    expect(await drawer.locator('.transfer-transit-note').innerText()).toContain('dalam perjalanan');
    // in transit: out of Gudang Utama, not yet in Gudang Cabang
    let from = await held(ctx.company.gudang.utama);
    expect(from['Paracetamol 500 mg'].product_qty_text).toBe('7 Box + 7 Strip');
    expect(from['Amoxicillin 500 mg'].product_qty).toBe(17);
    expect(await held(ctx.company.gudang.cabang)).toEqual({});

    await drawer.locator('.receive-stock_transfer').click();
    await confirmDialog(page, '.confirm-receive');
    await expect.poll(() => drawer.innerText()).toContain('Diterima');
    from = await held(ctx.company.gudang.utama);
    const to = await held(ctx.company.gudang.cabang);
    expect(from['Paracetamol 500 mg'].product_qty_text).toBe('7 Box + 7 Strip');
    expect(to['Paracetamol 500 mg'].product_qty_text).toBe('2 Box + 3 Strip');
    expect(to['Amoxicillin 500 mg'].batches.map((b) => [b.batch_no, b.qty])).toEqual([
      ['B0', 5],
      ['B1', 3],
    ]);
    await page.locator('.confirm-receive').waitFor({ state: 'hidden' });
    await animationsDone(page);
    await screenshot(page, 'stock-transfer-detail');

    const [print] = await Promise.all([page.context().waitForEvent('page'), drawer.locator('.transfer-detail-print').click()]);
    await print.locator('.print-stock-transfer').waitFor();
    const text = await print.locator('.print-stock-transfer').innerText();
    expect(text).toContain('TRANSFER STOK');
    expect(text).toMatch(/TRF\/\d{4}\/0001/);
    expect(text).toContain('Gudang Cabang');
    expect(text).toContain('2 Box + 3 Strip');
    await screenshot(print, 'stock-transfer-print');
    await print.close();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('.transfer-table tbody tr.ant-table-row').first().innerText()).toContain('Diterima');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  }, 300_000);

  it('a rejection asks for a reason and moves nothing', async () => {
    const t = await admin.ok<{ transfer_number: string }>(
      'POST',
      '/transfer_stok/add_stored',
      { gudang_from_id: ctx.company.gudang.utama, gudang_to_id: ctx.company.gudang.cabang, lines: [{ product_id: ids.para, qty: 10 }] },
      { json: true },
    );
    const before = [await held(ctx.company.gudang.utama), await held(ctx.company.gudang.cabang)];
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/inventory/stocktransfer');
    const row = page.locator('.transfer-table tbody tr.ant-table-row').filter({ hasText: t.transfer_number });
    await expect.poll(() => row.innerText()).toContain('Menunggu Persetujuan');
    await row.locator('.reject-stock_transfer').click();
    const modal = page.locator('.reject-modal');
    await modal.locator('.confirm-reject').click();
    await expect.poll(() => modal.innerText()).toContain('Alasan penolakan wajib diisi');
    await modal.locator('#transfer_reject_reason').fill('Cabang masih punya stok');
    await modal.locator('.confirm-reject').click();
    await expect.poll(() => row.innerText()).toContain('Ditolak');
    expect([await held(ctx.company.gudang.utama), await held(ctx.company.gudang.cabang)]).toEqual(before);
    await screenshot(page, 'stock-transfer-list');
    await closePage(page);
  }, 300_000);
});
