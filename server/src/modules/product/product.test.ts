import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readSheet } from '../../platform/excel/sheet-reader.js';
import { tableSnapshot } from '../../test/db-state.js';
import { Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { BROKEN_PNG, pngBomb } from '../../test/images.js';

// Stock is set through the hook here; the stock module's tests move real stock through the ledger.
const stock = vi.hoisted(() => ({ value: 0 }));
vi.mock('./stock-hook.js', () => ({ productStockSmallUnits: async () => stock.value, productHasStockHistory: async () => false }));

const ctx = useTestServer();
const ids = { box: 0, strip: 0, botol: 0, merk: 0, category: 0, vendor: 0 };

async function idOf(table: string, idCol: string, nameCol: string, name: string) {
  const r = await ctx.server.database.db.execute(sql.raw(`select ${idCol} as id from ${table} where ${nameCol} = '${name}' and company_id = 1`));
  return Number((r.rows[0] as { id: number }).id);
}

beforeAll(async () => {
  for (const name of ['Box', 'Strip', 'Botol']) expect((await ctx.admin.post('/kemasan/stored', { kemasan_name: name })).status).toBe(200);
  expect((await ctx.admin.post('/master/merk/add_stored', { merk_name: 'Analgesik' })).status).toBe(200);
  expect((await ctx.admin.post('/product_package/category/create_stored', { category_name: 'Obat Bebas' })).status).toBe(200);
  expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: 'V001', vendor_name: 'PT Farma Jaya' })).status).toBe(200);
  ids.box = await idOf('master_kemasan', 'kemasan_id', 'kemasan_name', 'Box');
  ids.strip = await idOf('master_kemasan', 'kemasan_id', 'kemasan_name', 'Strip');
  ids.botol = await idOf('master_kemasan', 'kemasan_id', 'kemasan_name', 'Botol');
  ids.merk = await idOf('master_merk', 'merk_id', 'merk_name', 'Analgesik');
  ids.category = await idOf('master_category', 'category_id', 'category_name', 'Obat Bebas');
  ids.vendor = await idOf('master_vendor', 'vendor_id', 'vendor_name', 'PT Farma Jaya');
});

const paracetamol = () => ({
  main_name: 'Paracetamol 500 mg',
  main_category_id: ids.category,
  merk_id: ids.merk,
  main_vendor_id: ids.vendor,
  main_rack: 'A-1',
  product_satuan_besar: ids.box,
  product_isi: 10,
  product_satuan_kecil: ids.strip,
  alternative: 'Panadol generik',
  product_jenis: 'Obat',
  product_jumlah_dosis: '500',
  product_satuan_dosis: 'mg',
  product_jenis_obat: 'Tablet',
  product_golongan_obat_id: 1,
  product_lokasi_pakai: 'Oral',
  is_product_expire: '1',
});

describe('product create: validation_create and create_stored', () => {
  it('validation writes nothing; stored writes a product with the defaults of spec-2 §9', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const v = await ctx.admin.post('/product/validation_create', paracetamol());
    expect(v).toMatchObject({ http: 200, msg: 'Validasi berhasil' });
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const r = await ctx.admin.post('/product/create_stored', paracetamol());
    expect(r).toMatchObject({ http: 200, msg: 'Produk berhasil ditambahkan' });
    const { main_id, product_id } = r.data;
    expect(product_id).toHaveLength(1);
    const found = await ctx.admin.post('/product/find', { product_id: product_id[0] });
    expect(found.data).toMatchObject({
      main_id,
      main_name: 'Paracetamol 500 mg',
      main_min_stock: 0,
      barcode: '--',
      product_isi: 10,
      product_satuan_besar_name: 'Box',
      product_satuan_kecil_name: 'Strip',
      product_main_category: 'Obat Bebas',
      product_merk: 'Analgesik',
      main_vendor_name: 'PT Farma Jaya',
      product_golongan_obat_name: 'Obat Bebas',
      product_jumlah_dosis: 500,
      is_konsinyasi: 0,
      is_product_expire: 1,
      status: 1,
    });
    expect(found.data.varian).toEqual([
      expect.objectContaining({
        product_id: product_id[0],
        varian: null,
        product_sku: `SKU${String(product_id[0]).padStart(6, '0')}`,
        product_barcode: '--',
        product_price_sale: 0,
        product_qty: 0,
        grosir: [],
      }),
    ]);
    expect((await ctx.admin.post('/product/find', { main_id })).data.main_id).toBe(main_id);
  });

  it('answers per-field errors in Indonesian on both calls and writes nothing', async () => {
    for (const url of ['/product/validation_create', '/product/create_stored']) {
      const before = await tableSnapshot(ctx.server.database);
      const empty = await ctx.admin.post(url, {});
      expect(empty.http).toBe(422);
      expect(empty.errors?.main_name).toEqual(['Nama produk wajib diisi']);
      expect(empty.errors?.product_isi).toBeDefined();
      expect(empty.errors?.product_satuan_besar).toBeDefined();
      const bad = await ctx.admin.post(url, {
        ...paracetamol(),
        main_name: 'paracetamol 500 MG',
        product_satuan_besar: 99999,
        merk_id: 99999,
        product_golongan_obat_id: 42,
      });
      expect(bad.http).toBe(422);
      expect(bad.errors).toMatchObject({
        main_name: ['Nama produk sudah digunakan'],
        product_satuan_besar: ['Satuan besar tidak ditemukan'],
        merk_id: ['Kategori produk tidak ditemukan'],
        product_golongan_obat_id: ['Golongan obat tidak ditemukan'],
      });
      const same = await ctx.admin.post(url, { ...paracetamol(), main_name: 'Sirup X', product_satuan_besar: ids.botol, product_satuan_kecil: ids.botol });
      expect(same.errors?.product_isi).toEqual(['Satuan kecil sama dengan satuan besar: isi satuan besar harus 1']);
      const dupes = await ctx.admin.post(url, {
        ...paracetamol(),
        main_name: 'Kaos',
        varian: [
          { varian: 'Merah', varian_sku: 'K-1', barcode: '111' },
          { varian: 'merah', varian_sku: 'k-1', barcode: '111' },
        ],
      });
      expect(dupes.errors).toMatchObject({
        'varian.1.varian': ['Nama varian ganda'],
        'varian.1.varian_sku': ['SKU ganda dalam formulir'],
        'varian.1.barcode': ['Barcode ganda dalam formulir'],
      });
      expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    }
  });

  it('takes JSON bodies and multipart bodies as well as forms', async () => {
    const json = await ctx.admin.post('/product/create_stored', { ...paracetamol(), main_name: 'Ibuprofen', product_isi: 12 }, { json: true });
    expect(json.http).toBe(200);
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...paracetamol(), main_name: 'Amoxicillin', product_golongan_obat_id: 3 })) form.append(k, String(v));
    form.append('product_images', new Blob([Buffer.from('not really a png')]), 'a.png');
    const res = await fetch(`${ctx.server.url}/product/create_stored`, { method: 'POST', headers: { authorization: `Bearer ${ctx.admin.token}` }, body: form });
    expect(res.status).toBe(200);
    const listed = await ctx.admin.post('/product/data/index', { search: 'amoxi' });
    expect(listed.data.data.map((p: { product_name: string }) => p.product_name)).toEqual(['Amoxicillin']);
  });
});

