import type { StockLogFilter } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { keysetPages, runList } from '../../../platform/list.js';
import { dayAfter, dayStart } from '../mutation/period.js';
import { movementSelect, movementSource, movementSpec, movementTexts, movementWhere } from '../mutation/queries.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const at = (s: string) => sql`(${s.length === 10 ? `${s} 00:00:00` : s}::timestamp at time zone 'Asia/Jakarta')`;

/**
 * The time of a stock log filter, to the minute (Asia/Jakarta): a start date alone counts from the
 * start of the day, an end date alone to the end of the day; no bound means the whole history.
 */
function timeCondition(f: StockLogFilter): SQL {
  const parts: SQL[] = [];
  const start = f.stock_log_datetime_start;
  const end = f.stock_log_datetime_end;
  if (start && end && end.slice(0, 10) < start.slice(0, 10)) throw fieldError('stock_log_datetime_end', 'Tanggal akhir tidak boleh sebelum tanggal mulai');
  if (start) parts.push(start.length === 10 ? sql`l.created_at >= ${dayStart(start)}` : sql`l.created_at >= ${at(start)}`);
  if (end) parts.push(end.length === 10 ? sql`l.created_at < ${dayAfter(end)}` : sql`l.created_at <= ${at(end)}`);
  if (f.doc_type) parts.push(sql`l.doc_type = ${f.doc_type}`);
  if (f.search) {
    const p = `%${escapeLike(f.search)}%`;
    parts.push(sql`(l.doc_number ilike ${p} or l.note ilike ${p})`);
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** One page of the stock log, newest first: every movement with its document, in, out and the warehouse's quantity after it. */
export async function listStockLog(tx: Tx, actor: Actor, f: StockLogFilter) {
  const where = await movementWhere(tx, actor, f, timeCondition(f));
  const page = await runList<Record<string, unknown>>(tx, {
    spec: movementSpec('desc', Boolean(f.product_id)),
    query: { page: f.page, perPage: f.perPage, sort: f.sort },
    select: movementSelect,
    from: movementSource(where, Boolean(f.product_id)),
    where,
    tiebreak: sql`l.stock_log_id`,
    count: 'estimated',
  });
  return { ...page, data: page.data.map(movementTexts) };
}

/** The stock log of a filter, checked first (a refusal answers 422 before a file starts), then read in posting order (after a stock_log_id when given). */
export async function stockLogRows(tx: Tx, actor: Actor, f: StockLogFilter, after?: unknown) {
  const where = await movementWhere(tx, actor, f, timeCondition(f));
  return (async function* () {
    for await (const rows of keysetPages(tx, {
      select: movementSelect,
      from: movementSource(where, Boolean(f.product_id)),
      where,
      key: { column: sql`l.stock_log_id`, name: 'stock_log_id' },
      after: after === undefined ? undefined : Number(after),
    })) {
      yield rows.map(movementTexts);
    }
  })();
}
