import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness.js';
import { DB_RETRIES, retried } from './call.js';
import { columnsOfDefinition, constraintError, pgErrorOf } from './errors.js';

/** Database conflicts are answered once, for every call: constraint violations as 422 naming the field, transient aborts retried. */
const ctx = useTestServer();

/** The error a statement really raises, caught (in a rolled-back transaction). */
async function errorOf(statements: string[]): Promise<unknown> {
  try {
    await ctx.server.database.db.transaction(async (tx) => {
      for (const s of statements) await tx.execute(sql.raw(s));
    });
  } catch (err) {
    return err;
  }
  throw new Error('no error raised');
}

describe('constraint violations answer 422 with the field', () => {
  it('eight concurrent add_stored with one name (ten names at once): exactly one stored each, the others 422 on master_gudang_name', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `Gudang Balapan ${i} ${Date.now()}`);
    const rounds = await Promise.all(
      names.map((name) => Promise.all(Array.from({ length: 8 }, () => ctx.admin.post('/master_gudang/add_stored', { master_gudang_name: name })))),
    );
    for (const [i, answers] of rounds.entries()) {
      expect(answers.map((a) => a.http).sort(), names[i]).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
      for (const a of answers.filter((x) => x.http === 422)) {
        expect(a.status).toBe(false);
        expect(a.errors?.master_gudang_name?.[0]).toMatch(/sudah digunakan/);
      }
      const rows = await ctx.server.database.db.execute(sql`select count(*)::int as n from master_gudang where lower(master_gudang_name) = lower(${names[i]})`);
      expect(rows.rows[0].n).toBe(1);
    }
  });

  it('a unique violation names the column of the index, without the tenant column or lower()', async () => {
    const err = await errorOf([
      `insert into master_gudang (company_id, master_gudang_name) values (1, 'Gudang Kembar')`,
      `insert into master_gudang (company_id, master_gudang_name) values (1, 'GUDANG KEMBAR')`,
    ]);
    expect(pgErrorOf(err)?.code).toBe('23505');
    const e = constraintError(err);
    expect(e?.httpStatus).toBe(422);
    expect(e?.errors).toEqual({ master_gudang_name: ['Nama sudah digunakan'] });
  });

  it('a check violation names the column of the constraint', async () => {
    const err = await errorOf([
      'create temp table t_check (id int, item_qty int constraint t_check_item_qty_check check (item_qty > 0)) on commit drop',
      'insert into t_check values (1, -5)',
    ]);
    expect(pgErrorOf(err)?.code).toBe('23514');
    expect(constraintError(err)?.errors).toEqual({ item_qty: ['item_qty tidak memenuhi aturan data'] });
  });

  it('a foreign-key violation names the referring column; deleting a referenced row says it is still used', async () => {
    const prep = [
      'create temp table t_parent (id int primary key) on commit drop',
      'create temp table t_child (id int, parent_id int references t_parent(id)) on commit drop',
    ];
    const missing = await errorOf([...prep, 'insert into t_child values (1, 99)']);
    expect(pgErrorOf(missing)?.code).toBe('23503');
    expect(constraintError(missing)?.errors).toEqual({ parent_id: ['parent_id merujuk ke data yang tidak ada'] });
    const used = await errorOf([...prep, 'insert into t_parent values (1)', 'insert into t_child values (1, 1)', 'delete from t_parent']);
    expect(constraintError(used)?.httpStatus).toBe(422);
    expect(constraintError(used)?.message).toMatch(/masih dipakai/);
  });
});

describe('serialization failures and deadlocks are retried a bounded number of times', () => {
  const abort = (code: string) => errorOf([`do $$ begin raise exception 'aborted' using errcode = '${code}'; end $$`]);

  for (const code of ['40001', '40P01']) {
    it(`${code}: the whole transaction runs again and succeeds`, async () => {
      let runs = 0;
      const result = await retried(undefined, async () => {
        runs++;
        if (runs < 3) throw await abort(code);
        return 'selesai';
      });
      expect(result).toBe('selesai');
      expect(runs).toBe(3);
    });
  }

  it('gives up after DB_RETRIES more runs and passes other errors through at once', async () => {
    let runs = 0;
    const fail = await retried(undefined, async () => {
      runs++;
      throw await abort('40001');
    }).catch((e) => e);
    expect(pgErrorOf(fail)?.code).toBe('40001');
    expect(runs).toBe(DB_RETRIES + 1);
    runs = 0;
    await retried(undefined, async () => {
      runs++;
      throw await abort('23505');
    }).catch(() => undefined);
    expect(runs).toBe(1);
  });

  it('real concurrent serializable transactions on one row both end committed through retried()', async () => {
    const db = ctx.server.database.db;
    await db.execute(sql`create table if not exists t_counter (id int primary key, n int)`);
    await db.execute(sql`insert into t_counter values (1, 0) on conflict (id) do update set n = 0`);
    const bump = () =>
      retried(undefined, () =>
        db.transaction(
          async (tx) => {
            const r = await tx.execute(sql`select n from t_counter where id = 1`);
            await new Promise((res) => setTimeout(res, 20));
            await tx.execute(sql`update t_counter set n = ${Number(r.rows[0].n) + 1} where id = 1`);
          },
          { isolationLevel: 'serializable' },
        ),
      );
    await Promise.all([bump(), bump(), bump()]);
    expect((await db.execute(sql`select n from t_counter where id = 1`)).rows[0].n).toBe(3);
  });
});

describe('columns of index and constraint definitions', () => {
  it('reads the column inside expressions and casts, without the tenant column', () => {
    expect(
      columnsOfDefinition('CREATE UNIQUE INDEX master_gudang_name_uq ON public.master_gudang USING btree (company_id, lower((master_gudang_name)::text))'),
    ).toEqual(['master_gudang_name']);
    expect(columnsOfDefinition('FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE')).toEqual(['user_id']);
    expect(columnsOfDefinition('CHECK ((item_qty > 0))')).toEqual(['item_qty']);
    expect(columnsOfDefinition('Key (company_id, lower(area_code::text))=(1, a) already exists.')).toEqual(['area_code']);
  });
});
