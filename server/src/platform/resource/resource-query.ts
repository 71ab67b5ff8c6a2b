import { type FieldDef, isListField, RESOURCE_BY_KEY, type ResourceDef } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { searchViewName, textMatchFields } from '../../db/schema/resource-table.js';
import { buildList, type CountMode, type ListQueryInput, type ListSpec, runList, whereOf } from '../list.js';

export const ident = (name: string) => sql.identifier(name);
/** `(v1, v2, …)` for IN; never empty. */
export const inList = (values: readonly unknown[]) =>
  values.length
    ? sql`(${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`(null)`;

export const col = (name: string, alias = 't') => sql`${ident(alias)}.${ident(name)}`;

const refDef = (f: FieldDef) => RESOURCE_BY_KEY[f.ref?.resource ?? ''];
const refAlias = (f: FieldDef) => `r_${f.name}`;

/** The label column a reference answers in lists: the referenced resource's name field. */
export const refLabelKey = (f: FieldDef) => refDef(f)?.nameField ?? `${f.name}_name`;

/** Columns every read answers: id, visible fields, reference names, district names, status, times. */
export function selectColumns(def: ResourceDef): SQL {
  const parts: SQL[] = [col(def.idField)];
  for (const f of def.fields) {
    if (f.hidden) continue;
    // Money is bigint; node-postgres answers int8 as text, so lists answer it as a number (exact below 2^53).
    parts.push(f.type === 'money' ? sql`${col(f.name)}::float8 as ${ident(f.name)}` : col(f.name));
    if (f.type === 'ref' && refDef(f)) parts.push(sql`${col(refDef(f).nameField, refAlias(f))} as ${ident(refLabelKey(f))}`);
    if (f.type === 'district') {
      parts.push(sql`d.district_name as kecamatan_name, dc.city_name, dp.province_name`);
    }
  }
  parts.push(col('status'), col('created_at'), col('updated_at'));
  return sql.join(parts, sql`, `);
}

/** FROM clause with the joins the select needs (row-level security scopes every joined table too). */
export function fromClause(def: ResourceDef): SQL {
  const joins: SQL[] = [sql`${ident(def.table)} t`];
  for (const f of def.fields) {
    if (f.hidden) continue;
    if (f.type === 'ref' && refDef(f)) {
      const r = refDef(f);
      joins.push(
        sql`left join ${ident(r.table)} ${ident(refAlias(f))} on ${col(r.idField, refAlias(f))} = ${col(f.name)} and ${col('company_id', refAlias(f))} = t.company_id`,
      );
    }
    if (f.type === 'district') {
      joins.push(
        sql`left join region_district d on d.district_id = ${col(f.name)} left join region_city dc on dc.city_id = d.city_id left join region_province dp on dp.province_id = dc.province_id`,
      );
    }
  }
  return sql.join(joins, sql` `);
}

/** The list's whitelist, read from the definition: filters, search columns and sorts. */
export function listSpecOf(def: ResourceDef): ListSpec {
  const filters: ListSpec['filters'] = { status: { column: col('status'), op: 'eq' }, [def.idField]: { column: col(def.idField), op: 'eq' } };
  const sort: ListSpec['sort'] = { [def.idField]: col(def.idField), created_at: col('created_at'), updated_at: col('updated_at') };
  const search: SQL[] = [];
  // Text matches are answered by the search view (alias s): see resourceSearchView.
  const matched = new Set(textMatchFields(def).map((f) => f.name));
  for (const f of def.fields) {
    if (f.hidden) continue;
    const c = col(f.name);
    if (f.filter === 'range') {
      filters[`${f.name}_from`] = { column: c, op: 'from' };
      filters[`${f.name}_to`] = { column: c, op: 'to' };
      filters[f.name] = { column: c, op: 'eq' };
    } else if (f.filter === 'contains' && matched.has(f.name)) filters[f.name] = { column: col(f.name, 's'), op: 'contains', matched: true };
    else if (f.filter) filters[f.name] = { column: c, op: f.filter };
    if (f.sort) sort[f.name] = ['text', 'code', 'textarea'].includes(f.type) ? sql`lower(${c})` : c;
    // No coalesce: a NULL never matches a non-empty pattern either way, and the index serves the column itself.
    if (f.search) search.push(col(f.name, 's'));
    if (f.type === 'ref' && refDef(f) && isListField(f)) {
      filters[refLabelKey(f)] = { column: col(refDef(f).nameField, refAlias(f)), op: 'contains' };
    }
    if (f.type === 'district') filters.kecamatan_name = { column: sql`d.district_name`, op: 'contains' };
  }
  const defaultSort = def.defaultSort ?? { field: def.idField, type: 'desc' as const };
  const matchIn = (where: SQL) => sql`${col(def.idField)} = any(array(select ${col(def.idField, 's')} from ${ident(searchViewName(def))} s where ${where}))`;
  return { filters, sort, search, defaultSort, matchIn };
}

/** Newest first among equal sort values, so pages never overlap. */
const tiebreak = (def: ResourceDef) => sql`${col(def.idField)} desc`;

/**
 * One page of an area's list: `{data, total, page, perPage}`. Areas such as contacts may hold
 * hundreds of thousands of rows, so the total is the planner's estimate above 10,000 rows.
 * Callers that use only the rows (pickers, lookups) pass `count: 'none'`.
 */
export function listResource(tx: Tx, def: ResourceDef, q: ListQueryInput, extra?: SQL, count: CountMode = 'estimated') {
  return runList<Record<string, unknown>>(tx, {
    spec: listSpecOf(def),
    query: q,
    select: selectColumns(def),
    from: fromClause(def),
    where: extra,
    tiebreak: tiebreak(def),
    count,
  });
}

/** The export's SELECT: every row the list's filters keep, in the list's order. */
export function resourceExportQuery(def: ResourceDef, q: ListQueryInput, extra?: SQL): SQL {
  const l = buildList(listSpecOf(def), q, extra);
  return sql`select ${selectColumns(def)} from ${fromClause(def)} ${whereOf(l.where)} order by ${l.orderBy}, ${tiebreak(def)}`;
}
