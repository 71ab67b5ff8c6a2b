import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/db-state.js';
import type { Client } from '../../test/harness.js';
import { useTestServer } from '../../test/harness.js';
import { openCashierShift } from '../sales/cashier/cashier-test-kit.js';
import { stockTestKit } from '../stock/stock-test-kit.js';

/*
 * Master rows in use are not deleted: the refusal names what uses them, counted
 * ('Supplier masih dipakai oleh 1 penerimaan yang belum lunas, 1 pesanan pembelian') and writes
 * nothing; the same rows not in use are still deleted. Each area's uses are declared once in its
 * definition (`usedBy`); products and packages pass their own declarations to the same check.
 */

const ctx = useTestServer();
const { move, makeProduct } = stockTestKit(ctx);
const owner = () => ctx.server.database.db;
const json = { json: true };
const ids = {
  para: 0,
  paraMain: 0,
  vendor: 0,
  freeVendor: 0,
  member: 0,
  freeMember: 0,
  ekspedisi: 0,
  freeEkspedisi: 0,
  kasbank: 0,
  freeKasbank: 0,
  box: 0,
  freeUnit: 0,
  botol: 0,
  merk: 0,
  freeMerk: 0,
  etalase: 0,
  freeEtalase: 0,
  shift: 0,
  freeShift: 0,
  pkg: 0,
  freePkg: 0,
  orderedMain: 0,
  freeMain: 0,
};

const one = async (q: ReturnType<typeof sql>) => Number(Object.values((await owner().execute(q)).rows[0] as Record<string, number>)[0]);
const ok = async (c: Client, url: string, body: Record<string, unknown>) => {
  const r = await c.post(url, body, json);
  expect(r.http, `${url} ${JSON.stringify(r.errors ?? r.msg)}`).toBe(200);
  return r;
};
/** Creates a row of the master list master_<kind> through `url` and answers its <kind>_id, found by its <kind>_name. */
const create = async (url: string, kind: string, body: Record<string, unknown>) => {
  await ok(ctx.admin, url, body);
  const [table, id, name] = [`master_${kind}`, `${kind}_id`, `${kind}_name`];
  return one(sql`select ${sql.identifier(id)} from ${sql.identifier(table)} where ${sql.identifier(name)} = ${String(body[name])}`);
};

