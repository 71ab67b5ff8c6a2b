import { type FieldDef, isImportField, isTextCellField, RESOURCE_BY_KEY, type ResourceDef } from '@bo/contract';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { AppError, validationError } from '../errors.js';
import { IMPORT_LIMITS, readSheet, SheetReadError } from '../excel/sheet-reader.js';
import { createShape, issuesToMessages } from './field-rules.js';
import { col, ident, inList } from './resource-query.js';
import { insertRow, updateRow, type Values } from './resource-store.js';

export interface ImportRow {
  /** Row number as the user sees it (spreadsheet row, or position in a JSON list). */
  row: number;
  values: Record<string, unknown>;
  /** Problems found while reading the file (a number cell in a text column). */
  problems?: string[];
}
export interface RowProblem {
  row: number;
  errors: string[];
}
export interface ImportResult {
  inserted: number;
  updated: number;
  total: number;
}

const norm = (s: string) => s.toLowerCase().replace(/\*/g, '').replace(/\s+/g, ' ').trim();

/** Columns of the import and its template: the importable fields, with their labels as headers. */
export const importFields = (def: ResourceDef) => def.fields.filter(isImportField);

/** Header cell → field, matched on the label or the field name, without case. */
function mapHeaders(def: ResourceDef, headers: string[]): (FieldDef | undefined)[] {
  const fields = importFields(def);
  return headers.map((h) => fields.find((f) => norm(f.label) === norm(h) || f.name === norm(h).replace(/ /g, '_')));
}

/**
 * Why a number cell cannot stand for the text a column needs (codes, phones, NPWP, NIK, account
 * numbers): Excel dropped its leading zeros or rounded it. undefined when the digits are intact.
 */
export function lostDigits(f: FieldDef, text: string): string | undefined {
  const n = Number(text);
  const hint = `format kolom ${f.label} sebagai Teks (seperti pada templat) lalu ketik ulang`;
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n)) return `${f.label} '${text}' tersimpan sebagai angka dan digitnya tidak utuh; ${hint}`;
  switch (f.type) {
    case 'phone':
      return text.startsWith('62') ? undefined : `${f.label} '${text}' tersimpan sebagai angka sehingga angka 0 di depannya hilang; ${hint}`;
    case 'npwp':
      return text.length >= 15 ? undefined : `${f.label} '${text}' tersimpan sebagai angka sehingga angka 0 di depannya hilang; ${hint}`;
    case 'nik':
      return text.length === 16 ? undefined : `${f.label} '${text}' tersimpan sebagai angka sehingga angka 0 di depannya hilang; ${hint}`;
    default:
      return `${f.label} '${text}' tersimpan sebagai angka, sehingga angka 0 di depannya bisa hilang; ${hint}`;
  }
}

/** Reads an uploaded file into rows of field values; refuses files whose required columns are missing. */
export async function rowsFromFile(def: ResourceDef, file: unknown): Promise<ImportRow[]> {
  if (!Buffer.isBuffer(file)) throw validationError({ file: ['Berkas wajib diunggah (field file, .xlsx atau .csv)'] }, 'Berkas wajib diunggah');
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    sheet = await readSheet(file);
  } catch (err) {
    if (err instanceof SheetReadError) throw new AppError(err.httpStatus, false, err.message, { file: [err.message] });
    throw err;
  }
  const mapped = mapHeaders(def, sheet.headers);
  const missing = importFields(def).filter((f) => f.required && !mapped.includes(f));
  if (missing.length) {
    const msg = `Kolom wajib tidak ada: ${missing.map((f) => f.label).join(', ')}`;
    throw validationError({ file: [msg] }, msg);
  }
  if (!sheet.rows.length) throw validationError({ file: ['Berkas tidak berisi data'] }, 'Berkas tidak berisi data');
  return sheet.rows.map((r) => {
    const values: Record<string, unknown> = {};
    mapped.forEach((f, i) => {
      if (f) values[f.name] = r.cells[i] ?? '';
    });
    const problems: string[] = [];
    for (const i of r.numeric ?? []) {
      const f = mapped[i];
      if (!f) continue;
      // A number cell of a numeric field goes to the field's own number rule as a number, like JSON.
      if (f.type === 'int' || f.type === 'money') values[f.name] = Number(r.cells[i]);
      const why = isTextCellField(f) ? lostDigits(f, r.cells[i]) : undefined;
      if (why) problems.push(why);
    }
    return problems.length ? { row: r.row, values, problems } : { row: r.row, values };
  });
}

