import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upload, xlsxOf } from '../../platform/resource/resource-test-kit.js';
import { type Client, useTestServer, userWithPrivileges } from '../../test/harness.js';

const ctx = useTestServer();

const member = (n: number, extra: Record<string, string> = {}) => ({
  member_name: `Kontak Uji ${n}`,
  member_phone: `0814${String(n).padStart(8, '0')}`,
  ...extra,
});

/** A group that may create contacts but not skip their approval (no kontakAutoApprove). */
let limited: Client;
beforeAll(async () => {
  ({ client: limited } = await userWithPrivileges(ctx, 21, 'Kontak Tanpa Auto', ['kontak', 'kontakCreate', 'kontakUpdate', 'kontakDelete', 'verifikasi']));
});

const approvalOf = async (phone: string) => {
  const r = await ctx.server.database.db.execute(sql`select member_approval from master_member where member_phone = ${phone}`);
  return (r.rows as { member_approval: string }[]).map((x) => x.member_approval);
};
const listed = async (path: string, phone: string) => (await ctx.admin.post(path, { columnFilters: { member_phone: phone } })).data.total as number;

describe('contacts stored by a role without kontakAutoApprove wait in Verifikasi Kontak', () => {
  it('create_stored: pending, not in Kontak, in Verifikasi Kontak, and the answer says so', async () => {
    const body = member(1);
    const r = await limited.post('/member/create_stored', body);
    expect(r.status, JSON.stringify(r)).toBe(200);
    expect(r.msg).toBe('Kontak disimpan dan menunggu verifikasi');
    expect(await approvalOf(body.member_phone)).toEqual(['pending']);
    expect(await listed('/member/index', body.member_phone)).toBe(0);
    expect(await listed('/member/index_verifikasi', body.member_phone)).toBe(1);
  });

  it('stored_import (.xlsx): every new row pending', async () => {
    const rows = [member(2), member(3)];
    const file = await xlsxOf(
      ['Nama Member', 'Telepon'],
      rows.map((m) => ({ 'Nama Member': m.member_name, Telepon: m.member_phone })),
    );
    const r = await upload(limited, '/member/stored_import', file);
    expect(r.status, JSON.stringify(r)).toBe(200);
    expect(r.data).toMatchObject({ inserted: 2 });
    expect(r.msg).toContain('2 kontak baru menunggu verifikasi');
    for (const m of rows) {
      expect(await approvalOf(m.member_phone)).toEqual(['pending']);
      expect(await listed('/member/index', m.member_phone)).toBe(0);
      expect(await listed('/member/index_verifikasi', m.member_phone)).toBe(1);
    }
  });

  it('stored_import_new (JSON): every new row pending', async () => {
    const rows = [member(4), member(5)];
    const r = await limited.post('/member/stored_import_new', { data: rows }, { json: true });
    expect(r.status, JSON.stringify(r)).toBe(200);
    expect(r.msg).toContain('menunggu verifikasi');
    for (const m of rows) expect(await approvalOf(m.member_phone)).toEqual(['pending']);
  });

  it('a holder of kontakAutoApprove still stores approved contacts through the same calls', async () => {
    const a = member(6);
    const r = await ctx.admin.post('/member/create_stored', a);
    expect(r.msg).toBe('Kontak berhasil ditambahkan');
    const b = member(7);
    await ctx.admin.post('/member/stored_import_new', { data: [b] }, { json: true });
    const c = member(8);
    await upload(ctx.admin, '/member/stored_import', await xlsxOf(['Nama Member', 'Telepon'], [{ 'Nama Member': c.member_name, Telepon: c.member_phone }]));
    for (const m of [a, b, c]) expect(await approvalOf(m.member_phone)).toEqual(['approved']);
  });
});

describe('member codes from the company number series', () => {
  const codeOf = async (phone: string) =>
    ((await ctx.server.database.db.execute(sql`select member_code from master_member where member_phone = ${phone}`)).rows[0] as { member_code: string | null })
      .member_code;

  it('gives a new contact without a code the next code of the series, keeps a typed code', async () => {
    const a = member(30);
    await ctx.admin.post('/member/create_stored', a);
    expect(await codeOf(a.member_phone)).toMatch(/^KTK\d{6}$/);
    const b = member(31, { member_code: 'SENDIRI-1' });
    await ctx.admin.post('/member/create_stored', b);
    expect(await codeOf(b.member_phone)).toBe('SENDIRI-1');
    const c = member(32);
    await limited.post('/member/create_stored_temp', c);
    const na = Number((await codeOf(a.member_phone))?.slice(3));
    expect(await codeOf(c.member_phone)).toBe(`KTK${String(na + 1).padStart(6, '0')}`);
  });

  it('never gives two concurrent creates the same code', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => member(40 + i));
    const answers = await Promise.all(rows.map((m) => ctx.admin.post('/member/create_stored', m)));
    for (const a of answers) expect(a.status, JSON.stringify(a)).toBe(200);
    const codes = await Promise.all(rows.map((m) => codeOf(m.member_phone)));
    expect(new Set(codes).size).toBe(8);
    for (const c of codes) expect(c).toMatch(/^KTK\d{6}$/);
  });

  it('numbers the rows of an import that leave the code empty, skipping a code typed by hand', async () => {
    const last = (await ctx.server.database.db.execute(sql`select last_value from number_series where series = 'member_code'`)).rows[0] as {
      last_value: number;
    };
    const next = `KTK${String(Number(last.last_value) + 1).padStart(6, '0')}`;
    const rows = [member(50, { member_code: next }), member(51), member(52)];
    const r = await ctx.admin.post('/member/stored_import_new', { data: rows }, { json: true });
    expect(r.status, JSON.stringify(r)).toBe(200);
    const codes = await Promise.all(rows.map((m) => codeOf(m.member_phone)));
    expect(codes[0]).toBe(next);
    expect(new Set(codes).size).toBe(3);
    for (const c of codes) expect(c).toMatch(/^KTK\d{6}$/);
  });
});
