import { RESOURCES } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchViewName, textMatchFields } from '../../db/schema/resource-table.js';
import { useTestServer } from '../../test/harness.js';

describe('search indexes (trigram) and search views', () => {
  const ctx = useTestServer({ admin: false });

  it('trigram-indexes every searched or contains-filtered text field of every area', async () => {
    const rows = (await ctx.server.database.db.execute(sql`select tablename, indexdef from pg_indexes where indexdef like '%gin_trgm_ops%'`)).rows as {
      tablename: string;
      indexdef: string;
    }[];
    for (const def of RESOURCES) {
      for (const f of textMatchFields(def)) {
        if (['int', 'ref', 'district', 'money', 'flag', 'date'].includes(f.type)) continue;
        expect(
          rows.some((r) => r.tablename === def.table && r.indexdef.includes(`(${f.name} gin_trgm_ops)`)),
          `${def.table}.${f.name}`,
        ).toBe(true);
      }
    }
  });

  it('shows the request role only its company in a search view, and never lets it write there', async () => {
    const { database } = ctx.server;
    const view = sql.identifier(searchViewName(RESOURCES.find((r) => r.key === 'member_type') ?? RESOURCES[0]));
    await database.withTenant({ companyId: 1, userId: 1 }, (tx) => tx.execute(sql`insert into master_member_type (member_type_name) values ('Tipe Trigram')`));
    const count = (companyId: number) =>
      database.withTenant({ companyId, userId: 1 }, async (tx) => {
        const r = await tx.execute(sql`select count(*)::int as n from ${view} where member_type_name ilike '%trigram%'`);
        return (r.rows[0] as { n: number }).n;
      });
    expect(await count(1)).toBe(1);
    expect(await count(999_999)).toBe(0);
    await expect(database.withTenant({ companyId: 1, userId: 1 }, (tx) => tx.execute(sql`update ${view} set member_type_name = 'x'`))).rejects.toThrow();
  });
});
