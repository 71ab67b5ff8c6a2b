import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Api, boxOf10, createBoxStrip, createProduct, createUser, listWarehouses } from './support/api';
import { closePage, confirmDialog, loginByToken, newPage, pickOption, rupiah, screenshot, toast } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowserSuite } from './support/browser-suite';
import { readDownload } from './support/excel';

const FINANCE = { username: 'spv_finance_bayar', password: 'Rahasia-Bayar-582' };

/** A 1×1 PNG: the transfer proof the CS uploads. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Order {
  order_id: number;
  invoice_number: string;
  grand_total: number;
  public_token: string;
}
interface PaymentRow {
  payment_id: number;
  payment_number: string;
  status: string;
  document_numbers: string;
}

/**
 * Issue 22 items 1-3 in the browser: the CS sends a customer's transfer proof from the Tagihan drawer,
 * finance (SPV Finance, another user) approves it on Pembayaran > Tagihan Pelanggan and the invoice
 * reads Lunas on the Tagihan list and on the customer's kwitansi; a partial payment leaves what is still
 * owed; one transfer for two invoices is recorded as a multi-invoice payment and approved.
 */
describe('Customer payments: proof from the Tagihan drawer, verification, Lunas', () => {
  const ctx = useBrowserSuite();
  let admin: Api;
  let finance: Api;
  let memberId = 0;
  const orders: Order[] = [];

  beforeAll(async () => {
    admin = new Api(ctx.server.url);
    await admin.login(ctx.admin.username, ctx.admin.password);
    const unit = await createBoxStrip(admin);
    const product = await createProduct(admin, 'Amoxicillin Bayar', boxOf10(unit));
    await admin.ok('POST', '/product_price/price_sale_stored', { product_id: product, product_price_sale: 10000 });
    const utama = (await listWarehouses(admin)).find((w) => w.master_gudang_name === 'Gudang Utama')?.master_gudang_id as number;
    await admin.ok('POST', '/stock_opname/add_stored', { gudang_id: utama, lines: [{ product_id: product, counted_qty: 100 }] }, { json: true });
    memberId = (await admin.ok<{ member_id: number }>('POST', '/member/create_stored', { member_name: 'Apotek Lancar Bayar', member_phone: '081234500777' }))
      .member_id;
    for (const qty of [3, 2, 4, 1, 2]) {
      const o = await admin.ok<Order>(
        'POST',
        '/purchase_order/add_stored',
        {
          member_id: memberId,
          destination_name: 'Apotek Lancar Bayar',
          destination_phone: '081234500777',
          destination_address: 'Jl. Melati 7',
          gudang_id: utama,
          lines: [{ product_id: product, qty, unit: 'kecil' }],
        },
        { json: true },
      );
      orders.push(o);
    }
    await admin.ok('POST', '/master/kasbank/create', {
      kasbank_code: 'BCA7',
      kasbank_name: 'Rekening BCA Toko',
      kasbank_type: 'bank',
      kasbank_bank_name: 'BCA',
      kasbank_account_number: '7001234567',
      kasbank_account_holder: 'PT Toko',
    });
    await createUser(admin, { ...FINANCE, groupId: 3, fullName: 'Sinta Finance' });
    finance = new Api(ctx.server.url);
    await finance.login(FINANCE.username, FINANCE.password);
  });

  /** An axe scan of a dialog or drawer, once per file for each (a scan takes seconds; the same screen is shown again in later tests). */
  const scanned = new Set<string>();
  async function accessibleOnce(page: Page, selector: string) {
    if (scanned.has(selector)) return;
    scanned.add(selector);
    const found = await seriousViolations(page, selector);
    expect(found, describeViolations(found)).toEqual([]);
  }

  /**
   * The CS's 'Kirim Bukti Bayar' in the invoice's drawer (the page is on the invoice's detail): the
   * amount offered is what is still owed (`offered`); typed over when `typed` is given; proof, Kirim.
   */
  async function submitProof(page: Page, order: Order, shot: string, offered: number, typed?: string) {
    const drawer = page.locator('.so-detail-drawer');
    await drawer.locator('.so-pay-submit').click();
    const modal = page.locator('.so-pay-modal');
    await modal.waitFor();
    const amount = modal.locator('#pay_amount');
    await expect.poll(() => amount.inputValue()).toBe(offered.toLocaleString('id-ID'));
    if (typed) {
      await amount.fill('');
      await amount.pressSequentially(typed);
      await expect.poll(() => amount.inputValue()).toBe(typed);
    }
    // a transfer lands in one of the company's accounts
    await pickOption(page, modal.locator('#pay_bank_id'), 'BCA 7001234567');
    await modal.locator('input[type=file]').setInputFiles({ name: 'bukti-transfer.png', mimeType: 'image/png', buffer: PNG });
    await modal.locator('.payment-proof-uploaded .payment-proof-image').first().waitFor();
    await screenshot(page, `payment-cs-submit-${shot}`);
    await accessibleOnce(page, '.so-pay-modal');
    await modal.locator('.so-pay-save').click();
    await modal.waitFor({ state: 'hidden' });
    const row = drawer.locator('.so-payments-table tbody tr.ant-table-row').first();
    await expect.poll(() => row.locator('.so-payment-status-menunggu_verifikasi').count()).toBe(1);
    const list = await admin.ok<{ data: (PaymentRow & { amount: number })[] }>('POST', '/payment/list', {
      columnFilters: { order_id: order.order_id },
      page: 1,
      perPage: 10,
    });
    const waiting = list.data.filter((p) => p.status === 'menunggu_verifikasi');
    expect(waiting).toHaveLength(1);
    return waiting[0];
  }

  /** Opens the payment's drawer from the list the page shows (Tagihan Pelanggan, one tab). */
  async function openPayment(page: Page, payment: PaymentRow, prefix: 'payment' | 'payment-multiple' = 'payment') {
    const row = page.locator(`.${prefix}-table tbody tr.ant-table-row`).filter({ hasText: payment.payment_number });
    await row.waitFor();
    expect(await row.locator(`.${prefix}-status-menunggu_verifikasi`).innerText()).toBe('Menunggu Verifikasi');
    await row.locator(`.${prefix}-number`).click();
    const drawer = page.locator(`.${prefix}-detail-drawer`);
    await drawer.locator(`.${prefix}-details`).waitFor();
    return drawer;
  }

  /** Finance opens the payment on the Tagihan Pelanggan page it is on, sees the proof and approves it. */
  async function approve(page: Page, payment: PaymentRow, tab: 'tunggal' | 'gabungan' = 'tunggal') {
    const prefix = tab === 'gabungan' ? 'payment-multiple' : 'payment';
    const drawer = await openPayment(page, payment, prefix);
    await drawer.locator(`.${prefix}-proofs img`).first().waitFor();
    await screenshot(page, `payment-verify-${tab}-${payment.payment_number.replace(/\W+/g, '-')}`);
    await accessibleOnce(page, `.${prefix}-detail-drawer .ant-drawer-body`);
    await drawer.locator('.approve-customer_payment').click();
    await confirmDialog(page, '.confirm-approve');
    await expect.poll(() => drawer.locator(`.${prefix}-status-disetujui`).count()).toBe(1);
    await expect.poll(() => toast(page).filter({ hasText: 'Disetujui' }).count()).toBeGreaterThan(0);
    return drawer;
  }

  const kwitansi = (order: Order) => `/kwitansi/${order.public_token}/${encodeURIComponent(order.invoice_number)}`;

  // One CS page and one finance page for the whole life of an invoice: 10.000 typed as a partial payment,
  // the rest offered and paid, Lunas, then the last payment voided. (Voiding a partial payment alone,
  // a pending payment not counting, and more partial figures: payment.test.ts.)
  it('CS pays 10.000 then the rest, finance approves each; the drawer, list and kwitansi follow; Tandai Belum Lunas voids one', async () => {
    const order = orders[0];
    const remaining = order.grand_total - 10000;
    const cs = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(cs, ctx.admin, `/sale/order-list?detail=${order.order_id}`);
    const first = await submitProof(cs, order, 'partial', order.grand_total, '10.000');
    expect(first).toMatchObject({ status: 'menunggu_verifikasi', amount: 10000 });

    const fin = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(fin, FINANCE, '/verification/payment');
    const drawer = await approve(fin, first);
    expect(await drawer.locator('.payment-detail-due').innerText()).toBe(rupiah(remaining));
    // Excel of the payments and of the invoices (paid, still due), from the page
    await drawer.locator('.ant-drawer-close').click();
    for (const button of ['.payment-excel', '.payment-excel-order']) {
      const [file] = await Promise.all([fin.waitForEvent('download'), fin.locator(button).click()]);
      const rows = await readDownload((await file.path()) as string);
      expect(JSON.stringify(rows), button).toContain(order.invoice_number);
    }

    // the customer's kwitansi says what is still owed
    await cs.goto(kwitansi(order));
    await expect.poll(() => cs.getByTestId('pi-payment').innerText()).toBe(`Belum Lunas (sisa ${rupiah(remaining)})`);
    // the drawer too, and the next proof is offered for what is still owed
    await cs.goto(`/sale/order-list?detail=${order.order_id}`);
    const soDrawer = cs.locator('.so-detail-drawer');
    await expect.poll(() => soDrawer.locator('.so-amount-due').innerText()).toBe(rupiah(remaining));
    expect(await soDrawer.locator('.so-paid-0').count()).toBeGreaterThan(0);
    const rest = await submitProof(cs, order, 'full', remaining);
    expect(rest).toMatchObject({ amount: remaining });

    await fin.goto('/verification/payment');
    const paidDrawer = await approve(fin, rest);
    expect(await paidDrawer.locator('.payment-detail-paid').innerText()).toBe('Lunas');
    // the payment's kwitansi as the server's PDF, from its drawer
    const [download] = await Promise.all([fin.waitForEvent('download'), paidDrawer.locator('.payment-kwitansi-pdf').click()]);
    expect(
      fs
        .readFileSync((await download.path()) as string)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // Lunas on the Tagihan list behind the drawer and in the drawer, which offers no more proof
    await cs.goto(`/sale/order-list?detail=${order.order_id}`);
    const row = cs.locator('.so-table tbody tr.ant-table-row').filter({ hasText: order.invoice_number });
    await expect.poll(() => row.locator('.so-paid-1').innerText()).toBe('Lunas');
    await expect.poll(() => soDrawer.locator('.so-payments-table .so-payment-status-disetujui').count()).toBe(2);
    expect(await soDrawer.locator('.so-pay-submit').count()).toBe(0);
    await soDrawer.locator('.so-payments').scrollIntoViewIfNeeded();
    await screenshot(cs, 'payment-tagihan-drawer-lunas');
    await cs.goto(kwitansi(order));
    await expect.poll(() => cs.getByTestId('pi-payment').innerText()).toBe('Lunas');
    expect(await cs.getByTestId('pi-paid').innerText()).toBe(rupiah(order.grand_total));
    await screenshot(cs, 'payment-kwitansi-lunas');
    await closePage(cs);

    // Tandai Belum Lunas on the last payment voids it: the invoice owes that amount again
    await paidDrawer.locator('.ant-drawer-close').click();
    const paid = fin.locator('.payment-table tbody tr.ant-table-row').filter({ hasText: rest.payment_number });
    await paid.locator('.void-customer_payment').click();
    await confirmDialog(fin, '.confirm-void');
    await expect.poll(() => paid.locator('.payment-status-dibatalkan').count()).toBe(1);
    const after = (
      await admin.ok<{ data: { order_id: number; is_paid: number; amount_due: number }[] }>('POST', '/purchase_order/list', { page: 1, perPage: 50 })
    ).data;
    expect(after.find((r) => r.order_id === order.order_id)).toMatchObject({ is_paid: 0, amount_due: remaining });
    await closePage(fin);
  }, 300_000);

  it('one transfer for two invoices: Catat Pembayaran Gabungan, then approved; both invoices Lunas', async () => {
    const [, c, d] = orders;
    const page = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(page, ctx.admin, '/verification/payment?tab=gabungan');
    await page.locator('.payment-multiple-add').click();
    const form = page.locator('.payment-multiple-form');
    await form.waitFor();
    await form.locator('#multi_order_vendor_id').click();
    await form.locator('#multi_order_vendor_id').pressSequentially('Apotek Lancar');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Apotek Lancar Bayar' }).first().click();
    const invoices = form.locator('.payment-multiple-invoices tbody tr.ant-table-row');
    // the open invoices (the partly paid one too) with what each still owes
    await expect.poll(() => form.locator('.payment-multiple-invoices').innerText()).toContain(d.invoice_number);
    expect(await form.locator('.payment-multiple-invoices').innerText()).toContain(c.invoice_number);
    expect(await form.locator('.payment-multiple-invoices').innerText()).toContain(orders[0].invoice_number);
    for (const o of [c, d]) {
      const i = await invoices.evaluateAll((rows, inv) => rows.findIndex((r) => r.textContent?.includes(inv)), o.invoice_number);
      await form.locator(`#multi_details_${i}_amount`).pressSequentially(o.grand_total.toLocaleString('id-ID'));
    }
    await expect.poll(() => form.locator('.payment-multiple-allocated').innerText()).toBe(rupiah(c.grand_total + d.grand_total));
    await pickOption(page, form.locator('#multi_bank_id'), 'BCA 7001234567');
    await form.locator('input[type=file]').setInputFiles({ name: 'bukti-gabungan.png', mimeType: 'image/png', buffer: PNG });
    await form.locator('.payment-proof-uploaded .payment-proof-image').first().waitFor();
    await screenshot(page, 'payment-multiple-form');
    const formViolations = await seriousViolations(page, '.payment-multiple-form');
    expect(formViolations, describeViolations(formViolations)).toEqual([]);
    await page.locator('.payment-multiple-save').click();
    await form.waitFor({ state: 'hidden' });

    const multi = (
      await admin.ok<{ data: PaymentRow[] }>('POST', '/payment/list_multiple', { columnFilters: { search: c.invoice_number }, page: 1, perPage: 10 })
    ).data[0];
    expect(multi.status).toBe('menunggu_verifikasi');
    await closePage(page);
    const fin = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(fin, FINANCE, '/verification/payment?tab=gabungan');
    const drawer = await approve(fin, multi, 'gabungan');
    expect(await drawer.locator('.payment-multiple-detail-paid').count()).toBe(2);
    await closePage(fin);

    const list = await admin.ok<{ data: { order_id: number; is_paid: number; amount_due: number }[] }>('POST', '/purchase_order/list', {
      columnFilters: {},
      page: 1,
      perPage: 50,
    });
    for (const o of [c, d]) expect(list.data.find((r) => r.order_id === o.order_id)).toMatchObject({ is_paid: 1, amount_due: 0 });
  });

  // The credit's figures (pending credit not counting, the balance, spending more than it): payment.test.ts.
  it('more than is due is refused at its field unless kept as credit; the credit pays part of the next invoice; finance rejects that with a reason; a pending proof is deleted', async () => {
    const [over, next] = [orders[3], orders[4]];
    const cs = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(cs, ctx.admin, `/sale/order-list?detail=${over.order_id}`);
    const drawer = cs.locator('.so-detail-drawer');
    await drawer.locator('.so-pay-submit').click();
    const modal = cs.locator('.so-pay-modal');
    const amount = modal.locator('#pay_amount');
    await expect.poll(() => amount.inputValue()).toBe('10.000');
    await amount.fill('');
    await amount.pressSequentially('15.000');
    await expect.poll(() => modal.locator('.so-pay-keep-credit').count()).toBe(1);
    await pickOption(cs, modal.locator('#pay_bank_id'), 'BCA 7001234567');
    await modal.locator('.so-pay-save').click();
    // refused at its field without the choice
    await expect
      .poll(() => modal.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain('Jumlah melebihi sisa tagihan (sisa Rp 10.000); pilih simpan kelebihan sebagai kredit bila disengaja');
    await screenshot(cs, 'payment-cs-submit-over');
    await modal.locator('.so-pay-keep-credit').click();
    await modal.locator('.so-pay-save').click();
    await modal.waitFor({ state: 'hidden' });
    const kept = (
      await admin.ok<{ data: (PaymentRow & { credit_amount: number })[] }>('POST', '/payment/list', {
        columnFilters: { order_id: over.order_id },
        page: 1,
        perPage: 10,
      })
    ).data[0];
    expect(kept).toMatchObject({ status: 'menunggu_verifikasi', credit_amount: 5000 });

    // finance sees the excess to keep and approves: the customer has 5.000 of credit
    const fin = await newPage(ctx.browser, ctx.server.url);
    await loginByToken(fin, FINANCE, '/verification/payment');
    const keptDrawer = await openPayment(fin, kept);
    await expect.poll(() => keptDrawer.innerText()).toContain('Kelebihan disimpan sebagai kredit');
    await keptDrawer.locator('.approve-customer_payment').click();
    await confirmDialog(fin, '.confirm-approve');
    await expect.poll(() => keptDrawer.locator('.payment-status-disetujui').count()).toBe(1);

    await cs.goto(`/sale/order-list?detail=${next.order_id}`);
    await drawer.locator('.so-pay-submit').click();
    await modal.locator('.so-pay-use-credit').waitFor();
    expect(await modal.innerText()).toContain('Pakai kredit pelanggan (saldo Rp 5.000,-)');
    await modal.locator('.so-pay-use-credit input').pressSequentially('5.000');
    // the transfer is what credit does not pay
    await expect.poll(() => modal.locator('#pay_amount').inputValue()).toBe('15.000');
    await pickOption(cs, modal.locator('#pay_bank_id'), 'BCA 7001234567');
    await modal.locator('input[type=file]').setInputFiles({ name: 'bukti-sisa.png', mimeType: 'image/png', buffer: PNG });
    await modal.locator('.payment-proof-uploaded .payment-proof-image').first().waitFor();
    await screenshot(cs, 'payment-cs-submit-credit');
    await modal.locator('.so-pay-save').click();
    await modal.waitFor({ state: 'hidden' });
    const paying = (
      await admin.ok<{ data: (PaymentRow & { credit_used: number })[] }>('POST', '/payment/list', {
        columnFilters: { order_id: next.order_id },
        page: 1,
        perPage: 5,
      })
    ).data[0];
    expect(paying).toMatchObject({ amount: 15000, credit_used: 5000 });

    // finance sees the credit used, and rejects the proof with a reason
    await fin.goto('/verification/payment');
    const pd = await openPayment(fin, paying);
    await expect.poll(() => pd.innerText()).toContain('Dari kredit pelanggan');
    await pd.locator('.reject-customer_payment').click();
    const dialog = fin.locator('.reject-modal');
    await dialog.locator('textarea').fill('Bukti transfer tidak terbaca');
    await dialog.locator('.confirm-reject').click();
    await expect.poll(() => pd.locator('.payment-status-ditolak').count()).toBe(1);
    expect(await pd.innerText()).toContain('Bukti transfer tidak terbaca');
    await screenshot(fin, 'payment-rejected');
    await closePage(fin);

    // the CS sees the refusal and its reason; the invoice still owes its total
    await cs.goto(`/sale/order-list?detail=${next.order_id}`);
    await expect.poll(() => drawer.locator('.so-payments-table .so-payment-status-ditolak').count()).toBe(1);
    expect(await drawer.locator('.so-payments-table').innerText()).toContain('Bukti transfer tidak terbaca');
    expect(await drawer.locator('.so-amount-due').innerText()).toBe(rupiah(next.grand_total));
    // a proof sent by mistake is deleted from the drawer while it waits
    await drawer.locator('.so-pay-submit').click();
    await pickOption(cs, modal.locator('#pay_bank_id'), 'BCA 7001234567');
    await modal.locator('.so-pay-save').click();
    await modal.waitFor({ state: 'hidden' });
    const waiting = drawer.locator('.so-payments-table tbody tr.ant-table-row').filter({ has: cs.locator('.so-payment-status-menunggu_verifikasi') });
    await waiting.locator('.delete-customer_payment').click();
    await confirmDialog(cs, '.confirm-delete');
    await expect.poll(() => drawer.locator('.so-payments-table .so-payment-status-dihapus').count()).toBe(1);
    await closePage(cs);
  }, 300_000);
});
