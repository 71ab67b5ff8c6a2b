import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';

/** Rows per multi-row statement: 500 rows × ~12 columns stays far below the 65,535 parameters of a statement. */
export const CHUNK = 500;

export function chunks<T>(xs: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

/**
 * A list of any length as one array parameter, for `= any(${textList(xs)})`: one bind value, not one
 * per element, and a constant array PostgreSQL probes through a hash table (14+) or an index.
 */
export const textList = (xs: string[]) => sql`${`{${xs.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
export const intList = (xs: number[]) => sql`${`{${xs.map((x) => Math.trunc(Number(x))).join(',')}}`}::int[]`;

/** A column of a VALUES list: its SQL type (the first row carries the casts) and how a row gives its value. */
export interface ValueColumn<T> {
  name: string;
  type: string;
  value: (row: T) => unknown;
}

/** `(values (...), (...)) as v(col, ...)`, the first row cast to the columns' types. */
export function valuesTable<T>(rows: T[], columns: ValueColumn<T>[], alias = 'v'): SQL {
  const lines = rows.map(
    (r, i) =>
      sql`(${sql.join(
        columns.map((c) => (i === 0 ? sql`${c.value(r)}::${sql.raw(c.type)}` : sql`${c.value(r)}`)),
        sql`, `,
      )})`,
  );
  return sql`(values ${sql.join(lines, sql`, `)}) as ${sql.raw(alias)}(${sql.raw(columns.map((c) => c.name).join(', '))})`;
}

/** `insert into table (cols) values (...), (...) <tail>` (on conflict …, returning …), chunk by chunk; the returned rows of every chunk. */
export async function insertChunks<T>(tx: Tx, table: string, rows: T[], columns: ValueColumn<T>[], tail = '') {
  const out: Record<string, unknown>[] = [];
  for (const part of chunks(rows)) {
    const lines = part.map(
      (r) =>
        sql`(${sql.join(
          columns.map((c) => sql`${c.value(r)}::${sql.raw(c.type)}`),
          sql`, `,
        )})`,
    );
    const r = await tx.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(columns.map((c) => c.name).join(', '))}) values ${sql.join(lines, sql`, `)}${sql.raw(tail ? ` ${tail}` : '')}`,
    );
    out.push(...(r.rows as Record<string, unknown>[]));
  }
  return out;
}