describe('concurrent creates', () => {
  it('of one name: one stored, the others refused on main_name', async () => {
    const body = { main_name: 'Antasida Doen', product_satuan_besar: ids.box, product_isi: 10, product_satuan_kecil: ids.strip };
    const answers = await Promise.all(Array.from({ length: 4 }, () => ctx.admin.post('/product/create_stored', body)));
    expect(answers.filter((a) => a.http === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.http !== 200)) {
      expect(a.http).toBe(422);
      expect(a.errors?.main_name).toBeDefined();
    }
    expect((await ctx.admin.post('/product/index_main', { search: 'antasida' })).data.total).toBe(1);
  });
});

describe('variants, lists and helpers', () => {
  let kaos: { main_id: number; product_id: number[] };

  it('stores variants with SKU and barcode; the list filters by every listed filter', async () => {
    const r = await ctx.admin.post('/product/create_stored', {
      main_name: 'Kaos Polos',
      product_satuan_besar: ids.box,
      product_isi: 12,
      product_satuan_kecil: ids.strip,
      is_konsinyasi: '1',
      product_price_sale: '45.000',
      varian: [
        { varian: 'Merah', varian_sku: 'KAOS-M', barcode: '8991234567890' },
        { varian: 'Biru', barcode: '' },
      ],
    });
    expect(r.http).toBe(200);
    kaos = r.data;
    const rows = (await ctx.admin.post('/product/data/index', { columnFilters: { main_id: kaos.main_id }, sort: { field: 'product_id' } })).data.data;
    expect(rows.map((p: Record<string, unknown>) => [p.product_name, p.product_sku, p.product_barcode, p.product_price_sale, p.is_konsinyasi])).toEqual([
      ['Kaos Polos Merah', 'KAOS-M', '8991234567890', 45000, 1],
      ['Kaos Polos Biru', `SKU${String(kaos.product_id[1]).padStart(6, '0')}`, '--', 45000, 1],
    ]);
    const names = async (body: Record<string, unknown>) =>
      (await ctx.admin.post('/product/data/index', body)).data.data.map((p: { product_name: string }) => p.product_name).sort();
    expect(await names({ is_konsinyasi: 1 })).toEqual(['Kaos Polos Biru', 'Kaos Polos Merah']);
    expect(await names({ product_barcode: '8991234567890' })).toEqual(['Kaos Polos Merah']);
    expect(await names({ merk_id: ids.merk })).toEqual(['Amoxicillin', 'Ibuprofen', 'Paracetamol 500 mg']);
    expect(await names({ columnFilters: { product_golongan_obat_id: 3 } })).toEqual(['Amoxicillin']);
    expect(await names({ main_vendor_id: ids.vendor, main_category_id: ids.category, is_product_expire: 1 })).toHaveLength(3);
    expect(await names({ search: 'panadol' })).toEqual(['Amoxicillin', 'Ibuprofen', 'Paracetamol 500 mg']);
    const mains = await ctx.admin.post('/product/index_main', { search: 'kaos' });
    expect(mains.data).toMatchObject({ total: 1, data: [{ main_id: kaos.main_id, main_name: 'Kaos Polos', varian_count: 2, status: 1 }] });
  });

  it('refuses a taken SKU or barcode, and suggests names, SKUs and barcodes', async () => {
    const taken = await ctx.admin.post('/product/validation_create', {
      main_name: 'Kaos Lain',
      product_satuan_besar: ids.box,
      product_isi: 1,
      product_satuan_kecil: ids.strip,
      varian: [{ varian: 'Hijau', varian_sku: 'kaos-m', barcode: '8991234567890' }],
    });
    expect(taken.errors).toMatchObject({ 'varian.0.varian_sku': ['SKU sudah digunakan'], 'varian.0.barcode': ['Barcode sudah digunakan'] });
    expect((await ctx.admin.post('/product/data/varian', { search: 'er' })).data).toEqual(['Merah']);
    expect((await ctx.admin.post('/product/data/varian_sku', { varian_sku: 'KAOS-M' })).data).toEqual({ varian_sku: 'KAOS-M-1', available: false });
    expect((await ctx.admin.post('/product/data/varian_sku', { varian_sku: 'KAOS-X' })).data).toEqual({ varian_sku: 'KAOS-X', available: true });
    expect((await ctx.admin.get('/product/data/cek_obat_is_exist', { main_name: 'kaos polos' })).data).toEqual({ is_exist: true, main_id: kaos.main_id });
    expect((await ctx.admin.get('/product/data/cek_obat_is_exist', { main_name: 'Kaos Polos', main_id: kaos.main_id })).data.is_exist).toBe(false);
    const code = (await ctx.admin.post('/product/data/generate_barcode')).data.barcode as string;
    expect(code).toMatch(/^2\d{12}$/);
    const sum = [...code.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
    expect(Number(code[12])).toBe((10 - (sum % 10)) % 10);
    expect((await ctx.admin.post('/product/list_golongan')).data).toContainEqual({ product_golongan_obat_id: 3, product_golongan_obat_name: 'Obat Keras' });
    const units = await ctx.admin.post('/product/get_kemasan_by_id', { product_id: kaos.product_id[0] });
    expect(units.data).toMatchObject({ product_isi: 12, product_satuan_besar_name: 'Box', product_satuan_kecil_name: 'Strip', product_isi_text: '1 Box' });
  });

  it('updates: renames a variant, adds one, removes one; validation writes nothing', async () => {
    const body = {
      main_id: kaos.main_id,
      main_name: 'Kaos Polos Katun',
      product_satuan_besar: ids.box,
      product_isi: 12,
      product_satuan_kecil: ids.strip,
      main_min_stock: 5,
      varian: [
        { product_id: kaos.product_id[0], varian: 'Merah Marun', varian_sku: 'KAOS-M', barcode: '8991234567890' },
        { varian: 'Hitam', varian_sku: 'KAOS-H' },
      ],
    };
    const before = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/product/validation_update', body)).http).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const r = await ctx.admin.post('/product/update_stored', body);
    expect(r).toMatchObject({ http: 200, msg: 'Produk berhasil diperbarui' });
    const found = await ctx.admin.post('/product/find', { main_id: kaos.main_id });
    expect(found.data).toMatchObject({ main_name: 'Kaos Polos Katun', main_min_stock: 5 });
    expect(found.data.varian.map((v: { varian: string; product_sku: string }) => [v.varian, v.product_sku])).toEqual([
      ['Merah Marun', 'KAOS-M'],
      ['Hitam', 'KAOS-H'],
    ]);
    kaos.product_id = found.data.varian.map((v: { product_id: number }) => v.product_id);
    // Another product's variant cannot be slipped in, and an unknown product is 404.
    const other = (await ctx.admin.post('/product/data/index', { search: 'ibuprofen' })).data.data[0].product_id;
    const foreign = await ctx.admin.post('/product/validation_update', { ...body, varian: [{ product_id: other, varian: 'X' }] });
    expect(foreign.errors?.['varian.0.product_id']).toEqual(['Varian ini bukan milik produk ini']);
    expect((await ctx.admin.post('/product/update_stored', { ...body, main_id: 999999 })).http).toBe(404);
  });

  it('refuses a new product_isi while the product has stock (stock hook), on both calls', async () => {
    const body = { ...paracetamol(), main_id: (await ctx.admin.post('/product/find', { main_id: 1 })).data.main_id, product_isi: 20 };
    stock.value = 15;
    try {
      for (const url of ['/product/validation_update', '/product/update_stored']) {
        const r = await ctx.admin.post(url, body);
        expect(r.http).toBe(422);
        expect(r.errors?.product_isi).toEqual(['Isi satuan besar tidak dapat diubah karena produk masih memiliki stok']);
      }
      // Other changes stay allowed.
      expect((await ctx.admin.post('/product/update_stored', { ...body, product_isi: 10, main_rack: 'B-2' })).http).toBe(200);
      expect((await ctx.admin.post('/product/validation_delete', { main_id: body.main_id })).errors?.main_id).toEqual(['Produk masih memiliki stok']);
    } finally {
      stock.value = 0;
    }
    expect((await ctx.admin.post('/product/update_stored', body)).http).toBe(200);
    expect((await ctx.admin.post('/product/find', { main_id: body.main_id })).data.product_isi).toBe(20);
  });

  it('activates and deactivates', async () => {
    const v = await ctx.admin.post('/product/validation_activated', { main_id: kaos.main_id, status: '0' });
    expect(v.http).toBe(200);
    const r = await ctx.admin.post('/product/stored_activated', { main_id: kaos.main_id, status: '0' });
    expect(r).toMatchObject({ http: 200, msg: 'Produk berhasil dinonaktifkan', data: { status: 0 } });
    expect((await ctx.admin.post('/product/index_main', { status: 0 })).data.data.map((m: { main_id: number }) => m.main_id)).toEqual([kaos.main_id]);
    const picker = await ctx.admin.post('/product_package/product', { search: 'kaos' });
    expect(picker.data.data).toEqual([]);
    await ctx.admin.post('/product/stored_activated', { main_id: kaos.main_id, status: '1' });
    expect((await ctx.admin.post('/product_package/product', { search: 'kaos' })).data.data).toHaveLength(2);
    expect((await ctx.admin.post('/product/stored_activated', { main_id: kaos.main_id, status: '2' })).errors?.status).toBeDefined();
  });
});

describe('Excel exports', () => {
  async function download(url: string, body: Record<string, unknown>) {
    const res = await fetch(`${ctx.server.url}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    return readSheet(Buffer.from(await res.arrayBuffer()));
  }

  it('exports the master data of the filtered variants, codes as text', async () => {
    const sheet = await download('/product/data/export_excel_stored_by_master_data', { search: 'kaos', sort: { field: 'product_sku' } });
    expect(sheet.headers.slice(0, 5)).toEqual(['ID Produk', 'Nama Produk', 'Varian', 'SKU', 'Barcode']);
    expect(sheet.rows.map((r) => [r.cells[1], r.cells[2], r.cells[3], r.cells[4], r.cells[10], r.cells[11]])).toEqual([
      ['Kaos Polos Katun', 'Hitam', 'KAOS-H', '--', 'Box', '12'],
      ['Kaos Polos Katun', 'Merah Marun', 'KAOS-M', '8991234567890', 'Box', '12'],
    ]);
  });

  it('exports stock in small units and as big + small units text', async () => {
    const sheet = await download('/product/data/export_excel_stored_by_stock', { columnFilters: { search: 'amoxicillin' } });
    expect(sheet.headers).toContain('Stok');
    expect(sheet.rows.map((r) => [r.cells[1], r.cells[3], r.cells[4]])).toEqual([['Amoxicillin', '0', '0 Strip']]);
  });
});

describe('Excel import', () => {
  async function upload(
    rows: (string | number)[][],
    headers = ['Nama Produk', 'Varian', 'SKU', 'Barcode', 'Kategori Produk', 'Satuan Besar', 'Isi', 'Satuan Kecil', 'Harga Jual'],
  ) {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Produk');
    ws.addRow(headers);
    for (const r of rows) ws.addRow(r);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]), 'produk.xlsx');
    const res = await fetch(`${ctx.server.url}/product/import_excel_stored`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}` },
      body: form,
    });
    return { http: res.status, ...((await res.json()) as { msg: string; data: any; errors?: Record<string, string[]> }) };
  }

  it('refuses the whole file naming each bad row, and writes nothing', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const r = await upload([
      ['Vitamin C', '', 'VITC', '', 'Analgesik', 'Box', 10, 'Strip', 5000],
      ['Masker', '', '', '', 'Tidak Ada', 'Dus', 0, 'Strip', 1000],
      ['Vitamin C', '', '', '', '', 'Box', 10, 'Strip', 5000],
      ['', '', '', '', '', 'Box', 1, 'Box', 1],
      ['Paracetamol 500 mg', '', '', '', '', 'Box', 10, 'Strip', 1],
    ]);
    expect(r.http).toBe(422);
    expect(r.msg).toMatch(/^Impor dibatalkan: \d+ baris tidak valid/);
    expect(r.errors?.['baris 3']).toEqual(expect.arrayContaining(["Kategori produk 'Tidak Ada' tidak ditemukan", "Satuan besar 'Dus' tidak ditemukan"]));
    expect(r.errors?.['baris 4']?.[0]).toMatch(/^Nama produk 'Vitamin C' ganda dengan baris 2/);
    expect(r.errors?.['baris 5']).toEqual(['Nama produk wajib diisi']);
    expect(r.errors?.['baris 2']).toBeUndefined();
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    // Rules of the form (a name in use) are checked per row too, and still nothing is written.
    const taken = await upload([
      ['Vitamin C', '', 'VITC', '', '', 'Box', 10, 'Strip', 5000],
      ['Paracetamol 500 mg', '', '', '', '', 'Box', 10, 'Strip', 1],
    ]);
    expect(taken.errors).toEqual({ 'baris 3': ['Nama produk sudah digunakan'] });
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    expect((await upload([['x']], ['Nama Produk'])).errors?.file?.[0]).toBe('Kolom wajib tidak ada: Satuan Besar, Isi, Satuan Kecil');
  });

  it('stores products, rows of one name as variants, with their prices', async () => {
    const r = await upload([
      ['Vitamin C', '', 'VITC', '', 'Analgesik', 'Box', 10, 'Strip', 5000],
      ['Sabun Cair', 'Lemon', 'SBN-L', '8990000000017', '', 'Botol', 1, 'Botol', 15000],
      ['Sabun Cair', 'Mawar', 'SBN-M', '--', '', 'Botol', 1, 'Botol', 15000],
    ]);
    expect(r).toMatchObject({ http: 200, data: { products: 2, variants: 3, total_rows: 3 } });
    const rows = (await ctx.admin.post('/product/data/index', { search: 'sabun', sort: { field: 'product_sku' } })).data.data;
    expect(rows.map((p: Record<string, unknown>) => [p.product_name, p.product_sku, p.product_barcode, p.product_price_sale])).toEqual([
      ['Sabun Cair Lemon', 'SBN-L', '8990000000017', 15000],
      ['Sabun Cair Mawar', 'SBN-M', '--', 15000],
    ]);
    const vit = (await ctx.admin.post('/product/data/index', { search: 'vitamin' })).data.data[0];
    expect(vit).toMatchObject({ product_merk: 'Analgesik', product_isi: 10, product_satuan_besar_name: 'Box', product_price_sale: 5000 });
  });
});

