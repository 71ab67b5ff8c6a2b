import type { FieldDef, ResourceDef } from '@bo/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, currentUserId, tenantPolicy } from './tenancy.js';

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

function withDefault(f: FieldDef, b: PgColumnBuilderBase): PgColumnBuilderBase {
  if (f.default === undefined) return b;
  const v = ['int', 'money', 'flag'].includes(f.type) ? Number(f.default) : f.default;
  return (b as unknown as { default(v: unknown): PgColumnBuilderBase }).default(v);
}

/**
 * The table of one master resource, built from its definition: company_id, a serial id, one column
 * per field, status and timestamps; isolated by the tenant policy; codes unique per company
 * without letter case; every reference indexed so that the delete-in-use check stays cheap.
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
      tenantPolicy(def.table),
    ];
  }).enableRLS();
}