beforeAll(async () => {
  const para = await makeProduct('Paracetamol Dipakai');
  ids.para = para.product_id;
  ids.paraMain = para.main_id;
  await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 1000 }] });
  await ok(ctx.admin, '/product_price/price_sale_stored', { product_id: ids.para, product_price_sale: 2000 });
  ids.box = await one(sql`select kemasan_id from master_kemasan where kemasan_name = 'Box'`);
  ids.freeUnit = await create('/kemasan/stored', 'kemasan', { kemasan_name: 'Sachet' });
  ids.botol = await create('/kemasan/stored', 'kemasan', { kemasan_name: 'Botol' });
  ids.vendor = await create('/vendor/create_stored', 'vendor', { vendor_code: 'SUP1', vendor_name: 'PT Pemasok Dipakai' });
  ids.freeVendor = await create('/vendor/create_stored', 'vendor', { vendor_code: 'SUP2', vendor_name: 'PT Pemasok Bebas' });
  ids.member = await create('/member/create_stored', 'member', { member_name: 'Toko Dipakai', member_phone: '081400000001' });
  ids.freeMember = await create('/member/create_stored', 'member', { member_name: 'Toko Bebas', member_phone: '081400000002' });
  ids.ekspedisi = await create('/ekspedisi/create_stored', 'ekspedisi', { ekspedisi_code: 'KRM1', ekspedisi_name: 'Kurir Dipakai' });
  ids.freeEkspedisi = await create('/ekspedisi/create_stored', 'ekspedisi', { ekspedisi_code: 'KRM2', ekspedisi_name: 'Kurir Bebas' });
  const bank = { kasbank_type: 'bank', kasbank_bank_name: 'BCA', kasbank_account_number: '7000000001', kasbank_account_holder: 'PT Demo' };
  ids.kasbank = await create('/master/kasbank/create', 'kasbank', { ...bank, kasbank_code: 'BK1', kasbank_name: 'Rekening Dipakai' });
  ids.freeKasbank = await create('/master/kasbank/create', 'kasbank', { ...bank, kasbank_code: 'BK2', kasbank_name: 'Rekening Bebas' });
  ids.merk = await create('/master/merk/add_stored', 'merk', { merk_name: 'Merk Dipakai' });
  ids.freeMerk = await create('/master/merk/add_stored', 'merk', { merk_name: 'Merk Bebas' });
  ids.etalase = await create('/product_package/category/create_stored', 'category', { category_name: 'Etalase Dipakai' });
  ids.freeEtalase = await create('/product_package/category/create_stored', 'category', { category_name: 'Etalase Bebas' });
  ids.shift = await create('/shift_config/create_stored', 'shift', { shift_name: 'Shift Dipakai', shift_start: '00:00', shift_end: '23:59' });
  ids.freeShift = await create('/shift_config/create_stored', 'shift', { shift_name: 'Shift Bebas', shift_start: '06:00', shift_end: '12:00' });
  await owner().execute(sql`update master_shift set status = 0 where shift_id = ${ids.freeShift}`);

  // A single-unit product (Botol/Botol) with a brand and an etalase.
  const botol = await ok(ctx.admin, '/product/create_stored', {
    main_name: 'Sirup Dipakai',
    product_satuan_besar: ids.botol,
    product_isi: 1,
    product_satuan_kecil: ids.botol,
    merk_id: ids.merk,
    main_category_id: ids.etalase,
  });
  expect(botol.data.main_id).toBeGreaterThan(0);
  // A product on a purchase order only (no stock ever moved), and one on nothing.
  ids.orderedMain = (await makeProduct('Salep Dipesan')).main_id;
  const orderedVariant = await one(sql`select product_id from product where main_id = ${ids.orderedMain}`);
  ids.freeMain = (await makeProduct('Salep Bebas')).main_id;

  // Purchase order and an unpaid receipt of the supplier.
  const po = await ok(ctx.admin, '/penerimaan_order/add_stored', {
    vendor_id: ids.vendor,
    gudang_id: 1,
    lines: [
      { product_id: ids.para, unit: 'kecil', qty: 5, price: 1000 },
      { product_id: orderedVariant, unit: 'kecil', qty: 5, price: 1000 },
    ],
  });
  const line = await one(sql`select line_id from purchase_order_line where order_id = ${po.data.order_id} and product_id = ${ids.para}`);
  await ok(ctx.admin, '/penerimaan/add_stored', { order_id: po.data.order_id, invoice_number: 'INV-SUP-1', lines: [{ order_line_id: line, qty: 5 }] });

  // A package, and a sales order naming the member, the courier, the account and the package.
  ids.pkg = (
    await ok(ctx.admin, '/product_package/create_stored', { package_name: 'Paket Dipakai', package_product: [{ product_id: ids.para, package_qty: 2 }] })
  ).data.package_id;
  ids.freePkg = (
    await ok(ctx.admin, '/product_package/create_stored', { package_name: 'Paket Bebas', package_product: [{ product_id: ids.para, package_qty: 3 }] })
  ).data.package_id;
  await ok(ctx.admin, '/purchase_order/add_stored', {
    member_id: ids.member,
    gudang_id: 1,
    ekspedisi_id: ids.ekspedisi,
    payment_method: 'transfer',
    bank_id: ids.kasbank,
    lines: [{ package_id: ids.pkg, qty: 1 }],
  });

  // A cashier session of the shift.
  await owner().execute(sql`update master_shift set status = 0 where shift_id <> ${ids.shift}`);
  await openCashierShift(ctx.admin);
  await owner().execute(sql`update master_shift set status = 1`);
});

