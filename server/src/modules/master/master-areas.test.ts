import { describe, expect, it } from 'vitest';
import { csvOf, download, readXlsx, upload, xlsxOf } from '../../platform/resource/resource-test-kit.js';
import { type Answer, useTestServer } from '../../test/harness.js';

/**
 * The master areas' rules that e2e/master-areas.e2e.ts walked in the browser and now leaves to the API
 * (the browser keeps one walk of the generic master page on Dokter: its form, a field error, the
 * import problems, the filter, the export and the delete dialogs, and one refusal dialog): importing
 * doctors with hospital references, the refusals to delete a hospital or a supplier in use, and the
 * packaging units' import and export.
 */
const ctx = useTestServer();
const json = { json: true };

const ok = async (path: string, body: Record<string, unknown>): Promise<Answer> => {
  const r = await ctx.admin.post(path, body, json);
  expect(r.http, `${path} ${JSON.stringify(r.errors ?? r.msg)}`).toBe(200);
  return r;
};
const totalOf = async (list: string) => (await ctx.admin.post(list, {})).data.total as number;

describe('Dokter and Rumah Sakit', () => {
  it('imports doctors naming the hospital by code or by name; a file with a missing name or an unknown hospital writes nothing and names the rows', async () => {
    await ok('/custom/master/hospital/create_stored', { hospital_code: 'RSU01', hospital_name: 'RS Umum Sehat' });
    await ok('/custom/master/hospital/create_stored', { hospital_code: 'RSB02', hospital_name: 'RS Bunda Kasih' });
    const before = await totalOf('/custom/master/dokter/list');
    const headers = ['Kode Dokter', 'Nama Dokter', 'Spesialis', 'Rumah Sakit'];
    const row = (code: string, name: string, spec: string, rs: string) => ({ 'Kode Dokter': code, 'Nama Dokter': name, Spesialis: spec, 'Rumah Sakit': rs });
    const bad = await upload(
      ctx.admin,
      '/custom/master/dokter/stored_import',
      await xlsxOf(headers, [row('DR010', 'dr. Citra', 'Mata', 'RSU01'), row('DR011', '', 'Kulit', ''), row('DR012', 'dr. Dewi', 'Saraf', 'RS Tidak Ada')]),
      'dokter-salah.xlsx',
    );
    expect(bad.http).toBe(422);
    expect(bad.msg).toBe('Impor dibatalkan: 2 baris tidak valid, tidak ada data yang disimpan');
    expect(bad.data.rows.map((r: { row: number }) => r.row)).toEqual([3, 4]);
    expect(bad.errors?.['baris 3']).toEqual(['Nama Dokter wajib diisi']);
    expect(bad.errors?.['baris 4']).toEqual(["Rumah Sakit 'RS Tidak Ada' tidak ditemukan"]);
    expect(await totalOf('/custom/master/dokter/list')).toBe(before);

    // a .csv with semicolons: the hospital by its code (RSU01) and by its name (RS Bunda Kasih)
    const csv = csvOf(headers, [row('DR010', 'dr. Citra', 'Mata', 'RSU01'), row('DR011', 'dr. Eko', 'Kulit', 'RS Bunda Kasih')])
      .toString()
      .replace(/,/g, ';');
    const good = await upload(ctx.admin, '/custom/master/dokter/stored_import', Buffer.from(csv), 'dokter.csv');
    expect(good.status, JSON.stringify(good)).toBe(200);
    expect(good.data).toMatchObject({ inserted: 2, updated: 0 });
    const listed = (await ctx.admin.post('/custom/master/dokter/list', { sort: { field: 'dokter_code', type: 'asc' } })).data.data;
    expect(listed.map((d: Record<string, unknown>) => [d.dokter_code, d.dokter_name, d.dokter_specialist, d.hospital_name])).toEqual([
      ['DR010', 'dr. Citra', 'Mata', 'RS Umum Sehat'],
      ['DR011', 'dr. Eko', 'Kulit', 'RS Bunda Kasih'],
    ]);

    // sorted by name both ways, filtered by hospital, and exported as filtered
    const byName = async (type: 'asc' | 'desc') =>
      (await ctx.admin.post('/custom/master/dokter/list', { sort: { field: 'dokter_name', type } })).data.data.map(
        (d: { dokter_name: string }) => d.dokter_name,
      );
    expect(await byName('asc')).toEqual(['dr. Citra', 'dr. Eko']);
    expect(await byName('desc')).toEqual(['dr. Eko', 'dr. Citra']);
    const rsb = listed[1].hospital_id as number;
    const filtered = await ctx.admin.post('/custom/master/dokter/list', { columnFilters: { hospital_id: rsb } });
    expect(filtered.data.data.map((d: { dokter_name: string }) => d.dokter_name)).toEqual(['dr. Eko']);
    const file = await download(ctx.admin, '/custom/master/dokter/excel', { columnFilters: { hospital_id: rsb } });
    const sheet = await readXlsx(file.buf);
    const col = (h: string) => sheet[0].indexOf(h);
    expect(sheet.slice(1).map((r) => [r[col('Nama Dokter')], r[col('Rumah Sakit')]])).toEqual([['dr. Eko', 'RS Bunda Kasih']]);
  });

  it('refuses to delete a hospital a doctor names (the reason at its id) and deletes it once no doctor does', async () => {
    const h = (await ok('/custom/master/hospital/create_stored', { hospital_code: 'RSX01', hospital_name: 'RS Dipakai' })).data.hospital_id;
    const d = (await ok('/custom/master/dokter/create_stored', { dokter_code: 'DRX01', dokter_name: 'dr. Pakai', hospital_id: h })).data.dokter_id;
    const before = await totalOf('/custom/master/hospital/list');
    const refused = await ctx.admin.post('/custom/master/hospital/delete_stored', { hospital_id: h });
    expect({ http: refused.http, msg: refused.msg, errors: refused.errors }).toEqual({
      http: 422,
      msg: 'Rumah Sakit masih dipakai oleh 1 Dokter',
      errors: { hospital_id: ['Rumah Sakit masih dipakai oleh 1 Dokter'] },
    });
    expect(await totalOf('/custom/master/hospital/list')).toBe(before);
    await ok('/custom/master/dokter/delete_stored', { dokter_id: d });
    await ok('/custom/master/hospital/delete_stored', { hospital_id: h });
    expect(await totalOf('/custom/master/hospital/list')).toBe(before - 1);
  });
});

