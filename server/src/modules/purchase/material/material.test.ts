import { checkTransition, PURCHASE_MATERIAL_STATES, purchaseMaterial } from '@bo/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../../test/db-state.js';
import { type Answer, Client, useTestServer, userWithGroup } from '../../../test/harness.js';
import { BROKEN_PNG, pngBomb, redPng } from '../../../test/images.js';

const ctx = useTestServer();
const ids = { vendor: 0, vendor2: 0 };
const owner = () => ctx.server.database.db;

const PNG = redPng();
/** Text with a .png name and type: refused by its bytes. */
const FAKE_PNG = Buffer.from('ini bukan gambar, hanya teks biasa');

/** A multipart call: fields as text (objects as JSON strings), files in the repeated field `images`. */
async function multipart(path: string, fields: Record<string, unknown>, images: Buffer[] = [], c: Client = ctx.admin): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  for (const [i, img] of images.entries()) form.append('images', new Blob([new Uint8Array(img)], { type: 'image/png' }), `gambar-${i}.png`);
  const res = await fetch(ctx.server.url + path, { method: 'POST', headers: { authorization: `Bearer ${c.token}` }, body: form });
  return { http: res.status, ...(await res.json()) };
}
const create = (fields: Record<string, unknown>, images: Buffer[] = [], c: Client = ctx.admin) =>
  multipart('/purchase_material/create_stored', fields, images, c);
const update = (fields: Record<string, unknown>, images: Buffer[] = [], c: Client = ctx.admin) =>
  multipart('/purchase_material/update_stored', fields, images, c);
const list = async (filters: Record<string, unknown> = {}, c: Client = ctx.admin) =>
  (await c.post('/purchase_material/index', { perPage: 100, ...filters }, { json: true })).data.data as Record<string, any>[];
const rowOf = async (id: number) => (await list({ material_id: id }))[0];
const history = async (id: number) =>
  (
    await owner().execute(
      sql`select from_state, to_state, action from document_state_log where document = 'purchase_material' and record_id = ${id} order by log_id`,
    )
  ).rows.map((r) => [r.from_state, r.to_state, r.action]);

/** Two lines worked out by hand: 3 Rol lakban at 12.500 = 37.500; 2 Rim kertas A4 at 45.000 = 90.000; total 127.500. */
const twoLines = () => [
  { material_name: 'Lakban cokelat 2 inci', qty: 3, unit: 'Rol', price: 12500 },
  { material_name: 'Kertas A4 80 gram', qty: 2, unit: 'Rim', price: 45000, note: 'Untuk kantor' },
];

beforeAll(async () => {
  for (const [code, name] of [
    ['PM1', 'CV Kemasan Prima'],
    ['PM2', 'Toko ATK Sentosa'],
  ])
    expect((await ctx.admin.post('/vendor/create_stored', { vendor_code: code, vendor_name: name })).status).toBe(200);
  const vendors = (await ctx.admin.post('/vendor/index', { perPage: 50 })).data.data as { vendor_id: number; vendor_code: string }[];
  ids.vendor = vendors.find((v) => v.vendor_code === 'PM1')?.vendor_id ?? 0;
  ids.vendor2 = vendors.find((v) => v.vendor_code === 'PM2')?.vendor_id ?? 0;
});

describe('the purchase material machine', () => {
  it('goes pending → ordered → received, cancel only while pending, every move under the Pemesanan permission', () => {
    expect(PURCHASE_MATERIAL_STATES.map((s) => s.value)).toEqual(['pending', 'ordered', 'received', 'cancelled']);
    expect(checkTransition(purchaseMaterial, 'pending', 'order').ok).toBe(true);
    expect(checkTransition(purchaseMaterial, 'ordered', 'receive').ok).toBe(true);
    expect(checkTransition(purchaseMaterial, 'pending', 'cancel').ok).toBe(true);
    expect(checkTransition(purchaseMaterial, 'ordered', 'cancel').ok).toBe(false);
    expect(checkTransition(purchaseMaterial, 'received', 'receive').ok).toBe(false);
    expect(purchaseMaterial.transitions.every((t) => t.permission === 'purchaseOrder')).toBe(true);
  });
});

