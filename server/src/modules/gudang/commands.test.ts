import { RESTRICTED_GROUP_ID } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.js';
import { type Actor, loadActor } from '../../platform/command.js';
import { AppError } from '../../platform/errors.js';
import { useTestServer } from '../../test/harness.js';
import { storeConfigs } from '../config/commands/store-configs.js';
import { readConfig } from '../config/queries.js';
import { recordPrint } from '../print/commands/record-print.js';
import { createGudang } from './commands/create-gudang.js';
import { updateGudang } from './commands/update-gudang.js';
import { findGudang, listGudang } from './queries.js';

/**
 * The gudang, config and print commands called as an import, a job or another command would call
 * them: inside one transaction, with an Actor loaded for the user, no request anywhere.
 */
const ctx = useTestServer();
const who = { companyId: 1, userId: 1 };
const asAdmin = <T>(fn: (tx: Tx, actor: Actor) => Promise<T>) => ctx.server.database.withTenant(who, async (tx) => fn(tx, await loadActor(tx, who.userId)));
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
};

describe('gudang, config and print commands outside a route', () => {
  it('compose in one transaction: a failure after them leaves no warehouse, config or print behind', async () => {
    const attempt = asAdmin(async (tx, actor) => {
      const { master_gudang_id } = await createGudang(tx, actor, { master_gudang_name: 'Gudang Batal' });
      await updateGudang(tx, actor, { master_gudang_id, master_gudang_name: 'Gudang Batal 2', status: '0' });
      await storeConfigs(tx, actor, { minus_stock: '1' });
      // A print counts a document the actor reads: an adjustment of the new warehouse.
      await tx.execute(
        sql`insert into stock_adjustment (adjustment_number, gudang_id, adjustment_date) values (${`G-${master_gudang_id}`}, ${master_gudang_id}, current_date)`,
      );
      expect((await recordPrint(tx, actor, { print_type: 'print_stock_adjustment', reference_id: `G-${master_gudang_id}` })).total).toBe(1);
      throw new Error('stop after the commands');
    });
    await expect(attempt).rejects.toThrow('stop after the commands');
    expect((await ctx.admin.post('/master_gudang/find', { gudang_name: 'Batal' })).data).toEqual([]);
    expect((await ctx.admin.get('/config/get_config_minus_stock')).data.configuration_value).toBe('0');
    const prints = await ctx.server.database.db.execute(sql`select count(*)::int as n from print_logs where reference_id like 'G-%'`);
    expect(Number((prints.rows[0] as { n: number }).n)).toBe(0);
  });

  it('commit together, and the calls then read what the commands wrote', async () => {
    const { master_gudang_id, total } = await asAdmin(async (tx, actor) => {
      const created = await createGudang(tx, actor, { master_gudang_name: 'Gudang Impor', origin_text: 'Bandung' });
      await storeConfigs(tx, actor, { stock_reduction: '1' });
      await tx.execute(
        sql`insert into stock_adjustment (adjustment_number, gudang_id, adjustment_date) values (${`G-${created.master_gudang_id}`}, ${created.master_gudang_id}, current_date)`,
      );
      const print = await recordPrint(tx, actor, { print_type: 'print_stock_adjustment', reference_id: `G-${created.master_gudang_id}` });
      // A second command in the same transaction sees the first one's row.
      expect((await findGudang(tx, actor, 'Impor')).map((w) => (w as { master_gudang_id: number }).master_gudang_id)).toEqual([created.master_gudang_id]);
      return { ...created, total: print.total };
    });
    expect(total).toBe(1);
    const listed = await ctx.admin.post('/master_gudang/list', { columnFilters: { master_gudang_name: 'Impor' } });
    expect(listed.data.data).toMatchObject([{ master_gudang_id, master_gudang_name: 'Gudang Impor', origin_text: 'Bandung', status: 1 }]);
    expect((await ctx.admin.get('/stock_reduction/get_config')).data.configuration_value).toBe('1');
    expect((await ctx.admin.post('/print/create', { print_type: 'print_stock_adjustment', reference_id: `G-${master_gudang_id}` })).data.total).toBe(2);
  });

  it('hold their rules without a route: a taken name, an unknown warehouse and an unknown print type are refused', async () => {
    const taken = await refusal(asAdmin((tx, actor) => createGudang(tx, actor, { master_gudang_name: 'gudang utama' })));
    expect([taken.httpStatus, taken.errors]).toEqual([422, { master_gudang_name: ['Nama gudang sudah digunakan'] }]);
    const unknown = await refusal(asAdmin((tx, actor) => updateGudang(tx, actor, { master_gudang_id: 999_999, master_gudang_name: 'Gudang X' })));
    expect([unknown.httpStatus, unknown.message]).toEqual([404, 'Gudang tidak ditemukan']);
    const print = await refusal(asAdmin((tx, actor) => recordPrint(tx, actor, { print_type: 'print_rahasia' })));
    expect(print.httpStatus).toBe(422);
  });

  it('read for the actor: the restricted group sees only the warehouses granted to it', async () => {
    const seen = await asAdmin(async (tx, actor) => {
      await tx.execute(sql`insert into user_gudang_access (user_id, gudang_id) values (${who.userId}, 1) on conflict do nothing`);
      const restricted = { ...actor, groupId: RESTRICTED_GROUP_ID };
      const ids = (rows: unknown[]) => rows.map((w) => (w as { master_gudang_id: number }).master_gudang_id);
      return {
        restricted: ids((await listGudang(tx, restricted, {})).data),
        restrictedFind: ids(await findGudang(tx, restricted)),
        all: (await listGudang(tx, actor, {})).total,
      };
    });
    expect(seen).toMatchObject({ restricted: [1], restrictedFind: [1] });
    expect(seen.all).toBeGreaterThanOrEqual(2);
    expect(await asAdmin((tx) => readConfig(tx, 'color'))).toMatchObject({ configuration_index: 'color' });
  });
});
