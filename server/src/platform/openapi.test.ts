import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ADMIN, Client, useTestServer } from '../test/harness.js';

/**
 * Issue 7 item 12: the OpenAPI document at /docs/json is valid, exact and complete. A request built
 * from the document alone is never refused for a field the document allows.
 */
type Json = Record<string, any>;

/** Candidates for strings with a pattern; the first that fits the pattern and the lengths wins. */
const PATTERN_SAMPLES = [
  'Uji',
  'uji_nama',
  'K-001',
  '08:00',
  '2024-01-15',
  '081234567890',
  '+6281234567890',
  '3578000000000001',
  '60111',
  '012345678901234',
  'ICD-10',
  '#1a2b3c',
  'admin',
  '1',
  'A',
  '2024-01',
];

let seq = 0;
/** A value that satisfies a JSON schema (OpenAPI 3.0 subset used by the document). */
export function sample(s: Json, name = ''): unknown {
  if (s.enum) return s.enum.find((v: unknown) => v !== null);
  if (s.anyOf) return sample(s.anyOf[0], name);
  if (s.oneOf) return sample(s.oneOf[0], name);
  if (s.allOf) return sample(Object.assign({}, ...s.allOf), name);
  switch (s.type) {
    case 'integer':
    case 'number': {
      // Ids and amounts well inside the range and unlikely to exist: the call answers as for an unknown id.
      const min = s.minimum ?? 0;
      const max = s.maximum ?? 999_999;
      return Math.max(min, Math.min(max, name.endsWith('_id') || name === 'id' ? 999_999 : Math.min(max, 7)));
    }
    case 'boolean':
      return true;
    case 'array':
      return s.minItems ? Array.from({ length: s.minItems }, () => sample(s.items ?? {}, name)) : [];
    case 'object': {
      const out: Json = {};
      for (const [k, v] of Object.entries<Json>(s.properties ?? {})) if (v.format !== 'binary') out[k] = sample(v, k);
      return out;
    }
    case 'string': {
      seq += 1;
      if (s.format === 'email') return `uji${seq}@contoh.id`;
      if (s.format === 'date') return '2024-01-15';
      if (s.format === 'date-time') return '2024-01-15T08:00:00+07:00';
      const fits = (v: string) => (!s.pattern || new RegExp(s.pattern).test(v)) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? 1e9);
      const base = /password/.test(name) ? 'Rahasia-uji-123' : `Uji${seq}`;
      const candidates = [base, ...PATTERN_SAMPLES, `${base}${'x'.repeat(Math.max(0, (s.minLength ?? 0) - base.length))}`];
      const found = candidates.find(fits);
      if (found === undefined) throw new Error(`no sample for ${name}: ${JSON.stringify(s)}`);
      return found;
    }
    default:
      return 'uji';
  }
}

/** Refusals on business grounds (unknown id, taken name, wrong old password…), not on the field's form. */
const BUSINESS =
  /tidak ditemukan|sudah (digunakan|terdaftar|ada|dipakai)|terdaftar|tidak aktif|salah|tidak (boleh|bisa) (diubah|dihapus)|dipakai|hanya superuser|sama dengan|tidak sama|kedaluwarsa|tidak berlaku|sudah (diverifikasi|disetujui)|melebihi|hanya untuk/i;

