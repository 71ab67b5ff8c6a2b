import ExcelJS from 'exceljs';

/** A sheet as text: the header row and the data rows with their spreadsheet row numbers. */
export interface SheetData {
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

export class SheetReadError extends Error {}

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

/** Strips the apostrophe an export put in front of formula-like text. */
const unescapeFormula = (s: string) => (/^'[=+\-@]/.test(s) ? s.slice(1) : s);

async function readXlsx(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new SheetReadError('Berkas Excel tidak dapat dibaca');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new SheetReadError('Berkas Excel tidak memiliki sheet');
  const out: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(unescapeFormula(cellText(row.getCell(c).value).trim()));
    out[n - 1] = cells;
  });
  for (let i = 0; i < out.length; i++) out[i] ??= [];
  return out;
}

/** RFC 4180 CSV; the separator (comma or semicolon, as Indonesian Excel saves) is read from the header. */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.map((r) => r.map((c) => unescapeFormula(c.trim())));
}

const isXlsx = (buf: Buffer) => buf.length > 4 && buf[0] === 0x50 && buf[1] === 0x4b;

/** Reads an uploaded .xlsx (by content, a zip) or .csv file into header and rows; empty rows are dropped. */
export async function readSheet(buf: Buffer): Promise<SheetData> {
  let matrix: string[][];
  if (isXlsx(buf)) matrix = await readXlsx(buf);
  else {
    const text = buf.toString('utf8');
    if (text.includes('\u0000')) throw new SheetReadError('Berkas harus berformat .xlsx atau .csv');
    matrix = parseCsv(text);
  }
  const headerIdx = matrix.findIndex((r) => r.some((c) => c !== ''));
  if (headerIdx < 0) throw new SheetReadError('Berkas kosong');
  const headers = matrix[headerIdx];
  const rows = matrix
    .map((cells, i) => ({ row: i + 1, cells }))
    .slice(headerIdx + 1)
    .filter((r) => r.cells.some((c) => c !== ''));
  return { headers, rows };
}
