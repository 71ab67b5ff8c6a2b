import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness.js';
import { csvOf, upload, xlsxOf } from './resource/resource-test-kit.js';

/** Issue 7 item 9: one strict number parser for every numeric field, in calls and in imports. */
describe('numbers in calls and imports', () => {
  const ctx = useTestServer();
  let n = 0;
  const account = (balance: unknown) => {
    n += 1;
    return { kasbank_code: `NUM-${n}`, kasbank_name: `Rekening angka ${n}`, kasbank_type: 'bank', kasbank_opening_balance: balance };
  };
  const stored = async (code: string) => {
    const r = await ctx.admin.post('/master/kasbank/list', { columnFilters: { kasbank_code: code } }, { json: true });
    expect(r.status, JSON.stringify(r)).toBe(200);
    return r.data.data.find((x: { kasbank_code: string }) => x.kasbank_code === code)?.kasbank_opening_balance;
  };

  it('stores kasbank_opening_balance=750.000 (Indonesian thousands) as 750000, in a form and in JSON', async () => {
    for (const [input, json, expected] of [
      ['750.000', false, 750000],
      ['1.250.000', false, 1250000],
      ['750000', false, 750000],
      [750000, true, 750000],
      ['1.250.000,00', true, 1250000],
    ] as const) {
      const body = account(input);
      const r = await ctx.admin.post('/master/kasbank/create', body, { json });
      expect(r.status, JSON.stringify(r)).toBe(200);
      expect(Number(await stored(body.kasbank_code)), String(input)).toBe(expected);
    }
  });

  it('refuses 0x10, 7.5e5, Infinity, English and ambiguous notation and fractions of rupiah, naming the field', async () => {
    for (const [input, message] of [
      ['0x10', 'Saldo Awal harus berupa angka'],
      ['7.5e5', 'Saldo Awal harus berupa angka'],
      ['Infinity', 'Saldo Awal harus berupa angka'],
      ['1,250.00', 'Saldo Awal harus berupa angka'],
      ['750 000', 'Saldo Awal harus berupa angka'],
      ['1.25', 'Saldo Awal tidak jelas'],
      ['1.250.000,50', 'Saldo Awal harus bilangan bulat'],
    ]) {
      const r = await ctx.admin.post('/master/kasbank/create', account(input));
      expect(r.http, input).toBe(422);
      expect(r.errors?.kasbank_opening_balance?.[0], input).toContain(message);
    }
    const json = await ctx.admin.post('/master/kasbank/create', account(12.5), { json: true });
    expect(json.errors?.kasbank_opening_balance).toEqual(['Saldo Awal harus bilangan bulat']);
  });

  it('reads an import with the same parser: 750.000 in a text cell is 750000, 0x10 refused', async () => {
    const headers = ['Kode Akun', 'Nama Akun', 'Jenis', 'Saldo Awal'];
    const good = await upload(
      ctx.admin,
      '/master/kasbank/stored_import',
      await xlsxOf(headers, [{ 'Kode Akun': 'IMP-1', 'Nama Akun': 'Impor satu', Jenis: 'bank', 'Saldo Awal': '750.000' }]),
    );
    expect(good.status, JSON.stringify(good)).toBe(200);
    expect(Number(await stored('IMP-1'))).toBe(750000);
    const bad = await upload(
      ctx.admin,
      '/master/kasbank/stored_import',
      await xlsxOf(headers, [{ 'Kode Akun': 'IMP-2', 'Nama Akun': 'Impor dua', Jenis: 'bank', 'Saldo Awal': '0x10' }]),
    );
    expect(bad.http).toBe(422);
    expect(JSON.stringify(bad.errors)).toContain('Saldo Awal harus berupa angka');
  });

  it('reads the list contract (page, perPage) with the same parser', async () => {
    const hex = await ctx.admin.post('/master/kasbank/list', { perPage: '0x10' });
    expect(hex.http).toBe(422);
    expect(hex.errors?.perPage?.[0]).toContain('perPage harus berupa angka');
    const exp = await ctx.admin.post('/master/kasbank/list', { page: '1e1' });
    expect(exp.http).toBe(422);
    const ok = await ctx.admin.post('/master/kasbank/list', { page: '1', perPage: '10' });
    expect(ok.data.perPage).toBe(10);
  });

  it('reads integer ids of hand-written calls with the same parser (f.int)', async () => {
    const r = await ctx.admin.post('/user/update_status', { admin_id: '0x10', status: '1' });
    expect(r.http).toBe(422);
    expect(r.errors?.admin_id?.[0]).toContain('harus berupa angka');
  });
});

/**
 * Issue 20 item 10: '75,000' (English thousands, as LibreOffice or Excel in English write a CSV) was
 * stored as 75. Every call, import and form reads it with the one parser: 75000 in a money or
 * integer field, refused as ambiguous in a field with decimals; never 75.
 */
