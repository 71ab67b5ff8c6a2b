import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { download, upload } from '../resource/resource-test-kit.js';
import { useTestServer } from '../../test/harness.js';
import { once, zipOf } from './zip-test-kit.js';

const ctx = useTestServer();

async function workbook(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

/** The data cell of the first data row under a header. */
function cellUnder(ws: ExcelJS.Worksheet, header: string, row = 2) {
  const headers = (ws.getRow(1).values as unknown[]).map((v) => (v == null ? '' : String(v)));
  const col = headers.indexOf(header);
  if (col < 1) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return ws.getRow(row).getCell(col);
}

/** An .xlsx whose cells keep the JS type given (numbers become number cells, as Excel makes them). */
async function typedXlsx(headers: string[], rows: (string | number)[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const memberRow = async (phone: string) =>
  (await ctx.server.database.db.execute(sql`select member_name, member_code from master_member where member_phone = ${phone}`)).rows[0] as
    | { member_name: string; member_code: string | null }
    | undefined;

describe('Excel templates keep codes and digits as text', () => {
  it('formats every code, phone, NPWP and account-number column of a template as text (@), other columns not', async () => {
    const member = await workbook((await download(ctx.admin, '/member/template', {}, 'GET')).buf);
    for (const h of ['Kode Member', 'Telepon', 'NPWP']) expect(cellUnder(member, h).numFmt, h).toBe('@');
    expect(cellUnder(member, 'Nama Member').numFmt).not.toBe('@');
    const kasbank = await workbook((await download(ctx.admin, '/master/kasbank/template', {}, 'GET')).buf);
    for (const h of ['Kode Akun', 'Nomor Rekening']) expect(cellUnder(kasbank, h).numFmt, h).toBe('@');
    expect(cellUnder(kasbank, 'Saldo Awal').numFmt).not.toBe('@');
  });
});

describe('imports refuse number cells where digits were lost', () => {
  it('refuses a phone typed as a number (leading 0 lost) and a numeric code, per row; accepts 62… phones and text cells', async () => {
    const file = await typedXlsx(
      ['Kode Member', 'Nama Member', 'Telepon'],
      [
        ['M-1', 'Angka Satu', 81234500001],
        [5, 'Angka Dua', '081234500002'],
        ['M-3', 'Angka Tiga', 6281234500003],
        ['0005', 'Angka Empat', '081234500004'],
      ],
    );
    const r = await upload(ctx.admin, '/member/stored_import', file);
    expect(r.http).toBe(422);
    expect(r.data.rows).toEqual([
      { row: 2, errors: [expect.stringContaining("Telepon '81234500001' tersimpan sebagai angka sehingga angka 0 di depannya hilang")] },
      { row: 3, errors: [expect.stringContaining("Kode Member '5' tersimpan sebagai angka")] },
    ]);
    expect(await memberRow('081234500004')).toBeUndefined();

    const good = await typedXlsx(
      ['Kode Member', 'Nama Member', 'Telepon'],
      [
        ['M-3', 'Angka Tiga', 6281234500003],
        ['0005', 'Angka Empat', '081234500004'],
      ],
    );
    const ok = await upload(ctx.admin, '/member/stored_import', good);
    expect(ok.status, JSON.stringify(ok)).toBe(200);
    expect(await memberRow('081234500004')).toMatchObject({ member_code: '0005' });
    expect(await memberRow('6281234500003')).toMatchObject({ member_name: 'Angka Tiga' });
  });

  it('refuses an NPWP that lost its leading zero and an account number typed as a number', async () => {
    const npwp = await upload(
      ctx.admin,
      '/member/stored_import',
      await typedXlsx(['Nama Member', 'Telepon', 'NPWP'], [['Pajak', '081234500010', 12345678901234]]),
    );
    expect(npwp.data.rows[0].errors[0]).toContain("NPWP '12345678901234' tersimpan sebagai angka sehingga angka 0 di depannya hilang");
    const acct = await upload(
      ctx.admin,
      '/master/kasbank/stored_import',
      await typedXlsx(['Kode Akun', 'Nama Akun', 'Jenis', 'Nomor Rekening'], [['B-01', 'Bank Uji', 'bank', 123456789]]),
    );
    expect(acct.http).toBe(422);
    expect(acct.data.rows[0].errors[0]).toContain("Nomor Rekening '123456789' tersimpan sebagai angka");
  });
});

describe('number cells of amount columns', () => {
  it('reads an amount typed as a number cell as that number (not re-read as text); a fraction of a rupiah is refused', async () => {
    const ok = await upload(
      ctx.admin,
      '/master/kasbank/stored_import',
      await typedXlsx(['Kode Akun', 'Nama Akun', 'Jenis', 'Saldo Awal'], [['B-10', 'Bank Saldo', 'bank', 1250000]]),
    );
    expect(ok.status, JSON.stringify(ok)).toBe(200);
    const row = (await ctx.server.database.db.execute(sql`select kasbank_opening_balance::text as v from master_kasbank where kasbank_code = 'B-10'`)).rows[0];
    expect(row).toEqual({ v: '1250000' });
    const frac = await upload(
      ctx.admin,
      '/master/kasbank/stored_import',
      await typedXlsx(['Kode Akun', 'Nama Akun', 'Jenis', 'Saldo Awal'], [['B-11', 'Bank Pecahan', 'bank', 1250.5]]),
    );
    expect(frac.http).toBe(422);
  });
});

describe('CSV encodings and unsupported formats', () => {
  it('reads a Windows-1252 CSV (Excel on Windows) with its accents, and UTF-8 with or without BOM', async () => {
    const cp1252 = Buffer.concat([Buffer.from('Nama Member;Telepon\r\n'), Buffer.from([0x43, 0x61, 0x66, 0xe9]), Buffer.from(' Sari;081234500020\r\n')]);
    const r = await upload(ctx.admin, '/member/stored_import', cp1252, 'kontak.csv');
    expect(r.status, JSON.stringify(r)).toBe(200);
    expect((await memberRow('081234500020'))?.member_name).toBe('Café Sari');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Nama Member,Telepon\nCrème Brûlée,081234500021\n')]);
    expect((await upload(ctx.admin, '/member/stored_import', bom, 'kontak.csv')).status).toBe(200);
    expect((await memberRow('081234500021'))?.member_name).toBe('Crème Brûlée');
    const plain = Buffer.from('Nama Member,Telepon\nJosé Ñandú,081234500022\n');
    expect((await upload(ctx.admin, '/member/stored_import', plain, 'kontak.csv')).status).toBe(200);
    expect((await memberRow('081234500022'))?.member_name).toBe('José Ñandú');
  });

  it('says a .ods or .xls file is not supported (not "tidak memiliki sheet")', async () => {
    const ods = await zipOf([
      { name: 'mimetype', chunks: once('application/vnd.oasis.opendocument.spreadsheet') },
      { name: 'content.xml', chunks: once('<?xml version="1.0"?><office:document-content/>') },
    ]);
    const r = await upload(ctx.admin, '/member/stored_import', ods, 'kontak.ods');
    expect(r.http).toBe(422);
    expect(r.msg).toBe('Format berkas .ods (OpenDocument) tidak didukung; simpan sebagai .xlsx atau .csv');
    const xls = Buffer.alloc(512);
    xls.writeUInt32BE(0xd0cf11e0, 0);
    xls.writeUInt32BE(0xa1b11ae1, 4);
    const x = await upload(ctx.admin, '/member/stored_import', xls, 'kontak.xls');
    expect(x.msg).toBe('Format .xls (Excel 97-2003) tidak didukung; simpan sebagai .xlsx atau .csv');
  });
});

describe('exports write typed cells', () => {
  it('phones as text without an apostrophe, amounts as numbers with #,##0, dates as dates, formula-like text as inert strings', async () => {
    const m = await ctx.admin.post('/member/create_stored', {
      member_code: '0007',
      member_name: '=HYPERLINK("http://x")',
      member_phone: '+6281234500030',
      member_birth_date: '1990-03-15',
    });
    expect(m.status, JSON.stringify(m)).toBe(200);
    const ws = await workbook((await download(ctx.admin, '/member/excel', { columnFilters: { member_id: m.data.member_id } })).buf);
    const phone = cellUnder(ws, 'Telepon');
    expect(phone.value).toBe('+6281234500030');
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.numFmt).toBe('@');
    const code = cellUnder(ws, 'Kode Member');
    expect(code.value).toBe('0007');
    expect(code.numFmt).toBe('@');
    const name = cellUnder(ws, 'Nama Member');
    expect(name.value).toBe('=HYPERLINK("http://x")');
    expect(name.type).toBe(ExcelJS.ValueType.String);
    const born = cellUnder(ws, 'Tanggal Lahir');
    expect(born.type).toBe(ExcelJS.ValueType.Date);
    expect((born.value as Date).toISOString().slice(0, 10)).toBe('1990-03-15');
    expect(born.numFmt).toBe('dd/mm/yyyy');
    expect(cellUnder(ws, 'ID').type).toBe(ExcelJS.ValueType.Number);

    const k = await ctx.admin.post('/master/kasbank/create', {
      kasbank_code: '0005',
      kasbank_name: 'Bank Ekspor',
      kasbank_type: 'bank',
      kasbank_account_number: '0012345678',
      kasbank_opening_balance: 1250000,
    });
    expect(k.status, JSON.stringify(k)).toBe(200);
    const kb = await workbook((await download(ctx.admin, '/master/kasbank/excel', { columnFilters: { kasbank_code: '0005' } })).buf);
    const balance = cellUnder(kb, 'Saldo Awal');
    expect(balance.value).toBe(1250000);
    expect(balance.type).toBe(ExcelJS.ValueType.Number);
    expect(balance.numFmt).toBe('#,##0');
    expect(cellUnder(kb, 'Nomor Rekening').value).toBe('0012345678');
    expect(cellUnder(kb, 'Nomor Rekening').numFmt).toBe('@');
    expect(cellUnder(kb, 'Kode Akun').value).toBe('0005');
  });

  it('an exported file imports back unchanged (codes, phones, dates)', async () => {
    const m = await ctx.admin.post('/member/create_stored', {
      member_code: '0042',
      member_name: 'Bolak Balik',
      member_phone: '081234500040',
      member_birth_date: '1985-12-01',
    });
    const buf = (await download(ctx.admin, '/member/excel', { columnFilters: { member_id: m.data.member_id } })).buf;
    await ctx.admin.post('/member/delete_stored', { member_id: m.data.member_id });
    const r = await upload(ctx.admin, '/member/stored_import', buf);
    expect(r.status, JSON.stringify(r)).toBe(200);
    const row = (
      await ctx.server.database.db.execute(sql`select member_code, member_birth_date::text as d from master_member where member_phone = '081234500040'`)
    ).rows[0];
    expect(row).toMatchObject({ member_code: '0042', d: '1985-12-01' });
  });
});
