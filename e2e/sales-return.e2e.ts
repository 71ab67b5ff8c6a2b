import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, listWarehouses } from './support/api';
import { chooseOption, closePage, confirmDialog, loginByToken, newPage, pickOption, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';

interface ReturRow {
  retur_konsumen_number: string;
  status: string;
  gudang_id: number;
  destination: string;
  refund_total: number;
  order_amount_due: number;
  order_refund_due: number;
  lines: { qty: number; reason: string }[];
}

describe('Penjualan > Retur Konsumen in the browser', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  const ids = { para: 0, utama: 0, cabang: 0, invoice: '' };
  const held = async (gudangId: number) => {
    const rows = await admin.ok<{ product_id: number; product_qty: number }[]>('POST', '/retur/supplier/product_in_gudang', {
      gudang_id: gudangId,
      search: 'Paracetamol',
    });
    return rows.find((r) => r.product_id === ids.para)?.product_qty ?? 0;
  };

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    ids.para = await createProduct(admin, 'Paracetamol 500 mg', boxOf10(unit));
    await admin.ok('POST', '/product_price/price_sale_stored', { product_id: ids.para, product_price_sale: 1000 });
    const warehouses = await listWarehouses(admin);
    ids.utama = warehouses.find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    ids.cabang = warehouses.find((w) => w.master_gudang_name !== 'Gudang Utama')?.master_gudang_id as number;
    await admin.ok('POST', '/stock_opname/add_stored', { gudang_id: ids.utama, lines: [{ product_id: ids.para, counted_qty: 100 }] }, { json: true });
    // A cashier sale of 1 Box + 5 Strip at Rp 1.000 a Strip, paid by QRIS: Rp 15.000, finished at once (in the admin's open shift).
    await admin.ok('POST', '/shift_config/create_stored', { shift_name: 'Retur Kasir', shift_start: '00:00', shift_end: '23:59' });
    const masterShift = (await admin.ok<{ master_shifts: { shift_id: number }[] }>('GET', '/kasir/shift/current')).master_shifts[0].shift_id;
    await admin.ok('POST', '/kasir/shift/open', { master_shift_id: masterShift, gudang_id: ids.utama, opening_cash: 0 });
    // QRIS is received on a Kas & Bank account, which the sale names.
    await admin.ok('POST', '/master/kasbank/create', { kasbank_code: 'QRIS1', kasbank_name: 'Rekening QRIS', kasbank_type: 'bank', kasbank_bank_name: 'BCA' });
    const bankId = (await admin.ok<{ value: number }[]>('GET', '/purchase_order/komponen/bank'))[0].value;
    const sale = await admin.ok<{ invoice_number: string; status: string; grand_total: number }>(
      'POST',
      '/purchase_order/add_stored',
      { is_pos: 1, gudang_id: ids.utama, payment_method: 'qris', bank_id: bankId, lines: [{ product_id: ids.para, unit: 'kecil', qty: 15 }] },
      { json: true },
    );
    expect(sale).toMatchObject({ status: 'selesai', grand_total: 15000 });
    ids.invoice = sale.invoice_number;
  });

  it('makes a return against the sale into a quarantine warehouse, approves it and prints it', async () => {
    const warehouses = await listWarehouses(admin);
    const cabangName = warehouses.find((w) => w.master_gudang_id === ids.cabang)?.master_gudang_name as string;
    expect(await held(ids.cabang)).toBe(0);
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/sale/retur-sale');
    await page.locator('.retur-konsumen-page').waitFor();
    await page.locator('.retur-konsumen-add').click();
    const form = page.locator('.retur-konsumen-form');
    await form.locator('#order_id').click();
    await form.locator('#order_id').pressSequentially(ids.invoice.slice(-5));
    await chooseOption(page, ids.invoice);
    const row = form.locator('.retur-konsumen-form-lines tbody tr.ant-table-row').first();
    await expect.poll(() => row.innerText()).toContain('Paracetamol 500 mg');
    expect(await row.innerText()).toContain('1 Box + 5 Strip');
    await form.locator('.retur-konsumen-destination').getByText('Karantina').click();
    await pickOption(page, form.locator('#gudang_id'), cabangName);
    // More than was sold is refused on the line before anything is sent.
    await form.locator('#lines_0_qty_besar').fill('2');
    await form.locator('#lines_0_reason').fill('Kemasan penyok');
    await form.locator('.retur-konsumen-save').click();
    await expect.poll(() => row.innerText()).toContain('Paling banyak 1 Box + 5 Strip');
    await form.locator('#lines_0_qty_besar').fill('0');
    await form.locator('#lines_0_qty').fill('3');
    await expect.poll(() => form.locator('.retur-konsumen-estimate').innerText()).toContain('3.000');
    await form.locator('.retur-konsumen-save').click();

    const drawer = page.locator('.retur-konsumen-detail-drawer');
    await expect.poll(() => drawer.locator('.retur-konsumen-lines tbody tr.ant-table-row').first().innerText()).toContain('3 Strip');
    expect(await drawer.locator('.retur-konsumen-status').innerText()).toBe('Diajukan');
    expect(await drawer.locator('.retur-konsumen-refund').innerText()).toContain('3.000');
    expect(await held(ids.cabang)).toBe(0);

    // Approve: asks first, then the goods enter the quarantine warehouse and the sale owes the customer Rp 3.000.
    await drawer.locator('.approve-retur_konsumen').click();
    await confirmDialog(page, '.confirm-approve');
    await expect.poll(() => drawer.locator('.retur-konsumen-status').innerText()).toBe('Disetujui');
    expect(await held(ids.cabang)).toBe(3);
    expect(await drawer.locator('.retur-konsumen-invoice').innerText()).toContain('kelebihan bayar Rp 3.000');
    const rows = (await admin.ok<{ data: ReturRow[] }>('POST', '/retur/konsumen/list', { page: 1, perPage: 10 })).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'disetujui',
      gudang_id: ids.cabang,
      destination: 'karantina',
      refund_total: 3000,
      order_amount_due: 0,
      order_refund_due: 3000,
      lines: [{ qty: 3, reason: 'Kemasan penyok' }],
    });
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await screenshot(page, 'sales-return-detail');

    const [print] = await Promise.all([page.context().waitForEvent('page'), drawer.locator('.retur-konsumen-detail-print').click()]);
    await print.locator('.print-retur-konsumen').waitFor();
    const printed = await print.locator('.print-retur-konsumen').innerText();
    expect(printed).toContain('RETUR KONSUMEN');
    expect(printed).toContain(ids.invoice);
    expect(printed).toContain('Kemasan penyok');
    await print.close();
    await drawer.locator('.ant-drawer-close').click();

    const table = page.locator('.retur-konsumen-table');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').first().innerText()).toContain('Disetujui');
    expect(await table.locator('tbody tr.ant-table-row').first().innerText()).toContain(rows[0].retur_konsumen_number);
    await screenshot(page, 'sales-return-list');
    await closePage(page);
  });

  it('shows the remaining amount after returns on the Tagihan list and in its detail drawer', async () => {
    // An unpaid order of 10 Strip at Rp 1.000, processed, packed, shipped; a return of 4 Strip approved (Rp 4.000), one of 2 rejected.
    const order = await admin.ok<{ order_id: number; invoice_number: string; grand_total: number }>(
      'POST',
      '/purchase_order/add_stored',
      { customer_name: 'Apotek Sisa', gudang_id: ids.utama, lines: [{ product_id: ids.para, unit: 'kecil', qty: 10 }] },
      { json: true },
    );
    expect(order.grand_total).toBe(10000);
    await admin.ok('POST', '/purchase_order/update_status', { order_id: order.order_id, action: 'pick' });
    const detail = await admin.ok<{ lines: { product_sku: string; line_id: number }[] }>('POST', '/purchase_order/detail', { order_id: order.order_id });
    await admin.ok('POST', '/shipment/scan_barcode', { order_id: order.order_id, barcode: detail.lines[0].product_sku, qty: 10 });
    await admin.ok('POST', '/shipment/add_stored', { order_ids: [order.order_id], kurir: 'Kurir Toko' }, { json: true });
    const retur = async (qty: number) =>
      await admin.ok<{ retur_konsumen_id: number; retur_konsumen_number: string }>(
        'POST',
        '/retur/konsumen/add_stored',
        { order_id: order.order_id, gudang_id: ids.utama, lines: [{ order_line_id: detail.lines[0].line_id, qty, unit: 'kecil', reason: 'Rusak' }] },
        { json: true },
      );
    const approved = await retur(4);
    await admin.ok('POST', '/retur/konsumen/update_status_stored', { retur_konsumen_id: approved.retur_konsumen_id, status: 'disetujui' }, { json: true });
    const rejected = await retur(2);
    await admin.ok(
      'POST',
      '/retur/konsumen/update_status_stored',
      { retur_konsumen_id: rejected.retur_konsumen_id, status: 'ditolak', status_reason: 'Bukan barang kami' },
      { json: true },
    );

    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/sale/order-list');
    const rowOf = (invoice: string) => page.locator('.so-table tbody tr.ant-table-row').filter({ hasText: invoice });
    // 10.000 − 4.000 returned − 0 paid = 6.000 still due; the rejected return counts for nothing.
    const row = rowOf(order.invoice_number);
    await expect.poll(() => row.locator('.so-amount-due').innerText()).toContain('6.000');
    expect(await row.locator('.so-returned').innerText()).toContain('4.000');
    // The cashier sale (paid Rp 15.000, Rp 3.000 returned): nothing due, Rp 3.000 paid too much.
    const sale = rowOf(ids.invoice);
    expect(await sale.locator('.so-amount-due').innerText()).toContain('0');
    expect(await sale.locator('.so-refund-due').innerText()).toContain('3.000');

    await screenshot(page, 'sales-return-order-list');
    await row.locator('.so-number').click();
    const drawer = page.locator('.so-detail-drawer');
    await expect.poll(() => drawer.locator('.so-returns tbody tr.ant-table-row').count()).toBe(2);
    const returns = await drawer.locator('.so-returns tbody tr.ant-table-row').allInnerTexts();
    expect(returns[0]).toContain(approved.retur_konsumen_number);
    expect(returns[0]).toContain('Disetujui');
    expect(returns[1]).toContain('Ditolak');
    const totals = await drawer.locator('.so-balance-totals').innerText();
    expect(totals).toContain('Retur disetujui');
    expect(totals).toContain('4.000');
    expect(await drawer.locator('.so-balance-totals .so-amount-due').innerText()).toContain('6.000');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await drawer.locator('.so-balance').scrollIntoViewIfNeeded();
    await screenshot(page, 'sales-return-order-balance');

    // The other 6 Strip returned and approved: nothing left to pay though the order was never marked paid.
    // The list, the kwitansi and the info page all read it as settled, not 'Belum Lunas (sisa Rp 0)'.
    const rest = await retur(6);
    await admin.ok('POST', '/retur/konsumen/update_status_stored', { retur_konsumen_id: rest.retur_konsumen_id, status: 'disetujui' }, { json: true });
    const { public_token } = await admin.ok<{ public_token: string }>('POST', '/purchase_order/detail', { order_id: order.order_id });
    await page.reload();
    await expect.poll(() => rowOf(order.invoice_number).locator('.so-paid').innerText()).toBe('Lunas (dengan retur)');
    expect(await rowOf(order.invoice_number).locator('.so-amount-due').innerText()).toContain('0');
    const link = `${public_token}/${encodeURIComponent(order.invoice_number)}`;
    await page.goto(`${ctx.server.url}/kwitansi/${link}`);
    await expect.poll(() => page.getByTestId('pi-payment').innerText()).toBe('Lunas (dengan retur)');
    await screenshot(page, 'sales-return-kwitansi-settled');
    await page.goto(`${ctx.server.url}/info/${link}`);
    await expect.poll(() => page.getByTestId('pi-payment').innerText()).toBe('Lunas (dengan retur)');
    expect(await page.getByTestId('pi-remaining').innerText()).toContain('0');
    await closePage(page);
  });
});
