import { describe, expect, it } from 'vitest';
import { PASSWORD_MISMATCH } from './fields.js';
import { saveGroupBody } from './group.js';
import { APP_NAME_MESSAGE, addCompanyBody, registrationBody } from './registration.js';
import { createUserBody, updatePasswordBody, updateProfileBody, userRow } from './user.js';
import { saveWarehouseBody } from './warehouse.js';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('request schemas shared by server and client', () => {
  it('read form strings: an id in Indonesian notation, blanks as missing', () => {
    const r = createUserBody.safeParse({
      admin_username: 'budi.s',
      admin_person_full_name: ' Budi ',
      admin_email: '',
      admin_phone: '',
      admin_group_id: '2',
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ admin_person_full_name: 'Budi', admin_group_id: 2, admin_email: undefined });
  });

  it('name each refused field in Indonesian', () => {
    const r = createUserBody.safeParse({ admin_username: 'a b', admin_email: 'x@', admin_phone: '12', password: 'short', password_confirmation: 'short' });
    expect(messages(r)).toEqual({
      admin_username: 'Username hanya boleh huruf, angka, titik, garis bawah dan tanda minus',
      admin_person_full_name: 'Nama lengkap wajib diisi',
      admin_email: 'Format email tidak valid',
      admin_phone: 'Nomor telepon harus berupa angka 7–20 digit',
      admin_group_id: 'Peran wajib diisi',
      password: 'Password minimal 8 karakter',
    });
  });

  it('check that a new password and its confirmation match', () => {
    const r = updatePasswordBody.safeParse({ old_password: ' x ', password: 'rahasia123', password_confirmation: 'rahasia124' });
    expect(messages(r)).toEqual({ password_confirmation: PASSWORD_MISMATCH });
  });

  it('refuse markup in plain text', () => {
    expect(messages(updateProfileBody.safeParse({ admin_person_full_name: '<script>x</script>' }))).toEqual({
      admin_person_full_name: 'Nama lengkap tidak boleh berisi tag HTML atau skrip',
    });
    expect(messages(saveGroupBody.safeParse({ group_name: '' }))).toEqual({ group_name: 'Nama peran wajib diisi' });
  });

  it('take an optional district id as a number and a blank one as none', () => {
    expect(saveWarehouseBody.parse({ master_gudang_name: 'Pusat', origin_id: '1.234' }).origin_id).toBe(1234);
    expect(saveWarehouseBody.parse({ master_gudang_name: 'Pusat', origin_id: '' }).origin_id).toBeUndefined();
    expect(messages(saveWarehouseBody.safeParse({ master_gudang_name: 'Pusat', origin_id: '1,5' }))).toHaveProperty('origin_id');
  });

  it('type the rows the client shows', () => {
    const row = {
      admin_id: 1,
      admin_username: 'superadmin',
      admin_person_full_name: null,
      admin_email: null,
      admin_phone: null,
      admin_group_id: 1,
      group_name: 'superuser',
      status: 1,
      admin_gudang_id_active: null,
      created_at: '2026-01-05T08:40:12.345+07:00',
      access_gudang: [{ gudang_id: 3, master_gudang_name: 'Pusat' }],
    };
    expect(userRow.parse(row)).toEqual(row);
    expect(userRow.safeParse({ ...row, status: '1' }).success).toBe(false);
  });
});

describe('registration schema', () => {
  it('refuses an app_name the server refuses, with its message, and takes a blank one as none', () => {
    expect(messages(addCompanyBody.safeParse({ company_name: 'Toko Saya', app_name: 'toko_saya' }))).toEqual({ app_name: APP_NAME_MESSAGE });
    expect(addCompanyBody.parse({ company_name: 'Toko Saya', app_name: '' }).app_name).toBeUndefined();
    expect(addCompanyBody.parse({ company_name: 'Toko Saya', app_name: 'toko-saya' }).app_name).toBe('toko-saya');
  });
  it('needs an e-mail for a new account', () => {
    const r = registrationBody.safeParse({ company_name: 'A', name: 'B', username: 'pemilik1', password: 'Rahasia-1', password_confirmation: 'Rahasia-1' });
    expect(messages(r)).toEqual({ email: 'Email wajib diisi' });
  });
});
