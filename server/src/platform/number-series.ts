import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';

/**
 * Takes the next `count` numbers of a company's series (table number_series) and answers the
 * first. The increment locks the series row until the transaction ends, so two concurrent
 * requests never get the same number, and a rolled-back request leaves no gap. The one place
 * that hands out numbers: later document series (orders, receipts…) call it with their own name.
 */
export async function nextNumber(tx: Tx, companyId: number, series: string, count = 1): Promise<number> {
  const r = await tx.execute(sql`
    insert into number_series (company_id, series, last_value) values (${companyId}, ${series}, ${count})
    on conflict (company_id, series) do update set last_value = number_series.last_value + ${count}
    returning last_value`);
  return Number((r.rows[0] as { last_value: number | string }).last_value) - count + 1;
}

/**
 * Fills `field` of the rows that leave it empty with prefix + the series number (zero-padded),
 * skipping numbers whose code is already taken (typed by hand, in the table or in the same rows).
 */
export async function fillSeriesCodes(
  tx: Tx,
  companyId: number,
  opts: { series: string; table: string; field: string; prefix: string; digits: number },
  rows: Record<string, unknown>[],
) {
  const empty = rows.filter((r) => r[opts.field] === undefined || r[opts.field] === null || r[opts.field] === '');
  const typed = new Set(
    rows
      .map((r) => r[opts.field])
      .filter((v) => typeof v === 'string' && v !== '')
      .map((v) => (v as string).toLowerCase()),
  );
  const format = (n: number) => `${opts.prefix}${String(n).padStart(opts.digits, '0')}`;
  let pending = empty;
  while (pending.length) {
    const first = await nextNumber(tx, companyId, opts.series, pending.length);
    const codes = pending.map((_, i) => format(first + i));
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
