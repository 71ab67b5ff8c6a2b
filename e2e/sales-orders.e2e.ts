import { beforeAll, describe, expect, it } from 'vitest';
import { Api, createBoxStrip, createUser, listWarehouses } from './support/api';
import { animationsDone, chooseOption, closePage, confirmDialog, loginByToken, newPage, pickOption, screenshot } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload } from './support/excel';

interface OrderRow {
  order_id: number;
  invoice_number: string;
  status: string;
  is_paid: number;
  grand_total: number;
  customer_name: string | null;
  delete_reason: string | null;
}
const PASSWORD = 'Mitra-Rahasia-1';

describe('Penjualan > Tagihan and the partner Pemesanan in the browser', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  const ids = { para: 0, amox: 0, utama: 0, lead: 0 };
  const partnerOrders = { mine: '', other: '', staff: '' };
  const orders = async (filters: Record<string, unknown> = {}, deleted = false) =>
    (
      await admin.ok<{ data: OrderRow[] }>('POST', deleted ? '/purchase_order/list_deleted' : '/purchase_order/list', {
        columnFilters: filters,
        page: 1,
        perPage: 50,
      })
    ).data;

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    const make = async (main_name: string, price: number) => {
      const id = (
        await admin.ok<{ product_id: number[] }>(
          'POST',
          '/product/create_stored',
          { main_name, product_satuan_besar: unit.box, product_isi: 10, product_satuan_kecil: unit.strip },
          { json: true },
        )
      ).product_id[0];
      await admin.ok('POST', '/product_price/price_sale_stored', { product_id: id, product_price_sale: price });
      return id;
    };
    // Paracetamol Rp 1.000 a Strip (Rp 10.000 a Box of 10), Amoxicillin Rp 3.000 a Strip
    ids.para = await make('Paracetamol 500 mg', 1000);
    ids.amox = await make('Amoxicillin 500 mg', 3000);
    ids.utama = (await listWarehouses(admin)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    // 100 Strip (10 Box) of each counted into Gudang Utama
    await admin.ok(
      'POST',
      '/stock_opname/add_stored',
      {
        gudang_id: ids.utama,
        lines: [
          { product_id: ids.para, counted_qty: 100 },
          { product_id: ids.amox, counted_qty: 100 },
        ],
      },
      { json: true },
    );
    await admin.ok('POST', '/master/kasbank/create', {
      kasbank_code: 'BCA1',
      kasbank_name: 'Rekening BCA',
      kasbank_type: 'bank',
      kasbank_bank_name: 'BCA',
      kasbank_account_number: '7001234567',
      kasbank_account_holder: 'PT Demo',
    });
    await admin.ok('POST', '/config/stored_config_note_payment', { config_note_payment: 'Transfer ke BCA 7001234567 a.n. PT Demo' });
    await admin.ok('POST', '/config/stored_config_ppn', { config_ppn: '11' });
    await admin.ok('POST', '/config/stored_config_show_ppn', { config_show_ppn: '0' });
    ids.lead = (
      await admin.ok<{ lead_id: number }>('POST', '/lead/add_stored', { lead_name: 'Bu Rina', lead_phone: '081211112222', source: 'instagram' })
    ).lead_id;
    // two partners (group 10), each with an order of their own, and an order of the staff
    for (const username of ['mitra_satu', 'mitra_dua']) await createUser(admin, { username, password: PASSWORD, groupId: 10, fullName: `Mitra ${username}` });
    const addAs = async (api: Api, customer_name: string) =>
      (
        await api.ok<{ invoice_number: string }>(
          'POST',
          '/purchase_order/add_stored',
          { customer_name, gudang_id: ids.utama, lines: [{ product_id: ids.amox, unit: 'kecil', qty: 1 }] },
          { json: true },
        )
      ).invoice_number;
    const satu = new Api(ctx.server.url);
    await satu.login('mitra_satu', PASSWORD);
    const dua = new Api(ctx.server.url);
    await dua.login('mitra_dua', PASSWORD);
    partnerOrders.mine = await addAs(satu, 'Pelanggan Mitra Satu');
    partnerOrders.other = await addAs(dua, 'Pelanggan Mitra Dua');
    partnerOrders.staff = await addAs(admin, 'Pelanggan Kantor');
  });

  it('creates an order with two lines (one in the big unit), sees the server totals, marks it paid, prints it, deletes it with a reason', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/sale/order-list');
    await page.locator('.so-table').waitFor();
    await page.locator('.so-add').click();
    await page.waitForURL((u) => u.pathname === '/sale/order-list/create-order');
    const form = page.locator('.so-form');
    await form.waitFor();

    // 'Tambah Data' of the customer select: a new contact, chosen at once
    await form.locator('#member_id').click();
    await chooseOption(page, 'Tambah Data');
    const dialog = page.locator('.so-new-customer');
    await dialog.locator('#new_member_name').fill('Apotek Sehat');
    await dialog.locator('#new_member_phone').fill('081377788899');
    await dialog.locator('.so-new-customer-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() =>
        form
          .locator('.ant-select')
          .filter({ has: page.locator('#member_id') })
          .innerText(),
      )
      .toContain('Apotek Sehat');

    await pickOption(page, form.locator('#gudang_id'), 'Gudang Utama');
    await pickOption(page, form.locator('#source'), 'WhatsApp');
    await pickOption(page, form.locator('#payment_method'), 'Transfer Bank');
    // a transfer asks for the account of Kas & Bank
    await pickOption(page, form.locator('#bank_id'), 'BCA 7001234567');
    // the PPN switch previews the number of the PPN series, and back
    const preview = form.locator('.so-invoice-preview');
    await expect.poll(() => preview.innerText()).toMatch(/^No\. INV\/\d{4}\/00004$/);
    const plainNumber = await preview.innerText();
    await form.locator('#is_ppn_jual').click();
    await expect.poll(() => preview.innerText()).toMatch(/^No\. INVP\/\d{4}\/00001$/);
    await form.locator('#is_ppn_jual').click();
    await expect.poll(() => preview.innerText()).toBe(plainNumber);

    const search = form.locator('#so_product');
    const pick = async (text: string, name: string) => {
      await search.click();
      await search.pressSequentially(text);
      const option = page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: name });
      await option.first().waitFor();
      await option.first().click();
    };
    await pick('Para', 'Paracetamol');
    await pick('Amox', 'Amoxicillin');
    const rows = form.locator('.so-form-lines tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    // Paracetamol: 2 Box (the big unit) at the server's price of a Box; Amoxicillin: 5 Strip less 10 %
    await form.locator('#lines_0_qty').fill('2');
    await pickOption(page, form.locator('#lines_1_unit'), 'Strip');
    await form.locator('#lines_1_qty').fill('5');
    await form.locator('#lines_1_discount').fill('10');
    await form.locator('#shipping_cost').fill('10.000');
    await expect.poll(() => form.locator('.so-line-price-0').innerText()).toContain('Rp 10.000,-');
    await expect.poll(() => form.locator('.so-line-subtotal-0').innerText()).toBe('Rp 20.000,-');
    await expect.poll(() => form.locator('.so-line-subtotal-1').innerText()).toBe('Rp 13.500,-');
    // the stock of each line in Gudang Utama
    await expect.poll(() => rows.nth(0).locator('.so-line-stock').innerText()).toBe('10 Box');
    // 20.000 + 13.500 + ongkir 10.000
    await expect.poll(() => form.locator('.so-preview-grand').innerText()).toBe('Rp 43.500,-');
    expect(await form.locator('.so-form-preview').innerText()).toContain('perkiraan');
    await screenshot(page, 'sales-order-form');

    // a double press stores one order (one Idempotency-Key per submission)
    await form.locator('.so-save').dblclick();
    await page.waitForURL((u) => u.pathname === '/sale/order-list');
    const drawer = page.locator('.so-detail-drawer');
    await expect.poll(() => drawer.locator('.so-lines tbody tr.ant-table-row').count()).toBe(2);
    const mine = (await orders({ search: 'Apotek Sehat' })).filter((o) => o.customer_name === 'Apotek Sehat');
    expect(mine).toHaveLength(1);
    const saved = mine[0];
    expect(saved).toMatchObject({ status: 'baru', is_paid: 0, grand_total: 43500 });
    expect(saved.invoice_number).toBe(plainNumber.replace(/^No\.\s*/, '').trim());
    // the drawer shows the server's totals
    await expect.poll(() => drawer.locator('.so-grand-total').innerText()).toBe('Rp 43.500,-');
    expect(await drawer.locator('.so-lines').innerText()).toContain('2 Box');
    expect(await drawer.locator('.so-history').innerText()).toContain('Baru');
    await animationsDone(page);
    await screenshot(page, 'sales-order-detail');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // in the list with its tags
    const row = page.locator('.so-table tbody tr.ant-table-row').filter({ hasText: saved.invoice_number });
    await expect.poll(() => row.innerText()).toContain('Belum Lunas');
    expect(await row.locator('.so-status-baru').innerText()).toBe('Baru');
    expect(await row.innerText()).toContain('Rp 43.500,-');
    // the summary cards: this order and the three of 3.000 made in beforeAll are unpaid
    await expect.poll(() => page.locator('.so-summary-unpaid').innerText()).toBe('Belum Lunas (4 tagihan)\nRp 52.500,-');
    await screenshot(page, 'sales-order-list');

    // Ubah while Baru and unpaid: 3 Box instead of 2; the server's new total shows
    await row.locator('.so-edit').click();
    await page.waitForURL((u) => u.pathname === '/sale/order-list/edit-order');
    const edit = page.locator('.so-edit-page .so-form');
    await expect.poll(() => edit.locator('#lines_0_qty').inputValue()).toBe('2');
    expect(await edit.locator('.so-invoice-preview').innerText()).toBe(saved.invoice_number);
    await edit.locator('#lines_0_qty').fill('3');
    await expect.poll(() => edit.locator('.so-preview-grand').innerText()).toBe('Rp 53.500,-');
    await edit.locator('.so-save').click();
    await page.waitForURL((u) => u.pathname === '/sale/order-list');
    await expect.poll(() => drawer.locator('.so-grand-total').innerText()).toBe('Rp 53.500,-');
    expect((await orders({ search: saved.invoice_number }))[0].grand_total).toBe(53500);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Tandai Lunas
    await row.locator('.so-paid-open').click();
    const paidModal = page.locator('.so-paid-modal');
    await expect.poll(() => paidModal.innerText()).toContain('BCA 7001234567');
    await paidModal.locator('.confirm-paid').click();
    await expect.poll(() => row.locator('.so-paid').innerText()).toBe('Lunas');
    expect((await orders({ search: saved.invoice_number }))[0].is_paid).toBe(1);
    await expect.poll(() => page.locator('.so-summary-paid').innerText()).toBe('Lunas (1 tagihan)\nRp 53.500,-');

    // Cetak Tagihan: the A4 invoice with lines, totals, amount in words
    const [print] = await Promise.all([page.context().waitForEvent('page'), row.locator('.so-print').click()]);
    await print.locator('.print-order-invoice').waitFor();
    const text = await print.locator('.print-order-invoice').innerText();
    expect(text).toContain('FAKTUR PENJUALAN');
    expect(text).toContain(saved.invoice_number);
    expect(text).toContain('Apotek Sehat');
    expect(text).toContain('Paracetamol 500 mg');
    expect(text).toContain('3 Box');
    expect(text).toContain('5 Strip');
    expect(text).toContain('Rp 53.500,-');
    expect(text).toContain('lima puluh tiga ribu lima ratus rupiah');
    expect(text).toContain('LUNAS');
    // the account paid into and the configured payment note
    expect(text).toContain('Rekening Pembayaran');
    expect(text).toContain('Transfer ke BCA 7001234567 a.n. PT Demo');
    await screenshot(print, 'sales-order-invoice-print');
    await print.close();

    // a paid order cannot be deleted: Batal Lunas first (confirmed), then Hapus with a reason
    expect(await row.locator('.so-delete').count()).toBe(1);
    await row.locator('.so-unpaid').click();
    await page.locator('.confirm-unpaid').click();
    await expect.poll(() => row.locator('.so-paid').innerText()).toBe('Belum Lunas');
    await row.locator('.so-delete').click();
    const del = page.locator('.so-delete-modal');
    // A click while the dialog is still opening can be lost: press again until the empty reason is refused.
    await expect
      .poll(async () => {
        await del.locator('.confirm-delete').click();
        return del.innerText();
      })
      .toContain('Alasan hapus wajib diisi');
    await del.locator('#delete_reason').fill('Pelanggan membatalkan pesanan');
    await del.locator('.confirm-delete').click();
    await del.waitFor({ state: 'hidden' });
    await expect.poll(() => row.count()).toBe(0);
    const [gone] = await orders({ search: saved.invoice_number }, true);
    expect(gone).toMatchObject({ status: 'dibatalkan', delete_reason: 'Pelanggan membatalkan pesanan' });

    await page.locator('.so-tabs .ant-tabs-tab').filter({ hasText: 'Tagihan Terhapus' }).click();
    const deletedRow = page.locator('.so-deleted-table tbody tr.ant-table-row').filter({ hasText: saved.invoice_number });
    await expect.poll(() => deletedRow.innerText()).toContain('Pelanggan membatalkan pesanan');
    expect(await deletedRow.innerText()).toContain('Dibatalkan');
    await screenshot(page, 'sales-order-deleted');
    expect(await page.locator('.error-log-icon').count()).toBe(0);
    await closePage(page);
  }, 300_000);

  it("the leads page's Closing link opens the form prefilled and the order records the lead", async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, `/sale/order-list/create-order?lead_id=${ids.lead}`);
    const form = page.locator('.so-create-page .so-form');
    await expect.poll(() => form.locator('.so-lead-note').innerText()).toContain('Bu Rina');
    expect(await form.locator('#customer_name').inputValue()).toBe('Bu Rina');
    expect(await form.locator('#customer_phone').inputValue()).toBe('081211112222');
    expect(
      await form
        .locator('.ant-select')
        .filter({ has: page.locator('#source') })
        .innerText(),
    ).toContain('Instagram');
    await pickOption(page, form.locator('#gudang_id'), 'Gudang Utama');
    await form.locator('#so_product').click();
    await form.locator('#so_product').pressSequentially('Amox');
    await page.locator('.product-search-popup:visible .product-search-option').filter({ hasText: 'Amoxicillin' }).first().click();
    await form.locator('#lines_0_qty').fill('1');
    // the server's 422 lands on its field: no contact and no customer name
    await form.locator('#customer_name').fill('');
    await form.locator('.so-save').click();
    const nameItem = form.locator('.ant-form-item').filter({ has: page.locator('#customer_name') });
    await expect.poll(() => nameItem.locator('.ant-form-item-explain').innerText()).toBe('Pilih pelanggan atau isi nama pelanggan');
    await form.locator('#customer_name').fill('Bu Rina');
    await form.locator('.so-save').click();
    await page.waitForURL((u) => u.pathname === '/sale/order-list');
    // Proses (the pick move of the document) from the detail drawer
    const drawer = page.locator('.so-detail-drawer');
    await drawer.locator('.pick-sales_order').click();
    await confirmDialog(page, '.confirm-pick');
    await expect.poll(() => drawer.locator('.so-detail-head').innerText()).toContain('Siap Dikirim');
    await expect.poll(() => drawer.locator('.so-history').innerText()).toContain('Baru → Siap Dikirim');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
    // Ekspor Excel of the listed orders
    const [file] = await Promise.all([page.waitForEvent('download'), page.locator('.so-excel').click()]);
    const sheet = await readDownload((await file.path()) as string);
    expect(sheet.some((r) => Object.values(r).some((v) => String(v).includes('Bu Rina')))).toBe(true);
    const [order] = (await orders({ search: 'Bu Rina' })) as (OrderRow & { lead_id: number | null; source: string | null })[];
    expect(order).toMatchObject({ lead_id: ids.lead, source: 'instagram', customer_name: 'Bu Rina', grand_total: 30000, status: 'siap_dikirim' });
    await closePage(page);
  }, 180_000);

  it('a partner sees only their own orders on Pemesanan', async () => {
    const page = await newPage(ctx.browser, ctx.server.url);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) refused.push(r.url());
    });
    await loginByToken(page, { username: 'mitra_satu', password: PASSWORD }, '/sales-transaction/index');
    const table = page.locator('.so-partner-page .so-table');
    await table.waitFor();
    const rows = table.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(partnerOrders.mine);
    const all = await table.innerText();
    expect(all).not.toContain(partnerOrders.other);
    expect(all).not.toContain(partnerOrders.staff);
    // no staff tools: deleted tab, Excel, paid or delete buttons
    expect(await page.locator('.so-tabs').count()).toBe(0);
    expect(await page.locator('.so-excel').count()).toBe(0);
    expect(await rows.first().locator('.so-paid-open, .so-delete').count()).toBe(0);
    // the detail of their order
    await rows.first().locator('.so-detail').click();
    const drawer = page.locator('.so-detail-drawer');
    await expect.poll(() => drawer.locator('.so-lines').innerText()).toContain('Amoxicillin 500 mg');
    await page.keyboard.press('Escape');
    // the order form without the staff-only fields
    await page.locator('.so-add').click();
    const form = page.locator('.so-partner-form-drawer .so-form');
    await form.waitFor();
    expect(await form.locator('#is_indent').count()).toBe(0);
    expect(await form.locator('#gudang_id').count()).toBe(1);
    await screenshot(page, 'sales-order-partner');
    // the page asks nothing the partner may not read
    expect(refused).toEqual([]);
    await closePage(page);
  }, 180_000);
});
