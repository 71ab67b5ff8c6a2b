import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, tableSnapshot } from '../../test/db-state.js';
import { Client, useTestServer } from '../../test/harness.js';

/*
 * The product Excel import through HTTP: new products and updates of stored ones matched by SKU
 * (per company), all rows checked before anything is written, and a 10,000-row file.
 */

const ctx = useTestServer();
const HEADERS = ['Nama Produk', 'Varian', 'SKU', 'Barcode', 'Kategori Produk', 'Satuan Besar', 'Isi', 'Satuan Kecil', 'Harga Jual'];
let b: Client;

async function workbook(rows: (string | number)[][], headers = HEADERS): Promise<Uint8Array<ArrayBuffer>> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Produk');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

async function upload(client: Client, rows: (string | number)[][] | Uint8Array<ArrayBuffer>) {
  const file = rows instanceof Uint8Array ? rows : await workbook(rows);
  const form = new FormData();
  form.append('file', new Blob([file]), 'produk.xlsx');
  const res = await fetch(`${ctx.server.url}/product/import_excel_stored`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}` },
    body: form,
  });
  return { http: res.status, ...((await res.json()) as { msg: string; data: any; errors?: Record<string, string[]> }) };
}

/** Rows of a company's product tables (owner connection, so row-level security does not hide them). */
async function counts(companyId = 1) {
  const where = `company_id = ${companyId}`;
  const db = ctx.server.database;
  return {
    main: await countRows(db, 'product_main', where),
    product: await countRows(db, 'product', where),
    price: await countRows(db, 'product_price', where),
    history: await countRows(db, 'product_price_history', where),
  };
}

async function variantBySku(sku: string, companyId = 1) {
  const r = await ctx.server.database.db.execute(sql`select p.product_id, p.main_id, p.varian, p.varian_sku, p.product_barcode,
      m.main_name, m.product_isi, mk.merk_name, (select pp.product_price_sale::float8 from product_price pp where pp.product_id = p.product_id and pp.gudang_id = 0) as price
    from product p join product_main m on m.main_id = p.main_id left join master_merk mk on mk.merk_id = m.merk_id
    where lower(p.varian_sku) = lower(${sku}) and p.company_id = ${companyId}`);
  return r.rows as Record<string, unknown>[];
}

beforeAll(async () => {
  for (const name of ['Box', 'Strip', 'Botol', 'Pcs']) expect((await ctx.admin.post('/kemasan/stored', { kemasan_name: name })).status).toBe(200);
  for (const name of ['Analgesik', 'Vitamin']) expect((await ctx.admin.post('/master/merk/add_stored', { merk_name: name })).status).toBe(200);
  const reg = await new Client(ctx.server.url).post('/registration/submit', {
    company_name: 'CV Tetangga Impor',
    app_name: 'tetangga-impor',
    name: 'Pemilik B',
    username: 'owner_impor_b',
    email: 'owner@impor-b.test',
    password: 'Password-B-123',
    password_confirmation: 'Password-B-123',
  });
  expect(reg.status).toBe(200);
  b = await new Client(ctx.server.url).login('owner_impor_b', 'Password-B-123');
  for (const name of ['Box', 'Strip']) expect((await b.post('/kemasan/stored', { kemasan_name: name })).status).toBe(200);
});

describe('product import: create and update by SKU', () => {
  it('updates the stored variant and its product when the SKU is known (any case), without a duplicate', async () => {
    const created = await upload(ctx.admin, [['Vitamin C', '', 'VITC-100', '8990000000100', 'Analgesik', 'Box', 10, 'Strip', 5000]]);
    expect(created).toMatchObject({ http: 200, data: { products: 1, variants: 1, updated_variants: 0 } });
    const before = await counts();
    const [stored] = await variantBySku('VITC-100');

    const r = await upload(ctx.admin, [['Vitamin C 1000 mg', '', 'vitc-100', '--', 'Vitamin', 'Box', 12, 'Strip', 6500]]);
    expect(r).toMatchObject({ http: 200, data: { products: 0, variants: 0, updated_products: 1, updated_variants: 1, total_rows: 1 } });
    expect(r.msg).toBe('Impor produk berhasil: 0 produk baru, 0 varian baru, 1 varian diperbarui');
    const after = await counts();
    expect(after).toEqual({ ...before, history: before.history + 1 });
    expect(await variantBySku('VITC-100')).toEqual([
      {
        product_id: stored.product_id,
        main_id: stored.main_id,
        varian: null,
        varian_sku: 'vitc-100',
        product_barcode: '--',
        main_name: 'Vitamin C 1000 mg',
        product_isi: 12,
        merk_name: 'Vitamin',
        price: 6500,
      },
    ]);
    const h = await ctx.server.database.db.execute(
      sql`select price_old::float8 as old, price_new::float8 as new from product_price_history where product_id = ${stored.product_id} order by history_id`,
    );
    expect(h.rows).toEqual([
      { old: null, new: 5000 },
      { old: 5000, new: 6500 },
    ]);
    // The same file again changes nothing and logs no price change.
    await upload(ctx.admin, [['Vitamin C 1000 mg', '', 'vitc-100', '--', 'Vitamin', 'Box', 12, 'Strip', 6500]]);
    expect(await counts()).toEqual(after);
  });

  it('creates and updates in one file: new products, new variants of a stored product, updated variants', async () => {
    expect(
      await upload(ctx.admin, [
        ['Sabun Cair', 'Lemon', 'SBN-L', '', '', 'Botol', 1, 'Botol', 15000],
        ['Sabun Cair', 'Mawar', 'SBN-M', '', '', 'Botol', 1, 'Botol', 15000],
      ]),
    ).toMatchObject({ http: 200, data: { products: 1, variants: 2 } });
    const before = await counts();
    const r = await upload(ctx.admin, [
      ['Sabun Cair', 'Lemon Segar', 'SBN-L', '', '', 'Botol', 1, 'Botol', 16000],
      ['Masker Medis', '', 'MSK-01', '', '', 'Box', 50, 'Pcs', 1000],
      ['Sabun Cair', 'Melati', '', '', '', 'Botol', 1, 'Botol', 17000],
      ['Kaos Polos', 'Merah', 'KAOS-M', '', '', 'Pcs', 1, 'Pcs', 45000],
      ['Kaos Polos', 'Biru', '', '', '', 'Pcs', 1, 'Pcs', 45000],
    ]);
    expect(r).toMatchObject({ http: 200, data: { products: 2, variants: 4, updated_products: 1, updated_variants: 1, total_rows: 5 } });
    expect(await counts()).toEqual({
      main: before.main + 2,
      product: before.product + 4,
      price: before.price + 4,
      history: before.history + 5,
    });
    const sabun = await ctx.server.database.db.execute(sql`select p.varian, p.varian_sku,
        (select pp.product_price_sale::float8 from product_price pp where pp.product_id = p.product_id and pp.gudang_id = 0) as price
      from product p join product_main m on m.main_id = p.main_id where m.main_name = 'Sabun Cair' and p.company_id = 1 order by p.product_id`);
    expect(sabun.rows).toEqual([
      { varian: 'Lemon Segar', varian_sku: 'SBN-L', price: 16000 },
      { varian: 'Mawar', varian_sku: 'SBN-M', price: 15000 },
      { varian: 'Melati', varian_sku: expect.stringMatching(/^SKU\d{6}$/), price: 17000 },
    ]);
    // A variant without SKU gets SKU<product_id>, as in the form.
    const [biru] = (await ctx.server.database.db.execute(sql`select product_id, varian_sku from product where varian = 'Biru' and company_id = 1`)).rows as {
      product_id: number;
      varian_sku: string;
    }[];
    expect(biru.varian_sku).toBe(`SKU${String(biru.product_id).padStart(6, '0')}`);
  });

  it('writes nothing when one row of a large mixed file is bad, naming the row and the column', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const rows: (string | number)[][] = [['Sabun Cair', 'Lemon Segar', 'SBN-L', '', '', 'Botol', 1, 'Botol', 99000]];
    for (let i = 1; i <= 1200; i++) rows.push([`Produk Batal ${i}`, '', `BTL-${i}`, '', '', 'Box', 10, 'Strip', 1000 + i]);
    rows[700] = ['Produk Batal 700', '', 'BTL-700', '', 'Tidak Ada', 'Box', 0, 'Strip', 1000];
    rows.push(['Produk Batal 5', '', 'BTL-9999', '', '', 'Box', 10, 'Strip', 1000]);
    rows.push(['Produk Lain', '', 'btl-1', '', '', 'Box', 10, 'Strip', 1000]);
    rows.push(['Vitamin C 1000 mg', '', 'VIT-BARU', '', '', 'Box', 10, 'Strip', 1000]);
    const r = await upload(ctx.admin, rows);
    expect(r.http).toBe(422);
    expect(r.msg).toBe('Impor dibatalkan: 4 baris tidak valid, tidak ada data yang disimpan');
    expect(r.errors).toEqual({
      'baris 702': ["Kategori produk 'Tidak Ada' tidak ditemukan", expect.stringMatching(/^Isi satuan besar/)],
      'baris 1203': ["Nama produk 'Produk Batal 5' ganda dengan baris 7; isi kolom Varian untuk produk bervarian"],
      'baris 1204': ["SKU 'btl-1' ganda dengan baris 3"],
      'baris 1205': ['Nama produk sudah digunakan'],
    });
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('matches SKUs of the caller company only', async () => {
    const aBefore = await variantBySku('VITC-100');
    const r = await upload(b, [['Vitamin C Tetangga', '', 'VITC-100', '', '', 'Box', 10, 'Strip', 7000]]);
    expect(r).toMatchObject({ http: 200, data: { products: 1, variants: 1, updated_variants: 0 } });
    expect(await variantBySku('VITC-100')).toEqual(aBefore);
    const bCompany = Number(
      ((await ctx.server.database.db.execute(sql`select id from companies where app_name = 'tetangga-impor'`)).rows[0] as { id: number }).id,
    );
    expect(await variantBySku('VITC-100', bCompany)).toMatchObject([{ main_name: 'Vitamin C Tetangga', price: 7000 }]);
    // An update in B leaves A's product as it is.
    expect(await upload(b, [['Vitamin C Tetangga', '', 'vitc-100', '', '', 'Box', 10, 'Strip', 7500]])).toMatchObject({
      http: 200,
      data: { updated_variants: 1 },
    });
    expect(await variantBySku('VITC-100')).toEqual(aBefore);
  });

  it('imports 10,000 rows, then updates them all from the same file', async () => {
    const before = await counts();
    const rows: (string | number)[][] = [];
    for (let i = 1; i <= 10_000; i++) {
      const n = String(i).padStart(5, '0');
      rows.push([`Produk Massal ${n}`, '', `MASSAL-${n}`, `899${n}00000`, i % 2 ? 'Analgesik' : 'Vitamin', 'Box', 10, 'Strip', 1000 + i]);
    }
    let file = await workbook(rows);
    let t = performance.now();
    const created = await upload(ctx.admin, file);
    console.log(`product import: 10,000 new rows in ${Math.round(performance.now() - t)} ms (${process.env.DB_KIND ?? 'pglite'})`);
    expect(created).toMatchObject({ http: 200, data: { products: 10_000, variants: 10_000, updated_variants: 0, total_rows: 10_000 } });
    expect(await counts()).toEqual({
      main: before.main + 10_000,
      product: before.product + 10_000,
      price: before.price + 10_000,
      history: before.history + 10_000,
    });

    for (const r of rows) r[8] = Number(r[8]) + 1;
    file = await workbook(rows);
    t = performance.now();
    const updated = await upload(ctx.admin, file);
    console.log(`product import: 10,000 updated rows in ${Math.round(performance.now() - t)} ms (${process.env.DB_KIND ?? 'pglite'})`);
    expect(updated).toMatchObject({ http: 200, data: { products: 0, variants: 0, updated_products: 10_000, updated_variants: 10_000 } });
    expect(await counts()).toEqual({
      main: before.main + 10_000,
      product: before.product + 10_000,
      price: before.price + 10_000,
      history: before.history + 20_000,
    });
    expect(await variantBySku('MASSAL-09999')).toMatchObject([{ main_name: 'Produk Massal 09999', price: 1000 + 9999 + 1, merk_name: 'Analgesik' }]);
  }, 180_000); // two imports of 10,000 rows: beside another test file on a two-core machine they pass a minute
});
