import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, createUser, createVendor, listWarehouses, placePurchaseOrder } from './support/api';
import { closePage, loginByToken, newPage, screenshot } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload } from './support/excel';

interface Order {
  order_id: number;
  invoice_number: string;
  grand_total: number;
}

/**
 * Issue 22 items 6 and 7 in the browser: Kas & Bank shows each account's opening, money in, money
 * out and closing from approved payments (a voided one moves nothing), the movements with the
 * account balance, the balances as Excel, and a payment's kwitansi print from its movement.
 */
describe('Kas & Bank: balances and movements from approved payments, and a payment print', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  const orders: Order[] = [];
  const bank = { bca: 0, kas: 0 };
  let supplierPayment = '';

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    const product = await createProduct(admin, 'Vitamin C Kas', boxOf10(unit));
    await admin.ok('POST', '/product_price/price_sale_stored', { product_id: product, product_price_sale: 10000 });
    const utama = (await listWarehouses(admin)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    await admin.ok('POST', '/stock_opname/add_stored', { gudang_id: utama, lines: [{ product_id: product, counted_qty: 100 }] }, { json: true });
    for (const k of [
      { kasbank_code: 'BCA1', kasbank_name: 'Rekening BCA', kasbank_type: 'bank', kasbank_bank_name: 'BCA', kasbank_opening_balance: 1000000 },
      { kasbank_code: 'KAS1', kasbank_name: 'Kas Toko', kasbank_type: 'kas' },
    ])
      await admin.ok('POST', '/master/kasbank/create', k);
    const accounts = await admin.ok<{ data: { kasbank_id: number; kasbank_code: string }[] }>('POST', '/master/kasbank/list', { page: 1, perPage: 50 });
    bank.bca = accounts.data.find((a) => a.kasbank_code === 'BCA1')?.kasbank_id as number;
    bank.kas = accounts.data.find((a) => a.kasbank_code === 'KAS1')?.kasbank_id as number;
    // Three invoices of 30.000, 20.000 and 40.000.
    for (const qty of [3, 2, 4])
      orders.push(
        await admin.ok<Order>(
          'POST',
          '/purchase_order/add_stored',
          {
            customer_name: 'Toko Sumber Kas',
            destination_name: 'Toko Sumber Kas',
            destination_phone: '081234509999',
            destination_address: 'Jl. Kas 2',
            gudang_id: utama,
            lines: [{ product_id: product, qty, unit: 'kecil' }],
          },
          { json: true },
        ),
      );
    // Paid (Tandai Lunas, an approved payment): 30.000 to BCA, 20.000 to Kas; 40.000 to BCA then voided.
    await admin.ok('POST', '/purchase_order/update_paid', { order_id: orders[0].order_id, payment_method: 'transfer', bank_id: bank.bca });
    await admin.ok('POST', '/purchase_order/update_paid', { order_id: orders[1].order_id, payment_method: 'cash', bank_id: bank.kas });
    await admin.ok('POST', '/purchase_order/update_paid', { order_id: orders[2].order_id, payment_method: 'transfer', bank_id: bank.bca });
    await admin.ok('POST', '/purchase_order/update_unpaid', { order_id: orders[2].order_id });
    // A receipt of Rp 15.000 from a supplier, paid from BCA: recorded by the admin, approved by another finance user.
    const vendor = await createVendor(admin, 'SKB1', 'PT Pemasok Kas');
    const po = await placePurchaseOrder(admin, { vendor_id: vendor, gudang_id: utama, lines: [{ product_id: product, unit: 'kecil', qty: 5, price: 3000 }] });
    const d = await admin.ok<{ lines: { line_id: number; qty: number }[] }>('GET', `/penerimaan_order/get_detail?order_id=${po.order_id}`);
    const receipt = await admin.ok<{ penerimaan_id: number }>(
      'POST',
      '/penerimaan/add_stored',
      { order_id: po.order_id, lines: d.lines.map((l) => ({ order_line_id: l.line_id, qty: l.qty })) },
      { json: true },
    );
    await admin.ok('POST', '/penerimaan/approved_stored', { penerimaan_id: receipt.penerimaan_id });
    const paid = await admin.ok<{ payment_id: number; payment_number: string }>(
      'POST',
      '/payment/finance_order_multiple_stored',
      {
        order_vendor_id: vendor,
        type: 'supplier',
        payment_method: 'transfer',
        bank_id: bank.bca,
        details: [{ penerimaan_id: receipt.penerimaan_id, amount: 15000 }],
      },
      { json: true },
    );
    supplierPayment = paid.payment_number;
    const finance = { username: 'spv_finance_kas', password: 'Rahasia-Kas-4821' };
    await createUser(admin, { ...finance, groupId: 3, fullName: 'Dewi Finance' });
    const approver = new Api(ctx.server.url);
    await approver.login(finance.username, finance.password);
    await approver.ok('POST', '/payment/approval_finance_order_multiple_stored', { payment_id: paid.payment_id, action: 'approve' });
  });

  it('shows the figures of the period, the movements, the Excel and a kwitansi print', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/bank');
    const totals = page.locator('.bank-totals');
    await expect.poll(() => totals.locator('.bank-total-closing .ant-statistic-content').innerText(), { timeout: 15_000 }).toBe('Rp 1.035.000,-');
    expect(await totals.locator('.bank-total-opening .ant-statistic-content').innerText()).toBe('Rp 1.000.000,-');
    expect(await totals.locator('.bank-total-in .ant-statistic-content').innerText()).toBe('Rp 50.000,-');
    expect(await totals.locator('.bank-total-out .ant-statistic-content').innerText()).toBe('Rp 15.000,-');

    const accounts = page.locator('.bank-accounts-table tbody tr.ant-table-row');
    await expect.poll(() => accounts.count()).toBe(2);
    const bca = accounts.filter({ hasText: 'Rekening BCA' });
    expect(await bca.locator('td.col-closing').innerText()).toBe('Rp 1.015.000,-');
    expect(await accounts.filter({ hasText: 'Kas Toko' }).locator('td.col-in').innerText()).toBe('Rp 20.000,-');

    // The voided payment is no movement: three movements; BCA reads 1.030.000 after the customer's, 1.015.000 after the supplier's.
    const movements = page.locator('.bank-movements-table tbody tr.ant-table-row');
    await expect.poll(() => movements.count()).toBe(3);
    const bcaMove = movements.filter({ hasText: orders[0].invoice_number });
    const outMove = movements.filter({ hasText: supplierPayment });
    expect(await outMove.locator('td.col-out').innerText()).toBe('Rp 15.000,-');
    expect(await outMove.locator('td.col-balance').innerText()).toBe('Rp 1.015.000,-');
    expect(await outMove.innerText()).toContain('PT Pemasok Kas');
    expect(await bcaMove.locator('td.col-balance').innerText()).toBe('Rp 1.030.000,-');
    expect(await bcaMove.innerText()).toContain(orders[0].invoice_number);
    expect(await bcaMove.innerText()).toContain('Toko Sumber Kas');

    // Choosing an account: its figures on the cards.
    await bca.click();
    await expect.poll(() => totals.locator('.bank-total-closing .ant-statistic-content').innerText()).toBe('Rp 1.015.000,-');
    await expect.poll(() => movements.count()).toBe(2);
    await screenshot(page, 'payment-bank');
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    // The balances as Excel, read back.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('.bank-excel-summary').click()]);
    const rows = await readDownload((await download.path()) as string);
    expect(rows.map((r) => [r['Nama Akun'], r['Saldo Awal Periode'], r.Masuk, r.Keluar, r['Saldo Akhir']])).toEqual([
      ['Rekening BCA', 1000000, 30000, 15000, 1015000],
      ['Kas Toko', 0, 20000, 0, 20000],
      ['Total semua akun', 1000000, 50000, 15000, 1035000],
    ]);

    // The kwitansi of the BCA payment from its movement's Cetak.
    await bcaMove.locator('.payment-print').click();
    const [win] = await Promise.all([page.context().waitForEvent('page'), page.locator('.payment-print-kwitansi:visible').click()]);
    const sheet = win.locator('.print-pembayaran-multiple-kwitansi');
    await sheet.waitFor();
    const body = await sheet.innerText();
    expect(body).toContain('KWITANSI');
    expect(body).toContain('Toko Sumber Kas');
    expect(body).toContain('Rp 30.000,-');
    expect(body).toContain('tiga puluh ribu rupiah');
    expect(body).toContain(orders[0].invoice_number);
    expect(body).not.toContain('SALINAN');
    await screenshot(win, 'payment-bank-kwitansi');
    await win.close();
    // The supplier payment's proof of payment out, from Pembayaran > Tagihan Supplier > Pembayaran Supplier.
    await page.goto('/verification/payment-order');
    await page.getByRole('tab', { name: 'Pembayaran Supplier' }).click();
    const row = page.locator('.supplier-payment-table tbody tr.ant-table-row').filter({ hasText: supplierPayment });
    const [out] = await Promise.all([page.context().waitForEvent('page'), row.locator('.supplier-payment-print').click()]);
    const proof = out.locator('.print-pembelian-multiple');
    await proof.waitFor();
    const text = await proof.innerText();
    expect(text).toContain('PEMBAYARAN FAKTUR PEMBELIAN');
    expect(text).toContain('PT Pemasok Kas');
    expect(text).toMatch(/Uang dibayarkan\s+Rp 15\.000,-/);
    await screenshot(out, 'payment-bank-supplier-print');
    await out.close();

    // The accounts' master page is the other tab, in the address.
    await page.goto('/bank');
    await page.getByRole('tab', { name: 'Akun Kas & Bank' }).click();
    await page.locator('.resource-page .resource-table').waitFor();
    expect(page.url()).toContain('tab=akun');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  });
});
