import { beforeAll, describe, expect, it } from 'vitest';
import { Api, createBoxStrip } from './support/api';
import { loginByToken, newPage, pickOption, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

interface LeadRow {
  lead_id: number;
  lead_code: string;
  lead_name: string;
  source: string;
  admin_id: number;
}

describe('Penjualan > Closing Leads in the browser', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  let productId = 0;

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    // An earlier lead of today from Instagram, so the chart has a second source.
    await admin.ok('POST', '/lead/add_stored', { lead_name: 'Dewi Lestari', source: 'instagram', lead_phone: '081300001111' });
    const unit = await createBoxStrip(admin);
    productId = (
      await admin.ok<{ product_id: number[] }>(
        'POST',
        '/product/create_stored',
        { main_name: 'Madu Hutan 500 ml', product_satuan_besar: unit.box, product_isi: 10, product_satuan_kecil: unit.strip },
        { json: true },
      )
    ).product_id[0];
    await admin.ok('POST', '/product_price/stored', { product_id: productId, gudang_id: 0, product_price_sale: 75000 }, { json: true });
  });

  it('adds a lead through the dialog (field errors first), sees it in the list and the chart, opens it and the ratio report', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    try {
      await loginByToken(page, ctx.admin, '/sale/closing-leads');
      await page.locator('.lead-table').waitFor();
      // The chart's figures (its visually hidden table, one row per day); today's is the last.
      const todayBar = page.locator('.lead-chart-leads .chart-data tbody tr').last();
      const count = (row: typeof todayBar, col: string) => row.locator(`td[data-col="${col}"]`).textContent();
      await expect.poll(() => count(todayBar, 'total')).toBe('1');
      await expect.poll(() => page.locator('.lead-chart-leads .bo-chart svg').count()).toBe(1);

      await page.locator('.lead-add').click();
      const dialog = page.locator('.lead-add-modal');
      await dialog.locator('#lead_name').waitFor();
      // The form's own rules (the contract's schema) before anything is sent.
      await dialog.locator('#lead_phone').fill('abc');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect
        .poll(() => dialog.locator('.ant-form-item-explain-error').allInnerTexts())
        .toEqual(
          expect.arrayContaining(['Nama calon pelanggan wajib diisi', 'Sumber wajib diisi', expect.stringMatching(/^Nomor telepon harus berupa angka/)]),
        );
      await dialog.locator('#lead_name').fill('Budi Santoso');
      await dialog.locator('#lead_phone').fill('0812-7777-8888');
      await pickOption(page, dialog.locator('#source'), 'WhatsApp');
      await dialog.locator('#product_interest').fill('Madu Hutan 500 ml');
      await dialog.locator('#note').fill('Tanya harga grosir');
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect.poll(() => page.locator('.lead-add-modal:visible').count()).toBe(0);

      const stored = (await admin.ok<{ data: LeadRow[] }>('POST', '/lead/list', { search: 'Budi Santoso' })).data;
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ lead_name: 'Budi Santoso', source: 'whatsapp' });
      const row = page.locator('.lead-table tr.ant-table-row').filter({ hasText: 'Budi Santoso' });
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.innerText()).toContain(stored[0].lead_code);
      await expect.poll(() => row.innerText()).toContain('WhatsApp');
      await expect.poll(() => row.innerText()).toContain('Belum closing');
      // Today's bar counts both leads; per source it stacks WhatsApp and Instagram.
      await expect.poll(() => count(todayBar, 'total')).toBe('2');
      await page.locator('.lead-chart-view').getByText('Per sumber').click();
      // the legend of the drawing names both sources; the day's figures split 1 + 1
      await expect
        .poll(() => page.locator('.lead-chart-leads .bo-chart svg text').allTextContents())
        .toEqual(expect.arrayContaining(['Instagram', 'WhatsApp']));
      await expect.poll(() => Promise.all([count(todayBar, 'whatsapp'), count(todayBar, 'instagram')])).toEqual(['1', '1']);

      // Filters: Instagram only.
      await pickOption(page, page.locator('.lead-filter-source'), 'Instagram');
      await expect.poll(() => page.locator('.lead-table tr.ant-table-row').allInnerTexts()).toEqual([expect.stringContaining('Dewi Lestari')]);
      await page.locator('.lead-filter-source .ant-select-clear').click();
      await expect.poll(() => page.locator('.lead-table tr.ant-table-row').count()).toBe(2);

      // The detail, and Closing leads to the create-order page with the lead.
      await row.locator('.lead-detail').click();
      const drawer = page.locator('.lead-detail-drawer');
      await expect.poll(() => drawer.innerText()).toContain('Madu Hutan 500 ml');
      await expect.poll(() => drawer.innerText()).toContain('Belum ada tagihan');
      await drawer.locator('.lead-closing').click();
      await expect.poll(() => page.url()).toContain(`/sale/order-list/create-order?lead_id=${stored[0].lead_id}`);

      // The order made from the lead (a pre-order, so no stock is needed) closes it: tag, closing chart, ratios.
      await admin.ok(
        'POST',
        '/purchase_order/add_stored',
        {
          customer_name: 'Budi Santoso',
          gudang_id: ctx.company.gudang.utama,
          is_indent: 1,
          lead_id: stored[0].lead_id,
          lines: [{ product_id: productId, unit: 'kecil', qty: 2 }],
        },
        { json: true },
      );
      await page.goto(`${ctx.server.url}/sale/closing-leads`);
      const closedRow = page.locator('.lead-table tr.ant-table-row').filter({ hasText: 'Budi Santoso' });
      await expect.poll(() => closedRow.locator('.lead-closed-tag').count()).toBe(1);
      await expect.poll(() => closedRow.locator('.lead-closing').count()).toBe(0);
      await expect.poll(() => page.locator('.lead-chart-closings .chart-data tbody tr').last().locator('td[data-col="total"]').textContent()).toBe('1');

      // The ratio reports: two leads today, one closed (Rp 150.000).
      await page.goto(`${ctx.server.url}/report/ratio-source-leads`);
      await page.locator('.ratio-source-table').waitFor();
      const wa = page.locator('.ratio-source-table tr.ant-table-row').filter({ hasText: 'WhatsApp' });
      await expect.poll(() => wa.innerText()).toMatch(/WhatsApp\s+1\s+1\s+100%\s+Rp 150\.000,-/);
      await expect.poll(() => page.locator('.ratio-totals').innerText()).toMatch(/50%/);
      await expect.poll(() => page.locator('.ratio-chart .chart-data tbody tr').count()).toBe(2);
      await expect.poll(() => page.locator('.ratio-chart .bo-chart svg text').allTextContents()).toEqual(expect.arrayContaining(['Lead', 'Closing']));
      await page.goto(`${ctx.server.url}/report/ratio-closing-cs`);
      await expect.poll(() => page.locator('.ratio-admin-table tr.ant-table-row').allInnerTexts()).toEqual([expect.stringMatching(/\s2\s+1\s+50%/)]);
    } catch (e) {
      await screenshot(page, 'sales-leads');
      throw e;
    } finally {
      await page.close();
    }
  });
});