describe('material purchases', () => {
  it('stores a multipart order with real images, totals worked out by the server, numbered and logged; validation writes nothing', async () => {
    const fields = { vendor_id: ids.vendor, gudang_id: 1, note: 'Kebutuhan gudang', lines: twoLines() };
    const before = await tableSnapshot(ctx.server.database);
    const v = await ctx.admin.post('/purchase_material/validation_create', fields);
    expect(v).toMatchObject({ http: 200, msg: 'Validasi berhasil', data: null });
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    // Prices the client might send as totals are ignored: the server multiplies.
    const r = await create({ ...fields, grand_total: 1, lines: twoLines().map((l) => ({ ...l, subtotal: 1 })) }, [PNG, redPng(3, 1)]);
    expect(r).toMatchObject({ http: 200, msg: 'Pembelian bahan berhasil disimpan', data: { status: 'pending', lines: 2, images: 2, grand_total: 127500 } });
    expect(r.data.material_number).toMatch(/^POM\/\d{4}\/00001$/);
    const row = await rowOf(r.data.material_id);
    expect(row).toMatchObject({
      material_number: r.data.material_number,
      vendor_id: ids.vendor,
      vendor_name: 'CV Kemasan Prima',
      gudang_id: 1,
      status: 'pending',
      status_label: 'Menunggu',
      grand_total: 127500,
      note: 'Kebutuhan gudang',
      line_count: 2,
    });
    expect(row.lines.map((l: Record<string, unknown>) => [l.material_name, l.qty, l.unit, l.price, l.subtotal, l.note])).toEqual([
      ['Lakban cokelat 2 inci', 3, 'Rol', 12500, 37500, null],
      ['Kertas A4 80 gram', 2, 'Rim', 45000, 90000, 'Untuk kantor'],
    ]);
    // Stored re-encoded by the platform image check: the same pictures.
    expect(row.images.map((i: { mime: string }) => i.mime)).toEqual(['image/png', 'image/png']);
    const stored = await Promise.all(row.images.map((i: { data_url: string }) => sharp(Buffer.from(i.data_url.split(',')[1], 'base64')).metadata()));
    expect(stored.map((m) => [m.format, m.width, m.height])).toEqual([
      ['png', 2, 2],
      ['png', 3, 1],
    ]);
    expect(await history(r.data.material_id)).toEqual([['new', 'pending', 'create']]);

    // Without a supplier, stored as ordered straight away: the next number, and the order move logged.
    const second = await create({ gudang_id: 2, status: 'ordered', lines: [{ material_name: 'Sarung tangan lateks', qty: 4, unit: 'Kotak', price: 60000 }] });
    expect(second.data).toMatchObject({ status: 'ordered', grand_total: 240000, images: 0 });
    expect(second.data.material_number).toMatch(/^POM\/\d{4}\/00002$/);
    expect((await rowOf(second.data.material_id)).vendor_id).toBeNull();
    expect(await history(second.data.material_id)).toEqual([
      ['new', 'pending', 'create'],
      ['pending', 'ordered', 'order'],
    ]);

    // The list's filters.
    const idsOf = (rows: Record<string, any>[]) => rows.map((x) => x.material_id);
    expect(idsOf(await list({ vendor_id: ids.vendor }))).toEqual([r.data.material_id]);
    expect(idsOf(await list({ status: 'ordered' }))).toEqual([second.data.material_id]);
    expect(idsOf(await list({ gudang_id: 2 }))).toEqual([second.data.material_id]);
    expect(idsOf(await list({ search: 'lateks' }))).toEqual([second.data.material_id]);
    expect(idsOf(await list({ columnFilters: { search: 'kemasan prima' } }))).toEqual([r.data.material_id]);
    expect(idsOf(await list({ date_start: '2000-01-01', date_end: '2000-12-31' }))).toEqual([]);
    const today = row.material_date;
    expect(idsOf(await list({ date_start: today, date_end: today }))).toEqual([second.data.material_id, r.data.material_id]);
    const bad = await ctx.admin.post('/purchase_material/index', { status: 'paid', date_start: '2026-02-30' });
    expect(bad.http).toBe(422);
    expect(bad.errors?.date_start).toEqual(['Tanggal harus berformat TTTT-BB-HH']);
  });

  it('answers every wrong field at once and writes nothing, fake images refused by their bytes', async () => {
    const before = await tableSnapshot(ctx.server.database);
    const badLines = [
      { material_name: '', qty: 0, unit: 'Rol', price: 1000 },
      { material_name: 'Spidol', qty: 2, unit: '', price: -5 },
    ];
    const shape = await create({ gudang_id: 1, lines: badLines, material_date: '2026-02-30' });
    expect(shape.http).toBe(422);
    expect(shape.errors).toMatchObject({
      'lines.0.material_name': ['Nama bahan wajib diisi'],
      'lines.0.qty': [expect.any(String)],
      'lines.1.unit': ['Satuan wajib diisi'],
      'lines.1.price': [expect.any(String)],
      material_date: [expect.any(String)],
    });
    expect((await create({ gudang_id: 1, lines: [] })).errors?.lines).toEqual(['Isi minimal satu produk']);
    expect((await create({ gudang_id: 1, lines: 'bukan json' })).errors?.lines).toEqual(['Baris harus berupa daftar']);
    // Business rules, together: unknown warehouse and supplier, a future date, a fake and a real image.
    const rules = await create({ gudang_id: 999, vendor_id: 999999, material_date: '2999-01-01', lines: twoLines() }, [PNG, FAKE_PNG]);
    expect(rules.http).toBe(422);
    expect(rules.errors).toEqual({
      gudang_id: ['Gudang tidak ditemukan'],
      vendor_id: ['Supplier tidak ditemukan'],
      material_date: ['Tanggal tidak boleh di masa depan'],
      'images.1': ['Gambar harus berupa PNG, JPEG atau WEBP'],
    });
    const fakeOnly = await create({ gudang_id: 1, lines: twoLines() }, [FAKE_PNG]);
    expect(fakeOnly.errors).toEqual({ images: ['Gambar harus berupa PNG, JPEG atau WEBP'] });
    const tooMany = await create(
      { gudang_id: 1, lines: twoLines() },
      Array.from({ length: 6 }, () => PNG),
    );
    expect(tooMany.errors?.images).toEqual(['Pembelian bahan sudah memiliki 0 gambar; maksimal 5']);
    // A PNG header on 1 MB and more is too big.
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect((await create({ gudang_id: 1, lines: twoLines() }, [big])).errors).toEqual({ images: ['Gambar maksimal 1 MB'] });
    // Decoded, not only recognised: a 400-megapixel PNG of 50 KB and a broken body are refused.
    expect((await create({ gudang_id: 1, lines: twoLines() }, [pngBomb(), BROKEN_PNG])).errors).toEqual({
      'images.0': ['Gambar terlalu besar: 20000 × 20000 piksel, maksimal 40 megapiksel'],
      'images.1': ['Gambar rusak atau tidak dapat dibaca'],
    });
    // The validation call (a form) answers the same field errors.
    const v = await ctx.admin.post('/purchase_material/validation_create', { gudang_id: 999, vendor_id: 999999, lines: twoLines(), status: 'received' });
    expect(v.http).toBe(422);
    expect(v.errors?.status).toEqual(['Status harus pending atau ordered']);
    const v2 = await ctx.admin.post('/purchase_material/validation_create', { gudang_id: 999, vendor_id: 999999, lines: twoLines() });
    expect(v2.errors).toEqual({ gudang_id: ['Gudang tidak ditemukan'], vendor_id: ['Supplier tidak ditemukan'] });
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
  });

  it('updates a pending order whole, adds images, moves it ordered then received, never back; closed orders stay', async () => {
    const r = await create({ vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() }, [PNG]);
    const id = r.data.material_id;
    const body = {
      material_id: id,
      vendor_id: ids.vendor2,
      gudang_id: 2,
      note: 'Diganti',
      lines: [{ material_name: 'Kardus 40x40', qty: 10, unit: 'Lembar', price: 7250 }],
    };
    const before = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/purchase_material/validation_update', body)).http).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const u = await update(body, [redPng(4, 4)]);
    // 10 × 7.250 = 72.500.
    expect(u).toMatchObject({
      http: 200,
      msg: 'Pembelian bahan berhasil diubah',
      data: { material_id: id, status: 'pending', lines: 1, images: 2, grand_total: 72500 },
    });
    expect(u.data.material_number).toBe(r.data.material_number);
    let row = await rowOf(id);
    expect(row).toMatchObject({ vendor_name: 'Toko ATK Sentosa', gudang_id: 2, note: 'Diganti', grand_total: 72500, line_count: 1 });

    // Received before ordered, or an unknown state: refused at status, nothing written.
    const snap = await tableSnapshot(ctx.server.database);
    expect((await update({ ...body, status: 'received' })).errors).toEqual({ status: ['Pembelian bahan harus dipesan sebelum diterima'] });
    expect((await ctx.admin.post('/purchase_material/validation_update', { ...body, status: 'paid' })).errors?.status).toEqual([
      'Status harus pending, ordered atau received',
    ]);
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);

    expect((await update({ ...body, status: 'ordered' })).data).toMatchObject({ status: 'ordered', grand_total: 72500 });
    expect((await update({ ...body, status: 'pending' })).errors).toEqual({
      status: ['Pembelian bahan yang sudah dipesan tidak dapat dikembalikan ke menunggu'],
    });
    // An ordered order still takes corrections (the supplier's final price), then is received.
    const received = await update({ ...body, lines: [{ material_name: 'Kardus 40x40', qty: 10, unit: 'Lembar', price: 7000 }], status: 'received' });
    expect(received.data).toMatchObject({ status: 'received', grand_total: 70000 });
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'received', status_label: 'Diterima', grand_total: 70000 });
    expect(await history(id)).toEqual([
      ['new', 'pending', 'create'],
      ['pending', 'ordered', 'order'],
      ['ordered', 'received', 'receive'],
    ]);
    const closed = await update(body);
    expect(closed).toMatchObject({ http: 422, errors: { material_id: ['Pembelian bahan yang sudah diterima atau dibatalkan tidak dapat diubah'] } });
    expect((await update({ ...body, material_id: 999999 })).http).toBe(404);
    // Images: at most five with those it has.
    const other = await create({ gudang_id: 1, lines: twoLines() }, [PNG, PNG, PNG, PNG]);
    const full = await update({ ...body, material_id: other.data.material_id }, [PNG, PNG]);
    expect(full.errors).toEqual({ images: ['Pembelian bahan sudah memiliki 4 gambar; maksimal 5'] });
  });

  it('deletes (cancels) only pending orders, keeping the number; images are deleted one by one', async () => {
    const pending = await create({ gudang_id: 1, lines: twoLines() }, [PNG, PNG]);
    const id = pending.data.material_id;
    const images = (await rowOf(id)).images as { image_id: number }[];
    const gone = await ctx.admin.post('/purchase_material/delete_image_stored', { material_id: id, image_id: images[0].image_id });
    expect(gone).toMatchObject({ http: 200, data: { material_id: id, image_id: images[0].image_id } });
    expect((await rowOf(id)).images.map((i: { image_id: number }) => i.image_id)).toEqual([images[1].image_id]);
    expect((await ctx.admin.post('/purchase_material/delete_image_stored', { material_id: id, image_id: images[0].image_id })).http).toBe(404);
    expect((await ctx.admin.post('/purchase_material/delete_image_stored', { material_id: id, image_id: 'x' })).errors?.image_id).toBeDefined();

    const before = await tableSnapshot(ctx.server.database);
    expect((await ctx.admin.post('/purchase_material/validation_delete', { material_id: id })).http).toBe(200);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    const del = await ctx.admin.post('/purchase_material/delete_stored', { material_id: id });
    expect(del).toMatchObject({
      http: 200,
      msg: 'Pembelian bahan berhasil dihapus',
      data: { material_id: id, material_number: pending.data.material_number, status: 'cancelled' },
    });
    expect(await rowOf(id)).toMatchObject({ status: 'cancelled', material_number: pending.data.material_number, line_count: 2 });
    expect(await history(id)).toEqual([
      ['new', 'pending', 'create'],
      ['pending', 'cancelled', 'cancel'],
    ]);
    const again = await ctx.admin.post('/purchase_material/delete_stored', { material_id: id });
    expect(again).toMatchObject({ http: 422, errors: { material_id: ['Pembelian bahan yang sudah dipesan, diterima atau dibatalkan tidak dapat dihapus'] } });
    expect((await update({ material_id: id, gudang_id: 1, lines: twoLines() })).http).toBe(422);
    expect((await ctx.admin.post('/purchase_material/delete_image_stored', { material_id: id, image_id: images[1].image_id })).errors).toEqual({
      material_id: ['Pembelian bahan yang dibatalkan tidak dapat diubah'],
    });

    const ordered = await create({ gudang_id: 1, status: 'ordered', lines: twoLines() });
    expect((await ctx.admin.post('/purchase_material/validation_delete', { material_id: ordered.data.material_id })).http).toBe(422);
    expect((await ctx.admin.post('/purchase_material/delete_stored', { material_id: 999999 })).http).toBe(404);
    expect((await ctx.admin.post('/purchase_material/delete_stored', {})).errors?.material_id).toEqual(['Pembelian bahan wajib diisi']);
  });
});

