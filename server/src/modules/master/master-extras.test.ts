import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csvOf, download, readXlsx, upload, xlsxOf } from '../../platform/resource/resource-test-kit.js';
import { useTestServer, userWithPrivileges } from '../../test/harness.js';
import { BROKEN_PNG, pngBomb } from '../../test/images.js';

const ctx = useTestServer();

const member = (n: number, extra: Record<string, string> = {}) => ({
  member_name: `Pelanggan ${n}`,
  member_phone: `0813${String(n).padStart(8, '0')}`,
  ...extra,
});

describe('regions', () => {
  it('answers provinces, cities of a province, districts of a city, and the district search', async () => {
    const p = await ctx.admin.get('/member/get_province');
    expect(p.data.length).toBeGreaterThanOrEqual(38);
    const jatim = p.data.find((x: { province_name: string }) => x.province_name === 'Jawa Timur');
    expect(jatim.area_id).toBe(35);
    const cities = await ctx.admin.get('/member/get_city', { area_id: 35 });
    const sby = cities.data.find((x: { city_name: string }) => x.city_name === 'Kota Surabaya');
    expect(sby.area_id).toBe(3578);
    const districts = await ctx.admin.get('/member/get_city', { area_id: 3578 });
    expect(districts.data.map((d: { area_name: string }) => d.area_name)).toContain('Gubeng');
    const found = await ctx.admin.get('/member/get_city', { search: 'gubeng' });
    expect(found.data[0]).toMatchObject({ text: 'Gubeng, Kota Surabaya, Jawa Timur' });
    const short = await ctx.admin.get('/member/get_city', { search: 'gu' });
    expect(short.http).toBe(422);
    expect(short.msg).toBe('Kata kunci kecamatan minimal 3 karakter');
    const count = await ctx.server.database.db.execute(sql`select count(*)::int as n from region_district`);
    expect(Number((count.rows[0] as { n: number }).n)).toBeGreaterThan(7000);
  });
});

