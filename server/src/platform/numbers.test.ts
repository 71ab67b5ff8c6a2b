import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness.js';
import { upload, xlsxOf } from './resource/resource-test-kit.js';

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
