import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../db/client.js';
import { useTestServer } from '../test/harness.js';
import { estimateRows, keysetPages, type ListSpec, runList } from './list.js';

const dialect = new PgDialect();

/** The real transaction, counting the statements it runs. */
function counting(tx: Tx) {
  const seen: string[] = [];
  const wrapped = new Proxy(tx, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return (q: SQL) => {
        seen.push(dialect.sqlToQuery(q).sql);
        return target.execute(q);
      };
    },
  });
  return { tx: wrapped, seen };
}

const spec: ListSpec = {
  filters: { tag_color: { column: sql`t.tag_color`, op: 'eq' } },
  search: [sql`t.tag_name`],
  sort: { tag_id: sql`t.tag_id`, tag_name: sql`t.tag_name` },
  defaultSort: { field: 'tag_id', type: 'asc' },
};
const list = { spec, select: sql`t.tag_id, t.tag_name, t.tag_color`, from: sql`master_tag t`, tiebreak: sql`t.tag_id` };
type Tag = { tag_id: number; tag_name: string; tag_color: string | null };

describe('list runner', () => {
  const ctx = useTestServer({ admin: false });
  const inCompany = <T>(fn: (tx: Tx) => Promise<T>) => ctx.server.database.withTenant({ companyId: 1, userId: 1 }, fn);
  const seed = (n: number, name = 'runner') =>
    inCompany((tx) =>
      tx.execute(
        sql`insert into master_tag (tag_name, tag_color) select ${name} || ' ' || lpad(g::text, 5, '0'), case when g % 2 = 0 then '#000000' end from generate_series(1, ${n}::int) g`,
      ),
    );

  it('answers the envelope with an exact count, and no count when the page is not full', async () => {
    await seed(30);
    await inCompany(async (raw) => {
      const where = sql`t.tag_name like 'runner %'`;
      const { tx, seen } = counting(raw);
      const first = await runList<Tag>(tx, { ...list, where, query: { perPage: 10 } });
      expect(first).toMatchObject({ total: 30, page: 1, perPage: 10 });
      expect(first.data.map((r) => r.tag_name)).toEqual(Array.from({ length: 10 }, (_, i) => `runner ${String(i + 1).padStart(5, '0')}`));
      expect(seen.filter((s) => s.includes('count(*)'))).toHaveLength(1);

      seen.length = 0;
      const partial = await runList<Tag>(tx, { ...list, where, query: { perPage: 25, page: 2 } });
      expect(partial).toMatchObject({ total: 30, page: 2, perPage: 25 });
      expect(partial.data).toHaveLength(5);
      expect(seen).toHaveLength(1);

      const beyond = await runList<Tag>(tx, { ...list, where, query: { perPage: 10, page: 9 } });
      expect(beyond).toMatchObject({ data: [], total: 30, page: 9 });
    });
  });

  it('keeps filters, search and sort of the spec; unknown ones are ignored', async () => {
    await inCompany(async (tx) => {
      const where = sql`t.tag_name like 'runner %'`;
      const colored = await runList<Tag>(tx, {
        ...list,
        where,
        query: { perPage: 100, columnFilters: { tag_color: '#000000', search: '0001', nope: 'x' }, sort: { field: 'tag_name', type: 'desc' } },
      });
      expect(colored.data.map((r) => r.tag_name)).toEqual(['runner 00018', 'runner 00016', 'runner 00014', 'runner 00012', 'runner 00010']);
      expect(colored.total).toBe(5);
      const unknownSort = await runList<Tag>(tx, { ...list, where, query: { perPage: 3, sort: { field: 'created_by', type: 'desc' } } });
      expect(unknownSort.data.map((r) => r.tag_name)).toEqual(['runner 00001', 'runner 00002', 'runner 00003']);
    });
  });

  it('count none: no count query; the total offers a next page only when one exists', async () => {
    await inCompany(async (raw) => {
      const where = sql`t.tag_name like 'runner %'`;
      const { tx, seen } = counting(raw);
      const first = await runList<Tag>(tx, { ...list, where, count: 'none', query: { perPage: 10 } });
      expect(first.data).toHaveLength(10);
      expect(first.total).toBe(11);
      const last = await runList<Tag>(tx, { ...list, where, count: 'none', query: { perPage: 10, page: 3 } });
      expect(last.data).toHaveLength(10);
      expect(last.total).toBe(30);
      expect(seen.some((s) => s.includes('count(*)'))).toBe(false);
    });
  });

  it('count estimated: the planner estimate above the threshold, the exact count below it', async () => {
    await ctx.server.database.db.execute(sql`analyze master_tag`);
    await inCompany(async (raw) => {
      const where = sql`t.tag_name like 'runner %'`;
      const { tx, seen } = counting(raw);
      const estimate = await estimateRows(tx, sql`select 1 from master_tag t where ${where}`);
      expect(estimate).toBeGreaterThan(0);
      seen.length = 0;
      const big = await runList<Tag>(tx, { ...list, where, count: 'estimated', estimateAbove: 0, query: { perPage: 10 } });
      expect(big.total).toBe(Math.max(estimate, 10));
      // The count stopped after estimateAbove + 1 rows.
      expect(seen.filter((s) => s.includes('count(*)'))).toEqual([expect.stringContaining('limit')]);
      expect(seen.some((s) => s.startsWith('explain'))).toBe(true);
      const past = await runList<Tag>(tx, { ...list, where, count: 'estimated', estimateAbove: 0, query: { perPage: 10, page: 9 } });
      expect(past).toMatchObject({ data: [], total: 30 });
      const small = await runList<Tag>(tx, { ...list, where, count: 'estimated', query: { perPage: 10 } });
      expect(small.total).toBe(30);
    });
  });

  it('keyset pages cover every row once, in key order, and resume after a given key', async () => {
    await seed(5000, 'keyset');
    await inCompany(async (tx) => {
      const opts = {
        select: sql`t.tag_id, t.tag_name`,
        from: sql`master_tag t`,
        where: sql`t.tag_name like 'keyset %'`,
        key: { column: sql`t.tag_id`, name: 'tag_id' },
      };
      const ids: number[] = [];
      let batches = 0;
      for await (const rows of keysetPages<Tag>(tx, { ...opts, batch: 700 })) {
        batches++;
        ids.push(...rows.map((r) => r.tag_id));
      }
      expect(batches).toBe(8);
      expect(ids).toHaveLength(5000);
      expect(new Set(ids).size).toBe(5000);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const rest: number[] = [];
      for await (const rows of keysetPages<Tag>(tx, { ...opts, after: ids[4499], batch: 1000 })) rest.push(...rows.map((r) => r.tag_id));
      expect(rest).toEqual(ids.slice(4500));
    });
  });
});