describe('images and the import template', () => {
  let PNG: Buffer;
  beforeAll(async () => {
    PNG = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
  });
  async function send(client: Client, fields: Record<string, string>, file?: Buffer) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('product_image', new Blob([new Uint8Array(file)]), 'gambar.png');
    const res = await fetch(`${ctx.server.url}/product/upload_product_image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}` },
      body: form,
    });
    return { http: res.status, ...((await res.json()) as { msg: string; data: any; errors?: Record<string, string[]> }) };
  }
  const fetchImage = (url: string, client: Client = ctx.admin) => fetch(`${ctx.server.url}${url}`, { headers: { authorization: `Bearer ${client.token}` } });

  it('stores an image of a product, lists its address and serves its bytes and thumbnail; refuses what is not an image', async () => {
    const p = (await ctx.admin.post('/product/data/index', { search: 'vitamin' })).data.data[0];
    const before = await tableSnapshot(ctx.server.database);
    expect((await send(ctx.admin, { product_id: String(p.product_id) }, Buffer.from('<svg onload=alert(1)>'))).errors?.product_image).toEqual([
      'Gambar produk harus berupa PNG, JPEG atau WEBP',
    ]);
    // The first bytes of a PNG and a broken body: the decoder refuses it.
    expect((await send(ctx.admin, { product_id: String(p.product_id) }, BROKEN_PNG)).errors?.product_image?.[0]).toMatch(/^Gambar produk rusak/);
    expect((await send(ctx.admin, { product_id: String(p.product_id) })).errors?.product_image).toEqual(['Gambar produk wajib diunggah']);
    expect((await send(ctx.admin, { product_id: String(p.product_id) }, pngBomb())).errors?.product_image).toEqual([
      'Gambar produk terlalu besar: 20000 × 20000 piksel, maksimal 40 megapiksel',
    ]);
    expect((await send(ctx.admin, { main_id: '999999' }, PNG)).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const r = await send(ctx.admin, { product_id: String(p.product_id) }, PNG);
    expect(r).toMatchObject({ http: 200, data: { main_id: p.main_id, url: expect.stringMatching(/^\/product\/image\?image_id=\d+$/) } });
    const row = (await ctx.admin.post('/product/data/index', { search: 'vitamin' })).data.data[0];
    expect(row.product_images).toEqual([r.data.url]);
    const img = await fetchImage(r.data.url);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('cache-control')).toContain('max-age=');
    // What is served is the image re-encoded (no metadata), the same picture.
    const served = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 800, 600]);
    const thumb = await fetchImage(`${r.data.url}&size=thumb`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 192]);
    for (let i = 1; i < 5; i++) expect((await send(ctx.admin, { main_id: String(p.main_id) }, PNG)).http).toBe(200);
    expect((await send(ctx.admin, { main_id: String(p.main_id) }, PNG)).errors?.product_image).toEqual(['Produk sudah memiliki 5 gambar']);
  });

  it('deletes one image after which a sixth fits; a role without productUpdate and an unknown id are refused', async () => {
    const p = (await ctx.admin.post('/product/data/index', { search: 'vitamin' })).data.data[0];
    const imageId = Number(new URL(p.product_images[0], ctx.server.url).searchParams.get('image_id'));
    const { client } = await userWithGroup(ctx.admin, 7);
    expect((await client.post('/product/delete_image', { image_id: imageId })).http).toBe(403);
    expect((await ctx.admin.post('/product/delete_image', { image_id: 999999 })).http).toBe(404);
    expect(await ctx.admin.post('/product/delete_image', { image_id: imageId })).toMatchObject({ http: 200, msg: 'Gambar produk berhasil dihapus' });
    expect((await fetchImage(p.product_images[0])).status).toBe(404);
    const after = (await ctx.admin.post('/product/data/index', { search: 'vitamin' })).data.data[0];
    expect(after.product_images).toHaveLength(4);
    expect((await send(ctx.admin, { main_id: String(p.main_id) }, PNG)).http).toBe(200);
  });

  it('gives an import template that imports back', async () => {
    const res = await fetch(`${ctx.server.url}/product/template`, { headers: { authorization: `Bearer ${ctx.admin.token}` } });
    expect(res.status).toBe(200);
    const sheet = await readSheet(Buffer.from(await res.arrayBuffer()));
    expect(sheet.headers.slice(0, 4)).toEqual(['Nama Produk', 'Varian', 'SKU', 'Barcode']);
    expect(sheet.rows).toHaveLength(3);
  });
});

