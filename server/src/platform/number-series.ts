import { formatSeriesCode, type SeriesDatePart, type SeriesDef, type SeriesPattern, type SeriesReset, seriesPatternError, seriesPeriod } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.js';
import { fieldError } from './errors.js';

/**
 * Takes the next `count` numbers of a company's series in one period (table number_series) and
 * answers the first. The increment locks the counter row until the transaction ends, so two
 * concurrent requests never get the same number, and a rolled-back request leaves no gap.
 */
export async function nextNumber(tx: Tx, companyId: number, series: string, count = 1, period = ''): Promise<number> {
  const r = await tx.execute(sql`
    insert into number_series (company_id, series, period, last_value) values (${companyId}, ${series}, ${period}, ${count})
    on conflict (company_id, series, period) do update set last_value = number_series.last_value + ${count}
    returning last_value`);
  return Number((r.rows[0] as { last_value: number | string }).last_value) - count + 1;
}

/** The company's format of a series: its own (number_series_pattern) or the declared one. */
export async function seriesPatternOf(tx: Executor, companyId: number, series: SeriesDef): Promise<SeriesPattern> {
  const r = await tx.execute(
    sql`select prefix, date_part, digits, reset, separator from number_series_pattern where company_id = ${companyId} and series = ${series.name}`,
  );
  const own = r.rows[0] as { prefix: string; date_part: string | null; digits: number; reset: string | null; separator: string } | undefined;
  if (!own) return series.pattern;
  return {
    prefix: own.prefix,
    date: (own.date_part ?? undefined) as SeriesDatePart | undefined,
    digits: Number(own.digits),
    reset: (own.reset ?? undefined) as SeriesReset | undefined,
    separator: own.separator,
  };
}

/**
 * Stores a company's own format of a series (422 when it could repeat codes). Changing the reset
 * or date part starts counting in the new periods; codes already given stay as they are.
 */
export async function setSeriesPattern(tx: Tx, companyId: number, series: SeriesDef, p: SeriesPattern) {
  const error = seriesPatternError(p);
  if (error) throw fieldError('pattern', error);
  await tx.execute(sql`
    insert into number_series_pattern (company_id, series, prefix, date_part, digits, reset, separator)
    values (${companyId}, ${series.name}, ${p.prefix}, ${p.date ?? null}, ${p.digits}, ${p.reset ?? null}, ${p.separator ?? ''})
    on conflict (company_id, series) do update set prefix = excluded.prefix, date_part = excluded.date_part, digits = excluded.digits,
      reset = excluded.reset, separator = excluded.separator, updated_at = now()`);
}

/**
 * The next code of a series for a document dated `date`: the company's pattern, the counter of
 * the period the date falls in (restarting yearly, monthly or daily as the pattern says).
 * Gap-free and duplicate-free within the caller's transaction (see nextNumber).
 */
export async function nextCode(tx: Tx, companyId: number, series: SeriesDef, date = new Date()): Promise<string> {
  const pattern = await seriesPatternOf(tx, companyId, series);
  const n = await nextNumber(tx, companyId, series.name, 1, seriesPeriod(pattern, date));
  return formatSeriesCode(pattern, n, date);
}

/**
 * The code the next document would get, without taking it (the `generate_code` and
 * `generate_invoice_number` calls): another post may take it first, so the stored document's
 * number comes from nextCode.
 */
export async function previewCode(tx: Executor, companyId: number, series: SeriesDef, date = new Date()): Promise<string> {
  const pattern = await seriesPatternOf(tx, companyId, series);
  const r = await tx.execute(
    sql`select last_value from number_series where company_id = ${companyId} and series = ${series.name} and period = ${seriesPeriod(pattern, date)}`,
  );
  const last = Number((r.rows[0] as { last_value: number | string } | undefined)?.last_value ?? 0);
  return formatSeriesCode(pattern, last + 1, date);
}

/**
 * Fills `field` of the rows that leave it empty with the series' next codes (bulk: one counter
 * step for all rows), skipping codes already taken (typed by hand, in the table or in the same rows).
 */
export async function fillSeriesCodes(
  tx: Tx,
  companyId: number,
  opts: { series: SeriesDef; table: string; field: string },
  rows: Record<string, unknown>[],
  date = new Date(),
) {
  const empty = rows.filter((r) => r[opts.field] === undefined || r[opts.field] === null || r[opts.field] === '');
  if (!empty.length) return;
  const typed = new Set(
    rows
      .map((r) => r[opts.field])
      .filter((v) => typeof v === 'string' && v !== '')
      .map((v) => (v as string).toLowerCase()),
  );
  const pattern = await seriesPatternOf(tx, companyId, opts.series);
  const period = seriesPeriod(pattern, date);
  let pending = empty;
  while (pending.length) {
    const first = await nextNumber(tx, companyId, opts.series.name, pending.length, period);
    const codes = pending.map((_, i) => formatSeriesCode(pattern, first + i, date));
    const taken = new Set(
      (
        await tx.execute(
          sql`select lower(${sql.identifier(opts.field)}) as c from ${sql.identifier(opts.table)} where lower(${sql.identifier(opts.field)}) in (${sql.join(
            codes.map((c) => sql`${c.toLowerCase()}`),
            sql`, `,
          )})`,
        )
      ).rows.map((x) => (x as { c: string }).c),
    );
    const next: Record<string, unknown>[] = [];
    pending.forEach((r, i) => {
      const code = codes[i];
      if (taken.has(code.toLowerCase()) || typed.has(code.toLowerCase())) next.push(r);
      else r[opts.field] = code;
    });
    pending = next;
  }
}
