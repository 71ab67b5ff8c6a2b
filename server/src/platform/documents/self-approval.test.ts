import { goodsReceipt, goodsReceiptInternal, memberApproval, returKonsumen, SELF_APPROVAL_CONFIG, stockTransfer } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockTestKit } from '../../modules/stock/stock-test-kit.js';
import { type Client, useTestServer, userWithGroup, userWithPrivileges } from '../../test/harness.js';

const ctx = useTestServer();
const { makeProduct } = stockTestKit(ctx);
const json = { json: true };
const ids = { product: 0, vendor: 0 };
let buyerA: Client;
let buyerB: Client;

beforeAll(async () => {
  ids.product = (await makeProduct('Kasa Steril')).product_id;
  expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'SA1', vendor_name: 'PT Empat Mata' })).status).toBe(200);
  ids.vendor = (await ctx.admin.post('/vendor/index', { perPage: 50 })).data.data.find((v: { vendor_code: string }) => v.vendor_code === 'SA1').vendor_id;
  // Two users of the purchasing admin group, which both receives and approves receipts.
  ({ client: buyerA } = await userWithGroup(ctx.admin, 7, 'pembelian_a'));
  ({ client: buyerB } = await userWithGroup(ctx.admin, 7, 'pembelian_b'));
});

/** An ordered supplier order of 10 units and a waiting receipt of one unit of it, stored by `c`. */
async function waitingReceipt(c: Client) {
  const o = await ctx.admin.post(
    '/penerimaan_order/add_stored',
    { vendor_id: ids.vendor, gudang_id: 1, lines: [{ product_id: ids.product, unit: 'kecil', qty: 10, price: 1000 }] },
    json,
  );
  expect(o.http, JSON.stringify(o.errors)).toBe(200);
  const line = (await ctx.admin.get('/penerimaan_order/get_detail', { order_id: o.data.order_id })).data.lines[0].line_id;
  const r = await c.post(
    '/penerimaan/add_stored',
    { order_id: o.data.order_id, invoice_number: `F-${o.data.order_id}`, lines: [{ order_line_id: line, qty: 1 }] },
    json,
  );
  expect(r.http, JSON.stringify(r.errors)).toBe(200);
  return r.data.penerimaan_id as number;
}
const stateOf = async (id: number) =>
  String(((await ctx.server.database.db.execute(sql`select status from goods_receipt where penerimaan_id = ${id}`)).rows[0] as { status: string }).status);

describe('an approval is another user’s (configuration approval_self_allowed, off by default)', () => {
  it('declares every approval where the creator matters as fourEyes', () => {
    for (const doc of [goodsReceipt, goodsReceiptInternal, stockTransfer, returKonsumen, memberApproval])
      expect([doc.name, doc.transitions.find((t) => t.action === 'approve')?.fourEyes]).toEqual([doc.name, true]);
  });

  it('the purchasing admin cannot approve its own receipt; a colleague can', async () => {
    const id = await waitingReceipt(buyerA);
    const refusal = { penerimaan_id: ['Penerimaan yang Anda buat sendiri harus disetujui pengguna lain'] };
    const check = await buyerA.post('/penerimaan/validation_approved', { penerimaan_id: id });
    expect([check.http, check.errors]).toEqual([422, refusal]);
    const own = await buyerA.post('/penerimaan/approved_stored', { penerimaan_id: id });
    expect([own.http, own.errors]).toEqual([422, refusal]);
    expect(await stateOf(id)).toBe('waiting');
    const other = await buyerB.post('/penerimaan/approved_stored', { penerimaan_id: id });
    expect(other.http, JSON.stringify(other.errors)).toBe(200);
    expect(await stateOf(id)).toBe('approved');
  });

  it('the configuration allows self-approval; only the settings page’s holders switch it, who are not held by it', async () => {
    const id = await waitingReceipt(buyerA);
    expect((await buyerA.post('/config/stored_config_approval_self_allowed', { config_approval_self_allowed: '1' })).http).toBe(403);
    expect((await ctx.admin.get('/config/get_config_approval_self_allowed')).data.configuration_value).toBe('0');
    expect((await ctx.admin.post('/config/stored_config_approval_self_allowed', { config_approval_self_allowed: '1' })).http).toBe(200);
    expect((await buyerA.post('/penerimaan/approved_stored', { penerimaan_id: id })).http).toBe(200);
    expect((await ctx.admin.post('/config/stored_config_approval_self_allowed', { config_approval_self_allowed: '0' })).http).toBe(200);
    // The superuser holds the settings page: approving its own receipt stays possible (it could switch the rule off).
    const mine = await waitingReceipt(ctx.admin);
    expect((await ctx.admin.post('/penerimaan/approved_stored', { penerimaan_id: mine })).http).toBe(200);
  });

  it('a contact is approved by someone other than the user who entered it', async () => {
    const { client: verifier } = await userWithPrivileges(ctx, 21, 'Kontak dan Verifikasi', [
      'kontak',
      'kontakCreate',
      'verifikasi',
      'verifikasiApprovalUpdate',
    ]);
    const r = await verifier.post('/member/create_stored', { member_name: 'Kontak Empat Mata', member_phone: '081400009999' });
    expect(r.status, JSON.stringify(r)).toBe(200);
    const id = Number(
      ((await ctx.server.database.db.execute(sql`select member_id from master_member where member_phone = '081400009999'`)).rows[0] as { member_id: number })
        .member_id,
    );
    const own = await verifier.post('/member/stored_approval_temp', { member_id: id, approval: 'approved' });
    expect([own.http, own.errors]).toEqual([422, { member_id: ['Kontak yang Anda buat sendiri harus disetujui pengguna lain'] }]);
    expect((await ctx.admin.post('/member/stored_approval_temp', { member_id: id, approval: 'approved' })).http).toBe(200);
    expect(SELF_APPROVAL_CONFIG).toBe('approval_self_allowed');
  });
});