describe('prices: price_sale, price_sale_stored, validation/stored', () => {
  let productId: number;
  beforeAll(async () => {
    productId = (await ctx.admin.post('/product/data/index', { search: 'ibuprofen' })).data.data[0].product_id;
  });

  it('stores a price, logs who changed it from what, and answers current prices and history', async () => {
    expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: productId, product_price_sale: '12.000' })).http).toBe(200);
    expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: productId, product_price_sale: 13000 })).http).toBe(200);
    expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: productId, gudang_id: 2, product_price_sale: 14000 })).http).toBe(200);
    const all = await ctx.admin.get('/product_price/price_sale', { product_id: productId });
    expect(all.data.product_price_sale).toBe(13000);
    expect(all.data.prices.map((p: { gudang_id: number; product_price_sale: number }) => [p.gudang_id, p.product_price_sale])).toEqual([
      [0, 13000],
      [2, 14000],
    ]);
    expect(all.data.history.map((h: { gudang_id: number; price_old: number | null; price_new: number }) => [h.gudang_id, h.price_old, h.price_new])).toEqual([
      [2, null, 14000],
      [0, 12000, 13000],
      [0, null, 12000],
    ]);
    expect(all.data.history[0]).toMatchObject({ user_name: expect.any(String), at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect((await ctx.admin.get('/product_price/price_sale', { product_id: productId, gudang_id: 2 })).data.product_price_sale).toBe(14000);
    expect((await ctx.admin.get('/product_price/price_sale', { product_id: productId, gudang_id: 1 })).data.product_price_sale).toBe(13000);
    const bad = await ctx.admin.post('/product_price/price_sale_stored', { product_id: productId, gudang_id: 999, product_price_sale: -1 });
    expect(bad.errors?.product_price_sale).toBeDefined();
    expect(
      (await ctx.admin.post('/product_price/price_sale_stored', { product_id: productId, gudang_id: 999, product_price_sale: 1 })).errors?.gudang_id,
    ).toEqual(['Gudang tidak ditemukan']);
    expect((await ctx.admin.get('/product_price/price_sale', { product_id: 999999 })).http).toBe(404);
  });

  it('sets the wholesale tiers with the price; refuses a discount above the price and repeated quantities', async () => {
    const body = {
      product_id: productId,
      product_price_sale: 13000,
      grosir: [
        { grosir_kuantitas: 12, grosir_is_rupiah: '1', grosir_harga_grosir: '1.000' },
        { grosir_kuantitas: 120, grosir_is_rupiah: '0', grosir_harga_grosir: '10' },
      ],
    };
    const before = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/product_price/validation', body)).http).toBe(200);
    for (const grosir of [[{ grosir_kuantitas: 5, grosir_harga_grosir: 20000 }], [body.grosir[0], body.grosir[0]]]) {
      const r = await ctx.admin.post('/product_price/stored', { ...body, grosir });
      expect(r.http).toBe(422);
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    expect((await ctx.admin.post('/product_price/stored', body)).http).toBe(200);
    const p = await ctx.admin.get('/product_price/price_sale', { product_id: productId });
    expect(p.data.grosir.map((g: Record<string, number>) => [g.grosir_kuantitas, g.grosir_is_rupiah, g.grosir_harga_grosir, g.grosir_harga_akhir])).toEqual([
      [12, 1, 1000, 12000],
      [120, 0, 10, 11700],
    ]);
    expect(p.data.history).toHaveLength(3);
  });

  it('splits the price into DPP and PPN by configuration: show_ppn 1 includes it, 0 adds it on top', async () => {
    expect((await ctx.admin.post('/config/stored_config_ppn', { config_ppn: '11' })).http).toBe(200);
    expect((await ctx.admin.post('/config/stored_config_show_ppn', { config_show_ppn: '1' })).http).toBe(200);
    expect((await ctx.admin.get('/product_price/price_sale', { product_id: productId })).data.ppn).toEqual({
      percent: 11,
      included: true,
      dpp: 11712,
      ppn: 1288,
      total: 13000,
    });
    expect((await ctx.admin.post('/config/stored_config_show_ppn', { config_show_ppn: '0' })).http).toBe(200);
    expect((await ctx.admin.get('/product_price/price_sale', { product_id: productId })).data.ppn).toEqual({
      percent: 11,
      included: false,
      dpp: 13000,
      ppn: 1430,
      total: 14430,
    });
  });
});