describe("English thousands ('75,000') in calls and imports", () => {
  const ctx = useTestServer();
  const balanceOf = async (code: string) => {
    const r = await ctx.admin.post('/master/kasbank/list', { columnFilters: { kasbank_code: code } }, { json: true });
    return Number(r.data.data.find((x: { kasbank_code: string }) => x.kasbank_code === code)?.kasbank_opening_balance);
  };

  it('stores money typed as 75,000 or 1,250,000 as 75000 and 1250000 (form and JSON), like 75.000 and 1.250.000', async () => {
    let n = 0;
    for (const [input, json, expected] of [
      ['75,000', false, 75000],
      ['75,000', true, 75000],
      ['1,250,000', false, 1250000],
      ['1.250.000', false, 1250000],
      ['75.000', true, 75000],
      ['75,00', false, 75],
    ] as const) {
      n += 1;
      const code = `EN-${n}`;
      const r = await ctx.admin.post(
        '/master/kasbank/create',
        { kasbank_code: code, kasbank_name: `Rekening EN ${n}`, kasbank_type: 'bank', kasbank_opening_balance: input },
        { json },
      );
      expect(r.status, JSON.stringify(r)).toBe(200);
      expect(await balanceOf(code), input).toBe(expected);
    }
    const english = await ctx.admin.post('/master/kasbank/create', {
      kasbank_code: 'EN-X',
      kasbank_name: 'X',
      kasbank_type: 'bank',
      kasbank_opening_balance: '1,250.50',
    });
    expect(english.http).toBe(422);
    expect(english.errors?.kasbank_opening_balance?.[0]).toContain('Saldo Awal harus berupa angka');
  });

  it('imports 75,000 from a CSV written in English (quoted, comma-separated) and from a semicolon CSV as 75000', async () => {
    const headers = ['Kode Akun', 'Nama Akun', 'Jenis', 'Saldo Awal'];
    const comma = await upload(
      ctx.admin,
      '/master/kasbank/stored_import',
      csvOf(headers, [
        { 'Kode Akun': 'CSV-1', 'Nama Akun': 'Impor CSV satu', Jenis: 'bank', 'Saldo Awal': '75,000' },
        { 'Kode Akun': 'CSV-2', 'Nama Akun': 'Impor CSV dua', Jenis: 'bank', 'Saldo Awal': '1,250,000' },
      ]),
      'akun.csv',
    );
    expect(comma.status, JSON.stringify(comma)).toBe(200);
    expect(await balanceOf('CSV-1')).toBe(75000);
    expect(await balanceOf('CSV-2')).toBe(1250000);
    const semicolon = Buffer.from('Kode Akun;Nama Akun;Jenis;Saldo Awal\r\nCSV-3;Impor CSV tiga;bank;75,000\r\nCSV-4;Impor CSV empat;bank;75.000\r\n');
    const r = await upload(ctx.admin, '/master/kasbank/stored_import', semicolon, 'akun.csv');
    expect(r.status, JSON.stringify(r)).toBe(200);
    expect(await balanceOf('CSV-3')).toBe(75000);
    expect(await balanceOf('CSV-4')).toBe(75000);
  });

  it('imports a product whose Harga Jual is 75,000 (text cell of an English CSV) at 75000', async () => {
    for (const name of ['Box', 'Strip']) expect((await ctx.admin.post('/kemasan/stored', { kemasan_name: name })).status).toBe(200);
    const headers = ['Nama Produk', 'SKU', 'Satuan Besar', 'Isi', 'Satuan Kecil', 'Harga Jual', 'Stok Minimal'];
    const r = await upload(
      ctx.admin,
      '/product/import_excel_stored',
      csvOf(headers, [
        {
          'Nama Produk': 'Harga Koma',
          SKU: 'EN-HARGA-1',
          'Satuan Besar': 'Box',
          Isi: '10',
          'Satuan Kecil': 'Strip',
          'Harga Jual': '75,000',
          'Stok Minimal': '1,000',
        },
        {
          'Nama Produk': 'Harga Titik',
          SKU: 'EN-HARGA-2',
          'Satuan Besar': 'Box',
          Isi: '10',
          'Satuan Kecil': 'Strip',
          'Harga Jual': '1.250.000',
          'Stok Minimal': '0',
        },
      ]),
      'produk.csv',
    );
    expect(r.status, JSON.stringify(r)).toBe(200);
    const rows = await ctx.server.database.db.execute(
      sql`select p.varian_sku as sku, m.main_min_stock::float8 as min_stock, (select pp.product_price_sale::float8 from product_price pp where pp.product_id = p.product_id and pp.gudang_id = 0) as price
        from product p join product_main m on m.main_id = p.main_id where p.varian_sku like 'EN-HARGA-%' order by p.varian_sku`,
    );
    expect(rows.rows).toEqual([
      { sku: 'EN-HARGA-1', min_stock: 1000, price: 75000 },
      { sku: 'EN-HARGA-2', min_stock: 0, price: 1250000 },
    ]);
  });

  it('reads a field with decimals the Indonesian way (12,5 and 1.250,5) and refuses 75,000 there as ambiguous', async () => {
    const dose = async (v: string) =>
      (await ctx.admin.post('/product/validation_create', { main_name: 'Dosis', product_jumlah_dosis: v })).errors?.product_jumlah_dosis;
    expect(await dose('12,5')).toBeUndefined();
    expect(await dose('1.250,5')).toBeUndefined();
    expect(await dose('1,250,000')).toBeUndefined();
    expect((await dose('75,000'))?.[0]).toContain('Jumlah dosis tidak jelas');
    expect((await dose('1.25'))?.[0]).toContain('Jumlah dosis tidak jelas');
  });
});
