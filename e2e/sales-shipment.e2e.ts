import { beforeAll, describe, expect, it } from 'vitest';
import { Api, createBoxStrip, listWarehouses } from './support/api';
import { confirmDialog, chooseOption, loginByToken, newPage, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

interface OrderRow {
  order_id: number;
  invoice_number: string;
  status: string;
}

describe('Penjualan > Siap Dikirim and Dikirim in the browser', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  let order: OrderRow;
  const ids = { vit: 0, masker: 0, other: 0, utama: 0 };

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    const make = async (main_name: string, barcode: string) =>
      (
        await admin.ok<{ product_id: number[] }>(
          'POST',
          '/product/create_stored',
          { main_name, product_satuan_besar: unit.box, product_isi: 10, product_satuan_kecil: unit.strip, barcode },
          { json: true },
        )
      ).product_id[0];
    ids.vit = await make('Vitamin C 500 mg', '8991000000011');
    ids.masker = await make('Masker Medis', '8991000000028');
    ids.other = await make('Plester Luka', '8991000000035');
    ids.utama = (await listWarehouses(admin)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    await admin.ok(
      'POST',
      '/stock_opname/add_stored',
      {
        gudang_id: ids.utama,
        lines: [
          { product_id: ids.vit, counted_qty: 50 },
          { product_id: ids.masker, counted_qty: 50 },
          { product_id: ids.other, counted_qty: 50 },
        ],
      },
      { json: true },
    );
    await admin.ok('POST', '/ekspedisi/create_stored', { ekspedisi_code: 'JNE', ekspedisi_name: 'JNE Express' });
    await admin.ok('POST', '/stock_reduction/stored_config', { config_stock_reduction: '0' });
    order = await admin.ok<OrderRow>(
      'POST',
      '/purchase_order/add_stored',
      {
        customer_name: 'Klinik Harapan',
        destination_name: 'Dr. Rina',
        destination_phone: '081234567890',
        destination_address: 'Jl. Melati No. 7',
        gudang_id: ids.utama,
        lines: [
          { product_id: ids.vit, qty: 2, unit: 'kecil' },
          { product_id: ids.masker, qty: 1, unit: 'kecil' },
        ],
      },
      { json: true },
    );
  });

  it('processes an order, picks it, packs it by scanning, ships it and marks it delivered', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    try {
      // Tagihan: Proses (Baru → Siap Dikirim), confirmed
      await loginByToken(page, ctx.admin, '/sale/order-list');
      const orderRow = page.locator('.so-table tbody tr.ant-table-row').filter({ hasText: order.invoice_number });
      await orderRow.locator('.pick-sales_order').click();
      await confirmDialog(page, '.confirm-pick');
      await expect.poll(() => orderRow.locator('.so-status').innerText()).toBe('Siap Dikirim');

      // Siap Dikirim: the order with its lines, the ED batches, then Packing
      await page.goto(`${ctx.server.url}/sale/picking-list`);
      const pickRow = page.locator('.picking-table tbody tr.ant-table-row').filter({ hasText: order.invoice_number });
      await expect.poll(() => pickRow.innerText()).toContain('Dr. Rina');
      expect(await pickRow.locator('.picking-progress').innerText()).toContain('0/3');
      await pickRow.locator('.picking-ed').click();
      const ed = page.locator('.ed-batch-modal');
      await expect.poll(() => ed.locator('tbody tr.ant-table-row').count()).toBe(2);
      expect(await ed.innerText()).toContain('Vitamin C 500 mg');
      await screenshot(page, 'picking-ed-batch');
      await page.keyboard.press('Escape');
      await ed.waitFor({ state: 'hidden' });
      await screenshot(page, 'picking-list');
      // Surat jalan and informasi penerima (A4, counted prints)
      const [sj] = await Promise.all([page.context().waitForEvent('page'), pickRow.locator('.picking-print-sj').click()]);
      await sj.locator('.print-order-surat-jalan').waitFor();
      const sjText = await sj.locator('.print-order-surat-jalan').innerText();
      expect(sjText).toContain('SURAT JALAN');
      expect(sjText).toContain(order.invoice_number);
      expect(sjText).toContain('2 Strip');
      await sj.close();
      const [info] = await Promise.all([page.context().waitForEvent('page'), pickRow.locator('.picking-print-penerima').click()]);
      await info.locator('.print-order-informasi-penerima').waitFor();
      const infoText = await info.locator('.print-order-informasi-penerima').innerText();
      expect(infoText).toContain('INFORMASI PENERIMA');
      expect(infoText).toContain('Jl. Melati No. 7');
      await info.close();
      await pickRow.locator('.picking-pack').click();
      await page.waitForURL((u) => u.pathname === '/sale/packing' && u.searchParams.get('order') === String(order.order_id));

      // Packing: the scanner types the code and Enter; the input keeps focus
      const scanInput = page.locator('input.packing-scan');
      await scanInput.waitFor();
      await expect.poll(() => scanInput.evaluate((el) => el === document.activeElement)).toBe(true);
      const feedback = page.locator('.packing-feedback');
      const scanCode = async (code: string) => {
        await page.keyboard.type(code);
        await page.keyboard.press('Enter');
      };
      await scanCode('8991000000011');
      await expect.poll(() => feedback.innerText()).toContain('Vitamin C 500 mg: 1 / 2');
      expect(await feedback.getAttribute('class')).toContain('packing-ok');
      // an item that is not in the order is refused, shown in red
      await scanCode('8991000000035');
      await expect.poll(() => feedback.innerText()).toContain(`Plester Luka tidak ada di tagihan ${order.invoice_number}`);
      expect(await feedback.getAttribute('class')).toContain('packing-error');
      await expect.poll(() => scanInput.evaluate((el) => el === document.activeElement)).toBe(true);
      await scanCode('8991000000011');
      await expect.poll(() => feedback.innerText()).toContain('Vitamin C 500 mg: 2 / 2');
      // one more than ordered is refused
      await scanCode('8991000000011');
      await expect.poll(() => feedback.innerText()).toContain('sudah lengkap dikemas');
      // a reload keeps the progress (the server's)
      await page.reload();
      await expect.poll(() => page.locator('.packing-lines').innerText()).toContain('2 / 2');
      await page.locator('input.packing-scan').waitFor();
      await scanCode('8991000000028');
      await expect.poll(() => page.locator('.packing-feedback').innerText()).toContain('Masker Medis: 1 / 1');
      await screenshot(page, 'packing-station');

      // Buat Pengiriman: courier from master Ekspedisi, resi and cost
      await page.locator('.packing-ship').click();
      const dialog = page.locator('.shipment-create-modal');
      await dialog.locator('#shipment_form_ekspedisi').click();
      await chooseOption(page, 'JNE Express');
      await dialog.locator('#shipment_form_shipping_service').fill('REG');
      await dialog.locator('#shipment_form_no_resi').fill('JNE0001234');
      await dialog.locator('#shipment_form_shipping_cost').fill('15.000');
      await dialog.locator('.shipment-create-ok').click();
      await page.waitForURL((u) => u.searchParams.get('tab') === 'pengiriman');
      const shipRow = page.locator('.shipment-table tbody tr.ant-table-row').filter({ hasText: 'JNE0001234' });
      await expect.poll(() => shipRow.locator('.shipment-status').innerText()).toBe('Dikirim');
      expect(await shipRow.innerText()).toContain(order.invoice_number);
      expect(await shipRow.innerText()).toContain('Rp 15.000,-');
      await screenshot(page, 'shipment-list');

      // detail drawer with the process timeline
      await shipRow.locator('.shipment-number').click();
      const drawer = page.locator('.shipment-detail');
      await expect.poll(() => drawer.locator('.shipment-timeline').innerText()).toContain('dibuat');
      expect(await drawer.locator('.shipment-timeline').innerText()).toContain('Siap Dikirim');
      await screenshot(page, 'shipment-detail');
      // the 100×150 mm label
      const [label] = await Promise.all([page.context().waitForEvent('page'), drawer.getByRole('button', { name: 'Cetak Label' }).click()]);
      await label.locator('.label').first().waitFor();
      const labelText = await label.locator('.label').first().innerText();
      expect(labelText).toContain('JNE0001234');
      expect(labelText).toContain('Dr. Rina');
      await label.close();
      const [manifest] = await Promise.all([page.context().waitForEvent('page'), drawer.getByRole('button', { name: 'Cetak Pengiriman' }).click()]);
      await manifest.locator('.print-shipment').waitFor();
      expect(await manifest.locator('.print-shipment').innerText()).toContain('MANIFEST PENGIRIMAN');
      await manifest.close();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      // Diterima, confirmed: the order becomes Selesai
      await shipRow.locator('.deliver-shipment').click();
      await confirmDialog(page, '.confirm-deliver');
      await expect.poll(() => shipRow.locator('.shipment-status').innerText()).toBe('Diterima');

      await page.goto(`${ctx.server.url}/sale/order-list`);
      const done = page.locator('.so-table tbody tr.ant-table-row').filter({ hasText: order.invoice_number });
      await expect.poll(() => done.locator('.so-status').innerText()).toBe('Selesai');
      await screenshot(page, 'shipment-order-selesai');
    } finally {
      await page.close();
    }
  });
});