describe('packages and deleting products', () => {
  let packageId: number;
  let ibuprofen: number;
  let paracetamolId: number;
  beforeAll(async () => {
    ibuprofen = (await ctx.admin.post('/product/data/index', { search: 'ibuprofen' })).data.data[0].product_id;
    paracetamolId = (await ctx.admin.post('/product/data/index', { search: 'paracetamol' })).data.data[0].product_id;
    await ctx.admin.post('/product_price/price_sale_stored', { product_id: paracetamolId, product_price_sale: 2000 });
  });

  it('creates a package (validation writes nothing) and refuses bad lines', async () => {
    const body = {
      package_name: 'Paket Flu',
      package_category_id: ids.category,
      package_product: [
        { product_id: ibuprofen, package_qty: 6 },
        { product_id: paracetamolId, package_qty: 25 },
      ],
    };
    const before = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/product_package/validation_create', body)).http).toBe(200);
    const bad = await ctx.admin.post('/product_package/create_stored', {
      package_name: 'Paket Rusak',
      package_product: [
        { product_id: 999999, package_qty: 1 },
        { product_id: ibuprofen, package_qty: 0 },
      ],
    });
    expect(bad.http).toBe(422);
    expect(Object.keys(bad.errors ?? {})).toContain('package_product.1.package_qty');
    const missing = await ctx.admin.post('/product_package/create_stored', {
      package_name: 'Paket Kosong',
      package_product: [{ product_id: 999999, package_qty: 1 }],
    });
    expect(missing.errors?.['package_product.0.product_id']).toEqual(['Produk tidak ditemukan atau tidak aktif']);
    expect((await ctx.admin.post('/product_package/create_stored', { package_name: 'Paket Kosong', package_product: [] })).errors?.package_product).toEqual([
      'Produk paket wajib diisi',
    ]);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const r = await ctx.admin.post('/product_package/create_stored', body);
    expect(r.http).toBe(200);
    packageId = r.data.package_id;
    expect((await ctx.admin.post('/product_package/create_stored', { ...body, package_name: 'paket flu' })).errors?.package_name).toEqual([
      'Nama paket sudah digunakan',
    ]);
    const list = await ctx.admin.post('/product_package/index', {});
    expect(list.data.data).toEqual([
      expect.objectContaining({
        package_id: packageId,
        package_name: 'Paket Flu',
        category_name: 'Obat Bebas',
        product_count: 2,
        package_price: 6 * 13000 + 25 * 2000,
      }),
    ]);
  });

  it('computes what a sale of the package contains and costs, with and without grosir tiers', async () => {
    const normal = await ctx.admin.post('/product_package/sale_product', { package_id: packageId, qty: 2 });
    expect(normal.data.lines).toEqual([
      expect.objectContaining({ product_id: ibuprofen, package_qty: 6, qty: 12, qty_text: '1 Box', product_price_sale: 13000, subtotal: 156000 }),
      expect.objectContaining({
        product_id: paracetamolId,
        package_qty: 25,
        qty: 50,
        qty_text: '2 Box + 10 Strip',
        product_price_sale: 2000,
        subtotal: 100000,
      }),
    ]);
    expect(normal.data.total).toBe(256000);
    // 12 ibuprofen reach the 1.000 rupiah tier; paracetamol has no tier.
    const grosir = await ctx.admin.post('/product_package/sale_grosir_product', { package_id: packageId, qty: 2 });
    expect(grosir.data.lines[0]).toMatchObject({ grosir_harga_jual_normal: 13000, grosir_harga_grosir: 1000, grosir_harga_akhir: 12000, subtotal: 144000 });
    expect(grosir.data.lines[1]).toMatchObject({ grosir_id: null, grosir_harga_akhir: 2000, subtotal: 100000 });
    expect(grosir.data.total).toBe(244000);
    // 20 packages: 120 ibuprofen reach the 10 % tier.
    const big = await ctx.admin.post('/product_package/sale_grosir_product', { package_id: packageId, qty: 20 });
    expect(big.data.lines[0]).toMatchObject({ qty: 120, grosir_harga_akhir: 11700, subtotal: 120 * 11700 });
    // A warehouse with its own price.
    const g2 = await ctx.admin.post('/product_package/sale_product', { package_id: packageId, gudang_id: 2 });
    expect(g2.data.lines[0].product_price_sale).toBe(14000);
    expect((await ctx.admin.get('/product_price/price_sale', { packages_id: packageId })).data.total).toBe(6 * 13000 + 25 * 2000);
    expect((await ctx.admin.post('/product_package/sale_product', { package_id: 999999 })).http).toBe(404);
  });

  it('refuses to delete a product a package holds, naming the package; deletes it once free', async () => {
    const mainId = (await ctx.admin.post('/product/find', { product_id: ibuprofen })).data.main_id;
    for (const url of ['/product/validation_delete', '/product/delete_stored']) {
      const r = await ctx.admin.post(url, { main_id: mainId });
      expect(r.http).toBe(422);
      expect(r.errors?.main_id).toEqual(['Produk masih dipakai di paket: Paket Flu']);
    }
    // Removing the variant through an update is refused the same way.
    const found = (await ctx.admin.post('/product/find', { main_id: mainId })).data;
    const rm = await ctx.admin.post('/product/validation_update', {
      ...paracetamol(),
      main_id: mainId,
      main_name: found.main_name,
      product_isi: found.product_isi,
      varian: [{ varian: 'Baru' }],
    });
    expect(rm.errors?.varian).toEqual(['Varian yang dihapus masih dipakai di paket: Paket Flu']);
    // Update the package without it, then delete the package, then the product.
    const upd = await ctx.admin.post('/product_package/update_stored', {
      package_id: packageId,
      package_name: 'Paket Flu Ringan',
      package_product: [{ product_id: paracetamolId, package_qty: 10 }],
    });
    expect(upd.http).toBe(200);
    expect((await ctx.admin.post('/product/validation_delete', { main_id: mainId })).http).toBe(200);
    expect((await ctx.admin.post('/product_package/validation_delete', { package_id: packageId })).http).toBe(200);
    expect((await ctx.admin.post('/product_package/delete', { package_id: packageId })).http).toBe(200);
    expect((await ctx.admin.post('/product_package/index', {})).data.total).toBe(0);
    expect((await ctx.admin.post('/product/delete_stored', { main_id: mainId })).msg).toBe('Produk berhasil dihapus');
    expect((await ctx.admin.post('/product/find', { main_id: mainId })).http).toBe(404);
    expect((await ctx.admin.post('/product/delete_stored', { main_id: mainId })).http).toBe(404);
    const rows = await ctx.server.database.db.execute(sql`select count(*)::int as n from product_price_history where product_id = ${ibuprofen}`);
    expect(Number((rows.rows[0] as { n: number }).n)).toBe(0);
  });
});

