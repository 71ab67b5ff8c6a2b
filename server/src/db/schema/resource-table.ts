import type { FieldDef, ResourceDef } from '@bo/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  type ExtraConfigColumn,
  date,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  pgView,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, currentCompanyId, currentUserId, tenantPolicy } from './tenancy.js';

/** Default stored length of each text-like field type. */
const DEFAULT_LENGTH: Partial<Record<FieldDef['type'], number>> = {
  text: 255,
  code: 30,
  email: 150,
  phone: 30,
  npwp: 16,
  nik: 16,
  select: 50,
  time: 5,
};

function column(f: FieldDef): PgColumnBuilderBase {
  switch (f.type) {
    case 'textarea':
      return text(f.name);
    case 'int':
    case 'ref':
    case 'district':
      return integer(f.name);
    case 'money':
      return bigint(f.name, { mode: 'number' });
    case 'flag':
      return smallint(f.name);
    case 'date':
      return date(f.name, { mode: 'string' });
    default:
      return varchar(f.name, { length: f.max ?? DEFAULT_LENGTH[f.type] ?? 255 });
  }
}

/** Field types stored as varchar/text (see column()): the ones a trigram index can serve. */
const NOT_TEXT: readonly FieldDef['type'][] = ['int', 'ref', 'district', 'money', 'flag', 'date'];

/**
 * Fields a list matches text in (the free-text `search` and `contains` filters): each text field
 * gets a GIN trigram index, and all of them are columns of the resource's search view.
 */
export const textMatchFields = (def: ResourceDef) => def.fields.filter((f) => !f.hidden && (f.search || f.filter === 'contains'));

export const searchViewName = (def: ResourceDef) => `${def.table}_search`;

function withDefault(f: FieldDef, b: PgColumnBuilderBase): PgColumnBuilderBase {
  if (f.default === undefined) return b;
  const v = ['int', 'money', 'flag'].includes(f.type) ? Number(f.default) : f.default;
  return (b as unknown as { default(v: unknown): PgColumnBuilderBase }).default(v);
}

/**
 * The table of one master resource, built from its definition: company_id, a serial id, one column
 * per field, status and timestamps; isolated by the tenant policy; codes unique per company
 * without letter case; every reference indexed so that the delete-in-use check stays cheap; every
 * searched or `contains`-filtered text field trigram-indexed (GIN, gin_trgm_ops) for ILIKE '%x%'.
 */
export function resourceTable(def: ResourceDef) {
  const columns: Record<string, PgColumnBuilderBase> = {
    company_id: companyIdColumn(),
    [def.idField]: serial(def.idField).notNull(),
  };
  for (const f of def.fields) {
    const b = withDefault(f, column(f));
    columns[f.name] = f.required ? (b as unknown as { notNull(): PgColumnBuilderBase }).notNull() : b;
  }
  columns.status = smallint('status').notNull().default(1);
  columns.created_by = integer('created_by').default(sql`${currentUserId}`);
  columns.created_at = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  columns.updated_at = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

  return pgTable(def.table, columns, (t) => {
    const c = t as unknown as Record<string, never>;
    return [
      primaryKey({ name: `${def.table}_pk`, columns: [c.company_id, c[def.idField]] }),
      ...def.fields
        .filter((f) => f.unique)
        .map((f) => uniqueIndex(`${def.table}_${f.name}_uq`).on(c.company_id, f.type === 'npwp' || f.type === 'phone' ? c[f.name] : sql`lower(${c[f.name]})`)),
      ...def.fields.filter((f) => f.type === 'ref' || f.type === 'district').map((f) => index(`${def.table}_${f.name}_idx`).on(c.company_id, c[f.name])),
      ...textMatchFields(def)
        .filter((f) => !NOT_TEXT.includes(f.type))
        .map((f) => index(`${def.table}_${f.name}_trgm`).using('gin', (t as unknown as Record<string, ExtraConfigColumn>)[f.name].op('gin_trgm_ops'))),
      tenantPolicy(def.table),
    ];
  }).enableRLS();
}

/**
 * The search view of one resource: its id and text-match columns, rows of the request's company.
 * Row-level security keeps the trigram indexes from serving ILIKE (the operator is not leakproof,
 * so PostgreSQL evaluates it only after the policy, row by row). The view is owned by the
 * migrating role, which the policy does not restrict; its own WHERE is the policy's condition, and
 * a list asks it only for ids (`id = any(array(select id from <view> where …))`), then reads the
 * rows from the table under the policy as usual. Read-only for the request role (client.ts).
 */
export function resourceSearchView(def: ResourceDef) {
  const fields = textMatchFields(def);
  if (!fields.length) return undefined;
  const columns: Record<string, PgColumnBuilderBase> = { [def.idField]: integer(def.idField) };
  for (const f of fields) columns[f.name] = column(f);
  const list = sql.join(
    Object.keys(columns).map((n) => sql.identifier(n)),
    sql`, `,
  );
  return pgView(searchViewName(def), columns).as(sql`select ${list} from ${sql.identifier(def.table)} where company_id = ${currentCompanyId}`);
}