/** Loads name/code → id of a referenced resource, for the values the file uses. */
async function refLookup(tx: Tx, target: ResourceDef, keys: string[]) {
  const map = new Map<string, number>();
  if (!keys.length) return map;
  const lowered = [...new Set(keys.map((k) => k.toLowerCase()))];
  const nat = target.naturalKey && target.naturalKey !== target.nameField ? target.naturalKey : undefined;
  const ids = lowered.filter((k) => /^\d+$/.test(k)).map(Number);
  const r = await tx.execute(sql`
    select ${col(target.idField)} as id, lower(${col(target.nameField)}::text) as name${nat ? sql`, lower(${col(nat)}::text) as code` : sql`, null as code`}
    from ${ident(target.table)} t
    where lower(${col(target.nameField)}::text) in ${inList(lowered)} ${nat ? sql`or lower(${col(nat)}::text) in ${inList(lowered)}` : sql``}
      ${ids.length ? sql`or ${col(target.idField)} in ${inList(ids)}` : sql``}`);
  for (const row of r.rows as { id: number; name: string; code: string | null }[]) {
    map.set(row.name, row.id);
    if (row.code) map.set(row.code, row.id);
    map.set(String(row.id), row.id);
  }
  return map;
}

export interface ImportOptions {
  /** Server-set values of new rows (member approval). */
  extraOnInsert?: Values;
  /** Fills server-numbered values of the new rows (member code) just before they are inserted. */
  beforeInsert?: (rows: Values[]) => Promise<void>;
}

/**
 * Validates every row first (field rules, references, duplicates inside the file and against the
 * company's data); answers 422 with every bad row and writes nothing when any row fails. Rows whose
 * natural key exists already update that row instead of adding a duplicate.
 */