describe('access and company isolation', () => {
  it('needs the product permissions', async () => {
    const { client } = await userWithGroup(ctx.admin, 3, 'spv_finance_p'); // SPV Finance: no product pages
    expect((await client.post('/product/data/index', {})).http).toBe(403);
    expect((await client.post('/product/create_stored', paracetamol())).http).toBe(403);
    // SPV Finance sells (the Penjualan pages): it may search packages for order lines, not the product pages.
    expect((await client.post('/product_package/index', {})).http).toBe(200);
    const { client: purchasing } = await userWithGroup(ctx.admin, 7, 'adm_purchasing_p'); // Admin Purchasing: neither
    expect((await purchasing.post('/product_package/index', {})).http).toBe(403);
    const { client: whs } = await userWithGroup(ctx.admin, 4, 'spv_whs_p'); // SPV WHS reads products
    expect((await whs.post('/product/data/index', {})).http).toBe(200);
  });

  it('another company neither lists, reads, changes nor deletes a product by id', async () => {
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga',
      app_name: 'tetangga-produk',
      name: 'Pemilik B',
      username: 'owner_prod_b',
      email: 'owner@prod-b.test',
      password: 'Password-B-123',
      password_confirmation: 'Password-B-123',
    });
    expect(reg.status).toBe(200);
    const b = await new Client(ctx.server.url).login('owner_prod_b', 'Password-B-123');
    const a = (await ctx.admin.post('/product/data/index', { search: 'paracetamol' })).data.data[0];
    const before = await tableSnapshot(ctx.server.database);
    expect((await b.post('/product/data/index', {})).data.total).toBe(0);
    expect((await b.post('/product/index_main', {})).data.total).toBe(0);
    expect((await b.post('/product/find', { product_id: a.product_id })).http).toBe(404);
    expect((await b.post('/product/find', { main_id: a.main_id })).http).toBe(404);
    expect((await b.post('/product/get_kemasan_by_id', { product_id: a.product_id })).http).toBe(404);
    expect((await b.get('/product_price/price_sale', { product_id: a.product_id })).http).toBe(404);
    expect((await b.post('/product_price/price_sale_stored', { product_id: a.product_id, product_price_sale: 1 })).http).toBe(404);
    expect((await b.post('/product/update_stored', { ...paracetamol(), main_id: a.main_id })).http).toBe(404);
    expect((await b.post('/product/stored_activated', { main_id: a.main_id, status: '0' })).http).toBe(404);
    expect((await b.post('/product/delete_stored', { main_id: a.main_id })).http).toBe(404);
    expect((await b.post('/product/update_stored_kledo', { main_id: a.main_id, kledo_is_sell: '1', kledo_sell_account_id: 9 })).http).toBe(404);
    const vitamin = (await ctx.admin.post('/product/data/index', { search: 'vitamin' })).data.data[0];
    const img = await fetch(`${ctx.server.url}${vitamin.product_images[0]}`, { headers: { authorization: `Bearer ${b.token}` } });
    expect(img.status).toBe(404);
    // A's units, brand and warehouse ids are not B's.
    const own = await b.post('/product/validation_create', { ...paracetamol() });
    expect(own.errors).toMatchObject({ product_satuan_besar: ['Satuan besar tidak ditemukan'], merk_id: ['Kategori produk tidak ditemukan'] });
    expect(
      (await b.post('/product_package/create_stored', { package_name: 'Curian', package_product: [{ product_id: a.product_id, package_qty: 1 }] })).http,
    ).toBe(422);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    // B's own product may carry the same name and SKU as A's.
    await b.post('/kemasan/stored', { kemasan_name: 'Box' });
    const kb = Number(
      (
        (await ctx.server.database.db.execute(sql`select kemasan_id from master_kemasan where company_id <> 1 and kemasan_name = 'Box'`)).rows[0] as {
          kemasan_id: number;
        }
      ).kemasan_id,
    );
    const mine = await b.post('/product/create_stored', {
      main_name: a.main_name,
      product_satuan_besar: kb,
      product_isi: 1,
      product_satuan_kecil: kb,
      varian_sku: a.product_sku,
    });
    expect(mine.http).toBe(200);
  });
});

