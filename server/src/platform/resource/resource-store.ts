import { type FieldDef, isInputField, RESOURCE_BY_KEY, type ResourceDef, type UsageDef, usagesOf } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { ErrorBag, notFound, validationError } from '../errors.js';
import { col, fromClause, ident, selectColumns } from './resource-query.js';

export type Values = Record<string, unknown>;

const uniqueExpr = (f: FieldDef, alias = 't') => (f.type === 'npwp' || f.type === 'phone' ? col(f.name, alias) : sql`lower(${col(f.name, alias)})`);
const uniqueValue = (f: FieldDef, v: unknown) => (f.type === 'npwp' || f.type === 'phone' ? String(v) : String(v).toLowerCase());

/** One row as lists answer it, or undefined. */
export async function findRow(tx: Tx, def: ResourceDef, id: number): Promise<Values | undefined> {
  const r = await tx.execute(sql`select ${selectColumns(def)} from ${fromClause(def)} where ${col(def.idField)} = ${id}`);
  return r.rows[0] as Values | undefined;
}

export async function requireRow(tx: Tx, def: ResourceDef, id: number): Promise<Values> {
  const row = await findRow(tx, def, id);
  if (!row) throw notFound(`${def.title} tidak ditemukan`);
  return row;
}

/**
 * The rules a write needs the database for: unique values per company, references that exist in
 * the same company, districts that exist. Collects every problem, then throws them together.
 */
export async function checkValues(tx: Tx, def: ResourceDef, values: Values, exceptId = 0, bag = new ErrorBag()) {
  for (const f of def.fields) {
    const v = values[f.name];
    if (v === undefined || v === null || !isInputField(f)) continue;
    if (f.unique) {
      const r = await tx.execute(
        sql`select 1 from ${ident(def.table)} t where ${uniqueExpr(f)} = ${uniqueValue(f, v)} and ${col(def.idField)} <> ${exceptId} limit 1`,
      );
      if (r.rows.length) bag.add(f.name, `${f.label} '${v}' sudah digunakan`);
    }
    if (f.type === 'ref') {
      const target = RESOURCE_BY_KEY[f.ref?.resource ?? ''];
      const r = await tx.execute(sql`select 1 from ${ident(target.table)} t where ${col(target.idField)} = ${Number(v)}`);
      if (!r.rows.length) bag.add(f.name, `${f.label} tidak ditemukan`);
    }
    if (f.type === 'district') {
      const r = await tx.execute(sql`select 1 from region_district where district_id = ${Number(v)}`);
      if (!r.rows.length) bag.add(f.name, `${f.label} tidak ditemukan`);
    }
  }
  bag.throwIfAny();
}

/**
 * Why rows may not be deleted: every use of `ids` by the declared tables, counted in one statement
 * under the tenant policy ('Supplier masih dipakai oleh 3 penerimaan yang belum lunas, 1 produk');
 * undefined when nothing uses them. Master areas answer it from their definition (`usagesOf`);
 * other deletes (products, packages) pass their own declarations.
 */
export async function usageRefusal(tx: Tx, title: string, usages: readonly UsageDef[], ids: number | readonly number[]): Promise<string | undefined> {
  const list = (typeof ids === 'number' ? [ids] : [...ids]).filter((id) => Number.isInteger(id));
  if (!usages.length || !list.length) return undefined;
  const idArray = sql`array[${sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const counts = usages.map((u, i) => {
    const match = sql.join(
      u.columns.map((c) => sql`${ident(c)} = any(${idArray})`),
      sql` or `,
    );
    const what = u.distinct ? sql`count(distinct ${ident(u.distinct)})` : sql`count(*)`;
    const extra = u.where ? sql` and (${sql.raw(u.where)})` : sql``;
    return sql`(select ${what}::int from ${ident(u.table)} where (${match})${extra}) as ${ident(`n${i}`)}`;
  });
  const row = (await tx.execute(sql`select ${sql.join(counts, sql`, `)}`)).rows[0] as Record<string, number>;
  const parts = usages.flatMap((u, i) => {
    const n = Number(row[`n${i}`]);
    return n > 0 ? [`${n} ${u.label}`] : [];
  });
  return parts.length ? `${title} masih dipakai oleh ${parts.join(', ')}` : undefined;
}

/** Why a row of a master area may not be deleted (its definition's uses), or undefined. */
export const usageOf = (tx: Tx, def: ResourceDef, id: number) => usageRefusal(tx, def.title, usagesOf(def), id);

/** Input fields present in values, in definition order, plus any server-set extras. */
function writable(def: ResourceDef, values: Values, extra: Values = {}) {
  const names = def.fields.filter((f) => isInputField(f) && values[f.name] !== undefined).map((f) => f.name);
  const out: [string, unknown][] = names.map((n) => [n, values[n]]);
  for (const [k, v] of Object.entries(extra)) out.push([k, v]);
  return out;
}

function uniqueViolation(def: ResourceDef, err: unknown): never {
  const e = err as { code?: string; cause?: { code?: string; constraint?: string }; constraint?: string };
  const code = e.code ?? e.cause?.code;
  if (code === '23505') {
    const constraint = e.constraint ?? e.cause?.constraint ?? '';
    const f = def.fields.find((x) => constraint.includes(`_${x.name}_uq`));
    throw validationError({ [f?.name ?? '_']: [`${f?.label ?? 'Data'} sudah digunakan`] }, `${f?.label ?? 'Data'} sudah digunakan`);
  }
  throw err;
}

export async function insertRow(tx: Tx, def: ResourceDef, values: Values, extra: Values = {}): Promise<number> {
  const cols = writable(def, values, extra);
  const stmt = cols.length
    ? sql`insert into ${ident(def.table)} (${sql.join(
        cols.map(([k]) => ident(k)),
        sql`, `,
      )}) values (${sql.join(
        cols.map(([, v]) => sql`${v}`),
        sql`, `,
      )}) returning ${ident(def.idField)} as id`
    : sql`insert into ${ident(def.table)} default values returning ${ident(def.idField)} as id`;
  try {
    const r = await tx.execute(stmt);
    return Number((r.rows[0] as { id: number }).id);
  } catch (err) {
    uniqueViolation(def, err);
  }
}

/** Replaces every input field (a blank optional field becomes empty), plus server-set extras. */
export async function updateRow(tx: Tx, def: ResourceDef, id: number, values: Values, extra: Values = {}) {
  const sets = def.fields.filter(isInputField).map((f) => sql`${ident(f.name)} = ${values[f.name] ?? null}`);
  for (const [k, v] of Object.entries(extra)) sets.push(sql`${ident(k)} = ${v}`);
  sets.push(sql`updated_at = now()`);
  try {
    await tx.execute(sql`update ${ident(def.table)} set ${sql.join(sets, sql`, `)} where ${ident(def.idField)} = ${id}`);
  } catch (err) {
    uniqueViolation(def, err);
  }
}

export async function deleteRow(tx: Tx, def: ResourceDef, id: number) {
  await tx.execute(sql`delete from ${ident(def.table)} where ${ident(def.idField)} = ${id}`);
}
