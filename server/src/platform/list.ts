import { type SQL, and, asc, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MSG } from '@bo/contract';
import { z } from 'zod';
import { MAX_BODY_DEPTH, tooDeep } from './body-depth.js';
import { idNumber } from './fields.js';

export const MAX_PER_PAGE = 500;

const jsonObject = (v: unknown, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) => {
  let value = v ?? {};
  if (typeof v === 'string') {
    if (v.trim() === '') return {};
    try {
      value = JSON.parse(v);
    } catch {
      return v;
    }
  }
  // JSON text inside a form field or query is held to the same depth as a body (body-depth.ts).
  if (tooDeep(value, MAX_BODY_DEPTH - 1)) {
    ctx.addIssue({ code: 'custom', message: MSG.bodyTooDeep });
    return z.NEVER;
  }
  return value;
};

/** The list contract of DESIGN §4: `{columnFilters, page, perPage}` in, `{data, total, page, perPage}` out. */
export const listQuerySchema = z.object({
  columnFilters: z.preprocess(jsonObject, z.record(z.string(), z.unknown(), { error: 'columnFilters harus berupa objek' })).optional(),
  page: z.preprocess((v) => (v === '' || v == null ? 1 : v), idNumber('page', { integer: true, min: 0, max: 1_000_000 })).optional(),
  perPage: z.preprocess((v) => (v === '' || v == null ? 20 : v), idNumber('perPage', { integer: true, min: 1, max: MAX_PER_PAGE })).optional(),
  sort: z.preprocess(jsonObject, z.object({ field: z.string().max(60), type: z.enum(['asc', 'desc']).default('asc') }).partial()).optional(),
});
export type ListQueryInput = z.infer<typeof listQuerySchema>;

export type FilterOp = 'eq' | 'contains' | 'from' | 'to';
export interface ListSpec {
  /** Whitelisted filters: columnFilters key → column and how it compares. */
  filters: Record<string, { column: AnyPgColumn | SQL; op: FilterOp; matched?: boolean }>;
  /** Columns the free-text `search` filter looks in. */
  search?: (AnyPgColumn | SQL)[];
  /**
   * Where the text matches are answered: the `search` filter and the filters marked `matched`, whose
   * columns then refer to the match source, become one condition given to matchIn (resources: an id
   * subquery on the search view, so that trigram indexes serve them under row-level security).
   */
  matchIn?: (where: SQL) => SQL;
  sort: Record<string, AnyPgColumn | SQL>;
  defaultSort: { field: string; type: 'asc' | 'desc' };
}

export interface BuiltList {
  where: SQL | undefined;
  orderBy: SQL;
  limit: number;
  offset: number;
  page: number;
  perPage: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Builds WHERE/ORDER/LIMIT from a list query, using only the filters and sorts the spec allows. */
export function buildList(spec: ListSpec, q: ListQueryInput, extra?: SQL): BuiltList {
  const conditions: (SQL | undefined)[] = [extra];
  /** Text matches answered through spec.matchIn (when the spec has one). */
  const matches: SQL[] = [];
  for (const [key, raw] of Object.entries(q.columnFilters ?? {})) {
    if (raw === undefined || raw === null || raw === '') continue;
    if (typeof raw === 'object' && tooDeep(raw)) continue;
    const value = typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
    if (key === 'search' && spec.search?.length) {
      const pattern = `%${escapeLike(value)}%`;
      (spec.matchIn ? matches : conditions).push(or(...spec.search.map((c) => ilike(c as AnyPgColumn, pattern))) as SQL);
      continue;
    }
    const filter = spec.filters[key];
    if (!filter) continue;
    const col = filter.column as AnyPgColumn;
    // A matched column is text and indexed as itself, so it is compared without a cast.
    if (filter.op === 'contains' && filter.matched && spec.matchIn) matches.push(ilike(col, `%${escapeLike(value)}%`));
    else if (filter.op === 'contains') conditions.push(ilike(sql`${col}::text` as unknown as AnyPgColumn, `%${escapeLike(value)}%`));
    else if (filter.op === 'eq') conditions.push(eq(sql`${col}::text`, value));
    else if (filter.op === 'from') conditions.push(gte(col, value));
    else conditions.push(lte(col, value));
  }
  if (matches.length && spec.matchIn) conditions.push(spec.matchIn(and(...matches) as SQL));
  const sortField = q.sort?.field && spec.sort[q.sort.field] ? q.sort.field : spec.defaultSort.field;
  const sortType = q.sort?.field && spec.sort[q.sort.field] ? (q.sort.type ?? 'asc') : spec.defaultSort.type;
  const sortCol = spec.sort[sortField] as AnyPgColumn;
  const perPage = q.perPage ?? 20;
  const page = Math.max(1, q.page ?? 1);
  return {
    where: and(...conditions),
    orderBy: sortType === 'desc' ? desc(sortCol) : asc(sortCol),
    limit: perPage,
    offset: (page - 1) * perPage,
    page,
    perPage,
  };
}
