import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet, SheetReadError } from './sheet-reader.js';
import { xlsxWith } from './zip-test-kit.js';

const refused = async (buf: Buffer) => {
  try {
    await readSheet(buf);
  } catch (err) {
    expect(err).toBeInstanceOf(SheetReadError);
    return (err as SheetReadError).message;
  }
  throw new Error('not refused');
};

describe('streaming .xlsx reader', () => {
  it('reads what ExcelJS writes: shared strings, numbers, dates, times, booleans, rich text, empty cells', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Data');
    ws.addRow(['Nama', 'Angka', 'Tanggal', 'Jam', 'Ya', 'Kaya']);
    const r = ws.addRow([
      'Budi',
      42,
      new Date(Date.UTC(2024, 0, 15)),
      new Date(Date.UTC(1899, 11, 30, 8, 30)),
      true,
      { richText: [{ text: 'Ka' }, { text: 'ya' }] },
    ]);
    r.getCell(3).numFmt = 'dd/mm/yyyy';
    r.getCell(4).numFmt = 'hh:mm';
    ws.addRow([]);
    ws.addRow(['Sari', undefined, undefined, undefined, false]);
    const sheet = await readSheet(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(sheet.headers).toEqual(['Nama', 'Angka', 'Tanggal', 'Jam', 'Ya', 'Kaya']);
    expect(sheet.rows).toEqual([
      { row: 2, cells: ['Budi', '42', '2024-01-15', '08:30', '1', 'Kaya'], numeric: [1] },
      { row: 4, cells: ['Sari', '', '', '', '0'] },
    ]);
  });

  it('refuses XML entity tricks and broken archives without hanging', async () => {
    const laughs = await xlsxWith(function* () {
      yield '<row r="2"><c t="inlineStr"><is><t>&lol9;</t></is></c></row>';
    });
    expect(await refused(laughs)).toBe('Berkas Excel rusak atau tidak dapat dibaca');
    expect(await refused(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200)]))).toBe('Berkas Excel rusak atau tidak dapat dibaca');
    const good = await xlsxWith(function* () {
      yield '<row r="2"><c t="inlineStr"><is><t>x</t></is></c></row>';
    });
    expect(await refused(good.subarray(0, good.length - 30))).toBe('Berkas Excel rusak atau tidak dapat dibaca');
  });

  it('refuses a row wider than the column limit', async () => {
    const wide = await xlsxWith(function* () {
      yield '<row r="2"><c r="ZZ2" t="inlineStr"><is><t>jauh</t></is></c></row>';
    });
    expect(await refused(wide)).toBe('Baris 2 memiliki lebih dari 100 kolom; gunakan templat impor');
  });
});
