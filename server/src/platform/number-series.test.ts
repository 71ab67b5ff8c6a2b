import { SERIES, type SeriesDef } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase, type Tx } from '../db/client.js';
import { dbKind, useTestServer } from '../test/harness.js';
import { AppError } from './errors.js';
import { nextCode, previewCode, setSeriesPattern } from './number-series.js';

const ctx = useTestServer();
const COMPANY = 1;
const inCompany = <T>(db: Database, fn: (tx: Tx) => Promise<T>) => db.withTenant({ companyId: COMPANY, userId: 1 }, fn);

/** On PostgreSQL a second pool of 50 connections, so 50 transactions really run at once; PGlite has one connection. */
async function concurrentDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  if (dbKind() !== 'postgres') return { db: ctx.server.database, close: async () => undefined };
  const name = ((await ctx.server.database.db.execute(sql`select current_database() as d`)).rows[0] as { d: string }).d;
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), poolSize: 50 });
  return { db, close: () => db.close() };
}

const seriesOf = (name: string, pattern: SeriesDef['pattern']): SeriesDef => ({ name, label: name, pattern });
const take = (series: SeriesDef, date?: Date) => inCompany(ctx.server.database, (tx) => nextCode(tx, COMPANY, series, date));

describe('number series', () => {
  it('gives 50 concurrent transactions distinct consecutive numbers; the rolled-back ones leave no gap', async () => {
    const series = seriesOf('test_concurrent', { prefix: 'C', digits: 4 });
    const { db, close } = await concurrentDatabase();
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          inCompany(db, async (tx) => {
            const code = await nextCode(tx, COMPANY, series);
            // Holding the counter a little makes the others queue behind its lock.
            await tx.execute(sql`select pg_sleep(0.002)`);
            if (i % 5 === 4) throw new Error('rolled back');
            return code;
          }),
        ),
      );
      const committed = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
      expect(committed).toHaveLength(40);
      expect([...committed].sort()).toEqual(Array.from({ length: 40 }, (_, i) => `C${String(i + 1).padStart(4, '0')}`));
      expect(await take(series)).toBe('C0041');
    } finally {
      await close();
    }
  });

  it('numbers 50 contacts created at once through the HTTP call with 50 consecutive member codes', async () => {
    const before = (
      await ctx.server.database.db.execute(
        sql`select coalesce(max(last_value), 0)::int as n from number_series where company_id = ${COMPANY} and series = 'member_code'`,
      )
    ).rows[0] as { n: number };
    const phones = Array.from({ length: 50 }, (_, i) => `0815${String(7000 + i).padStart(8, '0')}`);
    const answers = await Promise.all(phones.map((p, i) => ctx.admin.post('/member/create_stored', { member_name: `Kontak Seri ${i}`, member_phone: p })));
    for (const a of answers) expect(a.status, JSON.stringify(a)).toBe(200);
    const codes = (
      await ctx.server.database.db.execute(
        sql`select member_code from master_member where member_phone in (${sql.join(
          phones.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      )
    ).rows.map((r) => (r as { member_code: string }).member_code);
    expect(codes.sort()).toEqual(Array.from({ length: 50 }, (_, i) => `KTK${String(before.n + i + 1).padStart(6, '0')}`));
  });

  it('starts again each month for a monthly pattern, and each period keeps its own counter', async () => {
    const series = seriesOf('test_monthly', { prefix: 'M', date: 'YYMM', digits: 3, separator: '/' });
    const nov = new Date('2026-11-10T03:00:00Z');
    const dec = new Date('2026-12-02T03:00:00Z');
    expect(await take(series, nov)).toBe('M/2611/001');
    expect(await take(series, nov)).toBe('M/2611/002');
    expect(await take(series, dec)).toBe('M/2612/001');
    expect(await take(series, nov)).toBe('M/2611/003');
    // 30 November 19:00 UTC is 1 December in Jakarta.
    expect(await take(series, new Date('2026-11-30T19:00:00Z'))).toBe('M/2612/002');
  });

  it('counts sales invoices with and without PPN in their own series; a preview takes nothing', async () => {
    const date = new Date('2026-11-22T05:00:00Z');
    const preview = () => inCompany(ctx.server.database, (tx) => previewCode(tx, COMPANY, SERIES.sales_invoice, date));
    expect(await preview()).toBe('INV/2611/00001');
    expect(await preview()).toBe('INV/2611/00001');
    expect(await take(SERIES.sales_invoice, date)).toBe('INV/2611/00001');
    expect(await preview()).toBe('INV/2611/00002');
    expect(await take(SERIES.sales_invoice, date)).toBe('INV/2611/00002');
    expect(await take(SERIES.sales_invoice_ppn, date)).toBe('INVP/2611/00001');
    expect(await take(SERIES.sales_invoice, date)).toBe('INV/2611/00003');
  });

  it('uses a company own pattern, refuses one that would repeat codes, and keeps companies apart', async () => {
    const date = new Date('2026-11-22T05:00:00Z');
    await inCompany(ctx.server.database, (tx) =>
      setSeriesPattern(tx, COMPANY, SERIES.purchase_order, { prefix: 'PB', date: 'YYYY', digits: 3, separator: '-' }),
    );
    expect(await take(SERIES.purchase_order, date)).toBe('PB-2026-001');
    const bad = inCompany(ctx.server.database, (tx) =>
      setSeriesPattern(tx, COMPANY, SERIES.purchase_order, { prefix: 'PB', date: 'YYYY', digits: 3, reset: 'monthly' }),
    );
    await expect(bad).rejects.toBeInstanceOf(AppError);
    await expect(bad).rejects.toMatchObject({ httpStatus: 422 });
    expect(await take(SERIES.purchase_order, date)).toBe('PB-2026-002');
    const other = await ctx.server.database.withTenant({ companyId: 2, userId: 1 }, (tx) => nextCode(tx, 2, SERIES.purchase_order, date));
    expect(other).toBe('PO/2611/00001');
  });
});