export async function importRows(tx: Tx, def: ResourceDef, rows: ImportRow[], opts: ImportOptions = {}): Promise<ImportResult> {
  if (rows.length > IMPORT_LIMITS.maxRows) {
    const msg = `Maksimal ${IMPORT_LIMITS.maxRows.toLocaleString('id-ID')} baris data per impor; bagi data menjadi beberapa berkas`;
    throw validationError({ file: [msg] }, msg);
  }
  const fields = importFields(def);
  const problems = new Map<number, string[]>();
  const problem = (row: number, msg: string) => (problems.get(row) ?? problems.set(row, []).get(row))?.push(msg);
  for (const r of rows) for (const m of r.problems ?? []) problem(r.row, m);

  // References given as name, code or id.
  const refFields = fields.filter((f) => f.type === 'ref');
  // a reference not found is said once: the field rules below do not also judge the name as an id
  const unresolved = new Set<string>();
  for (const f of refFields) {
    const target = RESOURCE_BY_KEY[f.ref?.resource ?? ''];
    const keys = rows.map((r) => String(r.values[f.name] ?? '').trim()).filter(Boolean);
    const map = await refLookup(tx, target, keys);
    for (const r of rows) {
      const v = String(r.values[f.name] ?? '').trim();
      if (!v) continue;
      const id = map.get(v.toLowerCase());
      if (id === undefined) {
        problem(r.row, `${f.label} '${v}' tidak ditemukan`);
        unresolved.add(`${r.row}:${f.name}`);
      } else r.values[f.name] = id;
    }
  }

  const schema = z.object(Object.fromEntries(fields.map((f) => [f.name, createShape(def)[f.name]])));
  const parsed: { row: number; values: Values }[] = [];
  for (const r of rows) {
    const p = schema.safeParse(r.values);
    if (p.success) {
      parsed.push({ row: r.row, values: p.data as Values });
      continue;
    }
    for (const [field, msgs] of Object.entries(issuesToMessages(p.error.issues))) {
      if (!unresolved.has(`${r.row}:${field}`)) for (const m of msgs) problem(r.row, m);
    }
  }

  // Districts.
  for (const f of fields.filter((x) => x.type === 'district')) {
    const ids = [...new Set(parsed.map((p) => p.values[f.name]).filter((v) => v !== undefined))].map(Number);
    if (!ids.length) continue;
    const found = new Set(
      (await tx.execute(sql`select district_id from region_district where district_id in ${inList(ids)}`)).rows.map((x) =>
        Number((x as { district_id: number }).district_id),
      ),
    );
    for (const p of parsed)
      if (p.values[f.name] !== undefined && !found.has(Number(p.values[f.name]))) problem(p.row, `${f.label} '${p.values[f.name]}' tidak ditemukan`);
  }

  // Natural key → existing id (re-import updates).
  const nk = def.naturalKey ? def.fields.find((f) => f.name === def.naturalKey) : undefined;
  const keyOf = (f: FieldDef, v: unknown) => (f.type === 'phone' || f.type === 'npwp' ? String(v) : String(v).toLowerCase());
  const existingByKey = new Map<string, number>();
  if (nk) {
    const keys = [...new Set(parsed.map((p) => p.values[nk.name]).filter((v) => v !== undefined && v !== null))].map((v) => keyOf(nk, v));
    for (let i = 0; i < keys.length; i += 5000) {
      const chunk = keys.slice(i, i + 5000);
      const expr = nk.type === 'phone' || nk.type === 'npwp' ? col(nk.name) : sql`lower(${col(nk.name)})`;
      const r = await tx.execute(sql`select ${col(def.idField)} as id, ${expr} as k from ${ident(def.table)} t where ${expr} in ${inList(chunk)}`);
      for (const x of r.rows as { id: number; k: string }[]) existingByKey.set(x.k, Number(x.id));
    }
  }
  const targetId = (p: { values: Values }) => (nk && p.values[nk.name] != null ? existingByKey.get(keyOf(nk, p.values[nk.name])) : undefined);

  // Unique fields: inside the file, and against other rows of the company.
  for (const f of fields.filter((x) => x.unique)) {
    const seen = new Map<string, number>();
    for (const p of parsed) {
      const v = p.values[f.name];
      if (v === undefined || v === null) continue;
      const k = keyOf(f, v);
      const first = seen.get(k);
      if (first !== undefined) problem(p.row, `${f.label} '${v}' ganda dengan baris ${first}`);
      else seen.set(k, p.row);
    }
    if (f === nk || !seen.size) continue;
    const keys = [...seen.keys()];
    const expr = f.type === 'phone' || f.type === 'npwp' ? col(f.name) : sql`lower(${col(f.name)})`;
    const taken = new Map<string, number>();
    for (let i = 0; i < keys.length; i += 5000) {
      const r = await tx.execute(
        sql`select ${col(def.idField)} as id, ${expr} as k from ${ident(def.table)} t where ${expr} in ${inList(keys.slice(i, i + 5000))}`,
      );
      for (const x of r.rows as { id: number; k: string }[]) taken.set(x.k, Number(x.id));
    }
    for (const p of parsed) {
      const v = p.values[f.name];
      if (v === undefined || v === null) continue;
      const owner = taken.get(keyOf(f, v));
      if (owner !== undefined && owner !== targetId(p)) problem(p.row, `${f.label} '${v}' sudah digunakan`);
    }
  }

  if (problems.size) {
    const list = [...problems.entries()].sort((a, b) => a[0] - b[0]).map(([row, errors]) => ({ row, errors }));
    const errors = Object.fromEntries(list.map((p) => [`baris ${p.row}`, p.errors]));
    throw new AppError(422, false, `Impor dibatalkan: ${list.length} baris tidak valid, tidak ada data yang disimpan`, errors, {
      rows: list,
      total_rows: rows.length,
      invalid_rows: list.length,
    });
  }

  let inserted = 0;
  let updated = 0;
  const inserts: Values[] = [];
  for (const p of parsed) {
    const id = targetId(p);
    if (id !== undefined) {
      await updateRow(tx, def, id, p.values);
      updated++;
    } else inserts.push(p.values);
  }
  if (inserts.length) await opts.beforeInsert?.(inserts);
  await insertMany(tx, def, inserts, opts.extraOnInsert ?? {});
  inserted = inserts.length;
  return { inserted, updated, total: parsed.length };
}

