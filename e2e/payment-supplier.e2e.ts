import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, createUser, createVendor, listWarehouses, placePurchaseOrder, receiveWholeOrder } from './support/api';
import { closePage, confirmDialog, loginByToken, newPage, pickOption, rupiah, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

const FINANCE = { username: 'spv_finance_hutang', password: 'Rahasia-Hutang-915' };

interface Receipt {
  penerimaan_id: number;
  penerimaan_number: string;
}

/**
 * Issue 22 item 4 in the browser: Pembayaran > Tagihan Supplier lists what the company owes per
 * receipt; two receipts of one supplier are paid in one payment ('Bayar Terpilih'), another finance
 * user approves it on the Pembayaran Supplier tab, and the receipts read Lunas with the summary cards
 * at zero; the ageing tab shows what another supplier still owes.
 */
describe('Supplier payments: Tagihan Supplier, a multi-receipt payment, verification', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  const receipts: Receipt[] = [];
  let other: Receipt;

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    const product = await createProduct(admin, 'Cetirizine Hutang', boxOf10(unit));
    const utama = (await listWarehouses(admin)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    const vendor = await createVendor(admin, 'SHB1', 'PT Sumber Hutang');
    const vendor2 = await createVendor(admin, 'SHB2', 'PT Lain Hutang');
    const receive = async (vendorId: number, qty: number, price: number) => {
      const o = await placePurchaseOrder(admin, { vendor_id: vendorId, gudang_id: utama, lines: [{ product_id: product, unit: 'kecil', qty, price }] });
      return receiveWholeOrder<Receipt>(admin, o.order_id);
    };
    // Rp 30.000 and Rp 45.000 from one supplier; Rp 12.000 from another.
    receipts.push(await receive(vendor, 10, 3000), await receive(vendor, 15, 3000));
    other = await receive(vendor2, 4, 3000);
    await admin.ok('POST', '/master/kasbank/create', {
      kasbank_code: 'MDR5',
      kasbank_name: 'Rekening Mandiri Hutang',
      kasbank_type: 'bank',
      kasbank_bank_name: 'Mandiri',
      kasbank_account_number: '1300012345',
      kasbank_account_holder: 'PT Toko',
    });
    await createUser(admin, { ...FINANCE, groupId: 3, fullName: 'Rina Finance' });
  });

  it('pays two receipts of one supplier in one payment; approved, both read Lunas', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/verification/payment-order');
    const list = page.locator('.supplier-invoice-list');
    const rowOf = (r: Receipt) => list.locator('tbody tr.ant-table-row').filter({ hasText: r.penerimaan_number });
    await rowOf(receipts[0]).waitFor();
    // What is owed in all: Rp 87.000.
    await expect.poll(() => page.locator('.supplier-summary-due .ant-statistic-content').innerText()).toBe(rupiah(87000));
    expect(await rowOf(receipts[1]).locator('.supplier-invoice-due').innerText()).toBe(rupiah(45000));

    for (const r of receipts) await rowOf(r).locator('.ant-checkbox-input').check();
    // another supplier's receipt cannot join the payment
    expect(await rowOf(other).locator('.ant-checkbox-input').isDisabled()).toBe(true);
    await page.locator('.supplier-pay-selected').click();
    const form = page.locator('.supplier-payment-form');
    await form.waitFor();
    await expect.poll(() => form.locator('.supplier-payment-total').innerText()).toBe(rupiah(75000));
    // the transfer leaves one of the company's accounts
    await pickOption(page, form.locator('#supplier_bank_id'), 'Mandiri 1300012345');
    await screenshot(page, 'payment-supplier-form');
    await form.locator('.supplier-payment-save').click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(receipts[0]).locator('.supplier-invoice-pending').innerText()).toBe(`${rupiah(30000)} menunggu verifikasi`);
    await closePage(page);

    // Another finance user approves it on the Pembayaran Supplier tab.
    const fin = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(fin, FINANCE, '/verification/payment-order?tab=pembayaran');
    const prow = fin.locator('.supplier-payment-table tbody tr.ant-table-row').filter({ hasText: 'PT Sumber Hutang' });
    await prow.waitFor();
    expect(await prow.locator('.supplier-payment-status-menunggu_verifikasi').innerText()).toBe('Menunggu Verifikasi');
    await prow.locator('.supplier-payment-number').click();
    const drawer = fin.locator('.supplier-payment-detail-drawer');
    await drawer.locator('.supplier-payment-details').waitFor();
    expect(await drawer.locator('.supplier-payment-amount-view').innerText()).toBe(rupiah(75000));
    await drawer.locator('.approve-supplier_payment').click();
    await confirmDialog(fin, '.confirm-approve');
    await expect.poll(() => drawer.locator('.supplier-payment-status-disetujui').count()).toBe(1);
    await screenshot(fin, 'payment-supplier-approved');

    // Tagihan (its tab, opened again: the list is read anew): both paid (Lunas under the status filter);
    // what is still owed is the other supplier's Rp 12.000.
    await drawer.locator('.ant-drawer-close').click();
    await expect.poll(() => fin.locator('.ant-drawer-mask:visible').count()).toBe(0);
    await fin
      .locator('.supplier-invoice-tabs .ant-tabs-tab')
      .filter({ hasText: /^Tagihan$/ })
      .click();
    await expect.poll(() => fin.locator('.supplier-summary-due .ant-statistic-content').innerText()).toBe(rupiah(12000));
    expect(await fin.locator('.supplier-invoice-list tbody tr.ant-table-row').filter({ hasText: receipts[0].penerimaan_number }).count()).toBe(0);
    await fin.locator('#supplier_filter_status').click();
    await fin
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Lunas$/ })
      .first()
      .click();
    const paid = fin.locator('.supplier-invoice-list tbody tr.ant-table-row').filter({ hasText: receipts[1].penerimaan_number });
    await expect.poll(() => paid.locator('.supplier-invoice-paid').innerText()).toBe('Lunas');

    // Umur Hutang: the other supplier's Rp 12.000, due on its receipt date (no term): not yet late.
    await fin.locator('.supplier-invoice-tabs .ant-tabs-tab').filter({ hasText: 'Umur Hutang' }).click();
    const ageing = fin.locator('.ageing-table tbody tr.ant-table-row').filter({ hasText: 'PT Lain Hutang' });
    await ageing.waitFor();
    expect(await ageing.innerText()).toContain(rupiah(12000));
    await screenshot(fin, 'payment-supplier-ageing');
    await closePage(fin);
  });

  it("edits a supplier's payment term in the supplier form", async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/configure/supplier-data-create');
    const form = page.locator('.resource-form-vendor');
    await form.waitFor();
    expect(await form.innerText()).toContain('Termin Pembayaran (hari)');
    await form.getByLabel('Termin Pembayaran (hari)').fill('45');
    await form.getByLabel('Kode Supplier').fill('SHB3');
    await form.getByLabel('Nama Supplier').fill('PT Termin Empat Lima');
    await form.locator('.resource-form-submit').click();
    await expect
      .poll(
        async () =>
          (await admin.ok<{ data: { vendor_code: string; payment_term_days: number }[] }>('POST', '/vendor/index', { page: 1, perPage: 100 })).data.find(
            (v) => v.vendor_code === 'SHB3',
          )?.payment_term_days,
      )
      .toBe(45);
    await closePage(page);
  });
});
