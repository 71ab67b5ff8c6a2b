import { cellTooLong, IMPORT_LIMITS, SheetReadError, tooManyColumns, tooManyRows } from './sheet-limits.js';
import { type RawRow, readXlsxRows, unescapeFormula } from './xlsx-reader.js';

export { IMPORT_LIMITS, SheetReadError } from './sheet-limits.js';

/** A sheet as text: the header row and the data rows with their spreadsheet row numbers. */
export interface SheetData {
  headers: string[];
  rows: RawRow[];
}

/**
 * The text of a .csv upload. UTF-8 (with or without BOM) when the bytes are valid UTF-8, UTF-16
 * with its BOM, otherwise Windows-1252, the encoding Excel on Windows saves 'CSV' in.
 */
export function decodeCsv(buf: Buffer): string {
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder('utf-16le').decode(buf.subarray(2));
  if (buf[0] === 0xfe && buf[1] === 0xff) return new TextDecoder('utf-16be').decode(buf.subarray(2));
  const body = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? buf.subarray(3) : buf;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/**
 * RFC 4180 CSV; the separator (comma, semicolon as Indonesian Excel saves, or tab) is read from
 * the header line. Only non-empty rows are kept, with the same row, column and cell limits as .xlsx.
 */
export function parseCsv(text: string): RawRow[] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => firstLine.split(c).length - 1;
  const sep = [';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
  const rows: RawRow[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  const endCell = () => {
    if (cell.length > IMPORT_LIMITS.maxCellChars) throw cellTooLong(rowStart);
    const v = unescapeFormula(cell.trim());
    if (v !== '' && row.length >= IMPORT_LIMITS.maxColumns) throw tooManyColumns(rowStart);
    if (row.length < IMPORT_LIMITS.maxColumns) row.push(v);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.some((c) => c !== '')) {
      if (rows.length > IMPORT_LIMITS.maxRows) throw tooManyRows();
      while (row.length && row[row.length - 1] === '') row.pop();
      rows.push({ row: rowStart, cells: row });
    }
    row = [];
    rowStart = line;
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\n') line++;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
      if (cell.length > IMPORT_LIMITS.maxCellChars) throw cellTooLong(rowStart);
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') {
        i++;
        line++;
      } else if (ch === '\r') line++;
      endRow();
    } else {
      cell += ch;
      if (cell.length > IMPORT_LIMITS.maxCellChars) throw cellTooLong(rowStart);
    }
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

const isZip = (buf: Buffer) => buf.length > 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04;
const isOle = (buf: Buffer) => buf.length > 8 && buf.readUInt32BE(0) === 0xd0cf11e0;

/**
 * Reads an uploaded .xlsx (by content, a zip) or .csv file into header and rows; empty rows are
 * dropped. Every other format (.xls, .ods, PDF, images…) is refused as not supported.
 */
export async function readSheet(buf: Buffer): Promise<SheetData> {
  let rows: RawRow[];
  if (isZip(buf)) rows = await readXlsxRows(buf);
  else if (isOle(buf)) throw new SheetReadError('Format .xls (Excel 97-2003) tidak didukung; simpan sebagai .xlsx atau .csv');
  else {
    if (buf.subarray(0, 4096).includes(0) && !(buf[0] === 0xff && buf[1] === 0xfe) && !(buf[0] === 0xfe && buf[1] === 0xff))
      throw new SheetReadError('Format berkas tidak didukung; gunakan .xlsx atau .csv');
    rows = parseCsv(decodeCsv(buf));
  }
  const [header, ...data] = rows;
  if (!header) throw new SheetReadError('Berkas kosong');
  return { headers: header.cells, rows: data };
}