describe('OpenAPI document', () => {
  const ctx = useTestServer();
  const doc = async () => (await (await fetch(`${ctx.server.url}/docs/json`)).json()) as Json;

  it('passes @apidevtools/swagger-parser with no error', async () => {
    const d = await doc();
    await expect(SwaggerParser.validate(structuredClone(d) as never)).resolves.toBeTruthy();
    expect(Object.keys(d.paths).length).toBeGreaterThan(300);
  });

  it('gives every operation an id, answers and a typed schema for every required field', async () => {
    const d = await doc();
    const empty: string[] = [];
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<Json>(d.paths)) {
      for (const [method, op] of Object.entries<Json>(item)) {
        expect(op.operationId, `${method} ${path}`).toBeTruthy();
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(op.responses['200'].content['application/json'].schema.required).toEqual(['status', 'msg', 'data']);
        if (op.requestBody || op.parameters) expect(op.responses['422'], `${method} ${path}`).toBeTruthy();
        for (const media of Object.values<Json>(op.requestBody?.content ?? {})) {
          const s = media.schema;
          for (const r of s.required ?? []) if (!s.properties?.[r] || Object.keys(s.properties[r]).length === 0) empty.push(`${method} ${path} ${r}`);
        }
        for (const p of op.parameters ?? []) if (!p.schema?.type && !p.schema?.enum) empty.push(`${method} ${path} ?${p.name}`);
      }
    }
    expect(empty).toEqual([]);
    expect(d.components.securitySchemes.appName).toMatchObject({ type: 'apiKey', in: 'header', name: 'app_name' });
    const kasbank = d.paths['/master/kasbank/create'].post.requestBody.content;
    expect(Object.keys(kasbank)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(kasbank['application/json'].schema.properties.kasbank_opening_balance).toMatchObject({ type: 'integer', minimum: 0 });
    expect(kasbank['application/json'].schema.properties.kasbank_type.enum).toBeTruthy();
    const imp = d.paths['/master/kasbank/stored_import'].post.requestBody.content['multipart/form-data'].schema;
    expect(imp.properties.file).toEqual(expect.objectContaining({ type: 'string', format: 'binary' }));
    const list = d.paths['/master/kasbank/list'].post.responses['200'].content['application/json'].schema.properties.data;
    expect(list.properties.data.items.properties.kasbank_opening_balance).toBeTruthy();
  });

  it('accepts, field by field, a request built from the document for every call', async () => {
    const d = await doc();
    let admin = ctx.admin;
    const refused: string[] = [];
    // Successful answers must match the documented envelope and row schema (OpenAPI 3.0 `nullable` is known to ajv).
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
    const mismatched: string[] = [];
    let sent = 0;
    const statuses: Record<number, number> = {};
    const entries = Object.entries<Json>(d.paths).flatMap(([path, item]) => Object.entries<Json>(item).map(([method, op]) => ({ path, method, op })));
    // Calls that end the session go last.
    const last = (p: string) => /logout|terminate|switch|delete|password|update_status/.test(p);
    entries.sort((a, b) => Number(last(a.path)) - Number(last(b.path)));
    for (const { path, method, op } of entries) {
      try {
        await sendOne(path, method, op);
      } catch (err) {
        refused.push(`${method.toUpperCase()} ${path}: ${(err as Error).message}`);
      }
    }
    async function sendOne(path: string, method: string, op: Json) {
      const headers: Record<string, string> = { 'x-forwarded-for': `10.9.${(sent >> 8) & 255}.${sent & 255}` };
      if (op.security?.some((s: Json) => 'bearer' in s)) {
        headers.authorization = `Bearer ${admin.token}`;
        headers.app_name = admin.appName ?? '';
      }
      const query = new URLSearchParams();
      const sentValues: Json = {};
      for (const p of op.parameters ?? []) {
        if (p.in !== 'query') continue;
        const v = sample(p.schema, p.name);
        sentValues[p.name] = v;
        query.set(p.name, String(v));
      }
      let body: BodyInit | undefined;
      const content = op.requestBody?.content ?? {};
      if (content['multipart/form-data']) {
        const s = content['multipart/form-data'].schema;
        const form = new FormData();
        for (const [k, v] of Object.entries<Json>(s.properties ?? {})) {
          if (v.format === 'binary') form.append(k, new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'berkas.png');
          else {
            // Objects and lists as JSON text, the way the client (and the harness's toForm) sends them in a form.
            const value = (sentValues[k] = sample(v, k));
            form.append(k, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
          }
        }
        body = form;
      } else if (content['application/json']) {
        const value = sample(content['application/json'].schema) as Json;
        Object.assign(sentValues, value);
        headers['content-type'] = 'application/json';
        body = JSON.stringify(value);
      }
      const res = await fetch(`${ctx.server.url}${path}${query.size ? `?${query}` : ''}`, { method: method.toUpperCase(), headers, body });
      sent += 1;
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const answer = (await res.json().catch(() => ({}))) as Json;
      if (res.status === 200 && (res.headers.get('content-type') ?? '').includes('application/json')) {
        const schema = op.responses['200'].content['application/json'].schema;
        const validate = ajv.compile(schema);
        if (!validate(answer)) mismatched.push(`${method.toUpperCase()} ${path}: ${ajv.errorsText(validate.errors)}`);
      }
      if (res.status === 401) admin = await new Client(ctx.server.url).login(ADMIN.username, ADMIN.password);
      if (res.status !== 422) return;
      for (const [field, messages] of Object.entries<string[]>(answer.errors ?? {})) {
        const top = field.split('.')[0];
        if (!(top in sentValues)) continue;
        // A binary field holds whatever file the test sent: its content is not the schema's to judge.
        if (content['multipart/form-data']?.schema.properties[top]?.format === 'binary') continue;
        const formal = messages.filter((m) => !BUSINESS.test(m));
        if (formal.length) refused.push(`${method.toUpperCase()} ${path} ${field}=${JSON.stringify(sentValues[top])}: ${formal.join('; ')}`);
      }
    }
    // Lists again without filters, so that their rows (made above) are checked against the row schema too.
    let rowsChecked = 0;
    for (const { path, method, op } of entries) {
      const dataSchema = op.responses['200'].content['application/json'].schema.properties.data;
      if (method !== 'post' || !dataSchema.properties?.data?.items) continue;
      const r = await admin.post(path, {}, { json: true });
      if (r.http !== 200) continue;
      const { http: _http, ...answer } = r;
      rowsChecked += answer.data.data.length;
      const validate = ajv.compile(op.responses['200'].content['application/json'].schema);
      if (!validate(answer)) mismatched.push(`${method.toUpperCase()} ${path} (rows): ${ajv.errorsText(validate.errors)}`);
    }
    expect(rowsChecked).toBeGreaterThan(10);
    expect(sent).toBeGreaterThan(300);
    console.info('answers by HTTP status', statuses);
    expect(refused).toEqual([]);
    expect(mismatched).toEqual([]);
  }, 180_000);
});
