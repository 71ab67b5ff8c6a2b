import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { cellTooLong, IMPORT_LIMITS, SheetReadError, tooManyColumns, tooManyRows } from './sheet-limits.js';
import { entryText, InflateBudget, type ZipEntry, zipEntries } from './zip-reader.js';

/** One non-empty spreadsheet row: its number, its cells as text, and which columns held a number. */
export interface RawRow {
  row: number;
  cells: string[];
  /** Column indexes whose cell was a number cell (not text, not a date): digits may have been lost. */
  numeric?: number[];
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);
const attr = (tag: SaxesTagPlain, name: string) => {
  const direct = tag.attributes[name];
  if (direct !== undefined) return direct;
  for (const [k, v] of Object.entries(tag.attributes)) if (local(k) === name) return v;
  return undefined;
};

/** Feeds an entry's text into a SAX parser chunk by chunk; the handlers throw to stop. */
async function parseEntry(buf: Buffer, e: ZipEntry, budget: InflateBudget, setup: (p: SaxesParser) => void) {
  const p = new SaxesParser();
  p.on('error', () => {
    throw new SheetReadError('Berkas Excel rusak atau tidak dapat dibaca');
  });
  setup(p);
  for await (const chunk of entryText(buf, e, budget)) p.write(chunk);
  p.close();
}

function resolve(base: string, target: string) {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.') parts.push(seg);
  }
  return parts.join('/');
}

async function relationships(buf: Buffer, entries: Map<string, ZipEntry>, path: string, budget: InflateBudget) {
  const out = new Map<string, { target: string; type: string }>();
  const e = entries.get(path);
  if (!e) return out;
  await parseEntry(buf, e, budget, (p) =>
    p.on('opentag', (t) => {
      if (local(t.name) === 'Relationship') out.set(attr(t, 'Id') ?? '', { target: attr(t, 'Target') ?? '', type: attr(t, 'Type') ?? '' });
    }),
  );
  return out;
}

const BUILTIN_DATE = new Set([14, 15, 16, 17, 22, 27, 30, 36, 50, 57]);
const BUILTIN_TIME = new Set([18, 19, 20, 21, 45, 46, 47]);
type Kind = 'date' | 'time' | undefined;

