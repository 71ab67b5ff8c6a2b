import { type FieldDef, isImportField, isInputField, RESOURCE_BY_KEY, type ResourceDef } from '@bo/contract';
import ExcelJS from 'exceljs';
import type { Answer, Client } from '../../test/harness.js';

/** Test helpers that build valid and invalid records of any resource from its definition. */
export class ResourceKit {
  private seq = 0;
  private made = new Map<string, { id: number; name: string }>();
  constructor(
    readonly client: Client,
    readonly districtId: number,
  ) {}

  next() {
    this.seq += 1;
    return this.seq;
  }

  /** A valid value of a field for record number n (unique where the field must be). */
  value(_def: ResourceDef, f: FieldDef, n: number): string {
    const tag = `${process.pid % 1000}${n}`;
    switch (f.type) {
      case 'text': {
        const s = `${f.label} ${tag}`;
        return (f.max ?? 255) < s.length ? `T${tag}`.slice(-(f.max ?? 255)) : s;
      }
      case 'textarea':
        return `Catatan ${tag}`;
      case 'code':
        return `K-${tag}`.slice(0, f.max ?? 30);
      case 'email':
        return `uji${tag}@contoh.id`;
      case 'phone':
        return `0812${String(n).padStart(8, '0')}`;
      case 'npwp':
        return `01${String(n).padStart(13, '0')}`;
      case 'nik':
        return `3578${String(n).padStart(12, '0')}`;
      case 'int':
        return String(Math.min(f.max ?? 5, Math.max(f.min ?? 0, 1)));
      case 'money':
        return '15000';
      case 'flag':
        return '1';
      case 'select':
        return f.options?.[0]?.value ?? '';
      case 'date':
        return '2024-01-15';
      case 'time':
        return f.name.endsWith('_end') ? '17:00' : '08:00';
      case 'district':
        return String(this.districtId);
      case 'ref':
        return '';
    }
  }

  /** A referenced record (made once per resource and reused). */
  async refTarget(key: string): Promise<{ id: number; name: string }> {
    const have = this.made.get(key);
    if (have) return have;
    const def = RESOURCE_BY_KEY[key];
    const body = await this.validBody(def);
    const r = await this.client.post(def.calls.createStored, body);
    if (r.status !== 200) throw new Error(`create ${key}: ${r.msg} ${JSON.stringify(r.errors)}`);
    const made = { id: r.data[def.idField], name: String(body[def.nameField]) };
    this.made.set(key, made);
    return made;
  }

  /** A body that passes every rule. */
  async validBody(def: ResourceDef, n = this.next(), all = true): Promise<Record<string, string>> {
    const body: Record<string, string> = {};
    for (const f of def.fields) {
      if (!isInputField(f) || (!all && !f.required)) continue;
      body[f.name] = f.type === 'ref' ? String((await this.refTarget(f.ref?.resource ?? '')).id) : this.value(def, f, n);
    }
    return body;
  }

  async create(def: ResourceDef, n = this.next()): Promise<{ id: number; body: Record<string, string> }> {
    const body = await this.validBody(def, n);
    const r = await this.client.post(def.calls.createStored, body);
    if (r.status !== 200) throw new Error(`create ${def.key}: ${r.msg} ${JSON.stringify(r.errors)}`);
    return { id: r.data[def.idField], body };
  }

  async total(def: ResourceDef, columnFilters: Record<string, unknown> = {}): Promise<number> {
    const r = await this.client.post(def.calls.list, { columnFilters, perPage: 1 });
    if (r.status !== 200) throw new Error(`list ${def.key}: ${r.msg}`);
    return r.data.total;
  }

  /** An import row as the template's columns, references given by name. */
  async importRow(def: ResourceDef, n = this.next()): Promise<Record<string, string>> {
    const row: Record<string, string> = {};
    for (const f of def.fields.filter(isImportField)) {
      row[f.label] = f.type === 'ref' ? (await this.refTarget(f.ref?.resource ?? '')).name : this.value(def, f, n);
    }
    return row;
  }
}

/** Builds an .xlsx of rows keyed by header. */
export async function xlsxOf(headers: string[], rows: Record<string, string>[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Data');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(headers.map((h) => r[h] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function csvOf(headers: string[], rows: Record<string, string>[]): Buffer {
  const q = (s: string) => (/[",;\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  return Buffer.from([headers.map(q).join(','), ...rows.map((r) => headers.map((h) => q(r[h] ?? '')).join(','))].join('\r\n'));
}

/** Uploads a file as multipart field `file`. */
export async function upload(client: Client, path: string, file: Buffer, name = 'data.xlsx', fields: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(client.baseUrl + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, app_name: client.appName ?? '' },
    body: form,
  });
  return { http: res.status, ...((await res.json()) as Omit<Answer, 'http'>) };
}

/** POSTs and answers the raw bytes (exports). */
export async function download(client: Client, path: string, body: Record<string, unknown> = {}, method: 'GET' | 'POST' = 'POST') {
  const res = await fetch(client.baseUrl + path, {
    method,
    headers: { authorization: `Bearer ${client.token}`, app_name: client.appName ?? '', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', buf: Buffer.from(await res.arrayBuffer()) };
}

export async function readXlsx(buf: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0].eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(row.getCell(c).value == null ? '' : String(row.getCell(c).value));
    out.push(cells);
  });
  return out;
}
