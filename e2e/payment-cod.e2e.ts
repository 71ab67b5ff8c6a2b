import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, listWarehouses } from './support/api';
import { closePage, loginByToken, newPage, pickOption, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

interface Order {
  order_id: number;
  invoice_number: string;
}

/**
 * Issue 22 item 5 in the browser: a COD shipment (products 500.000, shipping 20.000, COD fee 15.600,
 * courier discount 5.000 → estimate 505.000) on Pembayaran > Verifikasi COD; the courier's remittance
 * of 503.000 is recorded from 'Catat Setoran' (typed as '503.000'), the row reads Sebagian with a
 * difference of 2.000 in the cards, then the difference is explained and leaves the open differences.
 */
describe('COD verification: a courier remittance with a difference', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  let order: Order;

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    const product = await createProduct(admin, 'Salep COD', boxOf10(unit), { barcode: '8993300000017' });
    await admin.ok('POST', '/product_price/price_sale_stored', { product_id: product, product_price_sale: 250000 });
    const utama = (await listWarehouses(admin)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    await admin.ok('POST', '/stock_opname/add_stored', { gudang_id: utama, lines: [{ product_id: product, counted_qty: 20 }] }, { json: true });
    await admin.ok('POST', '/ekspedisi/create_stored', { ekspedisi_code: 'SCP', ekspedisi_name: 'SiCepat COD' });
    const couriers = await admin.ok<{ data: { ekspedisi_id: number; ekspedisi_code: string }[] }>('POST', '/ekspedisi/index', { perPage: 100 });
    const courier = couriers.data.find((c) => c.ekspedisi_code === 'SCP')?.ekspedisi_id as number;
    await admin.ok('POST', '/ekspedisi/stored_config', { ekspedisi_id: courier, ekspedisi_discount_ongkir: 5000, ekspedisi_cod: '1' });
    await admin.ok('POST', '/master/kasbank/create', {
      kasbank_code: 'BCA-COD',
      kasbank_name: 'BCA Setoran COD',
      kasbank_type: 'bank',
      kasbank_bank_name: 'Bank Setoran COD',
      kasbank_account_number: '7712345678',
    });
    order = await admin.ok<Order>(
      'POST',
      '/purchase_order/add_stored',
      {
        customer_name: 'Ibu Wati',
        destination_name: 'Ibu Wati',
        destination_phone: '081234567001',
        destination_address: 'Jl. Kenanga 3',
        gudang_id: utama,
        payment_method: 'cod',
        shipping_cost: 20000,
        cod_fee: 15600,
        ekspedisi_id: courier,
        lines: [{ product_id: product, qty: 2, unit: 'kecil' }],
      },
      { json: true },
    );
    await admin.ok('POST', '/purchase_order/update_status', { order_id: order.order_id, action: 'pick' });
    await admin.ok('POST', '/shipment/scan_barcode', { order_id: order.order_id, barcode: '8993300000017', qty: 2 });
    await admin.ok('POST', '/shipment/add_stored', { order_ids: [order.order_id], ekspedisi_id: courier, no_resi: 'SCP123' }, { json: true });
  });

  it('records a remittance from Catat Setoran and explains the difference', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    try {
      await loginByToken(page, ctx.admin, '/verification/cod');
      const row = page.locator('.cod-table tbody tr.ant-table-row').filter({ hasText: order.invoice_number });
      await expect.poll(() => row.innerText()).toContain('Belum Disetor');
      expect(await row.locator('.col-estimate').innerText()).toContain('505.000');
      const card = (key: string) => page.locator(`.cod-card-${key} .ant-statistic-content`).innerText();
      await expect.poll(() => card('estimasi_uang_masuk')).toContain('505.000');
      expect(await card('cod_fee')).toContain('15.600');
      expect(await card('ekspedisi_discount_ongkir')).toContain('5.000');
      await screenshot(page, 'cod-verification');

      // Select the row → Catat Setoran: account, the amount typed as '503.000'.
      await row.locator('.ant-checkbox-input').check();
      await page.locator('.cod-remit').click();
      const dialog = page.locator('.cod-remittance-dialog');
      await dialog.waitFor();
      await pickOption(page, dialog.locator('.cod-bank'), 'Bank Setoran COD');
      const amount = dialog.locator('#cod_amount_0');
      await amount.fill('');
      await amount.pressSequentially('503.000');
      await expect.poll(() => dialog.locator('.cod-remittance-total').innerText()).toContain('503.000');
      await screenshot(page, 'cod-remittance-dialog');
      await dialog.getByRole('button', { name: 'Simpan Setoran' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await expect.poll(() => row.locator('.cod-state').innerText()).toBe('Sebagian');
      expect(await row.locator('.col-received').innerText()).toContain('503.000');
      expect(await row.locator('.col-difference').innerText()).toContain('2.000');
      await expect.poll(() => card('selisih')).toContain('2.000');
      await expect.poll(() => card('uang_masuk')).toContain('503.000');

      // The invoice's paid figure is what the payment settled: 503.000 + the 30.600 the courier kept.
      const paid = await admin.ok<{ data: { order_id: number; paid_amount?: number; amount_due: number }[] }>('POST', '/verifikasi_cod/list', {
        order_id: order.order_id,
      });
      expect(paid.data[0].amount_due).toBe(2000);

      // Jelaskan Selisih: the difference leaves the open differences.
      await row.locator('.cod-explain').click();
      const explain = page.locator('.cod-explain-dialog');
      await explain.waitFor();
      await explain.locator('#cod_difference_note').fill('Potongan asuransi kurir');
      await explain.getByRole('button', { name: 'Simpan Penjelasan' }).click();
      await explain.waitFor({ state: 'hidden' });
      await expect.poll(() => row.locator('.cod-state').innerText()).toBe('Selisih');
      expect(await row.locator('.cod-difference-note').innerText()).toBe('Potongan asuransi kurir');
      await expect.poll(() => card('selisih')).toBe('0,-');
      await screenshot(page, 'cod-verification-explained');
    } finally {
      await closePage(page);
    }
  });
});