describe('member approval', () => {
  it('puts _temp members of a user without auto-approve in verification, then approves or rejects them', async () => {
    const { client: limited } = await userWithPrivileges(ctx, 20, 'Kontak Terbatas', ['kontak', 'kontakCreate', 'kontakUpdate', 'kontakDelete', 'verifikasi']);
    const a = await limited.post('/member/create_stored_temp', member(1));
    expect(a.status, JSON.stringify(a)).toBe(200);
    const b = await limited.post('/member/create_stored_temp', member(2));
    const id = a.data.member_id;
    expect((await ctx.admin.post('/member/index', { columnFilters: { member_id: id } })).data.total).toBe(0);
    const waiting = await ctx.admin.post('/member/index_verifikasi', {});
    expect(waiting.data.data.map((m: { member_id: number }) => m.member_id)).toEqual(expect.arrayContaining([id, b.data.member_id]));
    expect(waiting.data.data[0].member_approval).toBe('pending');

    // The limited user may not approve.
    expect((await limited.post('/member/stored_approval_temp', { member_id: id, approval: 1 })).http).toBe(403);
    const noReason = await ctx.admin.post('/member/validation_approval_temp', { member_id: b.data.member_id, approval: 0 });
    expect(noReason.errors?.member_reject_reason).toEqual(['Alasan penolakan wajib diisi']);
    expect((await ctx.admin.post('/member/stored_approval_temp', { member_id: id, approval: 1 })).status).toBe(200);
    expect((await ctx.admin.post('/member/index', { columnFilters: { member_id: id } })).data.total).toBe(1);
    const rej = await ctx.admin.post('/member/stored_approval_temp', { member_id: b.data.member_id, approval: 'rejected', member_reject_reason: 'Data ganda' });
    expect(rej.status).toBe(200);
    const again = await ctx.admin.post('/member/stored_approval_temp', { member_id: id, approval: 1 });
    expect(again.errors?.member_id).toEqual(['Kontak ini tidak sedang menunggu persetujuan']);
    const rejected = await ctx.admin.post('/member/index_verifikasi', { columnFilters: { member_approval: 'rejected' } });
    expect(rejected.data.data[0]).toMatchObject({ member_id: b.data.member_id, member_reject_reason: 'Data ganda' });
    // Editing a rejected member sends it back for approval.
    const upd = await limited.post('/member/update_stored_temp', { ...member(2), member_id: b.data.member_id, member_name: 'Pelanggan Dua' });
    expect(upd.status).toBe(200);
    expect((await ctx.admin.post('/member/index_verifikasi', { columnFilters: { member_id: b.data.member_id } })).data.data[0].member_approval).toBe('pending');
    expect((await limited.post('/member/delete_stored_temp', { member_id: b.data.member_id })).status).toBe(200);
    // An approved member is not a temporary one.
    expect((await limited.post('/member/delete_stored_temp', { member_id: id })).http).toBe(404);
  });

  it('lets holders of kontakAutoApprove skip approval', async () => {
    const r = await ctx.admin.post('/member/create_stored_temp', member(3));
    expect((await ctx.admin.post('/member/index', { columnFilters: { member_id: r.data.member_id } })).data.data[0].member_approval).toBe('approved');
  });

  it('sets the member login, finds a member by phone with either parameter name, lists member types', async () => {
    const m = await ctx.admin.post('/member/create_stored', member(4, { member_phone: '0813-5555-0004' }));
    expect(m.status).toBe(200);
    // The one password rule: no common password, not the username.
    for (const password of ['password1', 'Pelanggan4'])
      expect(
        (await ctx.admin.post('/member/update_member_login', { member_id: m.data.member_id, member_username: 'pelanggan4', password })).errors?.password,
      ).toHaveLength(1);
    const login = await ctx.admin.post('/member/update_member_login', { member_id: m.data.member_id, member_username: 'pelanggan4', password: 'Rahasia-123' });
    expect(login.status).toBe(200);
    const row = (await ctx.admin.post('/member/index', { columnFilters: { member_id: m.data.member_id } })).data.data[0];
    expect(row.member_username).toBe('pelanggan4');
    expect(row).not.toHaveProperty('member_password_hash');
    expect((await ctx.admin.get('/member/get_member_by_phone', { phone: '081355550004' })).data.member_id).toBe(m.data.member_id);
    expect((await ctx.admin.get('/member/get_member_by_phone', { phnoe: '0813 5555 0004' })).data.member_id).toBe(m.data.member_id);
    expect((await ctx.admin.get('/member/get_member_by_phone', { phone: '0899999999' })).http).toBe(404);
    await ctx.admin.post('/member_type/stored', { member_type_name: 'Grosir', member_type_discount: 5 });
    expect((await ctx.admin.get('/member/type')).data.map((t: { member_type_name: string }) => t.member_type_name)).toContain('Grosir');
  });

  it('imports members from JSON (stored_import_new) and updates by phone on re-import', async () => {
    const rows = [member(10, { member_email: 'a@contoh.id' }), member(11)];
    const r = await ctx.admin.post('/member/stored_import_new', { data: rows }, { json: true });
    expect(r.data).toMatchObject({ inserted: 2, updated: 0 });
    const again = await ctx.admin.post('/member/stored_import_new', [{ ...rows[0], member_name: 'Nama Baru' }] as never, { json: true });
    expect(again.data).toMatchObject({ inserted: 0, updated: 1 });
    const bad = await ctx.admin.post('/member/stored_import_new', { data: [member(12), { member_name: '', member_phone: 'x' }] }, { json: true });
    expect(bad.http).toBe(422);
    expect(bad.data.rows).toEqual([{ row: 2, errors: ['Nama Member wajib diisi', 'Telepon harus berupa nomor telepon 7–20 digit'] }]);
    expect((await ctx.admin.post('/member/index', { columnFilters: { member_phone: member(12).member_phone } })).data.total).toBe(0);
  });

  it('synchronises members in the background and reports the state while polling', async () => {
    const start = await ctx.admin.post('/member/synchronize');
    expect(start.status).toBe(200);
    expect(start.data.synchronized_by).toBe('Super Admin');
    expect(Number(start.data.session_value)).toBeGreaterThan(Date.now() - 60_000);
    let state = start.data;
    for (let i = 0; i < 50 && state.is_synchronizing; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await ctx.admin.post('/member/is_synchronizing')).data;
    }
    expect(state.is_synchronizing).toBe(false);
    expect(state.synced_count).toBeGreaterThan(0);
    const unsynced = await ctx.admin.post('/member/index', { columnFilters: { is_synchronized: '0' } });
    expect(unsynced.data.total).toBe(0);
  });
});

