import { type FieldDef, isImportField, isInputField, RESOURCES, ROUTE_ACCESS, type ResourceDef, referencesTo, SEEDED_ROLES, usagesOf } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../modules/company/commands/create-company.js';
import { ADMIN, Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { exportColumns } from './resource-export.js';
import { download, readXlsx, ResourceKit, upload, xlsxOf } from './resource-test-kit.js';

/**
 * The suite every master area gets from its definition alone: create, read in the list, update,
 * delete; each validation rule refused with its message and nothing written; list filters and
 * paging; export read back; import of a good file and of a file with bad rows; refused for roles
 * without access; invisible across companies.
 */
const ctx = useTestServer();
let kit: ResourceKit;
const roleClients = new Map<string, Client>();

beforeAll(async () => {
  const d = await ctx.server.database.db.execute(sql`select district_id from region_district order by district_id limit 1`);
  kit = new ResourceKit(ctx.admin, Number((d.rows[0] as { district_id: number }).district_id));
});

async function clientOfRole(role: string) {
  let c = roleClients.get(role);
  if (!c) {
    c = (await userWithGroup(ctx.admin, SEEDED_ROLES.indexOf(role as never) + 1)).client;
    roleClients.set(role, c);
  }
  return c;
}

/** Bad values of a field and the message each must produce. */
function badValues(f: FieldDef): { value: string; message: string }[] {
  const L = f.label;
  const out: { value: string; message: string }[] = [];
  if (['text', 'textarea', 'code'].includes(f.type) && f.max) out.push({ value: 'A'.repeat(f.max + 1), message: `${L} maksimal ${f.max} karakter` });
  if (f.type === 'email') out.push({ value: 'bukan-email', message: `Format ${L} tidak valid` });
  if (f.type === 'phone') out.push({ value: '08abc', message: `${L} harus berupa nomor telepon 7–20 digit` });
  if (f.type === 'npwp') out.push({ value: '12.345', message: `${L} harus 15 atau 16 digit angka` });
  if (f.type === 'nik') out.push({ value: '123', message: `${L} harus 16 digit angka` });
  if (f.type === 'date') out.push({ value: '2024-02-30', message: `${L} bukan tanggal yang valid` });
  if (f.type === 'time') out.push({ value: '25:00', message: `${L} harus jam dengan format JJ:MM` });
  if (f.type === 'select') out.push({ value: 'zzz', message: `${L} harus salah satu dari: ${(f.options ?? []).map((o) => o.value).join(', ')}` });
  if (f.type === 'code') out.push({ value: 'A B', message: `${L} hanya boleh berisi huruf, angka, titik, garis miring, garis bawah dan tanda minus` });
  if ((f.type === 'int' || f.type === 'money') && f.min !== undefined) out.push({ value: String(f.min - 1), message: `${L} minimal ${f.min}` });
  if (f.type === 'int' && f.max !== undefined) out.push({ value: String(f.max + 1), message: `${L} maksimal ${f.max}` });
  if (f.type === 'ref' || f.type === 'district') out.push({ value: '987654', message: `${L} tidak ditemukan` });
  return out;
}

const searchToken = (def: ResourceDef, body: Record<string, string>) => body[def.naturalKey ?? def.nameField] ?? body[def.nameField];

describe.each(RESOURCES.map((d) => [d.key, d] as const))('%s', (_key, def) => {
  it('creates, reads in the list, updates and deletes', async () => {
    const before = await kit.total(def);
    const body = await kit.validBody(def);
    if (def.calls.createValidation) {
      const v = await ctx.admin.post(def.calls.createValidation, body);
      expect(v.status, JSON.stringify(v)).toBe(200);
      expect(await kit.total(def)).toBe(before);
    }
    const c = await ctx.admin.post(def.calls.createStored, body);
    expect(c.status, JSON.stringify(c)).toBe(200);
    const id = c.data[def.idField];
    expect(id).toBeGreaterThan(0);

    const listed = await ctx.admin.post(def.calls.list, { columnFilters: { [def.idField]: id } });
    expect(listed.data.total).toBe(1);
    const row = listed.data.data[0];
    for (const f of def.fields.filter((x) => isInputField(x) && !x.hidden)) {
      const expected = f.type === 'npwp' || f.type === 'phone' ? body[f.name].replace(/[.\- ]/g, '') : body[f.name];
      expect(String(row[f.name]), f.name).toBe(expected);
    }

    const changed = { ...body, [def.idField]: String(id), [def.nameField]: `${body[def.nameField]}`.slice(0, -1) + 'Z' };
    if (def.calls.updateValidation) expect((await ctx.admin.post(def.calls.updateValidation, changed)).status).toBe(200);
    const u = await ctx.admin.post(def.calls.updateStored, changed);
    expect(u.status, JSON.stringify(u)).toBe(200);
    const after = await ctx.admin.post(def.calls.list, { columnFilters: { [def.idField]: id } });
    expect(String(after.data.data[0][def.nameField])).toBe(changed[def.nameField]);

    if (def.calls.deleteStored) {
      if (def.calls.deleteValidation) expect((await ctx.admin.post(def.calls.deleteValidation, { [def.idField]: id })).status).toBe(200);
      expect((await ctx.admin.post(def.calls.deleteStored, { [def.idField]: id })).status).toBe(200);
      expect(await kit.total(def)).toBe(before);
      const gone = await ctx.admin.post(def.calls.deleteStored, { [def.idField]: id });
      expect(gone.http).toBe(404);
    }
  });

  it('refuses every validation rule with its Indonesian message and writes nothing', async () => {
    const before = await kit.total(def);
    const valid = await kit.validBody(def);
    const attempts: { body: Record<string, string>; field: string; message: string }[] = [];
    for (const f of def.fields.filter(isInputField)) {
      if (f.required) {
        const { [f.name]: _omit, ...rest } = valid;
        attempts.push({ body: rest, field: f.name, message: `${f.label} wajib diisi` });
      }
      for (const b of badValues(f)) attempts.push({ body: { ...valid, [f.name]: b.value }, field: f.name, message: b.message });
    }
    for (const a of attempts) {
      const url = def.calls.createValidation ?? def.calls.createStored;
      for (const path of [url, def.calls.createStored]) {
        const r = await ctx.admin.post(path, a.body);
        expect(r.http, `${a.field} ${JSON.stringify(r)}`).toBe(422);
        expect(r.errors?.[a.field], `${a.field} ${JSON.stringify(r.errors)}`).toContain(a.message);
      }
    }
    // Unique values per company, compared without letter case.
    const first = await ctx.admin.post(def.calls.createStored, valid);
    expect(first.status).toBe(200);
    for (const f of def.fields.filter((x) => x.unique && isInputField(x))) {
      const again = await kit.validBody(def);
      const dup = ['text', 'code'].includes(f.type) ? valid[f.name].toLowerCase() : valid[f.name];
      const r = await ctx.admin.post(def.calls.createStored, { ...again, [f.name]: dup });
      expect(r.http).toBe(422);
      expect(r.errors?.[f.name]?.[0]).toMatch(new RegExp(`^${f.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} '.*' sudah digunakan$`));
    }
    expect(await kit.total(def)).toBe(before + 1);
  });

  it('filters and pages the list on whitelisted columns only', async () => {
    const made = [await kit.create(def), await kit.create(def), await kit.create(def)];
    const page1 = await ctx.admin.post(def.calls.list, { page: 1, perPage: 2 });
    expect(page1.data.data).toHaveLength(2);
    expect(page1.data.total).toBeGreaterThanOrEqual(3);
    const page2 = await ctx.admin.post(def.calls.list, { page: 2, perPage: 2 });
    expect(page2.data.data.length).toBeGreaterThanOrEqual(1);
    expect(page2.data.data[0][def.idField]).not.toBe(page1.data.data[0][def.idField]);
    const token = searchToken(def, made[1].body);
    const searched = await ctx.admin.post(def.calls.list, { columnFilters: { search: token } });
    expect(searched.data.data.map((r: Record<string, unknown>) => r[def.idField])).toContain(made[1].id);
    const filterField = def.fields.find((f) => f.filter === 'contains' && f.unique) ?? def.fields.find((f) => f.filter === 'contains');
    if (filterField) {
      const filtered = await ctx.admin.post(def.calls.list, { columnFilters: { [filterField.name]: made[2].body[filterField.name] } });
      expect(filtered.data.data.map((r: Record<string, unknown>) => r[def.idField])).toContain(made[2].id);
      if (filterField.unique) expect(filtered.data.total).toBe(1);
    }
    const ignored = await ctx.admin.post(def.calls.list, { columnFilters: { tidak_ada: 'x', company_id: '999' }, perPage: 1 });
    expect(ignored.data.total).toBe(page1.data.total);
    const sorted = await ctx.admin.post(def.calls.list, { sort: { field: def.idField, type: 'asc' }, perPage: 500 });
    const ids = sorted.data.data.map((r: Record<string, number>) => r[def.idField]);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('exports the filtered rows as a real .xlsx with Indonesian headers', async () => {
    if (!def.calls.excel) return;
    const made = await kit.create(def);
    const res = await download(ctx.admin, def.calls.excel, { columnFilters: { [def.idField]: made.id } });
    expect(res.status).toBe(200);
    expect(res.type).toContain('spreadsheetml');
    const rows = await readXlsx(res.buf);
    expect(rows[0]).toEqual(exportColumns(def).map((c) => c.header));
    expect(rows).toHaveLength(2);
    expect(rows[1][0]).toBe(String(made.id));
    expect(rows[1]).toContain(made.body[def.nameField]);
  });

  it.runIf(Boolean(def.calls.import))('imports a good file (re-import updates) and refuses a file with bad rows, writing nothing', async () => {
    const tpl = await download(ctx.admin, def.calls.template ?? '', {}, 'GET');
    expect(tpl.status).toBe(200);
    const headers = (await readXlsx(tpl.buf))[0];
    expect(headers).toEqual(def.fields.filter(isImportField).map((f) => f.label));
    const before = await kit.total(def);
    const good = [await kit.importRow(def), await kit.importRow(def)];
    const file = await xlsxOf(headers, good);
    const r = await upload(ctx.admin, def.calls.import ?? '', file);
    expect(r.status, JSON.stringify(r)).toBe(200);
    expect(r.data).toMatchObject({ inserted: 2, updated: 0 });
    expect(await kit.total(def)).toBe(before + 2);
    if (def.naturalKey) {
      const again = await upload(ctx.admin, def.calls.import ?? '', file);
      expect(again.data).toMatchObject({ inserted: 0, updated: 2 });
      expect(await kit.total(def)).toBe(before + 2);
    }
    const required = def.fields.find((f) => f.required && isImportField(f));
    const formatted = def.fields.find((f) => isImportField(f) && badValues(f).length && f.type !== 'ref');
    const bad = [await kit.importRow(def), await kit.importRow(def), await kit.importRow(def)];
    if (required) bad[1][required.label] = '';
    if (formatted) bad[2][formatted.label] = badValues(formatted)[0].value;
    const refused = await upload(ctx.admin, def.calls.import ?? '', await xlsxOf(headers, bad));
    expect(refused.http).toBe(422);
    expect(refused.data.rows.map((x: { row: number }) => x.row)).toEqual([...(required ? [3] : []), ...(formatted ? [4] : [])]);
    if (required) expect(refused.errors?.['baris 3']).toContain(`${required.label} wajib diisi`);
    if (formatted) expect(refused.errors?.['baris 4']).toContain(badValues(formatted)[0].message);
    expect(await kit.total(def)).toBe(before + 2);
  });

  it('refuses roles without access to the area', async () => {
    const allowed = ROUTE_ACCESS[def.permission.list] as readonly string[];
    expect(allowed, `permission ${def.permission.list}`).toBeDefined();
    const { pick = [], ...own } = def.permission;
    for (const p of [...Object.values(own), ...pick]) expect(ROUTE_ACCESS[p], p).toBeDefined();
    const pickers = pick.flatMap((p) => ROUTE_ACCESS[p] as readonly string[]);
    const outsider = SEEDED_ROLES.find((r) => r !== 'superuser' && !allowed.includes(r) && !pickers.includes(r));
    if (!outsider) return;
    const c = await clientOfRole(outsider);
    expect((await c.post(def.calls.list, {})).http).toBe(403);
    expect((await c.post(def.calls.createStored, await kit.validBody(def))).http).toBe(403);
    if (def.calls.excel) expect((await download(c, def.calls.excel)).status).toBe(403);
  });

  it.runIf((def.permission.pick ?? []).length > 0)('lets the holders of the pages that choose its records list them, nothing more', async () => {
    const allowed = ROUTE_ACCESS[def.permission.list] as readonly string[];
    const pickers = (def.permission.pick ?? []).flatMap((p) => ROUTE_ACCESS[p] as readonly string[]);
    const picker = SEEDED_ROLES.find((r) => r !== 'superuser' && !allowed.includes(r) && pickers.includes(r));
    expect(picker, 'a seeded role that only picks').toBeDefined();
    const c = await clientOfRole(picker as string);
    expect((await c.post(def.calls.list, {})).http).toBe(200);
    expect((await c.post(def.calls.createStored, await kit.validBody(def))).http).toBe(403);
    if (def.calls.excel) expect((await download(c, def.calls.excel)).status).toBe(403);
  });

  it.runIf(referencesTo(def.key).length > 0)('refuses to delete a record still in use, naming the user', async () => {
    if (!def.calls.deleteStored) return;
    const target = await kit.create(def);
    const ref = referencesTo(def.key)[0];
    const body = await kit.validBody(ref.resource);
    body[ref.field] = String(target.id);
    expect((await ctx.admin.post(ref.resource.calls.createStored, body)).status).toBe(200);
    const r = await ctx.admin.post(def.calls.deleteValidation ?? def.calls.deleteStored, { [def.idField]: target.id });
    expect(r.http).toBe(422);
    expect(r.msg).toBe(`${def.title} masih dipakai oleh 1 ${ref.resource.title}`);
    expect(r.errors).toEqual({ [def.idField]: [r.msg] });
    expect((await ctx.admin.post(def.calls.list, { columnFilters: { [def.idField]: target.id } })).data.total).toBe(1);
  });
});

describe('uses declared by the definitions (usedBy)', () => {
  const columnsOf = async (table: string) =>
    (
      await ctx.server.database.db.execute(sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`)
    ).rows.map((r) => String((r as { column_name: string }).column_name));

  it('name tables and columns that exist, and their conditions run', async () => {
    for (const def of RESOURCES)
      for (const u of usagesOf(def)) {
        const cols = await columnsOf(u.table);
        expect(cols.length, `${def.key}: ${u.table}`).toBeGreaterThan(0);
        for (const c of [...u.columns, ...(u.distinct ? [u.distinct] : [])]) expect(cols, `${def.key}: ${u.table}.${c}`).toContain(c);
        if (u.where) await ctx.server.database.db.execute(sql.raw(`select count(*) from "${u.table}" where ${u.where}`));
      }
  });

  /** Columns named like an area's id that hold something else. */
  const NOT_A_USE: Record<string, string> = {
    'cashier_shift.shift_id': 'the cashier session’s own key (master_shift_id is the use)',
    'sales_order.shift_id': 'a cashier session (cashier_shift), not a master shift',
    // The sales facts (modules/report/facts): sums kept from sales_order, whose member_id is the use (0 = walk-in).
    'sales_fact_order.member_id': 'a sales order’s contribution to the report sums (sales_order is the use)',
    'sales_fact_line.member_id': 'a sales order’s contribution to the report sums (sales_order is the use)',
    'sales_daily.member_id': 'a report sum of sales orders (sales_order is the use)',
    'sales_monthly.member_id': 'a report sum of sales orders (sales_order is the use)',
  };

  it('cover every column of another table named like the area’s id', async () => {
    const r = await ctx.server.database.db.execute(sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
    const columns = r.rows as { table_name: string; column_name: string }[];
    const missing: string[] = [];
    for (const def of RESOURCES) {
      const declared = new Set(usagesOf(def).flatMap((u) => u.columns.map((c) => `${u.table}.${c}`)));
      for (const c of columns) {
        const key = `${c.table_name}.${c.column_name}`;
        if (c.column_name !== def.idField || c.table_name === def.table || NOT_A_USE[key] || declared.has(key)) continue;
        missing.push(`${def.key}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('across companies', () => {
  it('keeps every area invisible to another company, where the same codes are free', async () => {
    const owner = await ctx.server.database.db.execute(sql`select id from users where username = ${ADMIN.username}`);
    await createCompany(ctx.server.database.db, { companyName: 'PT Lain', appName: 'lain', ownerUserId: Number((owner.rows[0] as { id: number }).id) });
    const other = await new Client(ctx.server.url).login(ADMIN.username, ADMIN.password, 'lain');
    expect(other.appName).toBe('lain');
    const otherKit = new ResourceKit(other, kit.districtId);
    for (const def of RESOURCES) {
      const mine = await kit.create(def);
      expect(await otherKit.total(def), def.key).toBe(0);
      const seen = await other.post(def.calls.list, { columnFilters: { [def.idField]: mine.id } });
      expect(seen.data.total, def.key).toBe(0);
      const upd = await other.post(def.calls.updateStored, { ...(await otherKit.validBody(def)), [def.idField]: mine.id });
      expect(upd.http, def.key).toBe(404);
      if (def.calls.deleteStored) expect((await other.post(def.calls.deleteStored, { [def.idField]: mine.id })).http, def.key).toBe(404);
      const same = await otherKit.validBody(def);
      for (const f of def.fields.filter((x) => x.unique && isInputField(x))) same[f.name] = mine.body[f.name];
      const created = await other.post(def.calls.createStored, same);
      expect(created.status, `${def.key} ${JSON.stringify(created)}`).toBe(200);
      for (const f of def.fields.filter((x) => x.type === 'ref' && isInputField(x))) {
        const foreign = await other.post(def.calls.createStored, { ...(await otherKit.validBody(def)), [f.name]: mine.body[f.name] });
        if (Number(mine.body[f.name]) !== Number(same[f.name]))
          expect(foreign.errors?.[f.name], `${def.key}.${f.name}`).toContain(`${f.label} tidak ditemukan`);
      }
    }
  });
});