/** Multi-row inserts, 500 rows a statement. */
async function insertMany(tx: Tx, def: ResourceDef, rows: Values[], extra: Values) {
  if (rows.length === 1) {
    await insertRow(tx, def, rows[0], extra);
    return;
  }
  const names = [...importFields(def).map((f) => f.name), ...Object.keys(extra)];
  const fieldByName = new Map(def.fields.map((f) => [f.name, f]));
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const values = chunk.map(
      (r) =>
        sql`(${sql.join(
          names.map((n) => {
            const v = n in extra ? extra[n] : r[n];
            const d = fieldByName.get(n)?.default;
            return sql`${v ?? d ?? null}`;
          }),
          sql`, `,
        )})`,
    );
    await tx.execute(sql`insert into ${ident(def.table)} (${sql.join(names.map(ident), sql`, `)}) values ${sql.join(values, sql`, `)}`);
  }
}

/** The downloadable template: the import columns, an example row, and a sheet of rules. */
export function templateWorkbook(def: ResourceDef): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(def.title.slice(0, 31));
  const fields = importFields(def);
  ws.columns = fields.map((f) => ({
    header: f.label,
    key: f.name,
    width: Math.max(14, f.label.length + 4),
    // Text format, so that Excel keeps what is typed (0005, 0812…, NPWP, account numbers) as text.
    ...(isTextCellField(f) ? { style: { numFmt: '@' } } : {}),
  }));
  ws.getRow(1).font = { bold: true };
  const help = wb.addWorksheet('Petunjuk');
  help.columns = [
    { header: 'Kolom', key: 'label', width: 24 },
    { header: 'Wajib', key: 'required', width: 8 },
    { header: 'Aturan', key: 'rule', width: 70 },
  ];
  help.getRow(1).font = { bold: true };
  for (const f of fields) help.addRow({ label: f.label, required: f.required ? 'Ya' : '', rule: ruleText(def, f) });
  help.addRow({});
  help.addRow({
    label: 'Catatan',
    rule: def.naturalKey
      ? `Baris dengan ${def.fields.find((f) => f.name === def.naturalKey)?.label} yang sudah ada akan memperbarui data tersebut.`
      : 'Setiap baris menambah data baru.',
  });
  return wb;
}

function ruleText(_def: ResourceDef, f: FieldDef): string {
  switch (f.type) {
    case 'email':
      return 'Alamat e-mail';
    case 'phone':
      return 'Nomor telepon 7–20 digit, sebagai teks (0 di depan tetap ditulis)';
    case 'npwp':
      return 'NPWP 15 atau 16 digit (titik dan tanda minus boleh), sebagai teks';
    case 'nik':
      return 'NIK 16 digit, sebagai teks';
    case 'code':
      return `Kode${f.max ? `, maksimal ${f.max} karakter` : ''}${f.unique ? ', tidak boleh sama' : ''}, sebagai teks (0 di depan tetap ditulis)`;
    case 'date':
      return 'Tanggal TTTT-BB-HH';
    case 'time':
      return 'Jam JJ:MM';
    case 'flag':
      return '1 = ya, 0 = tidak';
    case 'select':
      return `Salah satu dari: ${(f.options ?? []).map((o) => `${o.value} (${o.label})`).join(', ')}`;
    case 'ref':
      return `Nama, kode atau ID ${RESOURCE_BY_KEY[f.ref?.resource ?? '']?.title ?? ''} yang sudah terdaftar`;
    case 'district':
      return 'ID kecamatan (6 digit kode Kemendagri tanpa titik)';
    case 'int':
    case 'money':
      return `Bilangan bulat${f.min !== undefined ? `, minimal ${f.min}` : ''}${f.max !== undefined ? `, maksimal ${f.max}` : ''}`;
    default:
      return `Teks${f.max ? `, maksimal ${f.max} karakter` : ''}${f.unique ? ', tidak boleh sama' : ''}${f.textCell ? ' (0 di depan tetap ditulis)' : ''}`;
  }
}