function formatKind(code: string): Kind {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\./g, '')
    .split(';')[0];
  if (/[dy]/i.test(bare)) return 'date';
  if (/[hs]/i.test(bare)) return 'time';
  if (/m/i.test(bare) && !/[0#]/.test(bare)) return 'date';
  return undefined;
}

/** Which cell styles show dates or times (numbers that must be read as a date or a time). */
async function styleKinds(buf: Buffer, entries: Map<string, ZipEntry>, path: string | undefined, budget: InflateBudget): Promise<Kind[]> {
  const e = path ? entries.get(path) : undefined;
  if (!e) return [];
  const custom = new Map<number, string>();
  const kinds: Kind[] = [];
  let inCellXfs = false;
  await parseEntry(buf, e, budget, (p) => {
    p.on('opentag', (t) => {
      const n = local(t.name);
      if (n === 'numFmt') custom.set(Number(attr(t, 'numFmtId')), attr(t, 'formatCode') ?? '');
      else if (n === 'cellXfs') inCellXfs = true;
      else if (n === 'xf' && inCellXfs) {
        if (kinds.length >= 100_000) throw new SheetReadError('Berkas Excel memiliki terlalu banyak gaya sel', 413);
        const id = Number(attr(t, 'numFmtId') ?? 0);
        const code = custom.get(id);
        kinds.push(code !== undefined ? formatKind(code) : BUILTIN_DATE.has(id) ? 'date' : BUILTIN_TIME.has(id) ? 'time' : undefined);
      }
    });
    p.on('closetag', (t) => {
      if (local(t.name) === 'cellXfs') inCellXfs = false;
    });
  });
  return kinds;
}

/** The shared strings, bounded in count and in length. */
async function sharedStrings(buf: Buffer, entries: Map<string, ZipEntry>, path: string | undefined, budget: InflateBudget): Promise<string[]> {
  const e = path ? entries.get(path) : undefined;
  if (!e) return [];
  const out: string[] = [];
  let text = '';
  let inT = false;
  let phonetic = 0;
  const add = (s: string) => {
    if (!inT || phonetic) return;
    text += s;
    if (text.length > IMPORT_LIMITS.maxCellChars)
      throw new SheetReadError(`Teks pada berkas melebihi ${IMPORT_LIMITS.maxCellChars.toLocaleString('id-ID')} karakter per sel`);
  };
  await parseEntry(buf, e, budget, (p) => {
    p.on('opentag', (t) => {
      const n = local(t.name);
      if (n === 't') inT = !t.isSelfClosing;
      else if (n === 'rPh') phonetic++;
      else if (n === 'si') text = '';
    });
    p.on('text', add);
    p.on('cdata', add);
    p.on('closetag', (t) => {
      const n = local(t.name);
      if (n === 't') inT = false;
      else if (n === 'rPh') phonetic--;
      else if (n === 'si') {
        if (out.length >= IMPORT_LIMITS.maxSharedStrings)
          throw new SheetReadError(`Berkas Excel memiliki lebih dari ${IMPORT_LIMITS.maxSharedStrings.toLocaleString('id-ID')} teks berbeda`, 413);
        out.push(text);
      }
    });
  });
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An Excel serial day number as yyyy-mm-dd, or HH:MM for a time of day. */
function serialText(serial: number, kind: Kind, date1904: boolean): string {
  const ms = Math.round((serial + (date1904 ? 24107 : -25569)) * 86_400_000);
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return String(serial);
  if (kind === 'time') return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function columnIndex(ref: string | undefined): number | undefined {
  if (!ref) return undefined;
  let n = 0;
  for (const ch of ref) {
    const c = ch.charCodeAt(0);
    if (c >= 65 && c <= 90) n = n * 26 + (c - 64);
    else if (c >= 97 && c <= 122) n = n * 26 + (c - 96);
    else break;
    if (n > 20_000) return n;
  }
  return n ? n - 1 : undefined;
}

/** Strips the apostrophe an export put in front of formula-like text. */
export const unescapeFormula = (s: string) => (/^'[=+\-@]/.test(s) ? s.slice(1) : s);

/**
 * Reads the first sheet of an .xlsx held in memory as a stream: each zip part is inflated in
 * 64 KiB chunks (all parts together at most IMPORT_LIMITS.maxInflatedBytes) and parsed with a SAX
 * parser; only non-empty rows are kept, at most maxRows + 1 (the header), each at most maxColumns
 * cells of at most maxCellChars characters. Whatever the file, memory stays bounded.
 */
export async function readXlsxRows(buf: Buffer): Promise<RawRow[]> {
  const entries = zipEntries(buf);
  const budget = new InflateBudget(IMPORT_LIMITS.maxInflatedBytes);
  const root = await relationships(buf, entries, '_rels/.rels', budget);
  const wbPath = [...root.values()].find((r) => r.type.endsWith('/officeDocument'))?.target.replace(/^\//, '') ?? 'xl/workbook.xml';
  const wb = entries.get(wbPath);
  if (!wb) {
    if (entries.has('mimetype') || entries.has('content.xml'))
      throw new SheetReadError('Format berkas .ods (OpenDocument) tidak didukung; simpan sebagai .xlsx atau .csv');
    throw new SheetReadError('Format berkas tidak didukung; gunakan .xlsx atau .csv');
  }

  let firstSheetRel: string | undefined;
  let date1904 = false;
  await parseEntry(buf, wb, budget, (p) =>
    p.on('opentag', (t) => {
      const n = local(t.name);
      if (n === 'workbookPr') date1904 = ['1', 'true'].includes(attr(t, 'date1904') ?? '');
      else if (n === 'sheet' && firstSheetRel === undefined) firstSheetRel = attr(t, 'id');
    }),
  );
  const wbRelsPath = wbPath.replace(/([^/]+)$/, '_rels/$1.rels');
  const rels = await relationships(buf, entries, wbRelsPath, budget);
  const relOf = (type: string) => [...rels.values()].find((r) => r.type.endsWith(`/${type}`));
  const sheetRel = firstSheetRel !== undefined ? rels.get(firstSheetRel) : undefined;
  const sheetPath = sheetRel ? resolve(wbPath, sheetRel.target) : undefined;
  const sheet = sheetPath ? entries.get(sheetPath) : undefined;
  if (!sheet) throw new SheetReadError('Berkas Excel tidak memiliki sheet');
  const sstRel = relOf('sharedStrings');
  const stylesRel = relOf('styles');
  const kinds = await styleKinds(buf, entries, stylesRel && resolve(wbPath, stylesRel.target), budget);
  const shared = await sharedStrings(buf, entries, sstRel && resolve(wbPath, sstRel.target), budget);

  const rows: RawRow[] = [];
  let rowNum = 0;
  let cells: string[] = [];
  let numeric: number[] | undefined;
  let col = -1;
  let type = '';
  let style = 0;
  let value = '';
  let inline = '';
  let where: 'v' | 'is' | 'none' = 'none';
  let inT = false;
  let phonetic = 0;
  let hasValue = false;

  const add = (s: string) => {
    if (where === 'v') value += s;
    else if (where === 'is' && inT && !phonetic) inline += s;
    else return;
    if (value.length + inline.length > IMPORT_LIMITS.maxCellChars) throw cellTooLong(rowNum);
  };

  const finishCell = () => {
    let text: string;
    let isNumber = false;
    switch (type) {
      case 's':
        text = shared[Number(value)] ?? '';
        break;
      case 'inlineStr':
        text = inline;
        break;
      case 'str':
        text = value;
        break;
      case 'b':
        text = value.trim() === '1' ? '1' : value.trim() === '' ? '' : '0';
        break;
      case 'e':
        text = '';
        break;
      case 'd':
        text = value.trim().slice(0, 10);
        break;
      default: {
        const v = value.trim();
        if (v === '') text = '';
        else {
          const num = Number(v);
          const kind = kinds[style];
          if (Number.isNaN(num)) text = v;
          else if (kind) text = serialText(num, kind, date1904);
          else {
            text = String(num);
            isNumber = true;
          }
        }
      }
    }
    text = unescapeFormula(text.trim());
    if (text === '') return;
    if (col >= IMPORT_LIMITS.maxColumns) throw tooManyColumns(rowNum);
    while (cells.length < col) cells.push('');
    cells[col] = text;
    if (isNumber) (numeric ??= []).push(col);
  };

  await parseEntry(buf, sheet, budget, (p) => {
    p.on('opentag', (t) => {
      switch (local(t.name)) {
        case 'row': {
          const r = Number(attr(t, 'r'));
          rowNum = Number.isInteger(r) && r > 0 ? r : rowNum + 1;
          cells = [];
          numeric = undefined;
          col = -1;
          break;
        }
        case 'c':
          col = columnIndex(attr(t, 'r')) ?? col + 1;
          type = attr(t, 't') ?? 'n';
          style = Number(attr(t, 's') ?? 0) || 0;
          value = '';
          inline = '';
          where = 'none';
          hasValue = !t.isSelfClosing;
          break;
        case 'v':
          where = 'v';
          break;
        case 'is':
          where = 'is';
          break;
        case 't':
          inT = !t.isSelfClosing;
          break;
        case 'rPh':
          phonetic++;
          break;
      }
    });
    p.on('text', add);
    p.on('cdata', add);
    p.on('closetag', (t) => {
      switch (local(t.name)) {
        case 'v':
        case 'is':
          where = 'none';
          break;
        case 't':
          inT = false;
          break;
        case 'rPh':
          phonetic--;
          break;
        case 'c':
          if (hasValue) finishCell();
          break;
        case 'row':
          if (cells.length) {
            if (rows.length > IMPORT_LIMITS.maxRows) throw tooManyRows();
            rows.push(numeric ? { row: rowNum, cells, numeric } : { row: rowNum, cells });
          }
          break;
      }
    });
  });
  return rows;
}