describe('deleting master rows in use', () => {
  it('refuses each kind with the reason, at the id field, and deletes nothing', async () => {
    const cases: [string, Record<string, number>, string][] = [
      ['/vendor/delete_stored', { vendor_id: ids.vendor }, 'Supplier masih dipakai oleh 1 penerimaan yang belum lunas, 1 pesanan pembelian'],
      ['/member/delete_stored', { member_id: ids.member }, 'Kontak masih dipakai oleh 1 tagihan penjualan'],
      ['/ekspedisi/delete_stored', { ekspedisi_id: ids.ekspedisi }, 'Ekspedisi masih dipakai oleh 1 tagihan penjualan'],
      ['/master/kasbank/delete', { kasbank_id: ids.kasbank }, 'Kas & Bank masih dipakai oleh 1 tagihan penjualan'],
      ['/kemasan/delete_stored', { kemasan_id: ids.box }, 'Kemasan masih dipakai oleh 3 produk'],
      ['/kemasan/delete_stored', { kemasan_id: ids.botol }, 'Kemasan masih dipakai oleh 1 produk'],
      ['/master/merk/delete_stored', { merk_id: ids.merk }, 'Kategori Produk masih dipakai oleh 1 produk'],
      ['/product_package/category/delete_stored', { category_id: ids.etalase }, 'Etalase masih dipakai oleh 1 produk'],
      ['/shift_config/delete_stored', { shift_id: ids.shift }, 'Shift Kasir masih dipakai oleh 1 sesi kasir'],
      ['/product_package/delete', { package_id: ids.pkg }, 'Paket masih dipakai oleh 1 tagihan penjualan'],
      ['/product/delete_stored', { main_id: ids.orderedMain }, 'Produk masih dipakai oleh 1 pesanan pembelian; nonaktifkan produk sebagai gantinya'],
    ];
    const before = await tableSnapshot(ctx.server.database);
    for (const [url, body, msg] of cases) {
      const r = await ctx.admin.post(url, body);
      expect({ url, http: r.http, msg: r.msg, errors: r.errors }).toEqual({ url, http: 422, msg, errors: { [Object.keys(body)[0]]: [msg] } });
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('still deletes the same kinds of rows when nothing uses them', async () => {
    const cases: [string, string, Record<string, number>][] = [
      ['/vendor/delete_stored', 'master_vendor', { vendor_id: ids.freeVendor }],
      ['/member/delete_stored', 'master_member', { member_id: ids.freeMember }],
      ['/ekspedisi/delete_stored', 'master_ekspedisi', { ekspedisi_id: ids.freeEkspedisi }],
      ['/master/kasbank/delete', 'master_kasbank', { kasbank_id: ids.freeKasbank }],
      ['/kemasan/delete_stored', 'master_kemasan', { kemasan_id: ids.freeUnit }],
      ['/master/merk/delete_stored', 'master_merk', { merk_id: ids.freeMerk }],
      ['/product_package/category/delete_stored', 'master_category', { category_id: ids.freeEtalase }],
      ['/shift_config/delete_stored', 'master_shift', { shift_id: ids.freeShift }],
      ['/product_package/delete', 'product_package', { package_id: ids.freePkg }],
      ['/product/delete_stored', 'product_main', { main_id: ids.freeMain }],
    ];
    for (const [url, table, body] of cases) {
      const [field, id] = Object.entries(body)[0];
      const r = await ctx.admin.post(url, body);
      expect(r.http, `${url} ${r.msg}`).toBe(200);
      expect(await one(sql`select count(*)::int from ${sql.identifier(table)} where ${sql.identifier(field)} = ${id}`), url).toBe(0);
    }
  });

  it('refuses removing a variant that a document names (product update)', async () => {
    const main = await ok(ctx.admin, '/product/create_stored', {
      main_name: 'Vitamin Bervarian',
      product_satuan_besar: ids.botol,
      product_isi: 1,
      product_satuan_kecil: ids.botol,
      varian: [
        { varian: 'Jeruk', varian_sku: 'VIT-JRK' },
        { varian: 'Anggur', varian_sku: 'VIT-AGR' },
      ],
    });
    const variants = (await owner().execute(sql`select product_id, varian from product where main_id = ${main.data.main_id} order by product_id`)).rows as {
      product_id: number;
      varian: string;
    }[];
    await ok(ctx.admin, '/penerimaan_order/add_stored', {
      vendor_id: ids.vendor,
      gudang_id: 1,
      lines: [{ product_id: variants[1].product_id, unit: 'kecil', qty: 1, price: 1000 }],
    });
    const before = await tableSnapshot(ctx.server.database);
    const r = await ctx.admin.post('/product/validation_update', {
      main_id: main.data.main_id,
      main_name: 'Vitamin Bervarian',
      product_satuan_besar: ids.botol,
      product_isi: 1,
      product_satuan_kecil: ids.botol,
      varian: [{ product_id: variants[0].product_id, varian: 'Jeruk', varian_sku: 'VIT-JRK' }],
    });
    expect(r.http).toBe(422);
    expect(r.errors?.varian).toEqual(['Varian yang dihapus masih dipakai oleh 1 pesanan pembelian']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });
});