describe('import and export details', () => {
  it('imports a CSV with semicolons and quoted cells, and refuses an unreadable file', async () => {
    const csv = csvOf(['Kode Area', 'Nama Area', 'Keterangan'], [{ 'Kode Area': 'JTM', 'Nama Area': 'Jawa; Timur', Keterangan: 'Catatan "A"' }])
      .toString()
      .replace(/,/g, ';');
    const r = await upload(ctx.admin, '/custom/master/area/stored_import', Buffer.from(csv), 'area.csv');
    expect(r.status, JSON.stringify(r)).toBe(200);
    const row = (await ctx.admin.post('/custom/master/area/list', { columnFilters: { area_code: 'JTM' } })).data.data[0];
    expect(row).toMatchObject({ area_name: 'Jawa; Timur', area_note: 'Catatan "A"' });
    const junk = await upload(ctx.admin, '/custom/master/area/stored_import', Buffer.from([0, 1, 2, 3]), 'x.bin');
    expect(junk.http).toBe(422);
    const missing = await upload(ctx.admin, '/custom/master/area/stored_import', await xlsxOf(['Nama Area'], [{ 'Nama Area': 'X' }]));
    expect(missing.msg).toBe('Kolom wajib tidak ada: Kode Area');
    const nofile = await ctx.admin.post('/custom/master/area/stored_import', {});
    expect(nofile.http).toBe(422);
  });

  it('exports formula-like text as inert string cells, unchanged (no apostrophe)', async () => {
    await ctx.admin.post('/custom/master/area/create_stored', { area_code: 'F1', area_name: '=HYPERLINK("http://x")', area_note: '@SUM(1)' });
    const res = await download(ctx.admin, '/custom/master/area/excel', { columnFilters: { area_code: 'F1' } });
    const rows = await readXlsx(res.buf);
    expect(rows[1]).toContain(`=HYPERLINK("http://x")`);
    expect(rows[1]).toContain(`@SUM(1)`);
  });

  it('exports ten thousand rows through the cursor', async () => {
    await ctx.server.database.withTenant({ companyId: 1, userId: 1 }, (tx) =>
      tx.execute(sql`insert into master_tag (tag_name) select 'tag massal ' || g from generate_series(1, 10000) g`),
    );
    const res = await download(ctx.admin, '/master/tag/excel', { columnFilters: { search: 'massal' } });
    const rows = await readXlsx(res.buf);
    expect(rows).toHaveLength(10001);
  });
});