describe('export, roles, companies and warehouses', () => {
  it('exports the orders as .xlsx that exceljs opens, one row per line, with the list filters', async () => {
    const one = await create({ vendor_id: ids.vendor2, gudang_id: 2, lines: twoLines() });
    const res = await fetch(`${ctx.server.url}/purchase_material/generate_excel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ material_id: one.data.material_id }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const ws = wb.worksheets[0];
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Nomor',
      'Tanggal',
      'Status',
      'Supplier',
      'Gudang',
      'Bahan',
      'Jumlah',
      'Satuan',
      'Harga',
      'Subtotal',
      'Total Pembelian',
      'Catatan',
    ]);
    expect(ws.rowCount).toBe(3);
    const pick = (v: unknown[]) => [v[0], v[2], v[3], v[5], v[6], v[7], v[8], v[9], v[10]];
    expect(pick(values(2))).toEqual([one.data.material_number, 'Menunggu', 'Toko ATK Sentosa', 'Lakban cokelat 2 inci', 3, 'Rol', 12500, 37500, 127500]);
    expect(pick(values(3))).toEqual([one.data.material_number, 'Menunggu', 'Toko ATK Sentosa', 'Kertas A4 80 gram', 2, 'Rim', 45000, 90000, 127500]);
    expect(values(3)[11]).toBe('Untuk kantor');
    expect((await ctx.admin.post('/purchase_material/generate_excel', { status: 'paid' })).http).toBe(422);
  });

  it('keeps roles, companies and warehouses apart', async () => {
    const mine = await create({ vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() }, [PNG]);
    const branch = await create({ gudang_id: 2, lines: twoLines() });
    const imageId = (await rowOf(mine.data.material_id)).images[0].image_id;

    // SPV Sales has no Pembelian page: 403 on every call, nothing written.
    const spvSales = await userWithGroup(ctx.admin, 2);
    const before = await tableSnapshot(ctx.server.database);
    for (const [path, body] of [
      ['/purchase_material/index', {}],
      ['/purchase_material/generate_excel', {}],
      ['/purchase_material/validation_create', { gudang_id: 1, lines: twoLines() }],
      ['/purchase_material/validation_update', { material_id: mine.data.material_id, gudang_id: 1, lines: twoLines() }],
      ['/purchase_material/validation_delete', { material_id: mine.data.material_id }],
      ['/purchase_material/delete_stored', { material_id: mine.data.material_id }],
      ['/purchase_material/delete_image_stored', { material_id: mine.data.material_id, image_id: imageId }],
    ] as const)
      expect((await spvSales.client.post(path, body, { json: true })).http, path).toBe(403);
    expect((await create({ gudang_id: 1, lines: twoLines() }, [PNG], spvSales.client)).http).toBe(403);
    expect((await update({ material_id: mine.data.material_id, gudang_id: 1, lines: twoLines() }, [], spvSales.client)).http).toBe(403);
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);

    // Another company: our orders are not found, our supplier is unknown, nothing of ours is written.
    const reg = await new Client(ctx.server.url).post('/registration/submit', {
      company_name: 'CV Tetangga Bahan',
      app_name: 'tetangga-pm',
      name: 'Pemilik PM',
      username: 'owner_pm_t',
      email: 'owner@pm-t.test',
      password: 'Password-M-123',
      password_confirmation: 'Password-M-123',
    });
    expect(reg.status).toBe(200);
    const other = await new Client(ctx.server.url).login('owner_pm_t', 'Password-M-123');
    const snap = await tableSnapshot(ctx.server.database);
    expect((await other.post('/purchase_material/index', {})).data.total).toBe(0);
    expect((await other.post('/purchase_material/validation_delete', { material_id: mine.data.material_id })).http).toBe(404);
    expect((await other.post('/purchase_material/delete_stored', { material_id: mine.data.material_id })).http).toBe(404);
    expect((await other.post('/purchase_material/delete_image_stored', { material_id: mine.data.material_id, image_id: imageId })).http).toBe(404);
    expect((await other.post('/purchase_material/validation_update', { material_id: mine.data.material_id, gudang_id: 1, lines: twoLines() })).http).toBe(404);
    expect((await update({ material_id: mine.data.material_id, gudang_id: 1, lines: twoLines() }, [PNG], other)).http).toBe(404);
    const foreign = await create({ vendor_id: ids.vendor, gudang_id: 1, lines: twoLines() }, [], other);
    expect(foreign).toMatchObject({ http: 422, errors: { vendor_id: ['Supplier tidak ditemukan'] } });
    expect(await tableSnapshot(ctx.server.database)).toEqual(snap);

    // Group 6 (Admin Finance) granted warehouse 2 only: sees and buys for it alone.
    const g6 = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: g6.userId, gudang_id: 2 })).http).toBe(200);
    const seen = await list({}, g6.client);
    expect(seen.map((o) => o.material_id)).toContain(branch.data.material_id);
    expect(seen.every((o) => o.gudang_id === 2)).toBe(true);
    expect((await g6.client.post('/purchase_material/delete_stored', { material_id: mine.data.material_id })).http).toBe(404);
    expect((await g6.client.post('/purchase_material/delete_image_stored', { material_id: mine.data.material_id, image_id: imageId })).http).toBe(404);
    expect((await create({ gudang_id: 1, lines: twoLines() }, [], g6.client)).errors).toEqual({ gudang_id: ['Gudang tidak ditemukan'] });
    const own = await create({ gudang_id: 2, lines: twoLines() }, [PNG], g6.client);
    expect(own).toMatchObject({ http: 200, data: { status: 'pending', images: 1 } });
    // Moving its order to another warehouse is refused at the field.
    expect((await update({ material_id: own.data.material_id, gudang_id: 1, lines: twoLines() }, [], g6.client)).errors).toEqual({
      gudang_id: ['Gudang tidak ditemukan'],
    });
    expect((await g6.client.post('/purchase_material/delete_stored', { material_id: own.data.material_id })).http).toBe(200);
  });
});