describe('Supplier', () => {
  it('refuses to delete a supplier with a purchase order only, counting the order', async () => {
    await ok('/kemasan/stored', { kemasan_name: 'Kapsul' });
    const units = (await ctx.admin.post('/kemasan/list', { page: 1, perPage: 100 })).data.data as { kemasan_id: number; kemasan_name: string }[];
    const unit = units.find((u) => u.kemasan_name === 'Kapsul')?.kemasan_id;
    const product = (
      await ok('/product/create_stored', { main_name: 'Kapsul Pemasok', product_satuan_besar: unit, product_isi: 1, product_satuan_kecil: unit })
    ).data.product_id[0];
    const vendor = (await ok('/vendor/create_stored', { vendor_code: 'SUPPO', vendor_name: 'PT Pemasok Dipakai' })).data.vendor_id;
    await ok('/penerimaan_order/add_stored', { vendor_id: vendor, gudang_id: 1, lines: [{ product_id: product, unit: 'kecil', qty: 2, price: 1000 }] });
    const refused = await ctx.admin.post('/vendor/delete_stored', { vendor_id: vendor });
    expect({ http: refused.http, msg: refused.msg }).toEqual({ http: 422, msg: 'Supplier masih dipakai oleh 1 pesanan pembelian' });
    expect((await ctx.admin.post('/vendor/index', { columnFilters: { vendor_id: vendor } })).data.total).toBe(1);
  });
});

describe('Kemasan', () => {
  it('import: a name twice in a file (ignoring case) is refused; a re-import updates by name; the export shows the result', async () => {
    for (const name of ['Strip', 'Botol']) await ok('/kemasan/stored', { kemasan_name: name });
    const headers = ['Nama Kemasan', 'Keterangan'];
    const row = (n: string, k = '') => ({ 'Nama Kemasan': n, Keterangan: k });
    const before = await totalOf('/kemasan/list');
    const twice = await upload(ctx.admin, '/kemasan/stored_import', await xlsxOf(headers, [row('Tube', 'Salep'), row('Box'), row('box', 'ganda')]));
    expect(twice.http).toBe(422);
    expect(twice.errors).toEqual({ 'baris 4': ["Nama Kemasan 'box' ganda dengan baris 3"] });
    expect(await totalOf('/kemasan/list')).toBe(before);

    const good = await upload(ctx.admin, '/kemasan/stored_import', await xlsxOf(headers, [row('Tube', 'Salep'), row('Box'), row('Strip', 'diperbarui')]));
    expect(good.status, JSON.stringify(good)).toBe(200);
    expect(good.data).toMatchObject({ inserted: 2, updated: 1 });
    expect(await totalOf('/kemasan/list')).toBe(before + 2);

    const sheet = await readXlsx((await download(ctx.admin, '/kemasan/excel', {})).buf);
    const [name, note] = [sheet[0].indexOf('Nama Kemasan'), sheet[0].indexOf('Keterangan')];
    const exported = Object.fromEntries(sheet.slice(1).map((r) => [r[name], r[note]]));
    expect(exported).toMatchObject({ Strip: 'diperbarui', Tube: 'Salep', Box: '', Botol: '' });
  });
});
