import { type SQL, and, asc, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MSG } from '@bo/contract';
import { z } from 'zod';
import { MAX_BODY_DEPTH, tooDeep } from './body-depth.js';
import { idNumber } from './fields.js';
import type { Tx } from '../db/client.js';

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
  /**
   * The condition of the free-text `search` filter for a spec without `search` columns, given its
   * ILIKE pattern (`%x%`, LIKE wildcards of the input escaped): for lists whose text lives in
   * several tables, each searched through its own view (products: product_main and product).
   */
  searchWhere?: (pattern: string) => SQL;
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

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    if (key === 'search' && spec.searchWhere) {
      conditions.push(spec.searchWhere(`%${escapeLike(value)}%`));
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

/**
 * How a list answers `total`:
 * - `exact`: count(*) of the filtered rows (small tables: users, groups, warehouses);
 * - `estimated`: the exact count up to `estimateAbove` rows (default 10,000; the count stops
 *   there), the planner's row estimate above it (as PostgREST's `count=estimated`): big tables page without counting
 *   millions of rows, and small results stay exact (an empty page past the
 *   end gets the exact count);
 * - `none`: no count at all; `total` is the rows up to this page plus one when a next page exists,
 *   so a pager still offers "next" (reports and feeds where a total is not needed).
 * In every mode a page that is not full tells the exact total by itself, and no count is run.
 */
export type CountMode = 'exact' | 'estimated' | 'none';

/** The list envelope of DESIGN §4. */
export interface ListPage<Row> {
  data: Row[];
  total: number;
  page: number;
  perPage: number;
}

export interface RunListOptions {
  spec: ListSpec;
  query: ListQueryInput;
  /** The column list (without SELECT). */
  select: SQL;
  /** The table expression with its joins (without FROM). */
  from: SQL;
  /** A condition every row must meet besides the filters (scope, visibility). */
  where?: SQL;
  /** Appended to the ORDER BY so that pages are stable (a unique column, e.g. `sql\`u.id\``). */
  tiebreak?: SQL;
  count?: CountMode;
  /** `estimated`: the planner estimate is answered above this many rows. */
  estimateAbove?: number;
  /**
   * The table expression the count reads instead of `from`, when `from`'s other tables neither drop
   * nor repeat a row of it for this query (products: the search view alone for a search by text).
   */
  countFrom?: SQL;
  /** The total when the caller already knows it exactly (no count is run). */
  total?: number;
}

export const ESTIMATE_ABOVE = 10_000;

/** The WHERE clause (with its keyword) of a condition, or nothing. */
export const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

/** The planner's estimate of the rows a query answers (EXPLAIN, nothing is read). */
export async function estimateRows(tx: Tx, query: SQL): Promise<number> {
  const r = await tx.execute(sql`explain (format json) ${query}`);
  const raw = (r.rows[0] as Record<string, unknown>)['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0].Plan['Plan Rows']);
}

/**
 * Runs one list call: filters and sort from the spec's whitelist (buildList), one page of rows and
 * the total as `count` says, answered as `{data, total, page, perPage}`.
 */
export async function runList<Row = Record<string, unknown>>(tx: Tx, opts: RunListOptions): Promise<ListPage<Row>> {
  const l = buildList(opts.spec, opts.query, opts.where);
  const mode = opts.count ?? 'exact';
  const where = whereOf(l.where);
  const order = opts.tiebreak ? sql`${l.orderBy}, ${opts.tiebreak}` : l.orderBy;
  // `none` reads one row more to know whether a next page exists.
  const limit = mode === 'none' ? l.limit + 1 : l.limit;
  const r = await tx.execute(sql`select ${opts.select} from ${opts.from} ${where} order by ${order} limit ${limit} offset ${l.offset}`);
  const more = r.rows.length > l.limit;
  const data = (more ? r.rows.slice(0, l.limit) : r.rows) as Row[];
  const page = { data, page: l.page, perPage: l.perPage };
  if (data.length < l.perPage && (data.length > 0 || l.offset === 0)) return { ...page, total: l.offset + data.length };
  if (mode === 'none') return { ...page, total: l.offset + data.length + (more ? 1 : 0) };
  if (opts.total !== undefined) return { ...page, total: opts.total };
  // An empty page past the end means the estimate misled the client: it gets the exact count, which
  // costs no more than the OFFSET scan that found the page empty.
  if (mode === 'estimated' && data.length > 0) {
    // Counting stops after `above` rows, so a big table costs a bounded count plus an EXPLAIN.
    const above = opts.estimateAbove ?? ESTIMATE_ABOVE;
    const from = opts.countFrom ?? opts.from;
    const c = await tx.execute(sql`select count(*)::int as total from (select 1 from ${from} ${where} limit ${above + 1}) c`);
    const bounded = Number((c.rows[0] as { total: number }).total);
    if (bounded <= above) return { ...page, total: bounded };
    const estimate = await estimateRows(tx, sql`select 1 from ${from} ${where}`);
    return { ...page, total: Math.max(estimate, bounded, l.offset + data.length) };
  }
  const total = await tx.execute(sql`select count(*)::int as total from ${opts.countFrom ?? opts.from} ${where}`);
  return { ...page, total: Number((total.rows[0] as { total: number }).total) };
}

export interface KeysetOptions {
  select: SQL;
  from: SQL;
  where?: SQL;
  /** A unique, never-null column and the name it has in the rows (e.g. `{ column: sql\`t.id\`, name: 'id' }`). */
  key: { column: SQL; name: string };
  batch?: number;
  /** Start after this key value (resume a job from its last checkpoint). */
  after?: unknown;
}

/**
 * Reads a query in key order, `batch` rows at a time, each batch starting after the last key of the
 * one before (WHERE key > last ORDER BY key LIMIT batch): every step is an index range scan however
 * deep it is, unlike OFFSET. For reports and exports over millions of rows, and for jobs that
 * resume from the last key they handled. The event loop gets a turn between pages (see cursorBatches).
 */
export async function* keysetPages<Row extends Record<string, unknown> = Record<string, unknown>>(tx: Tx, opts: KeysetOptions): AsyncGenerator<Row[]> {
  const batch = opts.batch ?? 2000;
  let last = opts.after;
  for (;;) {
    const after = last === undefined ? undefined : sql`${opts.key.column} > ${last}`;
    const r = await tx.execute(sql`select ${opts.select} from ${opts.from} ${whereOf(and(opts.where, after))} order by ${opts.key.column} limit ${batch}`);
    if (!r.rows.length) return;
    const rows = r.rows as Row[];
    yield rows;
    if (rows.length < batch) return;
    const next = rows[rows.length - 1][opts.key.name];
    // A select without the key column would read the first page forever.
    if (next === undefined || next === null) throw new Error(`keysetPages: the select has no ${opts.key.name}`);
    last = next;
    await nextTurn();
  }
}