describe('accounting-service fields: validation_update_kledo and update_stored_kledo', () => {
  it('stores the kledo fields, answers them in find, and clears a side switched off', async () => {
    const a = (await ctx.admin.post('/product/data/index', { search: 'paracetamol' })).data.data[0];
    const body = {
      main_id: a.main_id,
      kledo_is_purchase: '1',
      kledo_purchase_account_id: 120,
      kledo_purchase_price: '12.500',
      kledo_purchase_tax_id: 3,
      kledo_is_sell: '1',
      kledo_sell_account_id: 410,
      kledo_sell_price: '15.000',
      kledo_is_track: '0',
      kledo_track_account_id: 130,
    };
    expect((await ctx.admin.post('/product/validation_update_kledo', body)).status).toBe(200);
    const saved = await ctx.admin.post('/product/update_stored_kledo', body);
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ kledo_is_purchase: 1, kledo_purchase_account_id: 120, kledo_purchase_price: 12500, kledo_sell_price: 15000 });
    // The track side is off: its account is not kept.
    expect(saved.data.kledo_track_account_id).toBeNull();
    const found = (await ctx.admin.post('/product/find', { main_id: a.main_id })).data;
    expect(JSON.stringify(found)).toContain('"kledo_purchase_account_id":120');
    const off = await ctx.admin.post('/product/update_stored_kledo', { main_id: a.main_id, kledo_is_purchase: '0', kledo_purchase_account_id: 120 });
    expect(off.data).toMatchObject({ kledo_is_purchase: 0, kledo_purchase_account_id: null, kledo_purchase_price: null, kledo_is_sell: 0 });
  });

  it('refuses per field and writes nothing: an account missing for a side switched on, bad numbers, an unknown product', async () => {
    const a = (await ctx.admin.post('/product/data/index', { search: 'paracetamol' })).data.data[0];
    const before = await tableSnapshot(ctx.server.database);
    const missing = await ctx.admin.post('/product/update_stored_kledo', { main_id: a.main_id, kledo_is_sell: '1', kledo_is_track: '1' });
    expect(missing.http).toBe(422);
    expect(missing.errors).toMatchObject({ kledo_sell_account_id: ['Akun penjualan wajib diisi'], kledo_track_account_id: ['Akun persediaan wajib diisi'] });
    const bad = await ctx.admin.post('/product/validation_update_kledo', { main_id: a.main_id, kledo_is_purchase: '2', kledo_purchase_price: 'mahal' });
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['kledo_is_purchase', 'kledo_purchase_price']);
    expect((await ctx.admin.post('/product/update_stored_kledo', { main_id: 999999 })).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('names each bad field in Indonesian on both calls, and writes nothing', async () => {
    const a = (await ctx.admin.post('/product/data/index', { search: 'paracetamol' })).data.data[0];
    const before = await tableSnapshot(ctx.server.database);
    const body = {
      main_id: a.main_id,
      kledo_is_purchase: '1',
      kledo_purchase_account_id: 'abc',
      kledo_purchase_price: '1.500,50',
      kledo_purchase_tax_id: '0',
      kledo_purchase_account_update_past: 'ya',
      kledo_is_sell: '1',
      kledo_sell_account_id: '-4',
      kledo_sell_price: '-1.000',
      kledo_sell_tax_id: 'PPN',
      kledo_sell_account_update_past: '3',
      kledo_is_track: 'x',
      kledo_track_account_id: '1,5',
      kledo_track_account_update_past: '2',
    };
    for (const url of ['/product/validation_update_kledo', '/product/update_stored_kledo']) {
      const r = await ctx.admin.post(url, body);
      expect(r.http).toBe(422);
      const errors = r.errors as Record<string, string[]>;
      // every field but main_id and the two sides switched on properly
      expect(Object.keys(errors).sort()).toEqual(
        Object.keys(body)
          .filter((k) => !['main_id', 'kledo_is_purchase', 'kledo_is_sell'].includes(k))
          .sort(),
      );
      expect(errors.kledo_purchase_account_id[0]).toMatch(/^Akun pembelian /);
      expect(errors.kledo_purchase_price[0]).toMatch(/^Harga beli akuntansi /);
      expect(errors.kledo_purchase_tax_id[0]).toMatch(/^Pajak pembelian /);
      expect(errors.kledo_purchase_account_update_past).toEqual(['Perbarui transaksi lalu (pembelian) harus 0 atau 1']);
      expect(errors.kledo_sell_account_id[0]).toMatch(/^Akun penjualan /);
      expect(errors.kledo_sell_price[0]).toMatch(/^Harga jual akuntansi /);
      expect(errors.kledo_sell_tax_id[0]).toMatch(/^Pajak penjualan /);
      expect(errors.kledo_is_track).toEqual(['Lacak persediaan harus 0 atau 1']);
      expect(errors.kledo_track_account_id[0]).toMatch(/^Akun persediaan /);
    }
    // main_id itself
    expect(Object.keys((await ctx.admin.post('/product/validation_update_kledo', {})).errors ?? {})).toEqual(['main_id']);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('stores every field (Indonesian numbers, JSON numbers too) and the product detail reads them back', async () => {
    const a = (await ctx.admin.post('/product/data/index', { search: 'paracetamol' })).data.data[0];
    const body = {
      main_id: a.main_id,
      kledo_is_purchase: '1',
      kledo_purchase_account_id: '1.201',
      kledo_purchase_price: '1.500.000',
      kledo_purchase_tax_id: '2',
      kledo_purchase_account_update_past: '1',
      kledo_is_sell: '1',
      kledo_sell_account_id: '4001',
      kledo_sell_price: '1.750.000',
      kledo_sell_tax_id: '',
      kledo_sell_account_update_past: '0',
      kledo_is_track: '1',
      kledo_track_account_id: '1301',
      kledo_track_account_update_past: '1',
    };
    expect((await ctx.admin.post('/product/validation_update_kledo', body)).http).toBe(200);
    expect(await ctx.admin.post('/product/update_stored_kledo', body)).toMatchObject({ http: 200, msg: 'Isian akuntansi produk berhasil disimpan' });
    const stored = {
      kledo_is_purchase: 1,
      kledo_purchase_account_id: 1201,
      kledo_purchase_price: 1500000,
      kledo_purchase_tax_id: 2,
      kledo_purchase_account_update_past: 1,
      kledo_is_sell: 1,
      kledo_sell_account_id: 4001,
      kledo_sell_price: 1750000,
      kledo_sell_tax_id: null,
      kledo_sell_account_update_past: 0,
      kledo_is_track: 1,
      kledo_track_account_id: 1301,
      kledo_track_account_update_past: 1,
    };
    const found = (await ctx.admin.post('/product/find', { main_id: a.main_id })).data;
    expect(found).toMatchObject(stored);
    expect(found.kledo_updated_at).toBeTruthy();
    // the detail by a variant answers the same product
    expect((await ctx.admin.post('/product/find', { product_id: a.product_id })).data).toMatchObject({ kledo_track_account_id: 1301 });
    // JSON body with numbers
    const json = await ctx.admin.post('/product/update_stored_kledo', { ...body, kledo_sell_price: 2000000, kledo_sell_tax_id: 5 }, { json: true });
    expect(json.data).toMatchObject({ kledo_sell_price: 2000000, kledo_sell_tax_id: 5 });
  });

  it('another company can neither check nor store the kledo fields of a product; its values stay', async () => {
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Akuntansi Lain',
      app_name: 'akuntansi-lain',
      name: 'Pemilik C',
      username: 'owner_kledo_c',
      email: 'owner@kledo-c.test',
      password: 'Password-C-123',
      password_confirmation: 'Password-C-123',
    });
    expect(reg.status).toBe(200);
    const c = await new Client(ctx.server.url).login('owner_kledo_c', 'Password-C-123');
    const a = (await ctx.admin.post('/product/data/index', { search: 'paracetamol' })).data.data[0];
    const mine = (await ctx.admin.post('/product/find', { main_id: a.main_id })).data;
    const before = await tableSnapshot(ctx.server.database);
    const body = { main_id: a.main_id, kledo_is_purchase: '1', kledo_purchase_account_id: 9, kledo_purchase_price: '1' };
    expect((await c.post('/product/validation_update_kledo', body)).http).toBe(404);
    expect((await c.post('/product/update_stored_kledo', body)).http).toBe(404);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    expect((await ctx.admin.post('/product/find', { main_id: a.main_id })).data.kledo_purchase_account_id).toBe(mine.kledo_purchase_account_id);
  });

  it('needs productUpdate (spec-1 §6): SPV WHS stores them, SPV Finance (no product pages) is refused', async () => {
    const a = (await ctx.admin.post('/product/data/index', { search: 'paracetamol' })).data.data[0];
    const { client: whs } = await userWithGroup(ctx.admin, 4, 'spv_whs_kledo');
    expect((await whs.post('/product/validation_update_kledo', { main_id: a.main_id, kledo_is_sell: '0' })).http).toBe(200);
    const { client: finance } = await userWithGroup(ctx.admin, 3, 'spv_finance_kledo');
    const before = await tableSnapshot(ctx.server.database);
    expect((await finance.post('/product/validation_update_kledo', { main_id: a.main_id, kledo_is_sell: '0' })).http).toBe(403);
    expect((await finance.post('/product/update_stored_kledo', { main_id: a.main_id, kledo_is_sell: '0' })).http).toBe(403);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });
});