describe('area extras', () => {
  it('answers checkup option lists and format jenis_nota', async () => {
    await ctx.admin.post('/custom/master/checkup_category/create_stored', { checkup_category_code: 'HIS', checkup_category_name: 'Histologi' });
    expect((await ctx.admin.get('/custom/master/checkup/list_category')).data[0].checkup_category_name).toBe('Histologi');
    for (const p of ['list_report_type', 'list_nota_type', 'list_form'])
      expect((await ctx.admin.get(`/custom/master/checkup/${p}`)).data.length).toBeGreaterThan(2);
    expect((await ctx.admin.post('/custom/master/format/jenis_nota')).data[0]).toHaveProperty('jenis_nota_id');
  });

  it('says honestly that kasbank has no accounting link', async () => {
    const check = await ctx.admin.get('/master/kasbank/check_sync');
    expect(check.status).toBe(200);
    expect(check.data.connected).toBe(false);
    const sync = await ctx.admin.get('/master/kasbank/sync');
    expect(sync.http).toBe(409);
    expect(sync.msg).toMatch(/Kledo\) belum terhubung/);
  });

  it('links an employee to a login account and shows its detail', async () => {
    const d = await ctx.admin.post('/karyawan/divisi/create', { divisi_name: 'Gudang' });
    const j = await ctx.admin.post('/karyawan/jabatan/create', { jabatan_name: 'Staf' });
    const k = await ctx.admin.post('/karyawan/add_stored', {
      karyawan_nik: 'K001',
      karyawan_name: 'Budi',
      divisi_id: d.data.divisi_id,
      jabatan_id: j.data.jabatan_id,
    });
    expect(k.status, JSON.stringify(k)).toBe(200);
    const profile = await ctx.admin.get('/account/profile');
    const link = await ctx.admin.post('/karyawan/update_admin_login', { karyawan_id: k.data.karyawan_id, admin_id: profile.data.admin_id ?? 1 });
    expect(link.status, JSON.stringify(link)).toBe(200);
    expect((await ctx.admin.post('/karyawan/update_admin_login', { karyawan_id: k.data.karyawan_id, admin_id: 99999 })).errors?.admin_id).toEqual([
      'Akun login tidak ditemukan di perusahaan ini',
    ]);
    const detail = await ctx.admin.get('/karyawan/detail', { id: k.data.karyawan_id });
    expect(detail.data).toMatchObject({ karyawan_name: 'Budi', divisi_name: 'Gudang', jabatan_name: 'Staf' });
    const del = await ctx.admin.post('/karyawan/divisi/delete', { divisi_id: d.data.divisi_id });
    expect(del.msg).toBe('Divisi masih dipakai oleh 1 Karyawan');
  });

  it('stores a courier configuration with a checked logo (multipart)', async () => {
    const e = await ctx.admin.post('/ekspedisi/create_stored', { ekspedisi_code: 'JNE', ekspedisi_name: 'JNE' });
    const png = pngBomb(16, 16);
    const form = async (file: Buffer) => {
      const fd = new FormData();
      fd.append('ekspedisi_id', String(e.data.ekspedisi_id));
      fd.append('ekspedisi_discount_ongkir', '2000');
      fd.append('ekspedisi_cod', '1');
      fd.append('ekspedisi_logo', new Blob([new Uint8Array(file)]), 'logo.png');
      const res = await fetch(`${ctx.server.url}/ekspedisi/stored_config`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.admin.token}` },
        body: fd,
      });
      return { http: res.status, ...(await res.json()) };
    };
    expect((await form(Buffer.from('bukan gambar'))).errors?.ekspedisi_logo).toEqual(['Logo harus berupa PNG, JPEG atau WEBP']);
    // The platform image check: the header's canvas is read before decoding; a broken body fails the decode.
    expect((await form(pngBomb())).errors?.ekspedisi_logo).toEqual(['Logo terlalu besar: 20000 × 20000 piksel, maksimal 40 megapiksel']);
    expect((await form(BROKEN_PNG)).errors?.ekspedisi_logo).toEqual(['Logo rusak atau tidak dapat dibaca']);
    expect((await form(png)).status).toBe(200);
    const row = (await ctx.admin.post('/ekspedisi/index', { columnFilters: { ekspedisi_id: e.data.ekspedisi_id } })).data.data[0];
    expect(row).toMatchObject({ ekspedisi_discount_ongkir: 2000, ekspedisi_cod: 1 });
    expect(row.ekspedisi_logo).toMatch(/^data:image\/png;base64,/);
  });

  it('finds brands by name (payload gudang_name as the client sends it)', async () => {
    await ctx.admin.post('/master/merk/add_stored', { merk_name: 'Kalbe Farma' });
    expect((await ctx.admin.post('/master/merk/find', { gudang_name: 'kalbe' })).data[0].merk_name).toBe('Kalbe Farma');
  });
});
